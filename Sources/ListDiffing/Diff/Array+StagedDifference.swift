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
    var collector = StageCollector<[Element]>()

    // Stage 1: updates alone, at old positions.
    var updated: [ListPosition] = []
    var updatedData = source
    pairing.forEachPair { oldOffset, newOffset in
      if !source[oldOffset].isContentEqual(to: self[newOffset]) {
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

    // Stage 2: deletes, at old positions. Only the region between the common prefix and suffix
    // can hold any, so offsets after the deletes are recorded for that region alone.
    let oldMiddle = pairing.oldMiddle
    var deleted: [ListPosition] = []
    var middleOffsetAfterDeletes = [Int](repeating: -1, count: oldMiddle.count)
    for oldOffset in oldMiddle {
      if pairing.middleNewOffsetOfOld[oldOffset - oldMiddle.lowerBound] >= 0 {
        middleOffsetAfterDeletes[oldOffset - oldMiddle.lowerBound] = oldOffset - deleted.count
      } else {
        deleted.append(ListPosition(section: section, item: oldOffset))
      }
    }
    if !deleted.isEmpty {
      var remaining: [Element] = []
      remaining.reserveCapacity(source.count - deleted.count)
      remaining.append(contentsOf: updatedData[..<oldMiddle.lowerBound])
      for oldOffset in oldMiddle
      where pairing.middleNewOffsetOfOld[oldOffset - oldMiddle.lowerBound] >= 0 {
        remaining.append(updatedData[oldOffset])
      }
      remaining.append(contentsOf: updatedData[oldMiddle.upperBound...])
      collector.append(BatchUpdate(deletedItems: deleted), data: remaining)
    }

    // Stage 3: inserts and moves, again only between the common prefix and suffix; a longest
    // increasing run of old offsets there stays in place.
    var inserted: [ListPosition] = []
    var matchedOldOffsets: [Int] = []
    var matchedNewOffsets: [Int] = []
    for newOffset in pairing.newMiddle {
      let oldOffset = pairing.middleOldOffsetOfNew[newOffset - pairing.prefixCount]
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
      let from = middleOffsetAfterDeletes[matchedOldOffsets[index] - oldMiddle.lowerBound]
      moved.append(
        ItemMove(
          from: ListPosition(section: section, item: from),
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
