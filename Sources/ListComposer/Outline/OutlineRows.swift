/// The rows an outline shows, as node indices kept in chunks of at most ``capacity`` rows, with
/// the first row of every chunk, so that inserting or removing k rows in the middle of n touches
/// the chunks around them instead of shifting every row after them.
///
/// - Complexity: Reading the node of a row is O(1) expected (the chunk is guessed from the row
///   and corrected in a step or two) and O(log(n / C)) at worst, where C is ``capacity``. The
///   row of a node is O(C). Inserting or removing k rows is O(k + C + n / C): the rows moved,
///   the chunk they land in, and one pass over the table of chunks.
struct OutlineRows {
  /// The largest number of rows in one chunk.
  let capacity: Int
  /// The chunks, in order; none is empty.
  private(set) var chunks: [[Int32]] = []
  /// The first row of each chunk, and then the number of rows.
  private(set) var starts: [Int] = [0]
  /// A stable identifier of each chunk, by chunk index.
  private var chunkIDs: [Int32] = []
  /// The index of the chunk with each identifier, or -1 for an identifier no longer used.
  private var chunkIndexByID: [Int32] = []
  /// The identifier of the chunk that holds each node, or -1 for a node that is not shown.
  private var chunkOfNode: [Int32] = []

  /// Creates an empty list of rows.
  init(capacity: Int) {
    self.capacity = max(2, capacity)
  }

  /// The number of rows.
  var count: Int { starts[starts.count - 1] }

  /// Every row's node, in order.
  var nodes: [Int32] { Array(chunks.joined()) }

  /// Replaces every row, for an outline of `nodeCount` nodes.
  ///
  /// - Complexity: O(r + nodeCount), where r is the number of rows.
  mutating func reset(_ rows: [Int32], nodeCount: Int) {
    chunkOfNode = Array(repeating: -1, count: nodeCount)
    chunks = pieces(rows[...])
    chunkIDs = chunks.indices.map { Int32($0) }
    chunkIndexByID = chunkIDs
    for (index, chunk) in chunks.enumerated() {
      for node in chunk { chunkOfNode[Int(node)] = Int32(index) }
    }
    starts = [0]
    renumber(from: 0)
  }

  /// The node shown at a row, or `nil` when the row does not exist.
  @inline(__always)
  func node(at row: Int) -> Int32? {
    guard row >= 0, row < count else { return nil }
    let chunk = chunkIndex(containing: row)
    return chunks[chunk][row - starts[chunk]]
  }

  /// The row of a node, or `nil` when the node is not shown.
  func row(ofNode node: Int) -> Int? {
    guard node >= 0, node < chunkOfNode.count else { return nil }
    let id = chunkOfNode[node]
    guard id >= 0 else { return nil }
    let chunk = Int(chunkIndexByID[Int(id)])
    guard let offset = chunks[chunk].firstIndex(of: Int32(node)) else { return nil }
    return starts[chunk] + offset
  }

