/// A source that can load its items again from the beginning, as pull to refresh asks: a
/// ``PagedDataSource``, or a source of your own.
///
///     extension WeatherSource: RefreshableDataSource {
///       func refresh() { task = Task { try await setItems(service.forecast()) } }
///       func waitForLoad() async { _ = await task?.result }
///     }
///
/// `ListAdapter.refresh()` refreshes every such source of a screen, at any depth of
/// composition, and returns when they have all finished: what a refresh control (SwiftUI's
/// `.refreshable`, `UIRefreshControl`) waits for.
@MainActor
public protocol RefreshableDataSource: DataSource {
  /// Starts loading the items again from the beginning; the items shown stay until the new
  /// ones come.
  func refresh()

  /// Waits until the load in flight, if any, has been shown, has failed, or was cancelled;
  /// returns early when the waiting task is cancelled.
  func waitForLoad() async
}
