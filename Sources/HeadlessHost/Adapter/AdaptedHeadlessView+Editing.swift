extension AdaptedHeadlessView {
  /// The swipe actions of an existing item on one edge, from its source through the adapter.
  func adaptedSwipeActions(at position: ListPosition, edge: SwipeEdge) -> SwipeActions? {
    guard engine.containsItem(at: position) else { return nil }
    return adapter?.swipeActions(at: position, edge: edge)
  }

  /// The context menu of an existing item, from its source through the adapter.
  func adaptedContextMenu(at position: ListPosition) -> ItemMenu? {
    guard engine.containsItem(at: position) else { return nil }
    return adapter?.contextMenu(at: position)
  }

  /// Offers an item's actions and picks the one with an identifier, as the user does; the
  /// item is where it was offered.
  func perform(_ identifier: String, offeredBy offer: ActionOffer, at position: ListPosition)
    -> Bool
  {
    guard let adapter, engine.containsItem(at: position) else { return false }
    let offered = adapter.offer(offer, at: position)
    guard let action = offered.actions().first(where: { $0.id == identifier }) else {
      return false
    }
    return offered.perform(action, nowAt: position)
  }

  /// Whether the adapter lets a touch of an existing item happen (`true` without an adapter).
  func allows(_ touch: ItemTouch, at position: ListPosition) -> Bool {
    guard engine.containsItem(at: position) else { return false }
    return adapter?.shouldAllow(touch, at: position) ?? true
  }
}
