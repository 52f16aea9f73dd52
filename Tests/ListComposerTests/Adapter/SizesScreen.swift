import HeadlessHost
import ListComposerTestSupport
import Testing

/// The screen every size test asks about, on one of the four editing hosts:
///
///     root = [contacts, inner = [messages, tasks], feed = linear [pinned, news, ads]]
///
/// Screen sections: 0 contacts [1, 2]; 1 messages [10, 11, 12]; 2 and 3 tasks' "Today"
/// [20, 21, 22] and "Later" [30] (messages and tasks are two levels down); 4 the feed, one
/// section of pinned [40], news [50, 51] and ads [60, 61, 62] (ads, its third child, starts at
/// item 3).
@MainActor
struct SizesScreen<Cell: HeadlessReusableCell> {
  let host: ViewUnderTest
  let contacts: ArrayDataSource<Mail, Cell>
  let messages: ArrayDataSource<Mail, Cell>
  let tasks: ArrayDataSource<Mail, Cell>
  let inner: SectionedDataSource
  let pinned: ArrayDataSource<Mail, Cell>
  let news: ArrayDataSource<Mail, Cell>
  let ads: ArrayDataSource<Mail, Cell>
  let feed: SectionedDataSource
  let root: SectionedDataSource
  let adapter: ListAdapter

  init(_ kind: ViewKind, _ cell: Cell.Type) throws {
    host = ViewUnderTest(kind)
    contacts = host.mail([1, 2], header: "Contacts", as: cell)
    messages = host.mail([10, 11, 12], header: "Messages", as: cell)
    tasks = ArrayDataSource(
      sections: [
        ListSection(header: "Today", items: [Mail(20), Mail(21), Mail(22)]),
        ListSection(header: "Later", items: [Mail(30)]),
      ], decorator: MailDecorator<Cell>.self)
    inner = try SectionedDataSource([messages, tasks])
    pinned = host.mail([40], as: cell)
    news = host.mail([50, 51], as: cell)
    ads = host.mail([60, 61, 62], as: cell)
    feed = try SectionedDataSource([pinned, news, ads], layout: .linear)
    feed.headerTitle = "Feed"
    root = try SectionedDataSource([contacts, inner, feed])
    try host.attach(root)
    adapter = try #require(host.adapter)
  }
}
