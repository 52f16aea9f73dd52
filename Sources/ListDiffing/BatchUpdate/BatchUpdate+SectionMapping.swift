extension BatchUpdate {
  /// Where each old section that stays goes after a batch's section operations, by UIKit's
  /// rules: deletes and moves out read the old indexes, inserts and moves in the new ones, and
  /// every other old section keeps its order in the places left free.
  ///
  /// One implementation for everything that follows sections through a batch: the change-event
  /// normaliser and the adapter's section bookkeeping (display events, header refresh).
  ///
  /// - Parameters:
  ///   - deleted: The old indexes of the deleted sections.
  ///   - inserted: The new indexes of the inserted sections.
  ///   - moves: The new index of each moved section, by its old index.
  ///   - countBefore: The number of sections before the batch.
  /// - Returns: The new index of every old section that is not deleted.
  /// - Complexity: O(s), where s is the number of sections.
  package static func sectionMapping(
    deleted: Set<Int>, inserted: Set<Int>, moves: [Int: Int], countBefore: Int
  ) -> [Int: Int] {
    let placed = inserted.union(moves.values)
    var mapping = moves
    var next = 0
    for old in 0..<max(0, countBefore) where !deleted.contains(old) && moves[old] == nil {
      while placed.contains(next) { next += 1 }
      mapping[old] = next
      next += 1
    }
    return mapping
  }

  /// Where each old section that stays goes after this batch's section operations (see
  /// ``sectionMapping(deleted:inserted:moves:countBefore:)``); a section moved twice counts
  /// with its first move.
  package func sectionMapping(countBefore: Int) -> [Int: Int] {
    Self.sectionMapping(
      deleted: Set(deletedSections), inserted: Set(insertedSections),
      moves: Dictionary(
        movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first }),
      countBefore: countBefore)
  }
}
