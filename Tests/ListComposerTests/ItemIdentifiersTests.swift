import HeadlessHost
import ListComposer
import ListComposerTesting
import Testing

/// Typed identifier lists: comparisons within one type, across types, joins, and reads through
/// the sources that answer them.
@MainActor
@Suite struct ItemIdentifiersTests {
  @Test func comparesRunsOfOneType() {
    let before = ItemIdentifiers([1, 2, 3, 4])
    let after = ItemIdentifiers([0, 2, 3, 5])
    #expect(before.count == 4)
    #expect(before[2] == AnyHashable(3))
    #expect(before[4] == nil)
    #expect(before[-1] == nil)
    #expect(before.matches(after, at: 1, otherStart: 1, count: 2))
    #expect(before.firstMismatch(with: after, at: 0, otherStart: 0, count: 4) == 0)
    #expect(before.firstMismatch(with: after, at: 1, otherStart: 1, count: 3) == 2)
    #expect(before.firstMismatch(with: after, at: 1, otherStart: 1, count: 0) == nil)
  }

  @Test func outOfBoundsRangesAreMismatchesNotTraps() {
    let ids = ItemIdentifiers(["a", "b"])
    #expect(ids.firstMismatch(with: ids, at: 1, otherStart: 0, count: 2) == 0)
    #expect(ids.firstMismatch(with: ids, at: -1, otherStart: 0, count: 1) == 0)
    #expect(ids.firstMismatch(with: ids, at: 0, otherStart: Int.max, count: 1) == 0)
    #expect(!ids.matches(ids, at: 0, otherStart: 0, count: 3))
  }

  @Test func listsOfDifferentTypesCompareAsAnyHashable() {
    let typed = ItemIdentifiers([1, 2, 3])
    let boxed = ItemIdentifiers([AnyHashable(1), AnyHashable(2), AnyHashable("3")])
    #expect(typed.firstMismatch(with: boxed, at: 0, otherStart: 0, count: 3) == 2)
    #expect(boxed.matches(typed, at: 0, otherStart: 0, count: 2))
    #expect(!ItemIdentifiers(["1"]).matches(ItemIdentifiers([1]), at: 0, otherStart: 0, count: 1))
  }

  @Test func joiningKeepsOrderAndTypes() {
    let joined = ItemIdentifiers.joined([ItemIdentifiers([1, 2]), ItemIdentifiers([3])])
    #expect(joined.count == 3)
    #expect(joined.matches(ItemIdentifiers([1, 2, 3]), at: 0, otherStart: 0, count: 3))
    let mixed = ItemIdentifiers.joined([ItemIdentifiers([1]), ItemIdentifiers(["a"])])
    #expect((0..<mixed.count).compactMap { mixed[$0] } == [AnyHashable(1), AnyHashable("a")])
    #expect(ItemIdentifiers.joined([]).count == 0)
  }

  struct Row: Hashable, DiffIdentifiable, ContentEquatable {
    var id: Int
    var diffIdentifier: Int { id }
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
}
