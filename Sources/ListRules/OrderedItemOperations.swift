import ListDiffing

/// The shortcut of the item conflict checks for the batches a diff makes.
///
/// A diff lists its deletes, inserts and reloads in ascending order, each index path once, and
/// never puts one index path in two operations UIKit refuses together. For such a batch, a few
/// merges of ascending lists prove that the conflict checks have nothing to find, without the
/// table of roles the exact checks build. Sorting the moves by their sources for that proof also
/// gives the mapping its removed items and its moved items in order, so that it sorts nothing
/// again.
enum OrderedItemOperations {
  /// The batch's moves in the order of their sources, when no index path repeats within one
  /// kind of operation and none takes part in two operations UIKit refuses together (see
  /// `ValidationRun.checkItemConflicts()`); `nil` when the batch is not in order or the exact
  /// checks have something to find.
  ///
  /// - Complexity: O(c) when every kind of operation is in ascending order, as a diff makes
  ///   them; O(c + m log m) when the moves are not, where c is the number of item operations
  ///   and m of moves.
  static func movesBySource(of update: BatchUpdate) -> [ItemMove]? {
    let deleted = update.deletedItems
    let inserted = update.insertedItems
    let reloaded = update.reloadedItems
    guard deleted.ascendsWithoutRepeats, inserted.ascendsWithoutRepeats,
      reloaded.ascendsWithoutRepeats, update.reconfiguredItems.ascendsWithoutRepeats
    else { return nil }
    var bySource = update.movedItems
    if !bySource.lazy.map(\.from).ascendsWithoutRepeats {
      bySource = sortedBySource(bySource)
      guard bySource.lazy.map(\.from).ascendsWithoutRepeats else { return nil }
    }
    let sources = bySource.lazy.map(\.from)
    // Old index paths: a delete, a reload and a move's source exclude each other.
    guard shareNone(deleted, reloaded), shareNone(deleted, sources), shareNone(reloaded, sources)
    else { return nil }
    // New index paths: an insert, a reload and a move's destination exclude each other.
    guard shareNone(inserted, reloaded) else { return nil }
    let destinations = update.movedItems.lazy.map(\.to)
    if destinations.ascendsWithoutRepeats {
      guard shareNone(inserted, destinations), shareNone(reloaded, destinations) else {
        return nil
      }
    } else {
      let sorted = destinations.sorted()
      guard sorted.ascendsWithoutRepeats, shareNone(inserted, sorted), shareNone(reloaded, sorted)
      else { return nil }
    }
    return bySource
  }

  /// The moves in the order of their sources.
  ///
  /// Moves within one section, as a diff's are, are distributed by source item into as many
  /// buckets as there are moves, in order, and each bucket is then sorted: by insertion when it
  /// holds a few moves, as scattered moves give, by comparison when it is crowded. Moves across
  /// sections are compared as index paths.
  ///
  /// - Complexity: O(m) expected for sources spread over their section; O(m log m) at worst,
  ///   and across sections, where m is the number of moves.
  private static func sortedBySource(_ moves: [ItemMove]) -> [ItemMove] {
    guard let section = moves.first?.from.section, moves.count < 1 << 31,
      moves.allSatisfy({ $0.from.section == section && (0..<1 << 31).contains($0.from.item) })
    else { return moves.sorted { $0.from < $1.from } }
    let count = moves.count
    let largest = moves.reduce(0) { max($0, $1.from.item) }
    // bucket(item) = item * count / (largest + 1), as a multiplication and a shift: below
    // `count`, and ascending with the item.
    let scale = (UInt64(count) << 32) / UInt64(largest + 1)
    let bucket = { (item: Int) -> Int in Int(truncatingIfNeeded: (UInt64(item) &* scale) >> 32) }
    var starts = [Int](repeating: 0, count: count + 1)
    for move in moves { starts[bucket(move.from.item) + 1] += 1 }
    for index in 0..<count { starts[index + 1] += starts[index] }
    var sorted = moves
    for move in moves {
      let target = bucket(move.from.item)
      sorted[starts[target]] = move
      starts[target] += 1
    }
    // Each bucket now ends where the next starts. A crowded one (sources bunched together
    // while another lies far away) is sorted by comparison, so the worst case stays m log m.
    var start = 0
    for end in starts.prefix(count) {
      defer { start = end }
      guard end - start > 1 else { continue }
      if end - start > 16 {
        sorted[start..<end].sort { $0.from.item < $1.from.item }
      } else {
        for last in start + 1..<end {
          var index = last
          while index > start, sorted[index].from.item < sorted[index - 1].from.item {
            sorted.swapAt(index, index - 1)
            index -= 1
          }
        }
      }
    }
    return sorted
  }

  /// Whether two ascending sequences of index paths have none in common.
  ///
  /// - Complexity: O(a + b).
  private static func shareNone<First: Collection, Second: Collection>(
    _ first: First, _ second: Second
  ) -> Bool where First.Element == ListPosition, Second.Element == ListPosition {
    guard !first.isEmpty, !second.isEmpty else { return true }
    var left = first.startIndex
    var right = second.startIndex
    while left != first.endIndex, right != second.endIndex {
      let lhs = first[left]
      let rhs = second[right]
      if lhs < rhs {
        first.formIndex(after: &left)
      } else if rhs < lhs {
        second.formIndex(after: &right)
      } else {
        return false
      }
    }
    return true
  }

  /// The items of one section that a batch removes (its deletes, its reloads and its moves'
  /// sources, each ascending and none shared), merged in ascending order. The items are in
  /// range (the range checks passed), so none is `Int.max`, which marks a finished list.
  ///
  /// - Complexity: O(c), where c is the number of the three.
  static func removedItems(
    deleted: ArraySlice<ListPosition>, reloaded: ArraySlice<ListPosition>,
    movedFrom: ArraySlice<ItemMove>
  ) -> [Int] {
    var removed: [Int] = []
    removed.reserveCapacity(deleted.count + reloaded.count + movedFrom.count)
    var nextDeleted = deleted.startIndex
    var nextReloaded = reloaded.startIndex
    var nextMoved = movedFrom.startIndex
    while true {
      let deletedItem = nextDeleted < deleted.endIndex ? deleted[nextDeleted].item : Int.max
      let reloadedItem = nextReloaded < reloaded.endIndex ? reloaded[nextReloaded].item : Int.max
      let movedItem = nextMoved < movedFrom.endIndex ? movedFrom[nextMoved].from.item : Int.max
      let item = min(deletedItem, reloadedItem, movedItem)
      guard item != Int.max else { break }
      removed.append(item)
      if item == deletedItem {
        nextDeleted += 1
      } else if item == reloadedItem {
        nextReloaded += 1
      } else {
        nextMoved += 1
      }
    }
    return removed
  }
}

extension Sequence where Element: Comparable {
  /// Whether the elements ascend, each once.
  ///
  /// - Complexity: O(n).
  var ascendsWithoutRepeats: Bool {
    var previous: Element?
    for element in self {
      if let previous, !(previous < element) { return false }
      previous = element
    }
    return true
  }
}
