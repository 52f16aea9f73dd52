// What each child shows (issue 40): the cost of visible-items and working-range tracking on a
// scroll, through a headless table view with a viewport (rows of 44 points, 440 points high)
// showing a child two levels down:
//
//     root = SectionedDataSource([banner, thread]); thread = SectionedDataSource([pinned, rows])
//
// - A scroll within a row, with `rows` asking for visibility events and a working range of one
//   screen, against no scroll (the view lays out at the same offset, and the adapter does
//   nothing): the tracking adds no work per row, so the ratio stays near 1 (target <= 1.1x).
//   The sources do not ask for scroll events (`hearsScrolling`), which are a call per scroll by
//   design. Printed beside it, without a target: the same scrolls against a screen where no
//   source asks.
// - A scroll that crosses k = 20 rows at each edge, at 100,000 rows against 10,000 rows, with
//   the same sources asking: the work is O(rows that crossed) plus O(log n) look-ups, so the
//   ratio stays near 1 (target <= 1.5x).

import HeadlessHost
import ListComposer

/// A row of the scrolling screen.
private struct ScrollRow: Hashable, Identifiable {
  let id: Int
}

/// The scrolling screen, its rows two levels down, shown by a table view with a viewport.
@MainActor
private struct ScrollScreen {
  let rows: ArrayDataSource<ScrollRow, HeadlessTableViewCell>
  let tableView: HeadlessTableView
  /// How many visibility events the sources heard: kept so that the handlers do some work.
  let heard: Counter

  final class Counter {
    var count = 0
  }

  init?(rows count: Int, asking: Bool) {
    func source(_ ids: Range<Int>) -> ArrayDataSource<ScrollRow, HeadlessTableViewCell> {
      ArrayDataSource(ids.map { ScrollRow(id: $0) }, cell: HeadlessTableViewCell.self) {
        cell, row in cell.textLabel = "\(row.id)"
      }
    }
    rows = source(0..<count)
    var options = HeadlessHostOptions()
    options.viewportHeight = 440
    tableView = HeadlessTableView(options: options)
    let heard = Counter()
    self.heard = heard
    do {
      let banner = source(-2..<(-1))
      let pinned = source(-1..<0)
      try tableView.attach(
        SectionedDataSource([banner, try SectionedDataSource([pinned, rows])]))
      try tableView.layoutIfNeeded()
      if asking, let adapter = tableView.adapter {
        adapter.setHandlers(
          SourceHandlers(visibility: { _, _ in heard.count += 1 }, workingRange: 1), for: rows)
        adapter.setHandlers(
          SourceHandlers(visibility: { _, _ in heard.count += 1 }, workingRange: 0.5),
          for: pinned)
      }
    } catch {
      print("could not attach the scrolling screen: \(error)")
      return nil
    }
  }

  /// Scrolls back and forth `times` times between two offsets.
  func scroll(between first: Double, and second: Double, times: Int) -> Int {
    for step in 0..<times {
      try? tableView.scroll(toContentOffset: step.isMultiple(of: 2) ? second : first)
    }
    return heard.count
  }
}

/// Runs the visibility benchmarks and prints one line per figure, with its target.
@MainActor
func runVisibilityBenchmarks() {
  print("== What each child shows (issue 40; medians of 31 runs of 1,000 scrolls)")
  let scrolls = 1_000
  let runs = 31
  // Within a row: the middle of the list, 3 points apart, far from every row's edge.
  guard let quiet = ScrollScreen(rows: 100_000, asking: false),
    let asking = ScrollScreen(rows: 100_000, asking: true)
  else { return }
  let middle = 44.0 * 50_000 + 10
  var sum = 0
  // The same screen, its sources asking: scrolls that stay at one offset (the view lays out
  // and reports an unchanged viewport, which the adapter skips) against scrolls within a row.
  let still = interleavedMedianNanoseconds(
    runs: runs,
    [
      { sum &+= asking.scroll(between: middle, and: middle, times: scrolls) },
      { sum &+= asking.scroll(between: middle, and: middle + 3, times: scrolls) },
    ])
  report(
    "Scroll within a row, 100,000 rows, a child asking for visibility and a working range",
    value: still[1], baseline: still[0], baselineName: "no scroll",
    scrolls: scrolls, target: 1.1)
  // What asking costs at all on such a scroll: a comparison per distance; no target (the
  // headless view's own scroll is the baseline, and it does almost nothing).
  let within = interleavedMedianNanoseconds(
    runs: runs,
    [
      { sum &+= quiet.scroll(between: middle, and: middle + 3, times: scrolls) },
      { sum &+= asking.scroll(between: middle, and: middle + 3, times: scrolls) },
    ])
  report(
    "Scroll within a row, 100,000 rows, a child asking (against none asking)",
    value: within[1], baseline: within[0], baselineName: "no source asking",
    scrolls: scrolls, target: nil)

  // Across k = 20 rows (880 points) at each edge, 10,000 against 100,000 rows.
  guard let small = ScrollScreen(rows: 10_000, asking: true),
    let large = ScrollScreen(rows: 100_000, asking: true)
  else { return }
  let start = 44.0 * 5_000 + 10
  let crossing = interleavedMedianNanoseconds(
    runs: runs,
    [
      { sum &+= small.scroll(between: start, and: start + 880, times: scrolls) },
      { sum &+= large.scroll(between: start, and: start + 880, times: scrolls) },
    ])
  report(
    "Scroll across 20 rows, a child asking, 100,000 rows",
    value: crossing[1], baseline: crossing[0], baselineName: "10,000 rows",
    scrolls: scrolls, target: 1.5)
  blackHole(sum)
  let everyoneHeard = small.heard.count > 0 && large.heard.count > 0 && asking.heard.count > 0
  print("sources heard events: \(everyoneHeard ? "yes" : "NO (the figures measured nothing)")")
}

/// Prints and records one figure: a median for `scrolls` scrolls against its baseline.
@MainActor
private func report(
  _ name: String, value: Double, baseline: Double, baselineName: String, scrolls: Int,
  target: Double?
) {
  let ratio = value / baseline
  let perScroll = value / Double(scrolls) / 1_000
  let basePerScroll = baseline / Double(scrolls) / 1_000
  BenchmarkReport.shared.add(
    name, value: "\(format(perScroll)) µs per scroll",
    baseline: "\(baselineName) \(format(basePerScroll)) µs", ratio: ratio, target: target)
  let verdict = target.map {
    " (target <= \(format($0, decimals: 1))x: \(ratio <= $0 ? "met" : "NOT met"))"
  }
  print(
    "\(name): \(format(perScroll)) µs per scroll = \(format(ratio))x \(baselineName) "
      + "(\(format(basePerScroll)) µs, same run)" + (verdict ?? " (no target)"))
}
