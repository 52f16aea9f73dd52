import ListComposer

/// Connects one data source to one view: the logic every host shares, written once and tested
/// on Linux by driving the headless views through it.
///
/// The adapter registers the source's cell (and supplementary view) types, including those of
/// children added later; becomes the source's host, so every change the source publishes is
/// applied as one batch; reloads instead of animating while the view cannot animate; checks
/// every batch against the counts the view holds before handing it over, and reloads and
/// reports instead of handing over one that breaks a rule UIKit raises an exception for (Swift
/// cannot catch it); applies changes made inside the view's callbacks on the main actor's next
/// turn; answers the view's data-source questions;
/// and routes the view's item events to the child that owns each position, with a screen-level
/// hook for analytics and routing.
///
/// An app gets one from what shows its screen (a bridge's `adapter`, a headless view's
/// `adapter` after `attach(_:)`); the package's own views make it:
///
///     let bridge = try TableViewBridge(screen, tableView: tableView)  // keep a reference
///     bridge.adapter.onItemEvent = { event, position, model in analytics.log(event, model) }
///     try bridge.adapter.withAnimation(.fade) { try contacts.append(grace) }
///
/// A view conforms to the package's `ListHostView`; the UIKit bridge's data-source and
/// delegate objects forward to an adapter, as the headless views do. The adapter holds the
/// source strongly and the view weakly; it stops observing the source when it is detached or deallocated, and when
/// another adapter takes over its view, so a source a view no longer shows never reaches it.
/// Deallocated without ``detach()``, it does what `detach()` does: the source leaves the screen
/// (a load in flight is cancelled on the main actor's next turn, and its answer never shows).
///
/// The adapter tells the source's relay when each change it handed over is on screen: when the
/// view completes the batch (`ListHostView.applyBatch(_:animation:completion:)`), or the
/// reload that replaced it (`ListHostView.reloadData(completion:)`). That is what
/// `UpdateRelay.shown()` and `UpdateRelay.whenShown(_:)` wait for.
///
/// A view that must be given a cell whatever happens (UIKit's) gets one: a source's failure is
/// reported, logged and replaced by a cell the view accepts, never a trap. What the user may do
/// with each source's items, and the sizes and section events it answers for, is one value per
/// source (``setHandlers(_:for:)``), and per-source values such as collection-view section
/// layouts are found for a section by the package's `ProvidersBySource`.
///
/// The adapter's work is split by job: it applies the source's changes to the view
/// (`Adapter/Updating`), answers the view's questions (`Adapter/Answering`, `package`: only
/// the package's own views and bridges ask them) and keeps each source's handlers
/// (`Adapter/Handlers`).
@MainActor
public final class ListAdapter {
  /// The source shown.
  public let source: AnyDataSource

  // Exclusivity: the stored properties marked `@exclusivity(unchecked)` are read or written
  // for every cell, display event or batch, where the run-time check of each access costs
  // more than the access (issue 41). They are only touched on the main actor; each access is a
  // whole read or write or a standard-library collection operation, none is in progress while
  // the adapter calls out (to the view, a source or an app's closure, which is read first and
  // then called), and an app's closure that an access replaces is released after it: no code
  // of the app's runs inside one, so no two can overlap. An app reaches its settings only
  // through the computed properties below, whose `inout` accesses work on a copy.

  /// The view shown in, or `nil` once it is gone.
  @exclusivity(unchecked) package private(set) weak var view: (any ListHostView)?

  /// What an app sets on the adapter, behind the computed properties below.
  @exclusivity(unchecked) private var settings = Settings()

  /// What an app sets on the adapter.
  private struct Settings {
    var animation = ListAnimation.automatic
    var onItemEvent: (@MainActor (ItemEvent, ListPosition, Any?) -> Void)?
    var onFailure: (@MainActor (ListAdapterFailure) -> Void)?
    var scrollAnchoring = ScrollAnchoring.contentOffset
    var onItemsInsertedBelow: (@MainActor (Int) -> Void)?
  }

