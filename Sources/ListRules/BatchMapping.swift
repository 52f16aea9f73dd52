import ListDiffing

/// Where every section and item after a batch came from: the old-to-new correspondence a host
/// needs to keep moved cells and replace deleted or reloaded ones.
///
/// A mapping is the by-product of a successful validation (``BatchValidator``). It follows
/// UIKit's model: removed positions (deletes, move sources, the old half of reloads) leave the
/// old list, placed positions (inserts, move destinations, the new half of reloads) are put at
/// their new indices, and every other old position fills the remaining new slots in order.
///
///     // [[a, b, c]] -> [[x, a, c]]: insert (0, 0), delete (0, 1)
///     mapping.itemOrigins[0]  // [.inserted, .old([0, 0]), .old([0, 2])]
///     mapping.newPosition(ofOld: ListPosition(section: 0, item: 2))  // [0, 2]
///
/// A mapping made by a validator stores only the operations of each section (what left and what
/// was placed), not one origin per item, so that making it and asking it about one position
/// cost time in the number of operations, not in the length of the list; ``itemOrigins`` lists
/// every item on demand.
public struct BatchMapping: Hashable, Sendable {
  /// Where a section after the batch came from.
  public enum SectionOrigin: Hashable, Sendable {
    /// The section at this old index, kept or moved.
    case old(Int)
    /// A section inserted by the batch.
    case inserted
    /// The section at this old index, reloaded: all its items are new.
    case reloaded(Int)
  }

  /// Where an item after the batch came from.
  public enum ItemOrigin: Hashable, Sendable {
    /// The item at this old position, kept (possibly shifted) or moved; its cell is kept.
    case old(ListPosition)
    /// An item inserted by the batch, or any item of an inserted or reloaded section.
    case inserted
    /// The item at this old position, reloaded: its cell is replaced.
    case reloaded(ListPosition)
  }

