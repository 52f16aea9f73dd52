/// Running totals of a list of non-negative counts, for finding which element owns an offset.
///
/// A composition stores one count per child (sections, or items for a linear composition) and
/// must answer two questions fast: "which child owns global index g?" and "where does child k
/// start?", while children come and go. `PrefixSums` keeps the counts in blocks of a few hundred,
/// with the running total at the start of every block and, inside each block, the running total
/// at every element. A question is a binary search over the blocks and one inside a block; a
/// change rewrites one block and the block totals after it.
///
///     var sums = PrefixSums([3, 0, 2])
///     sums.total                  // 5
///     sums.start(of: 2)           // 3
///     sums.locate(4)              // (index: 2, offset: 1)
///     sums.locate(5)              // nil
///     sums.set(1, to: 4)          // counts are now [3, 4, 2]
///     sums.locate(4)              // (index: 1, offset: 1)
///
/// Sums saturate at `Int.max`: counts whose total would overflow leave the elements past the
/// overflow with no offsets, instead of trapping.
///
/// The type is a pure value: `Sendable` and usable off the main actor. Two values are equal when
/// their counts are, however they are blocked.
public struct PrefixSums: Hashable, Sendable {
  /// The counts, block by block (no block is empty).
  @usableFromInline var blockCounts: [[Int]]
  /// Per block, the sum of the block's counts before each element.
  @usableFromInline var localStarts: [[Int]]
  /// The sum of all counts before each block, and the total at the end.
  @usableFromInline var blockStarts: [Int]
  /// The index of each block's first element, and the number of counts at the end.
  @usableFromInline var blockFirsts: [Int]

  /// Elements per block when blocks are made; a block that grows to twice this size is split.
  static let blockSize = 256

  /// Creates running totals of `counts`; negative counts are treated as 0.
  ///
  /// - Complexity: O(k), where k is the number of counts.
  public init(_ counts: [Int] = []) {
    blockCounts = []
    localStarts = []
    blockStarts = [0]
    blockFirsts = [0]
    var start = 0
    while start < counts.count {
      let end = min(counts.count, start + Self.blockSize)
      blockCounts.append(counts[start..<end].map { max(0, $0) })
      localStarts.append([])
      start = end
    }
    blockStarts = Array(repeating: 0, count: blockCounts.count + 1)
    blockFirsts = Array(repeating: 0, count: blockCounts.count + 1)
    for block in blockCounts.indices { rebuildLocalStarts(block) }
    rebuildBlockTotals(from: 0)
  }

  /// The counts, in order.
  ///
  /// - Complexity: O(k), where k is the number of counts.
  public var counts: [Int] { Array(blockCounts.joined()) }

  /// The number of counts.
  ///
  /// - Complexity: O(1).
  public var count: Int { blockFirsts[blockFirsts.count - 1] }

  /// The sum of all counts.
  ///
  /// - Complexity: O(1).
  public var total: Int { blockStarts[blockStarts.count - 1] }

  /// Returns the count of element `index`, or `nil` when `index` is not in `0..<count`.
  ///
  /// - Complexity: O(log k), where k is the number of counts.
  public func count(at index: Int) -> Int? {
    guard let (block, slot) = position(of: index) else { return nil }
    return blockCounts[block][slot]
  }

  /// Returns the sum of the counts before `index`, which is where element `index` starts; `nil`
  /// when `index` is not in `0...count`.
  ///
  /// - Complexity: O(log k), where k is the number of counts.
  public func start(of index: Int) -> Int? {
    if index == count { return total }
    guard let (block, slot) = position(of: index) else { return nil }
    return ListLimits.add(blockStarts[block], localStarts[block][slot])
  }

