// A user's drag, swipes, menus and touches. They meet the app's delegate by the rule every
// bridge follows, decided once in `ListAdapter` (`ListAdapter+AppDelegate.swift`): the
// delegate's swipe actions and menu win where it gives them; a touch happens when the sources
// and the delegate both allow it.

extension HeadlessListView {
  /// Moves an item as the user drags it, which is not a batch: the view asks its data source
  /// whether the item may move (`tableView(_:canMoveRowAt:)`, `collectionView(_:canMoveItemAt:)`),
  /// lets the adapter (or, without one, the delegate) retarget the drop, moves the item itself,
  /// and only then tells the data source (`tableView(_:moveRowAt:to:)`,
  /// `collectionView(_:moveItemAt:to:)`), as UIKit does at the end of a drag.
  ///
  ///     adapter.setHandlers(.reordering(), for: tasks)
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
  ///   - indexPath: The item the user picks up.
  ///   - proposed: Where the user drops it, counted after the item left `indexPath`.
  /// - Returns: Where the item is now (after retargeting), or `nil` when it did not move: the
  ///   item does not exist or may not move, or `proposed` is not a place a finger can reach.
  @discardableResult
  public func moveItem(from indexPath: ListPosition, to proposed: ListPosition)
    throws(InternalInconsistency) -> ListPosition?
  {
    guard let client = engine.client, let reader = engine.reader else { return nil }
    return try engine.userMove(
      from: indexPath, to: proposed,
      canMove: { reader.dataSourceCanMoveItem(at: indexPath) },
      target: { proposed in
        guard let adapter else {
          return client.delegateTarget(forMoveFrom: indexPath, proposed: proposed)
        }
        return adapter.targetPosition(forMoveFrom: indexPath, proposed: proposed)
      },
      deliver: reader.dataSourceMoveItem)
  }

  /// Selects an item, as a touch does: tells the delegate and, for an attached ListComposer
  /// source, the source; `false` when the item does not exist or the sources or the delegate
  /// refuse. Without multiple selection, the items selected before are deselected first, and
  /// their sources hear of it.
  func select(at position: ListPosition) -> Bool {
    guard let picked = touchedPosition(for: .select, at: position) else { return false }
    if !engine.allowsMultipleSelection {
      for previous in engine.selection.sorted() where previous != picked {
        engine.selection.remove(previous)
        _ = send(.deselect, at: previous)
      }
    }
    engine.selection.insert(picked)
    engine.client?.delegateDidSelectItem(at: picked)
    adapter?.handle(.select, at: picked, cell: engine.cells[picked])
    return true
  }

  /// Deselects an item, as a touch does; `false` when it does not exist or is refused.
  func deselect(at position: ListPosition) -> Bool {
    guard let picked = touchedPosition(for: .deselect, at: position) else { return false }
    engine.selection.remove(picked)
    return send(.deselect, at: picked)
  }

  /// Touches an item down and up; `false` when it does not exist or is refused.
  func highlight(at position: ListPosition) -> Bool {
    touchedPosition(for: .highlight, at: position) == position && send(.highlight, at: position)
      && send(.unhighlight, at: position)
  }

  /// Returns where a touch of an existing item happens: the first of the positions the
  /// adapter's sources and then the app's delegate allow (or the delegate picks instead);
  /// `nil` when the item does not exist or the touch is refused.
  private func touchedPosition(for touch: ItemTouch, at position: ListPosition) -> ListPosition? {
    guard engine.containsItem(at: position), let client = engine.client else { return nil }
    let appDelegate = { client.delegatePositions(for: touch, proposed: $0) }
    guard let adapter else { return appDelegate([position]).first(where: engine.containsItem) }
    return adapter.allowedPositions(for: touch, at: [position], appDelegate: appDelegate).first
  }

  /// Reports a touch event of an existing item to the adapter; `false` when it does not exist.
  func send(_ event: ItemEvent, at position: ListPosition) -> Bool {
    guard engine.containsItem(at: position) else { return false }
    adapter?.handle(event, at: position, cell: engine.cells[position])
    return true
  }

  /// The swipe actions of an existing item on one edge: the app delegate's when it gives
  /// some, otherwise its source's through the adapter.
  func swipeActions(at position: ListPosition, edge: SwipeEdge) -> SwipeActions? {
    guard engine.containsItem(at: position) else { return nil }
    let appDelegate = { self.engine.client?.delegateSwipeActions(at: position, edge: edge) }
    guard let adapter else { return appDelegate() }
    return adapter.answer(appDelegate: appDelegate) {
      adapter.swipeActions(at: position, edge: edge)
    }
  }

  /// The context menu of an existing item: the app delegate's when it gives one, otherwise
  /// its source's through the adapter.
  func contextMenu(at position: ListPosition) -> ItemMenu? {
    guard engine.containsItem(at: position) else { return nil }
    let appDelegate = { self.engine.client?.delegateContextMenu(at: position) }
    guard let adapter else { return appDelegate() }
    return adapter.answer(appDelegate: appDelegate) { adapter.contextMenu(at: position) }
  }

  /// Swipes an item and taps the action with an identifier, as the user does.
  func performSwipeAction(_ identifier: String, at position: ListPosition, edge: SwipeEdge)
    -> Bool
  {
    perform(identifier, offeredBy: .swipe(edge), at: position) {
      self.engine.client?.delegateSwipeActions(at: position, edge: edge)?.actions
    }
  }

  /// Opens an item's context menu and picks the action with an identifier, in any submenu.
  func performMenuAction(_ identifier: String, at position: ListPosition) -> Bool {
    perform(identifier, offeredBy: .menu, at: position) {
      self.engine.client?.delegateContextMenu(at: position)?.allActions
    }
  }

  /// Offers an item's actions and picks the one with an identifier, as the user does; the
  /// item is where it was offered. The actions are the app delegate's when it gives some
  /// (`appDelegate`), otherwise the sources'.
  private func perform(
    _ identifier: String, offeredBy offer: ActionOffer, at position: ListPosition,
    appDelegate: () -> [ItemAction]?
  ) -> Bool {
    guard let adapter, engine.containsItem(at: position) else { return false }
    let offered = adapter.answer(
      appDelegate: { appDelegate().map(Offered.app) },
      sources: { .sources(adapter.offer(offer, at: position)) })
    switch offered {
    case .app(let actions):
      guard let action = actions.first(where: { $0.id == identifier }) else { return false }
      return adapter.perform(action, at: position)
    case .sources(let offered):
      guard let action = offered.actions().first(where: { $0.id == identifier }) else {
        return false
      }
      return offered.perform(action, nowAt: position)
    case nil:
      return false
    }
  }
}

/// The actions an item offers: the app delegate's own, or its sources'.
@MainActor
private enum Offered {
  case app([ItemAction])
  case sources(OfferedActions)
}
