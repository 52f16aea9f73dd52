import HeadlessHost
import Testing

/// A hand-written source, the way an app's old `UITableViewDataSource` is written: arrays of
/// strings, cells dequeued with the index path it is given, registered by the app on the view.
/// Switches make it answer wrongly on purpose.
@MainActor
final class LegacyNotes: ForeignDataSource {
  static let reuseIdentifier = "legacy"

  var sections: [[String]]
  var titles: [String?] = []
  /// Every position a cell was asked for, in the source's own positions.
  var asked: [ListPosition] = []

  /// Answers -1 items for this section.
  var negativeSection: Int?
  /// Throws when asked for the number of sections.
  var countThrows = false
  /// Returns no cell.
  var returnsNoCell = false
  /// Returns a cell it made itself instead of dequeuing one.
  var returnsOwnCell = false
  /// Dequeues from this view itself, with its own position, instead of from the request.
  var dequeuesFromView: AnyObject?

  init(_ sections: [[String]]) { self.sections = sections }

  struct CountFailure: Error {}

  func foreignNumberOfSections() throws -> Int {
    if countThrows { throw CountFailure() }
    return sections.count
  }

  func foreignNumberOfItems(inSection section: Int) throws -> Int {
    if section == negativeSection { return -1 }
    return sections.indices.contains(section) ? sections[section].count : 0
  }

  func foreignCell(for request: ForeignCellRequest) throws -> AnyObject? {
    let position = request.position
    asked.append(position)
    if returnsNoCell { return nil }
    let cell: HeadlessReusableCell?
    if returnsOwnCell {
      cell = HeadlessTableViewCell(reuseIdentifier: Self.reuseIdentifier)
    } else if let table = dequeuesFromView as? HeadlessTableView {
      cell = try table.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: position)
    } else if let collection = dequeuesFromView as? HeadlessCollectionView {
      cell = try collection.dequeueReusableCell(
        withReuseIdentifier: Self.reuseIdentifier, for: position)
    } else {
      cell =
        try request.dequeueCell(withReuseIdentifier: Self.reuseIdentifier, for: position)
        as? HeadlessReusableCell
    }
    let items = sections.indices.contains(position.section) ? sections[position.section] : []
    cell?.textLabel = items.indices.contains(position.item) ? items[position.item] : "missing"
    return cell
  }

  func foreignHeaderTitle(forSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }
}

/// A screen with a hand-written source next to an array source, either directly in the root
/// or one composition down:
///
///     flat:   root = [notes (n100, n101), legacy]
///     nested: root = [notes (n100, n101), [badges (n200), legacy]]
///
/// Either way the legacy source's first section is the screen's section 1 (flat) or 2 (nested).
@MainActor
struct ForeignScreen {
  let legacy: LegacyNotes
  let child: ForeignChildDataSource
  let root: SectionedDataSource
  let host: ViewUnderTest
  let nested: Bool

  /// The screen section of the legacy source's first section.
  var offset: Int { nested ? 2 : 1 }

  init(
    _ kind: ViewKind, nested: Bool,
    sections: [[String]] = [["a0", "a1", "a2"], ["b0"]],
    configure: (LegacyNotes) -> Void = { _ in }
  ) throws {
    self.nested = nested
    legacy = LegacyNotes(sections)
    configure(legacy)
    child = ForeignChildDataSource(legacy)
    host = ViewUnderTest(kind)
    // The app registers its old source's cells itself.
    if let table = host.table {
      try table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "legacy")
    } else {
      try host.collection?.register(
        HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "legacy")
    }
    root =
      try kind.isTable
      ? Self.root(HeadlessTableViewCell.self, child, nested)
      : Self.root(
        HeadlessCollectionViewCell.self, child, nested)
    try host.attach(root)
    try host.layout()
  }

  private static func root<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, _ child: ForeignChildDataSource, _ nested: Bool
  ) throws -> SectionedDataSource {
    let notes = NoteDecorator<Cell>.dataSource(for: [Note(100), Note(101)])
    guard nested else { return try SectionedDataSource([notes, child]) }
    let badges = BadgeDecorator<Cell>.dataSource(for: [Badge(id: 200)])
    return try SectionedDataSource([notes, SectionedDataSource([badges, child])])
  }

  /// The screen position of a legacy position.
  func global(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section + offset, item: item)
  }

  /// The texts the screen should show for the legacy source's current data.
  var expectedTexts: [String?] {
    ["n100", "n101"] + (nested ? ["#200"] : []) + legacy.sections.flatMap { $0 }
  }

  /// Checks that the view shows the legacy source's data next to its siblings', and that
  /// nothing a device would raise on happened. (A fresh view would not do: the app registered
  /// the legacy cells on this one.)
  func expectShowsData(sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(
      try host.texts() == expectedTexts, "\(host.kind)", sourceLocation: sourceLocation)
    host.expectNothingRaised(sourceLocation: sourceLocation)
  }

  /// The last batch the view applied.
  var lastBatch: BatchUpdate? { host.updateLog.last?.update }

  /// What went wrong while the view laid out: the error a strict view throws, or the first
  /// exception a device-like view recorded.
  func layoutFailure() -> String? {
    do { try host.layout() } catch { return "\(error)" }
    return host.raised.first.map { "\($0)" }
  }
}

/// Both screens on all four hosts.
let foreignCases: [(ViewKind, Bool)] = ViewKind.allCases.flatMap {
  [($0, false), ($0, true)]
}
