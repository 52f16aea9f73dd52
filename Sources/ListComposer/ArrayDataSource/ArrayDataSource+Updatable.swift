extension ArrayDataSource where Model: Updatable {
  /// Updates the items whose identity matches an incoming value and appends the others to a
  /// section.
  ///
  ///     let update = try contacts.upsert([renamedAda, newcomer])
  ///     update.reloadedItems  // Ada's position
  ///     update.insertedItems  // the newcomer's, at the end of section 0
  ///
  /// Matching searches every section; the first existing item with an identity wins. Unchanged
  /// content produces no reload. An incoming value whose identity appears twice in `newItems`
  /// is applied in order, so the last one's content stays, without duplicating the item.
  ///
  /// - Parameters:
  ///   - newItems: The values to merge in.
  ///   - section: The section to which unmatched values are appended.
  /// - Returns: The reloaded and inserted positions, in the root's positions.
  /// - Throws: ``ListError/sectionOutOfRange(_:sectionCount:)`` when `section` does not exist
  ///   and there is something to append; nothing changes then.
  /// - Complexity: O(n + m), the numbers of existing and incoming items.
  @discardableResult
  public func upsert(_ newItems: [Model], appendingToSection section: Int = 0) throws(ListError)
    -> BatchUpdate
  {
    try edit { current throws(ListError) in
      var positions: [Model.DiffIdentifier: ListPosition] = [:]
      for (sectionIndex, content) in current.enumerated() {
        for (index, item) in content.items.enumerated() where positions[item.diffIdentifier] == nil
        {
          positions[item.diffIdentifier] = ListPosition(section: sectionIndex, item: index)
        }
      }
      var updated = current
      var reloaded: Set<ListPosition> = []
      var appended: [Model] = []
      var appendedIndex: [Model.DiffIdentifier: Int] = [:]
      for item in newItems {
        if let position = positions[item.diffIdentifier] {
          let current = updated[position.section].items[position.item]
          guard !current.isContentEqual(to: item) else { continue }
          updated[position.section].items[position.item].update(from: item)
          reloaded.insert(position)
        } else if let index = appendedIndex[item.diffIdentifier] {
          appended[index].update(from: item)
        } else {
          appendedIndex[item.diffIdentifier] = appended.count
          appended.append(item)
        }
      }
      var inserted: [ListPosition] = []
      if !appended.isEmpty {
        guard updated.indices.contains(section) else {
          throw .sectionOutOfRange(section, sectionCount: updated.count)
        }
        let start = updated[section].items.count
        updated[section].items.append(contentsOf: appended)
        inserted = (start..<start + appended.count).map { ListPosition(section: section, item: $0) }
      }
      current = updated
      return BatchUpdate(insertedItems: inserted, reloadedItems: reloaded.sorted())
    }
  }
}
