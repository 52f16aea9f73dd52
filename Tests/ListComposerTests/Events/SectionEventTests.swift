import HeadlessHost
import ListComposerTestSupport
import Testing

/// Section events, derived from the display events of a section's rows and supplementary
/// views, reach the source that owns the section in its own index space, in both headless
/// views, through nested and linear compositions.
@MainActor
@Suite struct SectionEventTests {
  typealias CountHeader = TableHeaderViewTests.CountHeader

  func describe(_ event: SectionEventDetails) -> String {
    "\(event.kind == .willDisplay ? "+" : "-")\(event.section)"
      + (event.supplementaryKind.map { $0 == SupplementaryKind.header ? " header" : " footer" }
        ?? "")
  }

  @Test(arguments: ViewKind.allCases)
  func sectionsAppearAndLeaveWithTheirRowsAndViews(_ kind: ViewKind) async throws {
    try await kind.run(appearAndLeave, appearAndLeave)
  }

  func appearAndLeave<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    async throws
  {
    var options = kind.options
    options.visibleItemLimit = 3
    let host = ViewUnderTest(kind, customOptions: options)
    // root = [contacts (2), inner = [messages (2, a header view), feed = linear [a, b]]].
    let contacts = host.mail([1, 2], as: cell)
    let messages = host.mail([10, 11], header: "Messages", as: cell)
    messages.addSupplementary(CountHeader.self)
    let feed = try SectionedDataSource(
      [host.mail([20], as: cell), host.mail([21, 22], as: cell)], layout: .linear)
    let inner = try SectionedDataSource([messages, feed])
    let root = try SectionedDataSource([contacts, inner])
    var messageEvents: [String] = []
    var innerEvents: [String] = []
    var screenEvents: [String] = []
    try host.attach(root)
    let adapter = try #require(host.adapter)
    adapter.setHandlers(
      SourceHandlers(sectionEvents: { _, event in messageEvents.append(describe(event))
      }), for: messages)
    adapter.setHandlers(
      SourceHandlers(sectionEvents: { _, event in innerEvents.append(describe(event)) }), for: inner
    )
    adapter.onSectionEvent = { screenEvents.append(describe($0)) }
    // Rows 0–2 are visible: contacts' two, and messages' first with its header. A reload ends
    // the display of everything, then shows it again.
    try host.reload()
    #expect(screenEvents.contains("+0") && screenEvents.contains("+1"))
    #expect(messageEvents == ["-0 header", "-0", "+0", "+0 header"])
    #expect(innerEvents.isEmpty)  // messages handles its own
    // Scroll to the end: contacts and messages leave, the feed (inner's section 1) appears.
    messageEvents = []
    screenEvents = []
    try await host.scroll(to: 4)
    #expect(messageEvents.contains("-0"))
    #expect(messageEvents.contains("-0 header"))
    #expect(innerEvents == ["+1"])
    #expect(screenEvents.contains("-0") && screenEvents.contains("+2"))
    #expect(host.raised.isEmpty)
  }

  @Test(arguments: ViewKind.allCases)
  func aSectionInsertedAboveKeepsTheDisplayedSectionsInPlace(_ kind: ViewKind)
    async throws
  {
    try await kind.run(insertedAbove, insertedAbove)
  }

