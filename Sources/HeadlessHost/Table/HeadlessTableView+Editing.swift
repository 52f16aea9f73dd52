extension HeadlessTableView {
  // MARK: The user's edits

  /// Moves a row as the user drags it, which is not a batch: the view asks its data source
  /// whether the row may move (`tableView(_:canMoveRowAt:)`), lets the adapter (or, without
  /// one, the delegate) retarget the drop, moves the row itself, and only then tells the data
  /// source (`tableView(_:moveRowAt:to:)`), as UIKit does at the end of a drag.
  ///
  ///     adapter.allowMoving(in: tasks)
  ///     try tableView.moveItem(from: ListPosition(section: 0, item: 0),
  ///                            to: ListPosition(section: 0, item: 2))
  ///     tasks.items  // the first task is now third; no batch reached the view
  ///
  /// UIKit's rules for the data source are checked: during the call it must change its data
  /// only (a batch or a reload then is a misuse), and afterwards its data must be what the view
  /// shows (otherwise the next update fails against it). Each is thrown under the strict
  /// options, and otherwise kept in ``warnings`` and ``consoleLog``; a batch during the call is
  /// recorded as raised under ``HeadlessHostOptions/InvalidUpdatePolicy/raise``, as one during
  /// layout is.
  ///
  /// - Parameters:
  ///   - indexPath: The row the user picks up.
  ///   - proposed: Where the user drops it, counted after the row left `indexPath`.
  /// - Returns: Where the row is now (after retargeting), or `nil` when it did not move: the
  ///   row does not exist or may not move, or `proposed` is not a place a finger can reach.
  @discardableResult
  public func moveItem(from indexPath: ListPosition, to proposed: ListPosition)
    throws(InternalInconsistency) -> ListPosition?
  {
    try engine.userMove(
      from: indexPath, to: proposed,
      canMove: { dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false },
      target: { proposed in
        if let adapter { return adapter.targetPosition(forMoveFrom: indexPath, proposed: proposed) }
        return delegate?.tableView(
          self, targetIndexPathForMoveFromRowAt: indexPath, toProposedIndexPath: proposed)
          ?? proposed
      },
      deliver: { from, to in dataSource?.tableView(self, moveRowAt: from, to: to) })
  }

  /// Returns the actions a swipe reveals on one edge of a row: the delegate's when it gives
  /// some, otherwise the row's source's through the adapter
  /// (`ListAdapter.setSwipeActions(in:edge:_:)`); `nil` when it has none or the row does not
  /// exist.
  public func swipeActions(forRowAt indexPath: ListPosition, edge: SwipeEdge) -> SwipeActions? {
    adaptedSwipeActions(at: indexPath, edge: edge) {
      delegate?.tableView(self, swipeActionsForRowAt: indexPath, edge: edge)
    }
  }

  /// Swipes a row and taps the action with an identifier, as the user does.
  ///
  /// - Returns: `true` when the action ran; `false` when the row has no such action or the
  ///   action failed (reported to the adapter's `onFailure`).
  @discardableResult
  public func performSwipeAction(
    _ identifier: String, onRowAt indexPath: ListPosition, edge: SwipeEdge
  ) -> Bool {
    perform(identifier, offeredBy: .swipe(edge), at: indexPath) {
      delegate?.tableView(self, swipeActionsForRowAt: indexPath, edge: edge)?.actions
    }
  }

  /// Returns the context menu of a row (a long press): the delegate's when it gives one,
  /// otherwise the row's source's through the adapter (`ListAdapter.setContextMenu(in:_:)`);
  /// `nil` when it has none.
  public func contextMenu(forRowAt indexPath: ListPosition) -> ItemMenu? {
    adaptedContextMenu(at: indexPath) { delegate?.tableView(self, contextMenuForRowAt: indexPath) }
  }

  /// Opens a row's context menu and picks the action with an identifier, in any submenu.
  ///
  /// - Returns: `true` when the action ran.
  @discardableResult
  public func performMenuAction(_ identifier: String, onRowAt indexPath: ListPosition) -> Bool {
    perform(identifier, offeredBy: .menu, at: indexPath) {
      delegate?.tableView(self, contextMenuForRowAt: indexPath)?.allActions
    }
  }
}
