extension BatchUpdate {
  /// Returns the update with every section index shifted by `offset`: how a sectioned
  /// composition expresses a child's change in its own positions.
  ///
  ///     BatchUpdate(insertedItems: [ListPosition(section: 0, item: 2)]).offsettingSections(by: 3)
  ///     // insertedItems == [[3, 2]]
  ///
  /// Negative sections stay as they are and sums saturate at `Int.max`, so an index that is
  /// invalid before the shift is still invalid after it, and a host rejects it.
  ///
  /// - Complexity: O(c), where c is the number of changes.
  package func offsettingSections(by offset: Int) -> BatchUpdate {
    guard offset != 0 else { return self }
    func shift(_ section: Int) -> Int {
      section < 0 ? section : ListLimits.add(section, offset)
    }
    func shift(_ position: ListPosition) -> ListPosition {
      ListPosition(section: shift(position.section), item: position.item)
    }
    return BatchUpdate(
      deletedSections: deletedSections.map(shift),
      insertedSections: insertedSections.map(shift),
      reloadedSections: reloadedSections.map(shift),
      movedSections: movedSections.map { SectionMove(from: shift($0.from), to: shift($0.to)) },
      deletedItems: deletedItems.map(shift),
      insertedItems: insertedItems.map(shift),
      reloadedItems: reloadedItems.map(shift),
      reconfiguredItems: reconfiguredItems.map(shift),
      movedItems: movedItems.map { ItemMove(from: shift($0.from), to: shift($0.to)) })
  }

  /// Returns the update flattened into one section, as a linear composition shows a child.
  ///
  /// The child's sections are laid end to end starting at `itemOffset`. Section changes become
  /// changes of every item in the section; a reload whose flattened position differs before and
  /// after the batch becomes a delete and an insert, since UIKit reloads at one position; item
  /// changes inside deleted, inserted or reloaded sections are absorbed by the section's change.
  ///
  /// - Parameters:
  ///   - itemOffset: Where the child's first item sits in the composition's section.
  ///   - oldCounts: The child's item count per section before the change.
  ///   - newCounts: The child's item count per section after the change.
  /// A position in a section the counts do not have, or with a negative item, becomes item
  /// `Int.max`, as does a section change naming a section the counts do not have, and sums
  /// saturate, so an invalid change stays invalid and a host rejects it.
  ///
  /// - Complexity: O(c + s + m), where c is the number of changes, s the number of sections and
  ///   m the number of items in changed sections.
  package func flattened(itemOffset: Int, oldCounts: [Int], newCounts: [Int]) -> BatchUpdate {
    let oldStarts = starts(of: oldCounts)
    let newStarts = starts(of: newCounts)
    func count(_ counts: [Int], _ section: Int) -> Int {
      counts.indices.contains(section) ? max(0, counts[section]) : 0
    }
    func flat(_ p: ListPosition, _ starts: [Int]) -> ListPosition {
      guard starts.indices.contains(p.section), p.item >= 0 else {
        return ListPosition(section: 0, item: Int.max)
      }
      return ListPosition(
        section: 0, item: ListLimits.add(itemOffset, ListLimits.add(starts[p.section], p.item)))
    }
    func old(_ p: ListPosition) -> ListPosition { flat(p, oldStarts) }
    func new(_ p: ListPosition) -> ListPosition { flat(p, newStarts) }

    var removedOld = Set(deletedSections).union(reloadedSections)
    var addedNew = Set(insertedSections).union(reloadedSections)
    let touchedOld = Set((deletedItems + reloadedItems + movedItems.map(\.from)).map(\.section))
    let touchedNew = Set((insertedItems + movedItems.map(\.to)).map(\.section))
    var result = BatchUpdate()
    // A section the counts do not have cannot be flattened; it stays an invalid position, so
    // that the change is not silently lost.
    let invalid = ListPosition(section: 0, item: Int.max)
    for section in deletedSections + reloadedSections + movedSections.map(\.from)
    where !oldCounts.indices.contains(section) {
      result.deletedItems.append(invalid)
    }
    for section in insertedSections + movedSections.map(\.to)
    where !newCounts.indices.contains(section) {
      result.insertedItems.append(invalid)
    }
    for move in movedSections {
      let items = count(oldCounts, move.from)
      if items == count(newCounts, move.to), !touchedOld.contains(move.from),
        !touchedNew.contains(move.to)
      {
        for item in 0..<items {
          result.movedItems.append(
            ItemMove(
              from: old(ListPosition(section: move.from, item: item)),
              to: new(ListPosition(section: move.to, item: item))))
        }
      } else {
        removedOld.insert(move.from)
        addedNew.insert(move.to)
      }
    }
    for section in removedOld.sorted() {
      for item in 0..<count(oldCounts, section) {
        result.deletedItems.append(old(ListPosition(section: section, item: item)))
      }
    }
    for section in addedNew.sorted() {
      for item in 0..<count(newCounts, section) {
        result.insertedItems.append(new(ListPosition(section: section, item: item)))
      }
    }
    for p in deletedItems where !removedOld.contains(p.section) {
      result.deletedItems.append(old(p))
    }
    for p in insertedItems where !addedNew.contains(p.section) {
      result.insertedItems.append(new(p))
    }
    for p in reloadedItems where !removedOld.contains(p.section) {
      if old(p) == new(p), !addedNew.contains(p.section) {
        result.reloadedItems.append(old(p))
      } else {
        result.deletedItems.append(old(p))
        if !addedNew.contains(p.section) { result.insertedItems.append(new(p)) }
      }
    }
    for p in reconfiguredItems where !removedOld.contains(p.section) {
      result.reconfiguredItems.append(old(p))
    }
    for move in movedItems {
      switch (removedOld.contains(move.from.section), addedNew.contains(move.to.section)) {
      case (false, false):
        result.movedItems.append(ItemMove(from: old(move.from), to: new(move.to)))
      case (true, false): result.insertedItems.append(new(move.to))
      case (false, true): result.deletedItems.append(old(move.from))
      case (true, true): break
      }
    }
    return result
  }

