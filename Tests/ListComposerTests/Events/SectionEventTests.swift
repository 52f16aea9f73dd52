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
}
