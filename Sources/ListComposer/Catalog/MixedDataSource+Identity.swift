extension MixedDataSource {
  /// Replaces the items whose identity matches an incoming value and appends the others to a
  /// section: merging a fresh copy of some items into a feed.
  ///
  ///     let change = try feed.upsert([adaKing, newMessage])
  ///     change.batches.first?.reloadedItems  // Ada's position
  ///     change.batches.first?.insertedItems  // the new message's, at the end of section 0
  ///
  /// Identity is the item's type paired with its `id` (see
  /// ``itemIdentifier(at:)``). Matching searches every section; the first existing item with an
  /// identity wins, and the incoming value replaces it (items are `Any`, so there is no
  /// ``Updatable/update(from:)`` to call). An incoming value whose content equals the matched
  /// item's, by `ContentEquatable.isContentEqual(to:)` or `==`, changes nothing; a value of a
  /// type that has neither is always treated as changed. An identity that appears twice in
  /// `newItems` is applied in order, so the last value stays, without duplicating the item. An
  /// item whose type is not `Identifiable` has no identity to match: it is always
  /// appended.
  ///
  /// A changed item is reloaded by default: the host replaces its cell, as `reloadItems(at:)`
  /// does. With `.reconfigure` the host configures the existing cell again, as
  /// `reconfigureItems(at:)` does (iOS 15), keeping the cell; a matched item has the type, and
  /// so the decorator and cell, of the item it replaces, so this is always possible.
  ///
  /// - Parameters:
  ///   - newItems: The values to merge in.
  ///   - section: The section to which unmatched values are appended.
  ///   - updateStyle: How changed items are reported: reloaded (the default) or reconfigured.
  /// - Returns: The reloaded (or reconfigured) and inserted positions, in the root's positions.
  /// - Throws: ``ListError/noDecorator(modelType:)`` for the first incoming value whose type has
  ///   no decorator, and ``ListError/sectionOutOfRange(_:sectionCount:)`` when `section` does
  ///   not exist and there is something to append; nothing changes then.
  /// - Complexity: O(n + m) expected, the numbers of existing and incoming items.
  @discardableResult
  public func upsert(
    _ newItems: [Any], appendingToSection section: Int = 0,
    updateStyle: DiffOptions.UpdateStyle = .reload
  ) throws(ListError) -> ListChange {
    try checkItems(newItems)
    return try mutate { sections throws(ListError) in
      try sections.upsertItems(
        newItems, appendingToSection: section, style: updateStyle,
        identity: Self.ownIdentity, isContentEqual: Self.isContentEqual,
        merge: { $0 = $1 })
    }
  }

  /// Removes every item that `item` names, in every section: the items with its identity when
  /// its type is `Identifiable` (whatever their content), otherwise the items of its type
  /// equal to it when its type is `Equatable`.
  ///
  ///     let change = feed.remove(Message(id: 7, subject: ""))  // message 7, edited or not
  ///     change.batches.first?.deletedItems  // where it was, on the whole screen
  ///
  /// Identity is the item's type paired with its `id`, so removing
  /// a message never removes a contact with the same `id`. A value of a type that is neither
  /// `Identifiable` nor `Equatable` names nothing; remove such an item with
  /// ``remove(at:)``. Removing a value that is not present changes nothing and returns an empty
  /// update.
  ///
  /// - Returns: The deleted positions, in the root's positions.
  /// - Complexity: O(n), where n is the number of items.
  @discardableResult
  public func remove(_ item: Any) -> ListChange {
    let target = MixedItem(item)
    return removeItems { target.names(MixedItem($0)) }
  }

  /// Returns the first position of an item that `item` names (see ``remove(_:)``), or `nil`.
  ///
  ///     feed.firstPosition(of: Message(id: 7, subject: ""))  // [0, 3]
  ///
  /// - Complexity: O(n), where n is the number of items.
  public func firstPosition(of item: Any) -> ListPosition? {
    let target = MixedItem(item)
    for (section, content) in sections.enumerated() {
      if let index = content.items.firstIndex(where: { target.names(MixedItem($0)) }) {
        return ListPosition(section: section, item: index)
      }
    }
    return nil
  }

  /// The identity an upsert matches: `nil` for an item whose type has no identifier of its own.
  private nonisolated static func ownIdentity(_ item: Any) -> MixedItem.Identity? {
    let mixed = MixedItem(item)
    return mixed.hasOwnIdentifier ? mixed.id : nil
  }

  private nonisolated static func isContentEqual(_ old: Any, _ new: Any) -> Bool {
    MixedItem(old).isContentEqual(to: MixedItem(new))
  }
}
