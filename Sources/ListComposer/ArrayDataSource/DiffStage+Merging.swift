// One batch where a staged diff of a single section has two: its deletes, then its inserts and
// moves. UIKit takes deletes at their old positions, moves from their old positions and inserts
// at their new ones in one batch, so publishing them together is as valid and halves what an
// update costs the host: one check, one application, one layout instead of two.

extension DiffStage {
  /// `stages` with a stage of item deletes and the stage of item inserts and moves that follows
  /// it made one: the deletes as they are, the inserts as they are, and each move from the
  /// position its item had before the deletes (the later stage gives it after them). The data
  /// is the later stage's. Any other stages (updates, section operations) are kept as they are.
  ///
  /// - Complexity: O(c log c), where c is the number of operations of the two stages; O(c + m
  ///   log d) for a diff's stages, whose deletes are in ascending order (m moves, d deletes).
  @usableFromInline
  static func mergingDeletes(_ stages: [DiffStage]) -> [DiffStage] {
    guard stages.count >= 2 else { return stages }
    var merged: [DiffStage] = []
    merged.reserveCapacity(stages.count)
    var index = stages.startIndex
    while index < stages.endIndex {
      if index + 1 < stages.endIndex,
        let update = BatchUpdate(
          deletes: stages[index].update, thenPlacing: stages[index + 1].update)
      {
        merged.append(DiffStage(update: update, data: stages[index + 1].data))
        index += 2
      } else {
        merged.append(stages[index])
        index += 1
      }
    }
    return merged
  }
}

extension BatchUpdate {
  /// One batch doing what `deletes`, a batch of item deletes alone, then `placing`, a batch of
  /// item inserts and moves alone, do in turn; `nil` for batches of other kinds.
  init?(deletes: BatchUpdate, thenPlacing placing: BatchUpdate) {
    guard !deletes.deletedItems.isEmpty,
      deletes.deletedItems.count == deletes.changeCount,
      !placing.insertedItems.isEmpty || !placing.movedItems.isEmpty,
      placing.insertedItems.count + placing.movedItems.count == placing.changeCount
    else { return nil }
    // Each move's source is its item's rank among the items kept by the deletes. In a section
    // whose deleted items are d0 < d1 < …, the kept item of rank r was at r + k, where k is the
    // number of deleted items with dj - j <= r (dj - j items are kept before dj): a binary
    // search per move over the deletes in ascending order, which a diff gives (others are
    // sorted here), with no sorting of the moves.
    var deleted = deletes.deletedItems
    if !deleted.ascendsWithoutRepeats { deleted.sort() }
    var moves = placing.movedItems
    var section = Int.min
    var sectionStart = 0
    var sectionEnd = 0
    for index in moves.indices {
      let from = moves[index].from
      if from.section != section {
        section = from.section
        sectionStart = partition(deleted.count) { deleted[$0].section >= section }
        sectionEnd = partition(deleted.count) { deleted[$0].section > section }
      }
      let before = partition(sectionEnd - sectionStart) {
        deleted[sectionStart + $0].item - $0 > from.item
      }
      moves[index].from = ListPosition(section: section, item: from.item + before)
    }
    self.init(
      deletedItems: deletes.deletedItems, insertedItems: placing.insertedItems,
      movedItems: moves)
  }
}
