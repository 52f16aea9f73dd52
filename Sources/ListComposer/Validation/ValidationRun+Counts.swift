extension ValidationRun {
  /// The section part of the mapping, with the new index of every kept or moved old section.
  struct SectionMapping {
    var origins: [BatchMapping.SectionOrigin]
    /// By old section: its new index, or -1 when it left.
    private var newIndices: [Int]

    init(origins: [BatchMapping.SectionOrigin], oldCount: Int) {
      self.origins = origins
      newIndices = Array(repeating: -1, count: max(0, oldCount))
      for (index, origin) in origins.enumerated() {
        if case .old(let old) = origin, newIndices.indices.contains(old) {
          newIndices[old] = index
        }
      }
    }

    /// The new index of an old section, or `nil` when it left or is out of range.
    func newIndex(ofOld old: Int) -> Int? {
      guard newIndices.indices.contains(old), newIndices[old] >= 0 else { return nil }
      return newIndices[old]
    }
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
  ///
  /// - Complexity: O(s) for a batch without section operations, the common case; O(s + c)
  ///   otherwise, where c is the number of section operations.
  func checkSectionCount() throws(InternalInconsistency) -> SectionMapping {
    let inserted = batch.insertedSections.count
    let deleted = batch.deletedSections.count
    // Made only when thrown: formatting the message costs more than a small batch's checks.
    func sectionError() -> InternalInconsistency {
      countError(
        .sectionCount,
        legacy: messages.legacySectionCount(
          after: after.count, before: before.count, inserted: inserted, deleted: deleted))
    }
    guard after.count == before.count + inserted - deleted else { throw sectionError() }
    if inserted == 0, deleted == 0, batch.reloadedSections.isEmpty, batch.movedSections.isEmpty {
      return SectionMapping(origins: before.indices.map { .old($0) }, oldCount: before.count)
    }
    var placed: [Int: BatchMapping.SectionOrigin] = [:]
    for section in batch.insertedSections { placed[section] = .inserted }
    for section in batch.reloadedSections { placed[section] = .reloaded(section) }
    for move in batch.movedSections { placed[move.to] = .old(move.from) }
    let removed = deletedSections.union(reloadedSections).union(batch.movedSections.map(\.from))
    guard
      let origins = BatchMapping.origins(
        oldCount: before.count, removed: removed, newCount: after.count, placed: placed,
        survivor: { .old($0) })
    else { throw sectionError() }
    return SectionMapping(origins: origins, oldCount: before.count)
  }

  /// Checks every kept or moved section's item count, by ascending old section.
  ///
  /// - Complexity: O(s + c), where s is the number of sections and c of item operations: the
  ///   operations are tallied per section in one pass each.
  func checkItemCounts(sections: SectionMapping) throws(InternalInconsistency) {
    func tally(_ positions: [ListPosition], into count: Int) -> [Int] {
      var tallies = [Int](repeating: 0, count: count)
      for position in positions where tallies.indices.contains(position.section) {
        tallies[position.section] += 1
      }
      return tallies
    }
    let insertedIn = tally(batch.insertedItems, into: after.count)
    let deletedOut = tally(batch.deletedItems, into: before.count)
    let reloadedIn = tally(batch.reloadedItems, into: after.count)
    let reloadedOut = tally(batch.reloadedItems, into: before.count)
    var movedIn = [Int](repeating: 0, count: after.count)
    var movedOut = [Int](repeating: 0, count: before.count)
    for move in batch.movedItems {
      // A move within what stays one section changes no count.
      guard sections.newIndex(ofOld: move.from.section) != move.to.section else { continue }
      if movedIn.indices.contains(move.to.section) { movedIn[move.to.section] += 1 }
      if movedOut.indices.contains(move.from.section) { movedOut[move.from.section] += 1 }
    }
    for old in before.indices {
      guard let new = sections.newIndex(ofOld: old), after.indices.contains(new) else { continue }
      let inserted = insertedIn[new]
      let deleted = deletedOut[old]
      let movedIn = movedIn[new]
      let movedOut = movedOut[old]
      let expected =
        before[old] + inserted + reloadedIn[new] - deleted - reloadedOut[old] + movedIn
        - movedOut
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
    var items: [BatchMapping.SectionItems] = []
    items.reserveCapacity(after.count)
    for (new, origin) in sections.origins.enumerated() {
      let newCount = after.indices.contains(new) ? after[new] : 0
      guard case .old(let old) = origin, before.indices.contains(old) else {
        items.append(BatchMapping.SectionItems(oldSection: nil, newCount: newCount))
        continue
      }
      // The conflict checks have ruled out an index path in two operations of one side, so
      // sorting is enough to order them; repeats are dropped all the same.
      var removed: [Int] = []
      removed.reserveCapacity(
        groups.deletedItems(inSection: old).count + groups.reloadedItems(inSection: old).count
          + groups.movesFrom(section: old).count)
      for position in groups.deletedItems(inSection: old) { removed.append(position.item) }
      for position in groups.reloadedItems(inSection: old) { removed.append(position.item) }
      for move in groups.movesFrom(section: old) { removed.append(move.from.item) }
      removed.sort()
      removed.dropAdjacentRepeats()
      var placed: [(slot: Int, origin: BatchMapping.ItemOrigin)] = []
      placed.reserveCapacity(
        groups.insertedItems(inSection: new).count + groups.reloadedItems(inSection: new).count
          + groups.movesTo(section: new).count)
      for position in groups.insertedItems(inSection: new) {
        placed.append((position.item, .inserted))
      }
      for position in groups.reloadedItems(inSection: new) {
        placed.append((position.item, .reloaded(position)))
      }
      for move in groups.movesTo(section: new) { placed.append((move.to.item, .old(move.from))) }
      // A stable sort keeps the last of repeated slots last, and the last one wins.
      placed.sort { $0.slot < $1.slot }
      var slots: [Int] = []
      var origins: [BatchMapping.ItemOrigin] = []
      slots.reserveCapacity(placed.count)
      origins.reserveCapacity(placed.count)
      for (index, entry) in placed.enumerated()
      where index + 1 == placed.count || placed[index + 1].slot != entry.slot {
        slots.append(entry.slot)
        origins.append(entry.origin)
      }
      let oldCount = before[old]
      guard removed.first.map({ $0 >= 0 }) ?? true, removed.last.map({ $0 < oldCount }) ?? true,
        slots.first.map({ $0 >= 0 }) ?? true,
        slots.last.map({ $0 < newCount }) ?? true,
        oldCount - removed.count == newCount - slots.count
      else {
        throw InternalInconsistency(
          .itemCount(section: new),
          "the updates for section \(new) do not account for its \(newCount) "
            + "\(flavor.itemsNoun) after the update")
      }
      items.append(
        BatchMapping.SectionItems(
          oldSection: old, oldCount: oldCount, newCount: newCount, removed: removed,
          placed: slots, placedOrigins: origins))
    }
    return BatchMapping(sectionOrigins: sections.origins, sections: items)
  }
}

extension Array where Element: Equatable {
  /// Drops the elements equal to the one before them, in place; allocates nothing when there
  /// are none (the usual case: a validated batch has no repeats).
  fileprivate mutating func dropAdjacentRepeats() {
    guard count > 1 else { return }
    var kept = 1
    for index in 1..<count where self[index] != self[kept - 1] {
      if kept != index { self[kept] = self[index] }
      kept += 1
    }
    removeLast(count - kept)
  }
}

/// The item operations of a batch grouped by section, so count checks and the mapping stay
/// linear in the number of operations.
///
/// Made from a batch whose index paths may be out of range: operations in a section outside
/// `0..<sectionCount` are left out, which is only read after the range checks have passed.
struct OperationsBySection {
  private var inserted: [[ListPosition]]
  private var deleted: [[ListPosition]]
  private var reloaded: [[ListPosition]]
  private var from: [[ItemMove]]
  private var to: [[ItemMove]]

  init(_ batch: NormalizedBatch, sectionCount: Int) {
    let count = max(0, sectionCount)
    func group(_ positions: [ListPosition]) -> [[ListPosition]] {
      var groups = Array(repeating: [ListPosition](), count: count)
      for position in positions where position.section >= 0 && position.section < count {
        groups[position.section].append(position)
      }
      return groups
    }
    inserted = group(batch.insertedItems)
    deleted = group(batch.deletedItems)
    reloaded = group(batch.reloadedItems)
    from = Array(repeating: [], count: count)
    to = Array(repeating: [], count: count)
    for move in batch.movedItems {
      if move.from.section >= 0, move.from.section < count { from[move.from.section].append(move) }
      if move.to.section >= 0, move.to.section < count { to[move.to.section].append(move) }
    }
  }

  private static func group<T>(_ groups: [[T]], _ section: Int) -> [T] {
    groups.indices.contains(section) ? groups[section] : []
  }

  func insertedItems(inSection section: Int) -> [ListPosition] { Self.group(inserted, section) }
  func deletedItems(inSection section: Int) -> [ListPosition] { Self.group(deleted, section) }
  func reloadedItems(inSection section: Int) -> [ListPosition] { Self.group(reloaded, section) }
  func movesFrom(section: Int) -> [ItemMove] { Self.group(from, section) }
  func movesTo(section: Int) -> [ItemMove] { Self.group(to, section) }
}
