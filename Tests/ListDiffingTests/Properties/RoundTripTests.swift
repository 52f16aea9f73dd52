import ListDiffing
import ListDiffingTestSupport
import Testing

/// Random old/new pairs: every stage must pass the strict reference applier and the last stage
/// must hold the target. Each argument is a seed; failures print it with the round and the data.
@Suite struct RoundTripTests {
  private static let rounds = 1_500

  private func options(_ round: Int) -> DiffOptions {
    DiffOptions(
      updateStyle: round % 3 == 0 ? .reconfigure : .reload,
      reloadThreshold: round % 5 == 0 ? 3 : nil,
      reportsAllDuplicates: round % 2 == 0)
  }

  /// Returns the violation of DifferenceKit's stage order (§6.1), if any: every stage holds one
  /// kind of change, and the kinds come in the order updates, deletes, section inserts and moves,
  /// item inserts and moves, section updates.
  private func stageOrderViolation(_ updates: [BatchUpdate]) -> String? {
    var previous = 0
    for update in updates {
      let kinds: [(Int, Bool)] = [
        (1, !(update.reloadedItems.isEmpty && update.reconfiguredItems.isEmpty)),
        (2, !(update.deletedSections.isEmpty && update.deletedItems.isEmpty)),
        (3, !(update.insertedSections.isEmpty && update.movedSections.isEmpty)),
        (4, !(update.insertedItems.isEmpty && update.movedItems.isEmpty)),
        (5, !update.reloadedSections.isEmpty),
      ]
      let present = kinds.filter(\.1).map(\.0)
      guard present.count == 1, let kind = present.first else {
        return "stage \(update) mixes kinds \(present)"
      }
      guard kind > previous else { return "stage kind \(kind) after kind \(previous)" }
      previous = kind
    }
    return nil
  }

  private func bookkeepingViolation(
    _ updates: [BatchUpdate], changeCount: Int, recommendsReload: Bool, options: DiffOptions
  ) -> String? {
    let total = updates.reduce(0) { $0 + $1.changeCount }
    if total != changeCount { return "changeCount \(changeCount) != \(total)" }
    let expected = options.reloadThreshold.map { total > $0 } ?? false
    if recommendsReload != expected { return "recommendsReload \(recommendsReload)" }
    return nil
  }

  private func duplicated(_ ids: [Int]) -> Set<Int> {
    var seen = Set<Int>()
    return Set(ids.filter { !seen.insert($0).inserted })
  }

