import ListDiffing

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
    // The six tallies share one buffer: inserted, reloaded and moved in by new section, then
    // deleted, reloaded and moved out by old section.
    var tallies = Tallies(newCount: after.count, oldCount: before.count)
    for position in batch.insertedItems { tallies.add(.insertedIn, position.section) }
    for position in batch.deletedItems { tallies.add(.deletedOut, position.section) }
    for position in batch.reloadedItems {
      tallies.add(.reloadedIn, position.section)
      tallies.add(.reloadedOut, position.section)
    }
    for move in batch.movedItems {
      // A move within what stays one section changes no count.
      guard sections.newIndex(ofOld: move.from.section) != move.to.section else { continue }
      tallies.add(.movedIn, move.to.section)
      tallies.add(.movedOut, move.from.section)
    }
    for old in before.indices {
      guard let new = sections.newIndex(ofOld: old), after.indices.contains(new) else { continue }
      let inserted = tallies[.insertedIn, new]
      let deleted = tallies[.deletedOut, old]
      let movedIn = tallies[.movedIn, new]
      let movedOut = tallies[.movedOut, old]
      let expected =
        before[old] + inserted + tallies[.reloadedIn, new] - deleted - tallies[.reloadedOut, old]
        + movedIn
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
  /// - Complexity: O(s + c) for a batch in order (see `OrderedItemOperations`), O(s + c log c)
  ///   otherwise, where s is the number of sections and c of operations: the kept items are
  ///   not listed, since they fill the free slots in order.
  func mapping(sections: SectionMapping) throws(InternalInconsistency) -> BatchMapping {
    var items: [BatchMapping.SectionItems] = []
    items.reserveCapacity(after.count)
    for (new, origin) in sections.origins.enumerated() {
      let newCount = after.indices.contains(new) ? after[new] : 0
      guard case .old(let old) = origin, before.indices.contains(old) else {
        items.append(BatchMapping.SectionItems(oldSection: nil, newCount: newCount))
        continue
      }
      let removed = removedItems(inSection: old)
      let (slots, origins) = placedItems(inSection: new)
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
    return BatchMapping(
      sectionOrigins: sections.origins, sections: items, movesBySource: batch.movesBySource)
  }

  /// The items of an old section that the batch removes (deletes, reloads and moves' sources),
  /// ascending and each once.
  ///
  /// - Complexity: O(c) for a batch in order (see `OrderedItemOperations`); O(c log c)
  ///   otherwise, where c is the number of the section's removing operations.
  private func removedItems(inSection old: Int) -> [Int] {
    let deleted = groups.deletedItems(inSection: old)
    let reloaded = groups.reloadedItems(inSection: old)
    let movedFrom = groups.movesFrom(section: old)
    if batch.movesBySource != nil {
      return OrderedItemOperations.removedItems(
        deleted: deleted, reloaded: reloaded, movedFrom: movedFrom)
    }
    // The conflict checks have ruled out an index path in two operations of one side, so
    // sorting is enough to order them; repeats are dropped all the same.
    var removed: [Int] = []
    removed.reserveCapacity(deleted.count + reloaded.count + movedFrom.count)
    for position in deleted { removed.append(position.item) }
    for position in reloaded { removed.append(position.item) }
    for move in movedFrom { removed.append(move.from.item) }
    removed.sort()
    removed.dropAdjacentRepeats()
    return removed
  }
}

extension ValidationRun {
  /// The slots of a new section that the batch places (inserts, reloads, move destinations),
  /// ascending, with their origins; of repeated slots the last wins.
  ///
  /// - Complexity: O(c) when each kind's operations are in ascending order, as a diff makes
  ///   them; O(c log c) otherwise, where c is the number of the section's placed operations.
  fileprivate func placedItems(inSection new: Int) -> (
    slots: [Int], origins: [BatchMapping.ItemOrigin]
  ) {
    let inserted = groups.insertedItems(inSection: new)
    let reloaded = groups.reloadedItems(inSection: new)
    let moved = groups.movesTo(section: new)
    var result = PlacedItems(capacity: inserted.count + reloaded.count + moved.count)
    if inserted.isAscending(by: { $0.item }), reloaded.isAscending(by: { $0.item }),
      moved.isAscending(by: { $0.to.item })
    {
      // Three ascending runs, merged; on equal slots the later kind comes last, as in a
      // stable sort of the three in order.
      var nextInserted = inserted.startIndex
      var nextReloaded = reloaded.startIndex
      var nextMoved = moved.startIndex
      while true {
        let insertedSlot = nextInserted < inserted.endIndex ? inserted[nextInserted].item : nil
        let reloadedSlot = nextReloaded < reloaded.endIndex ? reloaded[nextReloaded].item : nil
        let movedSlot = nextMoved < moved.endIndex ? moved[nextMoved].to.item : nil
        guard let slot = lesser(lesser(insertedSlot, reloadedSlot), movedSlot) else { break }
        if insertedSlot == slot {
          result.place(slot, .inserted)
          nextInserted += 1
        } else if reloadedSlot == slot {
          result.place(slot, .reloaded(reloaded[nextReloaded]))
          nextReloaded += 1
        } else {
          result.place(slot, .old(moved[nextMoved].from))
          nextMoved += 1
        }
      }
      return (result.slots, result.origins)
    }
    var placed: [(slot: Int, origin: BatchMapping.ItemOrigin)] = []
    placed.reserveCapacity(inserted.count + reloaded.count + moved.count)
    for position in inserted { placed.append((position.item, .inserted)) }
    for position in reloaded { placed.append((position.item, .reloaded(position))) }
    for move in moved { placed.append((move.to.item, .old(move.from))) }
    // A stable sort keeps the last of repeated slots last, and the last one wins.
    placed.sort { $0.slot < $1.slot }
    for entry in placed { result.place(entry.slot, entry.origin) }
    return (result.slots, result.origins)
  }
}

/// Placed slots in ascending order with their origins, as they are found.
private struct PlacedItems {
  var slots: [Int] = []
  var origins: [BatchMapping.ItemOrigin] = []

  init(capacity: Int) {
    slots.reserveCapacity(capacity)
    origins.reserveCapacity(capacity)
  }

  /// Places a slot after the ones placed so far; the same slot again replaces its origin.
  mutating func place(_ slot: Int, _ origin: BatchMapping.ItemOrigin) {
    if slots.last == slot {
      origins[origins.count - 1] = origin
    } else {
      slots.append(slot)
      origins.append(origin)
    }
  }
}

/// The lesser of two values, either of which may be missing.
private func lesser(_ first: Int?, _ second: Int?) -> Int? {
  guard let first, let second else { return first ?? second }
  return min(first, second)
}

extension ArraySlice {
  /// Whether the elements are in ascending order of a key.
  fileprivate func isAscending(by key: (Element) -> Int) -> Bool {
    var index = startIndex
    while index + 1 < endIndex {
      guard key(self[index]) <= key(self[index + 1]) else { return false }
      index += 1
    }
    return true
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

/// How many operations of each kind each section has, in one buffer: the count checks need six
/// tallies per batch.
private struct Tallies {
  enum Kind: Int {
    case insertedIn, reloadedIn, movedIn, deletedOut, reloadedOut, movedOut
    /// Whether the kind counts by new section (otherwise by old section).
    var isNew: Bool { rawValue < 3 }
  }

  private var counts: [Int]
  private let newCount: Int
  private let oldCount: Int

  init(newCount: Int, oldCount: Int) {
    self.newCount = newCount
    self.oldCount = oldCount
    counts = Array(repeating: 0, count: 3 * (newCount + oldCount))
  }

  /// Where a section's count of a kind is, or `nil` for a section out of range.
  private func index(_ kind: Kind, _ section: Int) -> Int? {
    let limit = kind.isNew ? newCount : oldCount
    guard section >= 0, section < limit else { return nil }
    return kind.isNew
      ? kind.rawValue * newCount + section
      : 3 * newCount + (kind.rawValue - 3) * oldCount + section
  }

  /// Counts one operation of a kind in a section; one out of range is left out.
  package mutating func add(_ kind: Kind, _ section: Int) {
    if let index = index(kind, section) { counts[index] += 1 }
  }

  subscript(kind: Kind, section: Int) -> Int {
    index(kind, section).map { counts[$0] } ?? 0
  }
}

/// The item operations of a batch grouped by section, so count checks and the mapping stay
/// linear in the number of operations.
///
/// Made from a batch whose index paths may be out of range: operations in a section outside
/// `0..<sectionCount` are left out, which is only read after the range checks have passed.
struct OperationsBySection {
  private let inserted: Grouped<ListPosition>
  private let deleted: Grouped<ListPosition>
  private let reloaded: Grouped<ListPosition>
  private let from: Grouped<ItemMove>
  private let to: Grouped<ItemMove>

  init(_ batch: NormalizedBatch, sectionCount: Int) {
    let count = max(0, sectionCount)
    inserted = Grouped(batch.insertedItems, sectionCount: count, by: { $0.section })
    deleted = Grouped(batch.deletedItems, sectionCount: count, by: { $0.section })
    reloaded = Grouped(batch.reloadedItems, sectionCount: count, by: { $0.section })
    // In the order of their sources when the batch is in order, so that each section's run is
    // in the order of its items.
    from = Grouped(
      batch.movesBySource ?? batch.movedItems, sectionCount: count, by: { $0.from.section })
    to = Grouped(batch.movedItems, sectionCount: count, by: { $0.to.section })
  }

  func insertedItems(inSection section: Int) -> ArraySlice<ListPosition> {
    inserted.elements(inSection: section)
  }
  func deletedItems(inSection section: Int) -> ArraySlice<ListPosition> {
    deleted.elements(inSection: section)
  }
  func reloadedItems(inSection section: Int) -> ArraySlice<ListPosition> {
    reloaded.elements(inSection: section)
  }
  func movesFrom(section: Int) -> ArraySlice<ItemMove> { from.elements(inSection: section) }
  func movesTo(section: Int) -> ArraySlice<ItemMove> { to.elements(inSection: section) }
}

/// Values ordered by section, each section's a contiguous run: the values themselves, without
/// a copy, when they are in one section or already in section order (the batches a diff
/// makes), and a sorted copy otherwise.
private struct Grouped<Element> {
  private let elements: [Element]
  /// Where each section's run starts, and the end of the last one; empty when every element is
  /// in `onlySection`.
  private let starts: [Int]
  private let onlySection: Int

  init(_ values: [Element], sectionCount: Int, by section: (Element) -> Int) {
    guard let first = values.first.map(section) else {
      elements = []
      starts = []
      onlySection = -1
      return
    }
    if values.allSatisfy({ section($0) == first }) {
      elements = (0..<sectionCount).contains(first) ? values : []
      starts = []
      onlySection = first
      return
    }
    var inOrder = true
    var previous = Int.min
    for value in values {
      let current = section(value)
      if current < previous || !(0..<sectionCount).contains(current) {
        inOrder = false
        break
      }
      previous = current
    }
    let ordered =
      inOrder
      ? values
      : values.filter { (0..<sectionCount).contains(section($0)) }.sorted {
        section($0) < section($1)
      }
    var starts = [Int](repeating: 0, count: sectionCount + 1)
    for value in ordered { starts[section(value) + 1] += 1 }
    for index in 0..<sectionCount { starts[index + 1] += starts[index] }
    elements = ordered
    self.starts = starts
    onlySection = -1
  }

  func elements(inSection section: Int) -> ArraySlice<Element> {
    if starts.isEmpty {
      return section == onlySection ? elements[...] : []
    }
    guard section >= 0, section + 1 < starts.count else { return [] }
    return elements[starts[section]..<starts[section + 1]]
  }
}
