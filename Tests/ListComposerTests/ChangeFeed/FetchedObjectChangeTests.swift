import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

@testable import ListComposer

/// The translation of a fetched results controller's object changes into events, which the
/// Core Data feed (Apple platforms only) relies on, tested here on every platform.
@MainActor
@Suite struct FetchedObjectChangeTests {
  private let a = ListPosition(section: 0, item: 2)
  private let b = ListPosition(section: 1, item: 0)

  @Test func eachChangeStandsForItsEvents() {
    #expect(
      FetchedObjectChange.insert.events(at: nil, newPosition: b, refreshingMoves: true) == [
        .insertItem(b)
      ])
    #expect(
      FetchedObjectChange.delete.events(at: a, newPosition: nil, refreshingMoves: true) == [
        .deleteItem(a)
      ])
    #expect(
      FetchedObjectChange.update.events(at: a, newPosition: nil, refreshingMoves: true) == [
        .updateItem(a)
      ])
    #expect(
      FetchedObjectChange.update.events(at: a, newPosition: a, refreshingMoves: true) == [
        .updateItem(a)
      ])
    // Some systems report a moved, updated object as an update with another new index path.
    #expect(
      FetchedObjectChange.update.events(at: a, newPosition: b, refreshingMoves: false)
        == [.moveItem(from: a, to: b), .updateItem(a)])
    // A move is a change of the sort key, so of the content, unless the feed is told otherwise.
    #expect(
      FetchedObjectChange.move.events(at: a, newPosition: b, refreshingMoves: true)
        == [.moveItem(from: a, to: b), .updateItem(a)])
    #expect(
      FetchedObjectChange.move.events(at: a, newPosition: b, refreshingMoves: false)
        == [.moveItem(from: a, to: b)])
  }

  @Test func aChangeWithoutItsIndexPathStandsForNothing() {
    #expect(
      FetchedObjectChange.insert.events(at: a, newPosition: nil, refreshingMoves: true).isEmpty)
    #expect(
      FetchedObjectChange.delete.events(at: nil, newPosition: b, refreshingMoves: true).isEmpty)
    #expect(
      FetchedObjectChange.update.events(at: nil, newPosition: b, refreshingMoves: true).isEmpty)
    #expect(FetchedObjectChange.move.events(at: a, newPosition: nil, refreshingMoves: true).isEmpty)
  }

  /// A save as a controller reports it: object 3's sort key changes (a move, no update), object
  /// 2 is deleted, and a section appears with object 9. The moved object shows its new title.
  @Test func aSaveAsAControllerReportsItShowsTheNewContent() throws {
    struct Task: Hashable, DiffIdentifiable {
      let id: Int
      var title: String
    }
    func task(_ id: Int, _ title: String) -> Task { Task(id: id, title: title) }
    let tasks = ChangeFeedDataSource(
      sections: [ListSection(header: "Today", items: [task(1, "a"), task(2, "b"), task(3, "c")])],
      cell: TestRow.self
    ) { cell, task in cell.textLabel = "\(task.id) \(task.title)" }
    var options = HeadlessHostOptions()
    options.isStrict = true
    let tableView = HeadlessTableView(options: options)
    try tableView.attach(tasks)

    var events: [ChangeEvent] = [.insertSection(1)]
    events += FetchedObjectChange.move.events(
      at: ListPosition(section: 0, item: 2), newPosition: ListPosition(section: 0, item: 0),
      refreshingMoves: true)
    events += FetchedObjectChange.delete.events(
      at: ListPosition(section: 0, item: 1), newPosition: nil, refreshingMoves: true)
    events += FetchedObjectChange.insert.events(
      at: nil, newPosition: ListPosition(section: 1, item: 0), refreshingMoves: true)
    let result = tasks.apply(
      ChangeTransaction(
        sections: [
          ListSection(header: "Today", items: [task(3, "c, urgent"), task(1, "a")]),
          ListSection(header: "Tomorrow", items: [task(9, "x")]),
        ], events: events))
    #expect(result.rejectedEvents == nil)
    #expect(
      result.batches.map(\.description) == [
        "insert sections 1; delete items [0, 1] [0, 2]; insert items [0, 0]"
      ])
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(
      snapshot(of: tableView) == """
        == Section 0: Today ==
        [0, 0] 3 c, urgent
        [0, 1] 1 a
        == Section 1: Tomorrow ==
        [1, 0] 9 x
        """)
  }
}
