/// The questions the engine asks for the data it shows, in one flavour-neutral shape: asked
/// of the adapter's data source while a ListComposer source is shown, and otherwise of the
/// view, which asks its own data source by UIKit's names.
@MainActor
protocol ListEngineDataSource: AnyObject {
  var hasDataSource: Bool { get }
  func dataSourceNumberOfSections() -> Int
  func dataSourceNumberOfItems(inSection section: Int) -> Int
  func dataSourceCell(at position: ListPosition) throws -> HeadlessReusableCell?
  func dataSourceItemIdentifier(at position: ListPosition) -> AnyHashable?
  func dataSourceItemIdentifiers(inSection section: Int) -> ItemIdentifiers?
  func dataSourceHeaderTitle(forSection section: Int) -> String?
  func dataSourceFooterTitle(forSection section: Int) -> String?
  func dataSourceSupplementaryView(ofKind kind: String, at position: ListPosition) throws
    -> HeadlessCollectionReusableView?
  /// Whether the data source lets the user move an item (`canMoveRowAt`, `canMoveItemAt`).
  func dataSourceCanMoveItem(at position: ListPosition) -> Bool
  /// Tells the data source that the user moved an item (`moveRowAt`, `moveItemAt`).
  func dataSourceMoveItem(from source: ListPosition, to destination: ListPosition)
  /// `<TypeName: 0x…>` of the data source, for messages.
  var dataSourceDescription: String { get }
  /// The height of an item's row that the data source gives, or `nil` for the estimate.
  func dataSourceItemHeight(at position: ListPosition) -> Double?
  /// The height of a section's header or footer that the data source gives, or `nil`.
  func dataSourceSupplementaryHeight(ofKind kind: String, inSection section: Int) -> Double?
}

extension ListEngineDataSource {
  func dataSourceItemHeight(at position: ListPosition) -> Double? { nil }
  func dataSourceSupplementaryHeight(ofKind kind: String, inSection section: Int) -> Double? {
    nil
  }
}

/// What the shared engine asks of the view that owns it: its data source and its delegate,
/// seen through one flavour-neutral shape. Each view answers with its own protocols' UIKit
/// names; these answers are where a table and a collection view differ.
@MainActor
protocol ListEngineClient: ListEngineDataSource {
  /// `<HeadlessTableView: 0x…>` of the view, for messages.
  var viewDescription: String { get }
  /// Tells the delegate that an item was selected.
  func delegateDidSelectItem(at position: ListPosition)
  /// The positions among `proposed` where the app's delegate lets a touch happen, or the ones
  /// it picks instead (a table's `willSelectRowAt`); `proposed` without such a delegate.
  func delegatePositions(for touch: ItemTouch, proposed: [ListPosition]) -> [ListPosition]
  /// The delegate's swipe actions for an item, or `nil` to leave them to the sources.
  func delegateSwipeActions(at position: ListPosition, edge: SwipeEdge) -> SwipeActions?
  /// The delegate's context menu for an item, or `nil` to leave it to the sources.
  func delegateContextMenu(at position: ListPosition) -> ItemMenu?
  /// Where the delegate sends an item the user drags from `source` over `proposed`.
  func delegateTarget(forMoveFrom source: ListPosition, proposed: ListPosition) -> ListPosition
}

/// The engine both headless views share: the count cache, registrations and the reuse pool, the
/// visible window and its cells, batch recording, validation and application, and rendering.
///
/// The views add only UIKit's method names, their data-source protocols and their wording.
///
/// It is `public` only as package interface (SPI) so that ``HeadlessListView`` can require it:
/// none of its members is public.
@MainActor
@_spi(HeadlessEngine) public final class ListEngine {
  /// Counts, section titles (and, when the data source reports them, item identifiers) as the
  /// view knows them.
  struct Snapshot {
    var counts: [Int]
    var identifiers: [ItemIdentifiers]?
    /// Header and footer titles per section, read when the section is loaded, inserted or
    /// reloaded and kept otherwise, as UIKit keeps a header until its section reloads.
    var headers: [String?] = []
    var footers: [String?] = []

