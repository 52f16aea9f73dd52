/// The place of one child in its composition: what the child's update relay holds to find the
/// child's current index, so that inserting or removing another child does not re-point every
/// child after it.
@MainActor
final class ChildSlot {
  /// The block that holds the slot.
  fileprivate weak var block: ChildSlotBlock?

  fileprivate init() {}
}

/// A run of consecutive slots, and its place among the blocks.
@MainActor
private final class ChildSlotBlock {
  // Read for every change of a child; see `SectionedDataSource.slots`.
  @exclusivity(unchecked) var slots: [ChildSlot]
  var index: Int

  init(slots: [ChildSlot], index: Int) {
    self.slots = slots
    self.index = index
    for slot in slots { slot.block = self }
  }
}

/// The slots of a composition's children, in order, in blocks of a few hundred: a slot finds its
/// index from its block's first index and its place in the block, and inserting or removing a
/// slot rewrites one block and the first indices of the blocks after it.
///
/// - Complexity: ``index(of:)``, ``insert(at:)`` and ``remove(at:)`` are O(√k) with blocks of
///   about √k slots, where k is the number of children (256-slot blocks: a few hundred steps at
///   k = 100,000).
@MainActor
struct ChildSlots {
  private var blocks: [ChildSlotBlock] = []
  /// The index of each block's first slot, and the number of slots at the end.
  private var firsts: [Int] = [0]

  private static let blockSize = 256

  /// Creates `count` slots.
  ///
  /// - Complexity: O(k), where k is `count`.
  init(count: Int) {
    var start = 0
    while start < count {
      let end = min(count, start + Self.blockSize)
      blocks.append(
        ChildSlotBlock(slots: (start..<end).map { _ in ChildSlot() }, index: blocks.count))
      firsts.insert(start, at: firsts.count - 1)
      start = end
    }
    firsts[firsts.count - 1] = max(0, count)
  }

  /// The number of slots.
  var count: Int { firsts[firsts.count - 1] }

  /// The slot at an index, or `nil` when out of range.
  subscript(index: Int) -> ChildSlot? {
    guard let (block, offset) = position(of: index) else { return nil }
    return blocks[block].slots[offset]
  }

  /// The current index of a slot, or `nil` when it was removed.
  func index(of slot: ChildSlot) -> Int? {
    guard let block = slot.block, blocks.indices.contains(block.index),
      blocks[block.index] === block,
      let offset = block.slots.firstIndex(where: { $0 === slot })
    else { return nil }
    return firsts[block.index] + offset
  }

  /// Inserts a new slot at an index (clamped to `0...count`) and returns it.
  mutating func insert(at index: Int) -> ChildSlot {
    let slot = ChildSlot()
    let index = min(max(0, index), count)
    guard let lastBlock = blocks.last else {
      blocks = [ChildSlotBlock(slots: [slot], index: 0)]
      firsts = [0, 1]
      return slot
    }
    let (block, offset) = position(of: index) ?? (blocks.count - 1, lastBlock.slots.count)
    let target = blocks[block]
    target.slots.insert(slot, at: offset)
    slot.block = target
    if target.slots.count >= 2 * Self.blockSize {
      let half = target.slots.count / 2
      let tail = Array(target.slots[half...])
      target.slots.removeSubrange(half...)
      blocks.insert(ChildSlotBlock(slots: tail, index: block + 1), at: block + 1)
      firsts.insert(0, at: block + 1)
    }
    renumber(from: block)
    return slot
  }

  /// Removes the slot at an index; does nothing when out of range.
  package mutating func remove(at index: Int) {
    guard let (block, offset) = position(of: index) else { return }
    let target = blocks[block]
    let slot = target.slots.remove(at: offset)
    slot.block = nil
    if target.slots.isEmpty {
      blocks.remove(at: block)
      firsts.remove(at: block)
    }
    renumber(from: block)
  }

  private func position(of index: Int) -> (block: Int, offset: Int)? {
    guard index >= 0, index < count else { return nil }
    var low = 0
    var high = blocks.count - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if firsts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low, index - firsts[low])
  }

  /// Recomputes the place and first index of every block from `block` on.
  private mutating func renumber(from block: Int) {
    let start = max(0, min(block, blocks.count))
    var first = start > 0 ? firsts[start - 1] + blocks[start - 1].slots.count : 0
    for index in start..<blocks.count {
      blocks[index].index = index
      firsts[index] = first
      first += blocks[index].slots.count
    }
    firsts[blocks.count] = first
  }
}
