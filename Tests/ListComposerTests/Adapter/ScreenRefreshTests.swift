import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Pull to refresh for a whole screen (`ListAdapter.refresh()`, what `ComposedList`'s default
/// `.refreshable` action calls): every paged source of the screen, at any depth, reloads its
/// first page, and the call returns only when each has shown it; on both headless views.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ScreenRefreshTests {
  /// `[pinned, [[news (paged)]], [mail (paged)]]`.
  @MainActor
  struct Screen<Cell: HeadlessReusableCell> {
    let newsServer = ControlledPageLoader<Mail>()
    let mailServer = ControlledPageLoader<Mail>()
    let pinned = MailDecorator<Cell>.dataSource(for: [Mail(900)])
    let news: PagedDataSource<Mail, Cell>
    let mail: PagedDataSource<Mail, Cell>
    let root: SectionedDataSource

    init() throws {
      news = PagedDataSource(
        decorator: MailDecorator<Cell>.self, placeholder: StatusDecorator<Cell>.self,
        pageSize: 2, loader: newsServer.loader)
      mail = PagedDataSource(
        decorator: MailDecorator<Cell>.self, placeholder: StatusDecorator<Cell>.self,
        pageSize: 2, loader: mailServer.loader)
      let deep = try SectionedDataSource([try SectionedDataSource([news])])
      root = try SectionedDataSource([pinned, deep, try SectionedDataSource([mail])])
    }
  }

  @Test(arguments: ViewKind.allCases)
  func refreshReloadsEveryPagedSourceAndWaitsForAll(_ kind: ViewKind) async throws {
    try await kind.run(check, check)
  }

  func check<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) async throws {
    let screen = try Screen<Cell>()
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    try view.layout()
    let adapter = try #require(view.adapter)
    #expect(
      adapter.refreshableSources.map { ObjectIdentifier($0) } == [
        ObjectIdentifier(screen.news), ObjectIdentifier(screen.mail),
      ])
    // The first pages, asked for by the loading rows.
    await screen.newsServer.respond(with: Page([Mail(1), Mail(2)], hasMore: false))
    await screen.mailServer.respond(with: Page([Mail(20)], hasMore: false))
    await screen.news.waitForLoad()
    await screen.mail.waitForLoad()
    #expect(screen.news.items == [Mail(1), Mail(2)] && screen.mail.items == [Mail(20)])

    var refreshed: Int?
    let refresh = Task { @MainActor in refreshed = await adapter.refresh() }
    let newsRequest = await screen.newsServer.respond(
      with: Page([Mail(0), Mail(1)], hasMore: false), matching: \.isRefresh)
    #expect(newsRequest?.index == 0)
    await screen.news.waitForLoad()
    #expect(screen.news.items == [Mail(0), Mail(1)])
    // One source has shown its page; the other still loads, so the refresh is not over, however
    // many turns the main actor takes.
    #expect(await !untilTrue({ refreshed != nil }, turns: 50))
    #expect(screen.mail.isLoading)

    await screen.mailServer.respond(with: Page([Mail(21)], hasMore: false), matching: \.isRefresh)
    await refresh.value
    #expect(refreshed == 2)
    #expect(screen.mail.items == [Mail(21)])
    try view.layout()
    let shown = try view.texts()
    #expect(shown == ["m900", "m0", "m1", "m21"])
    view.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func aScreenWithoutPagedSourcesRefreshesNothing(_ kind: ViewKind) async throws {
    try await kind.run(checkNothing, checkNothing)
  }

  func checkNothing<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) async throws {
    let plain = MailDecorator<Cell>.dataSource(for: [Mail(1)])
    let view = ViewUnderTest(kind)
    try view.attach(try SectionedDataSource([try SectionedDataSource([plain])]))
    try view.layout()
    let adapter = try #require(view.adapter)
    #expect(adapter.refreshableSources.isEmpty)
    #expect(await adapter.refresh() == 0)
  }
}
