import HeadlessHost
import Testing

/// The four hosts every completeness test runs on: each headless view, strict (a fault throws)
/// or recording what a device would raise on (a fault is recorded and the view carries on).
enum CompletenessHostKind: CaseIterable, CustomStringConvertible, Sendable {
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

  /// Runs a test body, written once for any cell class, with this kind's cell class.
  @MainActor
  func run(
    _ table: (CompletenessHostKind, HeadlessTableViewCell.Type) async throws -> Void,
    _ collection: (CompletenessHostKind, HeadlessCollectionViewCell.Type) async throws -> Void
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
final class CompletenessHost {
  let kind: CompletenessHostKind
  let table: HeadlessTableView?
  let collection: HeadlessCollectionView?

  init(_ kind: CompletenessHostKind) {
    self.kind = kind
    if kind.isTable {
      table = HeadlessTableView(options: kind.options)
      collection = nil
    } else {
      table = nil
      collection = HeadlessCollectionView(options: kind.options)
    }
  }

  /// The view, as the host that cells are dequeued from.
  var view: AnyObject? { table ?? collection }

  func attach(_ source: some DataSource) throws {
    if let table { try table.attach(source) } else { try collection?.attach(source) }
  }

  func display(_ source: some DataSource) throws {
    if let table { try table.display(source) } else { try collection?.display(source) }
  }

  func adapter() throws -> ListAdapter {
    try #require(table?.adapter ?? collection?.adapter)
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
  var raised: [InternalInconsistency] {
    table?.raisedExceptions ?? collection?.raisedExceptions ?? []
  }

  /// Checks that the view shows exactly what a fresh view of the same source shows, cell by
  /// cell, and that nothing a device would raise on happened.
  func expectShowsData(
    _ source: some DataSource, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let fresh = CompletenessHost(kind)
    try fresh.display(source)
    #expect(try texts() == fresh.texts(), "\(kind)", sourceLocation: sourceLocation)
    expectNothingRaised(sourceLocation: sourceLocation)
  }

  /// Checks that no batch was rejected and nothing a device would raise on happened.
  func expectNothingRaised(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(raised.isEmpty, "\(kind): \(raised)", sourceLocation: sourceLocation)
    let rejected = updateLog.filter { !$0.succeeded }
    #expect(rejected.isEmpty, "\(kind): \(rejected)", sourceLocation: sourceLocation)
  }
}

/// A note: identified by its number, its text is its content.
struct Note: Hashable, Sendable, Identifiable, DiffIdentifiable, ContentEquatable {
  let id: Int
  var text: String

  init(_ id: Int, _ text: String? = nil) {
    self.id = id
    self.text = text ?? "n\(id)"
  }
}

/// A badge: a second model type whose identifiers are numbers too.
struct Badge: Hashable, Sendable, Identifiable, DiffIdentifiable {
  let id: Int
}

/// Renders a note as its text.
enum NoteDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static func decorate(_ cell: Cell, with note: Note) { cell.textLabel = note.text }
}

/// Renders a badge as `#` and its number.
enum BadgeDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "badge" }
  static func decorate(_ cell: Cell, with badge: Badge) { cell.textLabel = "#\(badge.id)" }
}

/// Notes numbered from the given ids.
func notes(_ ids: some Sequence<Int>) -> [Note] { ids.map { Note($0) } }
