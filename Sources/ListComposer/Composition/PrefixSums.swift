/// Running totals of a list of non-negative counts, for finding which element owns an offset.
///
/// A composition stores one count per child (sections, or items for a linear composition) and
/// must answer two questions fast: "which child owns global index g?" and "where does child k
/// start?", while children come and go. `PrefixSums` keeps the counts in blocks of up to
/// ``blockCapacity``, with the running total at the start of every block and, inside each block,
/// the running total at every element and a bucket index over its offsets. A question is a
/// binary search over the blocks and a bucket lookup inside one; a change rewrites one block and
/// the block totals after it.
///
///     var sums = PrefixSums([3, 0, 2])
///     sums.total                  // 5
///     sums.start(of: 2)           // 3
///     sums.locate(4)              // (index: 2, offset: 1)
///     sums.locate(5)              // nil
///     sums.set(1, to: 4)          // counts are now [3, 4, 2]
///     sums.locate(4)              // (index: 1, offset: 1)
///
/// Every block lives at a fixed stride in flat arrays, so a lookup reads plain arrays of `Int`
/// and never copies a nested one: the lookup runs for every cell a host asks for.
///
/// Sums saturate at `Int.max`: counts whose total would overflow leave the elements past the
/// overflow with no offsets, instead of trapping.
///
/// The type is a pure value: `Sendable` and usable off the main actor. Two values are equal when
/// their counts are, however they are blocked.
public struct PrefixSums: Hashable, Sendable {
  /// The number of element slots each block has in the flat arrays; a full block is split.
  @usableFromInline static let blockCapacity = 512
  /// The number of bucket slots each block has: enough for buckets of at least half the
  /// block's average count.
  @usableFromInline static let bucketCapacity = 2 * blockCapacity + 2
  /// Elements per block when blocks are made from a list of counts.
  static let initialBlockSize = 256

  /// The counts, block after block at `blockCapacity` stride; slots past a block's size are 0.
  @usableFromInline var slotCounts: [Int] = []
  /// Per slot, the sum of its block's counts before it.
  @usableFromInline var slotStarts: [Int] = []
  /// Per block, at `bucketCapacity` stride, the slot that owns the first offset of each bucket.
  @usableFromInline var slotBuckets: [Int] = []
  /// Per block, the number of elements it holds.
  @usableFromInline var blockSizes: [Int] = []
  /// Per block, the number of buckets.
  @usableFromInline var bucketCounts: [Int] = []
  /// Per block, the bucket size as a power of two, about the block's average count.
  @usableFromInline var bucketShifts: [Int] = []
  /// The sum of all counts before each block, and the total at the end.
  @usableFromInline var blockStarts: [Int] = [0]
  /// The index of each block's first element, and the number of counts at the end.
  @usableFromInline var blockFirsts: [Int] = [0]
  /// For each bucket of `1 << topShift` global offsets, the block that owns the bucket's first
  /// offset, so that finding a block takes a step or two instead of a binary search.
  @usableFromInline var topBuckets: [Int] = []
  /// The size of the global buckets as a power of two, about the average block total.
  @usableFromInline var topShift = 0

  /// Creates running totals of `counts`; negative counts are treated as 0.
  ///
  /// - Complexity: O(k), where k is the number of counts.
  public init(_ counts: [Int] = []) {
    var start = 0
    while start < counts.count {
      let end = min(counts.count, start + Self.initialBlockSize)
      appendEmptyBlock()
      let block = blockSizes.count - 1
      let base = block * Self.blockCapacity
      for (offset, value) in counts[start..<end].enumerated() {
        slotCounts[base + offset] = max(0, value)
      }
      blockSizes[block] = end - start
      rebuildBlock(block)
      start = end
    }
    blockStarts = Array(repeating: 0, count: blockSizes.count + 1)
    blockFirsts = Array(repeating: 0, count: blockSizes.count + 1)
    rebuildBlockTotals(from: 0)
  }

  /// The counts, in order.
  ///
  /// - Complexity: O(k), where k is the number of counts.
  public var counts: [Int] {
    var result: [Int] = []
    result.reserveCapacity(count)
    for block in blockSizes.indices {
      let base = block * Self.blockCapacity
      result.append(contentsOf: slotCounts[base..<(base + blockSizes[block])])
    }
    return result
  }

  /// The number of counts.
  ///
  /// - Complexity: O(1).
  public var count: Int { blockFirsts[blockFirsts.count - 1] }

  /// The sum of all counts.
  ///
  /// - Complexity: O(1).
  public var total: Int { blockStarts[blockStarts.count - 1] }

  /// Returns the count of element `index`, or `nil` when `index` is out of range.
  ///
  /// - Complexity: O(log k), where k is the number of counts.
  public func count(at index: Int) -> Int? {
    guard let (block, slot) = position(of: index) else { return nil }
    return slotCounts[block * Self.blockCapacity + slot]
  }

