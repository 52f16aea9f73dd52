import HeadlessHost
import ListComposerTestSupport
import Testing

/// A header that shows something of its section's items is filled again, in place, when a
/// batch changes them; other views stay as UIKit keeps them until their section reloads.
@MainActor
@Suite struct SupplementaryRefreshTests {
  typealias Banner = TableHeaderViewTests.Banner

  enum LiveCount: SupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static let refreshesWithItems = true
    static func decorate(_ view: Banner, with section: ListSection<Mail>, at index: Int) {
      view.textLabel = "\(section.header ?? "?") (\(section.items.count))"
    }
  }

  enum StaticFooter: SupplementaryDecorator {
    static let kind = SupplementaryKind.footer
    static func decorate(_ view: Banner, with section: ListSection<Mail>, at index: Int) {
      view.textLabel = "\(section.items.count) when shown"
    }
  }

  @Test(arguments: ViewKind.allCases)
  func aCountingHeaderFollowsItsItems(_ kind: ViewKind) async throws {
    try await kind.run(counting, counting)
  }

  func counting<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let host = ViewUnderTest(kind)
    // root = [contacts, inner = [messages (live header, static footer), feed = linear [a, b]]];
    // the feed's section is framed by a's live header.
    let contacts = host.mail([1], as: cell)
    let messages = host.mail([10], header: "Messages", as: cell)
    messages.addSupplementary(LiveCount.self)
    messages.addSupplementary(StaticFooter.self)
    let first = host.mail([20], header: "Feed", as: cell)
    first.addSupplementary(LiveCount.self)
    let feed = try SectionedDataSource([first, host.mail([30], as: cell)], layout: .linear)
    try host.attach(
      try SectionedDataSource([contacts, try SectionedDataSource([messages, feed])]))
    #expect(host.header(1) == "Messages (1)")
    let header = host.headerView(1)
    try messages.append(contentsOf: [Mail(11), Mail(12)])
    #expect(host.header(1) == "Messages (3)")
    #expect(host.headerView(1) === header)  // the same view, filled again
    #expect(host.footer(1) == "1 when shown")  // not a refreshing decorator
    // A change elsewhere leaves it alone; a deletion in the section refreshes it.
    try contacts.append(Mail(2))
    _ = try messages.remove(at: ListPosition(section: 0, item: 0))
    #expect(host.header(1) == "Messages (2)")
    // The linear composition's header follows its first child's items.
    try first.append(Mail(21))
    #expect(host.header(2) == "Feed (2)")
    #expect(host.raised.isEmpty)
  }
}

extension ViewUnderTest {
  /// The header view shown for a section.
  func headerView(_ section: Int) -> AnyObject? {
    (table as (any SupplementaryViewHost)? ?? collection)?.displayedSupplementaryView(
      ofKind: SupplementaryKind.header, inSection: section)
  }
}
