import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// `update(at:with:updateStyle:)` (reloading or reconfiguring) and `upsert(_:updateStyle:)`: a
/// reload replaces an item's cell, a reconfiguration fills the same cell again, and only a new
/// version of the same item can be reconfigured.
@MainActor
@Suite struct ArrayDataSourceReconfigureTests {
  /// An `Updatable` model whose cell shows its content.
  struct Score: Identifiable, Equatable, Updatable {
    let id: Int
    var points: Int
  }

  /// A model without identity: only its position says which item it is.
  struct Caption {
    var text: String
  }

  enum Host: String, CaseIterable, CustomTestStringConvertible {
    case table, collection
    var testDescription: String { rawValue }
  }

  /// A source of rows `ids` (content 0) in one section, in cells of type `cell`.
  func rows<Cell: HeadlessReusableCell>(_ ids: [Int], _ cell: Cell.Type)
    -> ArrayDataSource<Row, Cell>
  {
    let items = ids.map { Row(id: $0, content: 0) }
    return ArrayDataSource(sections: [ListSection(items: items)], cell: cell) {
      $0.textLabel = $1.text
    }
  }

  /// A strict host of the given flavour showing a source.
  func probe(_ host: Host, showing source: some DataSource) throws -> HostProbe {
    switch host {
    case .table: try HostProbe.table(showing: source)
    case .collection: try HostProbe.collection(showing: source)
    }
  }

  func position(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  @Test(arguments: Host.allCases)
  func reconfigureKeepsTheCellAndShowsTheNewContent(host: Host) throws {
    switch host {
    case .table: try reconfigureKeepsTheCell(rows([1, 2, 3], HeadlessTableViewCell.self), host)
    case .collection: try reconfigureKeepsTheCell(rows([1, 2, 3], TestTile.self), host)
    }
  }

  func reconfigureKeepsTheCell<Cell>(_ list: ArrayDataSource<Row, Cell>, _ host: Host) throws {
    let probe = try probe(host, showing: list)
    let cell = try #require(probe.cell(position(0, 1)))
    let reuses = cell.prepareForReuseCount

    let update = try list.update(
      at: position(0, 1), with: Row(id: 2, content: 7), updateStyle: .reconfigure)

    #expect(update.batch == BatchUpdate(reconfiguredItems: [position(0, 1)]))
    #expect(probe.log().map(\.update) == update.batches && probe.allAccepted)
    #expect(probe.cell(position(0, 1)) === cell)
    #expect(cell.prepareForReuseCount == reuses)
    #expect(cell.textLabel == "r2v7")
    #expect(probe.mismatches(with: list).isEmpty)
  }

  @Test(arguments: Host.allCases)
  func updateReplacesTheCellThroughTheReusePool(host: Host) throws {
    switch host {
    case .table: try updateReplacesTheCell(rows([1, 2, 3], HeadlessTableViewCell.self), host)
    case .collection: try updateReplacesTheCell(rows([1, 2, 3], TestTile.self), host)
    }
  }

  func updateReplacesTheCell<Cell>(_ list: ArrayDataSource<Row, Cell>, _ host: Host) throws {
    let probe = try probe(host, showing: list)
    let cell = try #require(probe.cell(position(0, 1)))
    let reuses = cell.prepareForReuseCount

    let update = try list.update(at: position(0, 1), with: Row(id: 2, content: 7))

    #expect(update.batch == BatchUpdate(reloadedItems: [position(0, 1)]))
    #expect(probe.log().map(\.update) == update.batches && probe.allAccepted)
    // The host sent the old cell to the pool and dequeued one for the row again: the headless
    // pool may hand back the same object, but only after preparing it for reuse.
    let shown = try #require(probe.cell(position(0, 1)))
    #expect(shown !== cell || shown.prepareForReuseCount == reuses + 1)
    #expect(shown.textLabel == "r2v7")
    #expect(probe.mismatches(with: list).isEmpty)
  }

  @Test func updateStyleReconfigureIsReconfigure() throws {
    let list = rows([1, 2], HeadlessTableViewCell.self)
    let probe = try HostProbe.table(showing: list)
    let cell = try #require(probe.cell(position(0, 0)))
    let update = try list.update(
      at: position(0, 0), with: Row(id: 1, content: 4), updateStyle: .reconfigure)
    #expect(update.batch == BatchUpdate(reconfiguredItems: [position(0, 0)]))
    #expect(probe.cell(position(0, 0)) === cell && probe.allAccepted)
    #expect(probe.mismatches(with: list).isEmpty)
  }

  @Test func anotherItemCannotKeepTheCellAndIsReloaded() throws {
    let list = rows([1, 2, 3], HeadlessTableViewCell.self)
    let probe = try HostProbe.table(showing: list)
    // Row 9 is not row 2: keeping row 2's cell would put it where the data has row 9, which the
    // strict host's identity check rejects.
    let update = try list.update(
      at: position(0, 1), with: Row(id: 9, content: 0), updateStyle: .reconfigure)
    #expect(update.batch == BatchUpdate(reloadedItems: [position(0, 1)]))
    #expect(probe.allAccepted && probe.mismatches(with: list).isEmpty)
  }

  @Test func aModelWithoutIdentityIsReconfiguredAtItsPosition() throws {
    let captions = ArrayDataSource<Caption, HeadlessTableViewCell>(
      [Caption(text: "a"), Caption(text: "b")], cell: HeadlessTableViewCell.self
    ) { $0.textLabel = $1.text }
    let tableView = HeadlessTableView(options: HostProbe.strictOptions)
    try tableView.attach(captions)
    let cell = try #require(tableView.cellForRow(at: position(0, 1)))

    let update = try captions.update(
      at: position(0, 1), with: Caption(text: "c"), updateStyle: .reconfigure)

    #expect(update.batch == BatchUpdate(reconfiguredItems: [position(0, 1)]))
    #expect(tableView.cellForRow(at: position(0, 1)) === cell)
    #expect(tableView.visibleCells.map(\.textLabel) == ["a", "c"])
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
  }

  @Test func reconfigureInAChildArrivesInTheRootsPositions() throws {
    let people = ArrayDataSource<Row, HeadlessTableViewCell>(
      [Row(id: 1, content: 0)], cell: HeadlessTableViewCell.self
    ) { $0.textLabel = $1.text }
    let names = ArrayDataSource<Row, HeadlessTableViewCell>(
      [Row(id: 10, content: 0), Row(id: 11, content: 0)], cell: HeadlessTableViewCell.self
    ) { $0.textLabel = $1.text }
    let screen = try SectionedDataSource([people, names], layout: .linear)
    let tableView = HeadlessTableView(options: HostProbe.strictOptions)
    try tableView.attach(screen)
    let cell = try #require(tableView.cellForRow(at: position(0, 2)))
    let check = ReproducibilityCheck(screen, in: tableView)

    var update = BatchUpdate()
    let failures = try check.failures(after: {
      update = try names.update(
        at: position(0, 1), with: Row(id: 11, content: 3), updateStyle: .reconfigure
      ).batch
    })

    #expect(failures.isEmpty, "\(failures)")
    #expect(update == BatchUpdate(reconfiguredItems: [position(0, 2)]))
    #expect(tableView.cellForRow(at: position(0, 2)) === cell)
    #expect(cell.textLabel == "r11v3")
  }

  @Test func upsertCanReconfigureChangedItemsAndAppendNewOnes() throws {
    let scores = ArrayDataSource<Score, HeadlessTableViewCell>(
      sections: [
        ListSection(items: [Score(id: 1, points: 0), Score(id: 2, points: 0)]),
        ListSection(items: [Score(id: 3, points: 0)]),
      ], cell: HeadlessTableViewCell.self
    ) { $0.textLabel = "\($1.id): \($1.points)" }
    let tableView = HeadlessTableView(options: HostProbe.strictOptions)
    try tableView.attach(scores)
    let cells = [position(0, 1), position(1, 0)].map { tableView.cellForRow(at: $0) }
    let check = ReproducibilityCheck(scores, in: tableView)

    var update = BatchUpdate()
    let failures = try check.failures(after: {
      update = try scores.upsert(
        [
          Score(id: 3, points: 5), Score(id: 1, points: 0), Score(id: 4, points: 1),
          Score(id: 2, points: 2), Score(id: 4, points: 2),
        ], appendingToSection: 1, updateStyle: .reconfigure
      ).batch
    })

    #expect(failures.isEmpty, "\(failures)")
    #expect(
      update
        == BatchUpdate(
          insertedItems: [position(1, 1)], reconfiguredItems: [position(0, 1), position(1, 0)]))
    let after = [position(0, 1), position(1, 0)].map { tableView.cellForRow(at: $0) }
    #expect(zip(cells, after).allSatisfy { $0 != nil && $0 === $1 })
    #expect(tableView.visibleCells.map(\.textLabel) == ["1: 0", "2: 2", "3: 5", "4: 2"])
  }

