/// One transaction of change events being normalised: what each event takes from the list
/// before the transaction and fills in the list after it, then the batches that follow.
///
/// Every index before the transaction is taken by at most one event, and every index after it
/// filled by at most one; an identical repeat is a duplicate, anything else a conflict.
struct ChangeNormalization {
  let before: [Int]
  let after: [Int]

  /// Sections taken before the transaction (deleted or moved away), by the event that took them.
  private var sectionsTaken: [Int: ChangeEvent] = [:]
  /// Sections filled after the transaction (inserted or moved in).
  private var sectionsFilled: [Int: ChangeEvent] = [:]
  /// Items taken before the transaction (deleted or moved away).
  private var itemsTaken: [ListPosition: ChangeEvent] = [:]
  /// Items filled after the transaction (inserted or moved in).
  private var itemsFilled: [ListPosition: ChangeEvent] = [:]
  /// Items whose content changed, before the transaction.
  private var updated: Set<ListPosition> = []

  init(before: [Int], after: [Int]) {
    self.before = before
    self.after = after
  }

  // MARK: Recording

  /// Checks an event's positions and records what it takes and fills.
  mutating func record(_ event: ChangeEvent) throws(ChangeEventError) {
    switch event {
    case .insertSection(let section):
      try check(section: section, .after, event)
      try Self.claim(&sectionsFilled, section, by: event)
    case .deleteSection(let section):
      try check(section: section, .before, event)
      try Self.claim(&sectionsTaken, section, by: event)
    case .moveSection(let from, let to):
      try check(section: from, .before, event)
      try check(section: to, .after, event)
      try Self.claim(&sectionsTaken, from, by: event)
      try Self.claim(&sectionsFilled, to, by: event)
    case .insertItem(let position):
      try check(position, .after, event)
      try Self.claim(&itemsFilled, position, by: event)
    case .deleteItem(let position):
      try check(position, .before, event)
      try Self.claim(&itemsTaken, position, by: event)
    case .updateItem(let position):
      try check(position, .before, event)
      updated.insert(position)
    case .moveItem(let from, let to):
      try check(from, .before, event)
      try check(to, .after, event)
      try Self.claim(&itemsTaken, from, by: event)
      try Self.claim(&itemsFilled, to, by: event)
    }
  }

  private static func claim<Key: Hashable>(
    _ claims: inout [Key: ChangeEvent], _ key: Key, by event: ChangeEvent
  ) throws(ChangeEventError) {
    guard let existing = claims[key] else {
      claims[key] = event
      return
    }
    guard existing == event else { throw .conflict(event, contradicts: existing) }
  }

  private func counts(_ space: ChangeEventError.IndexSpace) -> [Int] {
    space == .before ? before : after
  }

  private func check(section: Int, _ space: ChangeEventError.IndexSpace, _ event: ChangeEvent)
    throws(ChangeEventError)
  {
    let counts = counts(space)
    guard counts.indices.contains(section) else {
      throw .outOfRange(event, space: space, sectionCount: counts.count, itemCount: nil)
    }
  }

  private func check(
    _ position: ListPosition, _ space: ChangeEventError.IndexSpace, _ event: ChangeEvent
  ) throws(ChangeEventError) {
    let counts = counts(space)
    guard counts.indices.contains(position.section) else {
      throw .outOfRange(event, space: space, sectionCount: counts.count, itemCount: nil)
    }
    guard position.item >= 0, position.item < counts[position.section] else {
      throw .outOfRange(
        event, space: space, sectionCount: counts.count, itemCount: counts[position.section])
    }
  }

  // MARK: Batches

