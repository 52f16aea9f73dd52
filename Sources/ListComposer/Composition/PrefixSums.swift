/// Running totals of a list of non-negative counts, for finding which element owns an offset.
///
/// A composition stores one count per child (sections, or items for a linear composition) and
/// must answer two questions fast: "which child owns global index g?" and "where does child k
/// start?". `PrefixSums` keeps the start of every element, so ``start(of:)`` is O(1), and a
/// bucket table over the offsets, so ``locate(_:)`` jumps straight to the one or two elements that
/// can contain an offset and binary-searches only between them.
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
/// Lookups happen for every cell a host requests; counts change only when a child changes, so
/// the type makes lookups cheap and lets updates cost O(k). The type is a pure value: `Sendable`
/// and usable off the main actor.
@usableFromInline package struct PrefixSums: Hashable, Sendable {
  /// `starts[i]` is the sum of the counts before element `i`; `starts[count]` is the total.
  @usableFromInline var starts: [Int]
  /// `buckets[b] + b` is the element that contains offset `b << shift`. Stored relative to the
  /// bucket, so that inserting or removing an element one bucket long moves the table's tail
  /// without changing its values.
  @usableFromInline var buckets: [Int]
  /// Offsets per bucket, as a power of two.
  @usableFromInline var shift: Int
  /// The counts, kept only while the total is `Int.max`: sums that saturate no longer tell
  /// them apart. Otherwise each count is the difference of two starts, and edits move one table
  /// fewer.
  private var saturatedCounts: [Int]?

  /// Creates running totals of `counts`; negative counts are treated as 0.
  ///
  /// - Complexity: O(k + t / b), where k is the number of counts, t their total and b the
  ///   bucket size, chosen near t / k.
  package init(_ counts: [Int] = []) {
    let counts = counts.map { max(0, $0) }
    var starts: [Int] = []
    starts.reserveCapacity(counts.count + 1)
    var running = 0
    for count in counts {
      starts.append(running)
      running = ListLimits.add(running, count)
    }
    starts.append(running)
    self.starts = starts
    buckets = []
    shift = 0
    saturatedCounts = running == Int.max ? counts : nil
    rebuildBuckets(fromOffset: 0, total: running)
  }

  /// The counts, as given (negative counts are stored as 0).
  ///
  /// - Complexity: O(k), where k is the number of counts.
  package var counts: [Int] {
    saturatedCounts ?? (0..<count).map { starts[$0 + 1] - starts[$0] }
  }

  /// The number of counts.
  package var count: Int { starts.count - 1 }

  /// Returns the count of element `index`, or `nil` when `index` is out of range.
  ///
  /// - Complexity: O(1).
  package func count(at index: Int) -> Int? {
    guard index >= 0, index < count else { return nil }
    return saturatedCounts?[index] ?? starts[index + 1] - starts[index]
  }

  /// The sum of all counts.
  ///
  /// - Complexity: O(1).
  package var total: Int { starts[starts.count - 1] }

  /// Sums are equal when their counts are; the bucket table is an index, whose size may lag.
  @usableFromInline package static func == (lhs: PrefixSums, rhs: PrefixSums) -> Bool {
    lhs.starts == rhs.starts && lhs.saturatedCounts == rhs.saturatedCounts
  }

  @usableFromInline package func hash(into hasher: inout Hasher) {
    hasher.combine(starts)
    hasher.combine(saturatedCounts)
  }

  /// Returns the sum of the counts before `index`, which is where element `index` starts; `nil`
  /// when `index` is not in `0...count`.
  ///
  /// - Complexity: O(1).
  package func start(of index: Int) -> Int? {
    index >= 0 && index < starts.count ? starts[index] : nil
  }

  /// Returns the element that contains global offset `offset`, and the offset within it.
  ///
  /// Elements with a count of 0 own no offsets and are never returned. Returns `nil` when
  /// `offset` is negative or not below ``total``.
  ///
  /// - Complexity: O(1) when neighbouring counts are of similar size; O(log k) at worst, where k
  ///   is the number of counts.
  @inlinable @inline(__always)
  package func locate(_ offset: Int) -> (index: Int, offset: Int)? {
    guard offset >= 0, offset < starts[starts.count - 1] else { return nil }
    let bucket = offset >> shift
    // The owner is the last element starting at or before `offset`; it lies between the owners
    // of this bucket's first offset and the next bucket's first offset.
    var low = buckets[bucket] &+ bucket
    var high = bucket + 1 < buckets.count ? buckets[bucket + 1] &+ (bucket + 1) : starts.count - 2
    if high &- low <= 1 {
      // The usual case: buckets are no longer than the average count, so a bucket holds at most
      // one start and the owner is `low` or the next element. One comparison, taken without a
      // branch: random offsets would mispredict one half the time, and a misprediction discards
      // the loads of the lookups that follow. (When `high == low`, the next element starts past
      // the next bucket, and the comparison is false.)
      low &+= starts[low &+ 1] <= offset ? 1 : 0
    } else {
      while low < high {
        let middle = (low + high + 1) >> 1
        if starts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
    }
    return (low, offset - starts[low])
  }

  /// Sets the count of one element.
  ///
  /// Returns `false`, changing nothing, when `index` is out of range.
  ///
  /// - Complexity: O(k), where k is the number of counts: a pass that adds the change to the
  ///   starts after `index`, and a move of the bucket table (see ``insert(_:at:)``).
  @discardableResult
  package mutating func set(_ index: Int, to newCount: Int) -> Bool {
    guard let old = count(at: index) else { return false }
    let value = max(0, newCount)
    guard value != old else { return true }
    update(at: index, from: old, to: value, shiftingBy: 0) { $0[index] = value }
    return true
  }

  /// Inserts a count at `index` (clamped to `0...count`).
  ///
  /// - Complexity: O(k), where k is the number of counts, in moves and additions of the tables'
  ///   tails: when the count is a multiple of the bucket size (always, for counts of 1 or when
  ///   the average count is below 2) the bucket table moves rather than being rebuilt, so
  ///   inserting one element among 100,000 costs about as much as inserting into a few arrays
  ///   of that length.
  package mutating func insert(_ newCount: Int, at index: Int) {
    let index = min(max(0, index), count)
    let value = max(0, newCount)
    update(at: index, from: nil, to: value, shiftingBy: 1) { $0.insert(value, at: index) }
  }

  /// Removes the count at `index`; returns `false`, changing nothing, when out of range.
  ///
  /// - Complexity: O(k), as ``insert(_:at:)``.
  @discardableResult
  package mutating func remove(at index: Int) -> Bool {
    guard let old = count(at: index) else { return false }
    update(at: index, from: old, to: nil, shiftingBy: -1) { $0.remove(at: index) }
    return true
  }

  /// Brings `starts` and `buckets` up to date after element `index` changed from `old` to `new`
  /// offsets (`nil`: the element was inserted or removed), which moved the elements after it by
  /// `shift` indices.
  ///
  /// Elements before `index` and the buckets that start before it keep their values. After it,
  /// every start moves by the change in offsets, and a bucket past the element is the bucket
  /// that many offsets earlier (or later), owned by the element `shift` indices away: when the
  /// change is a whole number of buckets, the bucket table is moved, not recomputed, and for
  /// one element one bucket long its values do not even change.
  ///
  /// Sums that saturate (or would) take the careful path: `edit` is applied to the counts and
  /// every table is built again.
  private mutating func update(
    at index: Int, from old: Int?, to new: Int?, shiftingBy shift: Int,
    edit: (inout [Int]) -> Void
  ) {
    let oldTotal = total
    let delta = (new ?? 0) - (old ?? 0)
    guard saturatedCounts == nil, oldTotal < Int.max, delta < Int.max - oldTotal else {
      var counts = counts
      edit(&counts)
      self = PrefixSums(counts)
      return
    }
    let start = starts[index]
    // One pass over the tail: moving it and adding the change together.
    switch shift {
    case 1:
      // The new element starts where the old one did; the old one and those after it start
      // `delta` later.
      starts.append(0)
      starts.withUnsafeMutableBufferPointer { starts in
        var position = starts.count - 1
        while position > index {
          starts[position] = starts[position - 1] &+ delta
          position -= 1
        }
      }
    case -1:
      // The element after the removed one takes its index and its start.
      starts.withUnsafeMutableBufferPointer { starts in
        for position in index..<(starts.count - 1) {
          starts[position] = starts[position + 1] &+ delta
        }
      }
      starts.removeLast()
    default:
      if delta != 0 {
        starts.withUnsafeMutableBufferPointer { starts in
          for position in (index + 1)..<starts.count { starts[position] &+= delta }
        }
      }
    }
    let total = oldTotal + delta
    let idealShift = Self.bucketShift(total: total, count: count)
    let bucketSize = 1 << self.shift
    // Keep the bucket size while it is within a factor of two of the ideal one: lookups stay
    // within one more step, and a change need not rebuild the table.
    guard abs(idealShift - self.shift) <= 1, delta % bucketSize == 0 else {
      rebuildBuckets(fromOffset: abs(idealShift - self.shift) <= 1 ? start : 0, total: total)
      return
    }
    let moved = abs(delta) >> self.shift
    // The first bucket whose first offset is at or after the changed offsets.
    let changeStart = start + min(old ?? 0, new ?? 0)
    let first = (changeStart + bucketSize - 1) >> self.shift
    Self.move(
      &buckets, at: first, inserting: delta > 0 ? moved : -moved, owner: index,
      adding: shift - (delta >> self.shift))
  }

  /// Inserts `count` buckets owned by `owner` at `index` (or, for a negative `count`, removes
  /// that many there) and adds `increment` to every stored value after them.
  ///
  /// Values are stored relative to their bucket (see ``buckets``): a bucket `m` places later
  /// that keeps its owner, shifted by `e` elements, changes its stored value by `e - m`, which
  /// is 0 for the common edit, one element one bucket long.
  private static func move(
    _ table: inout [Int], at index: Int, inserting count: Int, owner: Int, adding increment: Int
  ) {
    if count > 0 {
      table.insert(contentsOf: (index..<(index + count)).map { owner - $0 }, at: index)
    } else if count < 0 {
      table.removeSubrange(index..<(index - count))
    }
    guard increment != 0 else { return }
    // A plain loop over a buffer: compiled to vector additions.
    table.withUnsafeMutableBufferPointer { table in
      for position in (index + max(0, count))..<table.count { table[position] &+= increment }
    }
  }

  /// The bucket size, as a power of two: the largest not above the average count, so there are
  /// about as many buckets as elements and each bucket spans one or two of them.
  private static func bucketShift(total: Int, count: Int) -> Int {
    let average = count == 0 ? 1 : max(1, total / count)
    return Int.bitWidth - 1 - average.leadingZeroBitCount
  }

  /// Recomputes the buckets from the one that holds `offset` on; with `offset` 0, chooses the
  /// bucket size anew.
  private mutating func rebuildBuckets(fromOffset offset: Int, total: Int) {
    if offset == 0 { shift = Self.bucketShift(total: total, count: count) }
    let bucketCount = total == 0 ? 0 : ((total - 1) >> shift) + 1
    let first = min(offset >> shift, bucketCount)
    if buckets.count > bucketCount {
      buckets.removeSubrange(bucketCount...)
    } else if buckets.count < bucketCount {
      buckets.append(contentsOf: repeatElement(0, count: bucketCount - buckets.count))
    }
    var owner = first < bucketCount ? (locateByStarts(first << shift) ?? 0) : 0
    for bucket in first..<bucketCount {
      let firstOffset = bucket << shift
      while owner + 1 < count, starts[owner + 1] <= firstOffset { owner += 1 }
      buckets[bucket] = owner - bucket
    }
  }

  /// The last element that starts at or before `offset`, by binary search over `starts`.
  private func locateByStarts(_ offset: Int) -> Int? {
    guard count > 0 else { return nil }
    var low = 0
    var high = count - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
