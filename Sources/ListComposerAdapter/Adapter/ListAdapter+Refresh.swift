import ListComposer

extension ListAdapter {
  /// The sources of the screen that can load their items again (`RefreshableDataSource`,
  /// such as every `PagedDataSource`), in screen order, at any depth of composition.
  ///
  ///     // screen = [pinned, [inbox (paged), archive (paged)]]
  ///     adapter.refreshableSources.count  // 2
  ///
  /// The children of a refreshable source are not searched: it refreshes them itself.
  ///
  /// - Complexity: O(m), where m is the number of sources of the screen.
  package var refreshableSources: [any RefreshableDataSource] {
    var found: [any RefreshableDataSource] = []
    let _: Never? = firstInScreenOrder(
      { source in
        if let refreshable = source as? any RefreshableDataSource { found.append(refreshable) }
        return nil
      },
      descend: { !($0 is any RefreshableDataSource) })
    return found
  }

  /// Refreshes every refreshable source of the screen (`RefreshableDataSource`) and returns
  /// when each has shown its new items, failed, or been cancelled: pull to refresh for a whole
  /// screen.
  ///
  ///     .refreshable { await adapter.refresh() }   // the spinner stays until every page came
  ///
  /// The sources load at the same time; a source that fails shows its own error row, as its
  /// `PagedDataSource.refresh()` does. When the calling task is cancelled (the refresh
  /// control went away), this returns without waiting; the loads go on.
  ///
  /// - Returns: The number of sources refreshed; 0 when the screen has none.
  /// - Complexity: O(m) to start, where m is the number of sources of the screen, then the
  ///   time of the slowest load.
  @discardableResult
  public func refresh() async -> Int {
    let sources = refreshableSources
    for source in sources { source.refresh() }
    for source in sources { await source.waitForLoad() }
    return sources.count
  }
}
