/// Where the main actor's time goes while an update is applied: summed per phase while the
/// benchmark records, each phase without the phases nested in it; off otherwise, when measuring
/// costs one check of a flag.
///
/// Package access: only the benchmark reads it.
@MainActor
package enum UpdatePhases {
  /// A part of applying an update.
  package enum Phase: Int, CaseIterable, Sendable {
    /// A source computing the diff of its items, on the main actor when it is not asked
    /// asynchronously.
    case diff
    /// A source holding a stage's data and publishing its batch.
    case staging
    /// Compositions remapping a batch to their positions.
    case remapping
    /// The adapter's work around the view's: checking a batch against the counts before
    /// handing it to the view, registering new cell types, refreshing supplementary views and
    /// the background after it.
    case preflight
    /// The view applying a batch: its own validation, moving its cells.
    case applying
    /// The headless view's check that every kept item is where the data says.
    case identity
    /// Filling cells (reconfigured ones and those that come into view) and telling the app
    /// which cells begin and end displaying.
    case cells
  }

  // Read at every phase of every update, only ever as a whole: the run-time exclusivity check
  // would cost more than the read (issue 41).

  /// Whether phases are being timed.
  @exclusivity(unchecked) package static var isRecording = false
  /// The time spent in each phase since recording began, by ``Phase/rawValue``.
  package private(set) static var totals = [Duration](
    repeating: .zero, count: Phase.allCases.count)
  private static var stack: [Phase] = []
  private static var since = ContinuousClock.now

  /// Starts recording from zero.
  package static func startRecording() {
    totals = [Duration](repeating: .zero, count: Phase.allCases.count)
    stack = []
    since = ContinuousClock.now
    isRecording = true
  }

  /// Runs `body`, counting its time, less that of the phases nested in it, as `phase`.
  @inline(__always)
  package static func measure<Result, Failure: Error>(
    _ phase: Phase, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard isRecording else { return try body() }
    begin(phase)
    defer { end() }
    return try body()
  }

  private static func begin(_ phase: Phase) {
    let now = ContinuousClock.now
    if let outer = stack.last { totals[outer.rawValue] += now - since }
    stack.append(phase)
    since = now
  }

  private static func end() {
    let now = ContinuousClock.now
    if let phase = stack.popLast() { totals[phase.rawValue] += now - since }
    since = now
  }
}