  /// Resolves the recorded events into the batches that show them (see
  /// `normalizedBatches(countsBefore:countsAfter:updateStyle:)`).
  func batches(updateStyle: DiffOptions.UpdateStyle) throws(ChangeEventError) -> [BatchUpdate] {
    var deletedSections: Set<Int> = []
    var sectionMoves: [Int: Int] = [:]
    for (section, event) in sectionsTaken {
      if case .moveSection(_, let to) = event {
        sectionMoves[section] = to
      } else {
        deletedSections.insert(section)
      }
    }
    var insertedSections = Set(
      sectionsFilled.compactMap { section, event in
        if case .insertSection = event { section } else { nil }
      })

    // A section that moves while items inside it change becomes a delete and an insert; that
    // can turn item moves into deletes or inserts elsewhere, so repeat until nothing changes.
    var items = resolveItems(deletedSections: deletedSections, insertedSections: insertedSections)
    while true {
      let carrying = sectionMoves.filter {
        items.takenSections.contains($0.key) || items.filledSections.contains($0.value)
      }
      guard !carrying.isEmpty else { break }
      for (from, to) in carrying {
        sectionMoves[from] = nil
        deletedSections.insert(from)
        insertedSections.insert(to)
      }
      items = resolveItems(deletedSections: deletedSections, insertedSections: insertedSections)
    }

    let newSectionOfOld = try sectionMapping(
      deleted: deletedSections, inserted: insertedSections, moves: sectionMoves)
    try checkItemCounts(items, newSectionOfOld: newSectionOfOld)

    var update = BatchUpdate(
      deletedSections: deletedSections.sorted(), insertedSections: insertedSections.sorted(),
      movedSections: sectionMoves.map { SectionMove(from: $0.key, to: $0.value) }
        .sorted { $0.from < $1.from })
    var deleted = items.deleted
    var inserted = items.inserted
    var moves = items.moves
    var reloaded: [ListPosition] = []
    var reconfigured: [ListPosition] = []
    // Item reloads are unsafe in a batch that changes sections (§3.5): such a batch reloads
    // its items in the next one, at their new positions.
    let changesSections =
      !update.deletedSections.isEmpty || !update.insertedSections.isEmpty
      || !update.movedSections.isEmpty
    var reloadedLater: [ListPosition] = []
    for from in items.updatedMoves {
      guard let to = moves[from] else { continue }
      switch updateStyle {
      case .reload:
        moves[from] = nil
        deleted.insert(from)
        inserted.insert(to)
      case .reconfigure:
        reconfigured.append(to)
      }
    }
    for (old, new) in placements(of: items, newSectionOfOld: newSectionOfOld) {
      switch updateStyle {
      case .reload where old == new && changesSections:
        reloadedLater.append(new)
      case .reload where old == new:
        reloaded.append(old)
      case .reload:
        deleted.insert(old)
        inserted.insert(new)
      case .reconfigure:
        reconfigured.append(new)
      }
    }
    update.deletedItems = deleted.sorted()
    update.insertedItems = inserted.sorted()
    update.reloadedItems = reloaded.sorted()
    update.movedItems = moves.map { ItemMove(from: $0.key, to: $0.value) }
      .sorted { $0.from < $1.from }
    let refresh = BatchUpdate(
      reloadedItems: reloadedLater.sorted(), reconfiguredItems: reconfigured.sorted())
    return [update, refresh].filter { !$0.isEmpty }
  }

  /// The item changes that remain once the sections' changes are known.
  struct ItemChanges {
    /// Items deleted, before the transaction.
    var deleted: Set<ListPosition> = []
    /// Items inserted, after the transaction.
    var inserted: Set<ListPosition> = []
    /// Items moved, from before to after.
    var moves: [ListPosition: ListPosition] = [:]
    /// The sources of moves whose item also changed.
    var updatedMoves: Set<ListPosition> = []
    /// Items that changed and neither move nor go, before the transaction.
    var updated: Set<ListPosition> = []

    /// The sections before the transaction that lose or change an item.
    var takenSections: Set<Int> {
      Set(deleted.map(\.section)).union(moves.keys.map(\.section)).union(updated.map(\.section))
    }

    /// The sections after the transaction that gain an item.
    var filledSections: Set<Int> {
      Set(inserted.map(\.section)).union(moves.values.map(\.section))
    }
  }

