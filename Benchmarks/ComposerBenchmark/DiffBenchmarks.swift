// Diff benchmarks: the staged diff of ListDiffing against two baselines measured in the same run:
// a floor (building an identifier-to-index dictionary for both sides, the least any hashing diff
// must do) and the standard library's `difference(from:).inferringMoves()` where it finishes in
// reasonable time. Data comes from a fixed seed; each figure is the median of several runs, the
// diff's and the floor's runs alternating in blocks so that load from other processes weighs on
// both alike.

import ListComposerTesting
import ListDiffing

/// Runs every diff benchmark and prints one line per scenario.
@MainActor
func runDiffBenchmarks() {
  print("diff benchmarks (median of \(diffRuns) runs, seed \(diffSeed))")
  var rng = BenchmarkRandom(seed: diffSeed)
  benchmarkFlat(
    name: "5k: 1k deleted, 1k inserted, 200 moved",
    flatScenario(
      count: 5_000, deleted: 1_000, inserted: 1_000, moved: 200, updated: false, using: &rng))
  benchmarkFlat(
    name: "100k: 10k deleted, 10k inserted, 10k moved",
    flatScenario(
      count: 100_000, deleted: 10_000, inserted: 10_000, moved: 10_000, updated: false, using: &rng),
    ratioTarget: 4)
  let unchanged = flatScenario(
    count: 100_000, deleted: 0, inserted: 0, moved: 0, updated: false, using: &rng)
  benchmarkFlat(name: "100k unchanged", unchanged)
  benchmarkFlat(
    name: "100k nearly unchanged (1 inserted)",
    flatScenario(
      count: 100_000, deleted: 0, inserted: 1, moved: 0, updated: false, using: &rng))
  let allUpdated = flatScenario(
    count: 100_000, deleted: 0, inserted: 0, moved: 0, updated: true, using: &rng)
  benchmarkFlat(name: "100k all updated", allUpdated)
  benchmarkContentComparison(name: "100k unchanged", unchanged, repetitions: 5)
  benchmarkContentComparison(name: "100k all updated", allUpdated, repetitions: 1)
  benchmarkSectioned(
    name: "100 x 1k sections: 5 deleted/inserted/moved; 5%/5%/1%/1% items",
    sectionedScenario(using: &rng))
  benchmarkFlat(
    name: millionName, millionScenario(), target: "target <= 2.0x floor (issue 11)",
    ratioTarget: 2)
  benchmarkMillionMemory()
}

private let diffRuns = 9
private let diffSeed: UInt64 = 0x5EED_D1FF

// MARK: - 1,000,000 items with 100,000 scattered changes

private let millionName = "1M: 33k deleted, 33k inserted, 34k moved"

/// 1,000,000 items; 33,000 deleted, 33,000 inserted and 34,000 relocated at random places by the
/// same generator as the other flat scenarios, from its own seed so that a child process can build
/// exactly the same data.
private func millionScenario() -> FlatScenario {
  var rng = BenchmarkRandom(seed: diffSeed ^ 0x1_000_000)
  return flatScenario(
    count: 1_000_000, deleted: 33_000, inserted: 33_000, moved: 34_000, updated: false,
    using: &rng)
}

/// What a memory child process measures after building the million-item data.
private enum MemoryWork: String, CaseIterable {
  case diff
  case floor
}

