import HeadlessHost
import ListComposerTestSupport
import Testing

/// The adapter checks every batch against the counts the view holds before handing it over, so
/// that a batch UIKit would raise an exception for never reaches a view: these run on hosts
/// that behave like a device (`.raise`), which record such a batch instead of throwing it.
@MainActor
@Suite struct PreflightTests {
  func deviceLike(_ flavor: ListViewFlavor, eagerCounts: Bool? = nil) -> any DeviceLikeView {
    var options = HeadlessHostOptions()
    options.invalidUpdatePolicy = .raise
    options.eagerReloadCounts = eagerCounts
    switch flavor {
    case .table: return HeadlessTableView(options: options)
    case .collection: return HeadlessCollectionView(options: options)
    }
  }

  func scripted(_ sections: [[String]], for flavor: ListViewFlavor) -> ScriptedSource {
    let source = ScriptedSource(sections)
    if flavor == .collection { source.cellType = TestTile.self }
    return source
  }

  @Test(arguments: [ListViewFlavor.table, .collection])
  func aWrongBatchIsRefusedBeforeItReachesTheView(flavor: ListViewFlavor) throws {
    let source = scripted([["a", "b"]], for: flavor)
    let view = deviceLike(flavor)
    try view.attachSource(source)
    var failures: [ListAdapterFailure] = []
    view.adapter?.onFailure = { failures.append($0) }
    // Two items added, one reported: UIKit raises "invalid number of rows in section 0".
    let wrong = BatchUpdate(insertedItems: [ListPosition(section: 0, item: 2)])
    source.change(to: [["a", "b", "c", "d"]], reporting: wrong)
    #expect(view.raisedExceptions.isEmpty, "\(view.raisedExceptions)")
    let record = try #require(view.updateLog.last)
    #expect(record.refusedBeforeApplying)
    #expect(record.error?.kind == .itemCount(section: 0))
    guard case .batch(let refused, let reason)? = failures.first else {
      Issue.record("the refusal was not reported: \(failures)")
      return
    }
    #expect(refused == wrong)
    #expect(reason.contains("invalid number of \(flavor.itemsNoun) in section 0"))
    // The view reloaded instead, so it shows the data.
    try view.layout()
    #expect(view.itemCounts == [4])
    // The next honest batch is animated.
    source.change(
      to: [["a", "b", "c", "d", "e"]],
      reporting: BatchUpdate(insertedItems: [ListPosition(section: 0, item: 4)]))
    #expect(view.updateLog.last?.succeeded == true)
    #expect(view.updateLog.last?.refusedBeforeApplying == false)
    #expect(view.raisedExceptions.isEmpty)
  }

  @Test(arguments: [ListViewFlavor.table, .collection])
  func everyRuleUIKitRaisesOnIsCheckedBeforeTheView(flavor: ListViewFlavor) throws {
    // One case per family of §3.4–3.6: ranges, illegal combinations, section and item counts.
    let cases: [(BatchUpdate, [[String]])] = [
      (BatchUpdate(deletedItems: [ListPosition(section: 0, item: 5)]), [["a"]]),
      (BatchUpdate(insertedSections: [3]), [["a", "b"], []]),
      (
        BatchUpdate(
          deletedItems: [ListPosition(section: 0, item: 0)],
          reloadedItems: [ListPosition(section: 0, item: 0)]), [["b"]]
      ),
      (BatchUpdate(insertedSections: [1]), [["a", "b"]]),
      (BatchUpdate(), [["a", "b", "c"]]),
    ]
    for (update, data) in cases {
      let source = scripted([["a", "b"]], for: flavor)
      let view = deviceLike(flavor)
      try view.attachSource(source)
      source.sections = data
      _ = try? source.updates.send(
        update.isEmpty
          ? BatchUpdate(reconfiguredItems: [ListPosition(section: 0, item: 0)]) : update)
      #expect(view.raisedExceptions.isEmpty, "\(update): \(view.raisedExceptions)")
      #expect(view.updateLog.last?.refusedBeforeApplying == true, "\(update)")
      try view.layout()
      #expect(view.itemCounts == data.map(\.count), "\(update)")
    }
  }

  @Test func aViewWhoseCountsWentStaleIsAskedItselfAndReloads() throws {
    // The app reloads the collection view behind the adapter's back: the view's counts are
    // stale and it reads them again when asked, from data that already changed. A batch
    // checked against the counts the adapter remembers would reach it and raise.
    let source = scripted([["a", "b"]], for: .collection)
    let view = deviceLike(.collection, eagerCounts: false)
    try view.attachSource(source)
    view.reloadData()
    source.change(
      to: [["a", "b", "c"]],
      reporting: BatchUpdate(insertedItems: [ListPosition(section: 0, item: 2)]))
    #expect(view.raisedExceptions.isEmpty, "\(view.raisedExceptions)")
    #expect(view.updateLog.last?.refusedBeforeApplying == true)
    try view.layout()
    #expect(view.itemCounts == [3])
  }

