#if canImport(UIKit)
  import ListComposer
  import ListComposerBridgeCore
  import UIKit

  /// The table view's delegate while a ``TableViewBridge`` shows a source: routes selection,
  /// display and highlight events to the adapter (which hands each to the child that owns the
  /// row) and then to the app's delegate, and forwards every other message to the app's delegate.
  @MainActor
  final class TableViewDelegateProxy: DelegateForwarder, UITableViewDelegate {
    let adapter: ListAdapter
    private weak var dataSource: TableViewDataSourceProxy?

    init(adapter: ListAdapter, dataSource: TableViewDataSourceProxy) {
      self.adapter = adapter
      self.dataSource = dataSource
      super.init(answering: [UITableViewDelegate.self])
    }

    /// The app's own delegate.
    var appDelegate: (any UITableViewDelegate)? {
      forwarding.target.object as? any UITableViewDelegate
    }

    /// A Boolean value that indicates whether the app's delegate edits rows its own way (swipe
    /// actions or editing styles), so that rows must stay editable for it.
    var appDelegateEditsRows: Bool {
      guard let appDelegate else { return false }
      return [
        #selector(UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)),
        #selector(UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)),
        #selector(UITableViewDelegate.tableView(_:editingStyleForRowAt:)),
      ].contains { appDelegate.responds(to: $0) }
    }

    // MARK: Selection

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      adapter.handle(.select, at: indexPath.listPosition, cell: tableView.cellForRow(at: indexPath))
      appDelegate?.tableView?(tableView, didSelectRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      adapter.handle(
        .deselect, at: indexPath.listPosition, cell: tableView.cellForRow(at: indexPath))
      appDelegate?.tableView?(tableView, didDeselectRowAt: indexPath)
    }

    // MARK: Highlight

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      adapter.handle(
        .highlight, at: indexPath.listPosition, cell: tableView.cellForRow(at: indexPath))
      appDelegate?.tableView?(tableView, didHighlightRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      adapter.handle(
        .unhighlight, at: indexPath.listPosition, cell: tableView.cellForRow(at: indexPath))
      appDelegate?.tableView?(tableView, didUnhighlightRowAt: indexPath)
    }

    // MARK: Display

    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      adapter.handle(.willDisplay, at: indexPath.listPosition, cell: cell)
      appDelegate?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      adapter.handle(.didEndDisplaying, at: indexPath.listPosition, cell: cell)
      appDelegate?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    // MARK: Editing

    /// The app delegate's style when it gives one; otherwise UIKit's default, `.delete`, for the
    /// rows the app deletes (a source lets the user delete the row, the app's data source
    /// commits edits, or the app's delegate edits rows), and `.none` for the others.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      if let style = appDelegate?.tableView?(tableView, editingStyleForRowAt: indexPath) {
        return style
      }
      let appDeletes =
        adapter.canDeleteItem(at: indexPath.listPosition)
        || (dataSource?.appCommitsEdits ?? false) || appDelegateEditsRows
      return appDeletes ? .delete : .none
    }
  }
#endif
