/// A collection view without a screen: the collection counterpart of ``HeadlessTableView``,
/// sharing its engine, with `UICollectionView`'s names, wording ("item", "collection view") and
/// stricter rules.
///
/// What differs from the table view, as on a device: `reloadData()` only marks the counts stale
/// until the next layout, count query or batch, which reproduces the classic failure of an update
/// issued right after `reloadData()` or before the first layout (§1.2 of the reference); a cell
/// must have been dequeued for the request that returns it, and from iOS 18 exactly once; cell
/// registrations must not be created inside the cell provider (iOS 15); asking for the item count
/// of a missing section is a fault.
///
/// The bug this prevents: a data source that is fine on the happy path crashes on a device the
/// first time an update's counts disagree with its data ("Invalid update: invalid number of items
/// in section 0 …"), dequeues an identifier nobody registered, or returns a stale cell. The
/// headless collection view reproduces those faults as thrown `InternalInconsistency` values with
/// UIKit's own message, and leaves itself as it was before the failed update.
///
///     let collectionView = HeadlessCollectionView()
///     try collectionView.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "photo")
///     collectionView.dataSource = photos
///     try collectionView.layoutIfNeeded()
///     photos.items.append("sunset")
///     try collectionView.insertItems(at: [ListPosition(section: 0, item: 2)])
///
/// What is faithful: the count cache and when it is read (§1.2 of the reference), registration,
/// dequeue and the reuse pool with `prepareForReuse()` once per reuse (§2), the index spaces,
/// illegal combinations and count invariant of batch updates with UIKit's texts (§3), reload
/// versus reconfigure, and nested batches with their completions in order.
///
/// What is not: there is no geometry (the visible window is a number of items, see
/// ``HeadlessHostOptions/visibleItemLimit``), no animation (completions run synchronously), no headers or footers as views (titles only), no
/// editing mode (a user's drag, swipe, menu and touch are methods: ``moveItem(from:to:)``,
/// `performSwipeAction`, `performMenuAction`, `select…`), and no nibs or storyboards. UIKit behaviours the reference marks as unverified are
/// options with documented defaults.
///
/// The data source and delegate are held weakly, like UIKit's, so a test keeps its own reference;
/// ``attach(_:)`` keeps a ListComposer data source alive itself because nothing else owns it.
@MainActor
public final class HeadlessCollectionView: CellHost {
  let engine: ListEngine
  /// The adapter of the attached (or displayed) ListComposer source.
  public internal(set) var adapter: ListAdapter?
  var adapterDataSource: AdapterDataSource?

  /// A Boolean value that indicates whether the view is in a window. While it is `false`, an
  /// attached source's changes reload the view instead of animating, as `ListAdapter` does
  /// for a `UITableView` that is not on screen.
  public var isInWindow = true

  /// The animation an attached source's last batch asked for.
  public internal(set) var lastBatchAnimation: ListAnimation?

  /// The view shown behind the rows, like `UICollectionView.backgroundView`: set by the app, or by an
  /// attached source's adapter for a `StatefulDataSource` in background presentation. A
  /// rendering shows it as a "Background:" line under the summary.
  public var backgroundView: HeadlessBackgroundView?

  /// The kinds of supplementary view the layout shows in each section, like a flow layout's
  /// header and footer sizes or a compositional section's boundary items; `nil` (the default)
  /// means the kinds the attached source's owning child registers. See
  /// ``supplementaryKinds(in:)``.
  public var layoutSupplementaryKinds: ((Int) -> [String])?

  /// Creates an empty collection view.
  ///
  /// - Parameter options: The behaviours to imitate; defaults to a current iOS.
  public init(options: HeadlessHostOptions = HeadlessHostOptions()) {
    engine = ListEngine(flavor: .collection, options: options) {
      $0 as? HeadlessCollectionViewCell.Type
    }
    engine.client = self
    engine.supplementaryKinds = { [weak self] section in self?.supplementaryKinds(in: section) ?? []
    }
    engine.onItemEvent = { [weak self] event, position, cell in
      self?.adapter?.handle(event, at: position, cell: cell)
    }
    engine.onSupplementaryEvent = { [weak self] event, kind, section, view in
      self?.adapter?.handleSupplementary(event, ofKind: kind, inSection: section, view: view)
    }
  }

