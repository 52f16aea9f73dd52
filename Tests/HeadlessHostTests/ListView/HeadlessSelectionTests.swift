import HeadlessHost
import ListComposerTestSupport
import Testing

/// The headless views keep their selection by position, as UIKit does: a batch moves the
/// selection of the rows it shifts or moves and drops that of the rows it deletes or reloads,
/// a reconfigure keeps it, and `reloadData()` drops all of it. That is what the adapter
/// restores (see `KeptSelectionTests`), so these rules are checked without one.
@MainActor
@Suite struct HeadlessSelectionTests {
  @Test func aTableKeepsItsSelectionByPosition() throws {
    let source = StringTableSource([["a", "b", "c", "d"]])
    let tableView = HeadlessTableView()
    try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = source
    try check(tableView, source)
  }

  @Test func aCollectionViewKeepsItsSelectionByPosition() throws {
    let source = StringTableSource([["a", "b", "c", "d"]])
    let collectionView = HeadlessCollectionView()
    try collectionView.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = source
    try check(collectionView, source)
  }

  func check(_ view: some HeadlessListView, _ source: StringTableSource) throws {
    try view.layoutIfNeeded()
    view.allowsMultipleSelection = true
    view.showSelection(SelectionChange(select: [position(0, 1), position(0, 3)]))
    #expect(selected(view, source) == ["b", "d"])

    // An insert above shifts the selection.
    source.sections = [["x", "a", "b", "c", "d"]]
    try view.performBatchUpdates(BatchUpdate(insertedItems: [position(0, 0)]))
    #expect(view.selectedPositions == [position(0, 2), position(0, 4)])
    #expect(selected(view, source) == ["b", "d"])

    // A deleted row leaves the selection; the rows after it shift.
    source.sections = [["x", "b", "c"]]
    try view.performBatchUpdates(BatchUpdate(deletedItems: [position(0, 1), position(0, 4)]))
    #expect(selected(view, source) == ["b"])

    // A moved row keeps its selection where it goes.
    source.sections = [["x", "c", "b"]]
    try view.performBatchUpdates(
      BatchUpdate(movedItems: [ItemMove(from: position(0, 1), to: position(0, 2))]))
    #expect(view.selectedPositions == [position(0, 2)])

    // A reconfigured row keeps it; a reloaded one loses it.
    try view.performBatchUpdates(BatchUpdate(reconfiguredItems: [position(0, 2)]))
    #expect(view.selectedPositions == [position(0, 2)])
    try view.performBatchUpdates(BatchUpdate(reloadedItems: [position(0, 2)]))
    #expect(view.selectedPositions.isEmpty)

    // A reload drops every selection, before and after the view lays out again.
    view.showSelection(SelectionChange(select: [position(0, 0), position(0, 1)]))
    #expect(view.selectedPositions.count == 2)
    view.reloadData()
    #expect(view.selectedPositions.isEmpty)
    try view.layoutIfNeeded()
    #expect(view.selectedPositions.isEmpty)

    // Without multiple selection, a selection replaces the one before.
    view.allowsMultipleSelection = false
    view.showSelection(SelectionChange(select: [position(0, 0), position(0, 2)]))
    #expect(selected(view, source) == ["b"])
    view.showSelection(SelectionChange(deselect: [position(0, 2)]))
    #expect(view.selectedPositions.isEmpty)
    // A position the view does not have is not selected.
    view.showSelection(SelectionChange(select: [position(0, 3), position(2, 0)]))
    #expect(view.selectedPositions.isEmpty)
  }

  /// The texts of the rows selected, read from the data source.
  func selected(_ view: some HeadlessListView, _ source: StringTableSource) -> [String] {
    view.selectedPositions.map { source.text(at: $0) }
  }
}
