// The adapter's own cost per update (issue 41): a synchronous `setItems` on a composition shown
// by `PassThroughHost`, which does UIKit's bookkeeping and none of a headless view's checking,
// against the bare staged diff of the same arrays timed in the same runs.

import ListComposer
import ListComposerAdapter
import ListDiffing

/// The frame-budget screen (a three-item header source and a source of `items`) shown by a
/// `PassThroughHost` with 20 visible rows.
@MainActor
struct PassThroughScreen {
  let source: ArrayDataSource<BudgetItem, PassThroughCell>
  let host: PassThroughHost
  let adapter: ListAdapter

  init?(_ items: [BudgetItem]) {
    source = ArrayDataSource(items, cell: PassThroughCell.self) { cell, item in
      cell.text = "\(item.id)"
    }
    let header = ArrayDataSource(
      (0..<3).map { BudgetItem(id: -1 - $0) }, cell: PassThroughCell.self
    ) { cell, item in cell.text = "\(item.id)" }
    host = PassThroughHost(visibleRows: 20)
    do {
      adapter = try ListAdapter(source: SectionedDataSource([header, source]), view: host)
    } catch {
      print("could not attach the pass-through screen: \(error)")
      return nil
    }
  }

  /// Whether the host took every change as a batch and shows what the source has: its counts,
  /// and the model of every visible row in its cell.
  var showsSource: Bool {
    guard host.reloads == 1, host.failures == 0, host.displayedItemCounts == adapter.currentCounts()
    else { return false }
    return host.visibleCells.allSatisfy { position, cell in
      adapter.source.model(at: position).map { "\(($0 as? BudgetItem)?.id ?? .min)" } == cell.text
    }
  }
}

/// The adapter's main-actor cost of a synchronous `setItems` (10% of the items deleted, 10%
/// inserted and 10% moved) through the pass-through host, at 100, 1,000 and 100,000 items:
/// the median over the runs of each run's ratio to the bare staged diff timed just before it.
@MainActor
func benchmarkPassThrough() {
  let sizes: [(count: Int, runs: Int, target: Double)] = [
    (100, 301, 3), (1_000, 101, 1.3), (100_000, 9, 1.1),
  ]
  var wrong = 0
  let clock = ContinuousClock()
  for (count, runs, target) in sizes {
    let (old, new) = scatteredScenario(count: count, seed: frameBudgetSeed &+ UInt64(count))
    var diffs: [Double] = []
    var calls: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<runs {
      let diff = clock.measure {
        blackHole(new.stagedDifference(from: old, section: 0).changeCount)
      }.nanoseconds
      guard let screen = PassThroughScreen(old) else { return }
      let call = clock.measure { blackHole(screen.source.setItems(new).batches.count) }.nanoseconds
      if !screen.showsSource { wrong += 1 }
      diffs.append(diff)
      calls.append(call)
      ratios.append(call / diff)
    }
    let median = { (samples: [Double]) in samples.sorted()[samples.count / 2] }
    let (diff, call, ratio) = (median(diffs) / 1_000, median(calls) / 1_000, median(ratios))
    BenchmarkReport.shared.add(
      "setItems, composition + pass-through host (UIKit's bookkeeping, no checking), \(count) "
        + "items (10% deleted/inserted/moved)",
      value: "\(format(call)) µs", baseline: "bare diff \(format(diff)) µs", ratio: ratio,
      target: target)
    print(
      "setItems \(count) items, pass-through host: \(format(call)) µs; \(format(ratio))x the "
        + "bare diff (\(format(diff)) µs, same run; median of per-run ratios; target <= "
        + "\(format(target, decimals: 1))x: \(ratio <= target ? "met" : "NOT met"))")
  }
  if wrong > 0 {
    print("pass-through host: WARNING: \(wrong) runs ended with the view not showing the source")
  }
}
