import HeadlessHost
import ListComposerTestSupport
import Testing

/// Item events reach the child that owns the position, in its local position, with the typed
/// model and cell, through any depth of composition; the adapter's hook sees every event with
/// the screen position.
@MainActor
@Suite struct ItemEventTests {
  struct Seen: Equatable {
    var kind: ItemEvent
    var model: String
    var position: ListPosition
  }

  /// Contacts, then a linear composition of messages and people, so that positions shift.
  func screen() throws -> (
    SectionedDataSource, ArrayDataSource<String, TextCell>, ArrayDataSource<String, TextCell>
  ) {
    let contacts = texts(["Ada", "Grace"])
    let messages = texts(["m0", "m1", "m2"])
    let people = texts(["p0", "p1"])
    let feed = try SectionedDataSource([messages, people], layout: .linear)
    return (try SectionedDataSource([contacts, feed]), messages, people)
  }

  @Test func selectionDeselectionAndHighlightReachTheOwningChild() throws {
    let (screen, _, people) = try screen()
    var seen: [Seen] = []
    var cells: [TextCell?] = []
    let touches: Set<ItemEvent> = [.select, .deselect, .highlight, .unhighlight]
    people.onEvent = { event in
      guard touches.contains(event.kind) else { return }
      seen.append(Seen(kind: event.kind, model: event.model, position: event.position))
      cells.append(event.cell)
    }
    let tableView = strictTable()
    try tableView.attach(screen)
    var global: [(ItemEvent, ListPosition, String?)] = []
    tableView.adapter?.onItemEvent = { event, position, model in
      if touches.contains(event) { global.append((event, position, model as? String)) }
    }
    let row = ListPosition(section: 1, item: 4)  // people's second item
    #expect(tableView.highlightRow(at: row))
    #expect(tableView.selectRow(at: row))
    #expect(tableView.deselectRow(at: row))
    let local = ListPosition(section: 0, item: 1)
    #expect(
      seen == [
        Seen(kind: .highlight, model: "p1", position: local),
        Seen(kind: .unhighlight, model: "p1", position: local),
        Seen(kind: .select, model: "p1", position: local),
        Seen(kind: .deselect, model: "p1", position: local),
      ])
    #expect(
      cells.count == 4 && cells.allSatisfy { $0 != nil && $0 === tableView.cellForRow(at: row) })
    #expect(global.map(\.0) == [.highlight, .unhighlight, .select, .deselect])
    #expect(global.allSatisfy { $0.1 == row && $0.2 == "p1" })
    #expect(!tableView.selectRow(at: ListPosition(section: 1, item: 9)))
  }

  @Test func displayAndPrefetchFollowTheWindowOncePerDisplay() throws {
    let (screen, messages, people) = try screen()
    var seen: [Seen] = []
    for source in [messages, people] {
      source.onEvent = { event in
        seen.append(Seen(kind: event.kind, model: event.model, position: event.position))
      }
    }
    var options = strictOptions()
    options.visibleItemLimit = 3
    options.prefetchMargin = 2
    let tableView = HeadlessTableView(options: options)
    try tableView.attach(screen)
    // Ada, Grace, m0 are shown; m1 and m2 are prefetched.
    #expect(seen.filter { $0.kind == .willDisplay }.map(\.model) == ["m0"])
    #expect(seen.filter { $0.kind == .prefetch }.map(\.model) == ["m1", "m2"])

    seen = []
    try tableView.scroll(toRowOffset: 2)  // m0, m1, m2 shown; p0, p1 prefetched
    #expect(seen.filter { $0.kind == .willDisplay }.map(\.model) == ["m1", "m2"])
    #expect(seen.filter { $0.kind == .prefetch }.map(\.model) == ["p0", "p1"])
    #expect(seen.filter { $0.kind == .didEndDisplaying }.isEmpty)  // contacts' own

    // A message inserted above the window's end: every event names the right model, once.
    seen = []
    try messages.insert("new", at: ListPosition(section: 0, item: 0))
    #expect(seen.filter { $0.kind == .willDisplay }.map(\.model) == ["new"])
    #expect(seen.filter { $0.kind == .didEndDisplaying }.map(\.model) == ["m2"])
    #expect(seen.filter { $0.kind == .cancelPrefetch }.map(\.model) == ["p1"])
    #expect(seen.filter { $0.kind == .prefetch }.map(\.model) == ["m2"])

    // Scrolling back ends the display of what leaves the window.
    seen = []
    try tableView.scroll(toRowOffset: 0)
    #expect(Set(seen.filter { $0.kind == .didEndDisplaying }.map(\.model)) == ["m0", "m1"])
  }

  /// A view that displays a source to compare it tells the source nothing: no display or
  /// prefetch event reaches it, nor the view's adapter's hooks (no section appears either),
  /// however the view scrolls or reloads; the view that is its host goes on telling it.
  @Test(arguments: ViewKind.strictKinds)
  func aViewThatDisplaysASourceTellsItNothing(_ kind: ViewKind) throws {
    let log = DisplayLog()
    let host = ViewUnderTest(kind, window: 3, prefetch: 2)
    let words = (0..<12).map { "w\($0)" }
    if kind.isTable {
      let source = texts(words, header: "Words")
      source.onEvent = { log.events.append("\($0.kind)") }
      try host.attach(source)
      try compare(source, with: host, log: log)
    } else {
      let source = tiles(words, header: "Words")
      source.onEvent = { log.events.append("\($0.kind)") }
      try host.attach(source)
      try compare(source, with: host, log: log)
    }
  }

  /// Displays `source` in a second view like `host`, scrolls and reloads it, and expects no
  /// event; then scrolls `host` and expects its events.
  func compare(_ source: some DataSource, with host: ViewUnderTest, log: DisplayLog) throws {
    #expect(log.events.contains("willDisplay") && log.events.contains("prefetch"))
    log.events = []
    let comparison = ViewUnderTest(host.kind, window: 3, prefetch: 2)
    let hooked = DisplayLog()
    try comparison.display(source)
    comparison.adapter?.onItemEvent = { event, _, _ in hooked.events.append("\(event)") }
    comparison.adapter?.onSectionEvent = { hooked.events.append("section \($0.kind)") }
    try comparison.scrollNow(to: 6)
    try comparison.reload()
    try comparison.scrollNow(to: 0)
    #expect(comparison.text(at: ListPosition(section: 0, item: 0)) == "w0")
    #expect(log.events.isEmpty)
    #expect(hooked.events.isEmpty)
    try host.scrollNow(to: 6)
    #expect(log.events.contains("willDisplay") && log.events.contains("didEndDisplaying"))
    #expect(log.events.contains("prefetch") && log.events.contains("cancelPrefetch"))
    // The same hooks on the host's adapter hear its events.
    host.adapter?.onItemEvent = { event, _, _ in hooked.events.append("\(event)") }
    host.adapter?.onSectionEvent = { hooked.events.append("section \($0.kind)") }
    try host.reload()
    #expect(hooked.events.contains("willDisplay"))
    #expect(hooked.events.contains("section willDisplay"))
  }

  /// The display events a source received, as "kind model".
  @MainActor
  final class DisplayLog {
    var events: [String] = []

    func record(_ kind: ItemEvent, _ model: String) {
      if kind == .willDisplay || kind == .didEndDisplaying { events.append("\(kind) \(model)") }
    }
  }

  /// Twelve words shown four at a time by a view of `kind`, their display events in `log`, and
  /// a way to move one of them.
  func shownWords(_ kind: ViewKind, log: DisplayLog) throws -> (
    host: ViewUnderTest, move: (ListPosition, ListPosition) throws -> Void
  ) {
    let words = (0..<12).map { "w\($0)" }
    let host = ViewUnderTest(kind, window: 4)
    if kind.isTable {
      let source = texts(words)
      source.onEvent = { log.record($0.kind, $0.model) }
      try host.attach(source)
      return (host, { _ = try source.move(from: $0, to: $1) })
    }
    let source = tiles(words)
    source.onEvent = { log.record($0.kind, $0.model) }
    try host.attach(source)
    return (host, { _ = try source.move(from: $0, to: $1) })
  }

  /// Without a prefetch margin, a scroll reuses the cells that leave the window for the rows
  /// that enter it, in the same layout: each leaving row ends its display and each entering
  /// row begins one, with its own model, ends first.
  @Test(arguments: ViewKind.strictKinds)
  func cellsReusedWhileScrollingEndAndBeginTheirDisplays(_ kind: ViewKind) async throws {
    let log = DisplayLog()
    let (host, _) = try shownWords(kind, log: log)
    log.events = []
    try await host.scroll(to: 4)  // the cells of w0...w3 show w4...w7
    #expect(
      log.events == [
        "didEndDisplaying w0", "didEndDisplaying w1", "didEndDisplaying w2", "didEndDisplaying w3",
        "willDisplay w4", "willDisplay w5", "willDisplay w6", "willDisplay w7",
      ])
    log.events = []
    try await host.scroll(to: 2)  // up: the cells of w6 and w7 show w2 and w3
    #expect(
      log.events == [
        "didEndDisplaying w6", "didEndDisplaying w7", "willDisplay w2", "willDisplay w3",
      ])
  }

  /// A batch that only moves shown rows among themselves keeps every display: each cell moves
  /// with its item, and no row ends or begins showing.
  @Test(arguments: ViewKind.strictKinds)
  func movingShownRowsAmongThemselvesKeepsTheirDisplays(_ kind: ViewKind) throws {
    let log = DisplayLog()
    let (host, move) = try shownWords(kind, log: log)
    log.events = []
    try move(ListPosition(section: 0, item: 0), ListPosition(section: 0, item: 3))
    #expect(host.updateLog.count == 1)
    #expect(host.visiblePositions.map { host.text(at: $0) } == ["w1", "w2", "w3", "w0"])
    #expect(log.events.isEmpty)
  }

  /// Deleting the last rows pulls the window back, as UIKit clamps its content offset, and the
  /// rows that come into view begin their display.
  @Test func deletingTheLastRowsPullsTheWindowBack() throws {
    let words = texts((0..<10).map { "w\($0)" })
    var displayed: [String] = []
    words.onEvent = { if $0.kind == .willDisplay { displayed.append($0.model) } }
    var options = strictOptions()
    options.visibleItemLimit = 4
    let tableView = HeadlessTableView(options: options)
    try tableView.attach(words)
    try tableView.scroll(toRowOffset: 6)  // w6...w9
    displayed = []
    words.setItems(Array(words.items.prefix(5)))
    #expect(tableView.firstVisibleRowOffset == 1)
    #expect(
      tableView.indexPathsForVisibleRows == (1...4).map { ListPosition(section: 0, item: $0) })
    #expect(displayed == ["w1", "w2", "w3", "w4"])
  }

  @Test func prefetchReachesALeafThroughNestedCompositions() throws {
    let photos = tiles((0..<6).map { "photo \($0)" })
    var prefetched: [String] = []
    var cancelled: [String] = []
    photos.onEvent = { event in
      if event.kind == .prefetch { prefetched.append(event.model) }
      if event.kind == .cancelPrefetch { cancelled.append(event.model) }
    }
    let level2 = try SectionedDataSource([tiles(["x"]), photos], layout: .linear)
    let level1 = try SectionedDataSource([tiles(["h"]), level2])
    let screen = try SectionedDataSource([level1], layout: .sections)
    var options = strictOptions()
    options.visibleItemLimit = 2
    options.prefetchMargin = 2
    let collectionView = HeadlessCollectionView(options: options)
    try collectionView.attach(screen)
    // h, x shown; photo 0 and photo 1 prefetched.
    #expect(prefetched == ["photo 0", "photo 1"])
    try collectionView.scroll(toItemOffset: 4)  // photo 2, photo 3 shown; 4 and 5 prefetched
    #expect(prefetched == ["photo 0", "photo 1", "photo 4", "photo 5"])
    // Jumped past without being shown: their prefetching is cancelled.
    #expect(cancelled == ["photo 0", "photo 1"])
    try collectionView.scroll(toItemOffset: 0)
    #expect(cancelled == ["photo 0", "photo 1", "photo 4", "photo 5"])
  }

  @Test func aDeletedItemEndsItsDisplayWithItsOwnModel() throws {
    let (screen, messages, _) = try screen()
    var ended: [Seen] = []
    messages.onEvent = { event in
      if event.kind == .didEndDisplaying {
        ended.append(Seen(kind: event.kind, model: event.model, position: event.position))
      }
    }
    let tableView = strictTable()
    try tableView.attach(screen)
    try messages.remove(at: ListPosition(section: 0, item: 1))  // m1; m2 now sits where m1 was
    #expect(
      ended == [
        Seen(kind: .didEndDisplaying, model: "m1", position: ListPosition(section: 0, item: 1))
      ])
    // A reload ends every display, each with its own model.
    ended = []
    tableView.reloadData()
    #expect(ended.map(\.model) == ["m0", "m2"])
  }
}
