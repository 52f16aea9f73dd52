extension MixedDataSource {
  /// Appends an item to the end of a section.
  ///
  ///     try feed.append(summerSale).batches  // [insert items [0, 3]]: after the last item
  ///
  /// - Returns: The inserted position, in the root's positions.
  /// - Throws: ``ListError/noDecorator(modelType:)`` naming the item's type when the catalog has
  ///   no decorator for it, and ``ListError/sectionOutOfRange(_:sectionCount:)`` when the section
  ///   does not exist; nothing changes then.
  /// - Complexity: Amortized O(1).
  @discardableResult
  public func append(_ item: Any, toSection section: Int = 0) throws(ListError) -> ListChange {
    try append(contentsOf: [item], toSection: section)
  }

  /// Appends items to the end of a section.
  ///
  /// - Throws: ``ListError/noDecorator(modelType:)`` for the first item whose type has no
  ///   decorator, and ``ListError/sectionOutOfRange(_:sectionCount:)`` when the section does not
  ///   exist; nothing changes then.
  /// - Complexity: O(m), where m is the number of appended items.
  @discardableResult
  public func append(contentsOf newItems: [Any], toSection section: Int = 0) throws(ListError)
    -> ListChange
  {
    try appendItems(newItems, toSection: section)
  }

  /// Inserts an item at a position; the item previously there and those after it move down.
  ///
  ///     try feed.insert(summerSale, at: ListPosition(section: 0, item: 1))
  ///
  /// `position.item` may equal the section's item count, which appends.
  ///
  /// - Throws: ``ListError/noDecorator(modelType:)`` naming the item's type when the catalog has
  ///   no decorator for it, and ``ListError/positionOutOfRange(_:sectionCount:itemCount:)`` when
  ///   the position is neither an existing position nor the end of an existing section; nothing
  ///   changes then.
  /// - Complexity: O(n), where n is the number of items in the section.
  @discardableResult
  public func insert(_ item: Any, at position: ListPosition) throws(ListError) -> ListChange {
    try insertItem(item, at: position)
  }

  /// Replaces the item at a position and reloads its cell, or reconfigures it in place.
  ///
  ///     try feed.update(at: ListPosition(section: 0, item: 0), with: adaKing)
  ///     // change.batches.first?.reloadedItems: the host replaces the cell
  ///     try feed.update(
  ///       at: ListPosition(section: 0, item: 0), with: adaKing, updateStyle: .reconfigure)
  ///     // change.batches.first?.reconfiguredItems: the host fills the same cell again
  ///
  /// With `DiffOptions.UpdateStyle.reload` (the default) the host replaces the cell, as
  /// `reloadItems(at:)` does; the new item may be of any type the catalog has a decorator for.
  /// With `DiffOptions.UpdateStyle.reconfigure` the host configures the existing cell again, as
  /// `reconfigureItems(at:)` does (iOS 15), which keeps the cell and its animations. A cell can
  /// only be kept for a new version of the same item, shown by the same decorator: when the new
  /// item has another type, or another `id`, it is reloaded even
  /// with `.reconfigure`. The result says which was done.
  ///
  /// - Parameters:
  ///   - position: The position of the item to replace.
  ///   - item: The new item.
  ///   - updateStyle: How the change is reported: reloaded (the default) or reconfigured.
  /// - Returns: The reloaded or reconfigured position, in the root's positions.
  /// - Throws: ``ListError/noDecorator(modelType:)`` naming the item's type when the catalog has
  ///   no decorator for it, and ``ListError/positionOutOfRange(_:sectionCount:itemCount:)``;
  ///   nothing changes then.
  /// - Complexity: O(1).
  @discardableResult
  public func update(
    at position: ListPosition, with item: Any, updateStyle: DiffOptions.UpdateStyle = .reload
  ) throws(ListError) -> ListChange {
    try replaceItem(
      at: position, with: item, updateStyle: updateStyle, isSameItem: Self.isSameItem)
  }

  /// Removes and returns the item at a position.
  ///
  ///     let (removed, update) = try feed.remove(at: ListPosition(section: 0, item: 2))
  ///
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)``.
  /// - Complexity: O(n), where n is the number of items in the section.
  @discardableResult
  public func remove(at position: ListPosition) throws(ListError) -> (
    item: Any, update: ListChange
  ) {
    try removeItem(at: position)
  }

  /// Moves the item at `from` so that it ends at `to`, counted after the item left `from`
  /// (see ``ArrayDataSource/move(from:to:)``).
  ///
  /// - Returns: The move, in the root's positions; empty when `from == to`.
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)``; nothing changes
  ///   then.
  /// - Complexity: O(n), where n is the number of items in the two sections.
  @discardableResult
  public func move(from: ListPosition, to: ListPosition) throws(ListError) -> ListChange {
    try moveItem(from: from, to: to)
  }
}

extension MixedDataSource {
  /// A Boolean value that indicates whether `new` is the same item as `old`, so that it can keep
  /// its cell: the same type (and so the same decorator) and the same identifier, if any.
  nonisolated static func isSameItem(_ old: Any, _ new: Any) -> Bool {
    MixedItem(old).id == MixedItem(new).id
  }
}
