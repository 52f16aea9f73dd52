import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// A paged list that loads both ways, two compositions down, tells the rows at its top from
/// those at its bottom: its decorator and its placeholder events see `Placeholder.isLeading`,
/// and the two rows are two items, on both headless views raising as a device would.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PlaceholderEdgeTests {
  /// Says which end a "loading more" or error row is at, as an app's decorator would.
  enum EdgeDecorator<Cell: HeadlessReusableCell>: CellDecorator {
    static var reuseIdentifier: String { "edge" }
    static func decorate(_ cell: Cell, with placeholder: Placeholder) {
      let edge = placeholder.isLeading ? "older" : "newer"
      cell.textLabel =
        placeholder.kind == .loadingMore ? "[\(edge): loading]" : "[\(edge): failed]"
    }
  }

  @Test(arguments: PagingBothWaysTests.kinds)
  func theTopRowsAreToldFromTheBottomOnes(_ kind: ViewKind) async throws {
    if kind.isTable {
      try await edges(PagedFeed<TestRow>(kind, window: 6, distance: 2, nested: true))
    } else {
      try await edges(PagedFeed<TestTile>(kind, window: 6, distance: 2, nested: true))
    }
  }

  func edges<Cell>(_ feed: PagedFeed<Cell>) async throws {
    feed.paged.setPlaceholder(EdgeDecorator<Cell>.self, for: [.loadingMore, .loadMoreFailed])
    var events: [(kind: Placeholder.Kind, isLeading: Bool)] = []
    feed.paged.onPlaceholderEvent = { event in
      if event.kind == .select { events.append((event.model.kind, event.model.isLeading)) }
    }
    try feed.host.attach(feed.screen)
    await feed.answer(100..<110, cursor: "n1", hasPrevious: true, previousCursor: "p1")
    await nextTurn()
    #expect(feed.paged.loadingRequest(.previous) != nil)
    #expect(feed.host.text(at: feed.row(0)) == "[older: loading]")
    // The reader goes to the bottom: both ends load at once, each row says which it is.
    try await feed.host.scroll(to: 100)
    #expect(feed.paged.loadingRequest(.next) != nil)
    try await feed.host.scroll(to: 100)  // to the row that came below the last message
    #expect(feed.host.text(at: feed.row(11)) == "[newer: loading]")
    let top = ListPosition(section: 0, item: 0)
    let bottom = ListPosition(section: 0, item: 11)
    #expect((feed.paged.model(at: top) as? Placeholder)?.isLeading == true)
    #expect((feed.paged.model(at: bottom) as? Placeholder)?.isLeading == false)
    // Two rows of one kind, two items.
    let topID = try #require(feed.paged.itemIdentifier(at: top))
    #expect(topID != feed.paged.itemIdentifier(at: bottom))
    // Both fail: each error row says its end, and selecting one tells the app which.
    await feed.fail(matching: { $0.direction == .previous })
    await feed.fail(matching: { $0.direction == .next })
    try await feed.host.scroll(to: 100)
    #expect(feed.host.text(at: feed.row(11)) == "[newer: failed]")
    #expect(feed.host.select(feed.row(11)))
    #expect(feed.paged.loadingRequest(.next) != nil)
    #expect(feed.paged.loadingRequest(.previous) == nil)
    try await feed.host.scroll(to: 0)
    #expect(feed.host.text(at: feed.row(0)) == "[older: failed]")
    #expect(feed.host.select(feed.row(0)))
    #expect(feed.paged.loadingRequest(.previous) != nil)
    #expect(events.map(\.kind) == [.loadMoreFailed, .loadMoreFailed])
    #expect(events.map(\.isLeading) == [false, true])
    // Answered, the top's row leaves; the bottom still loads.
    await feed.answer(90..<100, matching: { $0.direction == .previous })
    #expect(feed.host.text(at: feed.row(0)) == "m90")
    await feed.answer(110..<120, hasMore: false, matching: { $0.direction == .next })
    #expect(feed.ids == Array(90..<120))
    feed.host.expectNothingRaised()
    #expect(feed.host.warnings.isEmpty, "\(feed.host.warnings)")
  }
}
