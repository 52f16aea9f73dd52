/// A source fed by a stream of values: the handle that `ArrayDataSource.bind(to:options:scheduler:onError:)`
/// and its relatives return.
///
/// A repository hands out an `AsyncSequence` of arrays; a screen wants each of them on screen,
/// diffed, in order, and nothing of them once the screen is gone. Written by hand, that loop
/// is a `Task` whose diffs finish out of order (an older array shown after a newer one), that
/// keeps updating a source nobody shows, and that is forgotten in `deinit`. A binding keeps
/// those rules in one place:
///
///     let binding = messages.bind(to: repository.messages)   // an AsyncSequence of [Message]
///     // every array the repository yields is diffed off the main actor and shown
///     binding.cancel()   // nothing more is shown, not even a diff in flight
///
/// **Latest wins.** Each element is applied with the source's asynchronous `setItems` (or
/// `setSections`), one at a time. Elements that arrive while one is being diffed wait, and when
/// that one is applied only the newest of them is diffed: a backlog is drained to its newest
/// element before diffing, so 20,000 arrays yielded in one turn cost a few diffs, not 20,000,
/// and an older element is never applied after a newer one. After the stream ends, the source shows
/// its last element.
///
/// **Lifetime.** A binding lives as long as its source, not as long as this handle: dropping
/// the handle does not cancel it (the result is discardable). It ends
/// - when the stream ends, once its last element is applied (``isActive`` turns `false`);
/// - when the stream throws, once the element before the error is applied: the error becomes
///   the ``StatefulDataSource``'s ``ListState/error(_:)`` state for a stateful source, and is
///   passed to the binding's `onError` handler in every case (see ``error``);
/// - when ``cancel()`` is called;
/// - when the source leaves the screen it belonged to: the host that showed it detached (or
///   was deallocated), or the source (or a composition it is inside) was removed from its
///   composition. Bind again when the source joins a screen again;
/// - when the source is deallocated.
///
/// In the last three cases the task reading the stream is cancelled at once (an `AsyncStream`
/// waiting for its next element terminates and runs its `onTermination`), and no element is
/// applied afterwards, not even one whose diff was in flight.
///
/// The stream is read on the cooperative thread pool; each element is applied on the main
/// actor. A source may have several bindings; they do not coordinate, so bind one stream per
/// source.
@MainActor
public final class StreamBinding {
  /// A Boolean value that indicates whether the binding still applies the stream's elements:
  /// the stream has not ended, or its last element is still being applied, and the binding
  /// was not cancelled.
  public var isActive: Bool { phase == .active }

  /// A Boolean value that indicates whether the binding was cancelled: by ``cancel()``, by its
  /// source leaving the screen, or by its source being deallocated.
  public var isCancelled: Bool { phase == .cancelled }

  /// The error the stream threw, once the binding has reported it; `nil` otherwise.
  public private(set) var error: (any Error)?

  /// The number of elements received from the stream so far.
  public private(set) var elementsReceived = 0

  /// The number of elements applied to the source so far; elements passed over for a newer
  /// one, and elements whose diff a synchronous update of the source superseded, are not
  /// counted.
  public private(set) var elementsApplied = 0

  enum Phase {
    case active
    case ended
    case cancelled
  }

  private(set) var phase = Phase.active
  /// The source's relay, which holds the stream's task in the binding's screen hook.
  private weak var relay: UpdateRelay?
  /// The newest element received and not begun yet, as the work that applies it.
  private var pending: (@MainActor () async -> Bool)?
  /// The task that applies the pending element, one at a time, while there is one.
  private var applier: Task<Void, Never>?
  /// The stream ended; the binding ends once no element is being applied.
  private var streamEnded = false
  /// The error the stream ended with, reported once no element is being applied.
  private var pendingError: (any Error)?
  private let reportError: (@MainActor (any Error) -> Void)?
  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// The task that reads the stream, cancelled when the binding ends; the source's relay holds
  /// it (in a ``StreamReader``) so that it is also cancelled when the source is deallocated.
  private var reader: Task<Void, Never>?

  init(relay: UpdateRelay, reportError: (@MainActor (any Error) -> Void)?) {
    self.relay = relay
    self.reportError = reportError
  }

  /// Stops the binding: no element is applied after this call, including one whose diff is
  /// being computed now, and the stream's task is cancelled. Calling it again, or after the
  /// binding ended, does nothing.
  public func cancel() {
    guard phase == .active else { return }
    end(.cancelled)
  }

  /// Returns when the binding has ended: the stream ended and its last element was applied,
  /// the stream threw and its error was reported, or the binding was cancelled.
  ///
  ///     let binding = feed.bind(to: pages)
  ///     await binding.finished()
  ///     feed.items   // the last page
  public func finished() async {
    guard phase == .active else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  // MARK: The engine

  /// Takes one element: it replaces the element waiting to be applied, if any, and is applied
  /// once the element being applied now, if any, is.
  ///
  /// - Returns: `false` when the binding no longer takes elements, so the stream's reader stops.
  /// - Complexity: O(1); the element is diffed later, and only if no newer one arrives first.
  func receive(_ apply: @escaping @MainActor () async -> Bool) -> Bool {
    guard phase == .active, !streamEnded else { return false }
    // The source is gone (its stream ignored the cancellation of its reader).
    guard let relay else {
      cancel()
      return false
    }
    // A host deallocated without detaching takes its screen with it: that cancels the binding
    // (through leaving the screen) before the element could be applied.
    relay.root.dropDeadHosts()
    guard phase == .active else { return false }
    elementsReceived += 1
    pending = apply
    if applier == nil {
      applier = Task { [weak self] in await self?.applyPending() }
    }
    return true
  }

  /// Applies the newest pending element, then the newest of those that arrived meanwhile, until
  /// none waits.
  private func applyPending() async {
    while phase == .active, let next = pending {
      pending = nil
      let applied = await next()
      if applied, phase == .active { elementsApplied += 1 }
    }
    guard phase == .active else { return }
    applier = nil
    endIfSettled()
  }

  /// The stream ended, normally (`error` is `nil`) or by throwing.
  func streamDidEnd(throwing error: (any Error)?) {
    guard phase == .active else { return }
    streamEnded = true
    pendingError = error
    endIfSettled()
  }

  /// Registers the binding's stream task with the source, which cancels it when it leaves the
  /// screen or is deallocated.
  func hold(_ task: Task<Void, Never>) {
    guard phase == .active, let relay else {
      task.cancel()
      return
    }
    reader = task
    // The hook holds the binding and its reader: the binding lives as long as the source,
    // whether or not its handle is kept.
    let held = StreamReader(task)
    relay.addScreenHook(by: self) { [self] event in
      guard case .leftScreen = event else { return }
      held.task.cancel()
      cancel()
    }
  }

  private func endIfSettled() {
    guard phase == .active, streamEnded, applier == nil, pending == nil else { return }
    if let pendingError {
      error = pendingError
      reportError?(pendingError)
    }
    end(.ended)
  }

  private func end(_ final: Phase) {
    phase = final
    applier?.cancel()
    applier = nil
    pending = nil
    reader?.cancel()
    reader = nil
    relay?.removeScreenHook(by: self)
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }
}

/// The task that reads a binding's stream, cancelled when its source's relay lets go of it:
/// the source was deallocated.
final class StreamReader: Sendable {
  let task: Task<Void, Never>

  init(_ task: Task<Void, Never>) {
    self.task = task
  }

  deinit {
    task.cancel()
  }
}
