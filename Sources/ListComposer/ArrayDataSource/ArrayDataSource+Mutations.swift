extension ArrayDataSource {
  /// Appends an item to the end of a section.
  ///
  ///     try contacts.append(grace).batches  // [insert items [0, 2]]: after the last item
  ///
  /// - Returns: The inserted position, in the root's positions.
  /// - Throws: ``ListError/sectionOutOfRange(_:sectionCount:)`` when the section does not exist.
  /// - Complexity: Amortized O(1).
  @discardableResult
  public func append(_ item: Model, toSection section: Int = 0) throws(ListError) -> ListChange {
    try append(contentsOf: [item], toSection: section)
  }

  /// Appends items to the end of a section.
  ///
  /// - Throws: ``ListError/sectionOutOfRange(_:sectionCount:)`` when the section does not exist.
  /// - Complexity: O(m), where m is the number of appended items.
  @discardableResult
  public func append(contentsOf newItems: [Model], toSection section: Int = 0) throws(ListError)
    -> ListChange
  {
    try appendItems(newItems, toSection: section)
  }

  /// Inserts an item at a position; the item previously there and those after it move down.
  ///
  /// `position.item` may equal the section's item count, which appends.
  ///
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)`` when the position is
  ///   neither an existing position nor the end of an existing section.
  /// - Complexity: O(n), where n is the number of items in the section.
  @discardableResult
  public func insert(_ item: Model, at position: ListPosition) throws(ListError) -> ListChange {
    try insertItem(item, at: position)
  }

  /// Replaces the item at a position and reloads its cell, or reconfigures it in place.
  ///
  ///     try contacts.update(at: ListPosition(section: 0, item: 0), with: adaKing)
  ///     // change.batches.first?.reloadedItems: the host replaces the cell
  ///     try contacts.update(
  ///       at: ListPosition(section: 0, item: 0), with: adaKing, updateStyle: .reconfigure)
  ///     // change.batches.first?.reconfiguredItems: the host fills the same cell again
  ///
  /// With `DiffOptions.UpdateStyle.reload` (the default) the host replaces the cell, as
  /// `reloadItems(at:)` does: the old cell goes back to the reuse pool and its state and
  /// animations are lost. With `DiffOptions.UpdateStyle.reconfigure` the host configures the
  /// existing cell again, as `reconfigureItems(at:)` does (iOS 15), which keeps the cell. A cell
  /// can only be kept for a new version of the same item: when the model type is
  /// `Identifiable` and the new item's `id` differs from the
  /// old one's, the item is reloaded even with `.reconfigure`. The result says which was done.
  ///
  /// - Parameters:
  ///   - position: The position of the item to replace.
  ///   - item: The new item.
  ///   - updateStyle: How the change is reported: reloaded (the default) or reconfigured.
  /// - Returns: The reloaded or reconfigured position, in the root's positions.
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)``; nothing changes
  ///   then.
  /// - Complexity: O(1).
  @discardableResult
  public func update(
    at position: ListPosition, with item: Model, updateStyle: DiffOptions.UpdateStyle = .reload
  ) throws(ListError) -> ListChange {
    try replaceItem(
      at: position, with: item, updateStyle: updateStyle, isSameItem: Self.isSameItem)
  }

  /// Removes and returns the item at a position.
  ///
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)``.
  /// - Complexity: O(n), where n is the number of items in the section.
  @discardableResult
  public func remove(at position: ListPosition) throws(ListError) -> (
    item: Model, update: ListChange
  ) {
    try removeItem(at: position)
  }

  /// Moves the item at `from` so that it ends at `to`: what a user's drag does, and what the
  /// `SourceHandlers.move` handler calls (see ``ReorderableDataSource``).
  ///
  ///     try tasks.move(from: ListPosition(section: 0, item: 0), to: ListPosition(section: 0, item: 2))
  ///     // change.batches.first?.movedItems == [[0, 0] → [0, 2]]
  ///
  /// `to` is counted after the item left `from`, as `moveRow(at:to:)` counts it, so it may be
  /// the end of another section but not past the last item of its own.
  ///
  /// - Returns: The move, in the root's positions; empty when `from == to`.
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)`` when either
  ///   position does not exist; nothing changes then.
  /// - Complexity: O(n), where n is the number of items in the two sections.
  @discardableResult
  public func move(from: ListPosition, to: ListPosition) throws(ListError) -> ListChange {
    try moveItem(from: from, to: to)
  }

  /// Appends a section.
  ///
  /// - Complexity: Amortized O(1).
  @discardableResult
  public func appendSection(_ section: ListSection<Model>) -> ListChange {
    mutate { sections in
      sections.append(section)
      return BatchUpdate(insertedSections: [sections.count - 1])
    }
  }
}
