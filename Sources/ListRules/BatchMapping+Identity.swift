// The identity comparison of one section after a batch, shared by the headless views' check
// and by the proof an asynchronous update makes of its stages away from the main actor.

import ListDiffing

extension BatchMapping.SectionItems {
  /// Compares every kept and moved item of this new section with the identifiers read after the
  /// batch; returns the first that differs, with where it came from and what was there.
  ///
  /// The kept runs and the items moved within the section are compared in one call, one typed
  /// comparison per item; items moved in from other sections one by one.
  ///
  /// - Parameters:
  ///   - section: The index of this section after the batch.
  ///   - before: The identifiers of every section before the batch.
  ///   - now: This section's identifiers after the batch.
  /// - Complexity: O(n + c), where n is the number of items of the section and c the number of
  ///   operations.
  package func firstIdentityMismatch(
    inSection section: Int, before: [ItemIdentifiers], now: ItemIdentifiers
  ) -> (position: ListPosition, origin: ListPosition, was: AnyHashable)? {
    guard let old = oldSection, before.indices.contains(old) else { return nil }
    // Runs in `before[old]`, and the new slot each starts at, in new order. Every run but the
    // first starts at a placed slot or after a removed item.
    var runs: [IdentifierRun] = []
    runs.reserveCapacity(placed.count + removed.count + 1)
    var mismatches: [(position: ListPosition, origin: ListPosition, was: AnyHashable)] = []
    forEachRun { slot, first, length, placedIndex in
      if let first {
        runs.append(IdentifierRun(start: first, otherStart: slot, count: length))
        return
      }
      guard let placedIndex, case .old(let origin) = placedOrigin(at: placedIndex) else { return }
      if origin.section == old {
        runs.append(IdentifierRun(start: origin.item, otherStart: slot, count: 1))
      } else if before.indices.contains(origin.section),
        !before[origin.section].matches(now, at: origin.item, otherStart: slot, count: 1),
        let was = before[origin.section][origin.item]
      {
        mismatches.append((ListPosition(section: section, item: slot), origin, was))
      }
    }
    if let (index, offset) = before[old].firstMismatch(with: now, runs: runs),
      let was = before[old][runs[index].start + offset]
    {
      mismatches.append(
        (
          ListPosition(section: section, item: runs[index].otherStart + offset),
          ListPosition(section: old, item: runs[index].start + offset), was
        ))
    }
    return mismatches.min { $0.position < $1.position }
  }
}