    func header(_ section: Int) -> String? {
      headers.indices.contains(section) ? headers[section] : nil
    }
    func footer(_ section: Int) -> String? {
      footers.indices.contains(section) ? footers[section] : nil
    }
  }

  /// One call of the data source's cell method, and what happened during it.
  struct Request {
    var id: Int
    var position: ListPosition
    var reconfiguring: HeadlessReusableCell?
    var dequeued: [HeadlessReusableCell] = []
    var failure: InternalInconsistency?
  }

  let flavor: ListViewFlavor
  var options: HeadlessHostOptions
  weak var client: (any ListEngineClient)? {
    // Made when the view is, not in its first batch: formatting it is a sizeable part of a
    // small batch's fixed cost.
    didSet { viewDescription = client?.viewDescription }
  }
  /// The relay of the ListComposer source the view is attached to, whose changes are queued
  /// while the view lays out.
  weak var relay: UpdateRelay?
  /// Casts a class to the flavour's cell base class, or returns `nil`.
  let cellClass: (any AnyObject.Type) -> HeadlessReusableCell.Type?

  var registrations: [String: HeadlessReusableCell.Type] = [:]
  var pool: [String: [HeadlessReusableCell]] = [:]
  var cache: Snapshot?

  var cells = PositionedCells()
  /// The view's description, as UIKit's messages print it: it names the view's class and
  /// address, which do not change, and every batch's validator needs it.
  private(set) var viewDescription: String?
  var firstVisibleItem = 0
  /// The heights, content offset and viewport, while ``HeadlessHostOptions/viewportHeight`` is
  /// set (see ListEngine+Geometry.swift).
  var geometry: ListGeometry?
  /// What the next layout keeps in place (see `ScrollingListHost.keep(_:)`).
  var pendingPlace: PlaceToKeep?
  /// Whether the last scroll an adapter asked for was animated.
  var lastScrollWasAnimated: Bool?
  /// How many items the view resized in place.
  var resizedItemCount = 0
  var cellRequestCount = 0
  var request: Request?
  var nextRequestID = 0

  var batchDepth = 0
  var pending = BatchUpdate()
  var completions: [(Bool) -> Void] = []
  var batchStart: Snapshot?
  var misuse: [String] = []
  /// How deep the view is in delivering display and prefetch events; a batch must not arrive
  /// then (UIKit is inside its layout).
  var deliveringEvents = 0
  /// How deep the view is in telling its data source about a move the user made; the data
  /// source must change its data only.
  var deliveringUserMove = 0
  /// A Boolean value that indicates whether the view reads its data source only to check it,
  /// as UIKit never does: an adapter must not take the read for the view's reading its counts.
  var isPeeking = false
  /// Misuse during the delivery of a user's move, reported when the delivery ends.
  var userMoveMisuse: [String] = []
  /// A Boolean value that indicates whether the layout was invalidated or replaced since the
  /// last layout pass.
  var hasPendingLayout = false

  var display = DisplayState()
  var supplementary = SupplementaryState()
  /// The kinds of supplementary view the layout shows per section (collection views only).
  var supplementaryKinds: ((Int) -> [String])?
  /// Whether ``supplementaryKinds`` answers the same for every section at every layout (a
  /// table's header and footer), so that a layout over the sections of the last one asks for
  /// no supplementary view.
  var supplementaryKindsAreFixed = false
  /// A Boolean value that indicates whether the adapter hears the view's display, prefetch and
  /// supplementary-view events: only an adapter that observes its source does. A view that
  /// displays a source to compare it with another (`display(_:)`) tells the source nothing,
  /// so that a comparison neither loads a page nor counts a row as seen.
  var eventsReachAdapter = false
  /// Called with each display and prefetch event (see ``DisplayState``); tells the adapter.
  var onItemEvent: ((ItemEvent, ListPosition, HeadlessReusableCell?) -> Void)?
  /// Called when a supplementary view appears (it was requested for a section in the window)
  /// or leaves (its section left the window, was deleted or reloaded, or the view reloaded),
  /// with its kind and its section (when it appeared); tells the adapter.
  var onSupplementaryEvent: ((SectionEvent, String, Int, HeadlessCollectionReusableView) -> Void)?