  @Test func upsertStillReloadsByDefault() throws {
    let scores = ArrayDataSource<Score, HeadlessTableViewCell>(
      [Score(id: 1, points: 0)], cell: HeadlessTableViewCell.self
    ) { $0.textLabel = "\($1.id): \($1.points)" }
    let tableView = HeadlessTableView(options: HostProbe.strictOptions)
    try tableView.attach(scores)
    let update = try scores.upsert([Score(id: 1, points: 9)])
    #expect(update.batch == BatchUpdate(reloadedItems: [position(0, 0)]))
    #expect(tableView.visibleCells.map(\.textLabel) == ["1: 9"])
  }

  @Test func failedUpdatesChangeNothing() throws {
    let list = rows([1, 2], HeadlessTableViewCell.self)
    let probe = try HostProbe.table(showing: list)
    let before = list.sections.map(\.items)
    #expect(throws: ListError.positionOutOfRange(position(0, 2), sectionCount: 1, itemCount: 2)) {
      try list.update(at: position(0, 2), with: Row(id: 3, content: 0), updateStyle: .reconfigure)
    }
    #expect(throws: ListError.positionOutOfRange(position(1, 0), sectionCount: 1, itemCount: nil)) {
      try list.update(at: position(1, 0), with: Row(id: 3, content: 0), updateStyle: .reconfigure)
    }
    #expect(throws: ListError.positionOutOfRange(position(0, -1), sectionCount: 1, itemCount: 2)) {
      try list.update(at: position(0, -1), with: Row(id: 3, content: 0), updateStyle: .reconfigure)
    }
    #expect(list.sections.map(\.items) == before)
    #expect(probe.log().isEmpty)

    let scores = ArrayDataSource<Score, HeadlessTableViewCell>(
      [Score(id: 1, points: 0)], cell: HeadlessTableViewCell.self
    ) { $0.textLabel = "\($1.id): \($1.points)" }
    let tableView = HeadlessTableView(options: HostProbe.strictOptions)
    try tableView.attach(scores)
    #expect(throws: ListError.sectionOutOfRange(4, sectionCount: 1)) {
      try scores.upsert(
        [Score(id: 1, points: 5), Score(id: 2, points: 0)], appendingToSection: 4,
        updateStyle: .reconfigure)
    }
    #expect(scores.items == [Score(id: 1, points: 0)])
    #expect(tableView.updateLog.isEmpty)
  }
}