  /// How batches are animated unless ``withAnimation(_:_:)`` says otherwise.
  public var animation: ListAnimation {
    get { settings.animation }
    set { settings.animation = newValue }
  }

  /// Called for every item event the view reports, after the owning source handled it, with
  /// the screen position and the model there: one hook for analytics and routing.
  public var onItemEvent: (@MainActor (ItemEvent, ListPosition, Any?) -> Void)? {
    get { settings.onItemEvent }
    set {
      let old = settings.onItemEvent
      withExtendedLifetime(old) { settings.onItemEvent = newValue }
    }
  }

  /// Called when something could not be shown: a cell or supplementary view the source could
  /// not provide, or a batch the view rejected (it reloaded).
  public var onFailure: (@MainActor (ListAdapterFailure) -> Void)? {
    get { settings.onFailure }
    set {
      let old = settings.onFailure
      withExtendedLifetime(old) { settings.onFailure = newValue }
    }
  }

  /// What stays in place when a batch changes the rows above the ones the reader sees: the
  /// content offset (the default, as in UIKit), the first visible item, or the bottom of a
  /// chat while the reader is there. See ``ScrollAnchoring``.
  public var scrollAnchoring: ScrollAnchoring {
    get { settings.scrollAnchoring }
    set { settings.scrollAnchoring = newValue }
  }

  /// Called after a batch that inserted items below the last visible one while the reader's
  /// place was kept (``scrollAnchoring`` is not ``ScrollAnchoring/contentOffset``, and a chat's
  /// reader had scrolled up), with their number: for a "new messages" badge.
  public var onItemsInsertedBelow: (@MainActor (Int) -> Void)? {
    get { settings.onItemsInsertedBelow }
    set {
      let old = settings.onItemsInsertedBelow
      withExtendedLifetime(old) { settings.onItemsInsertedBelow = newValue }
    }
  }

  /// Called after each batch the view applied and each reload of the view (made, or arranged
  /// for when the view has uncommitted updates): for a selection kept as item identifiers
  /// outside the view (``BoundSelection``), which drops those of items that went.
  @exclusivity(unchecked) package var onChangeApplied: (@MainActor () -> Void)?

  var registeredCells: Set<CellRegistration> = []
  @exclusivity(unchecked) var registeredSupplementaries: Set<SupplementaryRegistration> = []
  /// The source's registrations when they were last all registered: the same lists again (the
  /// usual batch) need no look-up one by one.
  var lastCellRegistrations: [CellRegistration] = []
  var lastSupplementaryRegistrations: [SupplementaryRegistration] = []
  /// The `RegistrationRevision` at the last check of the source's registrations, when every
  /// source of the screen reports its registration changes; `nil` when the next batch must
  /// check them all.
  var checkedRegistrationRevision: Int?
  /// How many times the source's registrations were all asked for: for tests, to see that a
  /// screen whose registrations did not change is not asked again.
  @exclusivity(unchecked) package internal(set) var registrationChecks = 0
  var animationOverride: ListAnimation?
  /// What each displayed cell shows: its leaf source's handler, the model and its position
  /// there when it appeared, so that its end of display reaches the same item even after it was
  /// deleted.
  @exclusivity(unchecked) var displayed: [ObjectIdentifier: Shown] = [:]

  /// A displayed cell: its screen section, for the section events, and its item. One record
  /// per cell, so that a display event looks the cell up once.
  struct Shown {
    /// The screen section the cell appeared in, where section batches since put it; -1 when
    /// it is in none (a batch deleted its section, or it appeared outside the sections).
    var section: Int
    /// The cell's item, or `nil` when no source had a model for its position.
    var item: Item?

    /// A displayed cell's item. Only what its end of display hands on: a leaf that handles no
    /// events is not kept (one existential less to copy and release for every cell).
    struct Item {
      /// The leaf as a handler of its shown items' events, found when the cell appeared.
      let events: (any ShownItemEventHandling)?
      let model: Any
      let position: ListPosition
    }

