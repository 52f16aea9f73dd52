import HeadlessHost
import ListComposerTestSupport
import Testing

/// The sections a Headings rotor moves through are those with a header (a title or a header
/// view from their owner, at any depth of composition), labelled with their titles; a typed
/// filter keeps the titles that contain it, ignoring case; and the rotor moves to the next or
/// previous heading from a heading or from a section's content.
@MainActor
@Suite struct SectionHeadingsTests {
  final class Banner: HeadlessTableViewHeaderFooterView {}

  enum BannerHeader: SupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static func decorate(_ view: Banner, with section: ListSection<Mail>, at index: Int) {
      view.textLabel = "\(section.items.count) new"
    }
  }

  func mail(_ ids: [Int], header: String?) -> ArrayDataSource<Mail, HeadlessTableViewCell> {
    ArrayDataSource(
      ids.map { Mail($0) }, decorator: MailDecorator<HeadlessTableViewCell>.self, header: header)
  }

  /// Screen sections: 0 "Inbox"; 1 no header; 2 a header view without a title; 3 "Straße";
  /// 4 "Outbox".
  func screen() throws -> (
    adapter: ListAdapter, outbox: ArrayDataSource<Mail, HeadlessTableViewCell>
  ) {
    let banner = mail([3], header: nil)
    banner.addSupplementary(BannerHeader.self)
    let outbox = mail([5], header: "Outbox")
    let inner = try SectionedDataSource([banner, mail([4], header: "Straße"), outbox])
    let root = try SectionedDataSource([
      mail([1], header: "Inbox"), mail([2], header: nil), inner,
    ])
    let table = HeadlessTableView(options: strictOptions())
    try table.attach(root)
    return (try #require(table.adapter), outbox)
  }

  @Test func sectionsWithATitleOrAHeaderViewAreHeadings() throws {
    let (adapter, outbox) = try screen()
    let headings = adapter.sectionHeadings()
    #expect(headings.headings.map(\.section) == [0, 2, 3, 4])
    #expect(headings.headings.map(\.title) == ["Inbox", nil, "Straße", "Outbox"])
    // A section that gains a title is a heading where it is now.
    _ = outbox.appendSection(ListSection(header: "Sent", items: [Mail(6)]))
    _ = outbox.appendSection(ListSection(header: nil, items: [Mail(7)]))
    #expect(adapter.sectionHeadings().headings.map(\.section) == [0, 2, 3, 4, 5])
    #expect(adapter.sectionHeadings().headings.last?.title == "Sent")
  }

  @Test func aFilterKeepsTheTitlesThatContainItIgnoringCase() throws {
    let (adapter, _) = try screen()
    #expect(adapter.sectionHeadings(matching: "BOX").headings.map(\.section) == [0, 4])
    #expect(adapter.sectionHeadings(matching: "strasse").headings.map(\.section) == [3])
    #expect(adapter.sectionHeadings(matching: "ß").headings.map(\.section) == [3])
    // A heading without a title matches no filter.
    #expect(adapter.sectionHeadings(matching: "new").headings.isEmpty)
    #expect(adapter.sectionHeadings(matching: "").headings.count == 4)
  }

  @Test func theRotorMovesToTheNextOrPreviousHeading() throws {
    let (adapter, _) = try screen()
    let headings = adapter.sectionHeadings()
    func next(_ place: SectionHeadings.Place?) -> Int? {
      headings.heading(.next, from: place)?.section
    }
    func previous(_ place: SectionHeadings.Place?) -> Int? {
      headings.heading(.previous, from: place)?.section
    }
    // From nowhere: the first, or the last.
    #expect(next(nil) == 0)
    #expect(previous(nil) == 4)
    // From a heading: a later or an earlier one, none past the ends.
    #expect(next(.heading(section: 2)) == 3)
    #expect(previous(.heading(section: 2)) == 0)
    #expect(previous(.heading(section: 0)) == nil)
    #expect(next(.heading(section: 4)) == nil)
    // From a section's content: back to its own heading; on to the next section's.
    #expect(previous(.content(section: 3)) == 3)
    #expect(next(.content(section: 3)) == 4)
    // From a section without a heading.
    #expect(previous(.content(section: 1)) == 0)
    #expect(next(.content(section: 1)) == 2)
    // Filtered: only the headings kept.
    let outboxes = adapter.sectionHeadings(matching: "box")
    #expect(outboxes.heading(.next, from: .heading(section: 0))?.section == 4)
    #expect(outboxes.heading(.previous, from: .content(section: 3))?.section == 0)
  }
}