/// The entry point of `composer-benchmark diff-memory-child <diff|floor>`: builds the million-item
/// data, returns freed memory to the system, resets the peak resident size, runs the work once and
/// prints the peak resident bytes over the data. Blocks of 256 KiB or more are mapped on their own
/// and unmapped when freed, so the figure is the peak of live memory rather than of the heap's
/// fragmentation. Returns the exit status.
func runDiffMemoryChild(_ arguments: [String]) -> Int32 {
  guard let name = arguments.first, let work = MemoryWork(rawValue: name) else {
    print("usage: composer-benchmark diff-memory-child <diff|floor>")
    return 2
  }
  mapLargeBlocksSeparately(from: 256 * 1_024)
  let scenario = millionScenario()
  releaseFreeHeapMemory()
  let didReset = resetPeakResidentSize()
  guard let before = processStatusBytes("VmRSS"), let peakBefore = processStatusBytes("VmHWM")
  else { return 1 }
  switch work {
  case .diff: blackHole(scenario.new.stagedDifference(from: scenario.old))
  case .floor: sink &+= buildTables(scenario.old, scenario.new)
  }
  guard let peak = processStatusBytes("VmHWM") else { return 1 }
  // Without a reset, the data's construction may already have set a higher mark.
  print(didReset || peak > peakBefore ? "\(peak - before)" : "masked")
  blackHole(scenario)
  return 0
}

/// Runs the memory child `runs` times for `work` and returns the median peak bytes over the data.
private func medianPeakOverData(_ work: MemoryWork, runs: Int) -> Int? {
  var samples: [Int] = []
  for _ in 0..<runs {
    let output = runSelfAsChild(["diff-memory-child", work.rawValue])
    let text = output?.split(separator: "\n").last.map(String.init) ?? ""
    guard let bytes = Int(text) else { return nil }
    samples.append(bytes)
  }
  samples.sort()
  return samples.isEmpty ? nil : samples[samples.count / 2]
}

private func megabytes(_ bytes: Int) -> String {
  "\((Double(bytes) / 10_000).rounded() / 100) MB"
}

/// Prints the peak memory of a 1,000,000-item diff over its data, measured in child processes,
/// against the data's own size and against the floor's peak.
private func benchmarkMillionMemory() {
  let name = "\(millionName), peak memory over the data"
  let runs = 3
  guard canMeasureProcessMemory else {
    print("  \(name): not available on this platform (needs Linux /proc)")
    return
  }
  guard let diffPeak = medianPeakOverData(.diff, runs: runs),
    let floorPeak = medianPeakOverData(.floor, runs: runs)
  else {
    print("  \(name): not available (the child process failed or the peak was masked)")
    return
  }
  let dataBytes = 2 * 1_000_000 * MemoryLayout<BenchItem>.stride
  print(
    "  \(name) (median of \(runs) child processes): diff \(megabytes(diffPeak))"
      + " | \(ratio(Double(diffPeak), Double(dataBytes))) the data (\(megabytes(dataBytes)),"
      + " old + new arrays) | target < 52 MB (issue 11)")
  print(
    "  \(name) (median of \(runs) child processes): diff \(megabytes(diffPeak))"
      + " | \(ratio(Double(diffPeak), Double(floorPeak))) floor (\(megabytes(floorPeak)),"
      + " two identifier-to-index dictionaries)")
}

/// Keeps results alive so the optimizer cannot drop the work being timed.
nonisolated(unsafe) private var sink = 0

private struct BenchItem: Hashable, DiffIdentifiable, ContentEquatable {
  var id: Int
  var version: Int
}

/// `BenchItem` without `ContentEquatable` (nor `DiffIdentifiable`): a model as Apple's diffable
/// data source takes it, whose content is `==`.
private struct PlainBenchItem: Identifiable, Equatable {
  var id: Int
  var version: Int
}

private typealias BenchSection = DiffSection<BenchItem, BenchItem>

private typealias BenchmarkRandom = SeededGenerator

private struct FlatScenario {
  var old: [BenchItem]
  var new: [BenchItem]
  var relocated: Int
  var changes: Int  // inserted + deleted + 2 x relocated + 2 x updated: a bound on Myers' D
}

