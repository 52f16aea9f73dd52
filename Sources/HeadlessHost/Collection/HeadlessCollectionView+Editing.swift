extension HeadlessCollectionView {
  // MARK: The user's edits

  /// Moves an item as the user drags it (an interactive movement), which is not a batch: the
  /// view asks its data source whether the item may move (`collectionView(_:canMoveItemAt:)`),
  /// lets the adapter (or, without one, the delegate) retarget the drop, moves the item itself,
  /// and only then tells the data source (`collectionView(_:moveItemAt:to:)`).
  ///
  /// The data source's obligations are checked as ``HeadlessTableView/moveItem(from:to:)``
  /// checks them.
  ///
  /// - Parameters:
  ///   - indexPath: The item the user picks up.
  ///   - proposed: Where the user drops it, counted after the item left `indexPath`.
  /// - Returns: Where the item is now (after retargeting), or `nil` when it did not move.
  @discardableResult
  public func moveItem(from indexPath: ListPosition, to proposed: ListPosition)
    throws(InternalInconsistency) -> ListPosition?
  {
    try engine.userMove(
      from: indexPath, to: proposed,
      canMove: { dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false },
      target: { proposed in
        if let adapter { return adapter.targetPosition(forMoveFrom: indexPath, proposed: proposed) }
        return delegate?.collectionView(
          self, targetIndexPathForMoveOfItemFromOriginalIndexPath: indexPath,
          toProposedIndexPath: proposed) ?? proposed
      },
      deliver: { from, to in dataSource?.collectionView(self, moveItemAt: from, to: to) })
  }

  /// Returns the actions a swipe reveals on one edge of an item (a list layout's): the
  /// delegate's when it gives some, otherwise the item's source's through the adapter; `nil`
  /// when it has none or the item does not exist.
  public func swipeActions(forItemAt indexPath: ListPosition, edge: SwipeEdge) -> SwipeActions? {
    adaptedSwipeActions(at: indexPath, edge: edge) {
      delegate?.collectionView(self, swipeActionsForItemAt: indexPath, edge: edge)
    }
  }

  /// Swipes an item and taps the action with an identifier, as the user does.
  ///
  /// - Returns: `true` when the action ran.
  @discardableResult
  public func performSwipeAction(
    _ identifier: String, onItemAt indexPath: ListPosition, edge: SwipeEdge
  ) -> Bool {
    perform(identifier, offeredBy: .swipe(edge), at: indexPath) {
      delegate?.collectionView(self, swipeActionsForItemAt: indexPath, edge: edge)?.actions
    }
  }

  /// Returns the context menu of an item: the delegate's when it gives one, otherwise its
  /// source's through the adapter; `nil` when it has none.
  public func contextMenu(forItemAt indexPath: ListPosition) -> ItemMenu? {
    adaptedContextMenu(at: indexPath) {
      delegate?.collectionView(self, contextMenuForItemAt: indexPath)
    }
  }

  /// Opens an item's context menu and picks the action with an identifier, in any submenu.
  ///
  /// - Returns: `true` when the action ran.
  @discardableResult
  public func performMenuAction(_ identifier: String, onItemAt indexPath: ListPosition) -> Bool {
    perform(identifier, offeredBy: .menu, at: indexPath) {
      delegate?.collectionView(self, contextMenuForItemAt: indexPath)?.allActions
    }
  }
}
