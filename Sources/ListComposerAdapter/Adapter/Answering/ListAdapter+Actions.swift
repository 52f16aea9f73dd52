import ListComposer

extension ListAdapter {
  // MARK: Swipe actions

  /// Returns the swipe actions of the item at a screen position on one edge, from the source
  /// nearest the item that gives some; `nil` when none does or the position does not exist.
  package func swipeActions(at position: ListPosition, edge: SwipeEdge) -> SwipeActions? {
    guard
      let (provider, owner, local) = interactions.swipes(edge).provider(for: position, in: self),
      var swipe = provider.value(owner, local)
    else { return nil }
    swipe.actions.removeAll { !$0.isEnabled }
    return swipe
  }

  // MARK: Context menus

  /// Returns the context menu of the item at a screen position, from the source nearest the
  /// item that gives menus; `nil` when none does, it gives none for this item, or the position
  /// does not exist.
  package func contextMenu(at position: ListPosition) -> ItemMenu? {
    guard let (provider, owner, local) = interactions.menus.provider(for: position, in: self),
      let menu = provider.value(owner, local), !menu.elements.isEmpty
    else { return nil }
    return menu
  }

  // MARK: Performing

  /// Performs an action the user picked for the item at a screen position (from a swipe, a
  /// menu or an accessibility action).
  ///
  /// - Returns: `true` when the action ran; `false` when it is disabled or threw, which is
  ///   reported to ``onFailure`` and logged.
  @discardableResult
  package func perform(_ action: ItemAction, at position: ListPosition) -> Bool {
    guard action.isEnabled else {
      report(.action(identifier: action.id, position, error: "the action is disabled"))
      return false
    }
    do {
      try action.handler()
      return true
    } catch {
      report(.action(identifier: action.id, position, error: "\(error)"))
      return false
    }
  }

  // MARK: Touches

  /// Returns whether the view may select, highlight or deselect the item at a screen position:
  /// what the source nearest the item with a rule for the touch says, `true` when none has one,
  /// and `false` for a position that does not exist.
  ///
  /// A rule that changes the items before it answers (it removes the item, or one above it)
  /// gets `false`, reported to ``onFailure``: the position asked about may show another item
  /// now, and the touch must not reach it. A bridge asks this together with the app's own
  /// delegate, which may refuse the touch as well: both must allow it.
  package func shouldAllow(_ touch: ItemTouch, at position: ListPosition) -> Bool {
    shouldAllow(touch, at: position, appDelegate: { _ in nil })
  }

  // MARK: Accessibility

  /// Returns where the item at a screen position is, for VoiceOver: its place among the items
  /// of its section in the source that shows it, and the title of that section or of the
  /// nearest composition that has one ("row 3 of 12 in Messages"); `nil` for a position that
  /// does not exist.
  package func accessibilityPosition(at position: ListPosition) -> AccessibilityPosition? {
    let chain = owners(of: position)
    guard let (leaf, local) = chain.first else { return nil }
    var title: String?
    for (owner, ownerPosition) in chain {
      if let titled = owner as? any SectionTitledDataSource,
        let found = titled.headerTitle(forSection: ownerPosition.section), !found.isEmpty
      {
        title = found
        break
      }
    }
    return AccessibilityPosition(
      item: local.item + 1, count: ListLimits.clamp(leaf.numberOfItems(inSection: local.section)),
      title: title)
  }

  /// Returns the actions of the item at a screen position as VoiceOver offers them (custom
  /// actions): its leading and trailing swipe actions, then its menu's, each once and enabled.
  package func accessibilityActions(at position: ListPosition) -> [ItemAction] {
    var seen: Set<String> = []
    let all =
      (swipeActions(at: position, edge: .leading)?.actions ?? [])
      + (swipeActions(at: position, edge: .trailing)?.actions ?? [])
      + (contextMenu(at: position)?.allActions ?? [])
    return all.filter { $0.isEnabled && seen.insert($0.id).inserted }
  }
}

