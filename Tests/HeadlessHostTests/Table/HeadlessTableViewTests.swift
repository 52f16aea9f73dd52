import HeadlessHost
import ListComposerTestSupport
import Testing

@MainActor
@Suite struct HeadlessTableViewTests {
  func makeTable(_ sections: [[String]], limit: Int = 20) throws -> (
    HeadlessTableView, StringTableSource
  ) {
    var options = HeadlessHostOptions()
    options.visibleItemLimit = limit
    let tableView = HeadlessTableView(options: options)
    let source = StringTableSource(sections)
    try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = source
    try tableView.layoutIfNeeded()
    return (tableView, source)
  }

  @Test func requestsOnlyVisibleRows() throws {
    let (tableView, source) = try makeTable([["a", "b", "c"], ["d", "e"]], limit: 3)
    #expect(source.cellRequests == [position(0, 0), position(0, 1), position(0, 2)])
    #expect(tableView.indexPathsForVisibleRows.count == 3)
    #expect(tableView.cellForRow(at: position(1, 0)) == nil)
    #expect(tableView.cellForRow(at: position(0, 1))?.textLabel == "b")
  }

  @Test func prefetchMarginPreparesCellsAfterTheWindow() throws {
    var options = HeadlessHostOptions()
    options.visibleItemLimit = 2
    options.prefetchMargin = 1
    let tableView = HeadlessTableView(options: options)
    let source = StringTableSource([["a", "b", "c", "d"]])
    try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = source
    try tableView.layoutIfNeeded()
    #expect(source.cellRequests.count == 3)
    #expect(tableView.indexPathsForVisibleRows == [position(0, 0), position(0, 1)])
    #expect(tableView.cellForRow(at: position(0, 2))?.textLabel == "c")
  }

  /// Cells that leave the window go back to the reuse pool in the order of their rows, and the
  /// pool gives the last one back first: a scroll past three rows hands the third row's cell to
  /// the first new row, in every run.
  @Test func cellsLeaveForThePoolInTheOrderOfTheirRows() throws {
    let (tableView, source) = try makeTable([["a", "b", "c", "d", "e", "f"]], limit: 3)
    let leaving = (0..<3).compactMap { tableView.cellForRow(at: position(0, $0)) }
    #expect(leaving.count == 3)
    try tableView.scroll(toRowOffset: 3)
    let entering = (3..<6).compactMap { tableView.cellForRow(at: position(0, $0)) }
    #expect(entering.map(\.textLabel) == ["d", "e", "f"])
    #expect(entering.count == 3 && zip(entering, leaving.reversed()).allSatisfy { $0 === $1 })
    #expect(source.cellRequests.count == 6)
  }

  @Test func insertApplyAndRender() throws {
    let (tableView, source) = try makeTable([["Ada", "Grace"]])
    source.sections[0].insert("Katherine", at: 1)
    try tableView.insertRows(at: [position(0, 1)], with: .automatic)
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect(tableView.cellForRow(at: position(0, 1))?.textLabel == "Katherine")
    let text = tableView.render()
    #expect(text.contains("[0, 1] Katherine  (inserted)"))
    #expect(text.contains("== Section 0: Section 0 =="))
    #expect(text.contains("Last update: insert items [0, 1]"))
  }

  @Test func failedBatchLeavesTheViewAsItWas() throws {
    let (tableView, source) = try makeTable([["a", "b"]])
    let before = tableView.visibleCells.map { ObjectIdentifier($0) }
    var completed = false
    let error = inconsistency {
      try tableView.performBatchUpdates(
        {
          try tableView.insertRows(at: [position(0, 1)])
        }, completion: { _ in completed = true })
    }
    #expect(error?.kind == .itemCount(section: 0))
    #expect(!completed)
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    #expect(tableView.visibleCells.map { ObjectIdentifier($0) } == before)
    #expect(tableView.lastUpdateResult.flatMap { try? $0.get() } == nil)
    _ = source
  }

  @Test func logAndReloadPolicyRecoversWithoutThrowing() throws {
    let (tableView, source) = try makeTable([["a", "b"]])
    tableView.options.invalidUpdatePolicy = .logAndReloadData
    source.sections[0].append("c")
    var finished: Bool?
    try tableView.performBatchUpdates({}, completion: { finished = $0 })
    #expect(finished == false)
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect(tableView.consoleLog.last?.contains("invalid number of rows in section 0") == true)
    #expect(tableView.cellForRow(at: position(0, 2))?.textLabel == "c")
  }

  @Test func registeringANonCellClassIsAnError() {
    final class NotACell {}
    let tableView = HeadlessTableView()
    #expect(
      inconsistency { try tableView.register(NotACell.self, forCellReuseIdentifier: "x") }?.kind
        == .invalidRegistration)
    #expect(
      inconsistency {
        try tableView.register(HeadlessCollectionViewCell.self, forCellReuseIdentifier: "x")
      }?.kind == .invalidRegistration)
    #expect(
      inconsistency {
        try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "")
      }?
      .kind == .invalidRegistration)
  }

  @Test func reloadReplacesTheCellReconfigureKeepsIt() throws {
    let (tableView, source) = try makeTable([["a", "b"]])
    let original = try #require(tableView.cellForRow(at: position(0, 1)))
    source.sections[0][1] = "b2"
    try tableView.reconfigureRows(at: [position(0, 1)])
    #expect(tableView.cellForRow(at: position(0, 1)) === original)
    #expect(original.textLabel == "b2")
    source.sections[0][1] = "b3"
    try tableView.reloadRows(at: [position(0, 1)])
    let reloaded = try #require(tableView.cellForRow(at: position(0, 1)))
    #expect(reloaded.textLabel == "b3")
    // The old cell went to the pool and came straight back for the reload's insert half.
    #expect(reloaded === original)
    #expect(reloaded.prepareForReuseCount == 1)
  }

  @Test func moveKeepsTheCellObject() throws {
    let (tableView, source) = try makeTable([["a", "b", "c"]])
    let cellC = try #require(tableView.cellForRow(at: position(0, 2)))
    let requests = source.cellRequests.count
    source.sections[0] = ["c", "a", "b"]
    try tableView.moveRow(at: position(0, 2), to: position(0, 0))
    #expect(tableView.cellForRow(at: position(0, 0)) === cellC)
    #expect(source.cellRequests.count == requests)
    #expect(tableView.render().contains("[0, 0] c  (moved from [0, 2])"))
  }

  @Test func selectionReachesTheDelegate() throws {
    final class Delegate: HeadlessTableViewDelegate {
      var selected: [ListPosition] = []
      func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: ListPosition) {
        selected.append(indexPath)
      }
    }
    let (tableView, _) = try makeTable([["a"]])
    let delegate = Delegate()
    tableView.delegate = delegate
    #expect(tableView.selectRow(at: position(0, 0)))
    #expect(!tableView.selectRow(at: position(0, 1)))
    #expect(delegate.selected == [position(0, 0)])
  }

  @Test func dequeueWithoutIndexPath() throws {
    let (tableView, _) = try makeTable([["a"]])
    #expect(tableView.dequeueReusableCell(withIdentifier: "cell") != nil)
    #expect(tableView.dequeueReusableCell(withIdentifier: "unknown") == nil)
    tableView.options.dequeueWithoutIndexPathCreatesCells = false
    #expect(tableView.dequeueReusableCell(withIdentifier: "cell") == nil)
  }
}
