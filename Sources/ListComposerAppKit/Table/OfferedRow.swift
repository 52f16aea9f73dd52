#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter

  /// An item of a table view whose actions a row action, the context menu or an accessibility
  /// custom action offers, found again when the user picks one.
  ///
  /// AppKit keeps row actions open, a menu up and a cell's accessibility actions in place while
  /// the sources change. The portable `OfferedActions` decides what runs (the action as offered,
  /// the one its source offers where the item moved, or nothing and a report); this wrapper
  /// only tells it where the table view shows the item now, from the row AppKit reports (the
  /// row a row action's handler receives, or the row of the view that showed the item).
  ///
  /// Holds the host and the adapter weakly, so that the AppKit objects that keep it (a view's
  /// accessibility actions, a menu item) keep neither alive.
  @MainActor
  struct OfferedRow {
    /// Where the user found the actions of an item.
    typealias Offer = ActionOffer

    /// The item's screen position when its actions were offered.
    let position: ListPosition
    private weak var rows: FlatRowHost?
    private weak var adapter: ListAdapter?
    /// The item as it was when its actions were offered.
    private let offered: OfferedActions

    /// The item shown in a row, or `nil` for a group row or a row that does not exist.
    init?(row: Int, in rows: FlatRowHost) {
      guard let adapter = rows.adapter, let position = rows.mapping.position(ofRow: row) else {
        return nil
      }
      self.position = position
      self.rows = rows
      self.adapter = adapter
      offered = adapter.offer(.menu, at: position)
    }

    /// Runs an action the user picked for the item at the row the table view shows it in now
    /// (-1, or `nil`, when it shows it no longer); see `OfferedActions.perform(_:nowAt:)`.
    ///
    /// - Returns: `true` when the action ran.
    @discardableResult
    func perform(_ action: ItemAction, offeredBy offer: Offer, atRow row: Int?) -> Bool {
      guard let rows else { return false }
      let now = row.flatMap { rows.mapping.position(ofRow: $0) }
      return offered.offering(offer).perform(action, nowAt: now)
    }

    /// The item's actions as accessibility custom actions of `view`, which shows it in
    /// `tableView`: each finds the item again by the row of `view` when the user picks it.
    func accessibilityActions(of view: NSView, in tableView: NSTableView)
      -> [ItemAccessibilityAction]
    {
      guard let adapter else { return [] }
      return adapter.accessibilityActions(at: position).map { action in
        action.accessibilityAction { [weak view, weak tableView] action in
          let row = view.flatMap { tableView?.row(for: $0) }
          return perform(action, offeredBy: .accessibility, atRow: row)
        }
      }
    }
  }
#endif