  /// Drops the item changes inside deleted and inserted sections, and turns moves out of
  /// deleted sections into inserts and moves into inserted sections into deletes.
  func resolveItems(deletedSections: Set<Int>, insertedSections: Set<Int>) -> ItemChanges {
    var items = ItemChanges()
    for (position, event) in itemsTaken {
      switch event {
      case .deleteItem where !deletedSections.contains(position.section):
        items.deleted.insert(position)
      case .moveItem(let from, let to):
        switch (deletedSections.contains(from.section), insertedSections.contains(to.section)) {
        case (true, true): break
        case (true, false): items.inserted.insert(to)
        case (false, true): items.deleted.insert(from)
        case (false, false):
          items.moves[from] = to
          if updated.contains(from) { items.updatedMoves.insert(from) }
        }
      default: break
      }
    }
    for (position, event) in itemsFilled where !insertedSections.contains(position.section) {
      if case .insertItem = event { items.inserted.insert(position) }
    }
    for position in updated
    where !deletedSections.contains(position.section) && itemsTaken[position] == nil {
      items.updated.insert(position)
    }
    return items
  }

  /// Checks the number of sections and returns the new index of every old section that stays.
  private func sectionMapping(deleted: Set<Int>, inserted: Set<Int>, moves: [Int: Int])
    throws(ChangeEventError) -> [Int: Int]
  {
    let expected = before.count - deleted.count + inserted.count
    guard expected == after.count else {
      throw .sectionCountMismatch(expected: expected, actual: after.count)
    }
    return BatchUpdate.sectionMapping(
      deleted: deleted, inserted: inserted, moves: moves, countBefore: before.count)
  }

  /// Checks that every section that stays ends with the number of items the new data has.
  private func checkItemCounts(_ items: ItemChanges, newSectionOfOld: [Int: Int])
    throws(ChangeEventError)
  {
    var taken: [Int: Int] = [:]
    var filled: [Int: Int] = [:]
    for position in items.deleted { taken[position.section, default: 0] += 1 }
    for position in items.inserted { filled[position.section, default: 0] += 1 }
    for (from, to) in items.moves {
      taken[from.section, default: 0] += 1
      filled[to.section, default: 0] += 1
    }
    for (old, count) in before.enumerated() {
      guard let new = newSectionOfOld[old], after.indices.contains(new) else { continue }
      let expected = count - taken[old, default: 0] + filled[new, default: 0]
      guard expected == after[new] else {
        throw .itemCountMismatch(
          section: new, oldSection: old, expected: expected, actual: after[new])
      }
    }
  }

  /// Returns where each updated item that neither moves nor goes is after the transaction.
  ///
  /// In each section, the items that stay fill, in order, the indices that no insert or move
  /// fills; so the k-th staying item lands on the k-th free index.
  ///
  /// - Complexity: O(u log u + c log c), where u is the number of updated items and c the
  ///   number of item changes.
  private func placements(of items: ItemChanges, newSectionOfOld: [Int: Int])
    -> [(old: ListPosition, new: ListPosition)]
  {
    var removed: [Int: [Int]] = [:]
    var placed: [Int: [Int]] = [:]
    for position in items.deleted { removed[position.section, default: []].append(position.item) }
    for position in items.inserted { placed[position.section, default: []].append(position.item) }
    for (from, to) in items.moves {
      removed[from.section, default: []].append(from.item)
      placed[to.section, default: []].append(to.item)
    }
    let updatedBySection = Dictionary(grouping: items.updated, by: \.section)
    var result: [(old: ListPosition, new: ListPosition)] = []
    for (section, positions) in updatedBySection {
      guard let newSection = newSectionOfOld[section] else { continue }
      let gone = removed[section, default: []].sorted()
      let filled = placed[newSection, default: []].sorted()
      var goneBefore = 0
      var filledUpTo = 0
      for item in positions.map(\.item).sorted() {
        while goneBefore < gone.count, gone[goneBefore] < item { goneBefore += 1 }
        let rank = item - goneBefore
        var index = rank + filledUpTo
        while filledUpTo < filled.count, filled[filledUpTo] <= index {
          filledUpTo += 1
          index = rank + filledUpTo
        }
        result.append(
          (
            ListPosition(section: section, item: item),
            ListPosition(section: newSection, item: index)
          ))
      }
    }
    return result
  }
}
