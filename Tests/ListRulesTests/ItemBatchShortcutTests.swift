import ListDiffing
import ListDiffingTestSupport
import Testing

@testable import ListRules

/// The pre-flight's shortcut for a diff's batch of one section (`ItemBatchShortcut`) accepts the
/// batches a diff makes, and never one that a full validation refuses: not the diff's batches
/// broken in each way UIKit raises for, nor their positions moved at random.
@Suite struct ItemBatchShortcutTests {
  private struct Entry: DiffIdentifiable, Equatable {
    let id: Int
  }

  func p(_ item: Int) -> ListPosition { ListPosition(section: 1, item: item) }

  /// The single batch (deletes, inserts and moves) of a seeded change of `count` entries in
  /// section 1 of three, with the counts before and after it.
  func diffBatch(count: Int, using generator: inout SplitMix64) -> (
    update: BatchUpdate, before: [Int], after: [Int]
  ) {
    let old = (0..<count).map { Entry(id: $0) }
    var new = old.filter { _ in Int.random(in: 0..<10, using: &generator) != 0 }
    for _ in 0..<(count / 8) {
      let entry = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
      new.insert(entry, at: Int.random(in: 0...new.count, using: &generator))
    }
    for id in count..<(count + count / 10) {
      new.insert(Entry(id: id), at: Int.random(in: 0...new.count, using: &generator))
    }
    let update = new.singleBatchDifference(from: old, section: 1).stages.last?.update ?? .init()
    return (update, [4, old.count, 7], [4, new.count, 7])
  }

  /// Whether a full validation, which takes no shortcut, accepts the batch.
  func fullyAccepted(_ update: BatchUpdate, _ before: [Int], _ after: [Int]) -> Bool {
    (try? BatchValidator(flavor: .table).validate(
      update, countsBefore: before, countsAfter: after)) != nil
  }

  @Test(arguments: [UInt64(61), 62, 63])
  func acceptsADiffsBatchAndNothingAFullValidationRefuses(seed: UInt64) {
    print("ItemBatchShortcutTests seed \(seed)")
    var generator = SplitMix64(seed: seed)
    var accepted = 0
    var broken = 0
    for round in 0..<200 {
      let (update, before, after) = diffBatch(
        count: Int.random(in: 20...400, using: &generator), using: &generator)
      guard !update.movedItems.isEmpty, !update.deletedItems.isEmpty,
        !update.insertedItems.isEmpty
      else { continue }
      #expect(
        ItemBatchShortcut.accepts(update, before: before, after: after),
        "seed \(seed), round \(round): \(update)")
      #expect(fullyAccepted(update, before, after))
      accepted += 1

      // Each fault UIKit raises for, made in the diff's batch.
      let move = update.movedItems[0]
      let delete = update.deletedItems[0]
      let insert = update.insertedItems[0]
      var faults: [(String, BatchUpdate, [Int], [Int])] = []
      var faulty = update
      faulty.movedItems[0].from = delete
      faults.append(("a move from a deleted item", faulty, before, after))
      faulty = update
      faulty.movedItems.append(ItemMove(from: move.from, to: p(after[1] - 1)))
      faults.append(("two moves from one item", faulty, before, after))
      faulty = update
      faulty.movedItems[0].to = insert
      faults.append(("a move to an inserted item", faulty, before, after))
      faulty = update
      faulty.movedItems[0].from = p(before[1])
      faults.append(("a move from beyond the items", faulty, before, after))
      faulty = update
      faulty.insertedItems[faulty.insertedItems.count - 1] = p(after[1])
      faults.append(("an insert beyond the items", faulty, before, after))
      faults.append(("a count off by one", update, before, [4, after[1] + 1, 7]))
      faults.append(("another section's count changed", update, before, [4, after[1], 8]))
      faulty = update
      faulty.deletedItems[0] = ListPosition(section: 0, item: 0)
      faults.append(("a delete in another section", faulty, before, after))
      for (fault, batch, countsBefore, countsAfter) in faults {
        #expect(
          !fullyAccepted(batch, countsBefore, countsAfter), "seed \(seed), round \(round): \(fault)"
        )
        #expect(
          !ItemBatchShortcut.accepts(batch, before: countsBefore, after: countsAfter),
          "seed \(seed), round \(round): \(fault)")
        broken += 1
      }

      // One position moved by one, at random: whatever the shortcut accepts, a full validation
      // accepts too.
      for _ in 0..<20 {
        var nudged = update
        let step = Bool.random(using: &generator) ? 1 : -1
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
          nudged.deletedItems[Int.random(in: 0..<nudged.deletedItems.count, using: &generator)]
            .item += step
        case 1:
          nudged.insertedItems[Int.random(in: 0..<nudged.insertedItems.count, using: &generator)]
            .item += step
        case 2:
          nudged.movedItems[Int.random(in: 0..<nudged.movedItems.count, using: &generator)].from
            .item += step
        default:
          nudged.movedItems[Int.random(in: 0..<nudged.movedItems.count, using: &generator)].to
            .item += step
        }
        if ItemBatchShortcut.accepts(nudged, before: before, after: after) {
          #expect(fullyAccepted(nudged, before, after), "seed \(seed), round \(round): \(nudged)")
        }
      }
    }
    #expect(accepted > 50 && broken > 400, "seed \(seed): \(accepted) accepted, \(broken) broken")
  }

  /// The pre-flight, which takes the shortcut, refuses a faulty batch with UIKit's message, as
  /// the full validation does.
  @Test func thePreflightRefusesWhatTheShortcutLeavesWithUIKitsMessage() {
    var update = BatchUpdate()
    update.deletedItems = [p(2)]
    update.movedItems = [ItemMove(from: p(2), to: p(0))]
    let validator = BatchValidator(flavor: .table)
    #expect(!ItemBatchShortcut.accepts(update, before: [4, 5, 7], after: [4, 4, 7]))
    let full = #expect(throws: InternalInconsistency.self) {
      try validator.validate(update, countsBefore: [4, 5, 7], countsAfter: [4, 4, 7])
    }
    let preflight = #expect(throws: InternalInconsistency.self) {
      try validator.preflight(update, countsBefore: [4, 5, 7], countsAfter: [4, 4, 7])
    }
    #expect(preflight != nil && preflight == full)
  }
}