  /// Returns the sum of the counts before `index`, which is where element `index` starts; `nil`
  /// when `index` is not in `0...count`.
  ///
  /// - Complexity: O(log k), where k is the number of counts.
  public func start(of index: Int) -> Int? {
    if index == count { return total }
    guard let (block, slot) = position(of: index) else { return nil }
    return ListLimits.add(blockStarts[block], slotStarts[block * Self.blockCapacity + slot])
  }

  /// Returns the element that contains global offset `offset`, and the offset within it.
  ///
  /// Elements with a count of 0 own no offsets and are never returned. Returns `nil` when
  /// `offset` is negative or not below ``total``.
  ///
  /// - Complexity: O(1) when counts are of similar size; O(log k) at worst.
  @inlinable
  public func locate(_ offset: Int) -> (index: Int, offset: Int)? {
    let blocks = blockSizes.count
    guard offset >= 0, blocks > 0, offset < blockStarts[blocks] else { return nil }
    // The owner is the last element starting at or before `offset`, in the last block starting
    // at or before it.
    let top = offset >> topShift
    guard top < topBuckets.count else { return nil }
    var low = topBuckets[top]
    var high = top + 1 < topBuckets.count ? topBuckets[top + 1] : blocks - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if blockStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let block = low
    let local = offset - blockStarts[block]
    // The bucket of `local` names the owner of the bucket's first offset; the owner of `local`
    // is at most the owner of the next bucket's first offset.
    let bucket = local >> bucketShifts[block]
    let buckets = bucketCounts[block]
    guard bucket < buckets else { return nil }
    let bucketBase = block * Self.bucketCapacity
    let base = block * Self.blockCapacity
    low = slotBuckets[bucketBase + bucket]
    high = bucket + 1 < buckets ? slotBuckets[bucketBase + bucket + 1] : blockSizes[block] - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if slotStarts[base + middle] <= local { low = middle } else { high = middle - 1 }
    }
    return (blockFirsts[block] + low, local - slotStarts[base + low])
  }

  /// Sets the count of one element.
  ///
  /// Returns `false`, changing nothing, when `index` is out of range.
  ///
  /// - Complexity: O(s + b), where s is the block capacity (512) and b the number of blocks.
  @discardableResult
  public mutating func set(_ index: Int, to newCount: Int) -> Bool {
    guard let (block, slot) = position(of: index) else { return false }
    let value = max(0, newCount)
    let at = block * Self.blockCapacity + slot
    guard value != slotCounts[at] else { return true }
    slotCounts[at] = value
    rebuildBlock(block)
    rebuildBlockTotals(from: block)
    return true
  }

  /// Inserts a count at `index`, clamped into `0...count`; a negative count is treated as 0.
  ///
  /// - Complexity: O(s + b), where s is the block capacity (512) and b the number of blocks;
  ///   O(k) when the block is full and splits, once in every 256 insertions into one block.
  public mutating func insert(_ newCount: Int, at index: Int) {
    let index = min(max(0, index), count)
    let value = max(0, newCount)
    if blockSizes.isEmpty {
      appendEmptyBlock()
      blockStarts = [0, 0]
      blockFirsts = [0, 0]
    }
    var (block, slot) =
      position(of: index) ?? (blockSizes.count - 1, blockSizes[blockSizes.count - 1])
    if blockSizes[block] == Self.blockCapacity {
      split(block)
      if slot >= blockSizes[block] {
        slot -= blockSizes[block]
        block += 1
      }
    }
    let base = block * Self.blockCapacity
    let size = blockSizes[block]
    var at = base + size
    while at > base + slot {
      slotCounts[at] = slotCounts[at - 1]
      at -= 1
    }
    slotCounts[base + slot] = value
    blockSizes[block] = size + 1
    rebuildBlock(block)
    rebuildBlockTotals(from: block)
  }

  /// Removes the count at `index`.
  ///
  /// Returns `false`, changing nothing, when `index` is out of range.
  ///
  /// - Complexity: O(s + b), where s is the block capacity (512) and b the number of blocks;
  ///   O(k) when the block empties and is removed.
  @discardableResult
  public mutating func remove(at index: Int) -> Bool {
    guard let (block, slot) = position(of: index) else { return false }
    let base = block * Self.blockCapacity
    let size = blockSizes[block]
    for at in (base + slot)..<(base + size - 1) {
      slotCounts[at] = slotCounts[at + 1]
    }
    slotCounts[base + size - 1] = 0
    blockSizes[block] = size - 1
    if size == 1 {
      removeBlock(block)
    } else {
      rebuildBlock(block)
    }
    rebuildBlockTotals(from: block)
    return true
  }

  public static func == (lhs: PrefixSums, rhs: PrefixSums) -> Bool {
    lhs.counts == rhs.counts
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(counts)
  }

  // MARK: Blocks

  /// The block and slot of element `index`, or `nil` when it is out of range.
  private func position(of index: Int) -> (block: Int, slot: Int)? {
    guard index >= 0, index < count else { return nil }
    var low = 0
    var high = blockSizes.count - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if blockFirsts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low, index - blockFirsts[low])
  }

  /// Appends an empty block at the end of the flat arrays.
  private mutating func appendEmptyBlock() {
    slotCounts.append(contentsOf: repeatElement(0, count: Self.blockCapacity))
    slotStarts.append(contentsOf: repeatElement(0, count: Self.blockCapacity))
    slotBuckets.append(contentsOf: repeatElement(0, count: Self.bucketCapacity))
    blockSizes.append(0)
    bucketCounts.append(0)
    bucketShifts.append(0)
  }

  /// Moves the upper half of a full block into a new block after it.
  private mutating func split(_ block: Int) {
    let capacity = Self.blockCapacity
    let next = (block + 1) * capacity
    slotCounts.insert(contentsOf: repeatElement(0, count: capacity), at: next)
    slotStarts.insert(contentsOf: repeatElement(0, count: capacity), at: next)
    slotBuckets.insert(
      contentsOf: repeatElement(0, count: Self.bucketCapacity),
      at: (block + 1) * Self.bucketCapacity)
    let size = blockSizes[block]
    let half = size / 2
    let base = block * capacity
    for offset in half..<size {
      slotCounts[next + offset - half] = slotCounts[base + offset]
      slotCounts[base + offset] = 0
    }
    blockSizes[block] = half
    blockSizes.insert(size - half, at: block + 1)
    bucketCounts.insert(0, at: block + 1)
    bucketShifts.insert(0, at: block + 1)
    blockStarts.insert(0, at: block + 1)
    blockFirsts.insert(0, at: block + 1)
    rebuildBlock(block)
    rebuildBlock(block + 1)
  }

  /// Removes an empty block from the flat arrays.
  private mutating func removeBlock(_ block: Int) {
    let base = block * Self.blockCapacity
    slotCounts.removeSubrange(base..<(base + Self.blockCapacity))
    slotStarts.removeSubrange(base..<(base + Self.blockCapacity))
    let bucketBase = block * Self.bucketCapacity
    slotBuckets.removeSubrange(bucketBase..<(bucketBase + Self.bucketCapacity))
    blockSizes.remove(at: block)
    bucketCounts.remove(at: block)
    bucketShifts.remove(at: block)
    blockStarts.remove(at: block)
    blockFirsts.remove(at: block)
  }

  /// Recomputes a block's local starts and its bucket index.
  private mutating func rebuildBlock(_ block: Int) {
    let base = block * Self.blockCapacity
    let size = blockSizes[block]
    var running = 0
    for slot in 0..<size {
      slotStarts[base + slot] = running
      running = ListLimits.add(running, slotCounts[base + slot])
    }
    // Buckets of about the average count: as many buckets as slots, up to twice as many.
    let average = size == 0 ? 1 : max(1, running / size)
    let shift = Int.bitWidth - 1 - average.leadingZeroBitCount
    let buckets = running == 0 ? 0 : min(Self.bucketCapacity, ((running - 1) >> shift) + 1)
    let bucketBase = block * Self.bucketCapacity
    var owner = 0
    for bucket in 0..<buckets {
      let first = bucket << shift
      while owner + 1 < size, slotStarts[base + owner + 1] <= first { owner += 1 }
      slotBuckets[bucketBase + bucket] = owner
    }
    bucketCounts[block] = buckets
    bucketShifts[block] = shift
  }

  /// Recomputes the block totals and first indexes from a block to the end.
  private mutating func rebuildBlockTotals(from block: Int) {
    let first = max(0, min(block, blockSizes.count))
    var start = 0
    var element = 0
    if first > 0 {
      let previous = first - 1
      start = ListLimits.add(blockStarts[previous], blockTotal(previous))
      element = blockFirsts[previous] + blockSizes[previous]
    }
    for index in first..<blockSizes.count {
      blockStarts[index] = start
      blockFirsts[index] = element
      start = ListLimits.add(start, blockTotal(index))
      element += blockSizes[index]
    }
    blockStarts[blockSizes.count] = start
    blockFirsts[blockSizes.count] = element
    rebuildTopBuckets()
  }

  /// Recomputes the global buckets: as many as blocks, up to twice as many.
  private mutating func rebuildTopBuckets() {
    let blocks = blockSizes.count
    let total = blockStarts[blocks]
    let average = blocks == 0 ? 1 : max(1, total / blocks)
    topShift = Int.bitWidth - 1 - average.leadingZeroBitCount
    let buckets = total == 0 ? 0 : ((total - 1) >> topShift) + 1
    topBuckets = Array(repeating: 0, count: buckets)
    var owner = 0
    for bucket in 0..<buckets {
      let first = bucket << topShift
      while owner + 1 < blocks, blockStarts[owner + 1] <= first { owner += 1 }
      topBuckets[bucket] = owner
    }
  }

  /// The sum of a block's counts.
  private func blockTotal(_ block: Int) -> Int {
    let size = blockSizes[block]
    guard size > 0 else { return 0 }
    let last = block * Self.blockCapacity + size - 1
    return ListLimits.add(slotStarts[last], slotCounts[last])
  }
}