/// Deletes, relocates and inserts items by sort keys: kept items keep their old offset as key,
/// relocated and inserted items get random keys, and the new list is sorted by key.
private func flatScenario(
  count: Int, deleted: Int, inserted: Int, moved: Int, updated: Bool,
  using rng: inout BenchmarkRandom
) -> FlatScenario {
  let old = (0..<count).map { BenchItem(id: $0, version: 0) }
  var offsets = Array(0..<count)
  offsets.shuffle(using: &rng)
  let deletedOffsets = Set(offsets.prefix(deleted))
  let movedOffsets = Set(offsets.dropFirst(deleted).prefix(moved))
  var keyed: [(key: Double, item: BenchItem)] = []
  keyed.reserveCapacity(count - deleted + inserted)
  for (offset, item) in old.enumerated() where !deletedOffsets.contains(offset) {
    let key =
      movedOffsets.contains(offset)
      ? Double.random(in: 0..<Double(count), using: &rng) : Double(offset)
    keyed.append((key, updated ? BenchItem(id: item.id, version: 1) : item))
  }
  for index in 0..<inserted {
    keyed.append(
      (Double.random(in: 0..<Double(count), using: &rng), BenchItem(id: count + index, version: 0)))
  }
  keyed.sort { $0.key < $1.key }
  return FlatScenario(
    old: old, new: keyed.map(\.item), relocated: moved,
    changes: deleted + inserted + 2 * moved + (updated ? 2 * count : 0))
}

private struct SectionedScenario {
  var old: [BenchSection]
  var new: [BenchSection]
  var relocatedSections: Int
  var relocatedItems: Int
}

private func sectionedScenario(using rng: inout BenchmarkRandom) -> SectionedScenario {
  let sectionCount = 100
  let itemsPerSection = 1_000
  let old = (0..<sectionCount).map { section in
    BenchSection(
      model: BenchItem(id: section, version: 0),
      items: (0..<itemsPerSection).map { BenchItem(id: section * itemsPerSection + $0, version: 0) }
    )
  }
  var sectionOffsets = Array(0..<sectionCount)
  sectionOffsets.shuffle(using: &rng)
  let deletedSections = Set(sectionOffsets.prefix(5))
  let movedSections = Set(sectionOffsets.dropFirst(5).prefix(5))
  let surviving = (0..<sectionCount).filter { !deletedSections.contains($0) }
  var nextID = sectionCount * itemsPerSection

  // Per surviving section: 5% deleted, 1% moved within, 1% moved to another surviving section,
  // 5% inserted; items are placed by sort keys as in the flat scenario.
  var keyedItems: [Int: [(key: Double, item: BenchItem)]] = [:]
  var relocatedItems = 0
  for section in surviving {
    var offsets = Array(0..<itemsPerSection)
    offsets.shuffle(using: &rng)
    let deleted = Set(offsets.prefix(50))
    let movedWithin = Set(offsets.dropFirst(50).prefix(10))
    let movedAway = Set(offsets.dropFirst(60).prefix(10))
    for (offset, item) in old[section].items.enumerated() where !deleted.contains(offset) {
      let randomKey = Double.random(in: 0..<Double(itemsPerSection), using: &rng)
      if movedAway.contains(offset) {
        var target = section
        while target == section { target = surviving.randomElement(using: &rng) ?? section }
        keyedItems[target, default: []].append((randomKey, item))
        relocatedItems += 1
      } else if movedWithin.contains(offset) {
        keyedItems[section, default: []].append((randomKey, item))
        relocatedItems += 1
      } else {
        keyedItems[section, default: []].append((Double(offset), item))
      }
    }
    for _ in 0..<50 {
      keyedItems[section, default: []].append(
        (
          Double.random(in: 0..<Double(itemsPerSection), using: &rng),
          BenchItem(id: nextID, version: 0)
        ))
      nextID += 1
    }
  }
  var keyedSections: [(key: Double, section: BenchSection)] = surviving.map { section in
    let items = (keyedItems[section] ?? []).sorted { $0.key < $1.key }.map(\.item)
    let key =
      movedSections.contains(section)
      ? Double.random(in: 0..<Double(sectionCount), using: &rng) : Double(section)
    return (key, BenchSection(model: old[section].model, items: items))
  }
  for index in 0..<5 {
    let items = (0..<itemsPerSection).map { BenchItem(id: nextID + $0, version: 0) }
    nextID += itemsPerSection
    keyedSections.append(
      (
        Double.random(in: 0..<Double(sectionCount), using: &rng),
        BenchSection(model: BenchItem(id: sectionCount + index, version: 0), items: items)
      ))
  }
  keyedSections.sort { $0.key < $1.key }
  return SectionedScenario(
    old: old, new: keyedSections.map(\.section), relocatedSections: movedSections.count,
    relocatedItems: relocatedItems)
}

