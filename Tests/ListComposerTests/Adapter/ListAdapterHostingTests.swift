import HeadlessHost
import ListComposer
import ListComposerTestSupport
import Testing

/// How the adapter keeps a view in step with one source, as the UIKit bridge relies on it: one
/// observing adapter per view, no batch against counts the view has not read, and registrations
/// the app made itself kept.
@MainActor
@Suite struct ListAdapterHostingTests {
  class NameCell: HeadlessTableViewCell {}
  final class PrototypeNameCell: NameCell {}
  final class OtherCell: HeadlessTableViewCell {}
  final class Tile: HeadlessCollectionViewCell {}

  func names(_ items: [String]) -> ArrayDataSource<String, NameCell> {
    ArrayDataSource(items, cell: NameCell.self) { cell, name in cell.textLabel = name }
  }

  func position(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  @Test func aNewAdapterOnTheSameViewDetachesThePreviousOne() throws {
    let tableView = HeadlessTableView(options: strict())
    let first = names(["Ada"])
    let firstAdapter = try ListAdapter(source: first, view: tableView)
    let firstDataSource = try BridgeLikeTableDataSource(firstAdapter, tableView: tableView)
    tableView.dataSource = firstDataSource
    defer { withExtendedLifetime(firstDataSource) {} }  // held weakly by the view
    try tableView.layoutIfNeeded()

    let second = names(["Grace", "Katherine"])
    let secondAdapter = try ListAdapter(source: second, view: tableView)
    let secondDataSource = try BridgeLikeTableDataSource(secondAdapter, tableView: tableView)
    tableView.dataSource = secondDataSource
    defer { withExtendedLifetime(secondDataSource) {} }  // held weakly by the view
    try tableView.layoutIfNeeded()

    #expect(!firstAdapter.isObserving)
    #expect(secondAdapter.isObserving)
    // The first source's change no longer reaches a view that shows the second one.
    try first.append("Margaret")
    #expect(tableView.updateLog.isEmpty)
    try second.append("Margaret")
    #expect(tableView.updateLog.last?.succeeded == true)
    #expect(tableView.visibleCells.map(\.textLabel) == ["Grace", "Katherine", "Margaret"])
    // The first source is free to be shown again, even in the same view.
    let again = try ListAdapter(source: first, view: tableView)
    #expect(again.isObserving)
    #expect(!secondAdapter.isObserving)
  }

  @Test func releasingTheAdapterStopsObserving() throws {
    // A bridge's deinit cannot reach the main actor; it relies on this.
    let tableView = HeadlessTableView(options: strict())
    let source = names(["Ada"])
    weak var released: ListAdapter?
    do {
      let adapter = try ListAdapter(source: source, view: tableView)
      released = adapter
      #expect(adapter.isObserving)
    }
    #expect(released == nil)
    #expect(!source.updates.hasHost)
    try source.append("Grace")
    #expect(tableView.updateLog.isEmpty)
    let other = HeadlessTableView()
    try other.attach(source)  // free to be shown elsewhere
    #expect(other.visibleCells.map(\.textLabel) == ["Ada", "Grace"])
  }

  @Test func aChangeBeforeTheViewReadItsCountsReloadsInsteadOfAnimating() throws {
    // A collection view reads its counts lazily after reloadData: a batch issued before the
    // next layout would be checked against the new counts on both sides (reference case 22).
    let collectionView = HeadlessCollectionView(options: strict())
    let tiles = ArrayDataSource(["a"], cell: Tile.self) { cell, text in cell.textLabel = text }
    let adapter = try ListAdapter(source: tiles, view: collectionView)
    let dataSource = try BridgeLikeCollectionDataSource(adapter, collectionView: collectionView)
    collectionView.dataSource = dataSource
    defer { withExtendedLifetime(dataSource) {} }  // held weakly by the view

    try tiles.append("b")  // not laid out yet
    #expect(collectionView.updateLog.isEmpty)
    try collectionView.layoutIfNeeded()
    #expect(collectionView.visibleCells.map(\.textLabel) == ["a", "b"])

    try tiles.append("c")  // counts read: animated
    #expect(collectionView.updateLog.count == 1)
    #expect(collectionView.updateLog.last?.succeeded == true)
    #expect(collectionView.visibleCells.map(\.textLabel) == ["a", "b", "c"])

    adapter.reloadData()
    try tiles.remove(at: position(0, 0))  // reloaded and not laid out since
    #expect(collectionView.updateLog.count == 1)
    try collectionView.layoutIfNeeded()
    #expect(collectionView.visibleCells.map(\.textLabel) == ["b", "c"])
  }

  @Test func aChangeWhileTheViewIsOffScreenReloads() throws {
    let tableView = HeadlessTableView(options: strict())
    let source = names(["Ada"])
    let adapter = try ListAdapter(source: source, view: tableView)
    let dataSource = try BridgeLikeTableDataSource(adapter, tableView: tableView)
    tableView.dataSource = dataSource
    defer { withExtendedLifetime(dataSource) {} }  // held weakly by the view
    try tableView.layoutIfNeeded()
    tableView.isInWindow = false
    try source.append("Grace")
    #expect(tableView.updateLog.isEmpty)
    try tableView.layoutIfNeeded()
    #expect(tableView.visibleCells.map(\.textLabel) == ["Ada", "Grace"])
  }

  @Test func aPrototypeOfTheCellClassOrASubclassIsKept() throws {
    let tableView = HeadlessTableView(options: strict())
    // The storyboard's prototype, registered before the source is shown.
    try tableView.register(PrototypeNameCell.self, forCellReuseIdentifier: "NameCell")
    let host = PrototypeTableView(tableView)
    defer { withExtendedLifetime(host) {} }  // held weakly by the adapter
    let source = names(["Ada"])
    let adapter = try ListAdapter(source: source, view: host)
    let dataSource = try BridgeLikeTableDataSource(adapter, tableView: tableView)
    tableView.dataSource = dataSource
    defer { withExtendedLifetime(dataSource) {} }  // held weakly by the view
    try tableView.layoutIfNeeded()
    #expect(tableView.visibleCells.map { "\(type(of: $0))" } == ["PrototypeNameCell"])
    #expect(tableView.visibleCells.map(\.textLabel) == ["Ada"])
  }

  @Test func aRegistrationOfAnotherClassIsReplaced() throws {
    let tableView = HeadlessTableView(options: strict())
    try tableView.register(OtherCell.self, forCellReuseIdentifier: "NameCell")
    let host = PrototypeTableView(tableView)
    defer { withExtendedLifetime(host) {} }  // held weakly by the adapter
    let source = names(["Ada"])
    let adapter = try ListAdapter(source: source, view: host)
    let dataSource = try BridgeLikeTableDataSource(adapter, tableView: tableView)
    tableView.dataSource = dataSource
    defer { withExtendedLifetime(dataSource) {} }  // held weakly by the view
    try tableView.layoutIfNeeded()
    #expect(tableView.visibleCells.map { "\(type(of: $0))" } == ["NameCell"])
  }

  @Test func identifiersTheAppRegistersAreNeverRegisteredOver() throws {
    // A collection view cannot say what it has registered: the app names its nibs.
    let collectionView = HeadlessCollectionView(options: strict())
    final class NibTile: HeadlessCollectionViewCell {}
    try collectionView.register(NibTile.self, forCellWithReuseIdentifier: "Tile")
    let tiles = ArrayDataSource(["a"], cell: Tile.self) { cell, text in cell.textLabel = text }
    let adapter = try ListAdapter(
      source: tiles, view: collectionView, keepingRegistrationsOf: ["Tile"])
    var failures: [ListAdapterFailure] = []
    adapter.onFailure = { failures.append($0) }
    let dataSource = try BridgeLikeCollectionDataSource(adapter, collectionView: collectionView)
    collectionView.dataSource = dataSource
    defer { withExtendedLifetime(dataSource) {} }  // held weakly by the view
    try collectionView.layoutIfNeeded()
    // The app's nib stayed registered; its class is not the source's, which is reported, and
    // the view is given the cell that was dequeued rather than a second one.
    #expect(collectionView.visibleCells.map { "\(type(of: $0))" } == ["NibTile"])
    #expect(failures.count == 1)
    #expect(collectionView.consoleLog.contains { $0.contains("could not show the cell at [0, 0]") })
  }

  @Test func childrenAddedLaterAreRegisteredBeforeTheirBatch() throws {
    let tableView = HeadlessTableView(options: strict())
    let screen = try SectionedDataSource([names(["Ada"])])
    let adapter = try ListAdapter(source: screen, view: tableView)
    let dataSource = try BridgeLikeTableDataSource(adapter, tableView: tableView)
    tableView.dataSource = dataSource
    defer { withExtendedLifetime(dataSource) {} }  // held weakly by the view
    try tableView.layoutIfNeeded()
    let others = ArrayDataSource(["x"], cell: OtherCell.self) { cell, text in cell.textLabel = text
    }
    try screen.append(others)
    #expect(tableView.updateLog.last?.succeeded == true)
    #expect(tableView.visibleCells.map { "\(type(of: $0))" } == ["NameCell", "OtherCell"])
  }

  func strict() -> HeadlessHostOptions {
    var options = HeadlessHostOptions()
    options.isStrict = true
    return options
  }
}
