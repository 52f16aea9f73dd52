/// Running totals of a list of non-negative counts, kept current as counts change.
///
/// A composition stores one count per child (sections, or items for a linear composition) and
/// must answer two questions fast: "which child owns global index g?" and "where does child k
/// start?". `PrefixSums` answers both in O(log k) with a Fenwick (binary indexed) tree, and also
/// updates one child's count in O(log k), so neither lookups nor edits scan the children.
///
///     var sums = PrefixSums([3, 0, 2])
///     sums.total                  // 5
///     sums.start(of: 2)           // 3
///     sums.locate(4)              // (index: 2, offset: 1)
///     sums.locate(5)              // nil
///     sums.set(1, to: 4)          // counts are now [3, 4, 2]
///     sums.locate(4)              // (index: 1, offset: 1)
///
/// The type is a pure value: `Sendable` and usable off the main actor.
public struct PrefixSums: Hashable, Sendable {
  /// The counts, as given.
  public private(set) var counts: [Int]
  /// Fenwick tree over `counts`, 1-based: `tree[i]` sums `counts[i - lowbit(i) ..< i]`.
  private var tree: [Int]
  /// The highest power of two not above `counts.count`, for the binary-lifting search.
  private var topBit: Int

  /// Creates running totals of `counts`; negative counts are treated as 0.
  ///
  /// - Complexity: O(k), where k is the number of counts.
  public init(_ counts: [Int] = []) {
    self.counts = counts.map { max(0, $0) }
    tree = [0] + self.counts
    topBit = 0
    rebuild()
  }

  /// The number of counts.
  public var count: Int { counts.count }

  /// The sum of all counts.
  ///
  /// - Complexity: O(log k).
  public var total: Int { prefix(counts.count) }

  /// Returns the sum of the counts before `index`, which is where element `index` starts; `nil`
  /// when `index` is not in `0...count`.
  ///
  /// - Complexity: O(log k), where k is the number of counts.
  public func start(of index: Int) -> Int? {
    guard index >= 0, index <= counts.count else { return nil }
    return prefix(index)
  }

  /// Returns the element that contains global offset `offset`, and the offset within it.
  ///
  /// Elements with a count of 0 own no offsets and are never returned. Returns `nil` when
  /// `offset` is negative or not below ``total``.
  ///
  /// - Complexity: O(log k), where k is the number of counts.
  public func locate(_ offset: Int) -> (index: Int, offset: Int)? {
    guard offset >= 0 else { return nil }
    // Binary lifting: find the largest position p whose prefix sum is <= offset.
    var position = 0
    var remaining = offset
    var step = topBit
    while step > 0 {
      let next = position + step
      if next < tree.count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step >>= 1
    }
    // `position` elements lie wholly before `offset`; element `position` contains it.
    guard position < counts.count else { return nil }
    return (position, remaining)
  }

  /// Sets the count of one element.
  ///
  /// Returns `false`, changing nothing, when `index` is out of range.
  ///
  /// - Complexity: O(log k), where k is the number of counts.
  @discardableResult
  public mutating func set(_ index: Int, to newCount: Int) -> Bool {
    guard index >= 0, index < counts.count else { return false }
    let value = max(0, newCount)
    let delta = value - counts[index]
    counts[index] = value
    guard delta != 0 else { return true }
    var i = index + 1
    while i < tree.count {
      tree[i] += delta
      i += i & -i
    }
    return true
  }

  /// Inserts a count at `index` (clamped to `0...count`).
  ///
  /// - Complexity: O(k), where k is the number of counts.
  public mutating func insert(_ newCount: Int, at index: Int) {
    counts.insert(max(0, newCount), at: min(max(0, index), counts.count))
    rebuild()
  }

  /// Removes the count at `index`; returns `false`, changing nothing, when out of range.
  ///
  /// - Complexity: O(k), where k is the number of counts.
  @discardableResult
  public mutating func remove(at index: Int) -> Bool {
    guard index >= 0, index < counts.count else { return false }
    counts.remove(at: index)
    rebuild()
    return true
  }

  private func prefix(_ end: Int) -> Int {
    var sum = 0
    var i = end
    while i > 0 {
      sum += tree[i]
      i -= i & -i
    }
    return sum
  }

  private mutating func rebuild() {
    tree = [0] + counts
    var i = 1
    while i < tree.count {
      let parent = i + (i & -i)
      if parent < tree.count { tree[parent] += tree[i] }
      i += 1
    }
    topBit = 1
    while topBit * 2 <= counts.count { topBit *= 2 }
    if counts.isEmpty { topBit = 0 }
  }
}