/// The length of a longest strictly increasing subsequence (length-only patience sorting, written
/// independently of ListDiffing's implementation).
private func longestIncreasingLength(_ values: [Int]) -> Int {
  var tails: [Int] = []
  for value in values {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tails[middle] < value { low = middle + 1 } else { high = middle }
    }
    if low == tails.count { tails.append(value) } else { tails[low] = value }
  }
  return tails.count
}

/// The fewest moves any batch needs: matched items minus those that can stay in order.
private func minimumMoves(old: [BenchItem], new: [BenchItem]) -> Int {
  var offsetOfID: [Int: Int] = [:]
  for (offset, item) in old.enumerated() { offsetOfID[item.id] = offset }
  let matched = new.compactMap { offsetOfID[$0.id] }
  return matched.count - longestIncreasingLength(matched)
}

private func median(_ durations: [Duration]) -> Double {
  let sorted = durations.sorted()
  let middle = sorted[sorted.count / 2]
  return Double(middle.components.seconds) * 1_000
    + Double(middle.components.attoseconds) / 1_000_000_000_000_000
}

private func measure(_ body: () -> Int) -> Double {
  let clock = ContinuousClock()
  var durations: [Duration] = []
  for _ in 0..<diffRuns {
    durations.append(clock.measure { sink &+= body() })
  }
  return median(durations)
}

/// Measures `subject` and `baseline` in alternating blocks of consecutive runs, so that load
/// from other processes weighs on both medians alike while each block runs in the steady state
/// its own work leaves behind (caches, allocator); returns their medians in milliseconds.
private func measureAlternately(
  _ subject: () -> Int, against baseline: () -> Int
) -> (subject: Double, baseline: Double) {
  let clock = ContinuousClock()
  let blocks = 3
  var subjectDurations: [Duration] = []
  var baselineDurations: [Duration] = []
  for _ in 0..<blocks {
    // Each block starts with an untimed run of its work.
    sink &+= baseline()
    for _ in 0..<(diffRuns / blocks) {
      baselineDurations.append(clock.measure { sink &+= baseline() })
    }
    sink &+= subject()
    for _ in 0..<(diffRuns / blocks) {
      subjectDurations.append(clock.measure { sink &+= subject() })
    }
  }
  return (median(subjectDurations), median(baselineDurations))
}

/// The floor: an identifier-to-index dictionary for each side.
private func buildTables(_ old: [BenchItem], _ new: [BenchItem]) -> Int {
  var oldTable = [Int: Int](minimumCapacity: old.count)
  for (offset, item) in old.enumerated() { oldTable[item.id] = offset }
  var newTable = [Int: Int](minimumCapacity: new.count)
  for (offset, item) in new.enumerated() { newTable[item.id] = offset }
  return oldTable.count + newTable.count
}

private func format(_ milliseconds: Double) -> String {
  let hundredths = (milliseconds * 100).rounded()
  return "\(hundredths / 100) ms"
}

private func ratio(_ value: Double, _ base: Double) -> String {
  guard base > 0 else { return "n/a" }
  return "\((value / base * 100).rounded() / 100)x"
}

private func standardLibraryColumn(
  old: [BenchItem], new: [BenchItem], changes: Int, diffTime: Double
) -> String {
  // Myers' algorithm costs about (n + m) x D; beyond ~2e8 steps it takes seconds to minutes.
  let estimatedSteps = (old.count + new.count) * changes
  guard estimatedSteps <= 200_000_000 else {
    return "stdlib skipped: O((n+m)D) with D ~ \(changes) is ~\(estimatedSteps / 1_000_000)M steps"
  }
  let time = measure { new.difference(from: old).inferringMoves().count }
  return "stdlib \(format(time)) (\(ratio(time, diffTime)) the diff's time)"
}

