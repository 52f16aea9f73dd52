/// The heights of a run of rows, with the offset of any row and the row at any offset found in
/// O(log n): a Fenwick tree (binary indexed tree) of partial sums beside the heights themselves.
///
///     var rows = HeightIndex([44, 60, 44])
///     rows.offset(of: 2)        // 104.0: the top of the third row
///     rows.index(containing: 50) // 1: the second row spans 44..<104
///     rows.setHeight(80, at: 0)  // O(log n): the rows below move down by 36
///     rows.totalHeight          // 184.0
///
/// A headless view keeps one over its sections' headers, items and footers (see
/// `ListEngine.Geometry`), so that the rows in its viewport, and the content offset that puts
/// a row at the top, are found without walking the rows above, however long the list.
///
/// It does not shift: an insertion or deletion builds a new index from the heights in O(n),
/// which costs a few additions per row and no reads of the data source (the view carries the
/// heights of kept rows across a batch). A resize is a point update, O(log n).
package struct HeightIndex: Sendable, Hashable {
  /// The height of each row.
  package private(set) var heights: [Double]
  /// `tree[i]` holds the sum of the heights of the rows `(i - lowbit(i)) ..< i`, 1-based.
  private var tree: [Double]

  /// Creates an index over heights, in order.
  ///
  /// - Complexity: O(n), where n is the number of heights.
  package init(_ heights: [Double] = []) {
    self.heights = heights
    var tree = [0.0] + heights
    let count = heights.count
    var index = 1
    while index <= count {
      let parent = index + (index & -index)
      if parent <= count { tree[parent] += tree[index] }
      index += 1
    }
    self.tree = tree
  }

  /// The number of rows.
  package var count: Int { heights.count }

  /// The sum of every row's height.
  ///
  /// - Complexity: O(log n), where n is the number of rows.
  package var totalHeight: Double { offset(of: count) }

  /// Returns the sum of the heights of the rows before `index`: the top of the row at `index`
  /// (or the bottom of the last row when `index` is the count). Out-of-range indices clamp.
  ///
  /// - Complexity: O(log n), where n is the number of rows.
  package func offset(of index: Int) -> Double {
    var position = min(max(0, index), count)
    var sum = 0.0
    while position > 0 {
      sum += tree[position]
      position -= position & -position
    }
    return sum
  }

  /// Returns the first row whose bottom lies below `offset`: the row that spans it, skipping
  /// rows of no height; `count` when `offset` lies at or below the bottom of the last row, and 0
  /// for an offset above the first row.
  ///
  /// - Complexity: O(log n), where n is the number of rows.
  package func index(containing offset: Double) -> Int {
    guard offset >= 0 else { return 0 }
    var position = 0
    var remaining = offset
    var step = 1
    while step * 2 <= count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return position
  }

  /// Sets the height of one row; the rows below it move.
  ///
  /// - Complexity: O(log n), where n is the number of rows.
  package mutating func setHeight(_ height: Double, at index: Int) {
    guard heights.indices.contains(index) else { return }
    let delta = height - heights[index]
    heights[index] = height
    guard delta != 0 else { return }
    var position = index + 1
    while position <= count {
      tree[position] += delta
      position += position & -position
    }
  }
}
