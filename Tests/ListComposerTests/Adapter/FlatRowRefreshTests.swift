import HeadlessHost
import ListComposerTestSupport
import Testing

/// A group row's header view and a footer row's view that refresh with their section's items
/// (`SupplementaryDecorator.refreshesWithItems`) are filled again in place after a batch, in
/// the flat rows `NSTableView` is driven through, as the table and collection views' are.
@MainActor
@Suite struct FlatRowRefreshTests {
  typealias Note = FlatRowFooterTests.Note

  enum LiveHeader: SupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static let refreshesWithItems = true
    static func decorate(_ view: Note, with section: ListSection<Mail>, at index: Int) {
      view.textLabel = "\(section.header ?? "?") (\(section.items.count))"
    }
  }

  enum LiveFooter: SupplementaryDecorator {
    static let kind = SupplementaryKind.footer
    static let refreshesWithItems = true
    static func decorate(_ view: Note, with section: ListSection<Mail>, at index: Int) {
      view.textLabel = "\(section.items.count) left"
    }
  }

  enum StaticFooter: SupplementaryDecorator {
    static let kind = SupplementaryKind.footer
    static func decorate(_ view: Note, with section: ListSection<Mail>, at index: Int) {
      view.textLabel = "\(section.items.count) when shown"
    }
  }

  func mail(_ ids: [Int], header: String? = nil) -> ArrayDataSource<Mail, HeadlessTableViewCell> {
    ArrayDataSource(
      ids.map { Mail($0) }, decorator: MailDecorator<HeadlessTableViewCell>.self, header: header)
  }

  /// root = [contacts, inner = [messages (live header and footer), tasks (live header, static
  /// footer)]].
  struct Screen {
    let rows: FlatRows
    let contacts: ArrayDataSource<Mail, HeadlessTableViewCell>
    let messages: ArrayDataSource<Mail, HeadlessTableViewCell>
    let tasks: ArrayDataSource<Mail, HeadlessTableViewCell>
  }

  func screen(tellsDisplayedViews: Bool = true) throws -> Screen {
    let contacts = mail([1])
    let messages = mail([10], header: "Messages")
    messages.addSupplementary(LiveHeader.self)
    messages.addSupplementary(LiveFooter.self)
    let tasks = mail([20], header: "Tasks")
    tasks.addSupplementary(LiveHeader.self)
    tasks.addSupplementary(StaticFooter.self)
    let root = try SectionedDataSource([contacts, try SectionedDataSource([messages, tasks])])
    let rows = try FlatRows.show(root)
    rows.tellsDisplayedViews = tellsDisplayedViews
    return Screen(rows: rows, contacts: contacts, messages: messages, tasks: tasks)
  }

  @Test func aGroupRowAndAFooterRowFollowTheirItemsInPlace() throws {
    let screen = try screen()
    let rows = screen.rows
    let reloads = rows.reloads
    #expect(
      rows.texts == [
        "m1", "Messages (1)", "m10", "1 left", "Tasks (1)", "m20", "1 when shown",
      ])
    let header = ObjectIdentifier(rows.views[1])
    let footer = ObjectIdentifier(rows.views[3])
    try screen.messages.append(contentsOf: [Mail(11), Mail(12)])
    #expect(
      rows.texts == [
        "m1", "Messages (3)", "m10", "m11", "m12", "3 left", "Tasks (1)", "m20", "1 when shown",
      ])
    // The same views, filled again; a batch moved no row of theirs.
    #expect(ObjectIdentifier(rows.views[1]) == header)
    #expect(ObjectIdentifier(rows.views[5]) == footer)
    let shown = rows.host.displayedSupplementaryView(
      ofKind: SupplementaryKind.header, inSection: 1)
    #expect(shown.map(ObjectIdentifier.init) == header)
    // A change elsewhere leaves them alone; a deletion in the other section refreshes its
    // header, not its static footer; a section that moves down keeps refreshing.
    try screen.contacts.append(Mail(2))
    _ = try screen.tasks.remove(at: ListPosition(section: 0, item: 0))
    #expect(
      rows.texts == [
        "m1", "m2", "Messages (3)", "m10", "m11", "m12", "3 left", "Tasks (0)", "1 when shown",
      ])
    _ = try screen.messages.remove(at: ListPosition(section: 0, item: 0))
    #expect(rows.texts[2] == "Messages (2)")
    #expect(rows.texts[5] == "2 left")
    #expect(rows.reloads == reloads)
  }

  @Test func aViewThatCannotTellKeepsItsRowsAsTheyWere() throws {
    // `displayedView(atRow:)` answers nil: nothing is filled again, and nothing fails.
    let screen = try screen(tellsDisplayedViews: false)
    try screen.messages.append(Mail(11))
    #expect(screen.rows.texts[1] == "Messages (1)")
    #expect(screen.rows.texts[4] == "1 left")
    #expect(screen.rows.messages.isEmpty)
  }
}
