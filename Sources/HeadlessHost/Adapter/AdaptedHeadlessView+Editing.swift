// Swipes, menus and touches meet the app's delegate by the rule every bridge follows, decided
// once in `ListAdapter` (`ListAdapter+AppDelegate.swift`): the delegate's swipe actions and
// menu win where it gives them; a touch happens when the sources and the delegate both allow
// it.

extension AdaptedHeadlessView {
  /// The swipe actions of an existing item on one edge: the app delegate's when it gives
  /// some, otherwise its source's through the adapter.
  func adaptedSwipeActions(
    at position: ListPosition, edge: SwipeEdge, appDelegate: () -> SwipeActions?
  ) -> SwipeActions? {
    guard engine.containsItem(at: position) else { return nil }
    guard let adapter else { return appDelegate() }
    return adapter.answer(appDelegate: appDelegate) {
      adapter.swipeActions(at: position, edge: edge)
    }
  }

  /// The context menu of an existing item: the app delegate's when it gives one, otherwise
  /// its source's through the adapter.
  func adaptedContextMenu(at position: ListPosition, appDelegate: () -> ItemMenu?) -> ItemMenu? {
    guard engine.containsItem(at: position) else { return nil }
    guard let adapter else { return appDelegate() }
    return adapter.answer(appDelegate: appDelegate) { adapter.contextMenu(at: position) }
  }

  /// Offers an item's actions and picks the one with an identifier, as the user does; the
  /// item is where it was offered. The actions are the app delegate's when it gives some
  /// (`appDelegate`), otherwise the sources'.
  func perform(
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

  /// Returns where a touch of an existing item happens: the positions the adapter's sources
  /// and then the app's delegate allow (every proposed one without an adapter, narrowed by
  /// the delegate); empty when the item does not exist.
  ///
  /// - Parameter appDelegate: The app delegate's answer for the positions the sources allow.
  func allowedPositions(
    for touch: ItemTouch, at position: ListPosition,
    appDelegate: ([ListPosition]) -> [ListPosition]
  ) -> [ListPosition] {
    guard engine.containsItem(at: position) else { return [] }
    guard let adapter else { return appDelegate([position]).filter(engine.containsItem) }
    return adapter.allowedPositions(for: touch, at: [position], appDelegate: appDelegate)
  }
}

/// The actions an item offers: the app delegate's own, or its sources'.
@MainActor
private enum Offered {
  case app([ItemAction])
  case sources(OfferedActions)
}
