#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  /// An item a swipe, a context menu or an accessibility action is offered for, found again
  /// when the user picks the action.
  ///
  /// UIKit keeps a swipe open, a menu up and a cell's accessibility actions in place while the
  /// sources change. The portable `OfferedActions` decides what runs (the action as offered,
  /// the one its source offers where the item moved, or nothing and a report); this wrapper
  /// only tells it where the view shows the item now: the index path of the cell that showed
  /// it (a row that had no cell on screen is looked for at its position).
  ///
  /// Holds the view and the cell weakly, so that the UIKit objects that keep it (a cell's
  /// accessibility actions) keep neither alive.
  @MainActor
  struct OfferedItem {
    /// Where the user found the actions of an item.
    typealias Offer = ActionOffer

    /// The item's screen position when its actions were offered.
    let position: ListPosition
    private weak var adapter: ListAdapter?
    /// The item as it was when its actions were offered.
    private let offered: OfferedActions
    /// The item's index path now, or `nil` once its cell is gone or shows no row.
    private let locate: @MainActor () -> IndexPath?

    /// The item at a row of a table view, shown by `cell` (by default the row's cell, if it is
    /// on screen).
    init(
      _ indexPath: IndexPath, in tableView: UITableView, adapter: ListAdapter,
      cell: UITableViewCell? = nil
    ) {
      let shown = cell ?? tableView.cellForRow(at: indexPath)
      self.init(indexPath, in: tableView, shownBy: shown, adapter: adapter) {
        $0.indexPath(for: $1)
      }
    }

    /// The item at an index path of a collection view, shown by `cell` (by default the item's
    /// cell, if it is on screen).
    init(
      _ indexPath: IndexPath, in collectionView: UICollectionView, adapter: ListAdapter,
      cell: UICollectionViewCell? = nil
    ) {
      let shown = cell ?? collectionView.cellForItem(at: indexPath)
      self.init(indexPath, in: collectionView, shownBy: shown, adapter: adapter) {
        $0.indexPath(for: $1)
      }
    }

    /// The item at an index path of a view, found again through the index path of the cell
    /// that showed it (`indexPathOf`), or at the same index path when no cell showed it; `nil`
    /// once the view or the cell is gone.
    init<View: AnyObject, Cell: AnyObject>(
      _ indexPath: IndexPath, in view: View, shownBy cell: Cell?, adapter: ListAdapter,
      indexPathOf: @escaping @MainActor (View, Cell) -> IndexPath?
    ) {
      let hadCell = cell != nil
      self.init(indexPath, adapter: adapter) { [weak view, weak cell] in
        guard let view else { return nil }
        guard hadCell else { return indexPath }
        return cell.flatMap { indexPathOf(view, $0) }
      }
    }

    private init(
      _ indexPath: IndexPath, adapter: ListAdapter, locate: @escaping @MainActor () -> IndexPath?
    ) {
      position = indexPath.listPosition
      self.adapter = adapter
      offered = adapter.offer(.menu, at: position)
      self.locate = locate
    }

    /// Runs an action the user picked for the item where the view shows it now (see
    /// `OfferedActions.perform(_:nowAt:)`).
    ///
    /// - Returns: `true` when the action ran.
    func perform(_ action: ItemAction, offeredBy offer: Offer) -> Bool {
      offered.offering(offer).perform(action, nowAt: locate()?.listPosition)
    }

    /// The item's context menu as UIKit shows it, or `nil` when its sources give none.
    func contextMenuConfiguration() -> UIContextMenuConfiguration? {
      guard let menu = adapter?.contextMenu(at: position) else { return nil }
      let shown = menu.menu { action in perform(action, offeredBy: .menu) }
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in shown }
    }

    #if !os(tvOS)
      /// The item's swipe actions on an edge as UIKit shows them, or `nil` when its sources
      /// give none there.
      func swipeActionsConfiguration(_ edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        guard let swipe = adapter?.swipeActions(at: position, edge: edge) else { return nil }
        return swipe.configuration { action in perform(action, offeredBy: .swipe(edge)) }
      }
    #endif

    /// The item's actions as accessibility custom actions.
    func accessibilityActions() -> [ItemAccessibilityAction] {
      guard let adapter else { return [] }
      return adapter.accessibilityActions(at: position).map { action in
        action.accessibilityAction { action in perform(action, offeredBy: .accessibility) }
      }
    }

    /// Where the item is, said for VoiceOver, or `nil` once the adapter is gone.
    func accessibilityPosition() -> AccessibilityPosition? {
      adapter?.accessibilityPosition(at: position)
    }
  }
#endif
