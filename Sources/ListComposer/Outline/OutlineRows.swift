/// The rows an outline shows, in an object of their own so that a read reads them in place, as node indices kept in chunks of at most ``capacity`` rows, with
/// the first row of every chunk, so that inserting or removing k rows in the middle of n touches
/// the chunks around them instead of shifting every row after them.
///
/// Every chunk lives in a block of ``capacity`` slots of one flat array, so that reading a row
/// reads three plain arrays: the first rows, the block of the chunk, and the slot. The blocks
/// stay where they are when chunks are inserted or removed before them; only the small tables
/// of first rows and blocks shift.
///
/// - Complexity: Reading the node of a row is O(1) expected (the chunk is guessed from the row
///   and corrected in a step or two) and O(log(n / C)) at worst, where C is ``capacity``. The
///   row of a node is O(C). Inserting or removing k rows is O(k + C + n / C): the rows moved,
///   the chunk they land in, and one pass over the table of chunks.
///
/// Read for every cell request and only touched on the main actor, never during another access,
/// so dynamic exclusivity checks are turned off for its arrays.
@usableFromInline
final class OutlineRows {
  /// The largest number of rows in one chunk.
  @usableFromInline let capacity: Int
  /// The first row of each chunk, and then the number of rows.
  @exclusivity(unchecked) @usableFromInline private(set) var starts: [Int] = [0]
  /// The block of each chunk, in order; none is empty.
  @exclusivity(unchecked) @usableFromInline private(set) var blocks: [Int32] = []
  /// The rows' nodes: block `b` holds its chunk's in `slots[b * capacity ..< b * capacity + n]`.
  @exclusivity(unchecked) @usableFromInline private(set) var slots: [Int32] = []
  /// The number of chunks over the number of rows, to guess the chunk of a row by a
  /// multiplication rather than a division.
  @exclusivity(unchecked) @usableFromInline private(set) var chunksPerRow = 0.0
  /// The blocks that hold no chunk.
  @exclusivity(unchecked) private var freeBlocks: [Int32] = []
  /// The index of the chunk each block holds, or -1.
  @exclusivity(unchecked) private var chunkOfBlock: [Int32] = []
  /// The block that holds each node, or -1 for a node that is not shown.
  @exclusivity(unchecked) private var blockOfNode: [Int32] = []

  /// Creates an empty list of rows.
  init(capacity: Int) {
    self.capacity = max(2, capacity)
  }

  /// The number of rows.
  @inlinable var count: Int { starts[starts.count - 1] }

  /// The number of chunks.
  var chunkCount: Int { blocks.count }

  /// The nodes of a chunk.
  func chunk(_ index: Int) -> ArraySlice<Int32> {
    let base = Int(blocks[index]) * capacity
    return slots[base..<(base + starts[index + 1] - starts[index])]
  }

  /// Every row's node, in order.
  var nodes: [Int32] {
    var result: [Int32] = []
    result.reserveCapacity(count)
    for index in blocks.indices { result.append(contentsOf: chunk(index)) }
    return result
  }

  /// Replaces every row, for an outline of `nodeCount` nodes.
  ///
  /// - Complexity: O(r + nodeCount), where r is the number of rows.
  func reset(_ rows: [Int32], nodeCount: Int) {
    blockOfNode = Array(repeating: -1, count: nodeCount)
    slots = []
    freeBlocks = []
    chunkOfBlock = []
    blocks = []
    starts = [0]
    replace(0..<0, with: pieces(rows[...]))
  }

  /// The node shown at a row, or `nil` when the row does not exist.
  @inlinable @inline(__always)
  func node(at row: Int) -> Int32? {
    guard row >= 0, row < count else { return nil }
    let chunk = chunkIndex(containing: row)
    return slots[Int(blocks[chunk]) &* capacity &+ row &- starts[chunk]]
  }

  /// The row of a node, or `nil` when the node is not shown.
  func row(ofNode node: Int) -> Int? {
    guard node >= 0, node < blockOfNode.count else { return nil }
    let block = blockOfNode[node]
    guard block >= 0 else { return nil }
    let chunk = Int(chunkOfBlock[Int(block)])
    guard let slot = self.chunk(chunk).firstIndex(of: Int32(node)) else { return nil }
    return starts[chunk] + slot - Int(block) * capacity
  }

