/// The rows an outline shows, in an object of their own so that a read reads them in place: each
/// row's item (what a cell request returns) and its key (which node, or which node's load row,
/// it shows), kept in chunks of at most ``capacity`` rows, with the first row of every chunk, so
/// that inserting or removing k rows in the middle of n touches the chunks around them instead
/// of shifting every row after them.
///
/// Every chunk lives in a block of ``capacity`` slots of two flat arrays (items and keys), so
/// that reading a row reads the small table of first rows, the block of the chunk, and one slot
/// holding the whole item: one access to memory that is not in cache, as for a plain array. The
/// blocks stay where they are when chunks are inserted or removed before them; only the small
/// tables of first rows and blocks shift.
///
/// - Complexity: Reading a row is O(1) expected (the chunk is guessed from the row and corrected
///   in a step or two) and O(log(n / C)) at worst, where C is ``capacity``. The row of a key is
///   O(C). Inserting or removing k rows is O(k + C + n / C): the rows moved, the chunk they land
///   in, and one pass over the table of chunks (n / C is below C up to C² rows).
///
/// Read for every cell request and only touched on the main actor, never during another access,
/// so dynamic exclusivity checks are turned off for its arrays.
@usableFromInline
final class OutlineRows<Item> {
  /// The largest number of rows in one chunk.
  @usableFromInline let capacity: Int
  /// The first row of each chunk, and then the number of rows.
  @exclusivity(unchecked) @usableFromInline private(set) var starts: [Int] = [0]
  /// The block of each chunk, in order; none is empty.
  @exclusivity(unchecked) @usableFromInline private(set) var blocks: [Int32] = []
  /// The rows' items: block `b` holds its chunk's in `items[b * capacity ..< b * capacity + n]`.
  @exclusivity(unchecked) @usableFromInline private(set) var items: [Item] = []
  /// The rows' keys, in the same slots as their items.
  @exclusivity(unchecked) private var keys: [Int32] = []
  /// The chunk that holds row `b << 8`, for each `b`: where the search for a row's chunk
  /// starts, a step or two before the chunk, as chunks hold hundreds of rows.
  @exclusivity(unchecked) @usableFromInline private(set) var directory: [Int32] = []
  /// The blocks that hold no chunk.
  @exclusivity(unchecked) private var freeBlocks: [Int32] = []
  /// The index of the chunk each block holds, or -1.
  @exclusivity(unchecked) private var chunkOfBlock: [Int32] = []
  /// The block that holds each key, or -1 for a key that is not shown.
  @exclusivity(unchecked) private var blockOfKey: [Int32] = []

  /// Creates an empty list of rows.
  init(capacity: Int) {
    self.capacity = max(2, capacity)
  }

  /// The number of rows.
  @inlinable var count: Int { starts[starts.count - 1] }

  /// The number of chunks.
  var chunkCount: Int { blocks.count }

  /// The slots of a chunk.
  private func slots(ofChunk index: Int) -> Range<Int> {
    let base = Int(blocks[index]) * capacity
    return base..<(base + starts[index + 1] - starts[index])
  }

  /// Every row's key, in order.
  var allKeys: [Int32] {
    var result: [Int32] = []
    result.reserveCapacity(count)
    for index in blocks.indices { result.append(contentsOf: keys[slots(ofChunk: index)]) }
    return result
  }

  /// Every row's item, in order.
  var allItems: [Item] {
    var result: [Item] = []
    result.reserveCapacity(count)
    for index in blocks.indices { result.append(contentsOf: items[slots(ofChunk: index)]) }
    return result
  }

  /// Makes room for keys below `keyCount`; keys are ``row(ofKey:)``'s and the rows' own.
  ///
  /// - Complexity: O(1) amortised per key added.
  func reserveKeys(_ keyCount: Int) {
    if blockOfKey.count < keyCount {
      blockOfKey.append(contentsOf: repeatElement(-1, count: keyCount - blockOfKey.count))
    }
  }

