/// One batch of changes to a sectioned list, in the index spaces UIKit uses for
/// `performBatchUpdates(_:completion:)`.
///
/// A `BatchUpdate` is what every mutation in ListComposer reports and what a host applies in one
/// animated batch. Its fields mirror UIKit's batch operations and follow UIKit's rules for which
/// index space each one is expressed in:
///
/// | field                                      | index space                          |
/// |--------------------------------------------|--------------------------------------|
/// | `deletedSections`, `reloadedSections`      | before the batch (old)               |
/// | `insertedSections`                         | after the batch (new)                |
/// | `movedSections`                            | `from` old, `to` new                 |
/// | `deletedItems`, `reloadedItems`            | old                                  |
/// | `insertedItems`                            | new                                  |
/// | `movedItems`                               | `from` old, `to` new                 |
/// | `reconfiguredItems`                        | old (no structural effect)           |
///
/// A reload is a delete and an insert at the *same* position; it is only correct when nothing else
/// in the batch shifts that position. The diffing engine stages its output so that every batch it
/// produces is one UIKit accepts.
///
///     var update = BatchUpdate()
///     update.insertedItems = [ListPosition(section: 0, item: 1)]
///     update.isEmpty      // false
///     update.changeCount  // 1
///
/// The value is pure data: it does not check itself against any counts. A host (the headless
/// table and collection views) validates it the way UIKit does.
public struct BatchUpdate: Hashable, Sendable {
  /// Sections removed, in the index space before the batch.
  public var deletedSections: [Int]
  /// Sections added, in the index space after the batch.
  public var insertedSections: [Int]
  /// Sections whose cells are all replaced, in the index space before the batch.
  public var reloadedSections: [Int]
  /// Sections that move, from old to new indices.
  public var movedSections: [SectionMove]
  /// Items removed, in the index space before the batch.
  public var deletedItems: [ListPosition]
  /// Items added, in the index space after the batch.
  public var insertedItems: [ListPosition]
  /// Items whose cell is replaced by a new one, in the index space before the batch.
  public var reloadedItems: [ListPosition]
  /// Items whose existing cell is configured again in place (iOS 15 `reconfigureItems`).
  public var reconfiguredItems: [ListPosition]
  /// Items that move, from old to new positions.
  public var movedItems: [ItemMove]

  /// Creates a batch; every kind of change defaults to none.
  public init(
    deletedSections: [Int] = [],
    insertedSections: [Int] = [],
    reloadedSections: [Int] = [],
    movedSections: [SectionMove] = [],
    deletedItems: [ListPosition] = [],
    insertedItems: [ListPosition] = [],
    reloadedItems: [ListPosition] = [],
    reconfiguredItems: [ListPosition] = [],
    movedItems: [ItemMove] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.reloadedSections = reloadedSections
    self.movedSections = movedSections
    self.deletedItems = deletedItems
    self.insertedItems = insertedItems
    self.reloadedItems = reloadedItems
    self.reconfiguredItems = reconfiguredItems
    self.movedItems = movedItems
  }

  /// A Boolean value that indicates whether the batch changes nothing.
  public var isEmpty: Bool { changeCount == 0 }

  /// The number of operations in the batch, counting each section, item and move once.
  ///
  /// - Complexity: O(1).
  public var changeCount: Int {
    deletedSections.count + insertedSections.count + reloadedSections.count
      + movedSections.count + deletedItems.count + insertedItems.count + reloadedItems.count
      + reconfiguredItems.count + movedItems.count
  }

  /// A Boolean value that indicates whether the batch changes sections, not only items.
  package var changesSections: Bool {
    !(deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty)
  }
}

/// A section that moves within a batch: `from` is an index before the batch, `to` after it.
public struct SectionMove: Hashable, Sendable {
  /// The section's index before the batch.
  public var from: Int
  /// The section's index after the batch.
  public var to: Int

  /// Creates a section move.
  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }
}

/// An item that moves within a batch: `from` is a position before the batch, `to` after it.
public struct ItemMove: Hashable, Sendable {
  /// The item's position before the batch.
  public var from: ListPosition
  /// The item's position after the batch.
  public var to: ListPosition

  /// Creates an item move.
  public init(from: ListPosition, to: ListPosition) {
    self.from = from
    self.to = to
  }
}
