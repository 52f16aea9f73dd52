import ListDiffing

/// The pre-flight's shortcut for the batch a diff of one section's items makes: deletes,
/// inserts and moves within one section, the deletes, the inserts and the moves' destinations
/// each in ascending order.
///
/// For such a batch the rules UIKit raises an exception for come down to a few facts, checked
/// here in one pass over the operations, with no table of roles and no sort: every position is
/// in range; no old position is both deleted and moved from, nor moved from twice; no new
/// position is both inserted and moved to, nor moved to twice; the section's count after is its
/// count before less the deletes plus the inserts; and every other section keeps its count.
///
/// The shortcut only ever accepts: a batch it accepts is one the full pre-flight accepts
/// (`ValidationRun`'s ranges, conflicts and counts), and any other batch, including every
/// faulty one, is left to the full pre-flight, which gives UIKit's message.
///
/// - Complexity: O(s + c + r / 64), where s is the number of sections, c the number of
///   operations and r the span of the old positions that the deletes and the moves' sources
///   cover; a span longer than 256 positions per operation is left to the full pre-flight.
enum ItemBatchShortcut {
  /// Whether the batch is one the shortcut decides and the full pre-flight would accept.
  ///
  /// - Parameters:
  ///   - before: The counts before the batch, clamped as the validator reads them.
  ///   - after: The counts after it, clamped likewise.
  static func accepts(_ update: BatchUpdate, before: [Int], after: [Int]) -> Bool {
    guard !update.changesSections, update.reloadedItems.isEmpty,
      update.reconfiguredItems.isEmpty, before.count == after.count
    else { return false }
    let deleted = update.deletedItems
    let inserted = update.insertedItems
    let moved = update.movedItems
    guard
      let section = deleted.first?.section ?? inserted.first?.section
        ?? moved.first?.from.section,
      before.indices.contains(section)
    else { return false }
    for other in before.indices where other != section {
      guard before[other] == after[other] else { return false }
    }
    let oldCount = before[section]
    let newCount = after[section]
    guard newCount == oldCount - deleted.count + inserted.count else { return false }
    // Deletes: in the section, ascending (so each once), within the old count.
    var previous = -1
    for position in deleted {
      guard position.section == section, position.item > previous else { return false }
      previous = position.item
    }
    guard previous < oldCount else { return false }
    let firstDeleted = deleted.first?.item ?? Int.max
    let lastDeleted = previous
    // Inserts: likewise, within the new count.
    previous = -1
    for position in inserted {
      guard position.section == section, position.item > previous else { return false }
      previous = position.item
    }
    guard previous < newCount else { return false }
    // Moves: destinations ascending within the new count and never inserted (a merge with
    // the inserts); sources within the old count.
    previous = -1
    var nextInserted = 0
    var lowestSource = Int.max
    var highestSource = -1
    for move in moved {
      let (from, to) = (move.from, move.to)
      guard from.section == section, to.section == section, to.item > previous,
        from.item >= 0, from.item < oldCount
      else { return false }
      previous = to.item
      while nextInserted < inserted.count, inserted[nextInserted].item < previous {
        nextInserted += 1
      }
      if nextInserted < inserted.count, inserted[nextInserted].item == previous { return false }
      lowestSource = min(lowestSource, from.item)
      highestSource = max(highestSource, from.item)
    }
    guard previous < newCount else { return false }
    guard !moved.isEmpty else { return true }
    // Old positions: the deletes and the moves' sources, each once, marked in a bit set over
    // the span they cover.
    let lowest = min(lowestSource, firstDeleted)
    let highest = max(highestSource, lastDeleted)
    let words = (highest - lowest) / 64 + 1
    guard words <= 4 * (deleted.count + moved.count) + 16 else { return false }
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { bits in
      bits.initialize(repeating: 0)
      func markIsNew(_ item: Int) -> Bool {
        let offset = item - lowest
        let mask = UInt64(1) << UInt64(offset & 63)
        let word = bits[offset >> 6]
        bits[offset >> 6] = word | mask
        return word & mask == 0
      }
      // The deletes ascend, so none repeats: only the sources can meet a mark.
      for position in deleted { _ = markIsNew(position.item) }
      for move in moved where !markIsNew(move.from.item) { return false }
      return true
    }
  }
}