  /// The index of the chunk that holds a row, which must exist.
  @inline(__always)
  private func chunkIndex(containing row: Int) -> Int {
    let chunkCount = chunks.count
    // Chunks are mostly full, so the row's share of the rows points at or near its chunk.
    var guess = min(chunkCount - 1, row * chunkCount / count)
    for _ in 0..<3 {
      if starts[guess] > row {
        guess -= 1
      } else if starts[guess + 1] <= row {
        guess += 1
      } else {
        return guess
      }
    }
    var low = 0
    var high = chunkCount - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= row { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Inserts nodes as rows, starting at `row` (which may be ``count``, to append).
  ///
  /// - Complexity: O(k + C + n / C), where k is the number of nodes inserted.
  mutating func insert(_ newNodes: [Int32], at row: Int) {
    guard !newNodes.isEmpty, row >= 0, row <= count else { return }
    guard !chunks.isEmpty else {
      reset(newNodes, nodeCount: chunkOfNode.count)
      return
    }
    let chunk = row == count ? chunks.count - 1 : chunkIndex(containing: row)
    let offset = row - starts[chunk]
    var combined = Array(chunks[chunk][..<offset])
    combined.reserveCapacity(chunks[chunk].count + newNodes.count)
    combined.append(contentsOf: newNodes)
    combined.append(contentsOf: chunks[chunk][offset...])
    let replacement = pieces(combined[...])
    var ids = [chunkIDs[chunk]]
    for _ in 1..<replacement.count { ids.append(newChunkID()) }
    replace(chunk...chunk, with: replacement, ids: ids)
  }

  /// Removes rows; their nodes are no longer shown.
  ///
  /// - Complexity: O(k + C + n / C), where k is the number of rows removed.
  mutating func remove(_ rows: Range<Int>) {
    guard !rows.isEmpty, rows.lowerBound >= 0, rows.upperBound <= count else { return }
    let first = chunkIndex(containing: rows.lowerBound)
    let last = chunkIndex(containing: rows.upperBound - 1)
    for chunk in first...last {
      let from = max(rows.lowerBound, starts[chunk]) - starts[chunk]
      let to = min(rows.upperBound, starts[chunk + 1]) - starts[chunk]
      for node in chunks[chunk][from..<to] { chunkOfNode[Int(node)] = -1 }
    }
    let head = chunks[first][..<(rows.lowerBound - starts[first])]
    let tail = chunks[last][(rows.upperBound - starts[last])...]
    var replacement: [[Int32]]
    var ids: [Int32]
    var range = first...last
    if head.count + tail.count > capacity {
      replacement = [Array(head), Array(tail)]
      ids = [chunkIDs[first], chunkIDs[last]]
    } else if head.isEmpty && tail.isEmpty {
      replacement = []
      ids = []
    } else {
      replacement = [Array(head) + tail]
      ids = [chunkIDs[first]]
      // Keep chunks from thinning out: a small remainder joins the chunk before it.
      if first > 0, replacement[0].count + chunks[first - 1].count <= capacity {
        replacement[0] = chunks[first - 1] + replacement[0]
        ids = [chunkIDs[first - 1]]
        range = (first - 1)...last
      }
    }
    replace(range, with: replacement, ids: ids)
  }

  /// Replaces a range of chunks, retiring the identifiers not reused and pointing every node of
  /// the new chunks at them.
  private mutating func replace(
    _ range: ClosedRange<Int>, with replacement: [[Int32]], ids: [Int32]
  ) {
    for id in chunkIDs[range] where !ids.contains(id) { chunkIndexByID[Int(id)] = -1 }
    for (chunk, id) in zip(replacement, ids) {
      for node in chunk { chunkOfNode[Int(node)] = id }
    }
    chunks.replaceSubrange(range, with: replacement)
    chunkIDs.replaceSubrange(range, with: ids)
    starts.removeSubrange((range.lowerBound + 1)...)
    renumber(from: range.lowerBound)
    if chunkIndexByID.count > 2 * chunks.count + 64 { reset(nodes, nodeCount: chunkOfNode.count) }
  }

  /// Recomputes the first rows and the chunk indices of the chunks from `first` on; `starts`
  /// must hold the entries up to `first`.
  private mutating func renumber(from first: Int) {
    var start = starts[first]
    for chunk in first..<chunks.count {
      chunkIndexByID[Int(chunkIDs[chunk])] = Int32(chunk)
      start += chunks[chunk].count
      starts.append(start)
    }
  }

  /// Returns a new chunk identifier.
  private mutating func newChunkID() -> Int32 {
    chunkIndexByID.append(-1)
    return Int32(chunkIndexByID.count - 1)
  }

  /// Splits rows into chunks of near-equal size, none over ``capacity``.
  private func pieces(_ rows: ArraySlice<Int32>) -> [[Int32]] {
    guard !rows.isEmpty else { return [] }
    let pieceCount = (rows.count + capacity - 1) / capacity
    var result: [[Int32]] = []
    result.reserveCapacity(pieceCount)
    var start = rows.startIndex
    for piece in 0..<pieceCount {
      let end = rows.startIndex + rows.count * (piece + 1) / pieceCount
      result.append(Array(rows[start..<end]))
      start = end
    }
    return result
  }

  /// Checks the bookkeeping, for tests: no empty or overfull chunk, the first rows add up, and
  /// every node points at the chunk that holds it.
  func checkInvariants() -> Bool {
    var start = 0
    for (index, chunk) in chunks.enumerated() {
      guard !chunk.isEmpty, chunk.count <= capacity, starts[index] == start else { return false }
      guard chunkIndexByID[Int(chunkIDs[index])] == Int32(index) else { return false }
      for node in chunk where chunkOfNode[Int(node)] != chunkIDs[index] { return false }
      start += chunk.count
    }
    let shown = chunkOfNode.filter { $0 >= 0 }.count
    return starts.count == chunks.count + 1 && count == start && shown == start
  }
}
