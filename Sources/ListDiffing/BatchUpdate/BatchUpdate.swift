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
  // The nine lists live in one shared object, copied on write: a batch is handed from the
  // source through every composition to the adapter and the view, and a copy of it then costs
  // one reference count rather than nine.
  @usableFromInline var storage: Storage

  /// Sections removed, in the index space before the batch.
  @inlinable
  public var deletedSections: [Int] {
    get { storage.deletedSections }
    _modify {
      makeStorageUnique()
      yield &storage.deletedSections
    }
  }

  /// Sections added, in the index space after the batch.
  @inlinable
  public var insertedSections: [Int] {
    get { storage.insertedSections }
    _modify {
      makeStorageUnique()
      yield &storage.insertedSections
    }
  }

  /// Sections whose cells are all replaced, in the index space before the batch.
  @inlinable
  public var reloadedSections: [Int] {
    get { storage.reloadedSections }
    _modify {
      makeStorageUnique()
      yield &storage.reloadedSections
    }
  }

  /// Sections that move, from old to new indices.
  @inlinable
  public var movedSections: [SectionMove] {
    get { storage.movedSections }
    _modify {
      makeStorageUnique()
      yield &storage.movedSections
    }
  }

  /// Items removed, in the index space before the batch.
  @inlinable
  public var deletedItems: [ListPosition] {
    get { storage.deletedItems }
    _modify {
      makeStorageUnique()
      yield &storage.deletedItems
    }
  }

  /// Items added, in the index space after the batch.
  @inlinable
  public var insertedItems: [ListPosition] {
    get { storage.insertedItems }
    _modify {
      makeStorageUnique()
      yield &storage.insertedItems
    }
  }

  /// Items whose cell is replaced by a new one, in the index space before the batch.
  @inlinable
  public var reloadedItems: [ListPosition] {
    get { storage.reloadedItems }
    _modify {
      makeStorageUnique()
      yield &storage.reloadedItems
    }
  }

  /// Items whose existing cell is configured again in place (iOS 15 `reconfigureItems`).
  @inlinable
  public var reconfiguredItems: [ListPosition] {
    get { storage.reconfiguredItems }
    _modify {
      makeStorageUnique()
      yield &storage.reconfiguredItems
    }
  }

  /// Items that move, from old to new positions.
  @inlinable
  public var movedItems: [ItemMove] {
    get { storage.movedItems }
    _modify {
      makeStorageUnique()
      yield &storage.movedItems
    }
  }

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
    storage = Storage(
      deletedSections: deletedSections, insertedSections: insertedSections,
      reloadedSections: reloadedSections, movedSections: movedSections, deletedItems: deletedItems,
      insertedItems: insertedItems, reloadedItems: reloadedItems,
      reconfiguredItems: reconfiguredItems, movedItems: movedItems)
  }

  /// Gives the batch storage of its own before it changes, when other batches share it.
  @inlinable
  mutating func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
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

extension BatchUpdate {
  /// The lists of a batch, shared by its copies until one of them changes (see
  /// `makeStorageUnique()`); never changed while shared, hence `@unchecked Sendable`.
  @usableFromInline
  final class Storage: Hashable, @unchecked Sendable {
    // Only changed through a batch that holds the one reference, inside one of its own
    // accessors: no other access can overlap.
    @exclusivity(unchecked) @usableFromInline var deletedSections: [Int]
    @exclusivity(unchecked) @usableFromInline var insertedSections: [Int]
    @exclusivity(unchecked) @usableFromInline var reloadedSections: [Int]
    @exclusivity(unchecked) @usableFromInline var movedSections: [SectionMove]
    @exclusivity(unchecked) @usableFromInline var deletedItems: [ListPosition]
    @exclusivity(unchecked) @usableFromInline var insertedItems: [ListPosition]
    @exclusivity(unchecked) @usableFromInline var reloadedItems: [ListPosition]
    @exclusivity(unchecked) @usableFromInline var reconfiguredItems: [ListPosition]
    @exclusivity(unchecked) @usableFromInline var movedItems: [ItemMove]

    @usableFromInline
    init(
      deletedSections: [Int],
      insertedSections: [Int],
      reloadedSections: [Int],
      movedSections: [SectionMove],
      deletedItems: [ListPosition],
      insertedItems: [ListPosition],
      reloadedItems: [ListPosition],
      reconfiguredItems: [ListPosition],
      movedItems: [ItemMove]
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

    /// A new storage with the same lists.
    @usableFromInline
    func copy() -> Storage {
      Storage(
        deletedSections: deletedSections, insertedSections: insertedSections,
        reloadedSections: reloadedSections, movedSections: movedSections,
        deletedItems: deletedItems, insertedItems: insertedItems, reloadedItems: reloadedItems,
        reconfiguredItems: reconfiguredItems, movedItems: movedItems)
    }

    @usableFromInline
    static func == (lhs: Storage, rhs: Storage) -> Bool {
      lhs === rhs
        || (lhs.deletedSections == rhs.deletedSections
          && lhs.insertedSections == rhs.insertedSections
          && lhs.reloadedSections == rhs.reloadedSections && lhs.movedSections == rhs.movedSections
          && lhs.deletedItems == rhs.deletedItems && lhs.insertedItems == rhs.insertedItems
          && lhs.reloadedItems == rhs.reloadedItems
          && lhs.reconfiguredItems == rhs.reconfiguredItems && lhs.movedItems == rhs.movedItems)
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
      hasher.combine(deletedSections)
      hasher.combine(insertedSections)
      hasher.combine(reloadedSections)
      hasher.combine(movedSections)
      hasher.combine(deletedItems)
      hasher.combine(insertedItems)
      hasher.combine(reloadedItems)
      hasher.combine(reconfiguredItems)
      hasher.combine(movedItems)
    }
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
