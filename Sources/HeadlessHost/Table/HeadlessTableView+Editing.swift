extension HeadlessTableView {
  // MARK: The user's edits

  /// Returns the actions a swipe reveals on one edge of a row: the delegate's when it gives
  /// some, otherwise the row's source's through the adapter
  /// (`SourceHandlers` swipe actions); `nil` when it has none or the row does not
  /// exist.
  public func swipeActions(forRowAt indexPath: ListPosition, edge: SwipeEdge) -> SwipeActions? {
    swipeActions(at: indexPath, edge: edge)
  }

  /// Swipes a row and taps the action with an identifier, as the user does.
  ///
  /// - Returns: `true` when the action ran; `false` when the row has no such action or the
  ///   action failed (reported to the adapter's `onFailure`).
  @discardableResult
  public func performSwipeAction(
    _ identifier: String, onRowAt indexPath: ListPosition, edge: SwipeEdge
  ) -> Bool { performSwipeAction(identifier, at: indexPath, edge: edge) }

  /// Returns the context menu of a row (a long press): the delegate's when it gives one,
  /// otherwise the row's source's through the adapter (`SourceHandlers.contextMenu`);
  /// `nil` when it has none.
  public func contextMenu(forRowAt indexPath: ListPosition) -> ItemMenu? {
    contextMenu(at: indexPath)
  }

  /// Opens a row's context menu and picks the action with an identifier, in any submenu.
  ///
  /// - Returns: `true` when the action ran.
  @discardableResult
  public func performMenuAction(_ identifier: String, onRowAt indexPath: ListPosition) -> Bool {
    performMenuAction(identifier, at: indexPath)
  }
}
