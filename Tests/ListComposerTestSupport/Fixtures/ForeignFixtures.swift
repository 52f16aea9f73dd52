import HeadlessHost
import Testing

/// A hand-written source, the way an app's old `UITableViewDataSource` is written: arrays of
/// strings, cells dequeued with the index path it is given, registered by the app on the view.
/// Switches make it answer wrongly on purpose.
@MainActor
package final class LegacyNotes: ForeignDataSource {
  package static let reuseIdentifier = "legacy"

  package var sections: [[String]]
  package var titles: [String?] = []
  /// Every position a cell was asked for, in the source's own positions.
  package var asked: [ListPosition] = []

  /// Answers -1 items for this section.
  package var negativeSection: Int?
  /// Throws when asked for the number of sections.
  package var countThrows = false
  /// Returns no cell.
  package var returnsNoCell = false
  /// Returns a cell it made itself instead of dequeuing one.
  package var returnsOwnCell = false
  /// Dequeues from this view itself, with its own position, instead of from the request.
  package var dequeuesFromView: AnyObject?

  package init(_ sections: [[String]]) { self.sections = sections }

  package struct CountFailure: Error {}

  package func foreignNumberOfSections() throws -> Int {
    if countThrows { throw CountFailure() }
    return sections.count
  }

  package func foreignNumberOfItems(inSection section: Int) throws -> Int {
    if section == negativeSection { return -1 }
    return sections.indices.contains(section) ? sections[section].count : 0
  }

  package func foreignCell(for request: ForeignCellRequest) throws -> AnyObject? {
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

  package func foreignHeaderTitle(forSection section: Int) -> String? {
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
package struct ForeignScreen {
  package let legacy: LegacyNotes
  package let child: ForeignChildDataSource
  package let root: SectionedDataSource
  package let host: ViewUnderTest
  package let nested: Bool

  /// The screen section of the legacy source's first section.
  package var offset: Int { nested ? 2 : 1 }

  package init(
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
  package func global(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section + offset, item: item)
  }

  /// The texts the screen should show for the legacy source's current data.
  package var expectedTexts: [String?] {
    ["n100", "n101"] + (nested ? ["#200"] : []) + legacy.sections.flatMap { $0 }
  }

  /// Checks that the view shows the legacy source's data next to its siblings', and that
  /// nothing a device would raise on happened. (A fresh view would not do: the app registered
  /// the legacy cells on this one.)
  package func expectShowsData(sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(
      try host.texts() == expectedTexts, "\(host.kind)", sourceLocation: sourceLocation)
    host.expectNothingRaised(sourceLocation: sourceLocation)
  }

  /// The last batch the view applied.
  package var lastBatch: BatchUpdate? { host.updateLog.last?.update }

  /// What went wrong while the view laid out: the error a strict view throws, or the first
  /// exception a device-like view recorded.
  package func layoutFailure() -> String? {
    do { try host.layout() } catch { return "\(error)" }
    return host.raised.first.map { "\($0)" }
  }
}

/// Both screens on all four hosts.
package let foreignCases: [(ViewKind, Bool)] = ViewKind.allCases.flatMap {
  [($0, false), ($0, true)]
}
