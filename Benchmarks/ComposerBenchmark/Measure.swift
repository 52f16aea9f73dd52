/// Timing helpers: every figure the benchmark prints is a median over repeated runs.

/// Runs `body` `runs` times and returns the median duration of one run, in nanoseconds.
func medianNanoseconds(runs: Int, _ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<runs {
    let elapsed = clock.measure(body)
    samples.append(elapsed.nanoseconds)
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// Runs each of `bodies` once per round, for `runs` rounds, and returns the median duration of
/// one run of each, in nanoseconds, in the order given: contenders timed in alternation see the
/// same machine load, so their ratios hold even when the machine's speed drifts.
func interleavedMedianNanoseconds(runs: Int, _ bodies: [() -> Void]) -> [Double] {
  let clock = ContinuousClock()
  var samples = Array(repeating: [Double](), count: bodies.count)
  for _ in 0..<runs {
    for (index, body) in bodies.enumerated() {
      samples[index].append(clock.measure(body).nanoseconds)
    }
  }
  return samples.map { $0.sorted()[runs / 2] }
}

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

/// Formats a number with a fixed number of decimals.
func format(_ value: Double, decimals: Int = 2) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  return "\(rounded)"
}

/// Keeps a computed value alive so the optimizer cannot remove the work that produced it.
///
/// Inlining is not enough to prevent: a function in the same module that ignores its argument
/// is specialised with the argument removed, and with it every load that fed it (the lookup
/// loops then timed no model read at all). Left unoptimised, the function keeps its argument.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Times a baseline and a candidate in alternation, `runs` times each, so that both see the
/// same machine load, and returns their medians in milliseconds. Each run of the candidate
/// starts from a fresh state made by `prepare`, which is not timed.
@MainActor
func interleavedMedians<State>(
  runs: Int, baseline: () -> Int, prepare: () -> State, candidate: (State) -> Int
) -> (baseline: Double, candidate: Double) {
  let clock = ContinuousClock()
  var baselineSamples: [Double] = []
  var candidateSamples: [Double] = []
  var sum = 0
  func milliseconds(_ duration: Duration) -> Double {
    duration.nanoseconds / 1e6
  }
  for _ in 0..<runs {
    baselineSamples.append(milliseconds(clock.measure { sum &+= baseline() }))
    let state = prepare()
    candidateSamples.append(milliseconds(clock.measure { sum &+= candidate(state) }))
  }
  blackHole(sum)
  baselineSamples.sort()
  candidateSamples.sort()
  return (baselineSamples[runs / 2], candidateSamples[runs / 2])
}
