import HeadlessHost
import Testing

/// The four views a test of a capability runs on: each headless view, strict (a fault throws)
/// or recording what a device would raise on (a fault is recorded and the view carries on).
enum ViewKind: CaseIterable, CustomStringConvertible, Sendable {
  case strictTable, raisingTable, strictCollection, raisingCollection

  var isStrict: Bool { self == .strictTable || self == .strictCollection }
  var isTable: Bool { self == .strictTable || self == .raisingTable }

  var description: String {
    switch self {
    case .strictTable: "strict table"
    case .raisingTable: "table raising like a device"
    case .strictCollection: "strict collection"
    case .raisingCollection: "collection raising like a device"
    }
  }

  var options: HeadlessHostOptions {
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
  func run(
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
final class ViewUnderTest {
  let kind: ViewKind
  let table: HeadlessTableView?
  let collection: HeadlessCollectionView?

  convenience init(_ kind: ViewKind) {
    self.init(kind, customOptions: kind.options)
  }

  /// A view of a kind with options of its own (a smaller visible window, say).
  init(_ kind: ViewKind, customOptions options: HeadlessHostOptions) {
    self.kind = kind
    if kind.isTable {
      table = HeadlessTableView(options: options)
      collection = nil
    } else {
      table = nil
      collection = HeadlessCollectionView(options: options)
    }
  }

  /// The view, as the host that cells are dequeued from.
  var view: AnyObject? { table ?? collection }

  var adapter: ListAdapter? { table?.adapter ?? collection?.adapter }

  func attach(_ source: some DataSource) throws {
    if let table { try table.attach(source) } else { try collection?.attach(source) }
  }

  func display(_ source: some DataSource) throws {
    if let table { try table.display(source) } else { try collection?.display(source) }
  }

  func layout() throws {
    if let table { try table.layoutIfNeeded() } else { try collection?.layoutIfNeeded() }
  }

  /// The cell the view shows at a position, or `nil` when it shows none.
  func cell(at position: ListPosition) -> HeadlessReusableCell? {
    table?.cellForRow(at: position) ?? collection?.cellForItem(at: position)
  }

  /// The text of the cell the view shows at a position, or `nil` when it shows none.
  func text(at position: ListPosition) -> String? { cell(at: position)?.textLabel }

  /// Every position the view holds, section by section.
  func positions() throws -> [ListPosition] {
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
  func texts() throws -> [String?] { try positions().map { text(at: $0) } }

  var updateLog: [HeadlessUpdateRecord] { table?.updateLog ?? collection?.updateLog ?? [] }
  var provedBatches: Int { table?.provedBatches ?? collection?.provedBatches ?? 0 }
  var provedIdentities: Int { table?.provedIdentities ?? collection?.provedIdentities ?? 0 }
  var raised: [InternalInconsistency] {
    table?.raisedExceptions ?? collection?.raisedExceptions ?? []
  }
  var warnings: [InternalInconsistency] { table?.warnings ?? collection?.warnings ?? [] }
  var consoleLog: [String] { table?.consoleLog ?? collection?.consoleLog ?? [] }

  /// Checks that the view shows exactly what a fresh view of the same source shows, cell by
  /// cell, and that nothing a device would raise on happened.
  func expectShowsData(
    _ source: some DataSource, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let fresh = ViewUnderTest(kind)
    try fresh.display(source)
    #expect(try texts() == fresh.texts(), "\(kind)", sourceLocation: sourceLocation)
    expectNothingRaised(sourceLocation: sourceLocation)
  }

  /// Whether the view shows what a fresh view of the source shows, without recording issues.
  func showsData(_ source: some DataSource) throws -> Bool {
    let fresh = ViewUnderTest(kind)
    try fresh.display(source)
    return try texts() == fresh.texts()
  }

  /// Checks that no batch was rejected and nothing a device would raise on happened.
  func expectNothingRaised(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(raised.isEmpty, "\(kind): \(raised)", sourceLocation: sourceLocation)
    let rejected = updateLog.filter { !$0.succeeded }
    #expect(rejected.isEmpty, "\(kind): \(rejected)", sourceLocation: sourceLocation)
  }
}

/// The main actor's next turns, for what a view does on the next turn (a reload after a move
/// it must not answer inside its callback).
@MainActor
func untilTrue(_ condition: () -> Bool, turns: Int = 200) async -> Bool {
  for _ in 0..<turns {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}
