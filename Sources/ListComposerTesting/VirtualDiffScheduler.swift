import ListComposer

/// A `DiffScheduler` for tests that runs each diff only when the test advances its virtual
/// clock, after a random delay drawn from a seeded generator: a reproducible stand-in for
/// diffs that finish in any order on other threads.
///
///     let clock = VirtualDiffScheduler(seed: 7)
///     let first = Task { await feed.setItems(pageOne, scheduler: clock.scheduler) }
///     let second = Task { await feed.setItems(pageTwo, scheduler: clock.scheduler) }
///     await clock.runAll()
///     await first.value    // .superseded: the second call began before it applied
///     await second.value   // .applied(change)
///
/// Work runs on the main actor, in the order of its due time (ties in the order it was
/// scheduled); ``now`` jumps to each piece's due time as it runs.
@MainActor
public final class VirtualDiffScheduler {
  private struct Job {
    var due: Int
    var order: Int
    var work: @Sendable () -> Void
  }

  private var jobs: [Job] = []
  private var scheduled = 0
  private var generator: SeededGenerator

  /// The range the delay of each piece of work is drawn from, in ticks.
  package let delays: ClosedRange<Int>

  /// The virtual time, in ticks.
  public private(set) var now = 0

  /// How many pieces of work have run.
  public private(set) var completed = 0

  /// A condition that holds once every task using this scheduler waits again (for its work to
  /// run, or for nothing): when set, ``settle(rounds:)`` goes on yielding until it holds.
  ///
  /// A fixed number of yields does not always let a resumed task run that far while other
  /// tests share the main actor. After 8 yields a task that ``runNext()`` resumed had sometimes
  /// not yet scheduled its next piece of work; the next piece was picked, and due times drawn,
  /// without it, and the same seed ran differently: in `AsyncStreamTests`, in release builds,
  /// in 2 runs of that suite alone out of 10 and in 6 runs of the whole suite out of 6.
  package var isSettled: (() -> Bool)?

  /// How many times ``settle(rounds:)`` gave up waiting for ``isSettled`` to hold.
  package private(set) var unsettled = 0

  /// The most yields ``settle(rounds:)`` makes while waiting for ``isSettled``.
  static let settleLimit = 100_000

  /// Creates a scheduler whose delays come from a generator seeded with `seed`.
  ///
  /// - Parameters:
  ///   - seed: The generator's seed; the same seed gives the same delays.
  ///   - delays: The range of delays, in ticks; a negative bound counts as 0.
  public init(seed: UInt64, delays: ClosedRange<Int> = 1...10) {
    generator = SeededGenerator(seed: seed)
    self.delays = max(0, delays.lowerBound)...max(0, delays.upperBound)
  }

  /// The scheduler to pass to asynchronous updates.
  public var scheduler: DiffScheduler {
    DiffScheduler { [self] work in enqueue(work) }
  }

  /// The number of pieces of work waiting for their due time.
  public var pendingCount: Int { jobs.count }

  private func enqueue(_ work: @escaping @Sendable () -> Void) {
    let delay = Int.random(in: delays, using: &generator)
    jobs.append(Job(due: now + delay, order: scheduled, work: work))
    scheduled += 1
  }

  /// Lets waiting tasks schedule their work, runs the piece of work due first, moving the clock
  /// to its due time, and lets the tasks it resumes run until they wait again.
  ///
  /// - Returns: `false` when no work was waiting.
  @discardableResult
  public func runNext() async -> Bool {
    await settle()
    guard
      let index = jobs.indices.min(by: {
        (jobs[$0].due, jobs[$0].order) < (jobs[$1].due, jobs[$1].order)
      })
    else { return false }
    let job = jobs.remove(at: index)
    now = max(now, job.due)
    job.work()
    completed += 1
    await settle()
    return true
  }

  /// Advances the clock by `ticks`, running every piece of work that falls due meanwhile
  /// (including work scheduled by the tasks it resumes).
  public func advance(by ticks: Int) async {
    let target = now + max(0, ticks)
    while let next = jobs.map(\.due).min(), next <= target {
      await runNext()
    }
    now = target
  }

  /// Runs work until none is waiting.
  public func runAll() async {
    while await runNext() {}
  }

  /// Lets the tasks waiting for the main actor run until they wait again: yields to them
  /// `rounds` times, then, when the package's own tests set a condition (`isSettled`), until
  /// it holds.
  public func settle(rounds: Int = 8) async {
    for _ in 0..<max(1, rounds) { await Task.yield() }
    guard let isSettled else { return }
    for _ in 0..<Self.settleLimit {
      if isSettled() { return }
      await Task.yield()
    }
    if !isSettled() { unsettled += 1 }
  }
}
