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
///     let adapter = try ListAdapter(source: screen, view: tableView)  // keep a reference
///     adapter.onItemEvent = { event, position, model in analytics.log(event, model) }
///     try adapter.withAnimation(.fade) { try contacts.append(grace) }
///
/// A view conforms to ``ListHostView``; the UIKit bridge's data-source and delegate objects
/// forward to an adapter, as the headless views do. The adapter holds the source strongly and
/// the view weakly; it stops observing the source when it is detached or deallocated, and when
/// another adapter takes over its view, so a source a view no longer shows never reaches it.
/// Deallocated without ``detach()``, it does what `detach()` does: the source leaves the screen
/// (a load in flight is cancelled on the main actor's next turn, and its answer never shows).
///
/// The adapter tells the source's relay when each change it handed over is on screen: when the
/// view completes the batch (``ListHostView/applyBatch(_:animation:completion:)``), or the
/// reload that replaced it (``ListHostView/reloadData(completion:)``). That is what
/// ``UpdateRelay/shown()`` and ``UpdateRelay/whenShown(_:)`` wait for.
///
/// A view that must be given a cell whatever happens (UIKit's) asks with
/// ``cell(at:as:placeholder:)``: a source's failure is reported, logged and replaced by a cell
/// the view accepts, never a trap. Items can be made deletable by the user per source
/// (``allowDeleting(in:where:delete:)``), and per-source values such as collection-view section
/// layouts are found for a section by ``ProvidersBySource``.
@MainActor
public final class ListAdapter {
  /// The source shown.
  public let source: AnyDataSource

  /// The view shown in, or `nil` once it is gone.
  public private(set) weak var view: (any ListHostView)?

  /// How batches are animated unless ``withAnimation(_:_:)`` says otherwise.
  public var animation: ListAnimation = .automatic

  /// Called for every item event the view reports, after the owning source handled it, with
  /// the screen position and the model there: one hook for analytics and routing.
  public var onItemEvent: (@MainActor (ItemEvent, ListPosition, Any?) -> Void)?

  /// Called when something could not be shown: a cell or supplementary view the source could
  /// not provide, or a batch the view rejected (it reloaded).
  public var onFailure: (@MainActor (ListAdapterFailure) -> Void)?

  /// Called after each batch the view applied and each reload of the view (made, or arranged
  /// for when the view has uncommitted updates): for a selection kept as item identifiers
  /// outside the view (``BoundSelection``), which drops those of items that went.
  package var onChangeApplied: (@MainActor () -> Void)?

  private var registeredCells: Set<CellRegistration> = []
  var registeredSupplementaries: Set<SupplementaryRegistration> = []
  /// The source's registrations when they were last all registered: the same lists again (the
  /// usual batch) need no look-up one by one.
  private var lastCellRegistrations: [CellRegistration] = []
  private var lastSupplementaryRegistrations: [SupplementaryRegistration] = []
  private var animationOverride: ListAnimation?
  /// What each displayed cell shows: its leaf source, the model and its position there when it
  /// appeared, so that its end of display reaches the same item even after it was deleted.
  private var displayed: [ObjectIdentifier: Shown] = [:]

  private struct Shown {
    let leaf: any DataSource
    let model: Any
    let position: ListPosition
  }
  private var isAttached = false
  /// The positions whose cells the batch being applied reconfigures, after the batch.
  private var reconfiguring: Set<ListPosition> = []
  /// The source's relay, which the adapter is the host of while attached; kept apart from
  /// ``source`` so that `deinit` can reach it.
  private let relay: UpdateRelay
  let hostName: String

