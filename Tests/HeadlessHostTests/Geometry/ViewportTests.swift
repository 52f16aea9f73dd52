import HeadlessHost
import ListComposerTestSupport
import Testing

/// A headless view with a viewport lays its rows out as a scroll view does: heights from the
/// source that owns each row (two levels down) or the estimates, a content offset clamped to the
/// content, and the visible rows those give; batches carry the heights of kept rows.
@MainActor
@Suite struct ViewportTests {
  @Test(arguments: ViewKind.allCases)
  func visibleRowsFollowTheContentOffset(_ kind: ViewKind) async throws {
    try await kind.run(visibleRows, visibleRows)
  }

  func visibleRows<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    // Messages 10...29: heights 30, 40, 20, 30, ...
    let screen = try ViewportScreen(kind, cell, messages: Array(10...29))
    let host = screen.host
    let heights = (10...29).map { ViewportScreen<Cell>.height(of: $0) }
    #expect(host.contentHeight == ViewportScreen<Cell>.messagesTop + heights.reduce(0, +))
    // 0..<200: banner header 0..<28, banner 28..<72, pinned 72..<116, m10 116..<146,
    // m11 146..<186, m12 186..<206 (partly).
    #expect(host.visibleTexts == ["m1", "m2", "m10", "m11", "m12"])
    let frame = try #require(host.frame(of: ListPosition(section: 2, item: 2)))
    #expect(frame.top == 186 && frame.height == 20)

    // 150..<350: m11 (146..<186) shows its lower part, m17 (326..<366) its upper part; m18
    // starts at 366 and stays hidden.
    try host.scroll(toContentOffset: 150)
    #expect(host.contentOffset == 150)
    #expect(host.visibleTexts == ["m11", "m12", "m13", "m14", "m15", "m16", "m17"])
    // A row that starts exactly at the viewport's bottom edge does not show.
    try host.scroll(toContentOffset: 166)
    #expect(host.visibleTexts == ["m11", "m12", "m13", "m14", "m15", "m16", "m17"])
    #expect(host.visiblePositions.first == ListPosition(section: 2, item: 1))

