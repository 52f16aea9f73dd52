extension Array {
  /// Returns the staged difference that turns the sections of `source` into the sections of this
  /// array.
  ///
  /// Sections are matched by their models' `id`, items by theirs,
  /// across all sections present on both sides. See ``StagedSectionedDiff`` for the five stages and
  /// what each may contain.
  ///
  ///     let old = [DiffSection(model: "A", items: [1, 2]), DiffSection(model: "B", items: [3])]
  ///     let new = [DiffSection(model: "B", items: [3, 2]), DiffSection(model: "A", items: [1])]
  ///     new.stagedDifference(from: old).stages.map(\.update.description)
  ///     // ["move sections 1->0", "move items [1, 1]->[0, 1]"]
  ///
  /// - Parameters:
  ///   - source: The sections as the host shows them now.
  ///   - options: How to report item updates, when to recommend `reloadData()`, and how
  ///     thoroughly to look for duplicated identifiers.
  /// - Returns: The stages that take the host from `source` to this array.
  /// - Complexity: O(*S* + *n* + *m* + *k* log *k*) expected, where *S* is the number of sections
  ///   on both sides, *n* and *m* are the numbers of items in `source` and in this array, and *k*
  ///   is the number of matched items.
  @inlinable
  public func stagedDifference<Model: Diffable, Item: Diffable>(
    from source: [DiffSection<Model, Item>], options: DiffOptions = DiffOptions()
  ) -> StagedSectionedDiff<Model, Item> where Element == DiffSection<Model, Item> {
    let trimsCommonEnds = !options.reportsAllDuplicates
    let oldModels = source.map(\.model)
    let newModels = self.map(\.model)
    let sectionPairing = pairedOffsets(
      old: oldModels, new: newModels, trimsCommonEnds: trimsCommonEnds)
    let newSectionOfOld = sectionPairing.newOffsetOfOld
    let oldSectionOfNew = sectionPairing.oldOffsetOfNew

    // Items take part in matching only when their section is present on both sides: an inserted
    // section brings its items and a deleted section takes its items with it.
    var oldItems: [Item] = []
    var oldItemSection: [Int] = []
    var oldItemOffset: [Int] = []
    for sectionIndex in source.indices where newSectionOfOld[sectionIndex] >= 0 {
      let items = source[sectionIndex].items
      oldItems.append(contentsOf: items)
      oldItemSection.append(contentsOf: repeatElement(sectionIndex, count: items.count))
      oldItemOffset.append(contentsOf: items.indices)
    }
    var newItems: [Item] = []
    for sectionIndex in self.indices where oldSectionOfNew[sectionIndex] >= 0 {
      newItems.append(contentsOf: self[sectionIndex].items)
    }
    let itemPairing = pairedOffsets(
      old: oldItems, new: newItems, trimsCommonEnds: trimsCommonEnds)
    let newItemOfOld = itemPairing.newOffsetOfOld
    let oldItemOfNew = itemPairing.oldOffsetOfNew
    var collector = StageCollector<[DiffSection<Model, Item>]>()

    // Stage 1: item updates alone, at old positions.
    var updated: [ListPosition] = []
    var updatedData = source
    withContentComparison(old: oldItems, new: newItems) { isContentEqual in
      for flat in oldItems.indices {
        let newFlat = newItemOfOld[flat]
        if newFlat >= 0 && !isContentEqual(flat, newFlat) {
          let position = ListPosition(section: oldItemSection[flat], item: oldItemOffset[flat])
          updated.append(position)
          updatedData[position.section].items[position.item] = newItems[newFlat]
        }
      }
    }
    var updates = BatchUpdate()
    switch options.updateStyle {
    case .reload: updates.reloadedItems = updated
    case .reconfigure: updates.reconfiguredItems = updated
    }
    collector.append(updates, data: updatedData)

    // Stage 2: section deletes and item deletes (none inside deleted sections), at old positions.
    var deletes = BatchUpdate()
    var sectionAfterDeletes = [Int](repeating: -1, count: source.count)
    var itemAfterDeletes = [Int](repeating: -1, count: oldItems.count)
    var remaining: [DiffSection<Model, Item>] = []
    var flat = 0
    for sectionIndex in updatedData.indices {
      guard newSectionOfOld[sectionIndex] >= 0 else {
        deletes.deletedSections.append(sectionIndex)
        continue
      }
      sectionAfterDeletes[sectionIndex] = remaining.count
      var section = updatedData[sectionIndex]
      var kept: [Item] = []
      for (itemIndex, item) in section.items.enumerated() {
        if newItemOfOld[flat] >= 0 {
          itemAfterDeletes[flat] = kept.count
          kept.append(item)
        } else {
          deletes.deletedItems.append(ListPosition(section: sectionIndex, item: itemIndex))
        }
        flat += 1
      }
      if kept.count != section.items.count { section.items = kept }
      remaining.append(section)
    }
    collector.append(deletes, data: remaining)

    // Stage 3: section inserts and section moves; a longest increasing run stays in place.
    var sectionChanges = BatchUpdate()
    var survivingSources: [Int] = []
    var survivingTargets: [Int] = []
    var arranged: [DiffSection<Model, Item>] = []
    arranged.reserveCapacity(count)
    for sectionIndex in self.indices {
      let oldSection = oldSectionOfNew[sectionIndex]
      if oldSection >= 0 {
        survivingSources.append(sectionAfterDeletes[oldSection])
        survivingTargets.append(sectionIndex)
        arranged.append(remaining[sectionAfterDeletes[oldSection]])
      } else {
        sectionChanges.insertedSections.append(sectionIndex)
        arranged.append(self[sectionIndex])
      }
    }
    let sectionStays = longestIncreasingSubsequenceMask(survivingSources)
    for index in survivingSources.indices where !sectionStays[index] {
      sectionChanges.movedSections.append(
        SectionMove(from: survivingSources[index], to: survivingTargets[index]))
    }
    collector.append(sectionChanges, data: arranged)

    // Stage 4: item inserts and item moves inside the final sections. Move sources are the
    // source section's final index and the item's offset after the deletes.
    var itemChanges = BatchUpdate()
    var filled = arranged
    var newFlatStart = 0
    for sectionIndex in self.indices {
      let oldSection = oldSectionOfNew[sectionIndex]
      guard oldSection >= 0 else { continue }
      let items = self[sectionIndex].items
      var candidateSources: [Int] = []
      var candidateTargets: [Int] = []
      for itemIndex in items.indices {
        let oldFlat = oldItemOfNew[newFlatStart + itemIndex]
        let to = ListPosition(section: sectionIndex, item: itemIndex)
        if oldFlat < 0 {
          itemChanges.insertedItems.append(to)
        } else if oldItemSection[oldFlat] == oldSection {
          candidateSources.append(itemAfterDeletes[oldFlat])
          candidateTargets.append(itemIndex)
        } else {
          let from = ListPosition(
            section: newSectionOfOld[oldItemSection[oldFlat]], item: itemAfterDeletes[oldFlat])
          itemChanges.movedItems.append(ItemMove(from: from, to: to))
        }
      }
      let stays = longestIncreasingSubsequenceMask(candidateSources)
      for index in candidateSources.indices where !stays[index] {
        itemChanges.movedItems.append(
          ItemMove(
            from: ListPosition(section: sectionIndex, item: candidateSources[index]),
            to: ListPosition(section: sectionIndex, item: candidateTargets[index])))
      }
      filled[sectionIndex].items = items
      newFlatStart += items.count
    }
    collector.append(itemChanges, data: filled)

    // Stage 5: section updates, at their final indices.
    var sectionUpdates = BatchUpdate()
    withContentComparison(old: oldModels, new: newModels) { isContentEqual in
      for sectionIndex in self.indices {
        let oldSection = oldSectionOfNew[sectionIndex]
        if oldSection >= 0 && !isContentEqual(oldSection, sectionIndex) {
          sectionUpdates.reloadedSections.append(sectionIndex)
        }
      }
    }
    collector.append(sectionUpdates, data: self)

    return StagedSectionedDiff(
      stages: collector.finished(target: self),
      target: self,
      changeCount: collector.changeCount,
      recommendsReload: options.usesReloadData
        || exceeds(collector.changeCount, options.reloadThreshold),
      duplicateSectionIdentifiers: sectionPairing.duplicates,
      duplicateItemIdentifiers: itemPairing.duplicates
    )
  }
}
