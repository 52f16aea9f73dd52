extension Array where Element: Diffable {
  /// Returns the staged difference that turns `source` into this array, as batches for one
  /// section of a list.
  ///
  /// Items are matched by `id`; a matched item whose content differs (by
  /// ``ContentEquatable/isContentEqual(to:)`` when the type has it, `==` otherwise) is reported
  /// as updated at its old position. See ``StagedDiff`` for the stages, the move policy and duplicated identifiers.
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
  ///   item and no hashing. Besides the stages' data, the working memory is at most about 32 bytes
  ///   per item between the common prefix and suffix (offsets are stored in 32 bits below 2^30
  ///   items): about 29 MB for 1,000,000 items, where a pair of `[Int: Int]` dictionaries takes 68.
  @inlinable
  public func stagedDifference(
    from source: [Element], section: Int = 0, options: DiffOptions = DiffOptions()
  ) -> StagedDiff<Element> {
    stagedDifference(from: source, section: section, options: options, joiningDeletes: false)
  }

  /// Returns the difference that turns `source` into this array in at most two batches: the
  /// updates, then the deletes, inserts and moves together, as one `performBatchUpdates(_:)`
  /// takes them (deletes and move sources at their positions before the batch, inserts and move
  /// destinations at their positions after it).
  ///
  /// It holds the operations of ``stagedDifference(from:section:options:)``, which puts the
  /// deletes in a batch of their own and so gives the moves' sources after the deletes; here
  /// each move starts from its item's position before them. It costs less to compute: it needs
  /// neither the positions after the deletes nor the data between the two batches.
  ///
  /// - Complexity: That of ``stagedDifference(from:section:options:)``.
  @inlinable
  package func singleBatchDifference(
    from source: [Element], section: Int = 0, options: DiffOptions = DiffOptions()
  ) -> StagedDiff<Element> {
    stagedDifference(from: source, section: section, options: options, joiningDeletes: true)
  }

  /// Returns the staged difference, with the deletes in a batch of their own, or in the batch
  /// of the inserts and moves when `joiningDeletes`.
  @inlinable
  func stagedDifference(
    from source: [Element], section: Int, options: DiffOptions, joiningDeletes: Bool
  ) -> StagedDiff<Element> {
    if offsetsFitInInt32(source.count, count) {
      return stagedDifference(
        from: source, section: section, options: options, joiningDeletes: joiningDeletes,
        offsets: Int32.self)
    }
    return stagedDifference(
      from: source, section: section, options: options, joiningDeletes: joiningDeletes,
      offsets: Int.self)
  }

  /// Returns the staged difference, storing offsets as `Offset` in its working arrays, which
  /// halves their memory with `Int32`. `Offset` must hold twice the length of either list.
  @inlinable
  func stagedDifference<Offset: FixedWidthInteger & SignedInteger>(
    from source: [Element], section: Int, options: DiffOptions, joiningDeletes: Bool,
    offsets: Offset.Type
  ) -> StagedDiff<Element> {
    var pairing = pairIdentities(
      old: source, new: self, trimsCommonEnds: !options.reportsAllDuplicates, offsets: Offset.self)
    var collector = StageCollector<[Element]>()

    // Stage 1: updates alone, at old positions.
    var updated: [ListPosition] = []
    var updatedData = source
    withContentComparison(old: source, new: self) { isContentEqual in
      pairing.forEachPair { oldOffset, newOffset in
        if !isContentEqual(oldOffset, newOffset) {
          updated.append(ListPosition(section: section, item: oldOffset))
          updatedData[oldOffset] = self[newOffset]
        }
      }
    }
    var updates = BatchUpdate()
    switch options.updateStyle {
    case .reload: updates.reloadedItems = updated
    case .reconfigure: updates.reconfiguredItems = updated
    }
    collector.append(updates, data: updatedData)

    // Stage 2: deletes, at old positions. Only the region between the common prefix and suffix
    // can hold any. The partner offsets of that region are not needed any more: each kept old
    // element's entry is overwritten, in place, with its offset after the deletes. Deletes that
    // join the next stage need no such offsets, nor the data between the stages.
    let oldMiddle = pairing.oldMiddle
    var afterDeletes = pairing.middleNewOffsetOfOld
    pairing.middleNewOffsetOfOld = []
    var deleted: [ListPosition] = []
    if joiningDeletes {
      for index in afterDeletes.indices where afterDeletes[index] < 0 {
        deleted.append(ListPosition(section: section, item: oldMiddle.lowerBound + index))
      }
      afterDeletes = []
    } else {
      for index in afterDeletes.indices {
        if afterDeletes[index] >= 0 {
          afterDeletes[index] = Offset(
            truncatingIfNeeded: oldMiddle.lowerBound + index - deleted.count)
        } else {
          deleted.append(ListPosition(section: section, item: oldMiddle.lowerBound + index))
        }
      }
    }
    if !deleted.isEmpty && !joiningDeletes {
      var remaining: [Element] = []
      remaining.reserveCapacity(source.count - deleted.count)
      var keptFrom = 0
      for position in deleted {
        remaining.append(contentsOf: updatedData[keptFrom..<position.item])
        keptFrom = position.item + 1
      }
      remaining.append(contentsOf: updatedData[keptFrom...])
      collector.append(BatchUpdate(deletedItems: deleted), data: remaining)
    }

    // Stage 3: inserts and moves, again only between the common prefix and suffix. `sources`
    // holds, for each new element there with an old partner, the partner's offset after the
    // deletes, or before them when they join this stage (either keeps the partners' order); a
    // longest increasing run of them stays in place and the others move. The working arrays
    // are released as soon as they are used up, before the next one is allocated.
    var inserted: [ListPosition] = []
    var sources: [Offset] = []
    sources.reserveCapacity(oldMiddle.count - deleted.count)
    for index in pairing.middleOldOffsetOfNew.indices {
      let oldOffset = Int(pairing.middleOldOffsetOfNew[index])
      if oldOffset < 0 {
        inserted.append(ListPosition(section: section, item: pairing.prefixCount + index))
      } else if joiningDeletes {
        sources.append(Offset(truncatingIfNeeded: oldOffset))
      } else {
        sources.append(afterDeletes[oldOffset - oldMiddle.lowerBound])
      }
    }
    afterDeletes = []
    pairing.middleOldOffsetOfNew = []
    markLongestIncreasingSubsequence(&sources)
    // The new offset of the k-th paired element is the k-th offset of the middle not inserted.
    var moved: [ItemMove] = []
    var newOffset = pairing.prefixCount
    var nextInserted = 0
    for from in sources {
      while nextInserted < inserted.count && inserted[nextInserted].item == newOffset {
        newOffset += 1
        nextInserted += 1
      }
      if from >= 0 {
        moved.append(
          ItemMove(
            from: ListPosition(section: section, item: Int(from)),
            to: ListPosition(section: section, item: newOffset)))
      }
      newOffset += 1
    }
    sources = []
    collector.append(
      BatchUpdate(
        deletedItems: joiningDeletes ? deleted : [], insertedItems: inserted, movedItems: moved),
      data: self)

    return StagedDiff(
      stages: collector.finished(target: self),
      target: self,
      changeCount: collector.changeCount,
      recommendsReload: options.usesReloadData
        || exceeds(collector.changeCount, options.reloadThreshold),
      duplicateIdentifiers: pairing.duplicates
    )
  }
}