  @Test func onlyTheViewsOwnReadEndsTheWaitForCounts() throws {
    // After a reload the adapter waits for the view to read its counts; app code that reads
    // them through the adapter must not end the wait, or the next batch would be checked
    // against counts the view does not have.
    let source = scripted([["a", "b"]], for: .collection)
    let view = deviceLike(.collection, eagerCounts: false)
    try view.attachSource(source)
    let adapter = try #require(view.adapter)
    var failures: [ListAdapterFailure] = []
    adapter.onFailure = { failures.append($0) }
    adapter.reloadData()
    _ = adapter.numberOfSections
    let logged = view.updateLog.count
    source.change(
      to: [["a", "b", "c"]],
      reporting: BatchUpdate(insertedItems: [ListPosition(section: 0, item: 2)]))
    // Reloaded quietly instead of animating: no batch, no failure.
    #expect(view.updateLog.count == logged)
    #expect(failures.isEmpty, "\(failures)")
    try view.layout()
    #expect(view.itemCounts == [3])
    // Once the view has read its counts, batches animate again.
    source.change(
      to: [["a", "b", "c", "d"]],
      reporting: BatchUpdate(insertedItems: [ListPosition(section: 0, item: 3)]))
    #expect(view.updateLog.last?.succeeded == true)
    #expect(view.raisedExceptions.isEmpty)
  }

  @Test func aDeviceLikeViewRecordsWhatItWouldRaiseOnAndReloads() throws {
    // Without the adapter, a batch goes straight to the view: the `.raise` policy records it.
    let view = HeadlessTableView(
      options: {
        var options = HeadlessHostOptions()
        options.invalidUpdatePolicy = .raise
        return options
      }())
    let data = StaticTableData(counts: [2])
    try view.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    view.dataSource = data
    try view.layoutIfNeeded()
    data.counts = [3]
    try view.performBatchUpdates(BatchUpdate())
    #expect(view.raisedExceptions.map(\.kind) == [.itemCount(section: 0)])
    #expect(view.consoleLog.last?.contains("NSInternalInconsistencyException") == true)
    // It reloaded, so later checks start from the data.
    #expect(view.numberOfRows(inSection: 0) == 3)
  }
}

/// A table data source with counts only.
@MainActor
final class StaticTableData: HeadlessTableViewDataSource {
  var counts: [Int]
  init(counts: [Int]) { self.counts = counts }
  func numberOfSections(in tableView: HeadlessTableView) -> Int { counts.count }
  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: ListPosition) throws
    -> HeadlessTableViewCell?
  {
    try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
}

/// A table or a collection view, seen through what these tests ask of it.
@MainActor
protocol DeviceLikeView: AnyObject {
  var adapter: ListAdapter? { get }
  var updateLog: [HeadlessUpdateRecord] { get }
  var raisedExceptions: [InternalInconsistency] { get }
  func attachSource(_ source: some DataSource) throws
  func reloadData()
  func layout() throws
  var itemCounts: [Int] { get }
}

extension HeadlessTableView: DeviceLikeView {
  func attachSource(_ source: some DataSource) throws { try attach(source) }
  func layout() throws { try layoutIfNeeded() }
  var itemCounts: [Int] { (0..<numberOfSections).map { numberOfRows(inSection: $0) } }
}

extension HeadlessCollectionView: DeviceLikeView {
  func attachSource(_ source: some DataSource) throws { try attach(source) }
  func layout() throws { try layoutIfNeeded() }
  var itemCounts: [Int] {
    (0..<numberOfSections).map { (try? numberOfItems(inSection: $0)) ?? -1 }
  }
}

/// The states in which UIKit lays out inside the next batch, reading counts the batch is not
/// checked against: the adapter reloads instead of animating.
@MainActor
@Suite struct PendingLayoutTests {
  func attached() throws -> (HeadlessCollectionView, ArrayDataSource<String, Tile>) {
    var options = strictOptions()
    options.invalidUpdatePolicy = .raise
    let collectionView = HeadlessCollectionView(options: options)
    let source = tiles(["a", "b"])
    try collectionView.attach(source)
    return (collectionView, source)
  }

  @Test func aChangeAfterTheLayoutWasInvalidatedReloads() throws {
    let (collectionView, source) = try attached()
    collectionView.invalidateLayout()
    let logged = collectionView.updateLog.count
    try source.append("c")
    #expect(collectionView.updateLog.count == logged)  // reloaded, not batched
    try collectionView.layoutIfNeeded()
    #expect(!collectionView.hasPendingLayout)
    #expect(collectionView.visibleCells.map(\.textLabel) == ["a", "b", "c"])
    // Laid out again: the next change animates.
    try source.append("d")
    #expect(collectionView.updateLog.count == logged + 1)
    #expect(collectionView.updateLog.last?.succeeded == true)
    #expect(collectionView.raisedExceptions.isEmpty)
  }

  @Test func aChangeAfterTheLayoutWasReplacedReloads() throws {
    let (collectionView, source) = try attached()
    collectionView.replaceLayout()
    let logged = collectionView.updateLog.count
    _ = try source.remove(at: ListPosition(section: 0, item: 0))
    #expect(collectionView.updateLog.count == logged)
    #expect(collectionView.raisedExceptions.isEmpty)
    try collectionView.layoutIfNeeded()
    #expect(collectionView.visibleCells.map(\.textLabel) == ["b"])
  }

  @Test func aChangeWhileNotInAWindowReloads() throws {
    let (collectionView, source) = try attached()
    collectionView.isInWindow = false
    let logged = collectionView.updateLog.count
    try source.append("c")
    #expect(collectionView.updateLog.count == logged)
    #expect(try collectionView.numberOfItems(inSection: 0) == 3)
  }
}
