/// Where an asynchronous update computes its diff: the work that ListComposer moves off the main
/// actor.
///
/// ``background`` runs the diff on the cooperative thread pool at the calling task's priority,
/// so a diff of a large list never blocks the main actor. ``inline`` runs it at once, on the
/// main actor, for small lists. A test can supply its own scheduler to decide when each diff
/// finishes; ListComposerTesting's `VirtualDiffScheduler` runs them in a seeded order in virtual
/// time.
///
///     await feed.setItems(page, scheduler: .background)   // the default
///
/// A scheduler receives the work on the main actor and must call it exactly once, on any
/// thread; the update that scheduled it waits until it has run.
public struct DiffScheduler: Sendable {
  private let schedule: @MainActor @Sendable (_ work: @escaping @Sendable () -> Void) -> Void

  /// Creates a scheduler from a function that runs each piece of work exactly once.
  ///
  /// - Parameter schedule: Called on the main actor with the work to run; must run it once,
  ///   now or later, on any thread.
  public init(
    _ schedule: @escaping @MainActor @Sendable (_ work: @escaping @Sendable () -> Void) -> Void
  ) {
    self.schedule = schedule
  }

  /// Runs the work on the cooperative thread pool, at the priority of the task that schedules it.
  public static let background = DiffScheduler { work in
    Task.detached(priority: Task.currentPriority) { work() }
  }

  /// Runs the work at once, on the main actor: for lists small enough that their diff costs less
  /// than a hop to another thread.
  public static let inline = DiffScheduler { work in work() }

  /// How many times an asynchronous replacement computes its work with a scheduler before, the
  /// data having changed under every attempt, it computes it on the main actor.
  static let attemptsBeforeMainActor = 3

  /// Runs `work` through the scheduler and returns its result on the main actor.
  @MainActor
  func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { (continuation: CheckedContinuation<Result, Never>) in
      schedule { continuation.resume(returning: work()) }
    }
  }
}

/// What an asynchronous update did.
///
/// Asynchronous updates of one source coalesce: the latest call wins, and an earlier call whose
/// diff finishes after a later call began applies nothing. A call whose task is cancelled
/// before its diff is applied changes nothing.
///
///     switch await feed.setItems(page) {
///     case .applied(let change): change.batches  // the staged batches, in the root's positions
///     case .superseded, .cancelled: break        // nothing changed
///     }
public enum AsyncUpdateOutcome: Hashable, Sendable {
  /// The source now shows the call's data; what the update published, as every synchronous
  /// mutation reports it: its batches, in the root's positions, in the order they were applied
  /// (none when nothing changed), or ``ListChange/isQueued`` when the screen was applying
  /// another change and the update was queued behind it.
  case applied(ListChange)

  /// A later update of the same source began before this one could be applied; this one
  /// changed nothing.
  case superseded

  /// The calling task was cancelled before the update was applied; it changed nothing.
  case cancelled

  /// What the update published when it was applied, or `nil` when it was superseded or
  /// cancelled.
  public var appliedChange: ListChange? {
    if case .applied(let change) = self { return change }
    return nil
  }
}