  /// Replaces every row, for keys below `keyCount`.
  ///
  /// - Complexity: O(r + keyCount), where r is the number of rows.
  func reset(keys newKeys: [Int32], items newItems: [Item], keyCount: Int) {
    blockOfKey = Array(repeating: -1, count: keyCount)
    items = []
    keys = []
    freeBlocks = []
    chunkOfBlock = []
    blocks = []
    starts = [0]
    directory = []
    guard let filler = newItems.first, newKeys.count == newItems.count else { return }
    let pieceCount = (newKeys.count + capacity - 1) / capacity
    var newBlocks: [Int32] = []
    var sizes: [Int] = []
    for piece in 0..<pieceCount {
      let rows = (newKeys.count * piece / pieceCount)..<(newKeys.count * (piece + 1) / pieceCount)
      let block = takeBlock(filler: filler)
      write(newKeys[rows], newItems[rows], toSlot: Int(block) * capacity, block: block)
      newBlocks.append(block)
      sizes.append(rows.count)
    }
    setChunks(0..<0, blocks: newBlocks, sizes: sizes)
  }

  /// The item shown at a row, or `nil` when the row does not exist.
  @inlinable @inline(__always)
  func item(at row: Int) -> Item? {
    guard row >= 0, row < count else { return nil }
    let chunk = chunkIndex(containing: row)
    return items[Int(blocks[chunk]) &* capacity &+ row &- starts[chunk]]
  }

  /// The key shown at a row, or `nil` when the row does not exist.
  func key(at row: Int) -> Int32? {
    guard row >= 0, row < count else { return nil }
    let chunk = chunkIndex(containing: row)
    return keys[Int(blocks[chunk]) * capacity + row - starts[chunk]]
  }

  /// Replaces the item of a row that exists; does nothing otherwise.
  func setItem(_ item: Item, at row: Int) {
    guard row >= 0, row < count else { return }
    let chunk = chunkIndex(containing: row)
    items[Int(blocks[chunk]) * capacity + row - starts[chunk]] = item
  }

  /// The row of a key, or `nil` when the key is not shown.
  ///
  /// - Complexity: O(C).
  func row(ofKey key: Int32) -> Int? {
    guard key >= 0, Int(key) < blockOfKey.count else { return nil }
    let block = blockOfKey[Int(key)]
    guard block >= 0 else { return nil }
    let chunk = Int(chunkOfBlock[Int(block)])
    guard let slot = keys[slots(ofChunk: chunk)].firstIndex(of: key) else { return nil }
    return starts[chunk] + slot - Int(block) * capacity
  }

  /// The index of the chunk that holds a row, which must exist.
  @inlinable @inline(__always)
  func chunkIndex(containing row: Int) -> Int {
    var chunk = Int(directory[row &>> 8])
    for _ in 0..<4 {
      if starts[chunk &+ 1] > row { return chunk }
      chunk &+= 1
    }
    // Many small chunks in a stretch of 256 rows: a binary search among the rest.
    var high = blocks.count - 1
    while chunk < high {
      let middle = (chunk + high + 1) / 2
      if starts[middle] <= row { chunk = middle } else { high = middle - 1 }
    }
    return chunk
  }

