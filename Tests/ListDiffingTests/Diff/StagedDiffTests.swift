import ListDiffing
import ListDiffingTestSupport
import Testing

@Suite struct StagedDiffTests {
  private func items(_ ids: Int...) -> [TestItem] { ids.map { TestItem($0) } }

  @Test func documentedExamples() {
    let rotated = ["b", "c", "a"].stagedDifference(from: ["a", "b", "c"])
    #expect(rotated.stages.map(\.update.description) == ["move items [0, 0]->[0, 2]"])
    #expect(rotated.stages.last?.data == ["b", "c", "a"])

    let replaced = ["a", "x", "c"].stagedDifference(from: ["a", "b", "c"], section: 2)
    #expect(
      replaced.stages.map(\.update.description) == ["delete items [2, 1]", "insert items [2, 1]"])
    #expect(replaced.stages.map(\.data) == [["a", "c"], ["a", "x", "c"]])
  }

  @Test func unchangedListsProduceNoStages() {
    let list = (0..<1000).map { TestItem($0) }
    let diff = list.stagedDifference(from: list)
    #expect(diff.isEmpty)
    #expect(diff.changeCount == 0)
    #expect(diff.target == list)
    #expect([TestItem]().stagedDifference(from: []).isEmpty)
  }

  /// Catalogue case 40 (DifferenceKit's `testMixedChanges`), in section 1.
  @Test func catalogueCase40() {
    let old = items(0, 1, 2)
    let new = [TestItem(2), TestItem(4), TestItem(0, version: 1), TestItem(3)]
    let diff = new.stagedDifference(from: old, section: 1)
    let p = { (item: Int) in ListPosition(section: 1, item: item) }
    #expect(
      diff.stages.map(\.update) == [
        BatchUpdate(reloadedItems: [p(0)]),
        BatchUpdate(deletedItems: [p(1)]),
        BatchUpdate(insertedItems: [p(1), p(3)], movedItems: [ItemMove(from: p(1), to: p(0))]),
      ])
    #expect(
      diff.stages.map(\.data) == [
        [TestItem(0, version: 1), TestItem(1), TestItem(2)],
        [TestItem(0, version: 1), TestItem(2)],
        new,
      ])
  }

  @Test func updatesAreReportedAtOldPositionsInTheirOwnStage() {
    let old = items(1, 2, 3)
    let new = [TestItem(0), TestItem(1), TestItem(3, version: 1)]
    let diff = new.stagedDifference(from: old)
    #expect(
      diff.stages.first?.update == BatchUpdate(reloadedItems: [ListPosition(section: 0, item: 2)]))
    #expect(roundTripViolation(old: old, diff: diff, target: new) == nil)

    let reconfigured = new.stagedDifference(
      from: old, options: DiffOptions(updateStyle: .reconfigure))
    #expect(
      reconfigured.stages.first?.update
        == BatchUpdate(reconfiguredItems: [ListPosition(section: 0, item: 2)]))
    #expect(roundTripViolation(old: old, diff: reconfigured, target: new) == nil)
  }

  @Test func allUpdatedItemsAreOneStageOfUpdates() {
    let old = (0..<50).map { TestItem($0) }
    let new = old.map { TestItem($0.id, version: 1) }
    let diff = new.stagedDifference(from: old)
    #expect(diff.stages.count == 1)
    #expect(diff.stages.first?.update.reloadedItems.count == 50)
    #expect(diff.changeCount == 50)
  }

  @Test func thresholdRecommendsReloadButKeepsTheTarget() {
    let old = items(1, 2, 3, 4)
    let new = items(4, 3, 9)
    let exact = new.stagedDifference(from: old)
    let count = exact.changeCount
    #expect(count > 0)
    #expect(!exact.recommendsReload)
    let atThreshold = new.stagedDifference(from: old, options: DiffOptions(reloadThreshold: count))
    #expect(!atThreshold.recommendsReload)
    let below = new.stagedDifference(from: old, options: DiffOptions(reloadThreshold: count - 1))
    #expect(below.recommendsReload)
    #expect(below.target == new)
    #expect(roundTripViolation(old: old, diff: below, target: new) == nil)
  }

  @Test func duplicatesArePairedInOrderAndListed() {
    // Old has two 7s (versions 0 and 1), new has one 7 with version 0 after a 5.
    let old = [TestItem(7), TestItem(7, version: 1), TestItem(5)]
    let new = [TestItem(5), TestItem(7)]
    let strict = new.stagedDifference(from: old, options: DiffOptions(reportsAllDuplicates: true))
    // In order: the first old 7 pairs with the new 7 (same content); the second is deleted.
    #expect(
      strict.stages.first?.update == BatchUpdate(deletedItems: [ListPosition(section: 0, item: 1)]))
    #expect(strict.duplicateIdentifiers == [7])
    #expect(roundTripViolation(old: old, diff: strict, target: new) == nil)

    let fast = new.stagedDifference(from: old)
    #expect(fast.duplicateIdentifiers == [7])
    #expect(roundTripViolation(old: old, diff: fast, target: new) == nil)

    let onlyNew = [TestItem(3), TestItem(3), TestItem(3)].stagedDifference(from: [TestItem(3)])
    #expect(onlyNew.duplicateIdentifiers == [3])
    #expect(
      onlyNew.stages.map(\.update) == [
        BatchUpdate(insertedItems: [
          ListPosition(section: 0, item: 1), ListPosition(section: 0, item: 2),
        ])
      ])
  }

  @Test(arguments: [UInt64(11), 12, 13, 14])
  func permutationsUseTheFewestMoves(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<250 {
      let old = (0..<rng.int(0...14)).map { TestItem($0) }
      let new = old.shuffled(using: &rng)
      let diff = new.stagedDifference(from: old)
      let moves = diff.stages.reduce(0) { $0 + $1.update.movedItems.count }
      let expected = old.count - bruteForceLongestIncreasingLength(new.map(\.id))
      #expect(moves == expected, "seed \(seed) round \(round): \(old) -> \(new)")
      #expect(diff.changeCount == moves, "seed \(seed) round \(round): only moves expected")
    }
  }

  @Test(arguments: [UInt64(21), 22])
  func movesAreMinimalAmongMatchedItems(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<250 {
      var ids = Array(0..<40).shuffled(using: &rng)
      let old = rng.distinctItems(count: rng.int(0...12), from: &ids)
      let new = rng.perturbed(old, fresh: &ids)
      let diff = new.stagedDifference(from: old)
      let oldIDs = old.map(\.id)
      let matchedOldOffsets = new.compactMap { item in oldIDs.firstIndex(of: item.id) }
      let expected = matchedOldOffsets.count - bruteForceLongestIncreasingLength(matchedOldOffsets)
      let moves = diff.stages.reduce(0) { $0 + $1.update.movedItems.count }
      #expect(moves == expected, "seed \(seed) round \(round): \(old) -> \(new)")
    }
  }
}
