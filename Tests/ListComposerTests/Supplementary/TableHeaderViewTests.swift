import HeadlessHost
import ListComposerTestSupport
import Testing

/// A table view shows the header and footer views of the source that owns each section, at any
/// depth of composition, as `UITableView` asks its delegate for them; a section without one shows
/// its title. Views are pooled and kept across batches as UIKit keeps them.
@MainActor
@Suite struct TableHeaderViewTests {
  final class Banner: HeadlessTableViewHeaderFooterView {}
  final class WrongKind: HeadlessCollectionReusableView {}

  enum CountHeader: SupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static func decorate(_ view: Banner, with section: ListSection<Mail>, at index: Int) {
      view.textLabel = "\(section.header ?? "section \(index)") (\(section.items.count))"
    }
  }

  enum EndFooter: SupplementaryDecorator {
    static let kind = SupplementaryKind.footer
    static let reuseIdentifier = "end"
    static func decorate(_ view: Banner, with section: ListSection<Mail>, at index: Int) {
      view.textLabel = "end of \(section.header ?? "?")"
    }
  }

  enum WrongHeader: SupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static func decorate(_ view: WrongKind, with section: ListSection<Mail>, at index: Int) {}
  }

  func mail(_ ids: [Int], header: String?) -> ArrayDataSource<Mail, HeadlessTableViewCell> {
    ArrayDataSource(
      ids.map { Mail($0) }, decorator: MailDecorator<HeadlessTableViewCell>.self, header: header)
  }

  /// root = [contacts (title only), inner = [messages (header and footer views), people]].
  func screen() throws -> (
    root: SectionedDataSource, contacts: ArrayDataSource<Mail, HeadlessTableViewCell>,
    messages: ArrayDataSource<Mail, HeadlessTableViewCell>
  ) {
    let contacts = mail([1, 2], header: "Contacts")
    let messages = mail([10], header: "Messages")
    messages.addSupplementary(CountHeader.self)
    messages.addSupplementary(EndFooter.self)
    let people = mail([20], header: "People")
    let root = try SectionedDataSource([contacts, try SectionedDataSource([messages, people])])
    return (root, contacts, messages)
  }

  @Test(arguments: [true, false])
  func eachSectionShowsItsOwnersViewsOrItsTitle(strict: Bool) throws {
    let (root, _, _) = try screen()
    let table = HeadlessTableView(options: strict ? strictOptions() : raisingOptions())
    try table.attach(root)
    #expect(table.headerView(forSection: 0) == nil)
    #expect(table.headerTitle(forSection: 0) == "Contacts")
    #expect(table.headerView(forSection: 1)?.textLabel == "Messages (1)")
    #expect(table.footerView(forSection: 1)?.textLabel == "end of Messages")
    #expect(table.headerView(forSection: 2) == nil)
    let render = table.render()
    #expect(
      render.contains(
        "== Section 1: Messages ==\n  [header: Messages (1)]\n  [1, 0] m10\n  [footer: end of Messages]"
      ))
    #expect(table.raisedExceptions.isEmpty)
  }

  @Test func viewsAreKeptAcrossBatchesAndPooledAcrossReloads() throws {
    let (root, contacts, messages) = try screen()
    let table = HeadlessTableView(options: strictOptions())
    try table.attach(root)
    let header = try #require(table.headerView(forSection: 1))
    // An item inserted elsewhere, then in the section: the header is kept as UIKit keeps it.
    try contacts.append(Mail(3))
    try messages.append(Mail(11))
    #expect(table.headerView(forSection: 1) === header)
    // A section inserted before it: the header moves with its section.
    contacts.setSections(
      [ListSection(header: "A", items: [Mail(1)]), ListSection(items: [])],
      options: DiffOptions(usesReloadData: true))
    #expect(table.headerView(forSection: 2) === header)
    // A reload sends the views to the pool and asks again: the pooled views are reused.
    table.reloadData()
    try table.layoutIfNeeded()
    let again = try #require(table.headerView(forSection: 2))
    #expect(again.prepareForReuseCount > 0)
    #expect(again.textLabel == "Messages (2)")
  }

  @Test func aHeaderViewThatIsNotATableHeaderFooterViewIsRefused() throws {
    let messages = mail([10], header: "Messages")
    messages.addSupplementary(WrongHeader.self)
    let table = HeadlessTableView(options: strictOptions())
    let error = #expect(throws: InternalInconsistency.self) { try table.attach(messages) }
    #expect(error?.reason.contains("HeadlessTableViewHeaderFooterView") == true)
  }

  @Test func aHandWrittenDataSourceMustDequeueItsHeaderViews() throws {
    final class Source: HeadlessTableViewDataSource {
      var dequeues = true
      func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
        1
      }
      func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: ListPosition) throws
        -> HeadlessTableViewCell?
      {
        try tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
      func tableView(_ tableView: HeadlessTableView, viewForHeaderInSection section: Int) throws
        -> HeadlessTableViewHeaderFooterView?
      {
        dequeues
          ? tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner")
          : Banner(reuseIdentifier: "banner")
      }
    }
    let source = Source()
    let table = HeadlessTableView(options: strictOptions())
    try table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "row")
    try table.register(Banner.self, forHeaderFooterViewReuseIdentifier: "banner")
    #expect(throws: InternalInconsistency.self) {
      try table.register(WrongKind.self, forHeaderFooterViewReuseIdentifier: "wrong")
    }
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "nothing") == nil)
    table.dataSource = source
    try table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0) != nil)
    source.dequeues = false
    table.reloadData()
    let error = #expect(throws: InternalInconsistency.self) { try table.layoutIfNeeded() }
    #expect(error?.kind == .invalidSupplementaryView)
  }
}

/// Options of a host that records what a device would raise on instead of throwing.
func raisingOptions() -> HeadlessHostOptions {
  var options = HeadlessHostOptions()
  options.invalidUpdatePolicy = .raise
  return options
}