  func insertedAbove<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let host = ViewUnderTest(kind)
    let top = ArrayDataSource(sections: [ListSection<Mail>](), decorator: MailDecorator<Cell>.self)
    let messages = host.mail([10, 11], as: cell)
    let root = try SectionedDataSource([top, messages])
    try host.attach(root)
    let adapter = try #require(host.adapter)
    var events: [String] = []
    adapter.setHandlers(
      SourceHandlers(sectionEvents: { _, event in events.append(describe(event)) }), for: messages)
    try host.reload()
    #expect(events == ["-0", "+0"])
    events = []
    // A section inserted above: messages' section moves to screen section 1 and stays shown.
    _ = top.appendSection(ListSection(items: [Mail(1)]))
    try host.layout()
    #expect(events == [])
    // Its rows leave one by one; the section leaves with the last.
    _ = try messages.remove(at: ListPosition(section: 0, item: 0))
    try host.layout()
    #expect(events == [])
    _ = try messages.remove(at: ListPosition(section: 0, item: 0))
    try host.layout()
    #expect(events == ["-0"])
    #expect(host.raised.isEmpty)
  }

  /// A screen of two sections on a view that shows nothing itself, with its section events as
  /// they reach the adapter's hook: the test reports the display events, with stand-in cells.
  func directScreen() throws -> (ListAdapter, ArrayDataSource<String, TextCell>, Log) {
    let source = ArrayDataSource<String, TextCell>(
      sections: [ListSection(items: ["a0", "a1"]), ListSection(items: ["b0"])],
      cell: TextCell.self
    ) { cell, text in cell.textLabel = text }
    let adapter = try ListAdapter(source: source, view: HeadlessTableView())
    let log = Log()
    adapter.onSectionEvent = { log.events.append(describe($0)) }
    return (adapter, source, log)
  }

  final class Log {
    var events: [String] = []
    var ended: [String?] = []
  }

  /// A cell reported again in another section without ending its display first leaves its
  /// first section without an event (the view reports none) and counts for the second; it
  /// ends its display with the item it shows now.
  @Test func aCellShownAgainInAnotherSectionCountsThere() throws {
    let (adapter, source, log) = try directScreen()
    source.onEvent = { if $0.kind == .didEndDisplaying { log.ended.append($0.model) } }
    let cell = TextCell()
    adapter.handle(.willDisplay, at: ListPosition(section: 0, item: 0), cell: cell)
    adapter.handle(.willDisplay, at: ListPosition(section: 1, item: 0), cell: cell)
    #expect(log.events == ["+0", "+1"])
    adapter.handle(.didEndDisplaying, at: ListPosition(section: 1, item: 0), cell: cell)
    #expect(log.events == ["+0", "+1", "-1"])
    #expect(log.ended == ["b0"])
    // Section 0 lost its only row silently: the next row to appear there makes it appear.
    adapter.handle(.willDisplay, at: ListPosition(section: 0, item: 1), cell: TextCell())
    #expect(log.events == ["+0", "+1", "-1", "+0"])
  }

  /// A cell at a position of a section that has no item there counts for the section (the
  /// section leaves after it), and one outside the screen's sections counts for none.
  @Test func aCellWithoutAnItemStillCountsForItsSection() throws {
    let (adapter, source, log) = try directScreen()
    var ended: [ListPosition] = []
    source.onEvent = { if $0.kind == .didEndDisplaying { ended.append($0.position) } }
    let row = TextCell()
    let past = TextCell()
    let outside = TextCell()
    adapter.handle(.willDisplay, at: ListPosition(section: 0, item: 0), cell: row)
    adapter.handle(.willDisplay, at: ListPosition(section: 0, item: 5), cell: past)
    adapter.handle(.willDisplay, at: ListPosition(section: 4, item: 0), cell: outside)
    #expect(log.events == ["+0"])
    adapter.handle(.didEndDisplaying, at: ListPosition(section: 0, item: 0), cell: row)
    adapter.handle(.didEndDisplaying, at: ListPosition(section: 4, item: 0), cell: outside)
    #expect(log.events == ["+0"])
    adapter.handle(.didEndDisplaying, at: ListPosition(section: 0, item: 5), cell: past)
    #expect(log.events == ["+0", "-0"])
    // Only the row with an item had a model for its source's handler.
    #expect(ended == [ListPosition(section: 0, item: 0)])
  }

  /// Sections that a batch moves keep their displayed rows, which leave in their new section;
  /// a deleted section's rows end their display with no section event.
  @Test func displayedSectionsFollowABatchThatMovesAndDeletesThem() throws {
    let source = ArrayDataSource<String, TextCell>(
      sections: [
        ListSection(id: "a", items: ["a0", "a1"]), ListSection(id: "b", items: ["b0"]),
        ListSection(id: "c", items: ["c0"]),
      ],
      cell: TextCell.self
    ) { cell, text in cell.textLabel = text }
    let tableView = strictTable()
    try tableView.attach(source)
    let adapter = try #require(tableView.adapter)
    var events: [String] = []
    adapter.onSectionEvent = { events.append(describe($0)) }
    // c moves to the top, b is deleted: a and c stay shown, in sections 1 and 0.
    _ = source.setSections([
      ListSection(id: "c", items: ["c0"]), ListSection(id: "a", items: ["a0", "a1"]),
    ])
    try tableView.layoutIfNeeded()
    #expect(events == [])
    // A reload ends every display, then shows the rows again.
    tableView.reloadData()
    try tableView.layoutIfNeeded()
    #expect(events == ["-0", "-1", "+0", "+1"])
  }
}
