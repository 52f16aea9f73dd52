// Update benchmarks: what an app pays to replace a long list's items through a data source,
// against the bare diff of the same items measured in the same run.

import ListComposer
import ListComposerTesting
import ListDiffing

/// An item with an identity and a version, as the diff benchmarks use.
private struct UpdateItem: Hashable, Sendable, DiffIdentifiable, ContentEquatable {
  var id: Int
  var version: Int
  var diffIdentifier: Int { id }
}

/// `count` items, then the same with `changes` deleted, `changes` inserted and `changes` moved,
/// at random offsets from a fixed seed.
private func updateScenario(count: Int, changes: Int, seed: UInt64) -> (
  old: [UpdateItem], new: [UpdateItem]
) {
  var generator = SeededGenerator(seed: seed)
  let old = (0..<count).map { UpdateItem(id: $0, version: 0) }
  var offsets = Array(0..<count)
  offsets.shuffle(using: &generator)
  let deleted = Set(offsets.prefix(changes))
  let moved = Set(offsets.dropFirst(changes).prefix(changes))
  var keyed: [(key: Double, item: UpdateItem)] = []
  keyed.reserveCapacity(count)
  for (offset, item) in old.enumerated() where !deleted.contains(offset) {
    let key =
      moved.contains(offset)
      ? Double.random(in: 0..<Double(count), using: &generator) : Double(offset)
    keyed.append((key, item))
  }
  for index in 0..<changes {
    keyed.append(
      (
        Double.random(in: 0..<Double(count), using: &generator),
        UpdateItem(id: count + index, version: 0)
      ))
  }
  keyed.sort { $0.key < $1.key }
  return (old, keyed.map(\.item))
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
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
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

/// Runs the update benchmarks and prints one line per figure, with its baseline and ratio.
@MainActor
func runUpdateBenchmarks() {
  let runs = 11
  let (old, new) = updateScenario(count: 100_000, changes: 10_000, seed: 0x5E7_17E5)
  print(
    "== Updates: 100,000 items, 10,000 deleted, inserted and moved (seed 0x5E717E5),"
      + " median of \(runs) runs")

  let (diff, setItems) = interleavedMedians(
    runs: runs,
    baseline: { new.stagedDifference(from: old).changeCount },
    prepare: { ArrayDataSource(old, cell: BenchmarkCell.self) { _, _ in } },
    candidate: { source in source.setItems(new).count })
  print("bare diff (baseline)                              \(format(diff)) ms")
  print(
    "ArrayDataSource.setItems, no host                 \(format(setItems)) ms"
      + "  \(format(setItems / diff))x the diff (target <= 1.3x)"
      + (setItems / diff <= 1.3 ? "  met" : "  NOT met"))
}
