import ListComposer

extension ListAdapter {
  /// Returns whether the user may delete the item at a screen position: whether the source
  /// nearest the item that allows deleting (see ``SourceHandlers/delete``) accepts.
  package func canDeleteItem(at position: ListPosition) -> Bool {
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
  package func deleteItem(at position: ListPosition) -> Bool {
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
