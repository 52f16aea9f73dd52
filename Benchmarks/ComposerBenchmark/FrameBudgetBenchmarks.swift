// Frame-budget benchmarks (issue 25): what an update costs the main actor, at every list size.
//
// - `setItems` on a composition shown by a default `HeadlessTableView` (20 visible rows), at
//   100, 1,000, 5,000 and 100,000 items with 10% of the items deleted, 10% inserted and 10%
//   moved, against the bare staged diff of the same arrays, in the same run.
// - `await setItems` on the same screens: the main actor's time during the call (the call less
//   the work its scheduler ran on the cooperative pool and its wait for a pool thread), against
//   the bare diff.
// - `setItems` on the same screen shown by `PassThroughHost` (UIKit's bookkeeping, none of a
//   headless view's checking), at 100, 1,000 and 100,000 items: the adapter's own cost, what a
//   device pays (PassThroughBenchmarks.swift); and both by phase.
// - Attaching a screen of 100 children and laying out its first 20 rows, with 100 and with
//   10,000 items per child.

import HeadlessHost
import ListComposer
import ListComposerTesting
import ListDiffing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let frameBudgetSeed: UInt64 = 0xF4A3E

struct BudgetItem: Hashable, Sendable, DiffIdentifiable, ContentEquatable {
  var id: Int
}

/// `count` items; `changed` (a tenth by default) deleted, as many inserted and as many moved, at
/// scattered places.
func scatteredScenario(count: Int, changed: Int? = nil, seed: UInt64) -> (
  old: [BudgetItem], new: [BudgetItem]
) {
  var rng = SeededGenerator(seed: seed)
  let changed = changed ?? count / 10
  let old = (0..<count).map { BudgetItem(id: $0) }
  var offsets = Array(0..<count)
  offsets.shuffle(using: &rng)
  let deleted = Set(offsets.prefix(changed))
  let moved = Set(offsets.dropFirst(changed).prefix(changed))
  var keyed: [(key: Double, item: BudgetItem)] = []
  for (offset, item) in old.enumerated() where !deleted.contains(offset) {
    let key =
      moved.contains(offset) ? Double.random(in: 0..<Double(count), using: &rng) : Double(offset)
    keyed.append((key, item))
  }
  for index in 0..<changed {
    keyed.append((Double.random(in: 0..<Double(count), using: &rng), BudgetItem(id: count + index)))
  }
  keyed.sort { $0.key < $1.key }
  return (old, keyed.map(\.item))
}

/// A diff scheduler that runs each piece of work on the cooperative pool, as the default one
/// does, and times it there: what an update does away from the main actor.
///
/// The main actor's share of a call is the call's time less that, and less the time each piece
/// waited for a pool thread to start it, timed from the moment the call handed it over: the
/// call is suspended then and the main actor free. That wait swings with how the system parks
/// and wakes its threads (the share with it read 0.29–0.6x over nine runs of one binary, missing
/// its target in two quiet runs). The share counts the wait for the main queue to resume the
/// call, which no clock here can tell from the main actor's own work, so it errs high; but the
/// work resumes the call before it returns, so a pool thread preempted between the two counts
/// the main actor's work after the resume as its own, and the share errs low. A piece's time
/// ends when the call did if that is earlier, so the share is never below zero. (A thread's CPU
/// clock cannot tell either on Linux, where the main actor's jobs run on whichever thread drains
/// the main queue, sometimes one that just ran the diff.)
@MainActor
private final class TimedScheduler {
  private typealias Instant = ContinuousClock.Instant
  private var runs: [Task<(handedOver: Instant, started: Instant, ended: Instant), Never>] = []

  var scheduler: DiffScheduler {
    DiffScheduler { work in
      let clock = ContinuousClock()
      let handedOver = clock.now
      self.runs.append(
        Task.detached(priority: Task.currentPriority) {
          let started = clock.now
          work()
          return (handedOver, started, clock.now)
        })
    }
  }

  /// The time the work took away from the main actor before the call ended at `end`, and the
  /// time it waited for a thread, once every piece has finished.
  func timeAway(callEndedAt end: ContinuousClock.Instant) async -> (
    work: Duration, wait: Duration
  ) {
    var away = (work: Duration.zero, wait: Duration.zero)
    for run in runs {
      let piece = await run.value
      away.work += max(min(piece.ended, end) - piece.started, .zero)
      away.wait += max(min(piece.started, end) - piece.handedOver, .zero)
    }
    return away
  }
}