    /// Returns the item and leaves the record without one: no copy of the item to make and
    /// release when the record is done with.
    mutating func takeItem() -> Item? {
      var taken: Item?
      swap(&taken, &item)
      return taken
    }
  }
  /// The cell last dequeued for the view, where, and the source below the screen's sectioned
  /// compositions that made it, at its position there: the `willDisplay` that follows for that
  /// cell finds its owner here instead of walking down the screen again. Forgotten when a
  /// change is applied or the view reloads, which may move the owner.
  var lastDequeued: DequeuedCell?

  /// A cell just dequeued, and which source below the screen's sectioned compositions made it.
  struct DequeuedCell {
    let cell: ObjectIdentifier
    let position: ListPosition
    let owner: AnyDataSource
    let local: ListPosition
  }
  var isAttached = false
  /// The positions whose cells the batch being applied reconfigures, after the batch.
  var reconfiguring: Set<ListPosition> = []
  /// The source's relay, which the adapter is the host of while attached; kept apart from
  /// ``source`` so that `deinit` can reach it.
  let relay: UpdateRelay
  let hostName: String

  /// Reuse identifiers the app registers itself: the adapter never registers a class for them.
  let keptIdentifiers: Set<String>
  /// Every reuse identifier a source may dequeue: registered by the adapter, by the app, or
  /// found registered in the view.
  var knownIdentifiers: Set<String> = []
  /// A Boolean value that indicates whether the view was told to reload and has not read its
  /// counts since: a batch now would be checked against counts the view does not have yet.
  /// Only the view clears it, by reading its counts through ``numberOfSections(readBy:)``.
  var awaitsCounts = false
  /// A Boolean value that indicates whether the view asked for a cell while it had not read its
  /// counts through ``numberOfSections(readBy:)``: it reads them some other way, and every
  /// batch would be a reload.
  var readCellsWithoutCounts = false
  /// A Boolean value that indicates whether that was reported; it is, once.
  var reportedCountsContract = false
  /// The reload owed to a view with uncommitted updates, while one is owed
  /// (ListAdapter+UncommittedUpdates.swift).
  var uncommittedUpdatesWait: UncommittedUpdatesWait?
  /// How many batches a stage's proof decided instead of the pre-flight (see `StageProof`):
  /// for tests, to see that the path they expect to be proved was.
  @exclusivity(unchecked) package internal(set) var provedBatches = 0
  /// The counts the view holds as far as the adapter knows: what it read after its last
  /// reload, then each applied batch's counts. Used where the view cannot report its own.
  var shownCounts: [Int]?
  /// Who lets the user delete items, by source.
  var deletion = ProvidersBySource<ItemDeletion>()
  /// Who lets the user move items, gives swipe actions and menus, and vetoes touches.
  var interactions = ItemInteractions()
  /// Who handles section events, and which sections the view displays.
  @exclusivity(unchecked) var sectionEvents = SectionEventRouting()
  /// Who hears what the viewport shows, and what it showed (Adapter/Visibility).
  var visibility = VisibilityTracking()
  /// The batches the source published while the user's move the view already performed was
  /// delivered, or `nil` when none is being delivered: they are not applied again.
  @exclusivity(unchecked) var absorbedBatches: [BatchUpdate]?
  /// Intercepts dequeues for ``cell(at:as:placeholder:)``.
  lazy var recorder = DequeueRecorder(adapter: self)
  /// The background shown behind the rows, and whose state it shows
  /// (ListAdapter+Background.swift).
  var shownBackground: ShownBackground?
  /// The items the view selects, by identity, as last read from the view: what the adapter
  /// selects again after a batch or a reload drops them (ListAdapter+KeptSelection.swift).
  var keptSelection: [KeptSelectedItem] = []

  /// The adapter that shows a source in each view, so that a new one detaches the old one.
  private static var adapterOfView: [ObjectIdentifier: WeakAdapter] = [:]
  /// The size of ``adapterOfView`` at which entries of released adapters and views are pruned
  /// next: twice its size after the last pruning, so that an attach costs O(1) amortised
  /// however many views the app shows.
  private static var pruningSize = 64

