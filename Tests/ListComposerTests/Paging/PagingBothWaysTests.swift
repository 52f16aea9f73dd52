import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// A paged list that loads older pages at its top and newer ones at its bottom, two
/// compositions down (a banner, then the pinned messages and the list, composed), on both
/// headless views raising as a device would: every batch must be one a device takes, and
/// nothing may be recorded. Every page is answered by hand: no sleeping, no timing.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PagingBothWaysTests {
  nonisolated static let kinds: [ViewKind] = [.raisingTable, .raisingCollection]

  /// Runs a test body with the feed of a kind's cell class.
  func run(
    _ kind: ViewKind, window: Int = 6, distance: Int = 2,
    _ body: (PagedFeed<TestRow>) async throws -> Void,
    _ collectionBody: (PagedFeed<TestTile>) async throws -> Void
  ) async throws {
    if kind.isTable {
      try await body(PagedFeed<TestRow>(kind, window: window, distance: distance, nested: true))
    } else {
      try await collectionBody(
        PagedFeed<TestTile>(kind, window: window, distance: distance, nested: true))
    }
  }

  /// Checks that the view shows the screen, took every batch, and recorded nothing.
  func expectQuiet<Cell>(
    _ feed: PagedFeed<Cell>, _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    feed.host.expectShows(feed.screen, context, sourceLocation: sourceLocation)
    feed.host.expectNothingRaised(sourceLocation: sourceLocation)
    #expect(feed.host.warnings.isEmpty, "\(feed.host.warnings)", sourceLocation: sourceLocation)
  }

  /// The request of the page before the first page, and of each page before that.
  func older(_ index: Int, _ cursor: String, offset: Int) -> PageRequest {
    PageRequest(index: index, cursor: cursor, offset: offset, size: 10, direction: .previous)
  }

  /// Attaches the screen and answers its first page, messages 100 to 109, which says older
  /// pages come before it: m100 shows among the top rows, so the page before it is asked for.
  func open<Cell>(_ feed: PagedFeed<Cell>) async throws {
    try feed.host.attach(feed.screen)
    #expect(feed.paged.loadingRequest == PageRequest(index: 0, offset: 0, size: 10))
    let start = feed.host.updateLog.count
    let first = await feed.answer(
      100..<110, cursor: "n1", hasPrevious: true, previousCursor: "p1")
    #expect(first.report?.added == 10)
    #expect(feed.paged.hasPrevious && feed.paged.hasMore)
    await nextTurn()
    #expect(feed.paged.loadingRequest(.previous) == older(-1, "p1", offset: 10))
    #expect(feed.paged.loadingRequest(.next) == nil)
    // The loading row replaced by the page; then a "loading more" row above the first message.
    let firstPage = BatchUpdate(deletedItems: [feed.row(0)], insertedItems: (0..<10).map(feed.row))
    #expect(feed.host.batches(since: start) == ["\(firstPage)", "insert items \(feed.row(0))"])
    #expect(feed.host.text(at: feed.row(0)) == "[loading more]")
    #expect(feed.paged.leadingRow?.placeholderKind == .loadingMore)
    expectQuiet(feed)
  }

  /// Opens the screen (``open(_:)``) and scrolls to the bottom, so that both ends load a page:
  /// returns the top's request and the bottom's.
  func openLoadingBothEnds<Cell>(_ feed: PagedFeed<Cell>) async throws -> (
    top: PageRequest, bottom: PageRequest
  ) {
    try await open(feed)
    try await feed.host.scroll(to: 100)
    return (
      try #require(feed.paged.loadingRequest(.previous)),
      try #require(feed.paged.loadingRequest(.next))
    )
  }

  @Test(arguments: kinds)
  func olderPagesArePrependedAndNewerOnesAppended(_ kind: ViewKind) async throws {
    try await run(kind, prependAndAppend, prependAndAppend)
  }

  func prependAndAppend<Cell>(_ feed: PagedFeed<Cell>) async throws {
    try await open(feed)
    var start = feed.host.updateLog.count
    let report = await feed.answer(
      90..<100, hasPrevious: true, previousCursor: "p2", matching: { $0.direction == .previous })
    #expect(
      report
        == .loaded(
          PageReport(
            request: older(-1, "p1", offset: 10), received: 10, added: 10, duplicatesDropped: 0,
            hasMore: true)))
    // One batch inserts the page at the top: the "loading more" row goes, nothing is reloaded.
    let prepend = BatchUpdate(deletedItems: [feed.row(0)], insertedItems: (0..<10).map(feed.row))
    #expect(feed.host.batches(since: start).first == "\(prepend)")
    #expect(feed.ids == Array(90..<110))
    expectQuiet(feed)
    // m90 shows at the top now: the page before it is asked for with the page's cursor.
    await nextTurn()
    #expect(feed.paged.loadingRequest(.previous) == older(-2, "p2", offset: 20))
    #expect(feed.host.text(at: feed.row(0)) == "[loading more]")

    // The reader goes to the bottom: the next page loads after the last message.
    start = feed.host.updateLog.count
    try await feed.host.scroll(to: 100)
    let newer = PageRequest(index: 1, cursor: "n1", offset: 20, size: 10)
    #expect(feed.paged.loadingRequest(.next) == newer)
    #expect(feed.host.batches(since: start) == ["insert items \(feed.row(21))"])
    #expect(feed.paged.trailingRow?.placeholderKind == .loadingMore)
    start = feed.host.updateLog.count
    #expect(
      await feed.answer(110..<120, cursor: "n2", matching: { $0.direction == .next }).report?
        .added == 10)
    let append = BatchUpdate(
      deletedItems: [feed.row(21)], insertedItems: (21..<31).map(feed.row))
    #expect(feed.host.batches(since: start).first == "\(append)")
    #expect(feed.ids == Array(90..<120))
    // The top's load was never disturbed.
    #expect(feed.paged.loadingRequest(.previous) == older(-2, "p2", offset: 20))
    expectQuiet(feed)
    #expect(feed.host.updateLog.allSatisfy { $0.update.reloadedItems.isEmpty })
  }

  @Test(arguments: kinds)
  func eachEndHasItsOwnErrorRowAndRetry(_ kind: ViewKind) async throws {
    try await run(kind, errorsAndRetries, errorsAndRetries)
  }

  func errorsAndRetries<Cell>(_ feed: PagedFeed<Cell>) async throws {
    try await open(feed)
    let top = older(-1, "p1", offset: 10)
    // The older page fails: its error row shows above the first message.
    #expect(await feed.fail(matching: { $0.direction == .previous }) == .failed(top))
    #expect(feed.host.text(at: feed.row(0)) == "[load more failed: offline]")
    #expect(feed.paged.failedRequest(.previous) == top && feed.paged.failedRequest == top)
    expectQuiet(feed)
    // Scrolling away and back does not ask the server again.
    try await feed.host.scroll(to: 100)
    let bottom = try #require(feed.paged.loadingRequest(.next))
    try await feed.host.scroll(to: 0)
    #expect(feed.paged.loadingRequest(.previous) == nil)
    // The newer page fails too: its own error row after the last message.
    #expect(await feed.fail(matching: { $0.direction == .next }) == .failed(bottom))
    try await feed.host.scroll(to: 100)
    #expect(feed.host.text(at: feed.row(11)) == "[load more failed: offline]")
    #expect(feed.paged.failedRequest(.next) == bottom && feed.paged.failedRequest == bottom)
    expectQuiet(feed)

    // Selecting the bottom error row retries the bottom's page only.
    var start = feed.host.updateLog.count
    #expect(feed.host.select(feed.row(11)))
    #expect(feed.paged.loadingRequest(.next) == bottom)
    #expect(feed.paged.loadingRequest(.previous) == nil)
    #expect(feed.paged.failedRequest(.previous) == top)
    #expect(
      feed.host.batches(since: start) == [
        "delete items \(feed.row(11)); insert items \(feed.row(11))"
      ])
    #expect(await feed.answer(110..<120, hasMore: false).report?.request == bottom)
    #expect(feed.paged.failedRequest(.next) == nil)
    // Selecting the top error row retries the top's page only.
    try await feed.host.scroll(to: 0)
    start = feed.host.updateLog.count
    #expect(feed.host.select(feed.row(0)))
    #expect(feed.paged.loadingRequest(.previous) == top)
    #expect(feed.paged.loadingRequest(.next) == nil)
    #expect(
      feed.host.batches(since: start) == [
        "delete items \(feed.row(0)); insert items \(feed.row(0))"
      ])
    #expect(feed.host.text(at: feed.row(0)) == "[loading more]")
    #expect(await feed.answer(90..<100).report?.request == top)
    #expect(feed.paged.failedRequest == nil && !feed.paged.hasPrevious)
    #expect(feed.ids == Array(90..<120))
    expectQuiet(feed)
    // Nothing failed: retry() starts nothing.
    #expect(feed.paged.retry() == nil)
  }

  @Test(arguments: kinds)
  func retryLoadsBothFailedPages(_ kind: ViewKind) async throws {
    try await run(kind, retryBoth, retryBoth)
  }

  func retryBoth<Cell>(_ feed: PagedFeed<Cell>) async throws {
    let (top, bottom) = try await openLoadingBothEnds(feed)
    await feed.fail(matching: { $0.direction == .previous })
    await feed.fail(matching: { $0.direction == .next })
    #expect(feed.paged.failedRequest == bottom)
    // One batch at each end: the failed row becomes the "loading more" row.
    let retried = try #require(feed.paged.retry())
    #expect(retried.batches.count == 2 && !retried.isQueued)
    #expect(
      retried.batches.allSatisfy { $0.deletedItems.count == 1 && $0.insertedItems.count == 1 })
    #expect(feed.paged.loadingRequest(.previous) == top)
    #expect(feed.paged.loadingRequest(.next) == bottom)
    await nextTurn()
    #expect(feed.paged.leadingRow?.placeholderKind == .loadingMore)
    #expect(feed.paged.trailingRow?.placeholderKind == .loadingMore)
    expectQuiet(feed)
  }

  @Test(arguments: kinds)
  func lateAnswersAtEitherEndAreDropped(_ kind: ViewKind) async throws {
    try await run(kind, lateAnswers, lateAnswers)
  }

  func lateAnswers<Cell>(_ feed: PagedFeed<Cell>) async throws {
    let (top, bottom) = try await openLoadingBothEnds(feed)
    // A refresh cancels both: both "loading more" rows go in one batch.
    var start = feed.host.updateLog.count
    feed.paged.refresh()
    #expect(feed.host.batches(since: start) == ["delete items \(feed.row(0)) \(feed.row(11))"])
    #expect(feed.paged.loadingRequest(.previous) == nil)
    // The cancelled pages answer at last: dropped, nothing changes.
    start = feed.host.updateLog.count
    #expect(await feed.answer(80..<90, matching: { $0 == top }) == .late(top))
    #expect(await feed.answer(110..<120, matching: { $0 == bottom }) == .late(bottom))
    #expect(feed.host.updateLog.count == start)
    #expect(feed.ids == Array(100..<110))
    expectQuiet(feed)
    // The refreshed first page opens the top again, with its new cursor.
    await feed.answer(
      101..<111, cursor: "n9", hasPrevious: true, previousCursor: "p9", matching: \.isRefresh)
    #expect(feed.ids == Array(101..<111))
    try await feed.host.scroll(to: 0)
    let again = try #require(feed.paged.loadingRequest(.previous))
    #expect(again == older(-1, "p9", offset: 10))
    expectQuiet(feed)

    // Leaving the screen cancels both ends' loads and removes their rows.
    try await feed.host.scroll(to: 100)
    let next = try #require(feed.paged.loadingRequest(.next))
    try feed.root.removeChild(at: 1)
    #expect(!feed.paged.isLoading)
    #expect(feed.paged.leadingRow == nil && feed.paged.trailingRow == nil)
    #expect(await feed.answer(90..<100, matching: { $0 == again }) == .late(again))
    #expect(await feed.answer(111..<120, matching: { $0 == next }) == .late(next))
    #expect(feed.ids == Array(101..<111))
    expectQuiet(feed)
    // Back on screen, its top rows show again and ask for the same page.
    try feed.root.append(feed.paged)
    try await feed.host.scroll(to: 0)
    #expect(feed.paged.loadingRequest(.previous) == again)
    expectQuiet(feed)
  }

  @Test(arguments: kinds)
  func bothEndsLoadAtOnce(_ kind: ViewKind) async throws {
    try await run(kind, window: 30, bothAtOnce, bothAtOnce)
  }

  func bothAtOnce<Cell>(_ feed: PagedFeed<Cell>) async throws {
    // A window of 30 rows shows every message: the first page's top and bottom rows ask for
    // both neighbours together.
    try feed.host.attach(feed.screen)
    await feed.answer(100..<110, cursor: "n1", hasPrevious: true, previousCursor: "p1")
    await nextTurn()
    let top = older(-1, "p1", offset: 10)
    let bottom = PageRequest(index: 1, cursor: "n1", offset: 10, size: 10)
    #expect(feed.paged.loadingRequest(.previous) == top)
    #expect(feed.paged.loadingRequest(.next) == bottom)
    #expect(try feed.host.texts().filter { $0 == "[loading more]" }.count == 2)
    expectQuiet(feed)
    // waitForLoad waits for both.
    let waited = Flag()
    let waiter = Task { @MainActor in
      await feed.paged.waitForLoad()
      waited.value = true
    }
    await nextTurn()
    // The newer page comes first: appended; the top still loads.
    #expect(
      await feed.answer(110..<115, hasMore: false, matching: { $0 == bottom }).report?.added == 5)
    #expect(feed.paged.loadingRequest(.previous) == top)
    #expect(feed.host.text(at: feed.row(0)) == "[loading more]")
    await nextTurn()
    #expect(!waited.value)
    expectQuiet(feed)
    // Then the older one: prepended.
    let start = feed.host.updateLog.count
    #expect(
      await feed.answer(95..<100, hasPrevious: false, matching: { $0 == top }).report?.added == 5)
    let prepend = BatchUpdate(deletedItems: [feed.row(0)], insertedItems: (0..<5).map(feed.row))
    #expect(feed.host.batches(since: start) == ["\(prepend)"])
    await waiter.value
    #expect(waited.value)
    #expect(feed.ids == Array(95..<115))
    #expect(!feed.paged.isLoading && feed.paged.leadingRow == nil && feed.paged.trailingRow == nil)
    expectQuiet(feed)
  }

  @Test(arguments: kinds)
  func eachEndEndsWhereItsLastPageSays(_ kind: ViewKind) async throws {
    try await run(kind, endsOfHistory, endsOfHistory)
  }

  func endsOfHistory<Cell>(_ feed: PagedFeed<Cell>) async throws {
    try await open(feed)
    // An older page that overlaps the first (a message was deleted on the server, say): the
    // repeats are dropped and counted.
    let overlap = try #require(
      await feed.answer(
        92..<102, hasPrevious: true, previousCursor: "p2", matching: { $0.direction == .previous }
      ).report)
    #expect((overlap.received, overlap.added, overlap.duplicatesDropped) == (10, 8, 2))
    #expect(feed.paged.duplicatesDropped == 2)
    // A page of repeats only adds nothing: the one before it loads at once.
    await nextTurn()
    let repeats = try #require(
      await feed.answer(
        [Mail(92), Mail(93)], hasPrevious: true, previousCursor: "p3",
        matching: { $0.direction == .previous }
      ).report)
    #expect((repeats.added, repeats.duplicatesDropped) == (0, 2))
    #expect(feed.paged.loadingRequest(.previous) == older(-3, "p3", offset: 18))
    // The first message of all: the top ends.
    #expect(
      await feed.answer(88..<92, hasPrevious: false, matching: { $0.direction == .previous })
        .report?.hasMore == false)
    #expect(!feed.paged.hasPrevious && feed.paged.leadingRow == nil)
    #expect(feed.ids == Array(88..<110))
    try await feed.host.scroll(to: 100)
    try await feed.host.scroll(to: 0)
    #expect(feed.paged.loadingRequest(.previous) == nil)
    // The newest message: the bottom ends.
    try await feed.host.scroll(to: 100)
    #expect(
      await feed.answer(110..<112, hasMore: false, matching: { $0.direction == .next }).report?
        .hasMore == false)
    try await feed.host.scroll(to: 0)
    try await feed.host.scroll(to: 100)
    #expect(!feed.paged.isLoading && feed.paged.trailingRow == nil)
    #expect(feed.server.requests.map(\.index) == [0, -1, -2, -3, 1])
    #expect(feed.ids == Array(88..<112))
    expectQuiet(feed)
    // Explicitly: nothing more at either end.
    #expect(feed.paged.loadPreviousPage() == nil && feed.paged.loadNextPage() == nil)
  }

  @Test(arguments: kinds)
  func loadPreviousPageLoadsTheTopOnRequest(_ kind: ViewKind) async throws {
    // Only the first message asks for the page before it, so that the row the cancelled
    // load's row leaves room for does not ask again.
    try await run(kind, distance: 0, explicitly, explicitly)
  }

  func explicitly<Cell>(_ feed: PagedFeed<Cell>) async throws {
    try feed.host.attach(feed.screen)
    #expect(feed.paged.loadPreviousPage() == nil)  // the first page has not come
    await feed.answer(100..<110, hasMore: false, hasPrevious: true, previousCursor: "p1")
    await nextTurn()
    let top = try #require(feed.paged.loadingRequest(.previous))
    // cancelLoad cancels the top's load: its row goes, its answer is dropped.
    feed.paged.cancelLoad()
    #expect(feed.paged.leadingRow == nil && !feed.paged.isLoading)
    #expect(await feed.answer(90..<100, matching: { $0 == top }) == .late(top))
    #expect(feed.ids == Array(100..<110))
    expectQuiet(feed)
    // Scrolled to the bottom, where no top row shows: the reader taps "Load earlier".
    try await feed.host.scroll(to: 100)
    #expect(feed.paged.loadingRequest(.previous) == nil)
    // The "loading more" row shows above the first message.
    let earlier = try #require(feed.paged.loadPreviousPage())
    #expect(earlier.batches.map(\.insertedItems.count) == [1])
    #expect(feed.paged.loadPreviousPage() == nil)  // one at a time
    #expect(feed.paged.loadingRequest(.previous) == top)
    await feed.answer(90..<100, hasPrevious: false, matching: { $0 == top })
    #expect(feed.ids == Array(90..<110))
    expectQuiet(feed)
    // The loading row of a first page that has not come does not ask for an older one.
    feed.paged.reset()
    await nextTurn()
    #expect(feed.paged.loadingRequest(.previous) == nil && !feed.paged.hasPrevious)
    expectQuiet(feed)
  }
}

/// A Boolean value a task sets and a test reads, on the main actor.
@MainActor
private final class Flag {
  var value = false
}
