import HeadlessHost
import ListComposerTestSupport
import Testing

/// The headers and footers a compositional layout's section declares, decided once for the
/// UIKit and AppKit collection bridges: those the section has (a decorator or a title), through
/// compositions, headers pinned on request, none added to a layout that declares its own.
@MainActor
@Suite struct SectionBoundaryTests {
  typealias Banner = TableHeaderViewTests.Banner

  enum Footer: SupplementaryDecorator {
    static let kind = SupplementaryKind.footer
    static func decorate(_ view: Banner, with section: ListSection<Mail>, at index: Int) {
      view.textLabel = "\(section.items.count)"
    }
  }

  @Test(arguments: ViewKind.allCases)
  func sectionsDeclareTheHeadersAndFootersTheyHave(_ kind: ViewKind) async throws {
    try await kind.run(check, check)
  }

  func check<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let host = ViewUnderTest(kind)
    func mail(_ ids: [Int], header: String? = nil, footer: String? = nil)
      -> ArrayDataSource<Mail, Cell>
    {
      ArrayDataSource(
        ids.map { Mail($0) }, decorator: MailDecorator<Cell>.self, header: header, footer: footer)
    }
    // root = [plain, inner = [titled (header and footer titles), decorated (footer view),
    // feed = linear [a, b] with its own header title]].
    let decorated = mail([20])
    decorated.addSupplementary(Footer.self)
    let feed = try SectionedDataSource([mail([30]), mail([31])], layout: .linear)
    feed.headerTitle = "Feed"
    let inner = try SectionedDataSource([
      mail([10], header: "Inbox", footer: "1 message"), decorated, feed,
    ])
    try host.attach(try SectionedDataSource([mail([1]), inner]))
    let adapter = try #require(host.adapter)
    let header = SectionBoundary(kind: SupplementaryKind.header, edge: .top, isPinned: false)
    let pinned = SectionBoundary(kind: SupplementaryKind.header, edge: .top, isPinned: true)
    let footer = SectionBoundary(kind: SupplementaryKind.footer, edge: .bottom, isPinned: false)
    #expect(adapter.sectionBoundaries(forSection: 0, pinsHeaders: false).isEmpty)
    #expect(adapter.sectionBoundaries(forSection: 1, pinsHeaders: false) == [header, footer])
    #expect(adapter.sectionBoundaries(forSection: 1, pinsHeaders: true) == [pinned, footer])
    #expect(adapter.sectionBoundaries(forSection: 2, pinsHeaders: true) == [footer])
    #expect(adapter.sectionBoundaries(forSection: 3, pinsHeaders: false) == [header])
    // A layout that declares its own items keeps them; a section that does not exist has none.
    #expect(adapter.sectionBoundaries(forSection: 1, declaredCount: 1, pinsHeaders: false).isEmpty)
    #expect(adapter.sectionBoundaries(forSection: 9, pinsHeaders: false).isEmpty)
    #expect(adapter.sectionBoundaries(forSection: -1, pinsHeaders: false).isEmpty)
  }
}