  /// Returns the update with every position that lies outside the given counts replaced by
  /// `Int.max`: sections and items that are deleted, reloaded, reconfigured or moved from are
  /// checked against `oldCounts`, those inserted or moved to against `newCounts`.
  ///
  /// A composition calls it on a child's change before remapping, so that a child cannot name a
  /// position that belongs to a sibling once remapped; a host rejects `Int.max`.
  ///
  ///     BatchUpdate(insertedItems: [ListPosition(section: 3, item: 0)])
  ///       .confined(oldCounts: [2], newCounts: [3])
  ///     // insertedItems == [[9223372036854775807, 9223372036854775807]]
  ///
  /// - Complexity: O(c), where c is the number of changes; the batch itself, not a copy, when
  ///   every position lies within the counts.
  package func confined(oldCounts: [Int], newCounts: [Int]) -> BatchUpdate {
    func section(_ section: Int, in counts: [Int]) -> Int {
      counts.indices.contains(section) ? section : Int.max
    }
    func position(_ p: ListPosition, in counts: [Int]) -> ListPosition {
      guard counts.indices.contains(p.section), p.item >= 0, p.item < counts[p.section] else {
        return ListPosition(section: Int.max, item: Int.max)
      }
      return p
    }
    func old(_ s: Int) -> Int { section(s, in: oldCounts) }
    func new(_ s: Int) -> Int { section(s, in: newCounts) }
    func old(_ p: ListPosition) -> ListPosition { position(p, in: oldCounts) }
    func new(_ p: ListPosition) -> ListPosition { position(p, in: newCounts) }
    // A child's batch that names only its own positions, the usual case, is returned as it is:
    // checking it allocates nothing.
    let fits =
      deletedSections.allSatisfy { old($0) == $0 } && insertedSections.allSatisfy { new($0) == $0 }
      && reloadedSections.allSatisfy { old($0) == $0 }
      && movedSections.allSatisfy { old($0.from) == $0.from && new($0.to) == $0.to }
      && deletedItems.allSatisfy { old($0) == $0 } && insertedItems.allSatisfy { new($0) == $0 }
      && reloadedItems.allSatisfy { old($0) == $0 }
      && reconfiguredItems.allSatisfy { old($0) == $0 }
      && movedItems.allSatisfy { old($0.from) == $0.from && new($0.to) == $0.to }
    guard !fits else { return self }
    return BatchUpdate(
      deletedSections: deletedSections.map(old),
      insertedSections: insertedSections.map(new),
      reloadedSections: reloadedSections.map(old),
      movedSections: movedSections.map { SectionMove(from: old($0.from), to: new($0.to)) },
      deletedItems: deletedItems.map(old),
      insertedItems: insertedItems.map(new),
      reloadedItems: reloadedItems.map(old),
      reconfiguredItems: reconfiguredItems.map(old),
      movedItems: movedItems.map { ItemMove(from: old($0.from), to: new($0.to)) })
  }
}

private func starts(of counts: [Int]) -> [Int] {
  var running = 0
  return counts.map { count in
    defer { running = ListLimits.add(running, max(0, count)) }
    return running
  }
}