  /// Reuse identifiers the app registers itself: the adapter never registers a class for them.
  private let keptIdentifiers: Set<String>
  /// Every reuse identifier a source may dequeue: registered by the adapter, by the app, or
  /// found registered in the view.
  var knownIdentifiers: Set<String> = []
  /// A Boolean value that indicates whether the view was told to reload and has not read its
  /// counts since: a batch now would be checked against counts the view does not have yet.
  /// Only the view clears it, by reading its counts through ``numberOfSections(readBy:)``.
  private var awaitsCounts = false
  /// A Boolean value that indicates whether the view asked for a cell while it had not read its
  /// counts through ``numberOfSections(readBy:)``: it reads them some other way, and every
  /// batch would be a reload.
  private var readCellsWithoutCounts = false
  /// A Boolean value that indicates whether that was reported; it is, once.
  private var reportedCountsContract = false
  /// The reload owed to a view with uncommitted updates, while one is owed
  /// (ListAdapter+UncommittedUpdates.swift).
  var uncommittedUpdatesWait: UncommittedUpdatesWait?
  /// How many batches a stage's proof decided instead of the pre-flight (see `StageProof`):
  /// for tests, to see that the path they expect to be proved was.
  package private(set) var provedBatches = 0
  /// The counts the view holds as far as the adapter knows: what it read after its last
  /// reload, then each applied batch's counts. Used where the view cannot report its own.
  private var shownCounts: [Int]?
  /// Who lets the user delete items, by source.
  var deletion = ProvidersBySource<ItemDeletion>()
  /// Who lets the user move items, gives swipe actions and menus, and vetoes touches.
  var interactions = ItemInteractions()
  /// Who handles section events, and which sections the view displays.
  var sectionEvents = SectionEventRouting()
  /// The batches the source published while the user's move the view already performed was
  /// delivered, or `nil` when none is being delivered: they are not applied again.
  var absorbedBatches: [BatchUpdate]?
  /// Intercepts dequeues for ``cell(at:as:placeholder:)``.
  lazy var recorder = DequeueRecorder(adapter: self)
  /// The background shown behind the rows, and whose state it shows
  /// (ListAdapter+Background.swift).
  var shownBackground: ShownBackground?

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
  /// - Throws: ``ListError/alreadyComposed(child:)`` for a source that belongs to a
  ///   composition, ``ListError/alreadyAttached(_:)`` for one another view shows,
  ///   ``ListError/conflictingRegistration(reuseIdentifier:existing:new:)`` when two of its cell
  ///   types share a reuse identifier, and the view's registration errors as
  ///   ``ListError/hostFailed(host:reason:)``.
  public init(
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
        if case .backgroundMayHaveChanged = event { self?.refreshBackground() }
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
  private func reload(_ view: any ListHostView, then ticket: ShowingTicket? = nil) {
    awaitsCounts = true
    shownCounts = nil
    defer { onChangeApplied?() }
    if defersReload(of: view, then: ticket) { return }
    if let ticket {
      view.reloadData(completion: { ticket.finish() })
    } else {
      view.reloadData()
    }
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

  // MARK: Applying changes

  /// Hands a change to the view as a batch, or reloads the view instead, and tells the relay
  /// when the view shows it (see ``UpdateRelay/whenShown(_:)``): when the batch's completion
  /// runs, or the reload's, for a batch the view refused or could not take.
  private func apply(_ update: BatchUpdate) throws(ListError) {
    // What the adapter does around the view's own work is its pre-flight (see UpdatePhases).
    try UpdatePhases.measure(.preflight) { () throws(ListError) in try applyChecked(update) }
  }

  private func applyChecked(_ published: BatchUpdate) throws(ListError) {
    guard let view else { return }
    // The batch handed to the view: the published one, or that with some reconfigures reloaded.
    var update = published
    // The view already shows the user's move this batch reports (see moveItem(from:to:)).
    if absorbedBatches != nil {
      absorbedBatches?.append(update)
      return
    }
    // The background follows the batch, or the reload that replaced it.
    defer { refreshBackground() }
    // An adapter that is not the source's host shows no change of its screen.
    let ticket = isAttached ? relay.beginShowing() : nil
    do {
      // A child added after attaching may bring types the view has not seen.
      try registerNewTypes()
      // Not on screen, or told to reload and not laid out since (a collection view reads its
      // counts lazily): a batch would be checked against counts the view does not have.
      // A view with uncommitted updates (a drop in progress) takes no batch: it reloads once
      // they are committed.
      guard view.isReadyForAnimatedUpdates, !awaitsCounts, !view.hasUncommittedUpdates else {
        reload(view, then: ticket)
        if awaitsCounts, readCellsWithoutCounts { reportCountsContract(update) }
        return
      }
      let after = currentCounts()
      let proved = mappingProvedByItsStage(published, on: view, countsAfter: after)
      if proved == nil {
        try preflight(published, on: view, countsAfter: after)
      }
      // A reconfigured cell that would change kind is reloaded instead (UIKit raises).
      let (replacement, reconfiguredAfter) = reloadingCellsThatChangeKind(
        in: published,
        reconfigured: reconfiguredItems(
          of: published, on: view, countsAfter: after, provedMapping: proved),
        on: view)
      reconfiguring = reconfiguredAfter
      defer { reconfiguring = [] }
      if let replacement {
        update = replacement
        // An item deleted and inserted instead follows other rules than a reconfigure.
        if !update.changesOnlyContents { try preflight(update, on: view, countsAfter: after) }
      }
      // Displayed sections follow the batch before the view reports rows at new positions.
      noteSectionsMoved(
        by: update,
        sectionCountBefore: after.count + update.deletedSections.count
          - update.insertedSections.count)
      try UpdatePhases.measure(.applying) { () throws(any Error) in
        try view.applyBatch(
          update, animation: animationOverride ?? animation, completion: { ticket?.finish() })
      }
      refreshSupplementaryViews(after: update)
      shownCounts = after
      onChangeApplied?()
    } catch {
      let reason = (error as? any ListHostFault)?.reason ?? "\(error)"
      view.log(
        "ListComposer: \(hostName) could not apply a change and reloaded its data: \(reason)")
      reload(view, then: ticket)
      onFailure?(.batch(update, reason: reason))
      throw .hostFailed(host: hostName, reason: reason)
    }
  }

  /// Reports, once, that a batch became a reload because the view reads its counts without
  /// ``numberOfSections(readBy:)``: a custom view that breaks that part of the contract would
  /// otherwise get only reloads, silently.
  private func reportCountsContract(_ update: BatchUpdate) {
    guard !reportedCountsContract else { return }
    reportedCountsContract = true
    report(
      .batch(
        update,
        reason: "the view asked for cells without reading its counts through "
          + "numberOfSections(readBy:) since it last reloaded, so no batch can be checked "
          + "against them and every change reloads it; its data source must answer the number "
          + "of sections with adapter.numberOfSections(readBy: view)"))
  }

  /// Notes a cell the view asks for: one asked for before the view read its counts through
  /// ``numberOfSections(readBy:)`` shows that it reads them some other way.
  func noteCellRequest() {
    if awaitsCounts { readCellsWithoutCounts = true }
  }

  /// Where the items a batch reconfigures are after it, each with its position before: the
  /// positions whose cells the view fills again in place while it applies the batch.
  ///
  /// - Complexity: O(r) for a batch that only reconfigures and reloads, where r is the number
  ///   of reconfigured items; O(n + c log c) when it also changes the structure (n items after
  ///   the batch, c operations); O(r) given the mapping a stage's proof gave the batch.
  private func reconfiguredItems(
    of update: BatchUpdate, on view: any ListHostView, countsAfter after: [Int],
    provedMapping: BatchMapping?
  ) -> [(before: ListPosition, after: ListPosition)] {
    guard !update.reconfiguredItems.isEmpty else { return [] }
    guard !update.changesOnlyContents else { return update.reconfiguredItems.map { ($0, $0) } }
    let before = view.displayedItemCounts ?? shownCounts
    guard
      let mapping = provedMapping
        ?? before.flatMap({ before in
          try? BatchValidator(flavor: view.batchFlavor).validate(
            update, countsBefore: before, countsAfter: after
          ).mapping
        })
    else { return [] }
    return update.reconfiguredItems.compactMap { old in
      mapping.newPosition(ofOld: old).map { (old, $0) }
    }
  }

  /// Checks a batch against the counts the view holds and the source's counts now, with the
  /// rules UIKit raises an exception for, so that a batch UIKit would reject never reaches it.
  ///
  /// - Throws: The `InternalInconsistency` UIKit would have raised; a view that cannot tell
  ///   its counts, and never read them through the adapter, fails as if its counts were stale.
  ///
  /// - Complexity: O(s + c log c), where s is the number of sections and c the number of
  ///   operations in the batch.
  private func preflight(
    _ update: BatchUpdate, on view: any ListHostView, countsAfter after: [Int]
  ) throws(InternalInconsistency) {
    do throws(InternalInconsistency) {
      guard let before = view.displayedItemCounts ?? shownCounts else {
        throw InternalInconsistency(
          .sectionCount,
          "the view has not read its counts since it was reloaded, so no batch can be checked "
            + "against them")
      }
      try BatchValidator(flavor: view.batchFlavor).preflight(
        update, countsBefore: before, countsAfter: after)
    } catch {
      view.didRefuseBatch(update, because: error)
      throw error
    }
  }

  /// The mapping the proof of the stage being published (see `StageProof`) gives the batch
  /// against the counts the view holds, or `nil` when it does not decide it. With a mapping,
  /// the pre-flight would accept the batch, and is skipped.
  ///
  /// - Complexity: O(s + c), where s is the number of sections and c the number of operations.
  private func mappingProvedByItsStage(
    _ update: BatchUpdate, on view: any ListHostView, countsAfter after: [Int]
  ) -> BatchMapping? {
    guard let before = view.displayedItemCounts ?? shownCounts,
      let decision = StageProof.decide(
        update, countsBefore: before, countsAfter: after, rules: BatchRules())
    else { return nil }
    provedBatches += 1
    return decision.validation.mapping
  }

  /// The source's counts now, section by section, read as a view reads them.
  ///
  /// - Complexity: O(s), where s is the number of sections.
  package func currentCounts() -> [Int] {
    let sections = ListLimits.clamp(source.numberOfSections)
    return (0..<sections).map { ListLimits.clamp(source.numberOfItems(inSection: $0)) }
  }

  /// Registers the source's cell and supplementary types the view has not been given yet.
  private func registerNewTypes() throws(ListError) {
    guard let view else { return }
    let cellRegistrations = source.cellRegistrations
    let cells =
      cellRegistrations == lastCellRegistrations
      ? [] : cellRegistrations.filter { !registeredCells.contains($0) }
    if !cells.isEmpty {
      try checkCanRegister(cells)
      for registration in cells {
        let identifier = registration.reuseIdentifier
        if !keptIdentifiers.contains(identifier), !viewCreatesCells(of: registration) {
          do {
            try view.registerCell(registration)
          } catch {
            throw .hostFailed(
              host: hostName, reason: (error as? any ListHostFault)?.reason ?? "\(error)")
          }
        }
        registeredCells.insert(registration)
        knownIdentifiers.insert(identifier)
      }
    }
    lastCellRegistrations = cellRegistrations
    let supplementaryRegistrations = source.supplementaryRegistrations
    guard supplementaryRegistrations != lastSupplementaryRegistrations else { return }
    let supplementaries = supplementaryRegistrations.filter {
      !registeredSupplementaries.contains($0)
    }
    guard !supplementaries.isEmpty, let host = view as? any SupplementaryViewHost else {
      lastSupplementaryRegistrations = supplementaryRegistrations
      return
    }
    for registration in supplementaries {
      do {
        try host.registerSupplementaryView(registration)
      } catch {
        throw .hostFailed(
          host: hostName, reason: (error as? any ListHostFault)?.reason ?? "\(error)")
      }
      registeredSupplementaries.insert(registration)
    }
    lastSupplementaryRegistrations = supplementaryRegistrations
  }

  /// A Boolean value that indicates whether the view already creates cells of the
  /// registration's class (or a subclass) for its identifier, from a registration of the app's.
  private func viewCreatesCells(of registration: CellRegistration) -> Bool {
    guard
      let existing = view?.existingCellClass(forReuseIdentifier: registration.reuseIdentifier)
    else { return false }
    return isClass(existing, kindOf: registration.cellType)
  }

  /// Throws when the registrations clash with each other or with the view's.
  private func checkCanRegister(_ registrations: [CellRegistration]) throws(ListError) {
    var claimed: [String: CellRegistration] = [:]
    for registration in registrations {
      if let other = claimed[registration.reuseIdentifier],
        ObjectIdentifier(other.cellType) != ObjectIdentifier(registration.cellType)
      {
        throw .conflictingRegistration(
          reuseIdentifier: registration.reuseIdentifier, existing: other.cellTypeName,
          new: registration.cellTypeName)
      }
      claimed[registration.reuseIdentifier] = registration
    }
    // The app's own registrations are not the view's to check against.
    try view?.checkRegistrations(
      registrations.filter { !keptIdentifiers.contains($0.reuseIdentifier) })
  }

  // MARK: Answering the view

  /// The number of sections of the source.
  ///
  /// A view's data source answers with ``numberOfSections(readBy:)`` instead, so that the
  /// adapter knows the view has read its counts.
  public var numberOfSections: Int {
    ListLimits.clamp(source.numberOfSections)
  }

  /// Returns the number of sections, for the data source of the view this adapter shows the
  /// source in: the view's first read after a reload tells the adapter that the view holds the
  /// source's counts again, so that batches can be animated again.
  ///
  ///     func numberOfSections(in tableView: UITableView) -> Int {
  ///       adapter.numberOfSections(readBy: host)
  ///     }
  ///
  /// A read by anything but the adapter's view (app code, a second view) changes nothing.
  ///
  /// - Complexity: O(1), or O(s) for the first read after a reload, where s is the number of
  ///   sections.
  public func numberOfSections(readBy reader: any ListHostView) -> Int {
    source.updates.answeringView {
      if awaitsCounts, reader === view {
        awaitsCounts = false
        shownCounts = currentCounts()
      }
      return numberOfSections
    }
  }

  /// Returns the number of items in a section.
  public func numberOfItems(inSection section: Int) -> Int {
    ListLimits.clamp(source.numberOfItems(inSection: section))
  }

  /// Returns the configured cell for a position, dequeued from the view.
  ///
  /// - Throws: The source's error, which is also reported to ``onFailure``.
  public func cell(at position: ListPosition) throws -> AnyObject {
    guard let view else { throw ListError.hostFailed(host: hostName, reason: "the view is gone") }
    noteCellRequest()
    do {
      let cell = try source.updates.answeringView { () throws -> AnyObject in
        try source.cell(at: position, for: CellRequest(host: view, hostPosition: position))
      }
      // A displayed cell filled again in place (a reconfigure) now shows the item as it is:
      // its end of display must carry that model. (A cell dequeued for another row is a new
      // display, which willDisplay records.)
      let id = ObjectIdentifier(cell)
      if reconfiguring.contains(position), displayed[id] != nil,
        let (leaf, local) = leaf(at: position),
        let model = leaf.model(at: local)
      {
        displayed[id] = Shown(leaf: leaf, model: model, position: local)
      }
      return cell
    } catch {
      onFailure?(.cell(position, error: "\(error)"))
      throw error
    }
  }

  /// Returns the supplementary view of a kind for a position (a section's header, say), or
  /// `nil` when the owning source has none of that kind.
  ///
  /// - Throws: The source's error, which is also reported to ``onFailure``.
  public func supplementaryView(ofKind kind: String, at position: ListPosition) throws
    -> AnyObject?
  {
    guard let host = view as? any SupplementaryViewHost else { return nil }
    do {
      return try source.updates.answeringView { () throws -> AnyObject? in
        try source.supplementaryView(
          ofKind: kind, at: position,
          for: SupplementaryRequest(host: host, kind: kind, hostPosition: position))
      }
    } catch {
      onFailure?(.supplementaryView(kind: kind, position, error: "\(error)"))
      throw error
    }
  }

  /// Returns the title of a section's header.
  public func headerTitle(forSection section: Int) -> String? {
    source.headerTitle(forSection: section)
  }

  /// Returns the title of a section's footer.
  public func footerTitle(forSection section: Int) -> String? {
    source.footerTitle(forSection: section)
  }

  /// Returns the identifier of the item at a position.
  public func itemIdentifier(at position: ListPosition) -> AnyHashable? {
    source.itemIdentifier(at: position)
  }

  /// The identifiers of every item of a section, read in one call (see
  /// ``IdentifiedDataSource/itemIdentifiers(inSection:)``).
  public func itemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    source.itemIdentifiers(inSection: section)
  }

  /// Routes an event to the source that owns the position, then calls ``onItemEvent``.
  ///
  /// - Returns: `true` when a handler of the owning source ran.
  /// A cell's ``ItemEvent/didEndDisplaying`` goes to the item the cell showed when it appeared
  /// (``ItemEvent/willDisplay``), with that item's model, even when the item has since moved or
  /// been deleted; UIKit reports it at the item's old position.
  @discardableResult
  public func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject? = nil)
    -> Bool
  {
    switch event {
    case .willDisplay, .didEndDisplaying, .prefetch, .cancelPrefetch:
      // The view delivers these during its layout: a change they cause waits a turn.
      source.updates.answeringView { route(event, at: position, cell: cell) }
    default:
      route(event, at: position, cell: cell)
    }
  }

