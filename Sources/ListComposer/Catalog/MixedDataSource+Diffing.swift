extension MixedDataSource: ArrayBackedSource {}

extension MixedDataSource {
  /// Replaces the items with new ones in a single section and reports the difference as staged
  /// batches, so that the host animates only the items that changed: what a feed does when the
  /// server sends a new page.
  ///
  ///     let feed = MixedDataSource([ada, welcome, springSale], catalog: .generated)
  ///     try feed.setItems([welcome, ada, summerSale]).batches.map(\.description)
  ///     // ["reload items [0, 2]", "move items [0, 1]->[0, 0]"]
  ///     // Contact and Message are Equatable, so Ada and the welcome message only move; an Ad
  ///     // has no identity of its own, so the summer sale takes the spring sale's place.
  ///
  /// Items are matched by their identity (see ``itemIdentifier(at:)``): their type paired with
  /// their `id`, so a contact and a message that share an `id`
  /// are different items.
  ///
  /// - Items whose type is not `Identifiable` (a banner, an ad) have no identity of their
  ///   own: the items of one such type are matched in order, the first old ad with the first new
  ///   ad, as `StagedDiff` pairs the occurrences of a duplicated identifier; surplus ones are
  ///   deleted or inserted. A page that keeps its ads where they were animates nothing for them.
  /// - A matched item whose content changed is reloaded, or reconfigured with
  ///   `DiffOptions.updateStyle` `.reconfigure` (a matched item has the type, and so the cell,
  ///   of the old one). Content is compared with the type's
  ///   `ContentEquatable.isContentEqual(to:)`, or `==` for an `Equatable` type; an item of a
  ///   type that is neither is always reloaded (or reconfigured), so that no cell shows stale
  ///   content: make such models `Equatable` to spare those cells.
  /// - Duplicated identities never trap; they are paired as `StagedDiff` describes.
  ///
  /// The difference comes in up to three stages (five when the source has several sections);
  /// for each stage in order, the source first holds the stage's data and then publishes the
  /// stage's update through ``updates``, so that the host applies it as one batch, as
  /// ``ArrayDataSource/setItems(_:options:)`` does. A source with exactly one section keeps that
  /// section's titles; a source with none gains one; a source with several is diffed as
  /// ``setSections(_:options:)`` does against one section with the first section's titles.
  ///
  /// When the items are the same, nothing is published and the result is empty. When the
  /// difference `StagedDiff.recommendsReload`, or when `DiffOptions.usesReloadData` asks for
  /// it, the source takes the new items at once and publishes one batch that reloads its
  /// sections (sections present before and after are reloaded, surplus old ones deleted).
  ///
  /// - Parameters:
  ///   - newItems: The items to show, in order.
  ///   - options: How to report changed items and when to prefer a reload.
  /// - Returns: The published batches, in the root's positions, in the order they were applied.
  /// - Throws: ``ListError/noDecorator(modelType:)`` for the first item whose type has no
  ///   decorator; nothing changes and nothing is published then.
  /// - Complexity: O(*n* + *m* + *k* log *k*) expected for the diff, where *n* and *m* are the
  ///   numbers of old and new items and *k* the number of matched items between their common
  ///   prefix and suffix, plus O(*n* + *m*) per stage to set its data and the cost of remapping
  ///   each stage through the compositions above. Reading identities and comparing contents
  ///   goes through dynamic casts, a constant cost per item.
  @discardableResult
  public func setItems(_ newItems: [Any], options: DiffOptions = DiffOptions()) throws(ListError)
    -> ListChange
  {
    try checkItems(newItems)
    return updates.run(.queue(returning: .queued)) {
      self.applyDifference(
        toItems: newItems, options: options, elements: Self.mixedItems, items: Self.values)
    }
  }

  /// Replaces the sections with new ones and reports the difference as staged batches, so that
  /// the host animates only the sections and items that changed.
  ///
  ///     try feed.setSections([
  ///       ListSection(header: "Pinned", items: [welcome]),
  ///       ListSection(header: "Today", items: [ada, summerSale]),
  ///     ])
  ///
  /// Sections are identified by their header title, as in
  /// ``ArrayDataSource/setSections(_:options:)``: sections without a header, or with the same
  /// header, are matched in order; a section whose footer changes is reloaded. Items are matched
  /// as ``setItems(_:options:)`` describes, across all sections present on both sides, so an
  /// item can move from one section to another.
  ///
  /// When the sections are the same, nothing is published and the result is empty. When the
  /// difference `StagedSectionedDiff.recommendsReload`, or when `DiffOptions.usesReloadData`
  /// asks for it, the source takes the new sections at once and publishes one batch that reloads the sections present before and after, deletes
  /// the surplus old ones and inserts the surplus new ones.
  ///
  /// - Parameters:
  ///   - newSections: The sections to show, in order.
  ///   - options: How to report changed items and when to prefer a reload.
  /// - Returns: The published batches, in the root's positions, in the order they were applied.
  /// - Throws: ``ListError/noDecorator(modelType:)`` for the first item whose type has no
  ///   decorator; nothing changes and nothing is published then.
  /// - Complexity: O(*S* + *n* + *m* + *k* log *k*) expected for the diff, where *S* is the
  ///   number of sections on both sides, *n* and *m* the numbers of old and new items and *k*
  ///   the number of matched items, plus O(*S* + *n* + *m*) per stage to set its data and the
  ///   cost of remapping each stage through the compositions above.
  @discardableResult
  public func setSections(_ newSections: [ListSection<Any>], options: DiffOptions = DiffOptions())
    throws(ListError) -> ListChange
  {
    for section in newSections {
      try checkItems(section.items)
    }
    return updates.run(.queue(returning: .queued)) {
      self.applyDifference(
        toSections: newSections, options: options, elements: Self.mixedItems, items: Self.values)
    }
  }

  /// Throws ``ListError/noDecorator(modelType:)`` for the first item whose type has no
  /// decorator.
  func checkItems(_ items: [Any]) throws(ListError) {
    for item in items {
      _ = try requireDecorator(for: item)
    }
  }

  private nonisolated static func mixedItems(_ values: [Any]) -> [MixedItem] {
    values.map(MixedItem.init)
  }

  private nonisolated static func values(_ items: [MixedItem]) -> [Any] {
    items.map(\.value)
  }
}