  /// Inserts rows, starting at `row` (which may be ``count``, to append); `newKeys` and
  /// `newItems` have the same length.
  ///
  /// The rows of the chunk they land in, with the new ones, are spread over that chunk's block
  /// and as many new blocks as they need, in near-equal parts; each part is written with a few
  /// bulk copies, so that the cost per row is that of copying memory.
  ///
  /// - Complexity: O(k + C + n / C), where k is the number of rows inserted.
  func insert(keys newKeys: [Int32], items newItems: [Item], at row: Int) {
    guard !newKeys.isEmpty, newKeys.count == newItems.count, row >= 0, row <= count else {
      return
    }
    guard !blocks.isEmpty else {
      reset(keys: newKeys, items: newItems, keyCount: blockOfKey.count)
      return
    }
    let index = row == count ? blocks.count - 1 : chunkIndex(containing: row)
    let block = blocks[index]
    let base = Int(block) * capacity
    let size = starts[index + 1] - starts[index]
    let insertion = Insertion(
      offset: row - starts[index], keys: newKeys[...], items: newItems[...],
      tailKeys: keys[(base + row - starts[index])..<(base + size)],
      tailItems: items[(base + row - starts[index])..<(base + size)])
    let total = size + newKeys.count
    let pieceCount = (total + capacity - 1) / capacity
    func bound(_ piece: Int) -> Int { total * piece / pieceCount }
    var newBlocks = [block]
    // The parts after the first go to new blocks, reading the chunk's rows before they move.
    for piece in 1..<max(1, pieceCount) {
      let next = takeBlock(filler: newItems[0])
      write(insertion, bound(piece)..<bound(piece + 1), from: base, to: Int(next))
      newBlocks.append(next)
    }
    // The first part stays in the chunk's block; its rows before the new ones are in place.
    write(insertion, insertion.offset..<max(insertion.offset, bound(1)), from: base, to: Int(block))
    setChunks(
      index..<(index + 1), blocks: newBlocks,
      sizes: (0..<pieceCount).map { bound($0 + 1) - bound($0) })
  }

  /// Rows inserted into a chunk: where, the new rows, and the chunk's rows after them, copied
  /// out before any slot of the chunk is written.
  private struct Insertion {
    let offset: Int
    let keys: ArraySlice<Int32>
    let items: ArraySlice<Item>
    let tailKeys: [Int32]
    let tailItems: [Item]

    init(
      offset: Int, keys: ArraySlice<Int32>, items: ArraySlice<Item>,
      tailKeys: ArraySlice<Int32>, tailItems: ArraySlice<Item>
    ) {
      self.offset = offset
      self.keys = keys
      self.items = items
      self.tailKeys = Array(tailKeys)
      self.tailItems = Array(tailItems)
    }
  }

  /// Writes the rows `range` of a chunk with an insertion (its rows before the insertion, at
  /// `base`, then the new rows, then its rows after them) to the slots of a block, from the
  /// slot of the range's first row in its part on.
  private func write(_ insertion: Insertion, _ range: Range<Int>, from base: Int, to block: Int) {
    guard !range.isEmpty else { return }
    let new = insertion.offset + insertion.keys.count
    let first = range.lowerBound - (block == base / capacity ? 0 : range.lowerBound)
    var slot = block * capacity + first
    // The chunk's rows before the insertion.
    let before = span(range.lowerBound, min(range.upperBound, insertion.offset))
    if !before.isEmpty, base + before.lowerBound != slot {
      copySlots(from: base + before.lowerBound, to: slot, count: before.count)
      for key in keys[slot..<(slot + before.count)] { blockOfKey[Int(key)] = Int32(block) }
    }
    slot += before.count
    // The new rows.
    let inserted = span(max(range.lowerBound, insertion.offset), min(range.upperBound, new))
    if !inserted.isEmpty {
      let rows = (inserted.lowerBound - insertion.offset)..<(inserted.upperBound - insertion.offset)
      let start = insertion.keys.startIndex
      write(
        insertion.keys[(start + rows.lowerBound)..<(start + rows.upperBound)],
        insertion.items[(start + rows.lowerBound)..<(start + rows.upperBound)],
        toSlot: slot, block: Int32(block))
      slot += inserted.count
    }
    // The chunk's rows after the insertion.
    let after = span(max(range.lowerBound, new), range.upperBound)
    if !after.isEmpty {
      let rows = (after.lowerBound - new)..<(after.upperBound - new)
      write(
        insertion.tailKeys[rows], insertion.tailItems[rows], toSlot: slot, block: Int32(block))
    }
  }

