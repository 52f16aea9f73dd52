extension Sequence where Element == ChangeEvent {
  /// Returns the batches that show one transaction of change events, cleaned up so that UIKit
  /// (and a strict headless host) accepts them.
  ///
  /// Feeds report what they observed, not what `performBatchUpdates` accepts. The events are
  /// normalised with these rules, in the spirit of IGListKit's batch-update cleanup:
  ///
  /// - **Duplicates collapse.** The same event twice counts once: two deletes of one position,
  ///   two identical inserts or moves.
  /// - **A delete wins over an update** of the same position: the item is gone.
  /// - **Changes inside a deleted section are dropped** (deletes, updates, moves within it); a
  ///   move out of a deleted section becomes an insert at its destination, and a move into an
  ///   inserted section a delete at its source. Inserts into an inserted section are dropped:
  ///   the section arrives with all its items.
  /// - **A section that moves while items inside it change** becomes a delete and an insert of
  ///   the section, since UIKit corrupts its display when a moved section's items change in the
  ///   same batch.
  /// - **Updated items show their new content.** With ``DiffOptions/UpdateStyle/reload`` (the
  ///   default) an updated item that stays at its index path is reloaded; one that other changes
  ///   shift, or that also moves, becomes a delete at its old position and an insert at its new
  ///   one, because a reload is a delete and an insert at the *same* index path and UIKit cannot
  ///   reload a moved item. With ``DiffOptions/UpdateStyle/reconfigure`` every item keeps its cell:
  ///   the first batch moves and shifts it, and a second batch, with the same data, reconfigures
  ///   it at its new position.
  /// - **Contradictions are errors**, never guesses: two events that take the same position
  ///   before the transaction differently (a delete and a move, two moves with different
  ///   destinations) or fill the same position after it (an insert and a move, two moves from
  ///   different sources) throw ``ChangeEventError/conflict(_:contradicts:)``.
  ///
  /// Finally the events must take `countsBefore` to `countsAfter` in every section, as UIKit
  /// checks; a transaction whose events miss a change throws a count mismatch instead of
  /// producing a batch UIKit would reject.
  ///
  ///     // [[a, b, c]] -> [[c, a]]: the feed reports c's update and move, and b's delete twice
  ///     let events: [ChangeEvent] = [
  ///       .updateItem(ListPosition(section: 0, item: 2)),
  ///       .moveItem(from: ListPosition(section: 0, item: 2), to: ListPosition(section: 0, item: 0)),
  ///       .deleteItem(ListPosition(section: 0, item: 1)),
  ///       .deleteItem(ListPosition(section: 0, item: 1)),
  ///     ]
  ///     let batches = try events.normalizedBatches(countsBefore: [3], countsAfter: [2])
  ///     // [delete items [0, 1] [0, 2]; insert items [0, 0]]
  ///
  /// - Parameters:
  ///   - countsBefore: The number of items in each section before the transaction.
  ///   - countsAfter: The number of items in each section after it.
  ///   - updateStyle: How updated items show their new content; see above.
  /// - Returns: The batches to apply in order: none when nothing changes, one, or with
  ///   `.reconfigure`, a second that only reconfigures. Every batch's data is the data after
  ///   the transaction.
  /// - Throws: ``ChangeEventError`` naming the first event out of range, two contradicting
  ///   events, or the section whose count the events do not explain.
  /// - Complexity: O(e log e + s), where e is the number of events and s the number of sections.
  public func normalizedBatches(
    countsBefore: [Int], countsAfter: [Int], updateStyle: DiffOptions.UpdateStyle = .reload
  ) throws(ChangeEventError) -> [BatchUpdate] {
    var normalization = ChangeNormalization(
      before: countsBefore.map { Swift.max(0, $0) }, after: countsAfter.map { Swift.max(0, $0) })
    for event in self {
      try normalization.record(event)
    }
    return try normalization.batches(updateStyle: updateStyle)
  }
}
