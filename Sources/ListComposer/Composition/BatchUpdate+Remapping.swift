extension BatchUpdate {
  /// Returns the update with every section index shifted by `offset`: how a sectioned
  /// composition expresses a child's change in its own positions.
  ///
  ///     BatchUpdate(insertedItems: [ListPosition(section: 0, item: 2)]).offsettingSections(by: 3)
  ///     // insertedItems == [[3, 2]]
  ///
  /// - Complexity: O(c), where c is the number of changes.
  public func offsettingSections(by offset: Int) -> BatchUpdate {
    guard offset != 0 else { return self }
    func shift(_ position: ListPosition) -> ListPosition {
      ListPosition(section: position.section + offset, item: position.item)
    }
    return BatchUpdate(
      deletedSections: deletedSections.map { $0 + offset },
      insertedSections: insertedSections.map { $0 + offset },
      reloadedSections: reloadedSections.map { $0 + offset },
      movedSections: movedSections.map { SectionMove(from: $0.from + offset, to: $0.to + offset) },
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
  /// - Complexity: O(c + s + m), where c is the number of changes, s the number of sections and
  ///   m the number of items in changed sections.
  public func flattened(itemOffset: Int, oldCounts: [Int], newCounts: [Int]) -> BatchUpdate {
    let oldStarts = starts(of: oldCounts)
    let newStarts = starts(of: newCounts)
    func count(_ counts: [Int], _ section: Int) -> Int {
      counts.indices.contains(section) ? counts[section] : 0
    }
    func old(_ p: ListPosition) -> ListPosition {
      let start = oldStarts.indices.contains(p.section) ? oldStarts[p.section] : 0
      return ListPosition(section: 0, item: itemOffset + start + p.item)
    }
    func new(_ p: ListPosition) -> ListPosition {
      let start = newStarts.indices.contains(p.section) ? newStarts[p.section] : 0
      return ListPosition(section: 0, item: itemOffset + start + p.item)
    }

    var removedOld = Set(deletedSections).union(reloadedSections)
    var addedNew = Set(insertedSections).union(reloadedSections)
    let touchedOld = Set((deletedItems + reloadedItems + movedItems.map(\.from)).map(\.section))
    let touchedNew = Set((insertedItems + movedItems.map(\.to)).map(\.section))
    var result = BatchUpdate()
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
}

private func starts(of counts: [Int]) -> [Int] {
  var running = 0
  return counts.map { count in
    defer { running += count }
    return running
  }
}