  /// Shows a source in a view: registers its cell types, becomes its host and reloads the view.
  ///
  /// With `observesChanges` set to `false` the adapter shows the source as it is without
  /// becoming its host (the view does not hear of later changes, and the source may belong to
  /// a composition or another view): for comparing a live view with one rebuilt from the data.
  ///
  /// An adapter that showed another source in the same view is detached once this one is
  /// ready: one view shows one source. When construction throws, that adapter still shows its
  /// source in the view (unless it showed this same source, which can have one host only).
  ///
  /// - Parameters:
  ///   - source: The source to show.
  ///   - view: The view to show it in.
  ///   - observesChanges: Whether to become the source's host.
  ///   - reuseIdentifiers: Identifiers for which the app registers cells itself (a nib, say):
  ///     the adapter does not register a class over them.
  ///
  /// - Throws: `ListError.alreadyComposed(child:)` for a source that belongs to a
  ///   composition, `ListError.alreadyAttached(_:)` for one another view shows,
  ///   `ListError.conflictingRegistration(reuseIdentifier:existing:new:)` when two of its cell
  ///   types share a reuse identifier, and the view's registration errors as
  ///   `ListError.hostFailed(host:reason:)`.
  package init(
    source: some DataSource, view: some ListHostView, observesChanges: Bool = true,
    keepingRegistrationsOf reuseIdentifiers: Set<String> = []
  ) throws(ListError) {
    self.source = AnyDataSource(source)
    relay = source.updates
    self.view = view
    hostName = String(describing: type(of: view))
    keptIdentifiers = reuseIdentifiers
    knownIdentifiers = reuseIdentifiers
    // The adapter that shows this source in the view now gives it up first: the source has one
    // host. Any other keeps the view until nothing below can fail.
    Self.releaseView(view, ifItShows: relay)
    if observesChanges {
      try self.source.updates.attachHost(
        self,
        checkRegistrations: { [weak self] registrations throws(ListError) in
          try self?.checkCanRegister(registrations)
        },
        { [weak self] update throws(ListError) in try self?.apply(update) })
      isAttached = true
      relay.addScreenHook(by: self) { [weak self] event in
        switch event {
        case .backgroundMayHaveChanged: self?.refreshBackground()
        case .itemsResized(let positions): self?.resizeItems(at: positions)
        case .leftScreen: break
        }
      }
    }
    do {
      try registerNewTypes()
    } catch {
      detach()
      throw error
    }
    Self.takeOver(view, by: self)
    view.didAttach(self)
    reload(view)
    refreshBackground()
  }

  deinit {
    // Deallocation does what detach() does: the source leaves the screen (a load in flight is
    // cancelled). The relay drops this adapter's entry on the main actor's next turn, or
    // sooner if the source publishes or loads before then.
    guard isAttached else { return }
    let relay = relay
    Task { @MainActor in relay.dropDeadHosts() }
  }

  /// Detaches the adapter that shows a source in `view` when that source reports through
  /// `relay`, so that another adapter can become the source's host.
  private static func releaseView(_ view: some ListHostView, ifItShows relay: UpdateRelay) {
    if let previous = adapterOfView[ObjectIdentifier(view)]?.adapter, previous.view === view,
      previous.relay === relay
    {
      previous.detach()
    }
  }

  /// Detaches the adapter that showed a source in `view` before `adapter` and remembers
  /// `adapter` as the view's.
  private static func takeOver(_ view: some ListHostView, by adapter: ListAdapter) {
    let key = ObjectIdentifier(view)
    if let previous = adapterOfView[key]?.adapter, previous !== adapter, previous.view === view {
      previous.detach()
    }
    if adapterOfView.count >= pruningSize {
      adapterOfView = adapterOfView.filter { $0.value.adapter?.view != nil }
      pruningSize = max(64, 2 * adapterOfView.count)
    }
    adapterOfView[key] = WeakAdapter(adapter: adapter)
  }

