import HeadlessHost
import ListComposerTestSupport
import Testing

/// A linear composition's one section is framed by its children's views: the header of its
/// first child that has one, the footer of its last, in both headless views.
@MainActor
@Suite struct LinearSupplementaryTests {
  typealias Banner = TableHeaderViewTests.Banner
  typealias CountHeader = TableHeaderViewTests.CountHeader
  typealias EndFooter = TableHeaderViewTests.EndFooter

  @Test(arguments: ViewKind.allCases)
  func theFirstChildsHeaderAndTheLastChildsFooterFrameTheSection(_ kind: ViewKind)
    async throws
  {
    try await kind.run(framed, framed)
  }

  func framed<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let host = ViewUnderTest(kind)
    let contacts = host.mail([1], header: "Contacts", as: cell)
    // pinned has no decorator; news has a header and a footer; ads (the third child) too.
    let pinned = host.mail([10], as: cell)
    let news = host.mail([20, 21], header: "News", as: cell)
    news.addSupplementary(CountHeader.self)
    news.addSupplementary(EndFooter.self)
    let ads = host.mail([30], header: "Ads", as: cell)
    ads.addSupplementary(CountHeader.self)
    ads.addSupplementary(EndFooter.self)
    let feed = try SectionedDataSource([pinned, news, ads], layout: .linear)
    try host.attach(try SectionedDataSource([contacts, feed]))
    #expect(host.header(1) == "News (2)")
    #expect(host.footer(1) == "end of Ads")
    #expect(host.header(0) == nil)
    #expect(host.raised.isEmpty)
  }
}

extension ViewUnderTest {
  /// The text of the header view shown for a section, or `nil`.
  func header(_ section: Int) -> String? {
    if let table { return table.headerView(forSection: section)?.textLabel }
    return collection?.supplementaryView(
      forElementKind: SupplementaryKind.header, at: ListPosition(section: section, item: 0))?
      .textLabel
  }

  /// The text of the footer view shown for a section, or `nil`.
  func footer(_ section: Int) -> String? {
    if let table { return table.footerView(forSection: section)?.textLabel }
    return collection?.supplementaryView(
      forElementKind: SupplementaryKind.footer, at: ListPosition(section: section, item: 0))?
      .textLabel
  }
}
