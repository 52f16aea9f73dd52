// The item mutations of the array-backed sources, written once for both: `ArrayDataSource` and
// `MixedDataSource` keep only their public entry points (each with its own documentation and
// its own model type) and call these. A source that refuses some items (a mixed source refuses
// an item without a decorator) says so in `checkItems(_:)`, which runs before anything changes.

extension ArrayBackedSource {
  /// Applies an edit as one change of the screen (see ``edit(positional:_:)``) and returns what
  /// it published, or ``ListChange/queued`` when it was queued behind another change.
  func mutate<Failure: Error>(
    positional: String? = nil,
    _ body: @escaping (inout [ListSection<Item>]) throws(Failure) -> BatchUpdate
  ) throws(Failure) -> ListChange {
    var ranNow = false
    let update = try edit(positional: positional) {
      (sections: inout [ListSection<Item>]) throws(Failure) -> BatchUpdate in
      ranNow = true
      return try body(&sections)
    }
    return ranNow ? ListChange(update) : .queued
  }

  /// Appends items to the end of a section.
  func appendItems(_ newItems: [Item], toSection section: Int) throws(ListError) -> ListChange {
    try checkItems(newItems)
    return try mutate { sections throws(ListError) in
      try sections.appendItems(newItems, toSection: section)
    }
  }

  /// Inserts an item at a position, which may be the end of a section.
  func insertItem(_ item: Item, at position: ListPosition) throws(ListError) -> ListChange {
    try checkItems([item])
    return try mutate(positional: "insert(_:at:)") { sections throws(ListError) in
      try sections.insertItem(item, at: position)
    }
  }

  /// Replaces the item at a position, reloading its cell or, for the same item (as
  /// `isSameItem` tells), reconfiguring it.
  func replaceItem(
    at position: ListPosition, with item: Item, updateStyle: DiffOptions.UpdateStyle,
    isSameItem: @escaping (Item, Item) -> Bool
  ) throws(ListError) -> ListChange {
    try checkItems([item])
    return try mutate(positional: "update(at:with:)") { sections throws(ListError) in
      try sections.replaceItem(
        at: position, with: item, style: updateStyle, isSameItem: isSameItem)
    }
  }

  /// Removes and returns the item at a position.
  func removeItem(at position: ListPosition) throws(ListError) -> (item: Item, update: ListChange) {
    var removed: Item?
    let change = try mutate(positional: "remove(at:)") { sections throws(ListError) in
      let (item, update) = try sections.removeItem(at: position)
      removed = item
      return update
    }
    guard let removed else { throw outOfRangeError(position) }
    return (removed, change)
  }

  /// Moves the item at `from` so that it ends at `to`, counted after it left `from`.
  func moveItem(from: ListPosition, to: ListPosition) throws(ListError) -> ListChange {
    try mutate(positional: "move(from:to:)") { sections throws(ListError) in
      try sections.moveItem(from: from, to: to)
    }
  }

  /// Removes every item for which `shouldRemove` is `true`, in every section, as one batch.
  func removeItems(where shouldRemove: @escaping (Item) -> Bool) -> ListChange {
    mutate { sections in sections.removeItems(where: shouldRemove) }
  }
}