  /// Stops observing the source; the view keeps the rows it shows until it reloads, and loses
  /// the background the adapter set (see ``backgroundSource``), which nothing would update any
  /// more. The source is then free to join a composition or another view.
  public func detach() {
    source.updates.removeObserver(self)
    relay.removeScreenHook(by: self)
    isAttached = false
    removeBackground()
    // Nothing keeps the selection for a view the source no longer reaches.
    keptSelection = []
  }

  /// A Boolean value that indicates whether the adapter still applies the source's changes.
  public var isObserving: Bool { isAttached && source.updates.hasHost }

  /// Reloads the view from the source.
  public func reloadData() {
    try? registerNewTypes()
    if let view { reload(view) }
    refreshBackground()
  }

  /// Takes the counts after a user's move the view performed as the view's.
  func viewDidMove(countsAfter counts: [Int]) {
    if shownCounts != nil { shownCounts = counts }
    keepViewSelectionOnNextTurn()
  }

  /// Treats the view as stale until it reloads on the main actor's next turn: a batch before
  /// then reloads instead. For a view whose callback is running, which must not reload inside
  /// it.
  func resynchronizeOnNextTurn() {
    awaitsCounts = true
    // The source's data is not on screen until then: a wait for it ends with the reload.
    let ticket = isAttached ? relay.beginShowing() : nil
    Task { @MainActor [weak self] in
      guard let self else {
        ticket?.finish()
        return
      }
      try? self.registerNewTypes()
      if let view = self.view {
        self.reload(view, then: ticket)
        self.refreshBackground()
      } else {
        ticket?.finish()
      }
    }
  }

  /// Reloads one item the view shows where the source has it now (its data changed, its
  /// counts did not), checked as every batch is.
  func reloadItemAsShown(_ position: ListPosition) {
    try? apply(BatchUpdate(reloadedItems: [position]))
  }

  /// Reloads the view and remembers that it has not read its new counts yet; finishes `ticket`
  /// once the view shows the reloaded data.
  func reload(_ view: any ListHostView, then ticket: ShowingTicket? = nil) {
    lastDequeued = nil
    awaitsCounts = true
    shownCounts = nil
    visibilityNeedsRebuild()
    defer {
      onChangeApplied?()
      refreshVisibility()
    }
    if !defersReload(of: view, then: ticket) {
      if let ticket {
        view.reloadData(completion: { ticket.finish() })
      } else {
        view.reloadData()
      }
    }
    // Unless the reload waits for the view's uncommitted updates, the view selects nothing now
    // (UIKit) or rows that may show other items (AppKit).
    if !view.hasUncommittedUpdates { keepSelectionAfterReload() }
  }

  /// Runs `body` with every batch it causes animated as `animation`.
  ///
  ///     try adapter.withAnimation(.none) { try messages.remove(at: first) }
  @discardableResult
  public func withAnimation<Result, Failure: Error>(
    _ animation: ListAnimation, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let saved = animationOverride
    animationOverride = animation
    defer { animationOverride = saved }
    return try body()
  }

}

/// What a ``ListAdapter`` could not show.
public enum ListAdapterFailure: Hashable, Sendable {
  /// The source could not provide the cell at a position.
  case cell(ListPosition, error: String)
  /// The source could not provide a supplementary view.
  case supplementaryView(kind: String, ListPosition, error: String)
  /// The view rejected a batch and reloaded instead.
  case batch(BatchUpdate, reason: String)
  /// The user asked to delete an item and its source could not.
  case deletion(ListPosition, error: String)
  /// The user moved an item and no source accepted the move, or its handler failed: the view
  /// reloads.
  case move(from: ListPosition, to: ListPosition, error: String)
  /// An action the user chose (a swipe action, a menu item) failed.
  case action(identifier: String, ListPosition, error: String)
}

/// A weak reference to an adapter.
private struct WeakAdapter {
  weak var adapter: ListAdapter?
}