/// Where the user found an item's actions.
package enum ActionOffer: Hashable, Sendable {
  /// The swipe actions (or row actions) of an edge.
  case swipe(SwipeEdge)
  /// The context menu.
  case menu
  /// The accessibility custom actions.
  case accessibility
}

/// The actions offered for one item (a swipe held open, a menu shown, a cell's accessibility
/// actions), performed for the item where the view shows it when the user picks one.
///
/// A view keeps a swipe open, a menu up and a cell's accessibility actions in place while the
/// sources change: an insertion above moves the item, a deletion or a reload takes it away. So a
/// bridge makes an offer when it shows the actions and, when the user picks one, passes the
/// item's position as the view reports it then (from the cell, or the row a handler receives):
/// the action runs when the same item (by its identifier) is still there; when it moved, the
/// action with the same `ItemAction.id` its source offers at the new position runs instead;
/// when it is gone or was replaced, nothing runs and ``ListAdapter/onFailure`` hears of it.
///
///     let offered = adapter.offer(.menu, at: position)
///     let menu = offered.actions()          // what the view shows
///     offered.perform(menu[0], nowAt: positionOfTheCellNow)
///
/// Holds the adapter weakly.
@MainActor
package struct OfferedActions {
  /// The item's screen position when the actions were offered.
  package let position: ListPosition
  /// Where the user found them.
  package private(set) var offer: ActionOffer
  private weak var adapter: ListAdapter?
  private let identifier: AnyHashable?

  init(position: ListPosition, offer: ActionOffer, adapter: ListAdapter) {
    self.position = position
    self.offer = offer
    self.adapter = adapter
    identifier = adapter.itemIdentifier(at: position)
  }

  /// The same item's actions, offered another way (its menu after its swipe actions, say):
  /// the item is still known as it was when first offered.
  package func offering(_ other: ActionOffer) -> OfferedActions {
    var copy = self
    copy.offer = other
    return copy
  }

  /// The actions the item's sources offer at a position now (by default where they were
  /// offered).
  package func actions(at position: ListPosition? = nil) -> [ItemAction] {
    guard let adapter else { return [] }
    let position = position ?? self.position
    switch offer {
    case .swipe(let edge): return adapter.swipeActions(at: position, edge: edge)?.actions ?? []
    case .menu: return adapter.contextMenu(at: position)?.allActions ?? []
    case .accessibility: return adapter.accessibilityActions(at: position)
    }
  }

  /// Runs an action the user picked, for the item where the view shows it now.
  ///
  /// - Parameters:
  ///   - action: The action the user picked, one of those offered.
  ///   - current: The item's screen position as the view reports it now, or `nil` when the
  ///     view no longer shows it.
  /// - Returns: `true` when the action ran; `false` when the item is gone, was replaced, or
  ///   moved to where its source no longer offers the action, or the action failed: each
  ///   reported to ``ListAdapter/onFailure`` and logged.
  @discardableResult
  package func perform(_ action: ItemAction, nowAt current: ListPosition?) -> Bool {
    guard let adapter else { return false }
    guard let current, adapter.source.contains(current),
      adapter.itemIdentifier(at: current) == identifier
    else {
      adapter.report(
        .action(
          identifier: action.id, position,
          error: "the item it was offered for is no longer shown there"))
      return false
    }
    guard current != position else { return adapter.perform(action, at: current) }
    guard let moved = actions(at: current).first(where: { $0.id == action.id }) else {
      adapter.report(
        .action(
          identifier: action.id, current,
          error: "the item moved, and its source no longer offers the action"))
      return false
    }
    return adapter.perform(moved, at: current)
  }
}

extension ListAdapter {
  /// Offers the actions of the item at a screen position, to be performed where the item is
  /// when the user picks one (see ``OfferedActions``).
  package func offer(_ offer: ActionOffer, at position: ListPosition) -> OfferedActions {
    OfferedActions(position: position, offer: offer, adapter: self)
  }
}