  /// The rows from `start` to `end`, or none when `end` is not after `start`.
  private func span(_ start: Int, _ end: Int) -> Range<Int> { start..<max(start, end) }

  /// Removes rows; their keys are no longer shown.
  ///
  /// - Complexity: O(k + C + n / C), where k is the number of rows removed.
  package func remove(_ rows: Range<Int>) {
    guard !rows.isEmpty, rows.lowerBound >= 0, rows.upperBound <= count else { return }
    let first = chunkIndex(containing: rows.lowerBound)
    let last = chunkIndex(containing: rows.upperBound - 1)
    for index in first...last {
      let from = max(rows.lowerBound, starts[index]) - starts[index]
      let to = min(rows.upperBound, starts[index + 1]) - starts[index]
      let base = Int(blocks[index]) * capacity
      for slot in (base + from)..<(base + to) { blockOfKey[Int(keys[slot])] = -1 }
    }
    let headCount = rows.lowerBound - starts[first]
    let tailStart = rows.upperBound - starts[last]
    let tailCount = starts[last + 1] - starts[last] - tailStart
    let firstBlock = blocks[first]
    let lastBlock = blocks[last]
    var kept: [Int32] = []
    var sizes: [Int] = []
    if first == last || headCount + tailCount <= capacity {
      // The tail joins the head in the first chunk's block.
      moveSlots(
        from: Int(lastBlock) * capacity + tailStart, to: Int(firstBlock) * capacity + headCount,
        count: tailCount, block: firstBlock)
      if headCount + tailCount > 0 {
        kept = [firstBlock]
        sizes = [headCount + tailCount]
      }
    } else {
      // Both are too large to share a block: the tail moves to the front of its own.
      moveSlots(
        from: Int(lastBlock) * capacity + tailStart, to: Int(lastBlock) * capacity,
        count: tailCount, block: lastBlock)
      kept = [firstBlock, lastBlock]
      sizes = [headCount, tailCount]
    }
    var range = first..<(last + 1)
    // Keep chunks from thinning out: a small remainder joins the chunk before it.
    if first > 0, kept.count == 1, sizes[0] + starts[first] - starts[first - 1] <= capacity {
      let previous = blocks[first - 1]
      let previousSize = starts[first] - starts[first - 1]
      moveSlots(
        from: Int(kept[0]) * capacity, to: Int(previous) * capacity + previousSize,
        count: sizes[0], block: previous)
      kept = [previous]
      sizes = [previousSize + sizes[0]]
      range = (first - 1)..<(last + 1)
    }
    setChunks(range, blocks: kept, sizes: sizes)
  }

  // MARK: Slots and blocks

  /// A free block, or a new one filled with copies of `filler` until its rows are written.
  private func takeBlock(filler: Item) -> Int32 {
    if let free = freeBlocks.popLast() { return free }
    let block = Int32(chunkOfBlock.count)
    chunkOfBlock.append(-1)
    keys.append(contentsOf: repeatElement(-1, count: capacity))
    items.append(contentsOf: repeatElement(filler, count: capacity))
    return block
  }

  /// Writes rows to slots of a block, with one bulk copy per array, and points their keys at
  /// the block.
  private func write(
    _ newKeys: ArraySlice<Int32>, _ newItems: ArraySlice<Item>, toSlot slot: Int, block: Int32
  ) {
    let count = min(newKeys.count, newItems.count)
    guard count > 0, slot >= 0, slot + count <= keys.count else { return }
    keys.withUnsafeMutableBufferPointer { target in
      newKeys.withUnsafeBufferPointer { source in
        guard let to = target.baseAddress, let from = source.baseAddress else { return }
        (to + slot).update(from: from, count: count)
      }
    }
    items.withUnsafeMutableBufferPointer { target in
      newItems.withUnsafeBufferPointer { source in
        guard let to = target.baseAddress, let from = source.baseAddress else { return }
        (to + slot).update(from: from, count: count)
      }
    }
    for key in newKeys { blockOfKey[Int(key)] = block }
  }

