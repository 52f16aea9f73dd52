extension ListAdapter {
  /// Lets the user delete items of a source (a table view's swipe to delete): the view asks
  /// ``canDeleteItem(at:)`` for each row and calls ``deleteItem(at:)`` when the user confirms,
  /// and the adapter routes both to `source` with the item's position in it.
  ///
  ///     adapter.allowDeleting(in: messages) { messages, position in
  ///       _ = try messages.remove(at: position)  // publishes the deletion; the view animates it
  ///     }
  ///
  /// A composition may allow deleting for all its children; the source nearest the item
  /// decides. Sources without a handler keep their items; so does every source until one is
  /// allowed. The source is held weakly.
  ///
  /// - Parameters:
  ///   - source: A source of the screen, at any depth.
  ///   - canDelete: Returns whether the user may delete the item at a position of `source`;
  ///     by default every item.
  ///   - delete: Deletes the item at a position of `source`, publishing the change as every
  ///     mutation does. An error it throws is reported to ``onFailure`` and logged.
  public func allowDeleting<Source: DataSource>(
    in source: Source,
    where canDelete: @escaping @MainActor (Source, ListPosition) -> Bool = { _, _ in true },
    delete: @escaping @MainActor (Source, ListPosition) throws -> Void
  ) {
    deletion.set(
      ItemDeletion(
        canDelete: { owner, position in
          guard let owner = owner as? Source else { return false }
          return canDelete(owner, position)
        },
        delete: { owner, position in
          guard let owner = owner as? Source else { return }
          try delete(owner, position)
        }),
      for: source)
  }

  /// Stops letting the user delete items of a source.
  public func disallowDeleting(in source: some DataSource) {
    deletion.set(nil, for: source)
  }

  /// Returns whether the user may delete the item at a screen position: whether the source
  /// nearest the item that allows deleting (see ``allowDeleting(in:where:delete:)``) accepts.
  public func canDeleteItem(at position: ListPosition) -> Bool {
    guard let (handler, owner, local) = deletion.provider(for: position, in: self) else {
      return false
    }
    return handler.canDelete(owner, local)
  }

  /// Deletes the item at a screen position because the user asked, through the source that
  /// allows it; its change reaches the view as every change does.
  ///
  /// - Returns: `true` when the source deleted the item; `false` when no source allows it
  ///   or the source failed, which is reported to ``onFailure`` and logged through the view.
  @discardableResult
  public func deleteItem(at position: ListPosition) -> Bool {
    guard let (handler, owner, local) = deletion.provider(for: position, in: self),
      handler.canDelete(owner, local)
    else {
      report(.deletion(position, error: "no source of the screen lets the user delete this item"))
      return false
    }
    do {
      try handler.delete(owner, local)
      return true
    } catch {
      report(.deletion(position, error: "\(error)"))
      return false
    }
  }
}

/// How the user may delete the items of one source.
@MainActor
struct ItemDeletion {
  let canDelete: @MainActor (any DataSource, ListPosition) -> Bool
  let delete: @MainActor (any DataSource, ListPosition) throws -> Void
}
