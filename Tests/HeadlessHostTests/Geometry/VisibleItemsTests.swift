import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// What each child shows, two levels down (`root = [banner, thread]`,
/// `thread = [pinned, messages]`): its typed visible items, the items that appeared and
/// disappeared on a scroll or a batch (only those that crossed an edge), its working range
/// entered and left, and scrolls while it shows. Both headless views, strict and raising like a
/// device; nothing is raised or rejected.
///
/// The rows (``ViewportScreen``): banner header 0..<28, banner 28..<72, pinned 72..<116, then
/// m10 116..<146, m11 ..<186, m12 ..<206, m13 ..<236, m14 ..<276, m15 ..<296, m16 ..<326,
/// m17 ..<366, m18 ..<386, ...; a viewport of 200 points.
@MainActor
@Suite struct VisibleItemsTests {
  @Test(arguments: ViewKind.allCases)
  func scrollsTellOnlyTheRowsThatCrossedAnEdge(_ kind: ViewKind) async throws {
    try await kind.run(crossing, crossing)
  }

  func crossing<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let heard = try Heard(kind, cell)
    heard.listen(to: heard.screen.messages, as: "messages")
    // Asking tells the items that show now.
    #expect(heard.take() == ["messages appeared m10@0.0 m11@0.1 m12@0.2"])

    // Within a row: no item crosses an edge (m12 ends at 206, m13 starts there).
    #expect(try heard.scroll(to: 5) == ["messages scrolled 5 200"])
    #expect(try heard.scroll(to: 5) == [])

