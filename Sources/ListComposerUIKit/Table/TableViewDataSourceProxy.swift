#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  /// The table view's data source while a ``TableViewBridge`` shows a source: answers each
  /// question from the adapter, gives the sources' section index
  /// (`TableViewDataSourceProxy+SectionIndex.swift`), routes swipe to delete and the user's
  /// moves to the sources that allow them, and forwards every optional message it does not
  /// answer and the edits and moves no source handles to the app's own data source.
  @MainActor
  final class TableViewDataSourceProxy: DelegateForwarder, UITableViewDataSource {
    let adapter: ListAdapter
    weak var delegateProxy: TableViewDelegateProxy?

    init(adapter: ListAdapter) {
      self.adapter = adapter
      super.init(answering: [UITableViewDataSource.self])
    }

    /// The app's own data source.
    var appDataSource: (any UITableViewDataSource)? {
      forwarding.target.object as? any UITableViewDataSource
    }

    func numberOfSections(in tableView: UITableView) -> Int {
      adapter.numberOfSectionsReadByItsView
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      adapter.numberOfItems(inSection: section)
    }

    /// The source's cell; when it cannot provide one, the failure is reported and logged and the
    /// table view gets an empty cell.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = adapter.cell(at: indexPath.listPosition, as: UITableViewCell.self) {
        tableView.dequeueReusableCell(
          withIdentifier: BridgeReuseIdentifier.placeholder, for: indexPath)
      }
      // UIKit shows a reorder control only in a cell that asks for one.
      if adapter.canMoveItem(at: indexPath.listPosition) { cell.showsReorderControl = true }
      return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      adapter.headerTitle(forSection: section)
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      adapter.footerTitle(forSection: section)
    }

    // MARK: Editing

    /// A Boolean value that indicates whether the app's data source commits edits itself.
    var appCommitsEdits: Bool {
      appDataSource?.responds(to: #selector(UITableViewDataSource.tableView(_:commit:forRowAt:)))
        ?? false
    }

    /// Editable when a source lets the user delete, move or swipe the row (UIKit shows none
    /// of these on a row that is not editable); otherwise the app data source's answer, or else
    /// whether the app edits rows its own way (it commits edits or moves rows, or its delegate
    /// gives swipe actions or editing styles).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      let position = indexPath.listPosition
      if adapter.canDeleteItem(at: position) || adapter.canMoveItem(at: position)
        || adapter.hasSwipeActions(at: position)
      {
        return true
      }
      if let answer = appDataSource?.tableView?(tableView, canEditRowAt: indexPath) {
        return answer
      }
      return appCommitsEdits || appMovesRows || (delegateProxy?.appDelegateEditsRows ?? false)
    }

    /// Deletes the row through the source that allows it (its change animates the deletion);
    /// any other edit (an insertion, or a deletion no source handles) goes to the app's data
    /// source.
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      if editingStyle == .delete, adapter.canDeleteItem(at: indexPath.listPosition) {
        adapter.deleteItem(at: indexPath.listPosition)
      } else {
        appDataSource?.tableView?(tableView, commit: editingStyle, forRowAt: indexPath)
      }
    }

    // MARK: Moving

    /// A Boolean value that indicates whether the app's data source moves rows itself.
    var appMovesRows: Bool {
      appDataSource?.responds(to: #selector(UITableViewDataSource.tableView(_:moveRowAt:to:)))
        ?? false
    }

    /// The app data source's answer when it gives one; otherwise whether a source lets the user
    /// move the row (`SourceHandlers.move`), or else, for an app data source
    /// that moves rows itself, UIKit's default: every row.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      if let answer = appDataSource?.tableView?(tableView, canMoveRowAt: indexPath) {
        return answer
      }
      return adapter.canMoveItem(at: indexPath.listPosition) || appMovesRows
    }

    /// Hands the user's move to the source that lets the user move the row: the table view has
    /// already moved it, so the adapter takes the source's change as shown (and reloads the
    /// table view on the next turn if it does not match). The move of a row no source lets the
    /// user move goes to the app's data source when it moves rows, and otherwise to the adapter,
    /// which reports it and reloads.
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      let from = sourceIndexPath.listPosition
      if !adapter.canMoveItem(at: from), appMovesRows {
        appDataSource?.tableView?(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
      } else {
        adapter.moveItem(from: from, to: destinationIndexPath.listPosition)
      }
      delegateProxy?.accessibility.refreshOnNextTurn(in: tableView)
    }
  }

  /// The table view's prefetch data source while a ``TableViewBridge`` shows a source: routes
  /// prefetching to the child that owns each row, then to the app's prefetch data source.
  @MainActor
  final class TableViewPrefetchProxy: DelegateForwarder, UITableViewDataSourcePrefetching {
    let adapter: ListAdapter

    init(adapter: ListAdapter) {
      self.adapter = adapter
      super.init(answering: [UITableViewDataSourcePrefetching.self])
    }

    /// The app's own prefetch data source.
    var appPrefetchDataSource: (any UITableViewDataSourcePrefetching)? {
      forwarding.target.object as? any UITableViewDataSourcePrefetching
    }

    /// Routes `ItemEvent.prefetch` to the child that owns each row, then tells the app's own
    /// prefetch data source.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      adapter.handle(.prefetch, at: indexPaths.map(\.listPosition))
      appPrefetchDataSource?.tableView(tableView, prefetchRowsAt: indexPaths)
    }

    /// Routes `ItemEvent.cancelPrefetch` to the child that owns each row, then tells the app's
    /// own prefetch data source.
    func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {
      adapter.handle(.cancelPrefetch, at: indexPaths.map(\.listPosition))
      appPrefetchDataSource?.tableView?(tableView, cancelPrefetchingForRowsAt: indexPaths)
    }
  }
#endif
