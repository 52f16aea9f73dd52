import HeadlessHost
import ListComposerTestSupport
import Testing

/// A custom source whose items each choose their cell's reuse identifier ("small" or "large"),
/// as a source whose variant depends on more than an item's identity does; it publishes
/// whatever batch a test gives it.
@MainActor
final class KindedSource<Cell: HeadlessReusableCell>: IdentifiedDataSource {
  /// Each item's text and whether it shows in a large cell.
  var items: [(text: String, large: Bool)]
  let updates = UpdateRelay()

  init(_ items: [(String, Bool)]) {
    self.items = items.map { (text: $0.0, large: $0.1) }
  }

  /// Changes the data and publishes `update` as the change.
  @discardableResult
  func change(to newItems: [(String, Bool)], reporting update: BatchUpdate) -> ListChange {
    items = newItems.map { (text: $0.0, large: $0.1) }
    return (try? updates.send(update)) ?? ListChange()
  }

  var numberOfSections: Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { section == 0 ? items.count : 0 }
  func model(at position: ListPosition) -> String? {
    guard position.section == 0, items.indices.contains(position.item) else { return nil }
    return items[position.item].text
  }
  func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    guard position.section == 0, items.indices.contains(position.item) else {
      throw outOfRangeError(position)
    }
    let item = items[position.item]
    let cell = try request.dequeue(Cell.self, reuseIdentifier: item.large ? "large" : "small")
    cell.textLabel = item.text
    return cell
  }
  var cellRegistrations: [CellRegistration] {
    [
      CellRegistration(Cell.self, reuseIdentifier: "small"),
      CellRegistration(Cell.self, reuseIdentifier: "large"),
    ]
  }
  /// An item's text in lower case: a change of case is a change of content.
  func itemIdentifier(at position: ListPosition) -> AnyHashable? {
    model(at: position)?.lowercased()
  }
}

/// UIKit raises when reconfiguring an item dequeues another reuse identifier than the cell the
/// view shows. The adapter reloads such an item instead, for every kind of source, before the
/// batch reaches the view; a view that raised reloads and shows the data.
@MainActor
@Suite struct ReconfigureKindTests {
  /// The reuse identifier and text of each cell on screen.
  func shown(_ host: ViewUnderTest) throws -> [String] {
    try host.positions().map { position in
      let cell = host.cell(at: position)
      return "\(cell?.reuseIdentifier ?? "none") \(cell?.textLabel ?? "nil")"
    }
  }

  @Test(arguments: ViewKind.allCases)
  func aCustomSourcesReconfigureThatChangesKindIsReloaded(_ kind: ViewKind) async throws {
    try await kind.run(customSource, customSource)
  }

