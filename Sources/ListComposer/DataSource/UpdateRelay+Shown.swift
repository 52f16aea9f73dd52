extension UpdateRelay {
  /// Runs `body` once every change the screen has published or queued so far is on screen; see
  /// `DataSource.whenShown(_:)`, which apps call.
  package func whenShown(_ body: @escaping @MainActor () -> Void) {
    _ = root.addShownWaiter(body)
  }

  /// Returns once every change the screen has published or queued so far is on screen; see
  /// `DataSource.shown()`, which apps call.
  package func shown() async {
    if Task.isCancelled { return }
    let wait = ShownWait(relay: root)
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        wait.start(continuation)
      }
    } onCancel: {
      Task { @MainActor in wait.cancel() }
    }
  }

  // MARK: The ledger

  /// Notes that the screen's view was handed a change (a batch, or a reload instead), which it
  /// shows when the returned ticket is finished. Call it on the root's relay.
  package func beginShowing() -> ShowingTicket {
    shownLedger.handed &+= 1
    shownLedger.inFlight.append(shownLedger.handed)
    return ShowingTicket(relay: self, number: shownLedger.handed)
  }

  /// Notes that a change handed to the view is on screen; a ticket finished before, or
  /// forgotten when its host left, changes nothing.
  ///
  /// - Complexity: O(f + w), where f is the number of changes not yet shown and w the number
  ///   of waiting bodies.
  func finishShowing(_ number: UInt64) {
    guard let index = shownLedger.inFlight.firstIndex(of: number) else { return }
    shownLedger.inFlight.remove(at: index)
    runShownWaiters()
  }

  /// Notes that a change was queued.
  func noteChangeQueued() {
    shownLedger.queued &+= 1
  }

  /// Notes that a queued change has run: waiters whose last queued change it was now wait for
  /// what the view was handed so far.
  func noteQueuedChangeRan() {
    shownLedger.ran &+= 1
    for index in shownLedger.waiters.indices where shownLedger.waiters[index].showMark == nil {
      guard shownLedger.waiters[index].queueMark <= shownLedger.ran else { break }
      shownLedger.waiters[index].showMark = shownLedger.handed
    }
  }

  /// Forgets the changes the host that left was showing: no view will show them.
  func forgetChangesBeingShown() {
    shownLedger.inFlight.removeAll()
    runShownWaiters()
  }

  /// Registers a waiter and runs it when nothing it waits for is pending.
  ///
  /// - Returns: The waiter's identifier, for ``removeShownWaiter(_:)``.
  func addShownWaiter(_ body: @escaping @MainActor () -> Void) -> UInt64 {
    shownLedger.nextWaiter &+= 1
    let queueMark = shownLedger.queued
    shownLedger.waiters.append(
      ShownLedger.Waiter(
        id: shownLedger.nextWaiter, queueMark: queueMark,
        showMark: shownLedger.ran >= queueMark ? shownLedger.handed : nil, body: body))
    runShownWaiters()
    return shownLedger.nextWaiter
  }

  /// Drops a waiter without running it.
  func removeShownWaiter(_ id: UInt64) {
    // The body dropped is released after the access, not inside it (see `shownLedger`).
    let waiters = shownLedger.waiters
    withExtendedLifetime(waiters) { shownLedger.waiters.removeAll { $0.id == id } }
  }

  /// Runs, in order, the waiters whose changes are all on screen, unless the screen is busy (it
  /// runs them when it is idle again).
  func runShownWaiters() {
    guard !shownLedger.waiters.isEmpty, isIdle else { return }
    guard !shownLedger.isRunningWaiters else {
      shownLedger.needsAnotherPass = true
      return
    }
    shownLedger.isRunningWaiters = true
    defer { shownLedger.isRunningWaiters = false }
    repeat {
      shownLedger.needsAnotherPass = false
      // A later waiter waits for at least what an earlier one waits for: the ready ones are a
      // prefix.
      let oldest = shownLedger.inFlight.first
      let ready = shownLedger.waiters.prefix {
        guard let mark = $0.showMark else { return false }
        return oldest.map { $0 > mark } ?? true
      }
      shownLedger.waiters.removeFirst(ready.count)
      for waiter in ready { waiter.body() }
    } while shownLedger.needsAnotherPass && isIdle
  }
}

/// What a screen's view was handed and has not shown yet, and who waits for it; kept on the
/// root's relay.
///
/// Changes are counted, not kept: the queue's changes by how many were ever queued and how
/// many have run (they run in order), and the view's by the number of each hand-over. A waiter
/// notes how many changes were queued when it came; once they have run, it notes the last
/// hand-over so far, and it is ready when no hand-over up to that one is still being shown.
struct ShownLedger {
  struct Waiter {
    let id: UInt64
    /// The number of changes ever queued when the waiter came.
    let queueMark: Int
    /// The last hand-over to wait for, known once the changes before `queueMark` have run.
    var showMark: UInt64?
    let body: @MainActor () -> Void
  }

