import HeadlessHost
import ListComposerTestSupport
import Testing

@MainActor
@Suite struct HeadlessTableViewAttachTests {
  final class NameCell: HeadlessTableViewCell {}
  final class OtherCell: HeadlessTableViewCell {}

  @Test func publishedUpdatesAreAppliedAndRecorded() throws {
    let source = ArrayDataSource(["Ada", "Grace"], cell: NameCell.self, header: "People") {
      cell, name in cell.textLabel = name
    }
    let tableView = HeadlessTableView()
    try tableView.attach(source)
    #expect(tableView.visibleCells.map(\.textLabel) == ["Ada", "Grace"])
    _ = try source.append("Katherine")
    #expect(tableView.updateLog.count == 1)
    #expect(tableView.updateLog.last?.succeeded == true)
    #expect(tableView.cellForRow(at: position(0, 2))?.textLabel == "Katherine")
    #expect(tableView.render().contains("== Section 0: People =="))
    _ = try source.remove(at: position(0, 0))
    #expect(tableView.visibleCells.map(\.textLabel) == ["Grace", "Katherine"])
  }

  @Test func attachingToACollectionView() throws {
    let source = ArrayDataSource(["a"], cell: TestTile.self) { cell, text in cell.textLabel = text }
    let collectionView = HeadlessCollectionView()
    try collectionView.attach(source)
    _ = try source.append("b")
    #expect(collectionView.lastUpdateResult.flatMap { try? $0.get() } != nil)
    #expect(collectionView.visibleCells.map(\.textLabel) == ["a", "b"])
  }

  @Test func conflictingRegistrationsAreDuplicateIdentifiers() throws {
    let tableView = HeadlessTableView()
    try tableView.register(OtherCell.self, forCellReuseIdentifier: "shared")
    let source = ArrayDataSource(["Ada"], cell: NameCell.self, reuseIdentifier: "shared") {
      cell, name in cell.textLabel = name
    }
    #expect(inconsistency { try tableView.attach(source) }?.kind == .duplicateIdentifier)
  }

  @Test func aCellClassOfTheWrongFlavourIsRejected() {
    let source = ArrayDataSource(["a"], cell: TestTile.self) { cell, text in cell.textLabel = text }
    #expect(inconsistency { try HeadlessTableView().attach(source) }?.kind == .invalidRegistration)
  }
}
