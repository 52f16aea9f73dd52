/// Carries a data source's changes to whatever shows it: the composition that contains it, and,
/// at the root of a screen, the host that shows the screen.
///
/// A source reports a change in its own local positions with ``send(_:)``. When the source
/// belongs to a composition, the composition remaps the change into its own positions, and so on
/// up to the root, which hands it to its host (a view applying it as one batch). `send` returns
/// the change as the root saw it, a ``ListChange`` as every mutation returns, so the caller of a
/// mutation learns the global positions that changed.
///
///     let change = try contacts.updates.send(localUpdate)
///     change.batches  // the batch in global positions; none when the update was empty
///
/// The walk up is a loop, not a recursion, so a change published at the bottom of thousands of
/// nested compositions uses the same stack as one published at the root.
///
/// ## One screen, one host
///
/// A source belongs to one screen: either it is the root that a host shows, or it belongs to a
/// composition. Attaching a host to a source that belongs to a composition, or adding a source
/// that a host shows to a composition, is a ``ListError`` (``ListError/alreadyComposed(child:)``,
/// ``ListError/alreadyAttached(_:)``), because the host would silently stop hearing of it.
///
/// ## Observers
///
/// ``observe(by:_:)`` registers a handler for the source's own changes, in its own positions,
/// wherever the source sits: observers of a composed source keep hearing of it. Observers run in
/// the order they were registered; the host runs before every observer of the same change.
///
/// ## Changes made while a change is being applied
///
/// A change made while the screen is busy applying another one (from an observer, a selection
/// handler that runs inside a batch, a decorator during the layout after a batch, or one stage of
/// a diff) would reach the host with the data already past the batch it is validating. So such
/// nested changes are *queued*: every mutation of ListComposer's sources runs through
/// ``performChange(_:)``, which runs the change at once when the screen is idle and otherwise
/// appends it to the screen's queue. Queued changes run in order, each as its own batch, after
/// the current change and its layout. A mutation that was queued returns an empty update (its
/// positions are not known yet); a queued mutation that then fails changes nothing and is
/// reported to ``onDeferredChangeFailure``. A custom source should make its changes inside
/// ``performChange(_:)`` too; a change it publishes directly while the screen is busy is
/// delivered after the current one, in order.
///
/// ## Knowing when a change is on screen
///
/// A source's ``DataSource/whenShown(_:)`` runs a closure, and its ``DataSource/shown()``
/// returns, once every change the screen has published or queued so far is on screen: its
/// batch's animation ended, or the view reloaded instead. The relay keeps the screen's waits.
///
///     try contacts.append(grace)
///     await contacts.shown()  // Grace's row is on screen
@MainActor
public final class UpdateRelay {
  /// Remaps a local change into the parent's positions and updates the parent's tables; the
  /// result is published from the parent's relay.
  typealias Forward = @MainActor (BatchUpdate) -> BatchUpdate

  /// A registered handler.
  private struct Observer {
    weak var owner: AnyObject?
    let id: ObjectIdentifier
    let handler: @MainActor (BatchUpdate) throws(ListError) -> Void
    let checkRegistrations: (@MainActor ([CellRegistration]) throws(ListError) -> Void)?
  }

  // Exclusivity: the tables marked `@exclusivity(unchecked)` are read at every change and at
  // every cell or display event a view asks about, where the run-time check of each access
  // costs more than the access (issue 41). They are only touched on the main actor; each access
  // is a whole read or write or a standard-library collection operation, none is in progress
  // while the relay calls out (a handler or a queued change is read first, then called), and
  // what an access drops is either the package's own (hosts' and observers' closures hold
  // their owners weakly) or released after it (queued changes, waiters' bodies): no code of
  // the app's runs inside one, so no two can overlap.

  private var forward: Forward?
  private(set) weak var parent: AnyObject?
  private weak var parentRelay: UpdateRelay?
  /// The hosts that show this source (one at most is alive), which run before every observer.
  @exclusivity(unchecked) private var hosts: [Observer] = []
  /// The observers, in the order they registered; `nil` where one was removed. Looked up by
  /// owner through `observerPositions` and compacted now and then, so that registering and
  /// removing cost O(1) amortised however many observers the source has.
  @exclusivity(unchecked) private var observers: [Observer?] = []
  /// The position of each observer in `observers`, by owner.
  @exclusivity(unchecked) private var observerPositions: [ObjectIdentifier: Int] = [:]
  /// The number of `nil` entries in `observers`.
  private var removedObservers = 0
  /// The length `observers` may reach before it is compacted again.
  private var observersCompactionLength = UpdateRelay.minimumCompactionLength
  private static let minimumCompactionLength = 16
  /// The relays of the sources directly inside this one.
  private var childRelays: [ObjectIdentifier: WeakRelay] = [:]

