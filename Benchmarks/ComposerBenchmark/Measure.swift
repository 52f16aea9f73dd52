/// Timing helpers: every figure the benchmark prints is a median over repeated runs.

/// Runs `body` `runs` times and returns the median duration of one run, in nanoseconds.
func medianNanoseconds(runs: Int, _ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<runs {
    let elapsed = clock.measure(body)
    let (seconds, attoseconds) = elapsed.components
    samples.append(Double(seconds) * 1e9 + Double(attoseconds) / 1e9)
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// Formats a number with a fixed number of decimals.
func format(_ value: Double, decimals: Int = 2) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  return "\(rounded)"
}

/// Keeps a computed value alive so the optimizer cannot remove the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