  var updateLog: [HeadlessUpdateRecord] = []
  var consoleLog: [String] = []
  /// Whether the view imitates a drop in progress (see `hasUncommittedUpdates`).
  var hasUncommittedUpdates = false
  var warnings: [InternalInconsistency] = []
  /// How many batches a stage's proof decided instead of this engine's validation.
  var provedBatches = 0
  /// How many sections' identity checks a stage's proof decided.
  var provedIdentities = 0
  /// The faults a device would have raised an exception for, under the `.raise` policy.
  var raisedExceptions: [InternalInconsistency] = []
  var lastChanges = ChangeMarkers()

  // MARK: Hosting a ListComposer source

  /// The adapter of the attached (or displayed) ListComposer source.
  var adapter: ListAdapter?
  /// The object through which the view reads the adapter's source.
  var adapterDataSource: AdapterDataSource?
  /// Whom the engine asks for data: the adapter's data source while a ListComposer source is
  /// shown, otherwise the view, which asks its own data source.
  var reader: (any ListEngineDataSource)? { adapterDataSource ?? client }
  /// Whether the view is in a window (see `HeadlessListView.isInWindow`).
  var isInWindow = true
  /// The animation an attached source's last batch asked for.
  var lastBatchAnimation: ListAnimation?
  /// The view shown behind the items.
  var backgroundView: HeadlessBackgroundView?
  /// The positions selected, as UIKit keeps them (ListEngine+Selection.swift).
  var selection: Set<ListPosition> = []
  /// Whether a touch adds to the selection instead of replacing it.
  var allowsMultipleSelection = false

  init(
    flavor: ListViewFlavor, options: HeadlessHostOptions,
    cellClass: @escaping (any AnyObject.Type) -> HeadlessReusableCell.Type?
  ) {
    self.flavor = flavor
    self.options = options
    self.cellClass = cellClass
    onItemEvent = { [weak self] event, position, cell in
      guard let self, eventsReachAdapter else { return }
      adapter?.handle(event, at: position, cell: cell)
    }
    onSupplementaryEvent = { [weak self] event, kind, section, view in
      guard let self, eventsReachAdapter else { return }
      adapter?.handleSupplementary(event, ofKind: kind, inSection: section, view: view)
    }
  }

  var eagerReloadCounts: Bool { options.eagerReloadCounts ?? (flavor == .table) }

  /// A Boolean value that indicates whether faults are recorded as a device's exceptions
  /// instead of thrown (``HeadlessHostOptions/InvalidUpdatePolicy/raise``).
  var raisesLikeADevice: Bool { options.invalidUpdatePolicy == .raise }

  /// Records a fault a device would have raised an exception for, and logs UIKit's line.
  func recordRaised(_ fault: InternalInconsistency) {
    raisedExceptions.append(fault)
    consoleLog.append(fault.description)
  }

  // MARK: The count cache (§1.2)

  /// Reads counts (and, unless told not to, identifiers and section titles) from the data
  /// source, ignoring the cache.
  ///
  /// A batch reads no titles: the sections it keeps keep theirs, and `apply` reads those of the
  /// sections it inserts or reloads.
  func readSnapshot(readingIdentifiers: Bool = true, readingTitles: Bool = true) -> Snapshot {
    guard let reader, reader.hasDataSource else { return Snapshot(counts: [], identifiers: nil) }
    let sectionCount = ListLimits.clamp(reader.dataSourceNumberOfSections())
    let counts = (0..<sectionCount).map {
      ListLimits.clamp(reader.dataSourceNumberOfItems(inSection: $0))
    }
    guard readingTitles else {
      return Snapshot(
        counts: counts, identifiers: readingIdentifiers ? readIdentifiers(counts: counts) : nil)
    }
    return Snapshot(
      counts: counts, identifiers: readingIdentifiers ? readIdentifiers(counts: counts) : nil,
      headers: (0..<sectionCount).map { reader.dataSourceHeaderTitle(forSection: $0) },
      footers: (0..<sectionCount).map { reader.dataSourceFooterTitle(forSection: $0) })
  }

