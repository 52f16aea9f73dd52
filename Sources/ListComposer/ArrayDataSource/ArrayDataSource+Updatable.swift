extension ArrayDataSource where Model: Updatable {
  /// Updates the items whose identity matches an incoming value and appends the others to a
  /// section.
  ///
  ///     let change = try contacts.upsert([renamedAda, newcomer])
  ///     change.batches.first?.reloadedItems  // Ada's position
  ///     change.batches.first?.insertedItems  // the newcomer's, at the end of section 0
  ///
  ///     try contacts.upsert([renamedAda], updateStyle: .reconfigure)
  ///     // change.batches.first?.reconfiguredItems: Ada's position; her cell stays on screen
  ///
  /// Matching searches every section; the first existing item with an identity wins. Unchanged
  /// content produces no reload. An incoming value whose identity appears twice in `newItems`
  /// is applied in order, so the last one's content stays, without duplicating the item.
  ///
  /// A changed item is reloaded by default: the host replaces its cell, as
  /// `reloadItems(at:)` does. With `.reconfigure` the host configures the existing cell again,
  /// as `reconfigureItems(at:)` does (iOS 15), which keeps the cell's state and any running
  /// animation; a matched item keeps its identity, so this is always possible.
  ///
  /// - Parameters:
  ///   - newItems: The values to merge in.
  ///   - section: The section to which unmatched values are appended.
  ///   - updateStyle: How changed items are reported: reloaded (the default) or reconfigured.
  /// - Returns: The reloaded (or reconfigured) and inserted positions, in the root's positions.
  /// - Throws: ``ListError/sectionOutOfRange(_:sectionCount:)`` when `section` does not exist
  ///   and there is something to append; nothing changes then.
  /// - Complexity: O(n + m), the numbers of existing and incoming items.
  @discardableResult
  public func upsert(
    _ newItems: [Model], appendingToSection section: Int = 0,
    updateStyle: DiffOptions.UpdateStyle = .reload
  ) throws(ListError) -> ListChange {
    try mutate { sections throws(ListError) in
      try sections.upsertItems(
        newItems, appendingToSection: section, style: updateStyle,
        identity: { $0.id }, isContentEqual: { $0.isContentEqual(to: $1) },
        merge: { $0.update(from: $1) })
    }
  }
}