@MainActor
private func benchmarkFlat(
  name: String, _ scenario: FlatScenario, target: String? = nil, ratioTarget: Double? = nil
) {
  let old = scenario.old
  let new = scenario.new
  let (diffTime, floorTime) = measureAlternately(
    { new.stagedDifference(from: old).changeCount }, against: { buildTables(old, new) })
  let diff = new.stagedDifference(from: old)
  let emitted = diff.stages.reduce(0) { $0 + $1.update.movedItems.count }
  let stdlib = standardLibraryColumn(
    old: old, new: new, changes: scenario.changes, diffTime: diffTime)
  print(
    "  \(name): \(format(diffTime)) | \(ratio(diffTime, floorTime)) floor (\(format(floorTime)))"
      + " | \(stdlib) | moves emitted \(emitted), minimum \(minimumMoves(old: old, new: new)),"
      + " relocated \(scenario.relocated) | \(diff.stages.count) stages, \(diff.changeCount) ops"
      + (target.map { " | \($0)" } ?? ""))
  BenchmarkReport.shared.add(
    "diff, \(name) (moves \(emitted), minimum \(minimumMoves(old: old, new: new)))",
    value: format(diffTime), baseline: "floor \(format(floorTime))",
    ratio: diffTime / floorTime, target: ratioTarget)
}

private func benchmarkSectioned(name: String, _ scenario: SectionedScenario) {
  let old = scenario.old
  let new = scenario.new
  let oldItems = old.flatMap(\.items)
  let newItems = new.flatMap(\.items)
  let (diffTime, floorTime) = measureAlternately(
    { new.stagedDifference(from: old).changeCount },
    against: { buildTables(oldItems, newItems) + buildTables(old.map(\.model), new.map(\.model)) })
  let diff = new.stagedDifference(from: old)
  let sectionMoves = diff.stages.reduce(0) { $0 + $1.update.movedSections.count }
  let itemMoves = diff.stages.reduce(0) { $0 + $1.update.movedItems.count }

  // The minimum, computed independently: sections present on both sides minus a longest run in
  // order; items changing between surviving sections always move, and within a section all but
  // a longest run in order.
  var oldSectionOffset: [Int: Int] = [:]
  for (offset, section) in old.enumerated() { oldSectionOffset[section.model.id] = offset }
  let survivingOrder = new.compactMap { oldSectionOffset[$0.model.id] }
  let minimumSectionMoves = survivingOrder.count - longestIncreasingLength(survivingOrder)
  let survivingOld = Set(survivingOrder)
  var origin: [Int: (section: Int, item: Int)] = [:]
  for (sectionOffset, section) in old.enumerated() where survivingOld.contains(sectionOffset) {
    for (itemOffset, item) in section.items.enumerated() {
      origin[item.id] = (sectionOffset, itemOffset)
    }
  }
  var minimumItemMoves = 0
  for section in new {
    guard let sectionOffset = oldSectionOffset[section.model.id] else { continue }
    var sameSection: [Int] = []
    for item in section.items {
      guard let from = origin[item.id] else { continue }
      if from.section == sectionOffset {
        sameSection.append(from.item)
      } else {
        minimumItemMoves += 1
      }
    }
    minimumItemMoves += sameSection.count - longestIncreasingLength(sameSection)
  }
  print(
    "  \(name): \(format(diffTime)) | \(ratio(diffTime, floorTime)) floor (\(format(floorTime)))"
      + " | stdlib skipped: it has no sections, and the flattened 100k items need ~D = 20k edits"
      + " | section moves emitted \(sectionMoves), minimum \(minimumSectionMoves),"
      + " relocated \(scenario.relocatedSections) | item moves emitted \(itemMoves),"
      + " minimum \(minimumItemMoves), relocated \(scenario.relocatedItems)"
      + " | \(diff.stages.count) stages, \(diff.changeCount) ops")
}