  /// Returns the element that contains global offset `offset`, and the offset within it.
  ///
  /// Elements with a count of 0 own no offsets and are never returned. Returns `nil` when
  /// `offset` is negative or not below ``total``.
  ///
  /// - Complexity: O(log k), where k is the number of counts.
  @inlinable
  public func locate(_ offset: Int) -> (index: Int, offset: Int)? {
    guard offset >= 0, offset < blockStarts[blockStarts.count - 1] else { return nil }
    // The owner is the last element starting at or before `offset`, in the last block starting
    // at or before it.
    var low = 0
    var high = blockCounts.count - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if blockStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let block = low
    let local = offset - blockStarts[block]
    let starts = localStarts[block]
    low = 0
    high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if starts[middle] <= local { low = middle } else { high = middle - 1 }
    }
    return (blockFirsts[block] + low, local - starts[low])
  }

  /// Sets the count of one element.
  ///
  /// Returns `false`, changing nothing, when `index` is out of range.
  ///
  /// - Complexity: O(√k) with blocks of about √k counts: one block and the block totals after
  ///   it are rewritten, where k is the number of counts.
  @discardableResult
  public mutating func set(_ index: Int, to newCount: Int) -> Bool {
    guard let (block, slot) = position(of: index) else { return false }
    let value = max(0, newCount)
    guard value != blockCounts[block][slot] else { return true }
    blockCounts[block][slot] = value
    rebuildLocalStarts(block)
    rebuildBlockTotals(from: block)
    return true
  }

  /// Inserts a count at `index` (clamped to `0...count`).
  ///
  /// - Complexity: O(√k), as ``set(_:to:)``.
  public mutating func insert(_ newCount: Int, at index: Int) {
    let index = min(max(0, index), count)
    let value = max(0, newCount)
    guard !blockCounts.isEmpty else {
      blockCounts = [[value]]
      localStarts = [[]]
      blockFirsts = [0, 0]
      blockStarts = [0, 0]
      rebuildLocalStarts(0)
      rebuildBlockTotals(from: 0)
      return
    }
    let last = blockCounts.count - 1
    let (block, slot) = position(of: index) ?? (last, blockCounts[last].count)
    blockCounts[block].insert(value, at: slot)
    if blockCounts[block].count >= 2 * Self.blockSize {
      let half = blockCounts[block].count / 2
      let tail = Array(blockCounts[block][half...])
      blockCounts[block].removeSubrange(half...)
      blockCounts.insert(tail, at: block + 1)
      localStarts.insert([], at: block + 1)
      blockFirsts.insert(0, at: block + 1)
      blockStarts.insert(0, at: block + 1)
      rebuildLocalStarts(block + 1)
    }
    rebuildLocalStarts(block)
    rebuildBlockTotals(from: block)
  }

  /// Removes the count at `index`; returns `false`, changing nothing, when out of range.
  ///
  /// - Complexity: O(√k), as ``set(_:to:)``.
  @discardableResult
  public mutating func remove(at index: Int) -> Bool {
    guard let (block, slot) = position(of: index) else { return false }
    blockCounts[block].remove(at: slot)
    if blockCounts[block].isEmpty {
      blockCounts.remove(at: block)
      localStarts.remove(at: block)
      blockFirsts.remove(at: block)
      blockStarts.remove(at: block)
    } else {
      rebuildLocalStarts(block)
    }
    rebuildBlockTotals(from: block)
    return true
  }

  public static func == (lhs: PrefixSums, rhs: PrefixSums) -> Bool {
    lhs.count == rhs.count && lhs.blockCounts.joined().elementsEqual(rhs.blockCounts.joined())
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for value in blockCounts.joined() { hasher.combine(value) }
  }

  // MARK: Blocks

  /// The block and the slot within it of element `index`, or `nil` when out of range.
  private func position(of index: Int) -> (block: Int, slot: Int)? {
    guard index >= 0, index < count else { return nil }
    var low = 0
    var high = blockCounts.count - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if blockFirsts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low, index - blockFirsts[low])
  }

  private mutating func rebuildLocalStarts(_ block: Int) {
    let counts = blockCounts[block]
    var starts: [Int] = []
    starts.reserveCapacity(counts.count)
    var running = 0
    for value in counts {
      starts.append(running)
      running = ListLimits.add(running, value)
    }
    localStarts[block] = starts
  }

  /// Recomputes the first index and the start of every block after `block`, and the totals.
  private mutating func rebuildBlockTotals(from block: Int) {
    let first = max(0, min(block, blockCounts.count))
    var start = 0
    var element = 0
    if first > 0 {
      let previous = first - 1
      start = blockStarts[previous]
      if let last = blockCounts[previous].last, let lastStart = localStarts[previous].last {
        start = ListLimits.add(start, ListLimits.add(lastStart, last))
      }
      element = blockFirsts[previous] + blockCounts[previous].count
    }
    for index in first..<blockCounts.count {
      blockStarts[index] = start
      blockFirsts[index] = element
      let counts = blockCounts[index]
      if let last = counts.last, let lastStart = localStarts[index].last {
        start = ListLimits.add(start, ListLimits.add(lastStart, last))
      }
      element += counts.count
    }
    blockStarts[blockCounts.count] = start
    blockFirsts[blockCounts.count] = element
  }
}