  /// The index of the chunk that holds a row, which must exist.
  @inlinable @inline(__always)
  func chunkIndex(containing row: Int) -> Int {
    let chunkCount = blocks.count
    // Chunks are mostly full, so the row's share of the rows points at or near its chunk.
    var guess = min(chunkCount - 1, Int(Double(row) * chunksPerRow))
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
  func insert(_ newNodes: [Int32], at row: Int) {
    guard !newNodes.isEmpty, row >= 0, row <= count else { return }
    guard !blocks.isEmpty else {
      replace(0..<0, with: pieces(newNodes[...]))
      return
    }
    let index = row == count ? blocks.count - 1 : chunkIndex(containing: row)
    let combined = spliced(newNodes, intoChunk: index, at: row - starts[index])
    replace(index..<(index + 1), with: pieces(combined[...]))
  }

  /// A chunk's nodes with others inserted at an offset, in an array of their own: no slice of
  /// ``slots`` outlives this call, so the slots are written in place afterwards, not copied.
  private func spliced(_ newNodes: [Int32], intoChunk index: Int, at offset: Int) -> [Int32] {
    let old = chunk(index)
    var combined: [Int32] = []
    combined.reserveCapacity(old.count + newNodes.count)
    combined.append(contentsOf: old.prefix(offset))
    combined.append(contentsOf: newNodes)
    combined.append(contentsOf: old.dropFirst(offset))
    return combined
  }

  /// Removes rows; their nodes are no longer shown.
  ///
  /// - Complexity: O(k + C + n / C), where k is the number of rows removed.
  func remove(_ rows: Range<Int>) {
    guard !rows.isEmpty, rows.lowerBound >= 0, rows.upperBound <= count else { return }
    let first = chunkIndex(containing: rows.lowerBound)
    let last = chunkIndex(containing: rows.upperBound - 1)
    for index in first...last {
      let from = max(rows.lowerBound, starts[index]) - starts[index]
      let to = min(rows.upperBound, starts[index + 1]) - starts[index]
      for node in chunk(index).dropFirst(from).prefix(to - from) { blockOfNode[Int(node)] = -1 }
    }
    let head = Array(chunk(first).prefix(rows.lowerBound - starts[first]))
    let tail = Array(chunk(last).dropFirst(rows.upperBound - starts[last]))
    var range = first..<(last + 1)
    var replacement: [[Int32]]
    if head.count + tail.count > capacity {
      replacement = [head, tail]
    } else if head.isEmpty && tail.isEmpty {
      replacement = []
    } else {
      replacement = [head + tail]
      // Keep chunks from thinning out: a small remainder joins the chunk before it.
      if first > 0, replacement[0].count + starts[first] - starts[first - 1] <= capacity {
        replacement[0] = Array(chunk(first - 1)) + replacement[0]
        range = (first - 1)..<(last + 1)
      }
    }
    replace(range, with: replacement)
  }

  /// Replaces a range of chunks with new ones: frees their blocks, writes the new chunks into
  /// free blocks, points their nodes at them, and renumbers the chunks from there on.
  private func replace(_ range: Range<Int>, with replacement: [[Int32]]) {
    let following = (range.upperBound..<blocks.count).map { starts[$0 + 1] - starts[$0] }
    for block in blocks[range] {
      freeBlocks.append(block)
      chunkOfBlock[Int(block)] = -1
    }
    var newBlocks: [Int32] = []
    newBlocks.reserveCapacity(replacement.count)
    for rows in replacement {
      let block: Int32
      if let free = freeBlocks.popLast() {
        block = free
      } else {
        block = Int32(chunkOfBlock.count)
        chunkOfBlock.append(-1)
        slots.append(contentsOf: repeatElement(-1, count: capacity))
      }
      let base = Int(block) * capacity
      slots.replaceSubrange(base..<(base + rows.count), with: rows)
      for node in rows { blockOfNode[Int(node)] = block }
      newBlocks.append(block)
    }
    blocks.replaceSubrange(range, with: newBlocks)
    // Renumber the chunks from the first one replaced on.
    starts.removeSubrange((range.lowerBound + 1)...)
    var start = starts[range.lowerBound]
    for size in replacement.map(\.count) + following {
      start += size
      starts.append(start)
    }
    for index in range.lowerBound..<blocks.count {
      chunkOfBlock[Int(blocks[index])] = Int32(index)
    }
    chunksPerRow = count > 0 ? Double(blocks.count) / Double(count) : 0
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
  /// every node points at the block that holds it.
  func checkInvariants() -> Bool {
    var start = 0
    for index in blocks.indices {
      let size = starts[index + 1] - starts[index]
      guard size > 0, size <= capacity, starts[index] == start else { return false }
      guard chunkOfBlock[Int(blocks[index])] == Int32(index) else { return false }
      for node in chunk(index) where blockOfNode[Int(node)] != blocks[index] { return false }
      start += size
    }
    let shown = blockOfNode.filter { $0 >= 0 }.count
    let used = chunkOfBlock.filter { $0 >= 0 }.count
    return starts.count == blocks.count + 1 && count == start && shown == start
      && used == blocks.count && used + freeBlocks.count == chunkOfBlock.count
  }
}
