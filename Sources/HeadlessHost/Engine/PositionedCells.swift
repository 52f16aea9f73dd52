/// Cells with the positions they show, in the order of their positions, each position once: the
/// cells a view holds, and the cells it has reported on screen.
///
/// A window holds a few dozen cells, so a binary search finds a position in fewer steps than
/// hashing it takes, and a batch moves the cells in place instead of rebuilding a table.
struct PositionedCells {
  typealias Entry = (cell: HeadlessReusableCell, position: ListPosition)

  /// The cells, in the order of their positions.
  private(set) var entries: [Entry] = []

  init() {}

  /// Cells already in the order of their positions, each position once.
  init(ordered entries: [Entry]) {
    self.entries = entries
  }

  /// The index of the first entry at `position` or after it.
  ///
  /// - Complexity: O(log n).
  private func index(of position: ListPosition) -> Int {
    partition(entries.count) { entries[$0].position >= position }
  }

  /// The cell at a position.
  ///
  /// - Complexity: O(log n).
  subscript(position: ListPosition) -> HeadlessReusableCell? {
    let index = index(of: position)
    guard index < entries.count, entries[index].position == position else { return nil }
    return entries[index].cell
  }

  /// The cell at a position, for positions asked in ascending order: looked for first at
  /// `next`, the index after the entry the last call found, then by binary search. `next`
  /// moves past the entry found, or to where the position would go.
  ///
  /// - Complexity: O(1) when the position is at `next`; O(log n) otherwise.
  func cell(at position: ListPosition, next: inout Int) -> HeadlessReusableCell? {
    if next >= 0, next < entries.count, entries[next].position == position {
      next += 1
      return entries[next - 1].cell
    }
    // A position after every cell (each one a layout adds to the end) has none.
    if let last = entries.last, last.position < position {
      next = entries.count
      return nil
    }
    let index = index(of: position)
    guard index < entries.count, entries[index].position == position else {
      next = index
      return nil
    }
    next = index + 1
    return entries[index].cell
  }

  /// Puts a cell at a position, in place of the one there.
  ///
  /// - Complexity: O(n); O(1) for a position after every other.
  mutating func set(_ cell: HeadlessReusableCell, at position: ListPosition) {
    if entries.last.map({ $0.position < position }) ?? true {
      entries.append((cell, position))
      return
    }
    let index = index(of: position)
    if index < entries.count, entries[index].position == position {
      entries[index].cell = cell
    } else {
      entries.insert((cell, position), at: index)
    }
  }

  /// Removes the cells whose positions fail `isKept`, and returns them in order.
  ///
  /// - Complexity: O(n).
  mutating func removeAll(
    keeping isKept: (ListPosition) -> Bool
  ) -> [Entry] {
    var removed: [Entry] = []
    var keptCount = 0
    for index in entries.indices {
      guard isKept(entries[index].position) else {
        removed.append(entries[index])
        continue
      }
      // Swapped rather than copied, so that no cell is retained; removed ones go to the end.
      if keptCount != index { entries.swapAt(keptCount, index) }
      keptCount += 1
    }
    entries.removeLast(entries.count - keptCount)
    return removed
  }

  /// Removes every cell, and returns them in order.
  mutating func removeAll() -> [Entry] {
    let removed = entries
    entries = []
    return removed
  }

  /// Moves each cell to where a batch puts its item, and removes the cells of deleted and
  /// reloaded items, handing them to `removed` in order.
  ///
  /// - Complexity: O(n + m·n) for n cells of which m leave their order; a batch moves few.
  mutating func remap(
    through mapping: BatchMapping, removed: (ListPosition, HeadlessReusableCell) -> Void
  ) {
    // Worked on as a local list, taken out of the value so that it stays unique.
    var list = entries
    entries = []
    var keptCount = 0
    var inOrder = true
    for index in list.indices {
      let old = list[index].position
      guard let new = mapping.newPosition(ofOld: old) else {
        removed(old, list[index].cell)
        continue
      }
      if keptCount > 0, !(list[keptCount - 1].position < new) { inOrder = false }
      if keptCount != index { list.swapAt(keptCount, index) }
      list[keptCount].position = new
      keptCount += 1
    }
    list.removeLast(list.count - keptCount)
    // Moves may change the order of kept cells; a batch maps no two items to one position.
    // Few cells move out of order, so an insertion sort in place does little work.
    if !inOrder {
      for end in list.indices.dropFirst() {
        var index = end
        while index > 0, list[index].position < list[index - 1].position {
          list.swapAt(index, index - 1)
          index -= 1
        }
      }
    }
    entries = list
  }
}