  /// The cached counts, loading them first when the cache is stale (a lazy load point).
  @discardableResult
  func loadedSnapshot() -> Snapshot {
    if let cache { return cache }
    let snapshot = readSnapshot()
    cache = snapshot
    return snapshot
  }

  /// Drops every cell and the count cache; reloads the counts at once for eager flavours.
  func reloadData() {
    if batchDepth > 0 {
      let message =
        "reloadData() was called inside a batch update; UIKit documents that it must not be "
        + "called while updates are in progress"
      misuse.append(message)
      consoleLog.append(message)
    }
    if deliveringUserMove > 0 {
      let message =
        "reloadData() was called while the \(flavor.viewNoun) delivered the user's move to its "
        + "data source; the \(flavor.viewNoun) is still animating the move: reload on the next "
        + "turn of the main actor"
      userMoveMisuse.append(message)
      consoleLog.append(message)
    }
    endDisplayingAll()
    dropSupplementaryViews()
    selection.removeAll()
    for entry in cells.removeAll() { enqueue(entry.cell) }
    cache = eagerReloadCounts ? readSnapshot() : nil
    geometry?.isStale = true
    lastChanges = ChangeMarkers()
  }

  /// Reads the data from an adapter's data source from now on, or from the view's own with
  /// `nil`: discards every cell and the count cache, as setting a view's data source does.
  func read(from dataSource: AdapterDataSource?) {
    adapterDataSource = dataSource
    reloadData()
  }

  // MARK: The visible window (§1.3)

  var totalItemCount: Int { (cache?.counts ?? []).reduce(0, +) }

  /// The positions in the visible window, optionally followed by the prefetch margin, in order.
  func windowPositions(includingPrefetch: Bool) -> [ListPosition] {
    let counts = cache?.counts ?? []
    let start = max(0, firstVisibleItem)
    let limit = windowLength
    let length = includingPrefetch ? limit + max(0, options.prefetchMargin) : limit
    let end = start > Int.max - length ? Int.max : start + length
    var positions: [ListPosition] = []
    positions.reserveCapacity(min(length, max(0, totalItemCount - start)))
    var flatStart = 0
    // Plain loops: a test lays out every row after every change, in a debug build.
    var section = 0
    while section < counts.count {
      let flatEnd = flatStart + counts[section]
      var item = max(start, flatStart) - flatStart
      let upper = min(end, flatEnd) - flatStart
      while item < upper {
        positions.append(ListPosition(section: section, item: item))
        item += 1
      }
      flatStart = flatEnd
      if flatStart >= end { break }
      section += 1
    }
    return positions
  }

  func enqueue(_ cell: HeadlessReusableCell) {
    cell.position = nil
    guard let identifier = cell.reuseIdentifier else { return }
    pool[identifier, default: []].append(cell)
  }
}

/// One outermost batch a host processed: its operations and how validation went.
public struct HeadlessUpdateRecord: Hashable, Sendable {
  /// The operations of the batch, as recorded (nested batches flattened).
  public var update: BatchUpdate
  /// The fault that rejected the batch, or `nil` when it was applied.
  public var error: InternalInconsistency?
  /// Faults UIKit accepts that the batch contained (empty in strict mode).
  public var warnings: [InternalInconsistency]
  /// A Boolean value that indicates whether the adapter's pre-flight refused the batch, so that
  /// it never reached the view (``error`` says why); a device would have raised on it.
  public var refusedBeforeApplying = false
  /// A Boolean value that indicates whether this is not a batch but a move the user made
  /// (``HeadlessListView/moveItem(from:to:)``): the view moved the item, then told its data
  /// source.
  package var isUserMove = false

  /// A Boolean value that indicates whether the batch was applied.
  public var succeeded: Bool { error == nil }
}
