import HeadlessHost
import ListComposerTestSupport
import Testing

/// Keeping the reader's place, on both headless views, for a source two levels down: rows
/// inserted, deleted or resized above the first visible row leave it where it was, without a
/// cell request; a chat stays pinned to the bottom while the reader is there and says how many
/// rows arrived below when they scrolled up.
@MainActor
@Suite struct ReadingPlaceTests {
  @Test(arguments: ViewKind.allCases)
  func olderRowsLoadedAboveLeaveTheFirstVisibleRowInPlace(_ kind: ViewKind) async throws {
    try await kind.run(prepend, prepend)
  }

  func prepend<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) async throws {
    let screen = try ViewportScreen(kind, cell, messages: Array(10...49))
    let host = screen.host
    screen.adapter.scrollAnchoring = .firstVisibleItem
    var below: [Int] = []
    screen.adapter.onItemsInsertedBelow = { below.append($0) }
    try host.scroll(toContentOffset: 150)
    let first = try #require(host.visiblePositions.first)
    #expect(host.text(at: first) == "m11")
    let distance = try #require(host.frame(of: first)).top - host.contentOffset  // -4
    let cells = host.visiblePositions.map { host.cell(at: $0) }
    let requests = host.table?.cellRequestCount ?? host.collection?.cellRequestCount ?? 0

    // Five older messages above, and m10 deleted: the rows the reader sees do not move.
    let _: ListChange = screen.messages.setItems((5...49).filter { $0 != 10 }.map { Mail($0) })
    await screen.messages.updates.shown()
    let moved = try #require(host.visiblePositions.first)
    #expect(host.text(at: moved) == "m11")
    #expect(try #require(host.frame(of: moved)).top - host.contentOffset == distance)
    #expect(host.visiblePositions.map { host.cell(at: $0) }.elementsEqual(cells) { $0 === $1 })
    // The view asked for no cell: it never showed the rows above, even for a moment.
    #expect((host.table?.cellRequestCount ?? host.collection?.cellRequestCount ?? 0) == requests)
    #expect(below.isEmpty)

    // Deleting the first visible row itself hands its place to the next one: m12 stays where
    // it was, and the rows above it come down into the gap.
    let m12 = ListPosition(section: 2, item: moved.item + 1)
    #expect(host.text(at: m12) == "m12")
    let nextDistance = try #require(host.frame(of: m12)).top - host.contentOffset
    _ = try screen.messages.remove(at: ListPosition(section: 0, item: moved.item))
    await screen.messages.updates.shown()
    #expect(host.text(at: moved) == "m12")
    #expect(try #require(host.frame(of: moved)).top - host.contentOffset == nextDistance)

    // Rows appended below the last visible one are counted, and move nothing.
    try screen.messages.append(contentsOf: [Mail(50), Mail(51)])
    await screen.messages.updates.shown()
    #expect(below == [2])
    #expect(try #require(host.frame(of: moved)).top - host.contentOffset == nextDistance)
    host.expectShows(screen.root)
    host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func aChatStaysPinnedToTheBottomWhileTheReaderIsThere(_ kind: ViewKind) async throws {
    try await kind.run(chat, chat)
  }

  func chat<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) async throws {
    let screen = try ViewportScreen(kind, cell, messages: Array(10...29))
    let host = screen.host
    screen.adapter.scrollAnchoring = .bottom
    var below: [Int] = []
    screen.adapter.onItemsInsertedBelow = { below.append($0) }
    try host.scroll(toContentOffset: 1e9)
    #expect(host.visibleTexts.last == "m29")

    // At the bottom: new messages stick to it.
    try screen.messages.append(contentsOf: [Mail(30), Mail(31), Mail(32)])
    await screen.messages.updates.shown()
    #expect(host.contentOffset == host.contentHeight - 200)
    #expect(host.visibleTexts.last == "m32")
    #expect(below.isEmpty)

    // Scrolled up: the place stays, and the new messages are counted.
    try host.scroll(toContentOffset: 200)
    let texts = host.visibleTexts
    try screen.messages.append(contentsOf: [Mail(33), Mail(34)])
    await screen.messages.updates.shown()
    #expect(host.contentOffset == 200)
    #expect(host.visibleTexts == texts)
    #expect(below == [2])

    // Older messages loaded above while scrolled up keep the place too.
    let first = try #require(host.visiblePositions.first)
    let distance = try #require(host.frame(of: first)).top - host.contentOffset
    let firstText = host.text(at: first)
    let _: ListChange = screen.messages.setItems((1...34).map { Mail($0) })
    await screen.messages.updates.shown()
    let moved = try #require(host.visiblePositions.first)
    #expect(host.text(at: moved) == firstText)
    #expect(try #require(host.frame(of: moved)).top - host.contentOffset == distance)
    #expect(below == [2])

    // Back at the bottom, it sticks again.
    try host.scroll(toContentOffset: 1e9)
    try screen.messages.append(Mail(35))
    await screen.messages.updates.shown()
    #expect(host.visibleTexts.last == "m35")
    #expect(host.contentOffset == host.contentHeight - 200)
    host.expectShows(screen.root)
    host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func withoutAViewportThePlaceIsKeptInRows(_ kind: ViewKind) async throws {
    try await kind.run(fixedWindow, fixedWindow)
  }

  func fixedWindow<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    async throws
  {
    let host = ViewUnderTest(kind, window: 4)
    let messages = host.mail(Array(10...40), as: cell)
    try host.attach(SectionedDataSource([SectionedDataSource([messages])]))
    try host.layout()
    let adapter = try #require(host.adapter)
    adapter.scrollAnchoring = .firstVisibleItem
    try host.scrollNow(to: 5)
    #expect(host.visibleTexts == ["m15", "m16", "m17", "m18"])
    let _: ListChange = messages.setItems((1...40).map { Mail($0) })
    await messages.updates.shown()
    #expect(host.visibleTexts == ["m15", "m16", "m17", "m18"])
    host.expectNothingRaised()
  }
}