    // 150..<350: m10 left at the top, m13 ... m17 came in at the bottom.
    #expect(
      try heard.scroll(to: 150) == [
        "messages disappeared m10@0.0",
        "messages appeared m13@0.3 m14@0.4 m15@0.5 m16@0.6 m17@0.7",
        "messages scrolled 150 200",
      ])
    // Back up past the messages: every one shown leaves, the source no longer shows, so it
    // hears no scroll.
    #expect(try heard.scroll(to: 150) == [])
    #expect(
      try heard.scroll(to: 0).first
        == "messages disappeared m13@0.3 m14@0.4 m15@0.5 m16@0.6 m17@0.7")
    heard.screen.host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func visibleItemsAreTypedInTheSourcesOwnPositions(_ kind: ViewKind) async throws {
    try await kind.run(typed, typed)
  }

  func typed<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try ViewportScreen(kind, cell, messages: Array(10...29))
    try screen.host.scroll(toContentOffset: 100)
    // 100..<300: pinned's lower part, m10 ... m16.
    let messages: [SourceItem<Mail>] = screen.adapter.visibleItems(in: screen.messages)
    #expect(messages.map(\.model.id) == Array(10...16))
    #expect(messages.map(\.position) == (0...6).map { ListPosition(section: 0, item: $0) })
    #expect(screen.adapter.visibleItems(in: screen.pinned).map(\.model.id) == [2])
    #expect(screen.adapter.visibleItems(in: screen.banner).isEmpty)
    // The composition has them in its own sections: pinned is its 0, messages its 1.
    let thread = screen.adapter.visibleItems(in: screen.thread)
    #expect(thread.first?.position == ListPosition(section: 0, item: 0))
    #expect(
      thread.dropFirst().map(\.position) == (0...6).map { ListPosition(section: 1, item: $0) })
    screen.host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func aSourceEntersAndLeavesItsWorkingRange(_ kind: ViewKind) async throws {
    try await kind.run(workingRange, workingRange)
  }

  func workingRange<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let heard = try Heard(kind, cell)
    // Pinned (72..<116) within one screen (200 points) beyond each edge of the viewport.
    // It does not ask for scrolls: it hears none.
    heard.listen(to: heard.screen.pinned, as: "pinned", workingRange: 1, hearsScrolling: false)
    #expect(heard.take() == ["pinned appeared m2@0.0", "pinned entered"])
    #expect(try heard.scroll(to: 10) == [])
    // 300..<500 extends to 100..<700: pinned's lower part is still within.
    #expect(try heard.scroll(to: 300) == ["pinned disappeared m2@0.0"])
    // 317..<517 extends to 117..<717: pinned ends at 116, out of its range.
    #expect(try heard.scroll(to: 317) == ["pinned left"])
    #expect(try heard.scroll(to: 310) == ["pinned entered"])
    // Half a screen: 310..<510 extends to 210..<610.
    heard.listen(to: heard.screen.pinned, as: "pinned", workingRange: 0.5, hearsScrolling: false)
    #expect(heard.take() == ["pinned left"])
    heard.screen.host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func aCompositionIsInRangeWhileAnyOfItsRowsIs(_ kind: ViewKind) async throws {
    try await kind.run(compositionRange, compositionRange)
  }

  func compositionRange<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let heard = try Heard(kind, cell)
    // The banner (28..<72) and the thread (72..<end), each with a working range of 0: the
    // viewport itself. Messages hear their items; the thread hears those of pinned only, the
    // nearest source that asked.
    heard.listen(to: heard.screen.messages, as: "messages")
    heard.listen(to: heard.screen.thread, as: "thread", workingRange: 0)
    heard.listen(to: heard.screen.banner, as: "banner", workingRange: 0)
    #expect(
      heard.take() == [
        "messages appeared m10@0.0 m11@0.1 m12@0.2",
        "thread appeared m2@0.0", "thread entered",
        "banner appeared m1@0.0", "banner entered",
      ])
    #expect(
      try heard.scroll(to: 80) == [
        "banner disappeared m1@0.0", "messages appeared m13@0.3 m14@0.4 m15@0.5", "banner left",
        "messages scrolled 80 200", "thread scrolled 80 200",
      ])
    // A jump to the end: no row shown before shows after, yet the thread never leaves.
    let jump = try heard.scroll(to: 1e9)
    #expect(jump.contains("thread disappeared m2@0.0"))
    #expect(!jump.contains("thread left") && !jump.contains("thread entered"))
    heard.screen.host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func batchesTellTheVisibleRowsTheyInsertAndDelete(_ kind: ViewKind) async throws {
    try await kind.run(batches, batches)
  }

  func batches<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let heard = try Heard(kind, cell)
    let screen = heard.screen
    let log = heard.log
    try screen.host.scroll(toContentOffset: 150)
    heard.listen(to: screen.messages, as: "messages", workingRange: 0)
    _ = log.take()
    // 150..<350 shows m11 ... m17. Deleting m13 pulls m14 ... up; m18 (now the source's
    // item 7) comes in at the bottom.
    _ = try screen.messages.remove(at: ListPosition(section: 0, item: 3))
    #expect(log.take() == ["messages disappeared m13@0.3", "messages appeared m18@0.7"])
    // Inserting m40 (30 points) after m11 pushes m18 out again: it is told at the position it
    // showed at.
    _ = try screen.messages.insert(Mail(40), at: ListPosition(section: 0, item: 2))
    #expect(log.take() == ["messages disappeared m18@0.7", "messages appeared m40@0.2"])
    #expect(
      screen.adapter.visibleItems(in: screen.messages).map(\.model.id)
        == [11, 40, 12, 14, 15, 16, 17])
    // Rows far below the viewport change nothing that shows.
    _ = try screen.messages.remove(at: ListPosition(section: 0, item: 15))
    #expect(log.take() == [])
    // m11 (146..<186) grows to 200 points in place: m40 still shows, the rows after it leave
    // the viewport, at the positions they keep.
    let tall = HeightRequests()
    var handlers = try #require(screen.adapter.handlers(for: screen.messages))
    handlers.rowHeight = { _, item in
      tall.ids.contains(item.model.id) ? 200 : ViewportScreen<Cell>.height(of: item.model.id)
    }
    screen.adapter.setHandlers(handlers, for: screen.messages)
    _ = log.take()
    tall.ids.append(11)
    screen.messages.updates.send(resizedItems: [ListPosition(section: 0, item: 1)])
    #expect(
      log.take() == ["messages disappeared m12@0.3 m14@0.4 m15@0.5 m16@0.6 m17@0.7"])
    // Every message deleted: all disappear, and the source leaves its range.
    screen.messages.setItems([])
    #expect(
      log.take() == [
        "messages disappeared m11@0.1 m40@0.2", "messages left",
      ])
    screen.host.expectNothingRaised()
  }
}

