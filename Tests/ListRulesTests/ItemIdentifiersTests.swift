import ListRules
import Testing

/// Typed identifier lists: comparisons within one type, across types, and joins.
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
}