  /// The number of changes ever queued, and of those that have run.
  var queued = 0
  var ran = 0
  /// The number of the last hand-over to the view.
  var handed: UInt64 = 0
  /// The hand-overs not shown yet, in ascending order.
  var inFlight: [UInt64] = []
  var waiters: [Waiter] = []
  var nextWaiter: UInt64 = 0
  var isRunningWaiters = false
  var needsAnotherPass = false
}

/// A change handed to a screen's view: finish it once the view shows it. Finishing it twice,
/// or after its screen is gone, does nothing.
@MainActor
package struct ShowingTicket {
  weak var relay: UpdateRelay?
  let number: UInt64

  /// Notes that the change is on screen.
  package func finish() {
    relay?.finishShowing(number)
  }
}

/// One `shown()` call waiting: resumed once, by the relay or by cancellation, whichever comes
/// first.
@MainActor
private final class ShownWait {
  private weak var relay: UpdateRelay?
  private var continuation: CheckedContinuation<Void, Never>?
  private var waiter: UInt64?
  private var isCancelled = false

  init(relay: UpdateRelay) {
    self.relay = relay
  }

  deinit {
    // Dropped unresumed only when its screen's relay was deallocated with the waiter: nothing
    // is left to show, so the caller returns.
    continuation?.resume()
  }

  func start(_ continuation: CheckedContinuation<Void, Never>) {
    guard !isCancelled, let relay else {
      continuation.resume()
      return
    }
    self.continuation = continuation
    waiter = relay.addShownWaiter { [self] in finish() }
  }

  /// Stops waiting: the relay forgets the waiter, and the caller returns.
  func cancel() {
    isCancelled = true
    if let waiter { relay?.removeShownWaiter(waiter) }
    finish()
  }

  private func finish() {
    waiter = nil
    continuation?.resume()
    continuation = nil
  }
}

extension DataSource {
  /// Runs `body` once every change the screen this source belongs to has published or queued
  /// so far is on screen.
  ///
  /// A change is on screen when the view that shows the screen has applied it: its batch's
  /// animation ended (UIKit runs `performBatchUpdates` completions then), or the view reloaded
  /// instead (not on screen, counts not read since its last reload, or a batch it refused) and
  /// the reload is done; the data is on screen either way.
  ///
  ///     try contacts.append(grace)
  ///     contacts.whenShown { tableView.scrollToRow(at: row, at: .middle, animated: true) }
  ///
  /// Exactly what is waited for:
  /// - Every change published before the call, and every change queued before the call (made
  ///   while the screen applied another one, or in a view's callback and left for the main
  ///   actor's next turn), once it has run. A change published after the call is not waited
  ///   for.
  /// - Nothing, when the screen has nothing pending: `body` runs before this method returns
  ///   (right after the body that called it, from inside another `whenShown` body). A screen
  ///   no view shows (no `ListAdapter` is its host) has nothing to show, so `body` runs once
  ///   its queued changes have run, which is at once unless the screen is applying a change.
  /// - When the view that shows the screen lets go of it (its adapter is detached or
  ///   deallocated) before a change is on screen, that change is no longer waited for.
  ///
  /// `body` runs on the main actor, once, never inside a change the screen applies: a wait that
  /// ends while the screen applies a change (a view that applies batches synchronously, such as
  /// the headless views) ends when that change and the changes it queued are done, so `body`
  /// may change the source at once. Bodies run in the order they were registered. Called on a
  /// source inside a composition, the wait is the whole screen's: a change of the source is a
  /// change of the screen.
  ///
  /// - Parameter body: What to run once the changes are on screen.
  /// - Complexity: O(w) per change shown, where w is the number of waiting bodies.
  public func whenShown(_ body: @escaping @MainActor () -> Void) {
    updates.whenShown(body)
  }

  /// Returns once every change the screen this source belongs to has published or queued so
  /// far is on screen.
  ///
  ///     try contacts.append(grace)
  ///     await contacts.shown()  // the new row is on screen
  ///
  /// What is waited for is what ``whenShown(_:)`` waits for; the call returns at once when
  /// nothing is pending. A call whose task is cancelled, before or while it waits, returns
  /// without waiting (on the main actor's next turn after the cancellation) and leaves nothing
  /// behind; it does not cancel or undo any change.
  ///
  /// - Complexity: O(d + w) to begin waiting, where d is the depth of the source in its screen
  ///   and w the number of waiters; see ``whenShown(_:)``.
  public func shown() async {
    await updates.shown()
  }
}
