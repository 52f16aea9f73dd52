import ListDiffing
import ListDiffingTestSupport
import Testing

@Suite struct StagedSectionedDiffTests {
  private func section(_ model: Int, _ items: [TestItem]) -> TestSection {
    TestSection(model: TestItem(model), items: items)
  }

  private func p(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  @Test func documentedExample() {
    let old = [DiffSection(model: "A", items: [1, 2]), DiffSection(model: "B", items: [3])]
    let new = [DiffSection(model: "B", items: [3, 2]), DiffSection(model: "A", items: [1])]
    let diff = new.stagedDifference(from: old)
    #expect(
      diff.stages.map(\.update.description) == ["move sections 1->0", "move items [1, 1]->[0, 1]"])
    #expect(diff.stages.last?.data == new)
  }

  /// Catalogue case 40: section 0 is empty and untouched, the items live in section 1.
  @Test func catalogueCase40() throws {
    let old = [section(10, []), section(11, [TestItem(0), TestItem(1), TestItem(2)])]
    let new = [
      section(10, []),
      section(11, [TestItem(2), TestItem(4), TestItem(0, version: 1), TestItem(3)]),
    ]
    let diff = new.stagedDifference(from: old)
    try #require(diff.stages.count == 3)
    #expect(diff.stages[0].update == BatchUpdate(reloadedItems: [p(1, 0)]))
    #expect(
      diff.stages[0].data == [
        section(10, []), section(11, [TestItem(0, version: 1), TestItem(1), TestItem(2)]),
      ])
    #expect(diff.stages[1].update == BatchUpdate(deletedItems: [p(1, 1)]))
    #expect(
      diff.stages[1].data == [
        section(10, []), section(11, [TestItem(0, version: 1), TestItem(2)]),
      ])
    #expect(
      diff.stages[2].update
        == BatchUpdate(
          insertedItems: [p(1, 1), p(1, 3)], movedItems: [ItemMove(from: p(1, 1), to: p(1, 0))]))
    #expect(diff.stages[2].data == new)
    #expect(
      roundTripViolation(old: old, stages: diff.stages, diffTarget: diff.target, target: new) == nil
    )
  }

  @Test func itemsMovingIntoInsertedOrOutOfDeletedSectionsAreNotMoves() {
    // Item 1 goes into inserted section 30; item 3 leaves deleted section 20.
    let old = [section(10, [TestItem(1), TestItem(2)]), section(20, [TestItem(3)])]
    let new = [section(30, [TestItem(1)]), section(10, [TestItem(2), TestItem(3)])]
    let diff = new.stagedDifference(from: old)
    #expect(
      diff.stages.map(\.update) == [
        BatchUpdate(deletedSections: [1], deletedItems: [p(0, 0)]),
        BatchUpdate(insertedSections: [0]),
        BatchUpdate(insertedItems: [p(1, 1)]),
      ])
    #expect(
      roundTripViolation(old: old, stages: diff.stages, diffTarget: diff.target, target: new) == nil
    )
  }

  @Test func sectionUpdatesComeLastAtTheirFinalIndex() {
    let old = [section(10, [TestItem(1)]), section(20, [])]
    let new = [section(20, []), TestSection(model: TestItem(10, version: 1), items: [TestItem(1)])]
    let diff = new.stagedDifference(from: old)
    #expect(
      diff.stages.map(\.update) == [
        BatchUpdate(movedSections: [SectionMove(from: 1, to: 0)]),
        BatchUpdate(reloadedSections: [1]),
      ])
    #expect(
      roundTripViolation(old: old, stages: diff.stages, diffTarget: diff.target, target: new) == nil
    )
  }

  @Test func duplicatedSectionsAndItemsAreListed() {
    let old = [section(1, [TestItem(5), TestItem(5)]), section(1, [TestItem(6)])]
    let new = [section(1, [TestItem(6), TestItem(5)])]
    let diff = new.stagedDifference(from: old, options: DiffOptions(reportsAllDuplicates: true))
    #expect(diff.duplicateSectionIdentifiers == [1])
    #expect(diff.duplicateItemIdentifiers == [5])
    #expect(
      roundTripViolation(old: old, stages: diff.stages, diffTarget: diff.target, target: new) == nil
    )
  }

  @Test(arguments: [UInt64(31), 32, 33, 34])
  func sectionAndItemMovesAreMinimal(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<200 {
      let (old, new, _) = rng.sectionedCase()
      let oldSectionIDs = old.map(\.model.id)
      let newSectionIDs = new.map(\.model.id)
      let oldItemIDs = old.flatMap(\.items).map(\.id)
      let newItemIDs = new.flatMap(\.items).map(\.id)
      guard Set(oldSectionIDs).count == old.count, Set(newSectionIDs).count == new.count,
        Set(oldItemIDs).count == oldItemIDs.count, Set(newItemIDs).count == newItemIDs.count
      else {
        continue  // the duplicate kind: minimality is not defined
      }
      let diff = new.stagedDifference(from: old)
      // Sections: survivors minus a longest run that keeps its relative order.
      let survivingOldOrder = newSectionIDs.compactMap { oldSectionIDs.firstIndex(of: $0) }
      let expectedSectionMoves =
        survivingOldOrder.count - bruteForceLongestIncreasingLength(survivingOldOrder)
      // Items: every item that changes between surviving sections moves; within a section,
      // all but a longest run in order.
      var whereIsOld: [Int: (section: Int, item: Int)] = [:]
      for (s, oldSection) in old.enumerated() where newSectionIDs.contains(oldSection.model.id) {
        for (i, item) in oldSection.items.enumerated() { whereIsOld[item.id] = (s, i) }
      }
      var expectedItemMoves = 0
      for newSection in new {
        guard let s = oldSectionIDs.firstIndex(of: newSection.model.id) else { continue }
        var sameSection: [Int] = []
        for item in newSection.items {
          guard let origin = whereIsOld[item.id] else { continue }
          if origin.section == s { sameSection.append(origin.item) } else { expectedItemMoves += 1 }
        }
        expectedItemMoves += sameSection.count - bruteForceLongestIncreasingLength(sameSection)
      }
      let sectionMoves = diff.stages.reduce(0) { $0 + $1.update.movedSections.count }
      let itemMoves = diff.stages.reduce(0) { $0 + $1.update.movedItems.count }
      let context = "seed \(seed) round \(round): \(render(old)) -> \(render(new))"
      #expect(sectionMoves == expectedSectionMoves, "\(context)")
      #expect(itemMoves == expectedItemMoves, "\(context)")
    }
  }
}
