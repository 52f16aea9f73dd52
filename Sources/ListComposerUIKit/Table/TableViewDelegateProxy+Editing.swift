#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  // Editing a row by hand: its editing style, where a dragged row may go, its swipe actions
  // and its context menu. The app's delegate wins wherever it answers: its style, its target
  // row, its swipe configuration and its menu (when it gives one) are used as they are; the
  // sources answer for the rest.

  extension TableViewDelegateProxy {
    /// A Boolean value that indicates whether UIKit's own Delete is the way the row is deleted:
    /// a source lets the user delete it, the app's data source commits edits, or the app's
    /// delegate edits rows.
    func deletesRow(at position: ListPosition) -> Bool {
      adapter.canDeleteItem(at: position) || (dataSource?.appCommitsEdits ?? false)
        || appDelegateEditsRows
    }

    /// The app delegate's style when it gives one; otherwise `.delete` for the rows the app
    /// deletes (see ``deletesRow(at:)``), and for the rows with swipe actions while the table
    /// view is not editing (a row's swipes need a style; its trailing edge then shows no stray
    /// Delete), and `.none` for the others: a row that can only be moved shows just its
    /// reorder control while editing.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      if let style = appDelegate?.tableView?(tableView, editingStyleForRowAt: indexPath) {
        return style
      }
      let position = indexPath.listPosition
      if deletesRow(at: position) { return .delete }
      return !tableView.isEditing && adapter.hasSwipeActions(at: position) ? .delete : .none
    }

    /// The app delegate's answer when it gives one; otherwise UIKit's default, except for a
    /// row a source lets the user move that shows no editing control: it is not indented.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
      -> Bool
    {
      if let answer = appDelegate?.tableView?(tableView, shouldIndentWhileEditingRowAt: indexPath) {
        return answer
      }
      return self.tableView(tableView, editingStyleForRowAt: indexPath) != .none
        || !adapter.canMoveItem(at: indexPath.listPosition)
    }

    /// The app delegate's row when it gives one; otherwise, for a row a source lets the user
    /// move, the place its source allows nearest the proposed one (a row leaves its source only
    /// for a destination both agreed on, `ListAdapter.targetPosition(forMoveFrom:proposed:)`),
    /// and for any other row (one the app's data source moves) the proposed row, as UIKit does.
    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      if let target = appDelegate?.tableView?(
        tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
        toProposedIndexPath: proposedDestinationIndexPath)
      {
        return target
      }
      let from = sourceIndexPath.listPosition
      guard adapter.canMoveItem(at: from) else { return proposedDestinationIndexPath }
      return adapter.targetPosition(
        forMoveFrom: from, proposed: proposedDestinationIndexPath.listPosition
      ).indexPath
    }

    /// The app delegate's menu when it gives one; otherwise the menu the row's source gives
    /// (`SourceHandlers.contextMenu`), or none.
    func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      adapter.answer {
        appDelegate?.tableView?(
          tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
      } sources: {
        OfferedItem(indexPath, in: tableView, adapter: adapter).contextMenuConfiguration()
      }
    }
  }

  #if !os(tvOS)
    extension TableViewDelegateProxy {
      /// The app delegate's configuration when it gives one; otherwise the leading actions the
      /// row's source gives (`SourceHandlers` swipe actions), or none.
      func tableView(
        _ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        adapter.answer {
          appDelegate?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        } sources: {
          OfferedItem(indexPath, in: tableView, adapter: adapter)
            .swipeActionsConfiguration(.leading)
        }
      }

      /// The app delegate's configuration when it gives one; otherwise the trailing actions the
      /// row's source gives. Without them, `nil`, so that UIKit shows its Delete on a row the
      /// app deletes (``deletesRow(at:)``), or, on a row whose style is `.delete` only for its
      /// leading actions, an empty configuration: no Delete that nothing would perform.
      func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        adapter.answer {
          appDelegate?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        } sources: {
          let item = OfferedItem(indexPath, in: tableView, adapter: adapter)
          if let configuration = item.swipeActionsConfiguration(.trailing) {
            return configuration
          }
          let appStyles =
            appDelegate?.responds(
              to: #selector(UITableViewDelegate.tableView(_:editingStyleForRowAt:))) ?? false
          return appStyles || deletesRow(at: item.position)
            ? nil : UISwipeActionsConfiguration(actions: [])
        }
      }
    }
  #endif

  extension ListAdapter {
    /// Returns whether a source gives the item at a screen position swipe actions on either
    /// edge.
    func hasSwipeActions(at position: ListPosition) -> Bool {
      SwipeEdge.allCases.contains { swipeActions(at: position, edge: $0)?.actions.isEmpty == false }
    }
  }
#endif
