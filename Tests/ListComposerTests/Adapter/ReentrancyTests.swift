import HeadlessHost
import ListComposerTestSupport
import Testing

/// A change a source makes while the view asks it for something (a display or prefetch event,
/// a cell) never reaches the view as a batch from inside that callback: UIKit is inside its
/// layout then. The adapter applies it on the main actor's next turn; the headless hosts flag a
/// batch that arrives while they deliver events.
@MainActor
@Suite struct ReentrancyTests {
  func host(_ policy: HeadlessHostOptions.InvalidUpdatePolicy) -> HeadlessTableView {
    var options = strictOptions()
    options.invalidUpdatePolicy = policy
    options.visibleItemLimit = 3
    return HeadlessTableView(options: options)
  }

  /// A source that appends an item when its last item is displayed, like an endless feed.
  func endlessFeed() -> ArrayDataSource<String, TextCell> {
    let feed = texts(["a", "b", "c", "d"])
    feed.onEvent = { [unowned feed] event in
      guard event.kind == .willDisplay, event.model == feed.items.last else { return }
      _ = try? feed.append("\(event.model)+")
    }
    return feed
  }

  @Test(arguments: [HeadlessHostOptions.InvalidUpdatePolicy.throwError, .raise])
  func aChangeMadeDuringDisplayEventsIsAppliedOnTheNextTurn(
    policy: HeadlessHostOptions.InvalidUpdatePolicy
  ) async throws {
    let feed = endlessFeed()
    let tableView = host(policy)
    try tableView.attach(feed)
    let logged = tableView.updateLog.count
    try tableView.scroll(toRowOffset: 1)  // "d" shows: the feed appends "d+"
    // Not yet: the view is still delivering its display events.
    #expect(tableView.updateLog.count == logged)
    #expect(feed.items == ["a", "b", "c", "d"])
    await nextTurn()
    #expect(feed.items == ["a", "b", "c", "d", "d+"])
    #expect(
      tableView.updateLog.dropFirst(logged).map(\.update.description) == ["insert items [0, 4]"])
    #expect(tableView.updateLog.allSatisfy { $0.succeeded }, "\(tableView.updateLog)")
    #expect(tableView.raisedExceptions.isEmpty, "\(tableView.raisedExceptions)")
    #expect(tableView.numberOfRows(inSection: 0) == 5)
    #expect(tableView.visibleCells.map(\.textLabel) == ["b", "c", "d"])
  }
}