  /// The behaviours this view imitates.
  public var options: HeadlessHostOptions {
    get { engine.options }
    set { engine.options = newValue }
  }

  /// The object that provides counts and cells. Setting it discards the cells and the count
  /// cache (reloaded lazily, as ``reloadData()`` does for a collection view).
  public weak var dataSource: (any HeadlessCollectionViewDataSource)? {
    didSet { engine.reloadData() }
  }

  /// The object told about selections.
  public weak var delegate: (any HeadlessCollectionViewDelegate)?

  // MARK: Data

  /// Discards every cell and rereads the counts; cells are requested at the next layout.
  ///
  /// Calling it inside a batch update is recorded as a misuse (an error in strict mode).
  public func reloadData() { engine.reloadData() }

  /// The number of sections the view knows (loading the counts first if they are stale).
  public var numberOfSections: Int { engine.loadedSnapshot().counts.count }

  /// Returns the number of items the view knows in a section.
  ///
  /// - Throws: `InternalInconsistency.Kind.sectionRequestOutOfRange` for a missing section, as
  ///   `UICollectionView` raises.
  public func numberOfItems(inSection section: Int) throws(InternalInconsistency) -> Int {
    let counts = engine.loadedSnapshot().counts
    guard counts.indices.contains(section) else {
      throw InternalInconsistency(
        .sectionRequestOutOfRange,
        "request for number of items in section \(section) when there are only "
          + "\(counts.count) sections in the collection view")
    }
    return counts[section]
  }

  // MARK: Registration and dequeue

  /// Registers a cell class for a reuse identifier; `nil` removes the registration.
  ///
  /// - Throws: `InternalInconsistency.Kind.invalidRegistration` for an empty identifier or a
  ///   class that is not a ``HeadlessCollectionViewCell`` subclass.
  public func register(
    _ cellClass: (any AnyObject.Type)?, forCellWithReuseIdentifier identifier: String
  )
    throws(InternalInconsistency)
  {
    try engine.register(cellClass, forIdentifier: identifier)
  }