  /// Moves rows from some slots to others (the two may overlap), and points their keys at the
  /// block they move to.
  private func moveSlots(from source: Int, to target: Int, count: Int, block: Int32) {
    guard count > 0, source != target else { return }
    let movedKeys = Array(keys[source..<(source + count)])
    let movedItems = Array(items[source..<(source + count)])
    write(movedKeys[...], movedItems[...], toSlot: target, block: block)
  }

  /// Copies rows between slots of different blocks.
  private func copySlots(from source: Int, to target: Int, count: Int) {
    guard count > 0, source + count <= target || target + count <= source else { return }
    keys.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      (base + target).update(from: base + source, count: count)
    }
    items.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      (base + target).update(from: base + source, count: count)
    }
  }

  /// Replaces a range of chunks with chunks of the given blocks and sizes (none empty): frees
  /// the old chunks' blocks that are not reused, and renumbers the chunks from there on.
  private func setChunks(_ range: Range<Int>, blocks newBlocks: [Int32], sizes: [Int]) {
    let following = (range.upperBound..<blocks.count).map { starts[$0 + 1] - starts[$0] }
    for block in blocks[range] where !newBlocks.contains(block) {
      freeBlocks.append(block)
      chunkOfBlock[Int(block)] = -1
    }
    blocks.replaceSubrange(range, with: newBlocks)
    starts.removeSubrange((range.lowerBound + 1)...)
    var start = starts[range.lowerBound]
    for size in sizes + following {
      start += size
      starts.append(start)
    }
    for index in range.lowerBound..<blocks.count {
      chunkOfBlock[Int(blocks[index])] = Int32(index)
    }
    updateDirectory(from: range.lowerBound)
  }

  /// Points the directory's entries at or after a chunk's first row at their chunks.
  ///
  /// - Complexity: O(n / 256 + n / C) for the rows and chunks from there on.
  private func updateDirectory(from firstChunk: Int) {
    let bucketCount = (count + 255) >> 8
    var bucket = firstChunk < blocks.count ? (starts[firstChunk] + 255) >> 8 : bucketCount
    // An entry before that chunk may point past the chunks that changed; it is redone too.
    bucket = max(0, min(bucket, directory.count) - 1)
    directory.removeSubrange(min(bucket, directory.count)...)
    var chunk = bucket < bucketCount ? max(0, Int(directory.last ?? 0)) : 0
    while bucket < bucketCount {
      let row = bucket << 8
      while starts[chunk + 1] <= row { chunk += 1 }
      directory.append(Int32(chunk))
      bucket += 1
    }
  }

  /// Checks the bookkeeping, for tests: no empty or overfull chunk, the first rows add up, and
  /// every key points at the block that holds it.
  func checkInvariants() -> Bool {
    var start = 0
    for index in blocks.indices {
      let size = starts[index + 1] - starts[index]
      guard size > 0, size <= capacity, starts[index] == start else { return false }
      guard chunkOfBlock[Int(blocks[index])] == Int32(index) else { return false }
      for key in keys[slots(ofChunk: index)] where blockOfKey[Int(key)] != blocks[index] {
        return false
      }
      start += size
    }
    guard directory.count == (count + 255) >> 8 else { return false }
    for (bucket, chunk) in directory.enumerated() {
      guard starts[Int(chunk)] <= bucket << 8, starts[Int(chunk) + 1] > bucket << 8 else {
        return false
      }
    }
    let shown = blockOfKey.filter { $0 >= 0 }.count
    let used = chunkOfBlock.filter { $0 >= 0 }.count
    return starts.count == blocks.count + 1 && count == start && shown == start
      && used == blocks.count && used + freeBlocks.count == chunkOfBlock.count
  }
}
