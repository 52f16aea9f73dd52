import HeadlessHost
import ListComposerTestSupport
import Testing

/// Footers in the flat rows `NSTableView` is driven through: a section with a footer (a footer
/// decorator or title) ends with a footer row, every batch keeps the rows what a reload would
/// show, and no item event, selection or move lands on a footer row. A screen without footers
/// keeps exactly its rows.
@MainActor
@Suite struct FlatRowFooterTests {
  final class Note: HeadlessTableViewHeaderFooterView {}

  /// Refreshes with its items, so that a row it fills always matches a fresh one.
  enum CountFooter: SupplementaryDecorator {
    static let kind = SupplementaryKind.footer
    static let refreshesWithItems = true
    static func decorate(_ view: Note, with section: ListSection<Mail>, at index: Int) {
      view.textLabel = "\(section.items.count) in \(section.header ?? "?")"
    }
  }

  func mail(_ ids: [Int], header: String? = nil, footer: String? = nil)
    -> ArrayDataSource<Mail, HeadlessTableViewCell>
  {
    ArrayDataSource(
      ids.map { Mail($0) }, decorator: MailDecorator<HeadlessTableViewCell>.self, header: header,
      footer: footer)
  }

  @Test func aScreenWithoutFootersKeepsItsRows() throws {
    // root = [contacts, inner = [messages, feed = linear [a, b]]], header titles only (a
    // linear composition's title is its own, not its first child's).
    let feed = try SectionedDataSource([mail([20], header: "Feed"), mail([30])], layout: .linear)
    let inner = try SectionedDataSource([mail([10, 11], header: "Messages"), feed])
    let rows = try FlatRows.show(try SectionedDataSource([mail([1]), inner]))
    feed.headerTitle = "Feed"
    #expect(
      rows.host.mapping == FlatRowMapping(itemCounts: [1, 2, 2], groupRows: [false, true, true]))
    #expect(rows.texts == ["m1", "# Messages", "m10", "m11", "# Feed", "m20", "m30"])
    #expect(!(0..<rows.views.count).contains { rows.host.isFooterRow($0) })
  }

  @Test func footersEndTheirSectionsTwoLevelsDown() throws {
    // root = [contacts (footer title), inner = [messages (footer view), feed = linear [a, b]]];
    // the feed's footer title is the composition's own.
    let contacts = mail([1, 2], header: "Contacts", footer: "2 contacts")
    let messages = mail([10], header: "Messages")
    messages.addSupplementary(CountFooter.self)
    let feed = try SectionedDataSource([mail([20]), mail([30])], layout: .linear)
    feed.footerTitle = "End of feed"
    let inner = try SectionedDataSource([messages, feed])
    let rows = try FlatRows.show(try SectionedDataSource([contacts, inner]))
    #expect(
      rows.texts == [
        "# Contacts", "m1", "m2", "# 2 contacts", "# Messages", "m10", "1 in Messages", "m20",
        "m30",
        "# End of feed",
      ])
    #expect(rows.host.content(ofRow: 3) == .footerRow(section: 0))
    #expect(rows.host.isFooterRow(6) && !rows.host.isGroupRow(6))
    #expect(rows.host.content(ofRow: 7) == .item(ListPosition(section: 2, item: 0)))
    #expect(rows.views[6] is Note)
    #expect(rows.host.displayedItemCounts == [2, 1, 2])
  }

  @Test func everyBatchLeavesTheRowsAReloadWouldShow() throws {
    let contacts = mail([1, 2], header: "Contacts", footer: "Contacts end")
    let messages = mail([10], header: "Messages")
    messages.addSupplementary(CountFooter.self)
    let sectioned = ArrayDataSource(
      sections: [
        ListSection(header: "A", items: [Mail(40)], footer: "A end"),
        ListSection(header: "B", items: [Mail(50), Mail(51)]),
        ListSection(items: [Mail(60)], footer: "C end"),
      ], decorator: MailDecorator<HeadlessTableViewCell>.self)
    let feed = try SectionedDataSource([mail([20]), mail([30])], layout: .linear)
    let inner = try SectionedDataSource([messages, feed, sectioned])
    let root = try SectionedDataSource([contacts, inner])
    let rows = try FlatRows.show(root)
    let reloads = rows.reloads
    func check(_ step: String) {
      #expect(rows.texts == rows.freshTexts, "\(step)")
      #expect(rows.reloads == reloads, "\(step): reloaded instead of applying a batch")
      #expect(rows.messages.isEmpty, "\(step): \(rows.messages)")
    }
    check("shown")
    try contacts.append(Mail(3))
    check("an item appended before a footer row")
    _ = try contacts.remove(at: ListPosition(section: 0, item: 0))
    check("an item removed")
    try messages.append(contentsOf: [Mail(11), Mail(12)])
    check("items appended to a section with a footer view")
    _ = try contacts.move(
      from: ListPosition(section: 0, item: 0), to: ListPosition(section: 0, item: 1))
    check("an item moved within a section that has a footer")
    _ = try sectioned.move(
      from: ListPosition(section: 0, item: 0), to: ListPosition(section: 2, item: 1))
    check("an item moved between two sections with footers")
    feed.footerTitle = "End of feed"
    check("a footer appearing")
    _ = sectioned.setSections([
      ListSection(items: [Mail(60), Mail(40)], footer: "C end"),
      ListSection(header: "D", items: [Mail(70)], footer: "D end"),
      ListSection(header: "A", items: [], footer: "A end"),
    ])
    check("sections moved, inserted and deleted")
    _ = try inner.append(mail([80], header: "Late", footer: "Late end"))
    check("a child with a footer appended")
    _ = try inner.removeChild(at: 0)
    check("a child with a footer view removed")
    feed.footerTitle = nil
    check("a footer disappearing")
    #expect(rows.texts.contains("# C end") && rows.texts.contains("# Late end"))
  }

  @Test func noEventSelectionOrMoveLandsOnAFooterRow() throws {
    let messages = mail([10, 11], header: "Messages")
    messages.addSupplementary(CountFooter.self)
    var selected: [Int] = []
    messages.onSelect = { mail, _ in selected.append(mail.id) }
    let rows = try FlatRows.show(try SectionedDataSource([try SectionedDataSource([messages])]))
    try rows.adapter.setHandlers(.reordering(), for: messages)
    var events: [ItemEvent] = []
    try rows.adapter.onItemEvent = { event, _, _ in events.append(event) }
    // # Messages, m10, m11, 2 in Messages
    let footer = 3
    #expect(rows.texts == ["# Messages", "m10", "m11", "2 in Messages"])
    #expect(!rows.host.handle(.willDisplay, atRow: footer, cell: rows.views[footer]))
    #expect(
      rows.host.selection(proposed: [footer], current: [1], allowsMultipleSelection: false) == [1])
    rows.selectedRows = [footer]
    rows.host.selectionDidChange()
    #expect(selected.isEmpty)
    #expect(events.isEmpty)
    #expect(!rows.host.canDragRow(footer))
    #expect(rows.host.dropRow(forDragging: footer, proposedRow: 1) == nil)
    // Above the footer row is the end of its section: m10 goes last, the footer stays last.
    #expect(rows.host.dropRow(forDragging: 1, proposedRow: footer) == footer)
    #expect(rows.host.acceptDrop(ofRow: 1, aboveRow: footer))
    #expect(rows.texts == ["# Messages", "m11", "m10", "2 in Messages"])
    #expect(rows.texts == rows.freshTexts)
  }

  @Test func aFlatRowViewWithTheDefaultsStillShowsFooterRows() throws {
    let view = RowsWithDefaults()
    let host = FlatRowHost(view: view)
    let adapter = try ListAdapter(source: mail([1], footer: "end"), view: host)
    host.adapter = adapter
    #expect(host.numberOfRows() == 2)
    #expect(host.isFooterRow(1))
    #expect(view.displayedView(atRow: 1) == nil)
    #expect(host.displayedSupplementaryView(ofKind: SupplementaryKind.footer, inSection: 0) == nil)
  }
}