/// A screen of a three-item header source and a source of `items`, shown by a default
/// `HeadlessTableView` that lays out 20 rows.
@MainActor
private struct BudgetScreen {
  let source: ArrayDataSource<BudgetItem, HeadlessTableViewCell>
  let tableView: HeadlessTableView

  init?(_ items: [BudgetItem]) {
    source = ArrayDataSource(items, cell: HeadlessTableViewCell.self) { cell, item in
      cell.textLabel = "\(item.id)"
    }
    let header = ArrayDataSource(
      (0..<3).map { BudgetItem(id: -1 - $0) }, cell: HeadlessTableViewCell.self
    ) { cell, item in cell.textLabel = "\(item.id)" }
    tableView = HeadlessTableView(options: HeadlessHostOptions())
    do {
      try tableView.attach(SectionedDataSource([header, source]))
      try tableView.layoutIfNeeded()
    } catch {
      print("could not attach the frame-budget screen: \(error)")
      return nil
    }
  }

  /// Whether every batch the view was given was accepted without a warning.
  var applied: Bool { tableView.updateLog.allSatisfy { $0.succeeded && $0.warnings.isEmpty } }
}

/// Runs the frame-budget benchmarks and prints one line per figure, with its target.
@MainActor
func runFrameBudgetBenchmarks() async {
  print("== Frame budget (issue 25; medians; seed \(frameBudgetSeed))")
  let sizes: [(count: Int, runs: Int, target: Double?)] = [
    (100, 101, 8), (1_000, 51, 2), (5_000, 31, 2), (100_000, 9, 2),
  ]
  var rejected = 0
  for (count, runs, target) in sizes {
    let (old, new) = scatteredScenario(count: count, seed: frameBudgetSeed &+ UInt64(count))
    let (diff, hosted) = interleavedMedians(
      runs: runs, baseline: { new.stagedDifference(from: old, section: 0).changeCount },
      prepare: { BudgetScreen(old) },
      candidate: { screen in
        guard let screen else { return 0 }
        let count = screen.source.setItems(new).batches.count
        if !screen.applied { rejected += 1 }
        return count
      })
    let ratio = hosted / diff
    let verdict = target.map {
      " (target <= \(format($0, decimals: 1))x: \(ratio <= $0 ? "met" : "NOT met"))"
    }
    BenchmarkReport.shared.add(
      "setItems, composition + default HeadlessTableView, \(count) items (10% deleted/inserted/moved)",
      value: "\(format(hosted * 1_000)) µs", baseline: "bare diff \(format(diff * 1_000)) µs",
      ratio: ratio, target: target)
    print(
      "setItems \(count) items, hosted: \(format(hosted * 1_000)) µs = \(format(ratio))x the bare "
        + "diff (\(format(diff * 1_000)) µs, same run)" + (verdict ?? ""))
  }
  for (count, runs, target) in [(5_000, 31, 0.5), (100_000, 9, 0.3)] {
    let (old, new) = scatteredScenario(count: count, seed: frameBudgetSeed &+ UInt64(count))
    var diffs: [Double] = []
    var mains: [Double] = []
    var busy: [Double] = []
    var totals: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
      diffs.append(
        clock.measure { blackHole(new.stagedDifference(from: old, section: 0).changeCount) }
          .nanoseconds)
      guard let screen = BudgetScreen(old) else { return }
      let timed = TimedScheduler()
      let start = clock.now
      let outcome = await screen.source.setItems(new, scheduler: timed.scheduler)
      let end = clock.now
      let total = end - start
      let away = await timed.timeAway(callEndedAt: end)
      totals.append(total.nanoseconds)
      mains.append((total - away.work).nanoseconds)
      busy.append((total - away.work - away.wait).nanoseconds)
      if outcome.appliedChange == nil || !screen.applied { rejected += 1 }
    }
    let median = { (samples: [Double]) in samples.sorted()[samples.count / 2] / 1_000 }
    let (diff, main, waited, total) = (median(diffs), median(busy), median(mains), median(totals))
    BenchmarkReport.shared.add(
      "await setItems, \(count) items: main-actor time (the call less its work off the main "
        + "actor and its wait for a pool thread)", value: "\(format(main)) µs",
      baseline: "bare diff \(format(diff)) µs", ratio: main / diff, target: target)
    print(
      "await setItems \(count) items: main actor \(format(main)) µs = "
        + "\(format(main / diff))x the bare diff (\(format(diff)) µs, same run; target <= "
        + "\(format(target, decimals: 1))x: \(main / diff <= target ? "met" : "NOT met")); "
        + "with that wait \(format(waited)) µs (\(format(waited / diff))x); "
        + "whole call \(format(total)) µs")
  }
  if rejected > 0 {
    print("frame budget: WARNING: \(rejected) runs had rejected or warned batches")
  }
  benchmarkPhases(count: 100, runs: 301)
  benchmarkPhases(count: 1_000, runs: 101)
  benchmarkPassThrough()
  benchmarkPhases(count: 100, runs: 301, passThrough: true)
  benchmarkPhases(count: 1_000, runs: 101, passThrough: true)
  benchmarkPhases(count: 100_000, runs: 9, passThrough: true)
  benchmarkAttach()
  benchmarkHostedMemory()
}

