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

  /// The origin of each section after the batch, indexed by new section.
  public let sectionOrigins: [SectionOrigin]

  /// The origin of each item after the batch, indexed by new section, then new item.
  public let itemOrigins: [[ItemOrigin]]

  private let newPositionsByOld: [ListPosition: ListPosition]

  /// Creates a mapping from the origins of every new section and item.
  public init(sectionOrigins: [SectionOrigin], itemOrigins: [[ItemOrigin]]) {
    self.sectionOrigins = sectionOrigins
    self.itemOrigins = itemOrigins
    var positions: [ListPosition: ListPosition] = [:]
    for (section, origins) in itemOrigins.enumerated() {
      for (item, origin) in origins.enumerated() {
        if case .old(let old) = origin {
          positions[old] = ListPosition(section: section, item: item)
        }
      }
    }
    newPositionsByOld = positions
  }

  /// Returns the position after the batch of the item that was at `position` before it, or
  /// `nil` when that item was deleted or reloaded (its cell does not survive).
  ///
  /// - Complexity: O(1) on average.
  public func newPosition(ofOld position: ListPosition) -> ListPosition? {
    newPositionsByOld[position]
  }

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
