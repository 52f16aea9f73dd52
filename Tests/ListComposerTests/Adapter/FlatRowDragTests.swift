import ListComposer
import ListComposerAdapter
import ListComposerTestSupport
import Testing

/// Editing rows in a table without sections (`NSTableView`'s drag and drop and selection, which
/// the AppKit bridge forwards to ``FlatRowHost``): a row may be dragged when its source lets the
/// user move it, a drop is retargeted into its source unless two sources agreed, the drop's
/// change reaches the table as row operations (`NSTableView` moves nothing itself), and the
/// selection keeps to what the sources allow.
@MainActor
@Suite struct FlatRowDragTests {
  typealias Item = FlatRowHostTests.Item
  typealias RowCell = FlatRowHostTests.RowCell

  struct Screen {
    let table: FlatRowHostTests.RowTable
    let host: FlatRowHost
    let adapter: ListAdapter
    let contacts: ArrayDataSource<Item, RowCell>
    let tasks: ArrayDataSource<Item, RowCell>
    let done: ArrayDataSource<Item, RowCell>
  }

  func items(_ header: String, _ ids: [Int]) -> ArrayDataSource<Item, RowCell> {
    ArrayDataSource(
      sections: [ListSection(header: header, items: ids.map { Item(id: $0, value: 0) })],
      cell: RowCell.self
    ) { cell, item in cell.text = "\(item.id)" }
  }

  /// Rows: 0 "# Contacts", 1–2 contacts, 3 "# Tasks", 4–6 tasks, 7 "# Done" (empty).
  func screen() throws -> Screen {
    let contacts = items("Contacts", [1, 2])
    let tasks = items("Tasks", [10, 11, 12])
    let done = items("Done", [])
    let table = FlatRowHostTests.RowTable()
    let host = FlatRowHost(view: table)
    table.host = host
    let adapter = try ListAdapter(
      source: try SectionedDataSource([contacts, tasks, done]), view: host)
    host.adapter = adapter
    adapter.reloadData()
    return Screen(
      table: table, host: host, adapter: adapter, contacts: contacts, tasks: tasks, done: done)
  }

  @Test func onlyRowsOfASourceThatAllowsMovingCanBeDragged() throws {
    let screen = try screen()
    #expect(!screen.host.canDragRow(4))
    screen.adapter.setHandlers(.reordering(), for: screen.tasks)
    #expect(screen.host.canDragRow(4))
    #expect(!screen.host.canDragRow(3))  // a group row
    #expect(!screen.host.canDragRow(1))  // contacts
    #expect(!screen.host.canDragRow(99))
    #expect(screen.host.dropRow(forDragging: 1, proposedRow: 2) == nil)
  }

  @Test func aDropIsRetargetedIntoItsSourceAndMovesTheRows() throws {
    let screen = try screen()
    screen.adapter.setHandlers(.reordering(), for: screen.tasks)
    // Above the next section's group row is the end of tasks.
    #expect(screen.host.dropRow(forDragging: 4, proposedRow: 7) == 7)
    // Over contacts: the first place of tasks.
    #expect(screen.host.dropRow(forDragging: 4, proposedRow: 1) == 4)
    #expect(screen.host.dropRow(forDragging: 6, proposedRow: 0) == 4)
    // Below the last row (the empty "Done"): the end of tasks.
    #expect(screen.host.dropRow(forDragging: 4, proposedRow: 8) == 7)
    #expect(screen.host.dropRow(forDragging: 4, proposedRow: 9) == nil)

    let reloads = screen.table.reloads
    #expect(screen.host.acceptDrop(ofRow: 4, aboveRow: 7))
    #expect(screen.tasks.items.map(\.id) == [11, 12, 10])
    #expect(screen.table.rows == ["# Contacts", "1", "2", "# Tasks", "11", "12", "10", "# Done"])
    #expect(screen.table.reloads == reloads)  // the drop was a batch, not a reload
    #expect(screen.table.batches.count == 1)
    #expect(screen.table.rows == screen.table.renderAll())
    // Dropping a row where it is moves nothing.
    #expect(!screen.host.acceptDrop(ofRow: 5, aboveRow: 5))
    #expect(!screen.host.acceptDrop(ofRow: 5, aboveRow: 6))
    // A drop outside its source is refused.
    var failures: [ListAdapterFailure] = []
    screen.adapter.onFailure = { failures.append($0) }
    #expect(!screen.host.acceptDrop(ofRow: 4, aboveRow: 1))
    #expect(failures.count == 1)
    #expect(screen.tasks.items.map(\.id) == [11, 12, 10])
  }

  @Test func aDropIntoAnotherSourceThatAgreesHandsTheItemOver() throws {
    let screen = try screen()
    screen.adapter.setHandlers(
      SourceHandlers(transfers: [.init(to: screen.done)]), for: screen.tasks)
    // Below the last row: into the empty "Done".
    #expect(screen.host.dropRow(forDragging: 5, proposedRow: 8) == 8)
    #expect(screen.host.acceptDrop(ofRow: 5, aboveRow: 8))
    #expect(screen.tasks.items.map(\.id) == [10, 12])
    #expect(screen.done.items.map(\.id) == [11])
    #expect(screen.table.rows == ["# Contacts", "1", "2", "# Tasks", "10", "12", "# Done", "11"])
    #expect(screen.table.rows == screen.table.renderAll())
    // Contacts agreed to nothing: a task over contacts stays where it was.
    #expect(screen.host.dropRow(forDragging: 4, proposedRow: 1) == 4)
  }

  @Test func theSelectionKeepsToWhatTheSourcesAllow() throws {
    let screen = try screen()
    screen.adapter.setHandlers(
      SourceHandlers(touchRules: [.select: { _, item in item.model.id != 11 }]), for: screen.tasks)
    screen.adapter.setHandlers(
      SourceHandlers(touchRules: [.deselect: { _, _ in false }]), for: screen.contacts)
    let host = screen.host
    // A group row, or a refused row, leaves the selection as it is.
    #expect(host.selection(proposed: [0], current: [], allowsMultipleSelection: false) == [])
    #expect(host.selection(proposed: [5], current: [4], allowsMultipleSelection: false) == [4])
    #expect(host.selection(proposed: [6], current: [4], allowsMultipleSelection: false) == [6])
    // Contacts may not be deselected: a single selection stays; a multiple one grows.
    #expect(host.selection(proposed: [4], current: [1], allowsMultipleSelection: false) == [1])
    #expect(host.selection(proposed: [4], current: [1], allowsMultipleSelection: true) == [1, 4])
    #expect(
      host.selection(proposed: [4, 5, 6], current: [], allowsMultipleSelection: true) == [4, 6])
    // Both must allow, as on every platform: the app's yes does not lift a source's veto,
    // nor select a group row; its no refuses a row the sources allow.
    #expect(
      host.selection(proposed: [5], current: [], allowsMultipleSelection: false) { _ in true }
        == [])
    #expect(
      host.selection(proposed: [0], current: [], allowsMultipleSelection: false) { _ in true }
        == [])
    #expect(
      host.selection(proposed: [6], current: [], allowsMultipleSelection: false) { _ in false }
        == [])
    // An app that answers for the whole selection is asked about what the sources allow, and
    // may not add a row they refuse.
    var asked: Set<Int> = []
    #expect(
      host.selection(
        proposed: [4, 5, 6], current: [], allowsMultipleSelection: true,
        appSelection: { allowed in
          asked = allowed
          return allowed.union([5])
        }) == [4, 6])
    #expect(asked == [4, 6])
  }
}