  /// The items of one new section, as the operations that made them.
  ///
  /// Slots in `placed` get their origin from `placedOrigins`; every other slot takes, in order,
  /// the items of `oldSection` that are not in `removed`. An inserted or reloaded section has no
  /// old section: all its items are inserted. A section given item by item (the public
  /// initializer) keeps its origins in `explicit`.
  package struct SectionItems: Hashable, Sendable {
    package var oldSection: Int?
    package var oldCount = 0
    package var newCount = 0
    /// Old items that leave the section (deleted, reloaded, moved away), ascending.
    package var removed: [Int] = []
    /// New items placed by the batch (inserted, reloaded, moved in), ascending.
    package var placed: [Int] = []
    /// The origin of each slot of `placed`, with its old section `originShift` sections
    /// lower (read them through ``placedOrigin(at:)``).
    package var placedOrigins: [ItemOrigin] = []
    /// How many sections later than stored the old positions of `placedOrigins` are: a mapping
    /// moved to a host's sections (see ``BatchMapping/shifted(bySections:counts:)``) shifts
    /// them as they are read, not all at once.
    package var originShift = 0
    package var explicit: [ItemOrigin]?

    /// The origin of slot `index` of `placed`.
    package func placedOrigin(at index: Int) -> ItemOrigin {
      let origin = placedOrigins[index]
      guard originShift != 0 else { return origin }
      return origin.shifted(bySections: originShift)
    }

    /// The slot of `placed` that holds `item`, if any.
    package func placedIndex(of item: Int) -> Int? {
      let index = partition(placed.count) { placed[$0] >= item }
      return index < placed.count && placed[index] == item ? index : nil
    }

    /// The new index of a kept old item, or `nil` when it left.
    ///
    /// - Complexity: O(log c), where c is the number of operations of the section.
    package func newItem(ofOld item: Int) -> Int? {
      guard oldSection != nil, explicit == nil, item >= 0, item < oldCount else { return nil }
      let removedBefore = partition(removed.count) { removed[$0] >= item }
      if removedBefore < removed.count, removed[removedBefore] == item { return nil }
      // The rank among kept items, then the free slot of that rank: placed slot j has
      // placed[j] - j free slots before it.
      let rank = item - removedBefore
      let placedBefore = partition(placed.count) { placed[$0] - $0 > rank }
      let new = rank + placedBefore
      return new < newCount ? new : nil
    }

    /// The origin of a new item.
    ///
    /// - Complexity: O(log c), where c is the number of operations of the section.
    package func origin(ofNew item: Int) -> ItemOrigin? {
      guard item >= 0, item < newCount else { return nil }
      if let explicit { return explicit.indices.contains(item) ? explicit[item] : nil }
      guard let oldSection else { return .inserted }
      if let index = placedIndex(of: item) { return placedOrigin(at: index) }
      let rank = item - partition(placed.count) { placed[$0] >= item }
      // The kept old item of that rank: removed item j has removed[j] - j kept items before it.
      let removedBefore = partition(removed.count) { removed[$0] - $0 > rank }
      let old = rank + removedBefore
      return old < oldCount ? .old(ListPosition(section: oldSection, item: old)) : nil
    }

    /// Every origin, in order.
    ///
    /// - Complexity: O(n), where n is the number of items of the section.
    package var origins: [ItemOrigin] {
      if let explicit { return explicit }
      guard let oldSection else { return Array(repeating: .inserted, count: newCount) }
      var result: [ItemOrigin] = []
      result.reserveCapacity(newCount)
      forEachRun { _, old, length, placedIndex in
        if let old {
          for offset in 0..<length {
            result.append(.old(ListPosition(section: oldSection, item: old + offset)))
          }
        } else if let placedIndex {
          result.append(placedOrigin(at: placedIndex))
        }
      }
      return result
    }

    /// Calls `body` for each run of new slots in order: a placed slot (`old` is `nil`, length
    /// 1, and `placedIndex` its index in ``placed``), or a run of kept items (`old` is the first
    /// old item of the run, `placedIndex` is `nil`). Stops early, and returns `false`, when the
    /// kept items do not fill the free slots.
    @discardableResult
    package func forEachRun(
      _ body: (_ slot: Int, _ old: Int?, _ length: Int, _ placedIndex: Int?) -> Void
    ) -> Bool {
      var slot = 0
      var old = 0
      var nextPlaced = 0
      var nextRemoved = 0
      while slot < newCount {
        if nextPlaced < placed.count, placed[nextPlaced] == slot {
          body(slot, nil, 1, nextPlaced)
          nextPlaced += 1
          slot += 1
          continue
        }
        while nextRemoved < removed.count, removed[nextRemoved] == old {
          nextRemoved += 1
          old += 1
        }
        let freeEnd = nextPlaced < placed.count ? placed[nextPlaced] : newCount
        let keptEnd = nextRemoved < removed.count ? removed[nextRemoved] : oldCount
        let length = min(freeEnd - slot, keptEnd - old)
        guard length > 0 else { return false }
        body(slot, old, length, nil)
        slot += length
        old += length
      }
      return true
    }
  }

  /// The origin of each section after the batch, indexed by new section.
  public let sectionOrigins: [SectionOrigin]

  package let sections: [SectionItems]
  /// The new index of each kept or moved old section.
  private let newSectionOfOld: NewSections
  /// The old items that a section's survivor rule does not place (move destinations, and every
  /// kept item of a mapping given item by item), each as a move from its old position to its new
  /// one, sorted by old position.
  private let placedOld: [ItemMove]
  /// How many sections later than stored both positions of each `placedOld` entry are (see
  /// ``SectionItems/originShift``).
  private var placedOldShift = 0

  /// The origin of each item after the batch, indexed by new section, then new item.
  ///
  /// - Complexity: O(n), where n is the number of items after the batch.
  public var itemOrigins: [[ItemOrigin]] { sections.map(\.origins) }

  /// Creates a mapping from the origins of every new section and item.
  ///
  /// - Complexity: O(n), where n is the number of items after the batch.
  package init(sectionOrigins: [SectionOrigin], itemOrigins: [[ItemOrigin]]) {
    let sections = itemOrigins.map { origins in
      SectionItems(oldSection: nil, newCount: origins.count, explicit: origins)
    }
    self.init(sectionOrigins: sectionOrigins, sections: sections)
  }

