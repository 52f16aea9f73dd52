#if canImport(UIKit)
  import ListComposer
  import UIKit

  // The data-source questions, each answered by the adapter.

  extension TableViewBridge: UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int {
      adapter.numberOfSections
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      adapter.numberOfItems(inSection: section)
    }

    /// The source's cell; when it cannot provide one, the failure is reported and logged and the
    /// table view gets an empty cell.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      adapter.cell(at: indexPath.listPosition, as: UITableViewCell.self) {
        tableView.dequeueReusableCell(
          withIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
      }
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      adapter.headerTitle(forSection: section)
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    {
      adapter.footerTitle(forSection: section)
    }

    // MARK: Swipe to delete

    /// Editable when a source lets the user delete the row, or when the app's delegate edits
    /// rows its own way (swipe actions).
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      adapter.canDeleteItem(at: indexPath.listPosition) || delegateProxy.appDelegateEditsRows
    }

    /// Deletes the row through the source that allows it; its change animates the deletion.
    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete else { return }
      adapter.deleteItem(at: indexPath.listPosition)
    }
  }

  extension TableViewBridge: UITableViewDataSourcePrefetching {
    /// Routes `ItemEvent.prefetch` to the child that owns each row, then tells
    /// the app's own prefetch data source.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      adapter.handle(.prefetch, at: indexPaths.map(\.listPosition))
      appPrefetchDataSource?.tableView(tableView, prefetchRowsAt: indexPaths)
    }

    /// Routes `ItemEvent.cancelPrefetch` to the child that owns each row, then
    /// tells the app's own prefetch data source.
    public func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {
      adapter.handle(.cancelPrefetch, at: indexPaths.map(\.listPosition))
      appPrefetchDataSource?.tableView?(tableView, cancelPrefetchingForRowsAt: indexPaths)
    }
  }
#endif
