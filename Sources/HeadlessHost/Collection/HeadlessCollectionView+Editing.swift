extension HeadlessCollectionView {
  // MARK: The user's edits

  /// Returns the context menu of an item: the delegate's when it gives one, otherwise its
  /// source's through the adapter; `nil` when it has none.
  public func contextMenu(forItemAt indexPath: ListPosition) -> ItemMenu? {
    contextMenu(at: indexPath)
  }

  /// Opens an item's context menu and picks the action with an identifier, in any submenu.
  ///
  /// - Returns: `true` when the action ran.
  @discardableResult
  public func performMenuAction(_ identifier: String, onItemAt indexPath: ListPosition) -> Bool {
    performMenuAction(identifier, at: indexPath)
  }

  /// Returns the actions a swipe reveals on one edge of an item (a list layout's): the
  /// delegate's when it gives some, otherwise the item's source's through the adapter; `nil`
  /// when it has none or the item does not exist.
  public func swipeActions(forItemAt indexPath: ListPosition, edge: SwipeEdge) -> SwipeActions? {
    swipeActions(at: indexPath, edge: edge)
  }

  /// Swipes an item and taps the action with an identifier, as the user does.
  ///
  /// - Returns: `true` when the action ran.
  @discardableResult
  public func performSwipeAction(
    _ identifier: String, onItemAt indexPath: ListPosition, edge: SwipeEdge
  ) -> Bool { performSwipeAction(identifier, at: indexPath, edge: edge) }
}
