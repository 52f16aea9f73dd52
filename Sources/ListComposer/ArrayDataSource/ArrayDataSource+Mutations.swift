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
    guard sections.indices.contains(section) else {
      throw .sectionOutOfRange(section, sectionCount: sections.count)
    }
    let start = sections[section].items.count
    modifySections { $0[section].items.append(contentsOf: newItems) }
    let inserted = (start..<start + newItems.count).map { ListPosition(section: section, item: $0) }
    return updates.publish(BatchUpdate(insertedItems: inserted))
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
    guard sections.indices.contains(position.section), position.item >= 0,
      position.item <= sections[position.section].items.count
    else { throw outOfRangeError(position) }
    modifySections { $0[position.section].items.insert(item, at: position.item) }
    return updates.publish(BatchUpdate(insertedItems: [position]))
  }

  /// Replaces the item at a position and reloads its cell.
  ///
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)``.
  /// - Complexity: O(1).
  @discardableResult
  public func update(at position: ListPosition, with item: Model) throws(ListError) -> BatchUpdate {
    guard contains(position) else { throw outOfRangeError(position) }
    modifySections { $0[position.section].items[position.item] = item }
    return updates.publish(BatchUpdate(reloadedItems: [position]))
  }

  /// Removes and returns the item at a position.
  ///
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)``.
  /// - Complexity: O(n), where n is the number of items in the section.
  @discardableResult
  public func remove(at position: ListPosition) throws(ListError) -> (
    item: Model, update: BatchUpdate
  ) {
    guard let item = model(at: position) else { throw outOfRangeError(position) }
    modifySections { $0[position.section].items.remove(at: position.item) }
    return (item, updates.publish(BatchUpdate(deletedItems: [position])))
  }

  /// Appends a section.
  ///
  /// - Complexity: Amortized O(1).
  @discardableResult
  public func appendSection(_ section: ListSection<Model>) -> BatchUpdate {
    modifySections { $0.append(section) }
    return updates.publish(BatchUpdate(insertedSections: [sections.count - 1]))
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
    let oldCount = sections.count
    setSections(newSections)
    let common = min(oldCount, newSections.count)
    return updates.publish(
      BatchUpdate(
        deletedSections: Array(common..<max(common, oldCount)),
        insertedSections: Array(common..<max(common, newSections.count)),
        reloadedSections: Array(0..<common)))
  }
}