/// What a memory child measures: the hosted `setItems`, the bare diff of the same arrays, or a
/// batch without a diff (`append(contentsOf:)` of `changed` new items) on the hosted screen.
private enum BudgetMemoryWork: String {
  case hosted
  case diff
  case batch
}

/// The entry point of `composer-benchmark frame-budget-memory-child <hosted|diff|batch> <items>
/// <changed>`: builds the arrays (and, but for `diff`, the screen, attached and laid out), returns
/// freed memory to the system, resets the peak resident size, runs the work once and prints the
/// peak resident bytes over what was built. Returns the exit status.
@MainActor
func runFrameBudgetMemoryChild(_ arguments: [String]) -> Int32 {
  guard arguments.count == 3, let work = BudgetMemoryWork(rawValue: arguments[0]),
    let count = Int(arguments[1]), let changed = Int(arguments[2])
  else {
    print(
      "usage: composer-benchmark frame-budget-memory-child <hosted|diff|batch> <items> <changed>")
    return 2
  }
  mapLargeBlocksSeparately(from: 256 * 1_024)
  let (old, new) = scatteredScenario(
    count: count, changed: changed, seed: frameBudgetSeed &+ UInt64(count))
  let screen = work != .diff ? BudgetScreen(old) : nil
  if work != .diff, screen == nil { return 1 }
  let appended = (0..<changed).map { BudgetItem(id: 2 * count + $0) }
  releaseFreeHeapMemory()
  let didReset = resetPeakResidentSize()
  guard let before = processStatusBytes("VmRSS"), let peakBefore = processStatusBytes("VmHWM")
  else { return 1 }
  switch work {
  case .hosted:
    blackHole(screen?.source.setItems(new).batches.count ?? 0)
    if screen?.applied != true { return 1 }
  case .diff:
    blackHole(new.stagedDifference(from: old, section: 0).changeCount)
  case .batch:
    do {
      blackHole(try screen?.source.append(contentsOf: appended).batch.changeCount ?? 0)
    } catch {
      return 1
    }
    if screen?.applied != true { return 1 }
  }
  guard let peak = processStatusBytes("VmHWM") else { return 1 }
  print(didReset || peak > peakBefore ? "\(peak - before)" : "masked")
  blackHole(screen)
  return 0
}

/// The median peak bytes of three memory children, or `nil` when one failed.
private func medianBudgetPeak(_ work: BudgetMemoryWork, count: Int, changed: Int) -> Int? {
  var samples: [Int] = []
  for _ in 0..<3 {
    let output = runSelfAsChild([
      "frame-budget-memory-child", work.rawValue, "\(count)", "\(changed)",
    ])
    guard let text = output?.split(separator: "\n").last, let bytes = Int(text) else {
      return nil
    }
    samples.append(bytes)
  }
  return samples.sorted()[1]
}

private func budgetMegabytes(_ bytes: Int) -> String {
  "\((Double(bytes) / 10_000).rounded() / 100) MB"
}