  private func route(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    // A section appears before its first row, and leaves after its last.
    if event == .willDisplay { noteSectionDisplay(event, at: position, cell: cell) }
    defer { if event == .didEndDisplaying { noteSectionDisplay(event, at: position, cell: cell) } }
    if event == .didEndDisplaying, let cell,
      let shown = displayed.removeValue(forKey: ObjectIdentifier(cell))
    {
      let handled =
        (shown.leaf as? any EventHandlingDataSource)?.handle(
          event, model: shown.model, at: shown.position, cell: cell) ?? false
      onItemEvent?(event, position, shown.model)
      return handled
    }
    if event == .willDisplay, let cell, let (leaf, local) = leaf(at: position),
      let model = leaf.model(at: local)
    {
      displayed[ObjectIdentifier(cell)] = Shown(leaf: leaf, model: model, position: local)
    }
    let handled = source.handle(event, at: position, cell: cell)
    onItemEvent?(event, position, source.model(at: position))
    return handled
  }

  /// Routes an event for several positions, as prefetching reports them.
  public func handle(_ event: ItemEvent, at positions: [ListPosition]) {
    for position in positions { handle(event, at: position) }
  }

  /// Returns the source that owns a section (the deepest composition's child, or a linear
  /// composition, which owns its one section) and the section in it: how a collection view's
  /// layout asks each child for its own section layout.
  public func owner(ofSection section: Int) -> (source: any DataSource, section: Int)? {
    owners(ofSection: section).first
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

/// Returns whether `candidate` is `base` or one of its subclasses.
private func isClass<Base: AnyObject>(_ candidate: any AnyObject.Type, kindOf base: Base.Type)
  -> Bool
{
  candidate is Base.Type
}