  // The screen's state, kept on the root's relay.
  private var changeDepth = 0
  private var applyingDepth = 0
  @exclusivity(unchecked) private var queue: [() -> Void] = []
  private var queueStart = 0
  private var isDraining = false
  private var drainIsScheduled = false
  /// What the screen's view has not shown yet, and who waits for it (UpdateRelay+Shown.swift).
  @exclusivity(unchecked) var shownLedger = ShownLedger()

  /// Called with the error of a queued change that failed when it ran (it changed nothing); set
  /// it on the root's relay. See the type's discussion.
  public var onDeferredChangeFailure: (@MainActor (any Error) -> Void)?

  /// The features that hook into the source's life on a screen (streams, states, loads, the
  /// host), in the order they registered; see ``addScreenHook(by:_:)``.
  var screenHooks: [ScreenHook] = []

  /// Creates a relay with no parent and no observers.
  public init() {}

  /// A Boolean value that indicates whether the source belongs to a composition.
  package var hasParent: Bool { parent != nil && forward != nil && parentRelay != nil }

  /// A Boolean value that indicates whether a host shows this source as the root of a screen.
  package var hasHost: Bool { hosts.contains { $0.owner != nil } }

  /// A Boolean value that indicates whether the screen this source belongs to is applying a
  /// change now (a host or an observer is handling one), so that a new change would be queued.
  package var isApplyingChange: Bool { root.applyingDepth > 0 }

  /// A Boolean value that indicates whether this relay, as a screen's root, runs no change, no
  /// host or observer, and no queued change now.
  var isIdle: Bool { changeDepth == 0 && applyingDepth == 0 && !isDraining }

  /// The relay at the root of the screen this source belongs to.
  var root: UpdateRelay {
    var relay = self
    while relay.forward != nil, relay.parent != nil, let parent = relay.parentRelay {
      relay = parent
    }
    return relay
  }

  // MARK: Publishing

  /// Reports a change in the source's local positions and returns it in the root's positions,
  /// throwing when the host could not apply it.
  ///
  /// A custom source's mutation returns what this returns, so that it reports its change as
  /// ListComposer's own mutations do:
  ///
  ///     func add(_ name: String) throws(ListError) -> ListChange {
  ///       names.append(name)
  ///       let row = ListPosition(section: 0, item: names.count - 1)
  ///       return try updates.send(BatchUpdate(insertedItems: [row]))
  ///     }
  ///
  /// Empty changes are not forwarded, and the result then has no batch. A host that cannot
  /// apply the change reloads its data (so it shows the data as it is now) and the failure is
  /// thrown; a caller that has nothing to do about it writes `try? updates.send(update)`.
  ///
  /// - Throws: ``ListError/hostFailed(host:reason:)`` when the host rejected the batch (it has
  ///   reloaded, so it shows the data as it is now) or could not lay out after it.
  /// - Returns: The change in the root's positions: its one batch, or none when `update` is
  ///   empty or changes nothing the root shows. Made while the screen applies another change,
  ///   the batch is delivered after that change.
  @discardableResult
  public func send(_ update: BatchUpdate) throws(ListError) -> ListChange {
    let (published, failure) = publishReportingFailure(update)
    if let failure { throw failure }
    return ListChange(published)
  }

  /// Publishes a change and returns it in the root's positions with the first host or observer
  /// failure, if any.
  func publishReportingFailure(_ update: BatchUpdate) -> (update: BatchUpdate, failure: ListError?)
  {
    guard !update.isEmpty else { return (update, nil) }
    var levels: [(UpdateRelay, BatchUpdate)] = []
    var relay = self
    var current = update
    while true {
      if !relay.hosts.isEmpty || !relay.observerPositions.isEmpty {
        levels.append((relay, current))
      }
      guard let forward = relay.forward, relay.parent != nil, let parent = relay.parentRelay
      else { break }
      current = UpdatePhases.measure(.remapping) { forward(current) }
      relay = parent
      if current.isEmpty { break }
    }
    let root = relay
    guard !levels.isEmpty else { return (current, nil) }
    // Changes that a view's callback left for the next turn come first.
    root.drainIfIdle()
    if root.applyingDepth > 0 {
      // Published while the screen applies another change: deliver it after that one.
      root.enqueue { [root] in
        _ = root.applying { UpdateRelay.deliver(levels) }
      }
      return (current, nil)
    }
    return (current, root.applying { UpdateRelay.deliver(levels) })
  }