/// The hosted path's peak memory over its data at 100,000 items (10% deleted, inserted and
/// moved), against the bare diff's; and the peak of a batch of 1,000 inserts without a diff on
/// the hosted screen at 10,000 and at 100,000 items, which should not grow with the list.
@MainActor
private func benchmarkHostedMemory() {
  guard canMeasureProcessMemory else {
    print("hosted setItems memory: not available on this platform (needs Linux /proc)")
    return
  }
  guard let hosted = medianBudgetPeak(.hosted, count: 100_000, changed: 10_000),
    let diff = medianBudgetPeak(.diff, count: 100_000, changed: 10_000)
  else {
    print("hosted setItems memory: not available (a child process failed or the peak was masked)")
    return
  }
  let met = hosted <= 15_000_000
  BenchmarkReport.shared.add(
    "setItems 100,000 items hosted: peak memory over the data (target <= 15 MB: "
      + "\(met ? "met" : "not met"))",
    value: budgetMegabytes(hosted), baseline: "bare diff \(budgetMegabytes(diff))",
    ratio: Double(hosted) / Double(diff), target: nil)
  print(
    "setItems 100000 items, hosted: peak memory over the data \(budgetMegabytes(hosted)) (median "
      + "of 3 child processes) = \(format(Double(hosted) / Double(diff)))x the bare diff's "
      + "\(budgetMegabytes(diff)) (target <= 15 MB: \(met ? "met" : "NOT met"))")
  var peaks: [Int] = []
  for count in [10_000, 100_000] {
    guard let peak = medianBudgetPeak(.batch, count: count, changed: 1_000) else {
      print("hosted batch memory: not available (a child process failed)")
      return
    }
    peaks.append(peak)
    print(
      "append(contentsOf:) of 1,000 items to \(count) hosted items: peak memory "
        + budgetMegabytes(peak))
  }
  let ratio = Double(peaks[1]) / Double(max(1, peaks[0]))
  BenchmarkReport.shared.add(
    "a hosted batch of 1,000 inserts: peak memory, 100,000 vs 10,000 items",
    value: budgetMegabytes(peaks[1]), baseline: "10,000 items \(budgetMegabytes(peaks[0]))",
    ratio: ratio, target: 1.5)
  print(
    "a hosted batch of 1,000 inserts, 100,000 vs 10,000 items: \(format(ratio))x (target "
      + "<= 1.5x, memory proportional to the changes: \(ratio <= 1.5 ? "met" : "NOT met"))")
}

