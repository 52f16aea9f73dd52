extension MixedDataSource {
  /// Appends an item to the end of a section.
  ///
  ///     try feed.append(summerSale)  // update.insertedItems == [position after the last item]
  ///
  /// - Returns: The inserted position, in the root's positions.
  /// - Throws: ``ListError/noDecorator(modelType:)`` naming the item's type when the catalog has
  ///   no decorator for it, and ``ListError/sectionOutOfRange(_:sectionCount:)`` when the section
  ///   does not exist; nothing changes then.
  /// - Complexity: Amortized O(1).
  @discardableResult
  public func append(_ item: Any, toSection section: Int = 0) throws(ListError) -> BatchUpdate {
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
    -> BatchUpdate
  {
    try requireDecorators(for: newItems)
    return try edit { sections throws(ListError) in
      try sections.appendItems(newItems, toSection: section)
    }
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
  public func insert(_ item: Any, at position: ListPosition) throws(ListError) -> BatchUpdate {
    _ = try requireDecorator(for: item)
    return try edit(positional: "insert(_:at:)") { sections throws(ListError) in
      try sections.insertItem(item, at: position)
    }
  }

  /// Replaces the item at a position and reloads its cell, or reconfigures it in place.
  ///
  ///     try feed.update(at: ListPosition(section: 0, item: 0), with: adaKing)
  ///     // update.reloadedItems: the host replaces the cell
  ///     try feed.update(
  ///       at: ListPosition(section: 0, item: 0), with: adaKing, updateStyle: .reconfigure)
  ///     // update.reconfiguredItems: the host fills the same cell again
  ///
  /// With `DiffOptions.UpdateStyle.reload` (the default) the host replaces the cell, as
  /// `reloadItems(at:)` does; the new item may be of any type the catalog has a decorator for.
  /// With `DiffOptions.UpdateStyle.reconfigure` the host configures the existing cell again, as
  /// `reconfigureItems(at:)` does (iOS 15), which keeps the cell and its animations. A cell can
  /// only be kept for a new version of the same item, shown by the same decorator: when the new
  /// item has another type, or another `DiffIdentifiable.diffIdentifier`, it is reloaded even
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
  ) throws(ListError) -> BatchUpdate {
    _ = try requireDecorator(for: item)
    return try edit(positional: "update(at:with:)") { sections throws(ListError) in
      try sections.replaceItem(
        at: position, with: item, style: updateStyle, isSameItem: Self.isSameItem)
    }
  }

  /// Replaces the item at a position with a new version of it and configures its cell again in
  /// place, keeping the cell: what `reconfigureItems(at:)` does (iOS 15).
  ///
  ///     try feed.reconfigure(at: ListPosition(section: 0, item: 0), with: adaKing)
  ///     // update.reconfiguredItems == [[0, 0]]; the same cell now shows Ada King
  ///
  /// The same as ``update(at:with:updateStyle:)`` with `.reconfigure`: when `item` has another
  /// type or another `DiffIdentifiable.diffIdentifier` than the item it replaces, it is
  /// reloaded instead, since only the same item can keep its cell.
  ///
  /// - Returns: The reconfigured (or reloaded) position, in the root's positions.
  /// - Throws: ``ListError/noDecorator(modelType:)`` and
  ///   ``ListError/positionOutOfRange(_:sectionCount:itemCount:)``; nothing changes then.
  /// - Complexity: O(1).
  @discardableResult
  public func reconfigure(at position: ListPosition, with item: Any) throws(ListError)
    -> BatchUpdate
  {
    try update(at: position, with: item, updateStyle: .reconfigure)
  }

  /// Removes and returns the item at a position.
  ///
  ///     let (removed, update) = try feed.remove(at: ListPosition(section: 0, item: 2))
  ///
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)``.
  /// - Complexity: O(n), where n is the number of items in the section.
  @discardableResult
  public func remove(at position: ListPosition) throws(ListError) -> (
    item: Any, update: BatchUpdate
  ) {
    var removed: Any?
    let update = try edit(positional: "remove(at:)") { sections throws(ListError) in
      let (item, update) = try sections.removeItem(at: position)
      removed = item
      return update
    }
    guard let removed else { throw outOfRangeError(position) }
    return (removed, update)
  }

  /// Moves the item at `from` so that it ends at `to`, counted after the item left `from`
  /// (see ``ArrayDataSource/move(from:to:)``).
  ///
  /// - Returns: The move, in the root's positions; empty when `from == to`.
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)``; nothing changes
  ///   then.
  /// - Complexity: O(n), where n is the number of items in the two sections.
  @discardableResult
  public func move(from: ListPosition, to: ListPosition) throws(ListError) -> BatchUpdate {
    try edit(positional: "move(from:to:)") { sections throws(ListError) in
      try sections.moveItem(from: from, to: to)
    }
  }

  /// Replaces every item with the given ones, in a single section that keeps the first section's
  /// titles.
  ///
  /// Sections that exist before and after are reloaded; surplus old sections are deleted.
  ///
  /// - Throws: ``ListError/noDecorator(modelType:)`` for the first item whose type has no
  ///   decorator; nothing changes then.
  /// - Complexity: O(n + m), the numbers of old and new items.
  @discardableResult
  public func replaceAll(with newItems: [Any]) throws(ListError) -> BatchUpdate {
    let first = sections.first
    return try replaceAll(
      with: [
        ListSection(header: first?.header, items: newItems, footer: first?.footer)
          .identified(by: first?.id)
      ])
  }

  /// Replaces every section with the given ones.
  ///
  /// Sections that exist before and after are reloaded; surplus old sections are deleted and
  /// new ones inserted.
  ///
  /// - Throws: ``ListError/noDecorator(modelType:)`` for the first item whose type has no
  ///   decorator; nothing changes then.
  /// - Complexity: O(n + m), the numbers of old and new items.
  @discardableResult
  public func replaceAll(with newSections: [ListSection<Any>]) throws(ListError) -> BatchUpdate {
    for section in newSections {
      try requireDecorators(for: section.items)
    }
    return edit { sections in sections.replaceAllSections(with: newSections) }
  }
}

extension MixedDataSource {
  /// A Boolean value that indicates whether `new` is the same item as `old`, so that it can keep
  /// its cell: the same type (and so the same decorator) and the same identifier, if any.
  nonisolated static func isSameItem(_ old: Any, _ new: Any) -> Bool {
    MixedItem(old).diffIdentifier == MixedItem(new).diffIdentifier
  }
}