/// The most a `ContentEquatable` model's diff may cost over the same diff of a plain `Equatable`
/// model: the conformance is looked up once per diff, and each comparison is a direct call.
private let contentComparisonTarget = 1.1

/// Runs of each side in a comparison of two forms of the same work: more than `diffRuns`, since
/// the two differ by a few percent at most.
private let comparisonRuns = 41

/// Measures `subject` and `baseline` run by run, each pair in the other order than the one
/// before, so that neither the load from other processes nor running second favours one of them.
/// Returns their medians in milliseconds and the median of the pairs' ratios, which follows the
/// load of the moment better than the ratio of the medians. For two forms of the same work,
/// which leave the same state (caches, allocator) behind.
private func measureInterleaved(
  _ subject: () -> Int, against baseline: () -> Int, runs: Int
) -> (subject: Double, baseline: Double, ratio: Double) {
  let clock = ContinuousClock()
  var subjectDurations: [Duration] = []
  var baselineDurations: [Duration] = []
  // One untimed run each first.
  sink &+= baseline()
  sink &+= subject()
  for run in 0..<runs {
    if run.isMultiple(of: 2) {
      baselineDurations.append(clock.measure { sink &+= baseline() })
      subjectDurations.append(clock.measure { sink &+= subject() })
    } else {
      subjectDurations.append(clock.measure { sink &+= subject() })
      baselineDurations.append(clock.measure { sink &+= baseline() })
    }
  }
  let ratios = zip(subjectDurations, baselineDurations).map { $0 / $1 }.sorted()
  return (median(subjectDurations), median(baselineDurations), ratios[ratios.count / 2])
}

/// Prints the diff of `scenario`'s `ContentEquatable` models against the diff of the same data
/// as plain `Equatable` models, measured run by run in the same process; the figures are per
/// diff. Each timed run diffs `repetitions` times: enough to take about half a millisecond, well
/// under the few milliseconds for which a loaded machine's scheduler takes the core away, so that
/// most pairs of runs compare the work itself.
@MainActor
private func benchmarkContentComparison(
  name: String, _ scenario: FlatScenario, repetitions: Int
) {
  let old = scenario.old
  let new = scenario.new
  let plainOld = old.map { PlainBenchItem(id: $0.id, version: $0.version) }
  let plainNew = new.map { PlainBenchItem(id: $0.id, version: $0.version) }
  let (contentTime, plainTime, figure) = measureInterleaved(
    {
      var changes = 0
      for _ in 0..<repetitions { changes &+= new.stagedDifference(from: old).changeCount }
      return changes
    },
    against: {
      var changes = 0
      for _ in 0..<repetitions {
        changes &+= plainNew.stagedDifference(from: plainOld).changeCount
      }
      return changes
    }, runs: comparisonRuns)
  let content = contentTime / Double(repetitions)
  let plain = plainTime / Double(repetitions)
  let met = figure <= contentComparisonTarget ? "met" : "not met"
  func microseconds(_ milliseconds: Double) -> String {
    "\(Int((milliseconds * 1_000).rounded())) µs"
  }
  let run = repetitions == 1 ? "runs of 1 diff" : "runs of \(repetitions) diffs"
  print(
    "  \(name), ContentEquatable model (median of \(comparisonRuns) \(run), per diff):"
      + " \(microseconds(content)) | \((figure * 100).rounded() / 100)x the plain Equatable model"
      + " (\(microseconds(plain)); median of the runs' ratios)"
      + " | target <= \(contentComparisonTarget)x: \(met)")
  BenchmarkReport.shared.add(
    "diff, \(name), ContentEquatable model", value: microseconds(content),
    baseline: "plain Equatable model \(microseconds(plain))", ratio: figure,
    target: contentComparisonTarget)
}