/// The hosted `setItems` of `count` items by phase: the median over the runs of each phase's
/// time on the main actor (without the phases nested in it; see `UpdatePhases`), against the
/// median of the bare diff timed in the same runs. Medians, not means, so that one run the
/// machine interrupted does not move a phase. The diff phase is the one `setItems` computes,
/// in one batch where the bare diff has its deletes in a batch of their own. "Other" is the
/// rest of the call: the adapter's and the relay's bookkeeping between phases.
///
/// Through the pass-through host (`passThrough`), the phases are the adapter's and the
/// source's own, with UIKit's bookkeeping in "applying" and "cells"; printed without targets.
@MainActor
private func benchmarkPhases(count: Int, runs: Int, passThrough: Bool = false) {
  let (old, new) = scatteredScenario(count: count, seed: frameBudgetSeed &+ UInt64(count))
  let clock = ContinuousClock()
  let phaseCount = UpdatePhases.Phase.allCases.count
  var diffs: [Double] = []
  var calls: [Double] = []
  var others: [Double] = []
  var phases = [[Double]](repeating: [], count: phaseCount)
  let microseconds = { (duration: Duration) in duration.nanoseconds / 1_000 }
  for _ in 0..<runs {
    diffs.append(
      microseconds(
        clock.measure { blackHole(new.stagedDifference(from: old, section: 0).changeCount) }))
    let setItems: ([BudgetItem]) -> Int
    if passThrough {
      guard let screen = PassThroughScreen(old) else { return }
      setItems = { screen.source.setItems($0).batches.count }
    } else {
      guard let screen = BudgetScreen(old) else { return }
      setItems = { screen.source.setItems($0).batches.count }
    }
    UpdatePhases.startRecording()
    let call = clock.measure { blackHole(setItems(new)) }
    UpdatePhases.isRecording = false
    calls.append(microseconds(call))
    others.append(microseconds(call - UpdatePhases.totals.reduce(Duration.zero, +)))
    for phase in UpdatePhases.Phase.allCases {
      phases[phase.rawValue].append(microseconds(UpdatePhases.totals[phase.rawValue]))
    }
  }
  let median = { (samples: [Double]) in samples.sorted()[samples.count / 2] }
  let diff = median(diffs)
  let times = phases.map(median)
  let host = passThrough ? "pass-through host" : "hosted"
  var line =
    "setItems \(count) items, \(host), by phase (µs per call, medians; bare diff "
    + "\(format(diff)) µs):"
  for phase in UpdatePhases.Phase.allCases {
    let time = times[phase.rawValue]
    line += " \(phase) \(format(time))"
    let isTargeted = !passThrough && phase != .cells && phase != .diff
    BenchmarkReport.shared.add(
      "setItems \(count) items, \(host): phase \(phase)", value: "\(format(time)) µs",
      baseline: "bare diff \(format(diff)) µs", ratio: time / diff, target: isTargeted ? 1 : nil)
  }
  line += ", other \(format(median(others))); whole call \(format(median(calls)))"
  print(line)
  guard !passThrough else { return }
  let over = UpdatePhases.Phase.allCases.filter {
    $0 != .cells && $0 != .diff && times[$0.rawValue] > diff
  }
  print(
    "setItems \(count) items: every phase but the cells within the diff's time (target): "
      + (over.isEmpty ? "met" : "NOT met (\(over.map { "\($0)" }.joined(separator: ", ")))"))
}

/// Attaching 100 children of `perChild` items and laying out the first 20 rows, in a default
/// `HeadlessTableView` and in one without the identity check (which reads every identifier when
/// the counts load, as a test host, not a device, does).
@MainActor
private func benchmarkAttach() {
  benchmarkAttach(identityCheck: true)
  benchmarkAttach(identityCheck: false)
}

@MainActor
private func benchmarkAttach(identityCheck: Bool) {
  let runs = 21
  func screen(perChild: Int) -> SectionedDataSource? {
    let children = (0..<100).map { child in
      ArrayDataSource(
        (0..<perChild).map { BudgetItem(id: child * perChild + $0) },
        cell: HeadlessTableViewCell.self
      ) { cell, item in cell.textLabel = "\(item.id)" }
    }
    return try? SectionedDataSource(children)
  }
  // Built before timing; each is released after its run, so that what an attach leaves behind
  // (the identifiers a source keeps once a view read them) is returned before the next one.
  var screens = [100, 10_000].map { perChild in (0..<runs).map { _ in screen(perChild: perChild) } }
  let clock = ContinuousClock()
  var samples: [[Double]] = [[], []]
  for run in 0..<runs {
    for index in screens.indices {
      guard let screen = screens[index][run] else { continue }
      defer { screens[index][run] = nil }
      var options = HeadlessHostOptions()
      options.checksItemIdentity = identityCheck
      let tableView = HeadlessTableView(options: options)
      samples[index].append(
        clock.measure {
          do {
            try tableView.attach(screen)
            try tableView.layoutIfNeeded()
          } catch {
            print("could not attach: \(error)")
          }
        }.nanoseconds)
      blackHole(tableView)
    }
  }
  let medians = samples.map { $0.sorted()[$0.count / 2] / 1_000 }
  let ratio = medians[1] / medians[0]
  let host = identityCheck ? "default HeadlessTableView" : "HeadlessTableView, no identity check"
  BenchmarkReport.shared.add(
    "attach 100 children + lay out 20 rows (\(host)): 10,000 vs 100 items per child",
    value: "\(format(medians[1])) µs", baseline: "100 per child \(format(medians[0])) µs",
    ratio: ratio, target: 1.5)
  print(
    "attach 100 children and lay out 20 rows, \(host): 100 items each \(format(medians[0])) µs, 10,000 "
      + "each \(format(medians[1])) µs = \(format(ratio))x (target <= 1.5x: "
      + "\(ratio <= 1.5 ? "met" : "NOT met"))")
}
