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
public struct PrefixSums: Hashable, Sendable {
  /// The counts, as given (negative counts are stored as 0).
  public private(set) var counts: [Int]
  /// `starts[i]` is the sum of `counts[..<i]`; `starts[count]` is the total.
  @usableFromInline var starts: [Int]
  /// `buckets[b]` is the element that contains offset `b << shift`.
  @usableFromInline var buckets: [Int]
  /// Offsets per bucket, as a power of two.
  @usableFromInline var shift: Int

  /// Creates running totals of `counts`; negative counts are treated as 0.
  ///
  /// - Complexity: O(k + t / b), where k is the number of counts, t their total and b the
  ///   bucket size, chosen near t / k.
  public init(_ counts: [Int] = []) {
    self.counts = counts.map { max(0, $0) }
    starts = []
    buckets = []
    shift = 0
    rebuild(from: 0)
  }

  /// The number of counts.
  public var count: Int { counts.count }

  /// The sum of all counts.
  ///
  /// - Complexity: O(1).
  /// Returns the count of element `index`, or `nil` when `index` is out of range.
  public func count(at index: Int) -> Int? {
    index >= 0 && index < counts.count ? counts[index] : nil
  }

  public var total: Int { starts[counts.count] }

  /// Returns the sum of the counts before `index`, which is where element `index` starts; `nil`
  /// when `index` is not in `0...count`.
  ///
  /// - Complexity: O(1).
  public func start(of index: Int) -> Int? {
    index >= 0 && index <= counts.count ? starts[index] : nil
  }

  /// Returns the element that contains global offset `offset`, and the offset within it.
  ///
  /// Elements with a count of 0 own no offsets and are never returned. Returns `nil` when
  /// `offset` is negative or not below ``total``.
  ///
  /// - Complexity: O(1) when neighbouring counts are of similar size; O(log k) at worst, where k
  ///   is the number of counts.
  @inlinable
  public func locate(_ offset: Int) -> (index: Int, offset: Int)? {
    guard offset >= 0, offset < starts[starts.count - 1] else { return nil }
    let bucket = offset >> shift
    // The owner is the last element starting at or before `offset`; it lies between the owners
    // of this bucket's first offset and the next bucket's first offset.
    var low = buckets[bucket]
    var high = bucket + 1 < buckets.count ? buckets[bucket + 1] : counts.count - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low, offset - starts[low])
  }

  /// Sets the count of one element.
  ///
  /// Returns `false`, changing nothing, when `index` is out of range.
  ///
  /// - Complexity: O(k + t / b), as ``init(_:)``.
  @discardableResult
  public mutating func set(_ index: Int, to newCount: Int) -> Bool {
    guard index >= 0, index < counts.count else { return false }
    let value = max(0, newCount)
    guard value != counts[index] else { return true }
    counts[index] = value
    rebuild(from: index)
    return true
  }

  /// Inserts a count at `index` (clamped to `0...count`).
  ///
  /// - Complexity: O(k + t / b), as ``init(_:)``.
  public mutating func insert(_ newCount: Int, at index: Int) {
    let index = min(max(0, index), counts.count)
    counts.insert(max(0, newCount), at: index)
    rebuild(from: index)
  }

  /// Removes the count at `index`; returns `false`, changing nothing, when out of range.
  ///
  /// - Complexity: O(k + t / b), as ``init(_:)``.
  @discardableResult
  public mutating func remove(at index: Int) -> Bool {
    guard index >= 0, index < counts.count else { return false }
    counts.remove(at: index)
    rebuild(from: index)
    return true
  }

  private mutating func rebuild(from index: Int) {
    var first = index
    if starts.count != counts.count + 1 {
      starts = Array(repeating: 0, count: counts.count + 1)
      first = 0
    }
    var running = starts[first]
    for position in first..<counts.count {
      starts[position] = running
      running = ListLimits.add(running, counts[position])
    }
    starts[counts.count] = running
    // Bucket size: the largest power of two not above the average count, so there are about as
    // many buckets as elements and each bucket spans one or two of them.
    let average = counts.isEmpty ? 1 : max(1, running / counts.count)
    shift = Int.bitWidth - 1 - average.leadingZeroBitCount
    let bucketCount = running == 0 ? 0 : ((running - 1) >> shift) + 1
    buckets = Array(repeating: 0, count: bucketCount)
    var owner = 0
    for bucket in 0..<bucketCount {
      let first = bucket << shift
      while owner + 1 < counts.count, starts[owner + 1] <= first { owner += 1 }
      buckets[bucket] = owner
    }
  }
}