  /// Creates a mapping from the operations of every new section; `movesBySource`, when given,
  /// are the batch's moves in the order of their sources, which are then its moved items
  /// without a sort (a validated batch places an old item once, and only by a move).
  ///
  /// - Complexity: O(s + c) with `movesBySource`; O(s + c log c) otherwise, where s is the
  ///   number of sections and c of operations.
  init(sectionOrigins: [SectionOrigin], sections: [SectionItems], movesBySource: [ItemMove]? = nil)
  {
    self.sectionOrigins = sectionOrigins
    self.sections = sections
    newSectionOfOld = NewSections(sectionOrigins)
    if let movesBySource {
      placedOld = movesBySource
      return
    }
    var placedOld: [ItemMove] = []
    placedOld.reserveCapacity(sections.reduce(0) { $0 + ($1.explicit?.count ?? $1.placed.count) })
    for (section, items) in sections.enumerated() {
      if let explicit = items.explicit {
        for (item, origin) in explicit.enumerated() {
          if case .old(let old) = origin {
            placedOld.append(ItemMove(from: old, to: ListPosition(section: section, item: item)))
          }
        }
        continue
      }
      for (index, slot) in items.placed.enumerated()
      where items.placedOrigins.indices.contains(index) {
        if case .old(let old) = items.placedOrigin(at: index) {
          placedOld.append(ItemMove(from: old, to: ListPosition(section: section, item: slot)))
        }
      }
    }
    // Stable, so that of two entries for one old item (which a validated batch never has) the
    // last wins, as it did when these were a dictionary.
    placedOld.sort { $0.from < $1.from }
    self.placedOld = placedOld
  }

  /// The mapping of the same batch in a list where the mapped sections start `offset` sections
  /// later, among sections of `counts` items that the batch leaves as they are: what a
  /// composition's mapping is for a child's batch of item operations (see ``StageProof``).
  ///
  /// - Complexity: O(s + c), where s is the number of sections and c of operations.
  package func shifted(bySections offset: Int, counts: [Int]) -> BatchMapping {
    var shiftedSections: [SectionItems] = []
    shiftedSections.reserveCapacity(counts.count)
    for (section, count) in counts.enumerated() {
      let local = section - offset
      guard sections.indices.contains(local) else {
        shiftedSections.append(SectionItems(oldSection: section, oldCount: count, newCount: count))
        continue
      }
      // The operations' arrays are shared, not copied: their old sections shift as read.
      var items = sections[local]
      items.oldSection = items.oldSection.map { $0 + offset }
      items.originShift += offset
      items.explicit = items.explicit?.map { $0.shifted(bySections: offset) }
      shiftedSections.append(items)
    }
    var shifted = BatchMapping(
      sectionOrigins: counts.indices.map { .old($0) }, sections: shiftedSections,
      newSectionOfOld: NewSections(keeping: counts.count), placedOld: placedOld)
    shifted.placedOldShift = placedOldShift + offset
    return shifted
  }

  private init(
    sectionOrigins: [SectionOrigin], sections: [SectionItems], newSectionOfOld: NewSections,
    placedOld: [ItemMove]
  ) {
    self.sectionOrigins = sectionOrigins
    self.sections = sections
    self.newSectionOfOld = newSectionOfOld
    self.placedOld = placedOld
  }

  /// The index after the batch of an old section that it keeps or moves, or `nil` when the
  /// section was deleted or reloaded.
  ///
  /// - Complexity: O(1) when the batch keeps every section at its index; O(log s) otherwise.
  package func newSection(ofOld section: Int) -> Int? { newSectionOfOld.newIndex(ofOld: section) }

  /// Whether the batch keeps each of its `count` old sections at its index: nothing inserted,
  /// deleted, reloaded or moved.
  ///
  /// - Complexity: O(1).
  package func keepsEverySection(of count: Int) -> Bool {
    newSectionOfOld.keepsAll && sectionOrigins.count == count
  }

