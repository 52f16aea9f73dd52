import HeadlessHost
import ListComposer
import Testing

/// Item events as the UIKit bridges' delegate and prefetching objects report them: each reaches
/// the child that owns the position, and a cell that ends displaying at a position that now holds
/// another item is not reported for that item.
@MainActor
@Suite struct ListAdapterEventTests {
  final class Row: HeadlessTableViewCell {}

  struct Item: Identifiable, DiffIdentifiable, Equatable {
    let id: Int
    var title: String
  }

  func rows(_ items: [Item]) -> ArrayDataSource<Item, Row> {
    ArrayDataSource(items, cell: Row.self) { cell, item in cell.textLabel = item.title }
  }

  func position(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  @Test func prefetchingSeveralPositionsReachesEachOwningChild() throws {
    let contacts = rows([Item(id: 1, title: "Ada")])
    let messages = rows([Item(id: 2, title: "Hello"), Item(id: 3, title: "Lunch?")])
    let screen = try SectionedDataSource([contacts, messages])
    let tableView = HeadlessTableView()
    try tableView.attach(screen)
    let adapter = try #require(tableView.adapter)
    var seen: [String] = []
    contacts.onEvent = { seen.append("contacts \($0.kind) \($0.model.title) \($0.position)") }
    messages.onEvent = { seen.append("messages \($0.kind) \($0.model.title) \($0.position)") }
    var screenLevel: [ListPosition] = []
    adapter.onItemEvent = { _, position, _ in screenLevel.append(position) }

    adapter.handle(.prefetch, at: [position(1, 1), position(0, 0), position(5, 0)])
    adapter.handle(.cancelPrefetch, at: [position(1, 1)])
    #expect(
      seen == [
        "messages prefetch Lunch? [0, 1]", "contacts prefetch Ada [0, 0]",
        "messages cancelPrefetch Lunch? [0, 1]",
      ])
    #expect(screenLevel == [position(1, 1), position(0, 0), position(5, 0), position(1, 1)])
  }

  @Test func endingDisplayAtAPositionThatNowHoldsAnotherItemIsDropped() throws {
    let messages = rows([
      Item(id: 1, title: "Hello"), Item(id: 2, title: "Lunch?"), Item(id: 3, title: "Notes"),
    ])
    let tableView = HeadlessTableView()
    try tableView.attach(messages)
    let adapter = try #require(tableView.adapter)
    var seen: [String] = []
    messages.onEvent = { seen.append("\($0.kind) \($0.model.title)") }
    let first = Row()
    let second = Row()
    let third = Row()
    adapter.handle(.willDisplay, at: position(0, 0), cell: first)
    adapter.handle(.willDisplay, at: position(0, 1), cell: second)
    adapter.handle(.willDisplay, at: position(0, 2), cell: third)

    // "Lunch?" is deleted; the view reports its cell at the old position, now "Notes", and
    // "Notes"'s cell at a position that no longer exists.
    _ = try messages.remove(at: position(0, 1))
    #expect(!adapter.handle(.didEndDisplaying, at: position(0, 1), cell: second))
    #expect(!adapter.handle(.didEndDisplaying, at: position(0, 2), cell: third))
    // The same item at the same position is reported as ever.
    #expect(adapter.handle(.didEndDisplaying, at: position(0, 0), cell: first))
    #expect(
      seen == [
        "willDisplay Hello", "willDisplay Lunch?", "willDisplay Notes", "didEndDisplaying Hello",
      ])
  }

  @Test func withoutIdentitiesEndingDisplayIsReportedAtThePositionGiven() throws {
    struct Plain { var name: String }  // no identity: the adapter cannot tell items apart
    let names = ArrayDataSource([Plain(name: "Ada"), Plain(name: "Grace")], cell: Row.self) {
      cell, plain in cell.textLabel = plain.name
    }
    let tableView = HeadlessTableView()
    try tableView.attach(names)
    let adapter = try #require(tableView.adapter)
    var seen: [String] = []
    names.onEvent = { seen.append("\($0.kind) \($0.model.name)") }
    let cell = Row()
    adapter.handle(.willDisplay, at: position(0, 1), cell: cell)
    _ = try names.remove(at: position(0, 0))
    #expect(adapter.handle(.didEndDisplaying, at: position(0, 0), cell: cell))
    #expect(seen == ["willDisplay Grace", "didEndDisplaying Grace"])
  }
}
