extension ValidationRun {
  /// The section part of the mapping, with the new index of every kept or moved old section.
  struct SectionMapping {
    var origins: [BatchMapping.SectionOrigin]
    var newIndexOfOld: [Int: Int]
  }

  private func countError(_ kind: InternalInconsistency.Kind, legacy: String)
    -> InternalInconsistency
  {
    switch options.messageStyle {
    case .legacy:
      return InternalInconsistency(kind, legacy)
    case .modern:
      return InternalInconsistency(
        kind, messages.modernCount(before: before, after: after, update: original))
    }
  }

  /// Checks `new sections == old sections + inserted − deleted` and maps the sections.
  func checkSectionCount() throws(InternalInconsistency) -> SectionMapping {
    let inserted = batch.insertedSections.count
    let deleted = batch.deletedSections.count
    let sectionError = countError(
      .sectionCount,
      legacy: messages.legacySectionCount(
        after: after.count, before: before.count, inserted: inserted, deleted: deleted))
    guard after.count == before.count + inserted - deleted else { throw sectionError }
    var placed: [Int: BatchMapping.SectionOrigin] = [:]
    for section in batch.insertedSections { placed[section] = .inserted }
    for section in batch.reloadedSections { placed[section] = .reloaded(section) }
    for move in batch.movedSections { placed[move.to] = .old(move.from) }
    let removed = deletedSections.union(reloadedSections).union(batch.movedSections.map(\.from))
    guard
      let origins = BatchMapping.origins(
        oldCount: before.count, removed: removed, newCount: after.count, placed: placed,
        survivor: { .old($0) })
    else { throw sectionError }
    var newIndexOfOld: [Int: Int] = [:]
    for (index, origin) in origins.enumerated() {
      if case .old(let old) = origin { newIndexOfOld[old] = index }
    }
    return SectionMapping(origins: origins, newIndexOfOld: newIndexOfOld)
  }

  /// Checks every kept or moved section's item count, by ascending old section.
  func checkItemCounts(sections: SectionMapping) throws(InternalInconsistency) {
    let groups = OperationsBySection(batch)
    for old in before.indices {
      guard let new = sections.newIndexOfOld[old], after.indices.contains(new) else { continue }
      let inserted = groups.inserted[new, default: 0]
      let deleted = groups.deleted[old, default: 0]
      let reloadedIn = groups.reloaded[new, default: 0]
      let reloadedOut = groups.reloaded[old, default: 0]
      let movedIn = groups.movesTo[new, default: []].lazy.filter {
        sections.newIndexOfOld[$0.from.section] != new
      }.count
      let movedOut = groups.movesFrom[old, default: []].lazy.filter { $0.to.section != new }.count
      let expected =
        before[old] + inserted + reloadedIn - deleted - reloadedOut + movedIn - movedOut
      guard after[new] == expected else {
        throw countError(
          .itemCount(section: new),
          legacy: messages.legacyItemCount(
            section: new, after: after[new], before: before[old], inserted: inserted,
            deleted: deleted, movedIn: movedIn, movedOut: movedOut))
      }
    }
    guard !options.reloadedSectionCountMayChange else { return }
    for section in batch.reloadedSections.sorted()
    where before.indices.contains(section) && after.indices.contains(section)
      && before[section] != after[section]
    {
      throw countError(
        .itemCount(section: section),
        legacy: messages.legacyItemCount(
          section: section, after: after[section], before: before[section], inserted: 0,
          deleted: 0, movedIn: 0, movedOut: 0))
    }
  }

  /// Maps every new item to its origin (§3.2), storing per section only what left and what was
  /// placed.
  ///
  /// - Complexity: O(s + c log c), where s is the number of sections and c of operations: the
  ///   kept items are not listed, since they fill the free slots in order.
  func mapping(sections: SectionMapping) throws(InternalInconsistency) -> BatchMapping {
    let groups = OperationsBySection(batch)
    var items: [BatchMapping.SectionItems] = []
    items.reserveCapacity(after.count)
    for (new, origin) in sections.origins.enumerated() {
      let newCount = after.indices.contains(new) ? after[new] : 0
      guard case .old(let old) = origin, before.indices.contains(old) else {
        items.append(BatchMapping.SectionItems(oldSection: nil, newCount: newCount))
        continue
      }
      var removed: Set<Int> = []
      for position in groups.deletedItems[old, default: []] { removed.insert(position.item) }
      for position in groups.reloadedItems[old, default: []] { removed.insert(position.item) }
      for move in groups.movesFrom[old, default: []] { removed.insert(move.from.item) }
      var placed: [Int: BatchMapping.ItemOrigin] = [:]
      for position in groups.insertedItems[new, default: []] { placed[position.item] = .inserted }
      for position in groups.reloadedItems[new, default: []] {
        placed[position.item] = .reloaded(position)
      }
      for move in groups.movesTo[new, default: []] { placed[move.to.item] = .old(move.from) }
      let oldCount = before[old]
      let placedSlots = placed.keys.sorted()
      guard removed.allSatisfy({ (0..<oldCount).contains($0) }),
        placedSlots.allSatisfy({ (0..<newCount).contains($0) }),
        oldCount - removed.count == newCount - placedSlots.count
      else {
        throw InternalInconsistency(
          .itemCount(section: new),
          "the updates for section \(new) do not account for its \(newCount) "
            + "\(flavor.itemsNoun) after the update")
      }
      items.append(
        BatchMapping.SectionItems(
          oldSection: old, oldCount: oldCount, newCount: newCount, removed: removed.sorted(),
          placed: placedSlots, placedOrigins: placedSlots.map { placed[$0] ?? .inserted }))
    }
    return BatchMapping(sectionOrigins: sections.origins, sections: items)
  }
}

/// Operation counts keyed by section, so count checks stay linear in the number of operations.
struct OperationsBySection {
  var inserted: [Int: Int] = [:]
  var deleted: [Int: Int] = [:]
  var reloaded: [Int: Int] = [:]
  var insertedItems: [Int: [ListPosition]] = [:]
  var deletedItems: [Int: [ListPosition]] = [:]
  var reloadedItems: [Int: [ListPosition]] = [:]
  var movesFrom: [Int: [ItemMove]] = [:]
  var movesTo: [Int: [ItemMove]] = [:]

  init(_ batch: NormalizedBatch) {
    for position in batch.insertedItems {
      inserted[position.section, default: 0] += 1
      insertedItems[position.section, default: []].append(position)
    }
    for position in batch.deletedItems {
      deleted[position.section, default: 0] += 1
      deletedItems[position.section, default: []].append(position)
    }
    for position in batch.reloadedItems {
      reloaded[position.section, default: 0] += 1
      reloadedItems[position.section, default: []].append(position)
    }
    for move in batch.movedItems {
      movesFrom[move.from.section, default: []].append(move)
      movesTo[move.to.section, default: []].append(move)
    }
  }
}
