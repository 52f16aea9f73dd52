import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Content that a feed's events do not report is refreshed, not left on screen.
extension ChangeFeedDataSourceTests {
  private func order(_ id: Int, _ version: Int = 0) -> Order { Order(id: id, version: version) }

  private func position(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  @Test func anEditThatOnlyMovesItsRowIsRefreshed() throws {
    let screen = try Screen([ListSection(items: [order(1), order(2), order(3)])])
    // The sort-key case: 3 is edited and sorts first; the feed reports only the move.
    let result = screen.feed.apply(
      ChangeTransaction(
        items: [order(3, 1), order(1), order(2)],
        events: [.moveItem(from: position(0, 2), to: position(0, 0))]))
    #expect(result.rejectedEvents == nil)
    #expect(result.unreportedChanges == [position(0, 0)])
    #expect(
      result.batches.map(\.description) == ["move items [1, 2]->[1, 0]", "reload items [1, 0]"])
    #expect(screen.tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(snapshot(of: screen.tableView) == screen.expectedSnapshot())
  }

  @Test func anEditWithNoEventIsRefreshedWithTheUpdateStyle() throws {
    let screen = try Screen([ListSection(items: [order(1), order(2)])])
    let reloaded = screen.feed.apply(
      ChangeTransaction(items: [order(1), order(2, 1)], events: []))
    #expect(reloaded.unreportedChanges == [position(0, 1)])
    #expect(reloaded.batches.map(\.description) == ["reload items [1, 1]"])
    #expect(snapshot(of: screen.tableView) == screen.expectedSnapshot())

    screen.feed.updateStyle = .reconfigure
    // Beside an insertion the events do report, an edit they do not.
    let reconfigured = screen.feed.apply(
      ChangeTransaction(
        items: [order(0), order(1, 1), order(2, 1)], events: [.insertItem(position(0, 0))]))
    #expect(reconfigured.unreportedChanges == [position(0, 1)])
    #expect(
      reconfigured.batches.map(\.description) == [
        "insert items [1, 0]", "reconfigure items [1, 1]",
      ])
    #expect(screen.tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(snapshot(of: screen.tableView) == screen.expectedSnapshot())
  }

  @Test func reportedUpdatesAreNotRefreshedTwice() throws {
    let screen = try Screen([ListSection(items: [order(1), order(2)])])
    let result = screen.feed.apply(
      ChangeTransaction(
        items: [order(1, 1), order(2)], events: [.updateItem(position(0, 0))]))
    #expect(result.unreportedChanges.isEmpty)
    #expect(result.batches.map(\.description) == ["reload items [1, 0]"])
    #expect(snapshot(of: screen.tableView) == screen.expectedSnapshot())
  }

  @Test func modelsThatCannotBeComparedAreShownAsTheEventsSay() throws {
    struct Opaque { var text: String }
    let feed = ChangeFeedDataSource<Opaque, TestRow>(
      sections: [ListSection(items: [Opaque(text: "a")])], cell: TestRow.self
    ) { $0.textLabel = $1.text }
    let table = HeadlessTableView()
    try table.attach(feed)
    let result = feed.apply(ChangeTransaction(items: [Opaque(text: "b")], events: []))
    #expect(result.unreportedChanges.isEmpty)
    #expect(result.batches.isEmpty)
  }
}
