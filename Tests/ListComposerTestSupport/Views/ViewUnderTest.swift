import HeadlessHost
import Testing

/// The four views a test of a capability runs on: each headless view, strict (a fault throws)
/// or recording what a device would raise on (a fault is recorded and the view carries on).
package enum ViewKind: CaseIterable, CustomStringConvertible, Sendable {
  case strictTable, raisingTable, strictCollection, raisingCollection

  /// The strict views: the tests of a reader's screen (paging, states, cell lifecycles) hold
  /// every batch to the strict rules, on a table and on a collection view.
  package static let strictKinds: [ViewKind] = [.strictTable, .strictCollection]

  package var isStrict: Bool { self == .strictTable || self == .strictCollection }
  package var isTable: Bool { self == .strictTable || self == .raisingTable }

  package var description: String {
    switch self {
    case .strictTable: "strict table"
    case .raisingTable: "table raising like a device"
    case .strictCollection: "strict collection"
    case .raisingCollection: "collection raising like a device"
    }
  }

  package var options: HeadlessHostOptions {
    var options = HeadlessHostOptions()
    if isStrict {
      options.isStrict = true
    } else {
      options.invalidUpdatePolicy = .raise
    }
    // Every row of the test screens is laid out, so every cell can be read.
    options.visibleItemLimit = 500
    return options
  }

  /// Runs a test body, written once for any cell class, with this kind's cell class: `table`
  /// and `collection` are the same generic function.
  @MainActor
  package func run(
    _ table: (ViewKind, HeadlessTableViewCell.Type) async throws -> Void,
    _ collection: (ViewKind, HeadlessCollectionViewCell.Type) async throws -> Void
  ) async throws {
    if isTable {
      try await table(self, HeadlessTableViewCell.self)
    } else {
      try await collection(self, HeadlessCollectionViewCell.self)
    }
  }
}

