extension ArrayDataSource {
  /// Appends an item to the end of a section.
  ///
  ///     try contacts.append(grace)  // update.insertedItems == [position after the last item]
  ///
  /// - Returns: The inserted position, in the root's positions.
  /// - Throws: ``ListError/sectionOutOfRange(_:sectionCount:)`` when the section does not exist.
  /// - Complexity: Amortized O(1).
  @discardableResult
  public func append(_ item: Model, toSection section: Int = 0) throws(ListError) -> BatchUpdate {
    try append(contentsOf: [item], toSection: section)
  }

  /// Appends items to the end of a section.
  ///
  /// - Throws: ``ListError/sectionOutOfRange(_:sectionCount:)`` when the section does not exist.
  /// - Complexity: O(m), where m is the number of appended items.
  @discardableResult
  public func append(contentsOf newItems: [Model], toSection section: Int = 0) throws(ListError)
    -> BatchUpdate
  {
    try edit { sections throws(ListError) in
      try sections.appendItems(newItems, toSection: section)
    }
  }

  /// Inserts an item at a position; the item previously there and those after it move down.
  ///
  /// `position.item` may equal the section's item count, which appends.
  ///
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)`` when the position is
  ///   neither an existing position nor the end of an existing section.
  /// - Complexity: O(n), where n is the number of items in the section.
  @discardableResult
  public func insert(_ item: Model, at position: ListPosition) throws(ListError) -> BatchUpdate {
    try edit(positional: "insert(_:at:)") { sections throws(ListError) in
      try sections.insertItem(item, at: position)
    }
  }

  /// Replaces the item at a position and reloads its cell.
  ///
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)``.
  /// - Complexity: O(1).
  @discardableResult
  public func update(at position: ListPosition, with item: Model) throws(ListError) -> BatchUpdate {
    try edit(positional: "update(at:with:)") { sections throws(ListError) in
      try sections.replaceItem(at: position, with: item)
    }
  }

  /// Removes and returns the item at a position.
  ///
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)``.
  /// - Complexity: O(n), where n is the number of items in the section.
  @discardableResult
  public func remove(at position: ListPosition) throws(ListError) -> (
    item: Model, update: BatchUpdate
  ) {
    var removed: Model?
    let update = try edit(positional: "remove(at:)") { sections throws(ListError) in
      let (item, update) = try sections.removeItem(at: position)
      removed = item
      return update
    }
    guard let removed else { throw outOfRangeError(position) }
    return (removed, update)
  }

  /// Appends a section.
  ///
  /// - Complexity: Amortized O(1).
  @discardableResult
  public func appendSection(_ section: ListSection<Model>) -> BatchUpdate {
    edit { sections in
      sections.append(section)
      return BatchUpdate(insertedSections: [sections.count - 1])
    }
  }

  /// Replaces every item with the given ones, in a single section.
  ///
  /// Sections that exist before and after are reloaded; surplus old sections are deleted and
  /// new ones inserted. To animate individual items instead, diff the old and new items.
  ///
  /// - Complexity: O(n + m), the numbers of old and new items.
  @discardableResult
  public func replaceAll(with newItems: [Model]) -> BatchUpdate {
    let first = sections.first
    return replaceAll(
      with: [ListSection(header: first?.header, items: newItems, footer: first?.footer)])
  }

  /// Replaces every section with the given ones.
  ///
  /// - Complexity: O(n + m), the numbers of old and new items.
  @discardableResult
  public func replaceAll(with newSections: [ListSection<Model>]) -> BatchUpdate {
    edit { sections in sections.replaceAllSections(with: newSections) }
  }
}
