#if canImport(UIKit)
  import ListComposer
  import ListComposerBridgeCore
  import UIKit

  /// The table view's data source while a ``TableViewBridge`` shows a source: answers each
  /// question from the adapter, routes swipe to delete to the source that allows it, and
  /// forwards every optional message it does not answer (moving rows, section index titles) and
  /// the edits no source handles to the app's own data source.
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
      adapter.cell(at: indexPath.listPosition, as: UITableViewCell.self) {
        tableView.dequeueReusableCell(
          withIdentifier: TableViewBridge.placeholderReuseIdentifier, for: indexPath)
      }
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

    /// Editable when a source lets the user delete the row; otherwise the app data source's
    /// answer, or else whether the app edits rows its own way (it commits edits, or its delegate
    /// gives swipe actions or editing styles).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      if adapter.canDeleteItem(at: indexPath.listPosition) { return true }
      if let answer = appDataSource?.tableView?(tableView, canEditRowAt: indexPath) {
        return answer
      }
      return appCommitsEdits || (delegateProxy?.appDelegateEditsRows ?? false)
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
