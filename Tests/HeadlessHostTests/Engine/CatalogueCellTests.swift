import HeadlessHost
import ListComposerTestSupport
import Testing

/// Cases 20–23 (the count cache), 28–36 (registration, dequeue, reuse) and 40 (staged apply) of
/// the reference's catalogue.
@MainActor
@Suite struct CatalogueCellTests {
  func collection(_ sections: [[String]], iOSVersion: Int = 18) throws -> (
    HeadlessCollectionView, StringTableSource
  ) {
    var options = HeadlessHostOptions()
    options.iOSVersion = iOSVersion
    let collectionView = HeadlessCollectionView(options: options)
    let source = StringTableSource(sections)
    try collectionView.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = source
    return (collectionView, source)
  }

  @Test func case20UpdateBeforeFirstLayoutReadsNewCounts() throws {
    let (collectionView, source) = try collection([])
    source.sections = [["a"]]
    let error = inconsistency { try collectionView.insertSections([0]) }
    #expect(error?.kind == .sectionCount)
    #expect(
      reason(error)
        == normalized(
          "Invalid update: invalid number of sections.  The number of sections contained in the "
            + "collection view after the update (1) must be equal to the number of sections "
            + "contained in the collection view before the update (1), plus or minus the number "
            + "of sections inserted or deleted (1 inserted, 0 deleted)."))
  }

  @Test(arguments: [true, false])
  func case21CountsLoadedBeforeTheChange(byLayout: Bool) throws {
    let (collectionView, source) = try collection([])
    if byLayout {
      try collectionView.layoutIfNeeded()
    } else {
      #expect(collectionView.numberOfSections == 0)
    }
    source.sections = [["a"]]
    try collectionView.insertSections([0])
    #expect(collectionView.cellForItem(at: position(0, 0))?.textLabel == "a")
  }

  @Test func case22LazyReloadDataThenInsert() throws {
    let (collectionView, source) = try collection([["a"]])
    try collectionView.layoutIfNeeded()
    collectionView.reloadData()
    source.sections = [["a", "b"]]
    let error = inconsistency { try collectionView.insertItems(at: [position(0, 1)]) }
    #expect(error?.kind == .itemCount(section: 0))
    #expect(reason(error)?.contains("after the update (2) must be equal") == true)
    #expect(reason(error)?.contains("before the update (2)") == true)
    // A table reads the counts inside reloadData(), so the same sequence is accepted…
    let tableView = HeadlessTableView()
    let tableSource = StringTableSource([["a"]])
    try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = tableSource
    tableView.reloadData()
    tableSource.sections = [["a", "b"]]
    try tableView.insertRows(at: [position(0, 1)])
    // …unless it is configured to be lazy like a collection view.
    var lazy = HeadlessHostOptions()
    lazy.eagerReloadCounts = false
    tableView.options = lazy
    tableView.reloadData()
    tableSource.sections = [["a", "b", "c"]]
    #expect(
      inconsistency { try tableView.insertRows(at: [position(0, 2)]) }?.kind
        == .itemCount(section: 0))
  }

  @Test(arguments: [ListViewFlavor.table, .collection])
  func case23DataChangedBeforeTheBatchWithCachedCounts(flavor: ListViewFlavor) throws {
    let source = StringTableSource([["a"]])
    switch flavor {
    case .table:
      let tableView = HeadlessTableView()
      try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
      tableView.dataSource = source
      try tableView.layoutIfNeeded()
      source.sections = [["a", "b"]]
      try tableView.performBatchUpdates { try tableView.insertRows(at: [position(0, 1)]) }
      #expect(tableView.numberOfRows(inSection: 0) == 2)
    case .collection:
      let collectionView = HeadlessCollectionView()
      try collectionView.register(
        HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collectionView.dataSource = source
      try collectionView.layoutIfNeeded()
      source.sections = [["a", "b"]]
      try collectionView.performBatchUpdates {
        try collectionView.insertItems(at: [position(0, 1)])
      }
      #expect(try collectionView.numberOfItems(inSection: 0) == 2)
    }
  }

  @Test func case28TableUnregisteredIdentifier() {
    let tableView = HeadlessTableView()
    let source = StringTableSource([["a"]])
    tableView.dataSource = source
    let error = inconsistency { try tableView.layoutIfNeeded() }
    #expect(error?.kind == .unregisteredIdentifier)
    #expect(
      reason(error)
        == "unable to dequeue a cell with identifier cell - must register a nib or a class for the "
        + "identifier or connect a prototype cell in a storyboard")
  }

  @Test func case28ErrorIsReportedEvenWhenTheDataSourceSwallowsIt() {
    let tableView = HeadlessTableView()
    let source = StringTableSource([["a"]])
    source.makeCell = { indexPath in
      (try? tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath))
        ?? HeadlessTableViewCell()
    }
    tableView.dataSource = source
    #expect(inconsistency { try tableView.layoutIfNeeded() }?.kind == .unregisteredIdentifier)
  }

  @Test func case29CollectionUnregisteredIdentifier() throws {
    let (collectionView, source) = try collection([["a"]])
    source.identifier = "Cell"
    let error = inconsistency { try collectionView.layoutIfNeeded() }
    #expect(error?.kind == .unregisteredIdentifier)
    #expect(
      reason(error)
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - "
        + "must register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard")
  }

  @Test func case30CollectionCellNotDequeued() throws {
    let (collectionView, source) = try collection([["a"]])
    source.makeCell = { _ in HeadlessCollectionViewCell() }
    let error = inconsistency { try collectionView.layoutIfNeeded() }
    #expect(error?.kind == .nonDequeuedCell)
    #expect(
      reason(error)
        == "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
        + "reuseIdentifier - cells must be retrieved by calling "
        + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
  }

  @Test(arguments: [18, 17])
  func case31CollectionDequeuesTwice(iOSVersion: Int) throws {
    let (collectionView, source) = try collection([["a"]], iOSVersion: iOSVersion)
    source.makeCell = { indexPath in
      _ = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      return try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    let error = inconsistency { try collectionView.layoutIfNeeded() }
    if iOSVersion >= 18 {
      #expect(error?.kind == .multipleDequeue)
      #expect(
        reason(error)?.hasPrefix(
          "Expected dequeued view to be returned to the collection view in preparation for "
            + "display. When the collection view's data source is asked to provide a view for a "
            + "given index path, ensure that a single view is dequeued and returned to the "
            + "collection view. Avoid dequeuing views without a request from the collection view.")
          == true)
    } else {
      #expect(error == nil)
    }
  }

  @Test func case31CollectionDequeueOutsideARequest() throws {
    let (collectionView, _) = try collection([["a"]])
    let error = inconsistency {
      _ = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: position(0, 0))
    }
    #expect(error?.kind == .dequeueOutsideRequest)
    #expect(reason(error)?.hasPrefix("Expected dequeued view") == true)
  }

  @Test(arguments: [18, 10])
  func case32TableDequeuesTwice(iOSVersion: Int) throws {
    var options = HeadlessHostOptions()
    options.iOSVersion = iOSVersion
    let tableView = HeadlessTableView(options: options)
    let source = StringTableSource([["a"]])
    try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    source.makeCell = { indexPath in
      _ = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      return try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    tableView.dataSource = source
    let error = inconsistency { try tableView.layoutIfNeeded() }
    if iOSVersion >= 11 {
      #expect(error?.kind == .multipleDequeue)
      #expect(
        reason(error)
          == "Attempted to dequeue multiple cells for the same index path, which is not allowed. "
          + "If you really need to dequeue more cells than the table view is requesting, use the "
          + "-dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: "
          + "cell, index path: <NSIndexPath: 0x…> {length = 2, path = 0 - 0}")
    } else {
      #expect(error == nil)
    }
  }

  @Test func case33TableNilCell() throws {
    let tableView = HeadlessTableView()
    let source = StringTableSource([["a"]])
    source.makeCell = { _ in nil }
    tableView.dataSource = source
    let error = inconsistency { try tableView.layoutIfNeeded() }
    #expect(error?.kind == .nilCell)
    #expect(
      reason(error)
        == "UITableView (<HeadlessTableView: 0x…>) failed to obtain a cell from its dataSource "
        + "(<StringTableSource: 0x…>)")
  }

  @Test func case33CollectionNilCell() throws {
    let (collectionView, source) = try collection([["a"]])
    source.makeCell = { _ in nil }
    let error = inconsistency { try collectionView.layoutIfNeeded() }
    #expect(error?.kind == .nilCell)
    #expect(
      reason(error)
        == "the collection view's data source did not return a valid cell from "
        + "-collectionView:cellForItemAtIndexPath: for index path <NSIndexPath: 0x…> {length = 2, "
        + "path = 0 - 0}")
  }

  @Test(arguments: [15, 14])
  func case34RegistrationCreatedInTheProvider(iOSVersion: Int) throws {
    let (collectionView, source) = try collection([["a", "b"]], iOSVersion: iOSVersion)
    source.makeCell = { indexPath in
      let registration = HeadlessCollectionView.CellRegistration<HeadlessCollectionViewCell, String>
      {
        cell, _, text in cell.textLabel = text
      }
      return try collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: "x")
    }
    let error = inconsistency { try collectionView.layoutIfNeeded() }
    if iOSVersion >= 15 {
      #expect(error?.kind == .registrationInProvider)
      #expect(
        reason(error)?.hasPrefix(
          "Attempted to dequeue a cell using a registration that was created inside "
            + "-collectionView:cellForItemAtIndexPath: or inside a "
            + "UICollectionViewDiffableDataSource cell provider.") == true)
    } else {
      #expect(error == nil)
      // No exception on iOS 14, but every registration is new, so nothing is ever reused.
      try collectionView.scroll(toItemOffset: 1)
      #expect(collectionView.visibleCells.allSatisfy { $0.prepareForReuseCount == 0 })
    }
  }

  @Test func case34RegistrationCreatedUpFrontIsReused() throws {
    var options = HeadlessHostOptions()
    options.visibleItemLimit = 1
    let collectionView = HeadlessCollectionView(options: options)
    let source = StringTableSource([["a", "b"]])
    let registration = HeadlessCollectionView.CellRegistration<HeadlessCollectionViewCell, String> {
      cell, _, text in cell.textLabel = text
    }
    source.makeCell = { indexPath in
      try collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: source.text(at: indexPath))
    }
    collectionView.dataSource = source
    try collectionView.layoutIfNeeded()
    try collectionView.scroll(toItemOffset: 1)
    let cell = try #require(collectionView.cellForItem(at: position(0, 1)))
    #expect(cell.prepareForReuseCount > 0)
    #expect(cell.textLabel == "b")
  }

  @Test func case35ScrollingReusesTheScrolledOutCell() throws {
    var options = HeadlessHostOptions()
    options.visibleItemLimit = 3
    let tableView = HeadlessTableView(options: options)
    let source = StringTableSource([["a", "b", "c", "d", "e"]])
    try tableView.register(CountingCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = source
    try tableView.layoutIfNeeded()
    let first = try #require(tableView.cellForRow(at: position(0, 0)) as? CountingCell)
    #expect(tableView.visibleCells.allSatisfy { $0.prepareForReuseCount == 0 })
    source.cellRequests = []
    try tableView.scroll(toRowOffset: 1)
    #expect(source.cellRequests == [position(0, 3)])
    #expect(tableView.cellForRow(at: position(0, 3)) === first)
    #expect(first.prepareForReuseCount == 1)
    #expect(first.resets == 1)
    #expect(first.textLabel == "d")
    #expect(tableView.render().contains("[0, 3] d  (reused)"))
  }

  @Test func case36ReconfigureKeepsTheCellAndSkipsPrepareForReuse() throws {
    var options = HeadlessHostOptions()
    options.visibleItemLimit = 2
    let tableView = HeadlessTableView(options: options)
    let source = StringTableSource([["a", "b", "c"]])
    try tableView.register(CountingCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = source
    try tableView.layoutIfNeeded()
    let cell = try #require(tableView.cellForRow(at: position(0, 1)))
    source.cellRequests = []
    source.sections = [["a", "b2", "c2"]]
    try tableView.reconfigureRows(at: [position(0, 1), position(0, 2)])
    #expect(source.cellRequests == [position(0, 1)])  // (0, 2) is not visible: no call
    #expect(tableView.cellForRow(at: position(0, 1)) === cell)
    #expect(cell.prepareForReuseCount == 0)
    #expect(cell.textLabel == "b2")
  }

  @Test func case36ReconfigureMustReturnTheExistingCell() throws {
    let tableView = HeadlessTableView()
    let source = StringTableSource([["a"]])
    try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    try tableView.register(CountingCell.self, forCellReuseIdentifier: "other")
    tableView.dataSource = source
    try tableView.layoutIfNeeded()
    source.identifier = "other"
    let error = inconsistency { try tableView.reconfigureRows(at: [position(0, 0)]) }
    #expect(error?.kind == .reconfigureMismatch)
    source.identifier = "cell"
    source.makeCell = { _ in HeadlessTableViewCell(reuseIdentifier: "cell") }
    #expect(
      inconsistency { try tableView.reconfigureRows(at: [position(0, 0)]) }?.kind
        == .reconfigureMismatch)
  }

  /// DifferenceKit's `testMixedChanges` vector, applied in its three stages: each stage must pass
  /// strict validation, including the identity check.
  @Test func case40StagedApply() throws {
    let tableView = HeadlessTableView(options: strictOptions())
    let source = StringTableSource([[], ["0", "1", "2"]])
    source.reportsIdentifiers = true
    try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = source
    try tableView.layoutIfNeeded()
    let stages: [([[String]], BatchUpdate)] = [
      ([[], ["0'", "1", "2"]], BatchUpdate(reloadedItems: [position(1, 0)])),
      ([[], ["0'", "2"]], BatchUpdate(deletedItems: [position(1, 1)])),
      (
        [[], ["2", "4", "0'", "3"]],
        BatchUpdate(
          insertedItems: [position(1, 1), position(1, 3)],
          movedItems: [ItemMove(from: position(1, 1), to: position(1, 0))])
      ),
    ]
    for (data, update) in stages {
      try tableView.performBatchUpdates {
        source.sections = data
        try tableView.performBatchUpdates(update)
      }
    }
    #expect(tableView.visibleCells.map(\.textLabel) == ["2", "4", "0'", "3"])
    // The whole change in one batch with the same operations is rejected.
    let oneBatch = apply(
      BatchUpdate(
        deletedItems: [position(1, 1)], insertedItems: [position(1, 1), position(1, 3)],
        reloadedItems: [position(1, 0)],
        movedItems: [ItemMove(from: position(1, 2), to: position(1, 0))]),
      from: [[], ["0", "1", "2"]], to: [[], ["2", "4", "0'", "3"]], options: strictOptions())
    #expect(oneBatch.error != nil)
  }
}
