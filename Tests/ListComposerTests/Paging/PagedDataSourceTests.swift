import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Paging through strict table and collection hosts, driven by the hosts' visible window and
/// scrolling, with every page answered by hand: no sleeping, no timing.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PagedDataSourceTests {
  @Test(arguments: ViewKind.strictKinds)
  func loadsPageByPageAsTheReaderScrolls(_ kind: ViewKind) async throws {
    if kind.isTable {
      try await pageByPage(PagedFeed<TestRow>(kind))
    } else {
      try await pageByPage(PagedFeed<TestTile>(kind))
    }
  }

  func pageByPage<Cell>(_ feed: PagedFeed<Cell>) async throws {
    // The loading row shows and, being shown, asks for the first page.
    try feed.host.attach(feed.root)
    #expect(feed.paged.state.placeholderKind == .loading)
    #expect(feed.host.cell(at: feed.row(0))?.textLabel == "[loading]")
    #expect(feed.paged.loadingRequest == PageRequest(index: 0, offset: 0, size: 10))
    var start = feed.host.updateLog.count
    #expect(await feed.answer(0..<10, cursor: "c1").report?.added == 10)
    // One batch replaces the loading row with the page.
    let firstPage = BatchUpdate(deletedItems: [feed.row(0)], insertedItems: (0..<10).map(feed.row))
    #expect(feed.host.batches(since: start) == ["\(firstPage)"])
    feed.host.expectShows(feed.root)
    // Rows 0...3 show; the next page loads from row 7 (two before the last one) on.
    #expect(feed.paged.loadingRequest == nil)
    try await feed.host.scroll(to: 2 + 1)  // rows 1...6 show
    #expect(feed.paged.loadingRequest == nil)
    start = feed.host.updateLog.count
    try await feed.host.scroll(to: 2 + 2)  // rows 2...7 show
    #expect(feed.paged.loadingRequest == PageRequest(index: 1, cursor: "c1", offset: 10, size: 10))
    #expect(feed.host.batches(since: start) == ["insert items [1, 10]"])
    #expect(feed.paged.trailingRow?.placeholderKind == .loadingMore)
    feed.host.expectShows(feed.root)

    start = feed.host.updateLog.count
    #expect(await feed.answer(10..<20, cursor: "c2").report?.added == 10)
    let nextPage = BatchUpdate(deletedItems: [feed.row(10)], insertedItems: (10..<20).map(feed.row))
    #expect(feed.host.batches(since: start) == ["\(nextPage)"])
    feed.host.expectShows(feed.root)

    // The reader reaches the end: the last page ends the list.
    try await feed.host.scroll(to: 100)
    #expect(feed.paged.loadingRequest?.index == 2)
    #expect(await feed.answer(20..<23, hasMore: false).report?.hasMore == false)
    #expect(!feed.paged.hasMore && feed.paged.trailingRow == nil)
    try await feed.host.scroll(to: 100)  // the last rows show; nothing more loads
    #expect(feed.paged.loadingRequest == nil)
    #expect(feed.server.requests.map(\.index) == [0, 1, 2])
    #expect(feed.ids == Array(0..<23))
    feed.host.expectShows(feed.root)
  }

  @Test(arguments: ViewKind.strictKinds)
  func theReaderScrollsDuringALoad(_ kind: ViewKind) async throws {
    if kind.isTable {
      try await scrollsDuringALoad(PagedFeed<TestRow>(kind))
    } else {
      try await scrollsDuringALoad(PagedFeed<TestTile>(kind))
    }
  }

  func scrollsDuringALoad<Cell>(_ feed: PagedFeed<Cell>) async throws {
    try feed.host.attach(feed.root)
    await feed.answer(0..<10)
    try await feed.host.scroll(to: 6)
    let loading = try #require(feed.paged.loadingRequest)
    // Back and forth over the end and the "loading more" row: still the one load.
    for offset in [7, 3, 100, 8, 0, 100] {
      try await feed.host.scroll(to: offset)
      #expect(feed.paged.loadingRequest == loading)
      feed.host.expectShows(feed.root, "scrolled to \(offset)")
    }
    // The load in flight was never replaced: its answer is the one shown.
    #expect(
      await feed.answer(10..<20)
        == .loaded(
          PageReport(
            request: loading, received: 10, added: 10, duplicatesDropped: 0, hasMore: true)))
    #expect(feed.server.requests.count == 2)
    feed.host.expectShows(feed.root)
  }

  @Test(arguments: ViewKind.strictKinds)
  func refreshDuringALoadDiffsTheFirstPageAndDropsTheLateAnswer(_ kind: ViewKind) async throws {
    if kind.isTable {
      try await refreshDuringALoad(PagedFeed<TestRow>(kind))
    } else {
      try await refreshDuringALoad(PagedFeed<TestTile>(kind))
    }
  }

  func refreshDuringALoad<Cell>(_ feed: PagedFeed<Cell>) async throws {
    try feed.host.attach(feed.root)
    await feed.answer(0..<10, cursor: "c1")
    try await feed.host.scroll(to: 6)
    let cancelled = try #require(feed.paged.loadingRequest)
    var start = feed.host.updateLog.count
    feed.paged.refresh()
    #expect(
      feed.paged.loadingRequest == PageRequest(index: 0, offset: 0, size: 10, isRefresh: true))
    // The items stay; the "loading more" row of the cancelled load goes.
    #expect(feed.host.batches(since: start) == ["delete items [1, 10]"])

    // A new message on top, message 3 deleted, message 5 renamed.
    start = feed.host.updateLog.count
    var fresh = [Mail(99)] + (0..<10).filter { $0 != 3 }.map { Mail($0) }
    fresh[5] = Mail(5, "m5 (edited)")
    let outcome = await feed.answer(fresh, cursor: "r1", matching: \.isRefresh)
    #expect(outcome.report?.request.isRefresh == true)
    #expect(feed.ids == fresh.map(\.id))
    let batches = feed.host.updateLog.dropFirst(start).map(\.update)
    #expect(batches.allSatisfy { $0.reloadedSections.isEmpty && $0.deletedSections.isEmpty })
    #expect(batches.flatMap(\.insertedItems).contains(feed.row(0)))
    #expect(batches.flatMap(\.deletedItems).contains(feed.row(3)))
    #expect(batches.map { $0.reloadedItems.count + $0.reconfiguredItems.count }.reduce(0, +) == 1)
    feed.host.expectShows(feed.root)

    // The cancelled page answers at last: dropped, nothing changes.
    start = feed.host.updateLog.count
    #expect(await feed.answer(10..<20, matching: { $0 == cancelled }) == .late(cancelled))
    #expect(feed.ids == fresh.map(\.id))
    #expect(feed.host.updateLog.count == start)
    feed.host.expectShows(feed.root)
  }

  @Test(arguments: ViewKind.strictKinds)
  func removalDuringALoadCancelsIt(_ kind: ViewKind) async throws {
    if kind.isTable {
      try await removalDuringALoad(PagedFeed<TestRow>(kind))
    } else {
      try await removalDuringALoad(PagedFeed<TestTile>(kind))
    }
  }

  func removalDuringALoad<Cell>(_ feed: PagedFeed<Cell>) async throws {
    try feed.host.attach(feed.root)
    await feed.answer(0..<10, cursor: "c1")
    try await feed.host.scroll(to: 6)
    let cancelled = try #require(feed.paged.loadingRequest)
    try feed.root.removeChild(at: 1)
    #expect(feed.paged.loadingRequest == nil && feed.paged.trailingRow == nil)
    #expect(await feed.answer(10..<20, matching: { $0 == cancelled }) == .late(cancelled))
    #expect(feed.ids == Array(0..<10))
    feed.host.expectShows(feed.root)
    // Back on screen, its last rows show again and ask for the same page.
    try feed.root.append(feed.paged)
    try await feed.host.scroll(to: 6)
    #expect(feed.paged.loadingRequest == cancelled)
    #expect(await feed.answer(10..<20).report?.added == 10)
    feed.host.expectShows(feed.root)
  }

  @Test(arguments: ViewKind.strictKinds)
  func detachingTheHostDuringTheFirstLoadCancelsIt(_ kind: ViewKind) async throws {
    if kind.isTable {
      try await detachDuringFirstLoad(PagedFeed<TestRow>(kind))
    } else {
      try await detachDuringFirstLoad(PagedFeed<TestTile>(kind))
    }
  }

  func detachDuringFirstLoad<Cell>(_ feed: PagedFeed<Cell>) async throws {
    try feed.root.removeChild(at: 1)
    try feed.host.attach(feed.paged)  // the paged source is the root of the screen
    let first = try #require(feed.paged.loadingRequest)
    feed.host.detach()
    #expect(feed.paged.loadingRequest == nil)
    #expect(await feed.answer(0..<10) == .late(first))
    #expect(feed.paged.state.placeholderKind == .loading && feed.ids.isEmpty)
    // Shown again, the loading row asks again.
    let other = ViewUnderTest(feed.host.kind, window: 6)
    try other.attach(feed.paged)
    #expect(feed.paged.loadingRequest == first)
    #expect(await feed.answer(0..<10).report?.added == 10)
    other.expectShows(feed.paged)
  }

  @Test(arguments: ViewKind.strictKinds)
  func resetDuringALoadStartsAgain(_ kind: ViewKind) async throws {
    if kind.isTable {
      try await resetDuringALoad(PagedFeed<TestRow>(kind))
    } else {
      try await resetDuringALoad(PagedFeed<TestTile>(kind))
    }
  }

  func resetDuringALoad<Cell>(_ feed: PagedFeed<Cell>) async throws {
    try feed.host.attach(feed.root)
    await feed.answer(0..<10, cursor: "c1")
    try await feed.host.scroll(to: 6)
    let cancelled = try #require(feed.paged.loadingRequest)
    let start = feed.host.updateLog.count
    feed.paged.reset()
    // Every row (and the "loading more" one) goes; the loading row comes, and asks at once.
    let expected = BatchUpdate(deletedItems: (0...10).map(feed.row), insertedItems: [feed.row(0)])
    #expect(feed.host.batches(since: start) == ["\(expected)"])
    #expect(feed.paged.loadingRequest == PageRequest(index: 0, offset: 0, size: 10))
    #expect(await feed.answer(10..<20, matching: { $0 == cancelled }) == .late(cancelled))
    #expect(await feed.answer(50..<55, hasMore: false).report?.added == 5)
    #expect(feed.ids == Array(50..<55))
    feed.host.expectShows(feed.root)
    // Reset while the loading row shows already: it is shown anew, and asks again. The two
    // requests are alike, so either may be answered first: one is shown, one dropped.
    feed.paged.reset()
    feed.paged.reset()
    #expect(feed.paged.loadingRequest?.index == 0)
    let outcomes = [
      await feed.answer(0..<3, hasMore: false), await feed.answer(0..<3, hasMore: false),
    ]
    #expect(outcomes.compactMap(\.report).map(\.added) == [3])
    #expect(outcomes.filter { $0 == .late(PageRequest(index: 0, offset: 0, size: 10)) }.count == 1)
    #expect(feed.ids == [0, 1, 2])
    feed.host.expectShows(feed.root)
  }

  @Test(arguments: ViewKind.strictKinds)
  func aFailedPageShowsAnErrorRowThatRetries(_ kind: ViewKind) async throws {
    if kind.isTable {
      try await failedThenRetry(PagedFeed<TestRow>(kind))
    } else {
      try await failedThenRetry(PagedFeed<TestTile>(kind))
    }
  }

  func failedThenRetry<Cell>(_ feed: PagedFeed<Cell>) async throws {
    try feed.host.attach(feed.root)
    let first = try #require(feed.paged.loadingRequest)
    // The first page fails: the error row shows; scrolling does not hammer the server.
    #expect(await feed.fail() == .failed(first))
    #expect(feed.host.cell(at: feed.row(0))?.textLabel == "[error: offline]")
    try await feed.host.scroll(to: 100)
    #expect(feed.paged.loadingRequest == nil && feed.paged.failedRequest == first)
    // The reader taps the error row: the same page again.
    feed.host.select(feed.row(0))
    #expect(feed.paged.loadingRequest == first)
    #expect(feed.host.cell(at: feed.row(0))?.textLabel == "[loading]")
    await feed.answer(0..<10)
    try await feed.host.scroll(to: 6)
    let second = try #require(feed.paged.loadingRequest)
    #expect(await feed.fail() == .failed(second))
    try await feed.host.scroll(to: 100)
    #expect(feed.host.cell(at: feed.row(10))?.textLabel == "[load more failed: offline]")
    try await feed.host.scroll(to: 0)
    try await feed.host.scroll(to: 100)
    #expect(feed.paged.loadingRequest == nil)
    let start = feed.host.updateLog.count
    feed.host.select(feed.row(10))
    #expect(feed.paged.loadingRequest == second)
    #expect(feed.host.batches(since: start) == ["delete items [1, 10]; insert items [1, 10]"])
    #expect(await feed.answer(10..<20).report?.added == 10)
    #expect(feed.paged.failedRequest == nil)
    feed.host.expectShows(feed.root)
  }

  @Test(arguments: ViewKind.strictKinds)
  func loadNextPageAndRetryReturnWhatTheyPublishedOrNilWhenNoLoadStarts(_ kind: ViewKind)
    async throws
  {
    if kind.isTable {
      try await loadsOnRequest(PagedFeed<TestRow>(kind))
    } else {
      try await loadsOnRequest(PagedFeed<TestTile>(kind))
    }
  }

  func loadsOnRequest<Cell>(_ feed: PagedFeed<Cell>) async throws {
    try feed.host.attach(feed.root)
    // The first page is loading: no other load starts, and no page failed to retry.
    #expect(feed.paged.loadNextPage() == nil)
    #expect(feed.paged.retry() == nil)
    await feed.answer(0..<10)
    #expect(feed.paged.loadingRequest == nil)
    // A "Load more" button: the "loading more" row shows after the items.
    var start = feed.host.updateLog.count
    let more = try #require(feed.paged.loadNextPage())
    #expect(more.batches.map(\.description) == ["insert items [1, 10]"])
    #expect(feed.host.batches(since: start) == more.batches.map(\.description))
    #expect(feed.paged.loadNextPage() == nil)
    #expect(feed.paged.retry() == nil)
    // The page fails; a retry turns the failed row back into the "loading more" row.
    let second = try #require(feed.paged.loadingRequest)
    #expect(await feed.fail() == .failed(second))
    #expect(feed.paged.loadNextPage() == nil)
    start = feed.host.updateLog.count
    let retried = try #require(feed.paged.retry())
    #expect(retried.batches.map(\.description) == ["delete items [1, 10]; insert items [1, 10]"])
    #expect(feed.host.batches(since: start) == retried.batches.map(\.description))
    #expect(feed.paged.loadingRequest == second)
    #expect(feed.paged.retry() == nil)
    #expect(await feed.answer(10..<20).report?.added == 10)
    feed.host.expectShows(feed.root)
  }

  @Test(arguments: ViewKind.strictKinds)
  func overlappingPagesDropAndCountRepeats(_ kind: ViewKind) async throws {
    if kind.isTable {
      try await overlapping(PagedFeed<TestRow>(kind))
    } else {
      try await overlapping(PagedFeed<TestTile>(kind))
    }
  }

  func overlapping<Cell>(_ feed: PagedFeed<Cell>) async throws {
    try feed.host.attach(feed.root)
    await feed.answer(0..<10)
    try await feed.host.scroll(to: 6)
    // Two messages arrived on the server: the next page repeats two.
    let report = try #require(await feed.answer(8..<18).report)
    #expect((report.received, report.added, report.duplicatesDropped) == (10, 8, 2))
    #expect(feed.paged.duplicatesDropped == 2)
    try await feed.host.scroll(to: 100)
    // A page of repeats only (one repeated twice) adds nothing: the next one loads at once.
    let repeats = try #require(
      await feed.answer([Mail(17), Mail(16), Mail(17)], cursor: "c3").report)
    #expect((repeats.added, repeats.duplicatesDropped) == (0, 3))
    #expect(feed.paged.loadingRequest == PageRequest(index: 3, cursor: "c3", offset: 18, size: 10))
    #expect(await feed.answer([Mail(18), Mail(18), Mail(19)], hasMore: false).report?.added == 2)
    #expect(feed.ids == Array(0..<20))
    #expect(feed.paged.duplicatesDropped == 6)
    feed.host.expectShows(feed.root)
    // A refresh starts the count again.
    feed.paged.refresh()
    await feed.answer([Mail(0), Mail(0)], hasMore: false)
    #expect(feed.paged.duplicatesDropped == 1)
    feed.host.expectShows(feed.root)
  }

  @Test(arguments: ViewKind.strictKinds)
  func anEmptyFirstPageShowsTheEmptyRow(_ kind: ViewKind) async throws {
    if kind.isTable {
      try await emptyFirstPage(PagedFeed<TestRow>(kind), PagedFeed<TestRow>(kind))
    } else {
      try await emptyFirstPage(PagedFeed<TestTile>(kind), PagedFeed<TestTile>(kind))
    }
  }

  func emptyFirstPage<Cell>(_ feed: PagedFeed<Cell>, _ sparse: PagedFeed<Cell>) async throws {
    try feed.host.attach(feed.root)
    let start = feed.host.updateLog.count
    #expect(await feed.answer([], hasMore: false).report?.added == 0)
    #expect(feed.paged.state.placeholderKind == .empty)
    #expect(feed.host.batches(since: start) == ["delete items [1, 0]; insert items [1, 0]"])
    #expect(feed.host.cell(at: feed.row(0))?.textLabel == "[empty]")
    try await feed.host.scroll(to: 100)
    #expect(feed.paged.loadingRequest == nil && feed.server.requests.count == 1)
    feed.host.expectShows(feed.root)

    // Empty pages that say more follow: the next loads at once, three in a row at most.
    try sparse.host.attach(sparse.root)
    for index in 0..<3 {
      #expect(sparse.paged.loadingRequest?.index == index)
      await sparse.answer([], hasMore: true)
    }
    #expect(sparse.paged.loadingRequest == nil)
    #expect(sparse.paged.state.placeholderKind == .empty)
    sparse.host.expectShows(sparse.root)
    // The reader pulls to refresh.
    sparse.paged.refresh()
    #expect(sparse.host.cell(at: sparse.row(0))?.textLabel == "[loading]")
    await sparse.answer(0..<3, hasMore: false)
    #expect(sparse.paged.state.placeholderKind == nil)
    sparse.host.expectShows(sparse.root)
  }

  @Test(arguments: ViewKind.strictKinds)
  func prefetchingTheLastRowsLoadsTheNextPageThroughNestedCompositions(_ kind: ViewKind)
    async throws
  {
    if kind.isTable {
      try await prefetchThroughNesting(
        PagedFeed<TestRow>(kind, window: 4, prefetch: 3, pageSize: 6, distance: 0, layout: .linear))
    } else {
      try await prefetchThroughNesting(
        PagedFeed<TestTile>(kind, window: 4, prefetch: 3, pageSize: 6, distance: 0, layout: .linear)
      )
    }
  }

  func prefetchThroughNesting<Cell>(_ feed: PagedFeed<Cell>) async throws {
    // pinned and paged in one linear section, inside a sectioned screen.
    let screen = try SectionedDataSource([
      MailDecorator<Cell>.dataSource(for: [Mail(800)]), feed.root,
    ])
    var prefetched: [(Mail, ListPosition)] = []
    var cancelled: [Int] = []
    feed.paged.content.onEvent = { event in
      if event.kind == .prefetch { prefetched.append((event.model, event.position)) }
      if event.kind == .cancelPrefetch { cancelled.append(event.model.id) }
    }
    try feed.host.attach(screen)
    await feed.answer(0..<6)
    // Window: m800, pin a, pin b, m0; prefetched: m1, m2, m3, at their own positions.
    #expect(prefetched.map(\.0.id) == [1, 2, 3])
    #expect(prefetched.map(\.1) == (1...3).map { ListPosition(section: 0, item: $0) })
    #expect(feed.paged.loadingRequest == nil)
    try await feed.host.scroll(to: 3)  // m0...m3 show; m5, the last row, is prefetched
    #expect(prefetched.last?.0.id == 5)
    let visible = feed.host.visiblePositions
    #expect(!visible.contains(ListPosition(section: 1, item: 2 + 5)))
    #expect(feed.paged.loadingRequest?.index == 1)
    await feed.answer(6..<12)
    feed.host.expectShows(screen)
    // Back to the top: what was prefetched and not shown is cancelled, with its model.
    try await feed.host.scroll(to: 0)
    #expect(cancelled == [4, 5, 6])
  }

  @Test func waitForLoadReturnsOnceThePageShows() async throws {
    let feed = try PagedFeed<TestRow>(.strictTable)
    await feed.paged.waitForLoad()  // nothing loading: returns at once
    try feed.host.attach(feed.root)
    await feed.server.respond(with: Page([Mail(1)], hasMore: true))
    await feed.paged.waitForLoad()
    #expect(feed.ids == [1])
    // Row 1, near the end, asked for the next page; a refresh cancels it.
    #expect(feed.paged.loadingRequest?.index == 1)
    feed.paged.refresh()
    await feed.server.respond(
      with: Page([Mail(2), Mail(1)], hasMore: false), matching: \.isRefresh)
    await feed.paged.waitForLoad()
    #expect(feed.ids == [2, 1])
  }
}
