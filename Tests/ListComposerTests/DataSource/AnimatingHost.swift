import HeadlessHost
import ListComposerTestSupport
import Testing

/// A view that animates, as UIKit's do: it applies each batch at once to a strict or
/// device-like headless view (which checks it by UIKit's rules), but runs the batch's
/// completion only when the test ends the animation, in any order it likes, as
/// `performBatchUpdates` runs its completion when the animation ends. Reloads can be held the
/// same way, for a view that applies a reload later.
///
/// The wrapper is the adapter's view: the inner view reads the adapter's counts through it.
@MainActor
final class AnimatingHost: ListHostView {
  let inner: ViewUnderTest
  /// Whether a reload's completion waits for ``finishReloads()``; otherwise it runs at once.
  var holdsReloads = false
  /// Whether the view counts as on screen; when it is not, the adapter reloads instead.
  var isOnScreen = true
  private(set) var animations: [(update: BatchUpdate, completion: @MainActor () -> Void)] = []
  private(set) var reloads: [@MainActor () -> Void] = []
  private var dataSource: AnimatingHostDataSource?

  init(_ kind: ViewKind, _ policy: FaultPolicy) {
    inner = ViewUnderTest(kind, policy)
  }

  /// Shows a source through an adapter whose view is this host; returns the adapter (keep it).
  func show(_ source: some DataSource) throws -> ListAdapter {
    let adapter = try ListAdapter(source: source, view: self)
    let dataSource = AnimatingHostDataSource(adapter: adapter, host: self)
    self.dataSource = dataSource
    inner.table?.dataSource = dataSource
    inner.collection?.dataSource = dataSource
    inner.table?.reloadData()
    inner.collection?.reloadData()
    try inner.layout()
    return adapter
  }

  /// The number of batches whose animation has not ended.
  var runningAnimations: Int { animations.count }

  /// Ends the animation of the batch at `index` among the running ones.
  func finishAnimation(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    guard animations.indices.contains(index) else {
      Issue.record("no animation \(index) is running", sourceLocation: sourceLocation)
      return
    }
    let animation = animations.remove(at: index)
    animation.completion()
  }

  /// Ends every running animation, oldest first.
  func finishAnimations() {
    while !animations.isEmpty { finishAnimation(at: 0) }
  }

  /// Completes every held reload, oldest first.
  func finishReloads() {
    while !reloads.isEmpty { reloads.removeFirst()() }
  }

  // MARK: ListHostView

  var isReadyForAnimatedUpdates: Bool {
    isOnScreen && (inner.table?.isReadyForAnimatedUpdates ?? true)
      && (inner.collection?.isReadyForAnimatedUpdates ?? true)
  }

  var displayedItemCounts: [Int]? {
    inner.table?.displayedItemCounts ?? inner.collection?.displayedItemCounts
  }

  var batchFlavor: ListViewFlavor { inner.collection == nil ? .table : .collection }

  func reloadData() {
    inner.table?.reloadData()
    inner.collection?.reloadData()
  }

  func reloadData(completion: @escaping @MainActor () -> Void) {
    reloadData()
    if holdsReloads { reloads.append(completion) } else { completion() }
  }

  func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
    try inner.table?.applyBatch(update, animation: animation)
    try inner.collection?.applyBatch(update, animation: animation)
  }

  func applyBatch(
    _ update: BatchUpdate, animation: ListAnimation,
    completion: @escaping @MainActor () -> Void
  ) throws {
    try applyBatch(update, animation: animation)
    animations.append((update, completion))
  }

  func didRefuseBatch(_ update: BatchUpdate, because fault: InternalInconsistency) {
    inner.table?.didRefuseBatch(update, because: fault)
    inner.collection?.didRefuseBatch(update, because: fault)
  }

  func log(_ message: String) {
    inner.table?.log(message)
    inner.collection?.log(message)
  }

  func registerCell(_ registration: CellRegistration) throws {
    try inner.table?.registerCell(registration)
    try inner.collection?.registerCell(registration)
  }

  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition) throws
    -> AnyObject
  {
    if let table = inner.table {
      return try table.dequeueCell(withReuseIdentifier: reuseIdentifier, for: position)
    }
    guard let collection = inner.collection else { throw AnimatingHostError() }
    return try collection.dequeueCell(withReuseIdentifier: reuseIdentifier, for: position)
  }
}

struct AnimatingHostError: Error {}

/// The inner view's data source: the adapter's answers, its counts read on behalf of the host.
/// It holds the adapter weakly, as a view holds its data source: the test owns the adapter.
@MainActor
private final class AnimatingHostDataSource: HeadlessTableViewDataSource,
  HeadlessCollectionViewDataSource
{
  weak var adapter: ListAdapter?
  unowned let host: AnimatingHost

  init(adapter: ListAdapter, host: AnimatingHost) {
    self.adapter = adapter
    self.host = host
  }

  func numberOfSections(in tableView: HeadlessTableView) -> Int {
    adapter?.numberOfSections(readBy: host) ?? 0
  }

  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
    adapter?.numberOfSections(readBy: host) ?? 0
  }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    adapter?.numberOfItems(inSection: section) ?? 0
  }

  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    adapter?.numberOfItems(inSection: section) ?? 0
  }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: ListPosition) throws
    -> HeadlessTableViewCell?
  {
    try adapter?.cell(at: indexPath) as? HeadlessTableViewCell
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ListPosition
  ) throws -> HeadlessCollectionViewCell? {
    try adapter?.cell(at: indexPath) as? HeadlessCollectionViewCell
  }

  func tableView(_ tableView: HeadlessTableView, itemIdentifierForRowAt indexPath: ListPosition)
    -> AnyHashable?
  {
    adapter?.itemIdentifier(at: indexPath)
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, itemIdentifierForItemAt indexPath: ListPosition
  ) -> AnyHashable? {
    adapter?.itemIdentifier(at: indexPath)
  }
}
