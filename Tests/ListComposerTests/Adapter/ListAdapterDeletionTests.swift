import HeadlessHost
import ListComposer
import ListComposerTestSupport
import Testing

/// Swipe to delete, as the table bridge asks it: `canDeleteItem(at:)` per row and
/// `deleteItem(at:)` on commit, each routed to the source nearest the item that allows it, whose
/// deletion reaches the view as one batch.
@MainActor
@Suite struct ListAdapterDeletionTests {

  struct Screen {
    let contacts: ArrayDataSource<String, TestRow>
    let messages: ArrayDataSource<String, TestRow>
    let people: ArrayDataSource<String, TestRow>
    let inner: SectionedDataSource
    let root: SectionedDataSource
    let tableView: HeadlessTableView
    let adapter: ListAdapter
    let dataSource: BridgeLikeTableDataSource
  }

  /// [contacts, [messages, people]] in a strict table view.
  func screen() throws -> Screen {
    func rows(_ items: [String]) -> ArrayDataSource<String, TestRow> {
      ArrayDataSource(items, cell: TestRow.self) { cell, text in cell.textLabel = text }
    }
    let contacts = rows(["Ada", "Grace"])
    let messages = rows(["Hello", "Lunch?", "Notes"])
    let people = rows(["Alan"])
    let inner = try SectionedDataSource([messages, people])
    let root = try SectionedDataSource([contacts, inner])
    var options = HeadlessHostOptions()
    options.isStrict = true
    let tableView = HeadlessTableView(options: options)
    let adapter = try ListAdapter(source: root, view: tableView)
    let dataSource = try BridgeLikeTableDataSource(adapter, tableView: tableView)
    tableView.dataSource = dataSource
    try tableView.layoutIfNeeded()
    return Screen(
      contacts: contacts, messages: messages, people: people, inner: inner, root: root,
      tableView: tableView, adapter: adapter, dataSource: dataSource)
  }

  func position(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  @Test func nothingIsDeletableUntilASourceAllowsIt() throws {
    let screen = try screen()
    defer { withExtendedLifetime(screen) {} }  // the view holds its data source weakly
    var failures: [ListAdapterFailure] = []
    screen.adapter.onFailure = { failures.append($0) }
    #expect(!screen.adapter.canDeleteItem(at: position(1, 0)))
    #expect(!screen.adapter.deleteItem(at: position(1, 0)))
    #expect(screen.messages.items.count == 3)
    #expect(failures.count == 1)
    #expect(screen.tableView.updateLog.isEmpty)
  }

  @Test func theOwningChildDeletesAtItsLocalPositionAndTheViewAnimatesIt() throws {
    let screen = try screen()
    defer { withExtendedLifetime(screen) {} }  // the view holds its data source weakly
    var asked: [ListPosition] = []
    screen.adapter.setHandlers(
      SourceHandlers(delete: { messages, position in
        asked.append(position)
        _ = try messages.remove(at: position)
      }), for: screen.messages)
    #expect(!screen.adapter.canDeleteItem(at: position(0, 1)))  // contacts
    #expect(screen.adapter.canDeleteItem(at: position(1, 2)))  // messages
    #expect(!screen.adapter.canDeleteItem(at: position(2, 0)))  // people
    #expect(!screen.adapter.canDeleteItem(at: position(1, 3)))  // no such item

    #expect(screen.adapter.deleteItem(at: position(1, 1)))
    #expect(asked == [position(0, 1)])
    #expect(screen.messages.items == ["Hello", "Notes"])
    #expect(screen.tableView.updateLog.last?.succeeded == true)
    #expect(
      screen.tableView.lastUpdateResult == .success(BatchUpdate(deletedItems: [position(1, 1)])))
  }

  @Test func theNearestSourceThatAllowsDecidesWithItsOwnPositions() throws {
    let screen = try screen()
    defer { withExtendedLifetime(screen) {} }  // the view holds its data source weakly
    var asked: [ListPosition] = []
    // The inner composition allows its last section's items; messages allows only "Hello".
    screen.adapter.setHandlers(
      SourceHandlers(
        canDelete: { _, position in position.section == 1 },
        delete: { _, position in asked.append(position) }), for: screen.inner)
    screen.adapter.setHandlers(
      SourceHandlers(
        canDelete: { messages, position in messages.model(at: position) == "Hello" },
        delete: { _, _ in }), for: screen.messages)
    #expect(screen.adapter.canDeleteItem(at: position(1, 0)))
    #expect(!screen.adapter.canDeleteItem(at: position(1, 1)))  // messages says no
    #expect(screen.adapter.canDeleteItem(at: position(2, 0)))  // the composition says yes
    #expect(screen.adapter.deleteItem(at: position(2, 0)))
    #expect(asked == [position(1, 0)])  // people's item, in the inner composition's positions

    screen.adapter.setHandlers(nil, for: screen.messages)
    #expect(!screen.adapter.canDeleteItem(at: position(1, 0)))  // back to the composition: no
  }

  @Test func aDeletionThatFailsIsReportedAndLogged() throws {
    let screen = try screen()
    defer { withExtendedLifetime(screen) {} }  // the view holds its data source weakly
    struct Refused: Error, CustomStringConvertible {
      var description: String { "the server refused" }
    }
    var failures: [ListAdapterFailure] = []
    screen.adapter.onFailure = { failures.append($0) }
    screen.adapter.setHandlers(
      SourceHandlers(delete: { _, _ in throw Refused() }), for: screen.contacts)
    #expect(!screen.adapter.deleteItem(at: position(0, 0)))
    #expect(failures == [.deletion(position(0, 0), error: "the server refused")])
    #expect(
      screen.tableView.consoleLog == [
        "ListComposer: HeadlessTableView could not delete the item at [0, 0]: the server refused"
      ])
    #expect(screen.contacts.items == ["Ada", "Grace"])
  }
}