  @Test(arguments: (UInt64(1)...6).map { $0 * 1_000_003 })
  func flatDiffsReplayThroughStrictBatches(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<Self.rounds {
      let (old, new, kind) = rng.flatCase()
      let section = rng.int(0...1)
      let diff = new.stagedDifference(from: old, section: section, options: options(round))
      let violation = replayViolation(diff, from: old, to: new, inSection: section)
      #expect(violation == nil, "seed \(seed) round \(round) (\(kind)) \(old) -> \(new)")
      let updates = diff.stages.map(\.update)
      let context = "seed \(seed) round \(round) (\(kind)) \(old) -> \(new)"
      #expect(stageOrderViolation(updates) == nil, "\(context)")
      #expect(
        bookkeepingViolation(
          updates, changeCount: diff.changeCount, recommendsReload: diff.recommendsReload,
          options: options(round)) == nil, "\(context)")
      if options(round).reportsAllDuplicates {
        let expected = duplicated(old.map(\.id)).union(duplicated(new.map(\.id)))
        #expect(Set(diff.duplicateIdentifiers) == expected, "\(context)")
        #expect(diff.duplicateIdentifiers.count == expected.count, "\(context)")
      }
    }
  }

  /// The single-batch form of a flat diff replays through the strict applier, and is the staged
  /// diff with its deletes joined to its inserts and moves: the same updates, deletes, inserts and
  /// move destinations, each move starting from its item's position before the deletes.
  @Test(arguments: (UInt64(1)...3).map { $0 * 3_000_017 })
  func singleBatchDiffsAreTheStagedDiffsWithTheDeletesJoined(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<Self.rounds {
      let (old, new, kind) = rng.flatCase()
      let section = rng.int(0...1)
      let staged = new.stagedDifference(from: old, section: section, options: options(round))
      let joined = new.singleBatchDifference(from: old, section: section, options: options(round))
      let context = "seed \(seed) round \(round) (\(kind)) \(old) -> \(new)"
      let violation = replayViolation(joined, from: old, to: new, inSection: section)
      #expect(violation == nil, "\(context)")
      #expect(
        joined.stages.map(\.update) == joinedDeletes(staged.stages.map(\.update)), "\(context)")
      #expect(joined.changeCount == staged.changeCount, "\(context)")
      #expect(joined.recommendsReload == staged.recommendsReload, "\(context)")
      #expect(joined.duplicateIdentifiers == staged.duplicateIdentifiers, "\(context)")
    }
  }

  /// Replays a flat diff's stages through the strict applier, its list being the section
  /// `section` (after empty ones).
  private func replayViolation(
    _ diff: StagedDiff<TestItem>, from old: [TestItem], to new: [TestItem], inSection section: Int
  ) -> String? {
    let wrap = { (items: [TestItem]) in
      Array([TestSection(model: TestItem(-2), items: [])][..<section] + single(items))
    }
    return roundTripViolation(
      old: wrap(old), stages: diff.stages.map { DiffStage(update: $0.update, data: wrap($0.data)) },
      diffTarget: wrap(diff.target), target: wrap(new))
  }

  /// Staged batches with a batch of deletes and the batch of inserts and moves after it made one,
  /// each move's source counted again among the items before the deletes, one by one.
  private func joinedDeletes(_ updates: [BatchUpdate]) -> [BatchUpdate] {
    guard let deletes = updates.firstIndex(where: { !$0.deletedItems.isEmpty }),
      deletes + 1 < updates.count
    else { return updates }
    let deleted = updates[deletes].deletedItems
    var placing = updates[deletes + 1]
    for index in placing.movedItems.indices {
      let from = placing.movedItems[index].from
      // The item kept at rank `from.item` among those the deletes leave.
      var rank = -1
      var position = -1
      while rank < from.item {
        position += 1
        if !deleted.contains(ListPosition(section: from.section, item: position)) { rank += 1 }
      }
      placing.movedItems[index].from = ListPosition(section: from.section, item: position)
    }
    placing.deletedItems = deleted
    var result = updates
    result.replaceSubrange(deletes...(deletes + 1), with: [placing])
    return result
  }

  @Test(arguments: (UInt64(1)...6).map { $0 * 2_000_003 })
  func sectionedDiffsReplayThroughStrictBatches(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<Self.rounds {
      let (old, new, kind) = rng.sectionedCase()
      let diff = new.stagedDifference(from: old, options: options(round))
      let violation = roundTripViolation(
        old: old, stages: diff.stages, diffTarget: diff.target, target: new)
      #expect(
        violation == nil, "seed \(seed) round \(round) (\(kind)) \(render(old)) -> \(render(new))")
      let updates = diff.stages.map(\.update)
      let context = "seed \(seed) round \(round) (\(kind)) \(render(old)) -> \(render(new))"
      #expect(stageOrderViolation(updates) == nil, "\(context)")
      #expect(
        bookkeepingViolation(
          updates, changeCount: diff.changeCount, recommendsReload: diff.recommendsReload,
          options: options(round)) == nil, "\(context)")
      if options(round).reportsAllDuplicates {
        let expected = duplicated(old.map(\.model.id)).union(duplicated(new.map(\.model.id)))
        #expect(Set(diff.duplicateSectionIdentifiers) == expected, "\(context)")
      }
    }
  }
}