  func customSource<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) throws {
    let source = KindedSource<Cell>([("a", false), ("b", false), ("c", false)])
    let host = ViewUnderTest(kind)
    try host.attach(source)
    try host.layout()
    let keptCell = try #require(host.cell(at: ListPosition(section: 0, item: 2)))

    // b becomes large, c only changes its text: both are reported as reconfigured.
    source.change(
      to: [("a", false), ("B", true), ("C", false)],
      reporting: BatchUpdate(reconfiguredItems: rowPositions(1..<3)))
    try host.layout()
    host.expectNothingRaised()
    #expect(try shown(host) == ["small a", "large B", "small C"])
    // The item whose cell keeps its kind was filled again in place; the other was reloaded.
    #expect(host.cell(at: ListPosition(section: 0, item: 2)) === keptCell)
    let record = try #require(host.table?.updateLog.last ?? host.collection?.updateLog.last)
    #expect(record.update.reloadedItems == [ListPosition(section: 0, item: 1)])
    #expect(record.update.reconfiguredItems == [ListPosition(section: 0, item: 2)])
  }

  @Test(arguments: ViewKind.allCases)
  func aReconfigureInABatchThatShiftsTheItemIsADeleteAndAnInsert(_ kind: ViewKind)
    async throws
  {
    try await kind.run(movingBatch, movingBatch)
  }

  func movingBatch<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) throws {
    let source = KindedSource<Cell>([("a", false), ("b", false), ("c", false)])
    let host = ViewUnderTest(kind)
    try host.attach(source)
    try host.layout()

    // z is inserted first; b, now at 2, turns large. The batch names b where it was; the
    // adapter deletes it there and inserts it where it goes, as a reload there would replace
    // the cell at its old index path.
    source.change(
      to: [("z", false), ("a", false), ("B", true), ("c", false)],
      reporting: BatchUpdate(
        insertedItems: [ListPosition(section: 0, item: 0)],
        reconfiguredItems: [ListPosition(section: 0, item: 1)]))
    try host.layout()
    host.expectNothingRaised()
    #expect(try shown(host) == ["small z", "small a", "large B", "small c"])
    try host.expectShowsData(source)
    let record = try #require(host.table?.updateLog.last ?? host.collection?.updateLog.last)
    #expect(record.update.deletedItems == [ListPosition(section: 0, item: 1)])
    #expect(record.update.insertedItems == rowPositions(0..<1) + rowPositions(2..<3))
    #expect(record.update.reconfiguredItems.isEmpty)
  }

  @Test(arguments: ViewKind.allCases)
  func anOutlineWhoseVariantFollowsDisclosureExpandsAndCollapses(_ kind: ViewKind)
    async throws
  {
    try await kind.run(outline, outline)
  }

  func outline<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) throws {
    var catalog = DecoratorCatalog()
    catalog.register(FileRowDecorator<Cell>.self)
    catalog.register(FolderRowDecorator<Cell>.self, variant: "open")
    // An expanded node shows in the folder cell, a collapsed one in the file cell.
    let outline = try OutlineDataSource(sampleTree(), catalog: catalog) {
      $0.isExpanded ? "open" : nil
    }
    let host = ViewUnderTest(kind)
    try host.attach(outline)
    try host.layout()

    let update = try outline.expand(id: 1)
    #expect(update.batch.reconfiguredItems == [ListPosition(section: 0, item: 0)])
    try host.layout()
    host.expectNothingRaised()
    #expect(
      try shown(host) == ["folder [n1 -]", "file   n2 +", "file   n3", "file n6 +", "file n8"])

    try outline.collapse(id: 1)
    try host.layout()
    host.expectNothingRaised()
    #expect(try shown(host) == ["file n1 +", "file n6 +", "file n8"])
    try host.expectShowsData(outline)
  }

  @Test(arguments: ViewKind.allCases)
  func anOutlinesSetTreeThatReconfiguresANodeThatGainedChildren(_ kind: ViewKind) async throws {
    try await kind.run(setTree, setTree)
  }

  func setTree<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) throws {
    var catalog = DecoratorCatalog()
    catalog.register(FileRowDecorator<Cell>.self)
    catalog.register(FolderRowDecorator<Cell>.self, variant: "folder")
    let outline = try OutlineDataSource(sampleTree(), catalog: catalog) {
      $0.hasChildren ? "folder" : nil
    }
    let host = ViewUnderTest(kind)
    try host.attach(outline)
    try host.layout()
    #expect(try shown(host) == ["folder [n1 +]", "folder [n6 +]", "file n8"])

    // n6 loses its child and n8 gains one: their rows change kind, reported as reconfigured.
    var options = DiffOptions()
    options.updateStyle = .reconfigure
    try outline.setTree(
      [node(1, [node(2, [node(4), node(5)]), node(3)]), node(6), node(8, [node(9)])],
      options: options)
    try host.layout()
    host.expectNothingRaised()
    #expect(try shown(host) == ["folder [n1 +]", "file n6", "folder [n8 +]"])
    try host.expectShowsData(outline)
  }

  /// A view handed a reconfigure that changes a cell's kind (here by the app itself, around
  /// the adapter) records what a device would raise, then reloads, so that it shows the data
  /// and not the cell it could not fill again.
  @Test(arguments: [ViewKind.raisingTable, .raisingCollection])
  func aViewThatRaisedOnAReconfigureShowsTheDataAfterItsReload(_ kind: ViewKind) async throws {
    try await kind.run(raisingView, raisingView)
  }

  func raisingView<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) throws {
    let source = KindedSource<Cell>([("a", false), ("b", false)])
    let host = ViewUnderTest(kind)
    try host.attach(source)
    try host.layout()
    // The data changes without a batch from the source; the app reconfigures the row itself.
    source.items[1] = (text: "B", large: true)
    let row = [ListPosition(section: 0, item: 1)]
    if let table = host.table {
      try table.performBatchUpdates { try table.reconfigureRows(at: row) }
    } else if let collection = host.collection {
      try collection.performBatchUpdates { try collection.reconfigureItems(at: row) }
    }
    #expect(host.raised.map(\.kind) == [.reconfigureMismatch])
    try host.layout()
    #expect(try shown(host) == ["small a", "large B"])
  }
}
