import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Typed identifier lists read through the sources that answer them: compositions, and an
/// `ArrayDataSource` that keeps its models' identifiers as it compares them.
@MainActor
@Suite struct SourceItemIdentifiersTests {
  struct Row: Hashable, DiffIdentifiable, ContentEquatable {
    var id: Int
  }

  /// A composition answers for the owning child (sections) or for every child (linear), and
  /// agrees with the item-by-item reads.
  @Test(arguments: [SectionedDataSource.Layout.sections, .linear])
  func compositionsReadLikeTheirItems(layout: SectionedDataSource.Layout) throws {
    let rows = ArrayDataSource(
      sections: [ListSection(items: [Row(id: 1), Row(id: 2)]), ListSection(items: [Row(id: 3)])],
      cell: HeadlessTableViewCell.self
    ) { _, _ in }
    let names = ArrayDataSource(["x", "y"], cell: HeadlessTableViewCell.self) { _, _ in }
    let screen = try SectionedDataSource([rows, names], layout: layout)
    for section in 0..<screen.numberOfSections {
      let count = screen.numberOfItems(inSection: section)
      let bulk = screen.itemIdentifiers(inSection: section)
      let oneByOne = (0..<count).map {
        screen.itemIdentifier(at: ListPosition(section: section, item: $0))
      }
      // `String` is not `DiffIdentifiable`: no identifiers in its sections.
      if oneByOne.contains(nil) {
        #expect(bulk == nil, "section \(section)")
      } else {
        #expect(bulk.map { ids in (0..<ids.count).map { ids[$0] } } == oneByOne)
      }
    }
    #expect(screen.itemIdentifiers(inSection: screen.numberOfSections) == nil)
    #expect(rows.itemIdentifiers(inSection: -1) == nil)
  }

  /// An `ArrayDataSource` answers with its models' identifiers read as they are compared: the
  /// list compares like a list of the identifiers, with lists of its own kind, of identifiers
  /// and of other types, in runs, joined, and out of bounds.
  @Test func aSourcesListComparesLikeItsIdentifiers() throws {
    func list(_ ids: [Int]) throws -> ItemIdentifiers {
      let source = ArrayDataSource(ids.map { Row(id: $0) }, cell: HeadlessTableViewCell.self) {
        _, _ in
      }
      return try #require(source.itemIdentifiers(inSection: 0))
    }
    let before = try list([1, 2, 3, 4])
    let after = try list([0, 2, 3, 5])
    #expect(before.count == 4)
    #expect(before[2] == AnyHashable(3))
    #expect(before[4] == nil && before[-1] == nil)
    #expect(before.matches(after, at: 1, otherStart: 1, count: 2))
    #expect(before.firstMismatch(with: after, at: 1, otherStart: 1, count: 3) == 2)
    #expect(before.firstMismatch(with: after, at: 3, otherStart: 2, count: 2) == 0)
    let runs = [
      IdentifierRun(start: 1, otherStart: 1, count: 2),
      IdentifierRun(start: 3, otherStart: 3, count: 1),
    ]
    let second = try #require(before.firstMismatch(with: after, runs: runs))
    #expect(second.run == 1 && second.offset == 0)
    #expect(before.firstMismatch(with: after, runs: Array(runs.prefix(1))) == nil)
    let outOfBounds = try #require(
      before.firstMismatch(with: after, runs: [IdentifierRun(start: 3, otherStart: 3, count: 2)]))
    #expect(outOfBounds.run == 0 && outOfBounds.offset == 0)
    // With a list of identifiers, both ways, and with another type.
    let typed = ItemIdentifiers([1, 2, 9, 4])
    #expect(before.firstMismatch(with: typed, at: 0, otherStart: 0, count: 4) == 2)
    #expect(typed.firstMismatch(with: before, at: 0, otherStart: 0, count: 4) == 2)
    let fromTyped = try #require(typed.firstMismatch(with: before, runs: runs))
    #expect(fromTyped.run == 0 && fromTyped.offset == 1)
    #expect(before.firstMismatch(with: ItemIdentifiers(["1"]), at: 0, otherStart: 0, count: 1) == 0)
    #expect(ItemIdentifiers([AnyHashable(2)]).matches(before, at: 0, otherStart: 1, count: 1))
    // Joined, in order and typed.
    let joined = ItemIdentifiers.joined([before, try list([7]), ItemIdentifiers([8])])
    #expect(joined.count == 6)
    #expect(joined.matches(ItemIdentifiers([1, 2, 3, 4, 7, 8]), at: 0, otherStart: 0, count: 6))
  }

  /// A list read from a source keeps the identifiers it was read with after the source changes
  /// its items in place.
  @Test func aSourcesListKeepsItsItemsWhenTheSourceChanges() throws {
    let source = ArrayDataSource((1...4).map { Row(id: $0) }, cell: HeadlessTableViewCell.self) {
      _, _ in
    }
    let read = try #require(source.itemIdentifiers(inSection: 0))
    try source.append(Row(id: 5))
    try source.remove(at: ListPosition(section: 0, item: 0))
    try source.update(at: ListPosition(section: 0, item: 0), with: Row(id: 20))
    #expect(read.count == 4)
    #expect((0..<read.count).map { read[$0] } == [1, 2, 3, 4].map(AnyHashable.init))
    let now = try #require(source.itemIdentifiers(inSection: 0))
    #expect((0..<now.count).map { now[$0] } == [20, 3, 4, 5].map(AnyHashable.init))
    #expect(read.firstMismatch(with: now, at: 2, otherStart: 1, count: 2) == nil)
  }
}