  /// Returns a cell for the item being requested: a pooled one (after `prepareForReuse()`) or a
  /// new one. Call it exactly once per `collectionView(_:cellForItemAt:)`.
  ///
  /// - Throws: `InternalInconsistency.Kind.unregisteredIdentifier`; from iOS 18,
  ///   `InternalInconsistency.Kind.multipleDequeue` for a second call in one request and
  ///   `InternalInconsistency.Kind.dequeueOutsideRequest` for a call outside any request.
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: ListPosition
  )
    throws(InternalInconsistency) -> HeadlessCollectionViewCell
  {
    let cell = try engine.dequeueCell(withIdentifier: identifier, for: indexPath)
    guard let typed = cell as? HeadlessCollectionViewCell else {
      throw InternalInconsistency(
        .invalidRegistration, "\(cell) is not a HeadlessCollectionViewCell")
    }
    return typed
  }

  // MARK: Visible items

  /// Requests a cell for every item in the visible window (and prefetch margin) that has none,
  /// and sends cells that left the window to the reuse pool.
  public func layoutIfNeeded() throws(InternalInconsistency) { try engine.layout() }

  /// A Boolean value that indicates whether the layout was invalidated or replaced and the view
  /// has not laid out since: UIKit then lays out inside the next `performBatchUpdates`, reading
  /// its counts from the data source first, so an attached source's next change reloads the
  /// view instead of animating.
  public var hasPendingLayout: Bool { engine.hasPendingLayout }

  /// Invalidates the layout, as `collectionViewLayout.invalidateLayout()` does: the view lays
  /// out again at the next ``layoutIfNeeded()``.
  public func invalidateLayout() {
    engine.hasPendingLayout = true
  }

  /// Replaces the layout, as setting `collectionViewLayout` does: the view forgets its cached
  /// counts (it reads them again when it next needs them) and lays out again at the next
  /// ``layoutIfNeeded()``.
  public func replaceLayout() {
    engine.hasPendingLayout = true
    engine.cache = nil
  }

  /// Scrolls so that the flattened item at `offset` (counting across sections) is the first
  /// visible one, clamped to keep the window full, and lays out.
  public func scroll(toItemOffset offset: Int) throws(InternalInconsistency) {
    try engine.scroll(toItemOffset: offset)
  }

  /// The flattened offset of the first visible item.
  public var firstVisibleItemOffset: Int { engine.firstVisibleItem }

  /// The positions of the visible items that have cells, in order.
  public var indexPathsForVisibleItems: [ListPosition] {
    engine.windowPositions(includingPrefetch: false).filter { engine.cells[$0] != nil }
  }

  /// The visible cells, in item order.
  public var visibleCells: [HeadlessCollectionViewCell] {
    indexPathsForVisibleItems.compactMap { engine.cells[$0] as? HeadlessCollectionViewCell }
  }

  /// Returns the cell shown (or prefetched) at an item, or `nil` when there is none or the item is
  /// out of range.
  public func cellForItem(at indexPath: ListPosition) -> HeadlessCollectionViewCell? {
    engine.cells[indexPath] as? HeadlessCollectionViewCell
  }

  /// Selects an item, as a touch does: tells the delegate and, for an attached ListComposer
  /// source, the source.
  ///
  /// The item's source may veto it (`ListAdapter.allow(_:in:where:)` with `.select`), and then
  /// the delegate (``HeadlessCollectionViewDelegate/collectionView(_:shouldSelectItemAt:)``):
  /// both must allow it, as with `shouldSelectItemAt` on a device.
  ///
  /// - Returns: `false` when the item does not exist, its source or the delegate refuses the
  ///   selection, or asking changed the items, so that the position may show another item now
  ///   (reported to the adapter's `onFailure`).
  @discardableResult
  public func selectItem(at indexPath: ListPosition) -> Bool {
    let allowed = allowedPositions(for: .select, at: indexPath) { allowed in
      guard let delegate else { return allowed }
      return allowed.filter { delegate.collectionView(self, shouldSelectItemAt: $0) }
    }
    guard allowed == [indexPath] else { return false }
    delegate?.collectionView(self, didSelectItemAt: indexPath)
    adapter?.handle(.select, at: indexPath, cell: engine.cells[indexPath])
    return true
  }

  /// Deselects an item, as a touch does: for an attached ListComposer source, the owning
  /// source handles `ItemEvent.deselect`.
  ///
  /// - Returns: `false` when the item does not exist, or its source
  ///   (`ListAdapter.allow(_:in:where:)` with `.deselect`) or the delegate
  ///   (``HeadlessCollectionViewDelegate/collectionView(_:shouldDeselectItemAt:)``) refuses the
  ///   deselection.
  @discardableResult
  public func deselectItem(at indexPath: ListPosition) -> Bool {
    let allowed = allowedPositions(for: .deselect, at: indexPath) { allowed in
      guard let delegate else { return allowed }
      return allowed.filter { delegate.collectionView(self, shouldDeselectItemAt: $0) }
    }
    return allowed == [indexPath] && send(.deselect, at: indexPath)
  }

  /// Touches an item down and up, as a finger does before a selection: the owning source
  /// handles `ItemEvent.highlight` then `ItemEvent.unhighlight`.
  ///
  /// - Returns: `false` when the item does not exist, or its source
  ///   (`ListAdapter.allow(_:in:where:)` with `.highlight`) or the delegate
  ///   (``HeadlessCollectionViewDelegate/collectionView(_:shouldHighlightItemAt:)``) refuses
  ///   the highlight.
  @discardableResult
  public func highlightItem(at indexPath: ListPosition) -> Bool {
    let allowed = allowedPositions(for: .highlight, at: indexPath) { allowed in
      guard let delegate else { return allowed }
      return allowed.filter { delegate.collectionView(self, shouldHighlightItemAt: $0) }
    }
    return allowed == [indexPath] && send(.highlight, at: indexPath)
      && send(.unhighlight, at: indexPath)
  }

  // MARK: Section titles

  /// Returns the header title the view shows for a section: read when the section was loaded,
  /// inserted or reloaded, and kept otherwise, as UIKit keeps a header until its section
  /// reloads. `nil` for a section without a header or out of range.
  public func headerTitle(forSection section: Int) -> String? {
    engine.loadedSnapshot().header(section)
  }

  /// Returns the footer title the view shows for a section, with the same rule as
  /// ``headerTitle(forSection:)``.
  public func footerTitle(forSection section: Int) -> String? {
    engine.loadedSnapshot().footer(section)
  }

  // MARK: What happened

  /// Every outermost batch processed, oldest first, with its outcome.
  public var updateLog: [HeadlessUpdateRecord] { engine.updateLog }

  /// The outcome of the last batch: the applied update, or the fault that rejected it.
  public var lastUpdateResult: Result<BatchUpdate, InternalInconsistency>? {
    engine.updateLog.last.map { $0.error.map { .failure($0) } ?? .success($0.update) }
  }

  /// Faults UIKit accepts that the last applied batch contained.
  public var warnings: [InternalInconsistency] { engine.warnings }

  /// How many batches were taken on the validation an asynchronous update did away from the
  /// main actor (see ``HeadlessHostOptions/usesStageProofs``): for tests.
  package var provedBatches: Int { engine.provedBatches }

  /// How many sections' identity checks were taken on that proof: for tests.
  package var provedIdentities: Int { engine.provedIdentities }

  /// Messages UIKit would print to the console (misuse, log-and-reload fallbacks).
  public var consoleLog: [String] { engine.consoleLog }

  /// The faults a device would have raised `NSInternalInconsistencyException` for, recorded
  /// under ``HeadlessHostOptions/InvalidUpdatePolicy/raise`` instead of thrown, oldest first:
  /// each one is a crash that would have happened. Empty under the other policies.
  public var raisedExceptions: [InternalInconsistency] { engine.raisedExceptions }

  /// The number of times the view has asked its data source for a cell.
  public var cellRequestCount: Int { engine.cellRequestCount }

  /// Lays out and renders the view as text: a header line per section, one line per visible item
  /// (position, the cell's ``HeadlessReusableCell/renderedText``, and notes such as "reused",
  /// "inserted", "moved from [0, 2]"), hidden item counts, footers, and the last update.
  ///
  /// - Parameter showingLastUpdate: Whether to show what the last batch did (the notes on
  ///   items and the "Last update" lines); a transcript step that applied no batch leaves them
  ///   out, since they describe an earlier step.
  public func render(showingLastUpdate: Bool = true) -> String {
    inserting(
      background: backgroundView,
      into: engine.render(title: "HeadlessCollectionView", showingLastUpdate: showingLastUpdate))
  }
}

extension HeadlessCollectionView: ListEngineClient {
  var hasDataSource: Bool { dataSource != nil }
  func dataSourceNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }
  func dataSourceNumberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }
  func dataSourceCell(at position: ListPosition) throws -> HeadlessReusableCell? {
    try dataSource?.collectionView(self, cellForItemAt: position)
  }
  func dataSourceItemIdentifier(at position: ListPosition) -> AnyHashable? {
    dataSource?.collectionView(self, itemIdentifierForItemAt: position)
  }
  func dataSourceItemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    dataSource?.collectionView(self, itemIdentifiersInSection: section)
  }
  func dataSourceHeaderTitle(forSection section: Int) -> String? {
    dataSource?.collectionView(self, titleForHeaderInSection: section)
  }
  func dataSourceFooterTitle(forSection section: Int) -> String? {
    dataSource?.collectionView(self, titleForFooterInSection: section)
  }
  func dataSourceSupplementaryView(ofKind kind: String, at position: ListPosition) throws
    -> HeadlessCollectionReusableView?
  {
    try dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: position)
  }
  var dataSourceDescription: String { describe(dataSource) }
  var viewDescription: String { describe(self, named: "HeadlessCollectionView") }
}
