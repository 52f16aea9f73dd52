import HeadlessHost
import ListComposerTestSupport
import Testing

/// Scrolling to a typed model or a local position of a source two levels down, on both
/// headless views: the adapter maps it to the screen, the view finds its offset; an item the
/// screen does not show is a typed answer and the list stays where it is.
@MainActor
@Suite struct ScrollToItemTests {
  @Test(arguments: ViewKind.allCases)
  func scrollsToAModelAtEachPlace(_ kind: ViewKind) async throws {
    try await kind.run(eachPlace, eachPlace)
  }

  func eachPlace<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try ViewportScreen(kind, cell, messages: Array(10...49))
    let host = screen.host
    let adapter = screen.adapter
    // m25 is message 15: its row's top and height.
    let top = screen.top(ofMessageAt: 15)
    let height = ViewportScreen<Cell>.height(of: 25)
    #expect(try adapter.scroll(to: Mail(25), in: screen.messages, at: .top) == position(2, 15))
    #expect(host.contentOffset == top)
    #expect(host.visibleTexts.first == "m25")
    try adapter.scroll(to: Mail(25), in: screen.messages, at: .bottom, animated: false)
    #expect(host.contentOffset == top + height - 200)
    #expect(host.visibleTexts.last == "m25")
    #expect(host.table?.lastScrollWasAnimated ?? host.collection?.lastScrollWasAnimated == false)
    try adapter.scroll(to: Mail(25), in: screen.messages, at: .centeredVertically)
    #expect(host.contentOffset == top + height / 2 - 100)
    #expect(host.table?.lastScrollWasAnimated ?? host.collection?.lastScrollWasAnimated == true)
    // Nearest: an item that shows stays put; one below comes up to the bottom edge; one above
    // down to the top edge.
    let centred = host.contentOffset
    try adapter.scroll(to: Mail(24), in: screen.messages, at: .nearest)
    #expect(host.contentOffset == centred)
    try adapter.scroll(to: Mail(40), in: screen.messages)
    #expect(host.contentOffset == screen.top(ofMessageAt: 31) - 200)
    #expect(host.visibleTexts.last == "m40")
    try adapter.scroll(to: Mail(12), in: screen.messages)
    #expect(host.contentOffset == screen.top(ofMessageAt: 2))
    // The banner's row, by its source's local position; near the end, the offset clamps.
    #expect(try adapter.scroll(to: position(0, 0), in: screen.banner, at: .top) == position(0, 0))
    #expect(host.contentOffset == 28)
    try adapter.scroll(to: position(0, 39), in: screen.messages, at: .top)
    #expect(host.contentOffset == host.contentHeight - 200)
    host.expectNothingRaised()
    #expect(host.updateLog.isEmpty)
  }

  @Test(arguments: ViewKind.allCases)
  func anItemTheScreenDoesNotShowIsATypedAnswer(_ kind: ViewKind) async throws {
    try await kind.run(notShown, notShown)
  }

  func notShown<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try ViewportScreen(kind, cell, messages: Array(10...49))
    let host = screen.host
    let adapter = screen.adapter
    try host.scroll(toContentOffset: 300)
    #expect(
      throws: ScrollError.notFound(
        item: "Mail(id: 999, title: \"m999\")", source: "ArrayDataSource<Mail, \(Cell.self)>")
    ) {
      try adapter.scroll(to: Mail(999), in: screen.messages)
    }
    #expect(
      throws: ScrollError.positionOutOfRange(
        position(0, 40), source: "ArrayDataSource<Mail, \(Cell.self)>")
    ) {
      try adapter.scroll(to: position(0, 40), in: screen.messages)
    }
    // Not on this screen.
    let elsewhere = host.mail([1, 2], as: cell)
    #expect(throws: ScrollError.sourceNotShown("ArrayDataSource<Mail, \(Cell.self)>")) {
      try adapter.scroll(to: Mail(1), in: elsewhere)
    }
    #expect(host.contentOffset == 300)
    host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func aSourceBehindAPlaceholderIsNotShown(_ kind: ViewKind) async throws {
    try await kind.run(placeholder, placeholder)
  }

  func placeholder<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) async throws {
    var options = kind.options
    options.viewportHeight = 200
    let host = ViewUnderTest(kind, customOptions: options)
    let mails = host.mail([1, 2, 3], as: cell)
    let inbox = try StatefulDataSource(
      mails, state: .loading, placeholder: StatusDecorator<Cell>.self)
    try host.attach(SectionedDataSource([SectionedDataSource([inbox])]))
    try host.layout()
    let adapter = try #require(host.adapter)
    #expect(throws: ScrollError.sourceNotShown("ArrayDataSource<Mail, \(Cell.self)>")) {
      try adapter.scroll(to: Mail(2), in: mails)
    }
    // Loaded: the same model is there.
    _ = inbox.setState(.content)
    await inbox.updates.shown()
    #expect(try adapter.scroll(to: Mail(2), in: mails, at: .top) == position(0, 1))
    #expect(host.contentOffset == 0)  // three rows fit: the offset clamps
    host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func withoutAViewportTheWindowScrolls(_ kind: ViewKind) async throws {
    try await kind.run(fixedWindow, fixedWindow)
  }

  func fixedWindow<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let host = ViewUnderTest(kind, window: 4)
    let messages = host.mail(Array(1...30), as: cell)
    try host.attach(SectionedDataSource([SectionedDataSource([messages])]))
    try host.layout()
    let adapter = try #require(host.adapter)
    try adapter.scroll(to: Mail(10), in: messages, at: .top)
    #expect(host.visibleTexts == ["m10", "m11", "m12", "m13"])
    try adapter.scroll(to: Mail(20), in: messages, at: .bottom)
    #expect(host.visibleTexts == ["m17", "m18", "m19", "m20"])
    try adapter.scroll(to: Mail(18), in: messages)
    #expect(host.visibleTexts == ["m17", "m18", "m19", "m20"])
    try adapter.scroll(to: Mail(3), in: messages)
    #expect(host.visibleTexts == ["m3", "m4", "m5", "m6"])
    host.expectNothingRaised()
  }
}
