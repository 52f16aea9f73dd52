import HeadlessHost
import ListComposer
import ListComposerTestSupport
import Testing

/// A view that must be given a cell whatever happens (UIKit's) gets one from the adapter: the
/// source's, or one the view accepts, with the failure reported and logged, and never a second
/// dequeue at one position, which UIKit rejects.
@MainActor
@Suite struct ListAdapterPlaceholderTests {
  final class Row: HeadlessTableViewCell {}

  /// A source of one row that fails in one of the ways a cell request can.
  final class FailingSource: DataSource {
    enum Failure { case beforeDequeuing, afterDequeuing, unregisteredIdentifier, foreignObject }
    struct Broken: Error, CustomStringConvertible {
      var description: String { "the model could not be read" }
    }

    typealias Model = String
    let failure: Failure
    let updates = UpdateRelay()
    init(_ failure: Failure) { self.failure = failure }

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? 1 : 0 }
    func model(at position: ListPosition) -> String? { contains(position) ? "row" : nil }
    var cellRegistrations: [CellRegistration] { [CellRegistration(Row.self)] }
    func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
      switch failure {
      case .beforeDequeuing: throw Broken()
      case .afterDequeuing:
        _ = try request.dequeue(Row.self, reuseIdentifier: "Row")
        throw Broken()
      case .unregisteredIdentifier: return try request.dequeue(Row.self, reuseIdentifier: "Nobody")
      case .foreignObject: return Broken.self as AnyObject
      }
    }
  }

  func show(_ source: some DataSource) throws -> (
    HeadlessTableView, ListAdapter, BridgeLikeTableDataSource, Failures
  ) {
    var options = HeadlessHostOptions()
    options.isStrict = true
    let tableView = HeadlessTableView(options: options)
    let adapter = try ListAdapter(source: source, view: tableView)
    let failures = Failures()
    adapter.onFailure = { failures.all.append($0) }
    let dataSource = try BridgeLikeTableDataSource(adapter, tableView: tableView)
    tableView.dataSource = dataSource
    try tableView.layoutIfNeeded()
    return (tableView, adapter, dataSource, failures)
  }

  final class Failures {
    var all: [ListAdapterFailure] = []
  }

  @Test func aSourceThatFailsBeforeDequeuingGetsThePlaceholder() throws {
    let (tableView, _, _, failures) = try show(FailingSource(.beforeDequeuing))
    #expect(tableView.visibleCells.map(\.reuseIdentifier) == [placeholderIdentifier])
    #expect(
      failures.all == [
        .cell(ListPosition(section: 0, item: 0), error: "the model could not be read")
      ])
    #expect(
      tableView.consoleLog == [
        "ListComposer: HeadlessTableView could not show the cell at [0, 0]: the model could not be read"
      ])
  }

  @Test func aSourceThatFailsAfterDequeuingGivesTheViewThatCell() throws {
    // A second dequeue at the same position is an exception on iOS 11 and later.
    let (tableView, _, _, failures) = try show(FailingSource(.afterDequeuing))
    #expect(tableView.visibleCells.map(\.reuseIdentifier) == ["Row"])
    #expect(failures.all.count == 1)
    #expect(tableView.lastUpdateResult == nil)
  }

  @Test func anUnregisteredIdentifierNeverReachesTheView() throws {
    let (tableView, _, _, failures) = try show(FailingSource(.unregisteredIdentifier))
    #expect(tableView.visibleCells.map(\.reuseIdentifier) == [placeholderIdentifier])
    guard case .cell(_, let error) = try #require(failures.all.first) else {
      Issue.record("expected a cell failure, got \(failures.all)")
      return
    }
    #expect(error.contains("unable to dequeue a cell with identifier Nobody - must register"))
  }

  @Test func anObjectThatIsNotACellOfTheViewIsReplaced() throws {
    let (tableView, _, _, failures) = try show(FailingSource(.foreignObject))
    #expect(tableView.visibleCells.map(\.reuseIdentifier) == [placeholderIdentifier])
    #expect(failures.all.count == 1)
  }

  @Test func aCellTheSourceProvidesIsReturnedAndNothingIsReported() throws {
    let source = ArrayDataSource(["Ada"], cell: Row.self) { cell, name in cell.textLabel = name }
    let (tableView, _, _, failures) = try show(source)
    #expect(tableView.visibleCells.map(\.textLabel) == ["Ada"])
    #expect(failures.all.isEmpty)
    #expect(tableView.consoleLog.isEmpty)
  }

  // MARK: Supplementary views

  final class CountHeader: HeadlessCollectionReusableView {}

  enum CountedHeader: SupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static func decorate(_ view: CountHeader, with section: ListSection<String>, at index: Int) {
      view.textLabel = "\(section.header ?? "?") (\(section.items.count))"
    }
  }

  final class Tile: HeadlessCollectionViewCell {}

  func tiles(_ items: [String], header: String?) -> ArrayDataSource<String, Tile> {
    ArrayDataSource(items, cell: Tile.self, header: header) { cell, text in cell.textLabel = text }
  }

  /// [decorated, titled, bare] in a strict collection view whose layout asks for `kinds`.
  func collection(asking kinds: @escaping (ListAdapter, Int) -> [String]) throws -> (
    HeadlessCollectionView, ListAdapter, BridgeLikeCollectionDataSource, Failures
  ) {
    let decorated = tiles(["a", "b"], header: "Decorated")
    decorated.addSupplementary(CountedHeader.self)
    let screen = try SectionedDataSource([
      decorated, tiles(["c"], header: "Titled"), tiles(["d"], header: nil),
    ])
    var options = HeadlessHostOptions()
    options.isStrict = true
    let collectionView = HeadlessCollectionView(options: options)
    let adapter = try ListAdapter(source: screen, view: collectionView)
    let failures = Failures()
    adapter.onFailure = { failures.all.append($0) }
    collectionView.layoutSupplementaryKinds = { [weak adapter] section in
      adapter.map { kinds($0, section) } ?? []
    }
    let dataSource = try BridgeLikeCollectionDataSource(adapter, collectionView: collectionView)
    collectionView.dataSource = dataSource
    try collectionView.layoutIfNeeded()
    return (collectionView, adapter, dataSource, failures)
  }

  func headers(of collectionView: HeadlessCollectionView) -> [String] {
    (0..<3).map { section in
      let view = collectionView.supplementaryView(
        forElementKind: SupplementaryKind.header, at: ListPosition(section: section, item: 0))
      return "\(view.map { "\(type(of: $0))" } ?? "none"): \(view?.textLabel ?? "")"
    }
  }

  @Test func aLayoutThatAsksForEveryHeaderGetsTheDecoratorsTheTitlesThenThePlaceholder() throws {
    let (collectionView, _, dataSource, failures) = try collection { _, _ in
      [SupplementaryKind.header]
    }
    defer { withExtendedLifetime(dataSource) {} }  // held weakly by the view
    #expect(
      headers(of: collectionView) == [
        "CountHeader: Decorated (2)", "TitleView: Titled", "HeadlessCollectionReusableView: ",
      ])
    #expect(
      failures.all == [
        .supplementaryView(
          kind: SupplementaryKind.header, ListPosition(section: 2, item: 0),
          error: "no source of section 2 provides a view of this kind")
      ])
    #expect(collectionView.consoleLog.count == 1)
  }

  @Test func aLayoutThatAsksOnlyWhereTheAdapterSaysSoNeedsNoPlaceholder() throws {
    // What the collection bridge's default list sections do.
    let (collectionView, adapter, dataSource, failures) = try collection { adapter, section in
      [SupplementaryKind.header, SupplementaryKind.footer, "badge"].filter {
        adapter.hasSupplementaryView(ofKind: $0, inSection: section)
      }
    }
    defer { withExtendedLifetime(dataSource) {} }  // held weakly by the view
    #expect(
      headers(of: collectionView) == ["CountHeader: Decorated (2)", "TitleView: Titled", "none: "])
    #expect(failures.all.isEmpty)
    #expect(!adapter.hasSupplementaryView(ofKind: SupplementaryKind.footer, inSection: 0))
    #expect(!adapter.hasSupplementaryView(ofKind: SupplementaryKind.header, inSection: 3))
  }

  /// A collection source that returns a cell it made itself, or one it dequeued and one more.
  final class UndequeuedTiles: DataSource {
    final class Tile: HeadlessCollectionViewCell {}
    typealias Model = String
    let dequeuesFirst: Bool
    let updates = UpdateRelay()
    init(dequeuesFirst: Bool) { self.dequeuesFirst = dequeuesFirst }

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? 2 : 0 }
    func model(at position: ListPosition) -> String? { contains(position) ? "tile" : nil }
    var cellRegistrations: [CellRegistration] { [CellRegistration(Tile.self)] }
    func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
      if dequeuesFirst { _ = try request.dequeue(Tile.self, reuseIdentifier: "Tile") }
      return Tile(reuseIdentifier: "Tile")
    }
  }

  @Test(arguments: [false, true])
  func aCollectionViewIsNeverHandedACellItDidNotHandOut(dequeuesFirst: Bool) throws {
    // A collection view raises for a cell that was not dequeued for its request (§2.4); the
    // adapter reports it and hands over the dequeued cell or the placeholder instead.
    var options = HeadlessHostOptions()
    options.invalidUpdatePolicy = .raise
    let collectionView = HeadlessCollectionView(options: options)
    let adapter = try ListAdapter(
      source: UndequeuedTiles(dequeuesFirst: dequeuesFirst), view: collectionView)
    let failures = Failures()
    adapter.onFailure = { failures.all.append($0) }
    let dataSource = try BridgeLikeCollectionDataSource(adapter, collectionView: collectionView)
    defer { withExtendedLifetime(dataSource) {} }  // held weakly by the view
    collectionView.dataSource = dataSource
    try collectionView.layoutIfNeeded()
    #expect(collectionView.raisedExceptions.isEmpty, "\(collectionView.raisedExceptions)")
    #expect(failures.all.count == 2)
    #expect(
      failures.all.allSatisfy {
        if case .cell(_, let error) = $0 {
          error.contains("was not dequeued for this request")
        } else {
          false
        }
      })
    #expect(collectionView.visibleCells.count == 2)
  }
}
