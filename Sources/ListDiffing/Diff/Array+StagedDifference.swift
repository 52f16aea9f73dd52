extension Array where Element: Diffable {
  /// Returns the staged difference that turns `source` into this array, as batches for one
  /// section of a list.
  ///
  /// Items are matched by ``DiffIdentifiable/diffIdentifier``; a matched item whose
  /// ``ContentEquatable/isContentEqual(to:)`` is `false` is reported as updated at its old
  /// position. See ``StagedDiff`` for the stages, the move policy and duplicated identifiers.
  ///
  ///     let diff = ["a", "x", "c"].stagedDifference(from: ["a", "b", "c"], section: 2)
  ///     diff.stages.map(\.update.description)
  ///     // ["delete items [2, 1]", "insert items [2, 1]"]
  ///
  /// - Parameters:
  ///   - source: The list as the host shows it now.
  ///   - section: The section index to put in every reported position.
  ///   - options: How to report updates, when to recommend `reloadData()`, and how thoroughly to
  ///     look for duplicated identifiers.
  /// - Returns: The stages that take the host from `source` to this array.
  /// - Complexity: O(*n* + *m* + *k* log *k*) expected, where *n* and *m* are the lengths of
  ///   `source` and this array and *k* is the number of matched items between their common prefix
  ///   and suffix. The common prefix and suffix cost one identifier and one content comparison per
  ///   item and no hashing.
  @inlinable
  public func stagedDifference(
    from source: [Element], section: Int = 0, options: DiffOptions = DiffOptions()
  ) -> StagedDiff<Element> {
    let pairing = pairIdentities(
      old: source, new: self, trimsCommonEnds: !options.reportsAllDuplicates)
    let newOffsetOfOld = pairing.newOffsetOfOld
    let oldOffsetOfNew = pairing.oldOffsetOfNew
    var collector = StageCollector<[Element]>()

    // Stage 1: updates alone, at old positions.
    var updated: [ListPosition] = []
    var updatedData = source
    for oldOffset in source.indices {
      let newOffset = newOffsetOfOld[oldOffset]
      if newOffset >= 0 && !source[oldOffset].isContentEqual(to: self[newOffset]) {
        updated.append(ListPosition(section: section, item: oldOffset))
        updatedData[oldOffset] = self[newOffset]
      }
    }
    var updates = BatchUpdate()
    switch options.updateStyle {
    case .reload: updates.reloadedItems = updated
    case .reconfigure: updates.reconfiguredItems = updated
    }
    collector.append(updates, data: updatedData)

    // Stage 2: deletes, at old positions.
    var deleted: [ListPosition] = []
    var offsetAfterDeletes = [Int](repeating: -1, count: source.count)
    var keptCount = 0
    for oldOffset in source.indices {
      if newOffsetOfOld[oldOffset] >= 0 {
        offsetAfterDeletes[oldOffset] = keptCount
        keptCount += 1
      } else {
        deleted.append(ListPosition(section: section, item: oldOffset))
      }
    }
    if !deleted.isEmpty {
      var remaining: [Element] = []
      remaining.reserveCapacity(keptCount)
      for oldOffset in updatedData.indices where newOffsetOfOld[oldOffset] >= 0 {
        remaining.append(updatedData[oldOffset])
      }
      collector.append(BatchUpdate(deletedItems: deleted), data: remaining)
    }

    // Stage 3: inserts and moves. Only the region between the common prefix and suffix can hold
    // either; a longest increasing run of old offsets there stays in place.
    var inserted: [ListPosition] = []
    var matchedOldOffsets: [Int] = []
    var matchedNewOffsets: [Int] = []
    let middle = pairing.prefixCount..<(count - pairing.suffixCount)
    for newOffset in middle {
      let oldOffset = oldOffsetOfNew[newOffset]
      if oldOffset >= 0 {
        matchedOldOffsets.append(oldOffset)
        matchedNewOffsets.append(newOffset)
      } else {
        inserted.append(ListPosition(section: section, item: newOffset))
      }
    }
    let stays = longestIncreasingSubsequenceMask(matchedOldOffsets)
    var moved: [ItemMove] = []
    for index in matchedOldOffsets.indices where !stays[index] {
      moved.append(
        ItemMove(
          from: ListPosition(section: section, item: offsetAfterDeletes[matchedOldOffsets[index]]),
          to: ListPosition(section: section, item: matchedNewOffsets[index])))
    }
    collector.append(BatchUpdate(insertedItems: inserted, movedItems: moved), data: self)

    return StagedDiff(
      stages: collector.finished(target: self),
      target: self,
      changeCount: collector.changeCount,
      recommendsReload: exceeds(collector.changeCount, options.reloadThreshold),
      duplicateIdentifiers: pairing.duplicates
    )
  }
}