/// One headless view of either kind, seen through one set of names.
@MainActor
package final class ViewUnderTest {
  package let kind: ViewKind
  package let table: HeadlessTableView?
  package let collection: HeadlessCollectionView?

  package convenience init(_ kind: ViewKind) {
    self.init(kind, customOptions: kind.options)
  }

  /// A view of a kind with options of its own (a smaller visible window, say).
  package init(_ kind: ViewKind, customOptions options: HeadlessHostOptions) {
    self.kind = kind
    if kind.isTable {
      table = HeadlessTableView(options: options)
      collection = nil
    } else {
      table = nil
      collection = HeadlessCollectionView(options: options)
    }
  }

  /// A view of a kind that shows a source rebuilt, to compare with a live view: it is given
  /// no batch, so it reads no identifiers to check batches against.
  package convenience init(rebuilding kind: ViewKind) {
    var options = kind.options
    options.checksItemIdentity = false
    self.init(kind, customOptions: options)
  }

  /// A view of a kind as a reader's screen: `window` items visible and cells prepared for
  /// `prefetch` more, where the kind's own options lay out every row, so that scrolling shows,
  /// prefetches and reuses cells.
  package convenience init(_ kind: ViewKind, window: Int, prefetch: Int = 0) {
    var options = kind.options
    options.visibleItemLimit = window
    options.prefetchMargin = prefetch
    self.init(kind, customOptions: options)
  }

  /// The view, as the host that cells are dequeued from.
  package var view: AnyObject? { table ?? collection }

  package var adapter: ListAdapter? { table?.adapter ?? collection?.adapter }

  package func attach(_ source: some DataSource) throws {
    if let table { try table.attach(source) } else { try collection?.attach(source) }
  }

  package func detach() {
    if let table { table.detach() } else { collection?.detach() }
  }

  package func display(_ source: some DataSource) throws {
    if let table { try table.display(source) } else { try collection?.display(source) }
  }

  package func layout() throws {
    if let table { try table.layoutIfNeeded() } else { try collection?.layoutIfNeeded() }
  }

  /// Reloads the view and lays it out, so that every visible row and view is displayed anew.
  package func reload() throws {
    table?.reloadData()
    collection?.reloadData()
    try layout()
  }

  /// Whether the view is in a window; a view that is not takes no animated batch.
  package var isInWindow: Bool {
    get { table?.isInWindow ?? collection?.isInWindow ?? false }
    set {
      table?.isInWindow = newValue
      collection?.isInWindow = newValue
    }
  }

  /// Scrolls so that the flattened item at `offset` is the first visible one, then lets the
  /// main actor take its next turn: a change that a display or prefetch event causes (a page
  /// that starts loading shows its loading row) waits for it, as the adapter never hands UIKit
  /// a batch from inside its layout.
  package func scroll(to offset: Int) async throws {
    try scrollNow(to: offset)
    await nextTurn()
  }

  /// Scrolls so that the flattened item at `offset` is the first visible one, without waiting
  /// for the changes that display and prefetch events cause.
  package func scrollNow(to offset: Int) throws {
    if let table {
      try table.scroll(toRowOffset: offset)
    } else {
      try collection?.scroll(toItemOffset: offset)
    }
  }

  package var firstVisibleOffset: Int {
    table?.firstVisibleRowOffset ?? collection?.firstVisibleItemOffset ?? 0
  }

  /// The number of items in each section, as the view holds them (-1 for a section a
  /// collection view cannot count).
  package var counts: [Int] {
    if let table {
      return (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    }
    guard let collection else { return [] }
    return (0..<collection.numberOfSections).map {
      (try? collection.numberOfItems(inSection: $0)) ?? -1
    }
  }

  /// The positions of the items in the visible window: those a reader sees.
  package var visiblePositions: [ListPosition] {
    table?.indexPathsForVisibleRows ?? collection?.indexPathsForVisibleItems ?? []
  }

  /// The cell the view shows at a position, or `nil` when it shows none.
  package func cell(at position: ListPosition) -> HeadlessReusableCell? {
    table?.cellForRow(at: position) ?? collection?.cellForItem(at: position)
  }

  /// The view as text, as the headless views render themselves; without `showingLastUpdate`,
  /// what the last batch did is left out (see `HeadlessListView.render(showingLastUpdate:)`).
  package func render(showingLastUpdate: Bool = true) -> String {
    table?.render(showingLastUpdate: showingLastUpdate)
      ?? collection?.render(showingLastUpdate: showingLastUpdate) ?? ""
  }

  /// The text of the cell the view shows at a position, or `nil` when it shows none.
  package func text(at position: ListPosition) -> String? { cell(at: position)?.textLabel }

  /// Every position the view holds, section by section.
  package func positions() throws -> [ListPosition] {
    try layout()
    let sections = table?.numberOfSections ?? collection?.numberOfSections ?? 0
    return try (0..<sections).flatMap { section in
      let count =
        try table?.numberOfRows(inSection: section)
        ?? collection?.numberOfItems(inSection: section) ?? 0
      return (0..<count).map { ListPosition(section: section, item: $0) }
    }
  }

  /// The texts of every cell, section by section.
  package func texts() throws -> [String?] { try positions().map { text(at: $0) } }

  package var updateLog: [HeadlessUpdateRecord] { table?.updateLog ?? collection?.updateLog ?? [] }

  /// The batches applied since `start`, as text.
  package func batches(since start: Int) -> [String] {
    updateLog.dropFirst(start).map { "\($0.update)" }
  }

  package var provedBatches: Int { table?.provedBatches ?? collection?.provedBatches ?? 0 }
  package var provedIdentities: Int { table?.provedIdentities ?? collection?.provedIdentities ?? 0 }
  package var raised: [InternalInconsistency] {
    table?.raisedExceptions ?? collection?.raisedExceptions ?? []
  }
  package var warnings: [InternalInconsistency] { table?.warnings ?? collection?.warnings ?? [] }
  package var consoleLog: [String] { table?.consoleLog ?? collection?.consoleLog ?? [] }

  /// Checks that the view shows exactly what a fresh view of the same source shows, cell by
  /// cell, and that nothing a device would raise on happened.
  package func expectShowsData(
    _ source: some DataSource, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let fresh = ViewUnderTest(rebuilding: kind)
    try fresh.display(source)
    #expect(try texts() == fresh.texts(), "\(kind)", sourceLocation: sourceLocation)
    expectNothingRaised(sourceLocation: sourceLocation)
  }

  /// Checks that every batch was accepted, the counts are the source's, and every visible
  /// cell shows the model the source has at its position. It reads the visible window only,
  /// as a reader would: on a scrolled screen the other rows have no cells to compare.
  package func expectShows(
    _ source: some DataSource, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for record in updateLog where !record.succeeded {
      Issue.record(
        "rejected \(record.update): \(record.error.map { "\($0.reason)" } ?? "") \(context())",
        sourceLocation: sourceLocation)
    }
    let expectedCounts = (0..<source.numberOfSections).map { source.numberOfItems(inSection: $0) }
    #expect(counts == expectedCounts, "counts \(context())", sourceLocation: sourceLocation)
    for position in visiblePositions {
      let shown = cell(at: position)?.textLabel
      let expected = shownText(of: source.model(at: position))
      #expect(
        shown == expected, "at \(position): \(shown ?? "nil") != \(expected) \(context())",
        sourceLocation: sourceLocation)
    }
  }

  /// Whether the view shows what a fresh view of the source shows, without recording issues.
  package func showsData(_ source: some DataSource) throws -> Bool {
    let fresh = ViewUnderTest(rebuilding: kind)
    try fresh.display(source)
    return try texts() == fresh.texts()
  }

  /// Checks that no batch was rejected and nothing a device would raise on happened.
  package func expectNothingRaised(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(raised.isEmpty, "\(kind): \(raised)", sourceLocation: sourceLocation)
    let rejected = updateLog.filter { !$0.succeeded }
    #expect(rejected.isEmpty, "\(kind): \(rejected)", sourceLocation: sourceLocation)
  }
}

/// The main actor's next turns, for what a view does on the next turn (a reload after a move
/// it must not answer inside its callback).
@MainActor
package func untilTrue(_ condition: () -> Bool, turns: Int = 200) async -> Bool {
  for _ in 0..<turns {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}