  /// Returns the position after the batch of the item that was at `position` before it, or
  /// `nil` when that item was deleted or reloaded (its cell does not survive).
  ///
  /// - Complexity: O(log c) on average, where c is the number of operations of the section.
  public func newPosition(ofOld position: ListPosition) -> ListPosition? {
    let stored = ListPosition(section: position.section - placedOldShift, item: position.item)
    let index = partition(placedOld.count) { placedOld[$0].from > stored }
    if index > 0, placedOld[index - 1].from == stored {
      let new = placedOld[index - 1].to
      return ListPosition(section: new.section + placedOldShift, item: new.item)
    }
    guard let section = newSectionOfOld.newIndex(ofOld: position.section),
      sections.indices.contains(section),
      sections[section].oldSection == position.section,
      let item = sections[section].newItem(ofOld: position.item)
    else { return nil }
    return ListPosition(section: section, item: item)
  }

  /// Returns where the item at a position after the batch came from, or `nil` when the position
  /// does not exist after the batch.
  ///
  /// - Complexity: O(log c), where c is the number of operations of the section.
  public func origin(ofNew position: ListPosition) -> ItemOrigin? {
    guard sections.indices.contains(position.section) else { return nil }
    return sections[position.section].origin(ofNew: position.item)
  }

  public static func == (lhs: BatchMapping, rhs: BatchMapping) -> Bool {
    lhs.sectionOrigins == rhs.sectionOrigins && lhs.itemOrigins == rhs.itemOrigins
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(sectionOrigins)
    hasher.combine(itemOrigins)
  }
}

extension BatchMapping.ItemOrigin {
  /// The same origin with its old position `offset` sections later.
  func shifted(bySections offset: Int) -> Self {
    switch self {
    case .old(let position):
      .old(ListPosition(section: position.section + offset, item: position.item))
    case .reloaded(let position):
      .reloaded(ListPosition(section: position.section + offset, item: position.item))
    case .inserted: .inserted
    }
  }
}

/// The new index of each kept or moved old section: nothing stored when every section keeps
/// its index, the usual batch, and otherwise (old, new) pairs in old order.
private struct NewSections: Sendable {
  /// When set, old section `i` is new section `i` for every `i` below it.
  private var keptCount: Int?
  private var pairs: [(old: Int, new: Int)] = []

  init(keeping count: Int) { keptCount = count }

  init(_ origins: [BatchMapping.SectionOrigin]) {
    var keepsAll = true
    for (index, origin) in origins.enumerated() {
      guard case .old(let old) = origin, old == index else {
        keepsAll = false
        break
      }
    }
    guard !keepsAll else {
      keptCount = origins.count
      return
    }
    for (index, origin) in origins.enumerated() {
      if case .old(let old) = origin { pairs.append((old, index)) }
    }
    // Stable, so that of an old section given twice (only a hand-made mapping can) the last
    // wins, as it did in a dictionary.
    pairs.sort { $0.old < $1.old }
  }

  /// Whether every old section keeps its index (see `init(keeping:)`).
  var keepsAll: Bool { keptCount != nil }

  func newIndex(ofOld old: Int) -> Int? {
    if let keptCount { return old >= 0 && old < keptCount ? old : nil }
    let index = partition(pairs.count) { pairs[$0].old > old }
    return index > 0 && pairs[index - 1].old == old ? pairs[index - 1].new : nil
  }
}

/// The first index in `0..<count` for which `isAbove` holds, given that it holds for every
/// index after one where it holds (a binary search).
@inlinable
package func partition(_ count: Int, _ isAbove: (Int) -> Bool) -> Int {
  var low = 0
  var high = count
  while low < high {
    let middle = low + (high - low) / 2
    if isAbove(middle) { high = middle } else { low = middle + 1 }
  }
  return low
}

extension BatchMapping {
  /// Returns the origins of `newCount` slots: the `placed` slots get their own origin and the
  /// other slots the old indices not in `removed`, in ascending order; `nil` when the numbers do
  /// not add up.
  static func origins<Origin>(
    oldCount: Int, removed: Set<Int>, newCount: Int, placed: [Int: Origin],
    survivor: (Int) -> Origin
  ) -> [Origin]? {
    var survivors = (0..<max(0, oldCount)).lazy.filter { !removed.contains($0) }.makeIterator()
    var result: [Origin] = []
    result.reserveCapacity(max(0, newCount))
    for index in 0..<max(0, newCount) {
      if let origin = placed[index] {
        result.append(origin)
      } else if let old = survivors.next() {
        result.append(survivor(old))
      } else {
        return nil
      }
    }
    return survivors.next() == nil ? result : nil
  }
}