    // Past the end: clamped so that the viewport ends with the content.
    try host.scroll(toContentOffset: 1e9)
    #expect(host.contentOffset == host.contentHeight - 200)
    #expect(host.visibleTexts.last == "m29")
    try host.scroll(toContentOffset: -40)
    #expect(host.contentOffset == 0)
    // A flattened item offset puts that item's top at the top of the viewport.
    try host.scrollNow(to: 4)
    #expect(host.contentOffset == screen.top(ofMessageAt: 2))
    #expect(host.visibleTexts.first == "m12")
    host.expectNothingRaised()
    #expect(host.updateLog.isEmpty)
  }

  @Test(arguments: ViewKind.allCases)
  func aBatchReadsOnlyTheHeightsOfNewRows(_ kind: ViewKind) async throws {
    try await kind.run(batchHeights, batchHeights)
  }

  func batchHeights<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) async throws {
    let screen = try ViewportScreen(kind, cell, messages: Array(10...29))
    let host = screen.host
    try host.scroll(toContentOffset: 150)
    screen.asked.ids = []
    let before = host.contentHeight
    // Two older messages above, one newer below, one deleted in between.
    let _: ListChange = screen.messages.setItems(
      ([8, 9] + Array(10...12) + Array(14...30)).map { Mail($0) })
    await screen.messages.updates.shown()
    // Only the new messages' heights were read; kept rows kept theirs.
    #expect(screen.asked.ids.filter { ![8, 9, 30].contains($0) }.isEmpty, "\(screen.asked.ids)")
    #expect(Set(screen.asked.ids) == [8, 9, 30])
    let added = [8, 9, 30].map { ViewportScreen<Cell>.height(of: $0) }.reduce(0, +)
    #expect(host.contentHeight == before + added - ViewportScreen<Cell>.height(of: 13))
    // A scroll view keeps its content offset: the rows inserted above push the rows down, and
    // m8 (116..<156) now shows at the top.
    #expect(host.contentOffset == 150)
    #expect(host.visibleTexts.first == "m8")
    #expect(host.frame(of: ListPosition(section: 2, item: 3)) != nil)
    #expect(host.frame(of: ListPosition(section: 2, item: 3))?.top == screen.top(ofMessageAt: 3))
    host.expectShows(screen.root)
    host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func deletingTheEndPullsTheOffsetBack(_ kind: ViewKind) async throws {
    try await kind.run(deletingTheEnd, deletingTheEnd)
  }

  func deletingTheEnd<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    async throws
  {
    let screen = try ViewportScreen(kind, cell, messages: Array(10...29))
    let host = screen.host
    try host.scroll(toContentOffset: 1e9)
    let _: ListChange = screen.messages.setItems((10...14).map { Mail($0) })
    await screen.messages.updates.shown()
    // 116 + 30 + 40 + 20 + 30 + 40 = 276 points of content: the offset is 76.
    #expect(host.contentHeight == 276)
    #expect(host.contentOffset == 76)
    #expect(host.visibleTexts == ["m2", "m10", "m11", "m12", "m13", "m14"])
    // A reload reads every height again, and keeps the offset.
    screen.asked.ids = []
    try host.reload()
    #expect(screen.asked.ids.sorted() == Array(10...14))
    #expect(host.contentOffset == 76)
    host.expectShows(screen.root)
    host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func withoutAViewportTheWindowIsAFixedNumberOfItems(_ kind: ViewKind) async throws {
    try await kind.run(fixedWindow, fixedWindow)
  }

  func fixedWindow<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    var options = kind.options
    options.visibleItemLimit = 3
    let host = ViewUnderTest(kind, customOptions: options)
    let inner = try SectionedDataSource([host.mail(Array(1...10), as: cell)])
    try host.attach(SectionedDataSource([inner]))
    try host.layout()
    #expect(host.visibleTexts == ["m1", "m2", "m3"])
    #expect(host.contentOffset == 0)
    #expect(host.contentHeight == 0)
    try host.scroll(toContentOffset: 100)
    #expect(host.visibleTexts == ["m1", "m2", "m3"])
    try host.scrollNow(to: 4)
    #expect(host.visibleTexts == ["m5", "m6", "m7"])
    host.expectNothingRaised()
  }
}

extension ViewportTests {
  @Test(arguments: ViewKind.allCases)
  func theRenderingShowsTheViewport(_ kind: ViewKind) async throws {
    try await kind.run(rendering, rendering)
  }

  func rendering<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try ViewportScreen(kind, cell, messages: Array(10...29))
    try screen.host.scroll(toContentOffset: 150)
    let lines = screen.host.render().split(separator: "\n")
    // m11 spans 146..<186: its top is 4 points above the viewport's.
    #expect(
      lines.dropFirst().first == "Viewport: 200 at offset 150 of 726; first visible [2, 1] at -4")
  }
}

extension ViewportTests {
  /// `frame(ofItemAt:)`, as its documentation shows it: rows of the estimated 44 points in a
  /// viewport of 440; nothing for a position the view does not have, or without a viewport.
  @Test func anItemsFrameSaysWhereItsRowShows() throws {
    func rows() -> ArrayDataSource<Int, HeadlessTableViewCell> {
      ArrayDataSource(Array(0..<30), cell: HeadlessTableViewCell.self) { cell, row in
        cell.textLabel = "row \(row)"
      }
    }
    var options = HeadlessHostOptions()
    options.viewportHeight = 440
    let tableView = HeadlessTableView(options: options)
    try tableView.attach(rows())
    try tableView.scroll(toContentOffset: 66)
    let row = try #require(tableView.frame(ofItemAt: ListPosition(section: 0, item: 2)))
    #expect(row.top == 88 && row.height == 44)
    #expect(row.top - tableView.contentOffset == 22)
    #expect(tableView.frame(ofItemAt: ListPosition(section: 0, item: 30)) == nil)
    #expect(tableView.frame(ofItemAt: ListPosition(section: 1, item: 0)) == nil)
    let fixedWindow = HeadlessTableView()
    try fixedWindow.attach(rows())
    #expect(fixedWindow.frame(ofItemAt: ListPosition(section: 0, item: 2)) == nil)
  }
}
