import HeadlessHost
import Testing

/// The four hosts every editing test runs on: each headless view, strict (a fault throws) or
/// recording what a device would raise on (a fault is recorded and the view carries on).
enum EditingHostKind: CaseIterable, CustomStringConvertible, Sendable {
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
    return options
  }
}

/// One headless view of either kind, seen through one set of names.
@MainActor
final class EditingHost {
  let kind: EditingHostKind
  let table: HeadlessTableView?
  let collection: HeadlessCollectionView?

  convenience init(_ kind: EditingHostKind) {
    self.init(kind, customOptions: kind.options)
  }

  /// A host of a kind with options of its own (a smaller visible window, say).
  init(_ kind: EditingHostKind, customOptions options: HeadlessHostOptions) {
    self.kind = kind
    if kind.isTable {
      table = HeadlessTableView(options: options)
      collection = nil
    } else {
      table = nil
      collection = HeadlessCollectionView(options: options)
    }
  }

  /// A list of mail rendered by its titles.
  func mail<Cell: HeadlessReusableCell>(_ ids: [Int], header: String? = nil, as cell: Cell.Type)
    -> ArrayDataSource<Mail, Cell>
  {
    ArrayDataSource(ids.map { Mail($0) }, decorator: MailDecorator<Cell>.self, header: header)
  }

  func attach(_ source: some DataSource) throws {
    if let table { try table.attach(source) } else { try collection?.attach(source) }
  }

  var adapter: ListAdapter? { table?.adapter ?? collection?.adapter }

  @discardableResult
  func move(from: ListPosition, to: ListPosition) throws -> ListPosition? {
    if let table { return try table.moveItem(from: from, to: to) }
    return try collection?.moveItem(from: from, to: to)
  }

  func swipeActions(at position: ListPosition, edge: SwipeEdge) -> SwipeActions? {
    table?.swipeActions(forRowAt: position, edge: edge)
      ?? collection?.swipeActions(forItemAt: position, edge: edge)
  }

  @discardableResult
  func swipe(_ identifier: String, at position: ListPosition, edge: SwipeEdge) -> Bool {
    table?.performSwipeAction(identifier, onRowAt: position, edge: edge)
      ?? collection?.performSwipeAction(identifier, onItemAt: position, edge: edge) ?? false
  }

  func menu(at position: ListPosition) -> ItemMenu? {
    table?.contextMenu(forRowAt: position) ?? collection?.contextMenu(forItemAt: position)
  }

  @discardableResult
  func pick(_ identifier: String, at position: ListPosition) -> Bool {
    table?.performMenuAction(identifier, onRowAt: position)
      ?? collection?.performMenuAction(identifier, onItemAt: position) ?? false
  }

  @discardableResult
  func select(_ position: ListPosition) -> Bool {
    table?.selectRow(at: position) ?? collection?.selectItem(at: position) ?? false
  }

  @discardableResult
  func deselect(_ position: ListPosition) -> Bool {
    table?.deselectRow(at: position) ?? collection?.deselectItem(at: position) ?? false
  }

  @discardableResult
  func highlight(_ position: ListPosition) -> Bool {
    table?.highlightRow(at: position) ?? collection?.highlightItem(at: position) ?? false
  }

  func layout() throws {
    if let table { try table.layoutIfNeeded() } else { try collection?.layoutIfNeeded() }
  }

  /// The text of the cell the view shows at a position, or `nil` when it shows none.
  func text(at position: ListPosition) -> String? {
    (table?.cellForRow(at: position) ?? collection?.cellForItem(at: position))?.textLabel
  }

  /// The ids of the mail a source shows, by section.
  func ids(_ source: some DataSource) -> [[Int]] {
    (0..<source.numberOfSections).map { section in
      (0..<source.numberOfItems(inSection: section)).compactMap {
        (source.model(at: ListPosition(section: section, item: $0)) as? Mail)?.id
      }
    }
  }

  var updateLog: [HeadlessUpdateRecord] { table?.updateLog ?? collection?.updateLog ?? [] }
  var raised: [InternalInconsistency] {
    table?.raisedExceptions ?? collection?.raisedExceptions ?? []
  }
  var warnings: [InternalInconsistency] { table?.warnings ?? collection?.warnings ?? [] }
  var consoleLog: [String] { table?.consoleLog ?? collection?.consoleLog ?? [] }

  /// Checks that the view shows exactly what a fresh view of the same source shows: the texts
  /// of its visible cells, position by position.
  func expectShowsData(
    _ source: some DataSource, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try layout()
    var rows: [ListPosition] = []
    let sections = source.numberOfSections
    for section in 0..<sections {
      for item in 0..<source.numberOfItems(inSection: section) {
        rows.append(ListPosition(section: section, item: item))
      }
    }
    let shown = rows.map { text(at: $0) }
    let fresh = EditingHost(kind)
    try fresh.display(source)
    let expected = rows.map { fresh.text(at: $0) }
    #expect(shown == expected, "\(kind)", sourceLocation: sourceLocation)
    #expect(raised.isEmpty, "\(kind): \(raised)", sourceLocation: sourceLocation)
  }

  /// Whether the view shows what a fresh view of the source shows, without recording issues.
  func showsData(_ source: some DataSource) throws -> Bool {
    try layout()
    var rows: [ListPosition] = []
    for section in 0..<source.numberOfSections {
      for item in 0..<source.numberOfItems(inSection: section) {
        rows.append(ListPosition(section: section, item: item))
      }
    }
    let fresh = EditingHost(kind)
    try fresh.display(source)
    return rows.map { text(at: $0) } == rows.map { fresh.text(at: $0) }
  }

  private func display(_ source: some DataSource) throws {
    if let table { try table.display(source) } else { try collection?.display(source) }
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

/// Runs a test body, written once for any cell class, with the cell class of the host kind:
/// `table` and `collection` are the same generic function.
@MainActor
func run(
  _ kind: EditingHostKind,
  _ table: (EditingHostKind, HeadlessTableViewCell.Type) async throws -> Void,
  _ collection: (EditingHostKind, HeadlessCollectionViewCell.Type) async throws -> Void
) async throws {
  if kind.isTable {
    try await table(kind, HeadlessTableViewCell.self)
  } else {
    try await collection(kind, HeadlessCollectionViewCell.self)
  }
}