  /// Hands each level's change to its hosts and observers, the root's first, then from the
  /// source up; returns the first failure. Observers found with their owner gone are dropped.
  private static func deliver(_ levels: [(UpdateRelay, BatchUpdate)]) -> ListError? {
    ObserverHandlers.sweepStep()
    var failure: ListError?
    // The root's level (the last) first, then the others in order: by index, so that the
    // levels are not copied into a new order.
    guard let last = levels.indices.last else { return nil }
    deliver(levels[last].1, from: levels[last].0, failure: &failure)
    for index in 0..<last {
      deliver(levels[index].1, from: levels[index].0, failure: &failure)
    }
    return failure
  }

  /// Hands one level's change to its hosts and observers, keeping the first failure.
  private static func deliver(
    _ update: BatchUpdate, from relay: UpdateRelay, failure: inout ListError?
  ) {
    // A snapshot: a handler may detach a host. Read in place, so that no host is copied with
    // its weak owner.
    let hosts = relay.hosts
    hosts.withUnsafeBufferPointer { hosts in
      for index in 0..<hosts.count where hosts[index].owner != nil {
        do throws(ListError) {
          try hosts[index].handler(update)
        } catch {
          if failure == nil { failure = error }
        }
      }
    }
    guard !relay.observers.isEmpty else { return }
    var dead: [ObjectIdentifier] = []
    for case let observer? in relay.observers {
      guard observer.owner != nil else {
        dead.append(observer.id)
        continue
      }
      do throws(ListError) {
        try observer.handler(update)
      } catch {
        if failure == nil { failure = error }
      }
    }
    for id in dead { relay.removeDeadObserver(id) }
  }

  // MARK: Changes

  /// What a mutation does when the screen is applying another change.
  enum NestedChangePolicy<Result> {
    /// Queue the mutation and return this result at once.
    case queue(returning: Result)
    /// Throw this error and change nothing: the mutation names a position, which may no longer
    /// hold the same item when a queued change would run.
    case reject(ListError)
  }

  /// Runs a change of the source now, or queues it when the screen is applying another change.
  ///
  /// ListComposer's mutations all run through the same mechanism; a custom source wraps each of
  /// its mutations (changing its data, then publishing) in this method. A change that names
  /// positions can be queued this way explicitly: its positions are then read when it runs.
  ///
  ///     updates.performChange {
  ///       names.append("Grace")
  ///       try? updates.send(BatchUpdate(insertedItems: [ListPosition(section: 0, item: 2)]))
  ///     }
  ///
  /// - Returns: `true` when the change ran now, `false` when it was queued.
  @discardableResult
  public func performChange(_ change: @escaping @MainActor () -> Void) -> Bool {
    run(.queue(returning: false)) {
      change()
      return true
    }
  }

  /// Runs `body` as one change of the screen, or applies `policy` when the screen is busy.
  func run<Result, Failure: Error>(
    _ policy: NestedChangePolicy<Result>,
    _ body: @escaping () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // Inside a change's own body (a diff's stages, say) a mutation runs at once; while a host or
    // an observer applies a change, it is nested.
    let root = self.root
    // Changes that a view's callback left for the next turn come first.
    root.drainIfIdle()
    guard root.applyingDepth == 0 else {
      switch policy {
      case .queue(let result):
        root.enqueue { [self] in
          do {
            _ = try self.execute(body, root: self.root)
          } catch {
            self.root.onDeferredChangeFailure?(error)
          }
        }
        return result
      case .reject(let error):
        // `Failure` is `ListError` for every mutation that names a position.
        guard let failure = error as? Failure else { return try execute(body, root: root) }
        throw failure
      }
    }
    return try execute(body, root: root)
  }