extension VisibleItemsTests {
  /// Random scrolls and batches: the items the events said are shown are always the visible
  /// items, and the working range agrees with the rows' frames.
  @Test(arguments: [UInt64(11), 12, 13])
  func eventsAgreeWithTheViewport(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let screen = try ViewportScreen(
      .raisingTable, HeadlessTableViewCell.self, messages: Array(10...49))
    var shown: Set<Int> = []
    var pinnedInRange = false
    var handlers = screen.adapter.handlers(for: screen.messages) ?? SourceHandlers()
    handlers.visibility = { _, event in
      switch event {
      case .appeared(let items): shown.formUnion(items.map(\.model.id))
      case .disappeared(let items): shown.subtract(items.map(\.model.id))
      default: break
      }
    }
    screen.adapter.setHandlers(handlers, for: screen.messages)
    screen.adapter.setHandlers(
      SourceHandlers(
        visibility: { _, event in
          if case .enteredWorkingRange = event { pinnedInRange = true }
          if case .leftWorkingRange = event { pinnedInRange = false }
        }, workingRange: 1), for: screen.pinned)
    var next = 100
    for step in 0..<150 {
      switch Int.random(in: 0..<6, using: &generator) {
      case 0 where !screen.messages.items.isEmpty:
        let item = Int.random(in: 0..<screen.messages.items.count, using: &generator)
        _ = try screen.messages.remove(at: ListPosition(section: 0, item: item))
      case 1:
        let item = Int.random(in: 0...screen.messages.items.count, using: &generator)
        _ = try screen.messages.insert(Mail(next), at: ListPosition(section: 0, item: item))
        next += 1
      case 2, 3:
        // A small move, which often keeps the rows at the edges: no look-up then.
        let delta = Double(Int.random(in: -25...25, using: &generator))
        try screen.host.scroll(toContentOffset: screen.host.contentOffset + delta)
      default:
        let offset = Double(Int.random(in: -50...1_400, using: &generator))
        try screen.host.scroll(toContentOffset: offset)
      }
      let visible = screen.adapter.visibleItems(in: screen.messages).map(\.model.id)
      #expect(shown == Set(visible), "seed \(seed), step \(step)")
      // Pinned's row is 72..<116; the range reaches one viewport (200) beyond each edge.
      let offset = screen.host.contentOffset
      #expect(
        pinnedInRange == (offset - 200 < 116 && 72 < offset + 400), "seed \(seed), step \(step)")
    }
    screen.host.expectNothingRaised()
  }
}

extension VisibleItemsTests {
  /// The screen of messages 10...29 on a view of a kind, and what its sources heard.
  @MainActor
  struct Heard<Cell: HeadlessReusableCell> {
    let screen: ViewportScreen<Cell>
    let log = VisibilityLog()

    init(_ kind: ViewKind, _ cell: Cell.Type) throws {
      screen = try ViewportScreen(kind, cell, messages: Array(10...29))
    }

    /// Has a source of the screen write what it hears to the log.
    func listen(
      to source: some DataSource, as name: String, workingRange: Double? = nil,
      hearsScrolling: Bool = true
    ) {
      log.listen(
        to: source, as: name, in: screen.adapter, workingRange: workingRange,
        hearsScrolling: hearsScrolling)
    }

    /// Returns the lines written since the last call.
    func take() -> [String] { log.take() }

    /// Scrolls the view to a content offset and returns what the sources heard.
    func scroll(to offset: Double) throws -> [String] {
      try screen.host.scroll(toContentOffset: offset)
      return log.take()
    }
  }
}

/// The visibility events sources heard, as lines: "name appeared m10@0.0 m11@0.1",
/// "name entered", "name scrolled 150 200".
@MainActor
final class VisibilityLog {
  var lines: [String] = []

  /// Gives a source (an array of mail or a composition) a visibility handler (and a working
  /// range) that writes here, keeping its other handlers.
  func listen(
    to source: some DataSource, as name: String, in adapter: ListAdapter,
    workingRange: Double? = nil, hearsScrolling: Bool = true
  ) {
    var handlers = adapter.handlers(for: source) ?? SourceHandlers()
    handlers.workingRange = workingRange
    handlers.hearsScrolling = hearsScrolling
    handlers.visibility = { [weak self] _, event in self?.note(name, event) }
    adapter.setHandlers(handlers, for: source)
  }

  /// Returns the lines written since the last call.
  func take() -> [String] {
    defer { lines = [] }
    return lines
  }

  private func note<Model>(_ name: String, _ event: VisibilityEvent<Model>) {
    func items(_ items: [SourceItem<Model>]) -> String {
      items.map { item in
        let title = (item.model as? Mail)?.title ?? "\(item.model)"
        return "\(title)@\(item.position.section).\(item.position.item)"
      }.joined(separator: " ")
    }
    switch event {
    case .appeared(let list): lines.append("\(name) appeared \(items(list))")
    case .disappeared(let list): lines.append("\(name) disappeared \(items(list))")
    case .enteredWorkingRange: lines.append("\(name) entered")
    case .leftWorkingRange: lines.append("\(name) left")
    case .scrolled(let offset, let height):
      lines.append("\(name) scrolled \(Int(offset)) \(Int(height))")
    }
  }
}
