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
    for item in newItems {
      _ = try requireDecorator(for: item)
    }
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
      with: [ListSection(header: first?.header, items: newItems, footer: first?.footer)])
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
      for item in section.items {
        _ = try requireDecorator(for: item)
      }
    }
    return edit { sections in sections.replaceAllSections(with: newSections) }
  }
}