  /// Runs a mutation as one change of the screen: `body` changes the data and returns the
  /// change in local positions, which is published. A mutation that names a position passes its
  /// name as `positional` and is refused while the screen is busy; any other is queued.
  ///
  /// - Returns: The change in the root's positions, or an empty one when queued.
  /// - Throws: What `body` throws, and, when `Failure` is ``ListError``, the host's failure.
  func change<Failure: Error>(
    positional: String? = nil, _ body: @escaping () throws(Failure) -> BatchUpdate
  ) throws(Failure) -> BatchUpdate {
    let policy: NestedChangePolicy<BatchUpdate> =
      positional.map { .reject(.changeDuringUpdate($0)) } ?? .queue(returning: BatchUpdate())
    return try run(policy) { () throws(Failure) -> BatchUpdate in
      let (update, failure) = self.publishReportingFailure(try body())
      if let failure, let typed = failure as? Failure { throw typed }
      return update
    }
  }

  /// Runs `body` as one change of the screen whose root's relay is `root` (found once by the
  /// caller: finding it walks the compositions up through their weak references).
  private func execute<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result, root: UpdateRelay
  ) throws(Failure) -> Result {
    root.changeDepth += 1
    defer {
      root.changeDepth -= 1
      root.drainIfIdle()
    }
    return try body()
  }

  /// Runs `body` while the screen counts as busy, so that changes made inside it are queued
  /// until it returns: how a host protects its layout from a decorator that changes the data.
  package func deferringChanges<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try root.applying(body)
  }

  /// Runs `body`, a view's callback (a cell or supplementary view request, a display or
  /// prefetch event), while the screen counts as busy, and runs the changes made inside it on
  /// the main actor's next turn rather than when it returns: the view is still inside its own
  /// layout or event delivery then, and UIKit must not receive a batch re-entrantly.
  ///
  /// Inside a change the screen is applying (the layout after a batch, say), the queued changes
  /// run when that change ends, as usual. A change made outside a callback while changes wait
  /// for the next turn runs after them, in order.
  package func answeringView<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // A view asks the root's relay, on every cell and display event: answered without taking
    // a reference to the root, which its children hold weakly, so that retaining it would go
    // through its side table.
    guard forward == nil else { return try root.answeringViewAsRoot(body) }
    return try answeringViewAsRoot(body)
  }

  /// ``answeringView(_:)`` on the root's relay.
  private func answeringViewAsRoot<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    applyingDepth += 1
    defer {
      applyingDepth -= 1
      if applyingDepth == 0 {
        if queueStart < queue.count { scheduleDrain() }
        runShownWaiters()
      }
    }
    return try body()
  }

  /// Appends a change to the screen's queue.
  private func enqueue(_ change: @escaping () -> Void) {
    queue.append(change)
    noteChangeQueued()
  }

  /// Drains the queue on the main actor's next turn.
  private func scheduleDrain() {
    guard !drainIsScheduled else { return }
    drainIsScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.drainIsScheduled = false
      self.drainIfIdle()
    }
  }

  private func applying<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    applyingDepth += 1
    defer {
      applyingDepth -= 1
      drainIfIdle()
    }
    return try body()
  }

  /// Runs the queued changes in order once nothing else runs; each runs as a change of its own.
  /// Then, when the screen is idle, runs the ``whenShown(_:)`` bodies whose wait is over.
  private func drainIfIdle() {
    guard !isDraining else { return }
    isDraining = true
    while changeDepth == 0, applyingDepth == 0, queueStart < queue.count {
      let next = queue[queueStart]
      queueStart += 1
      if queueStart == queue.count {
        // The changes that ran are released after the access, not inside it (see `queue`).
        let ran = queue
        withExtendedLifetime(ran) { queue.removeAll(keepingCapacity: true) }
        queueStart = 0
      }
      next()
      noteQueuedChangeRan()
    }
    isDraining = false
    runShownWaiters()
  }

  // MARK: Observers and hosts

  /// Registers a handler for this source's changes, in its own positions, keyed by an owner
  /// object; a second registration by the same owner replaces the first in place.
  ///
  /// The owner is held weakly, and the handler lives as long as the owner: the relay does not
  /// hold it, so a handler that captures the source makes no cycle through it. When the owner
  /// is gone the handler stops at once, and is released soon after: a little of the table of
  /// handlers is swept at every registration, removal or delivery of a change to observers,
  /// on any source (Swift gives no hook at an object's deallocation).
  ///
  ///     source.updates.observe(by: self) { [source] update in log(update, source.items) }
  ///     // no leak once `self` is gone
  ///
  /// - Complexity: O(1) amortised, however many observers this source and others have.
  public func observe(by owner: AnyObject, _ handler: @escaping @MainActor (BatchUpdate) -> Void) {
    let box = ObserverHandlers.Box(handler, owner: owner, relay: self)
    ObserverHandlers.keep(box, owner: owner, relay: self)
    add(
      Observer(
        owner: owner, id: ObjectIdentifier(owner), handler: { [weak box] in box?.handler($0) },
        checkRegistrations: nil))
  }

  /// Makes a host the one that shows this source, the root of a screen.
  ///
  /// The handler applies each change as one batch and throws when it could not; `checkRegistrations`
  /// throws when the host cannot register cell types that a child about to join the screen needs,
  /// so that the composition refuses the child before changing anything.
  ///
  /// - Throws: ``ListError/alreadyComposed(child:)`` when the source belongs to a composition,
  ///   ``ListError/alreadyAttached(_:)`` when another host shows it.
  package func attachHost(
    _ host: AnyObject,
    checkRegistrations: @escaping @MainActor ([CellRegistration]) throws(ListError) -> Void,
    _ handler: @escaping @MainActor (BatchUpdate) throws(ListError) -> Void
  ) throws(ListError) {
    if hasParent {
      throw .alreadyComposed(child: parent.map { String(describing: type(of: $0)) } ?? "source")
    }
    if let other = hosts.first(where: { $0.owner != nil && $0.owner !== host }),
      let owner = other.owner
    {
      throw .alreadyAttached(String(describing: type(of: owner)))
    }
    let id = ObjectIdentifier(host)
    removeHosts { $0.owner == nil && $0.id != id }
    let attached = Observer(
      owner: host, id: id, handler: handler, checkRegistrations: checkRegistrations)
    if let index = hosts.firstIndex(where: { $0.id == id }) {
      hosts[index] = attached
    } else {
      hosts.append(attached)
    }
  }

  /// Removes the handler (or host) an owner registered.
  ///
  /// - Complexity: O(1) amortised for an observer; O(h) for a host, where h is the number of
  ///   hosts (one at most is alive).
  public func removeObserver(_ owner: AnyObject) {
    ObserverHandlers.release(owner: owner, relay: self)
    let id = ObjectIdentifier(owner)
    if let position = observerPositions.removeValue(forKey: id) {
      ObserverHandlers.entriesVisited += 1
      observers[position] = nil
      removedObservers += 1
      if removedObservers * 2 > observers.count { compactObservers() }
    }
    guard !hosts.isEmpty else { return }
    let hadHost = hasHost
    removeHosts { $0.id == id || $0.owner == nil }
    if hadHost, !hasHost { leaveScreen() }
  }

  /// Throws when the host showing this source's screen could not register the cell types of
  /// sources about to join it: two of them claim one reuse identifier for two classes, or one
  /// claims an identifier the host gives to another class. Nothing to check without a host.
  ///
  /// - Complexity: O(r), where r is the number of registrations.
  func checkScreenCanRegister(_ registrations: @autoclosure () -> [CellRegistration])
    throws(ListError)
  {
    let root = self.root
    // Without a host there is nothing to register with: the registrations are not even read.
    guard root.hasHost else { return }
    let registrations = registrations()
    var claimed: [String: CellRegistration] = [:]
    var needed: [CellRegistration] = []
    for registration in registrations {
      if let other = claimed[registration.reuseIdentifier] {
        guard ObjectIdentifier(other.cellType) == ObjectIdentifier(registration.cellType) else {
          throw .conflictingRegistration(
            reuseIdentifier: registration.reuseIdentifier, existing: other.cellTypeName,
            new: registration.cellTypeName)
        }
        continue
      }
      claimed[registration.reuseIdentifier] = registration
      needed.append(registration)
    }
    try root.checkHostRegistrations(needed)
  }

  /// Asks the screen's host whether it can register these cell types.
  func checkHostRegistrations(_ registrations: [CellRegistration]) throws(ListError) {
    for host in root.hosts where host.owner != nil {
      try host.checkRegistrations?(registrations)
    }
  }

  /// Registers an observer after the others, or in place of its owner's previous one.
  ///
  /// - Complexity: O(1) amortised.
  private func add(_ observer: Observer) {
    if let position = observerPositions[observer.id] {
      ObserverHandlers.entriesVisited += 1
      if observers[position]?.owner != nil {
        observers[position] = observer
        return
      }
      // The previous owner is gone, and the new one has its identifier: a new registration.
      observers[position] = nil
      removedObservers += 1
    }
    if observers.count >= observersCompactionLength { compactObservers() }
    observerPositions[observer.id] = observers.count
    observers.append(observer)
  }

  /// Drops an observer found with its owner gone, and its handler.
  private func removeDeadObserver(_ id: ObjectIdentifier) {
    guard let position = observerPositions[id], observers[position]?.owner == nil else { return }
    observerPositions[id] = nil
    observers[position] = nil
    removedObservers += 1
    ObserverHandlers.releaseHandler(ownedBy: id, relay: self)
  }

  /// Removes the gaps and the observers whose owner is gone from `observers`, keeping the
  /// order, and lets it grow to twice the observers left before the next compaction.
  ///
  /// - Complexity: O(n), where n is the length of `observers`; paid for by the registrations
  ///   and removals since the previous compaction, O(1) amortised each.
  private func compactObservers() {
    ObserverHandlers.entriesVisited += observers.count
    var kept: [Observer?] = []
    kept.reserveCapacity(observers.count - removedObservers)
    observerPositions.removeAll(keepingCapacity: true)
    for case let observer? in observers {
      guard observer.owner != nil else {
        ObserverHandlers.releaseHandler(ownedBy: observer.id, relay: self)
        continue
      }
      observerPositions[observer.id] = kept.count
      kept.append(observer)
    }
    observers = kept
    removedObservers = 0
    observersCompactionLength = max(Self.minimumCompactionLength, 2 * kept.count)
  }

  // MARK: Composition

  /// Returns a change in the source's local positions in the positions of the relay where its
  /// remapping ends (the root's, unless a composition on the way shows none of it), without
  /// publishing it: for what is not a batch (a resize) but names positions as one does.
  func remappedUpwards(_ update: BatchUpdate) -> (relay: UpdateRelay, update: BatchUpdate) {
    var relay = self
    var current = update
    while !current.isEmpty, let forward = relay.forward, relay.parent != nil,
      let parent = relay.parentRelay
    {
      current = forward(current)
      relay = parent
    }
    return (relay, current)
  }

  func attach(to parent: AnyObject, relay: UpdateRelay, forward: @escaping Forward) {
    if let previous = parentRelay, previous !== relay {
      previous.childRelays[ObjectIdentifier(self)] = nil
    }
    self.parent = parent
    self.parentRelay = relay
    self.forward = forward
    relay.childRelays[ObjectIdentifier(self)] = WeakRelay(relay: self)
  }

  func detach() {
    let hadParent = hasParent
    parentRelay?.childRelays[ObjectIdentifier(self)] = nil
    parent = nil
    parentRelay = nil
    forward = nil
    if hadParent { leaveScreen() }
  }

  /// Tells this source, and every source inside it, that it left the screen it belonged to.
  ///
  /// - Complexity: O(d), where d is the number of sources inside this one.
  func leaveScreen() {
    if !screenHooks.isEmpty { runScreenHooks(.leftScreen) }
    childRelays = childRelays.filter { $0.value.relay != nil }
    for child in childRelays.values { child.relay?.leaveScreen() }
  }

  /// Forgets hosts that were deallocated without letting go of the source; when the last one
  /// went, the source leaves the screen as when its host detaches.
  ///
  /// - Complexity: O(h + d), where h is the number of hosts and d the number of sources inside
  ///   this one.
  package func dropDeadHosts() {
    guard hosts.contains(where: { $0.owner == nil }) else { return }
    removeHosts { $0.owner == nil }
    if !hasHost { leaveScreen() }
  }

  /// Removes hosts; the changes they were showing are no longer waited for (see
  /// ``whenShown(_:)``).
  private func removeHosts(where shouldRemove: (Observer) -> Bool) {
    let count = hosts.count
    hosts.removeAll(where: shouldRemove)
    if hosts.count != count { forgetChangesBeingShown() }
  }
}

/// A child's relay, held weakly by its parent's so that leaving the screen reaches it.
@MainActor
struct WeakRelay {
  weak var relay: UpdateRelay?
}
