// Viewport benchmark: what keeping the reader's place costs, and how the offset of a row is
// found. Both run through a headless table view with a viewport, as a test or the chat sample
// drives it, with the rows two levels down in a composition.
//
// - Prepending 1,000 rows (an older page, inserted as a child) above the viewport of a
//   100,000-row list, with the reader's place kept (`ScrollAnchoring.firstVisibleItem`) and
//   without it (`.contentOffset`), in alternation: the anchor is found and restored in
//   O(log n), so the ratio stays near 1 (target 1.3x).
// - Scrolling to a model among 10,000 and 1,000,000 rows of varied heights: the model's position
//   is looked up in the source's index of identifiers, O(1), and the offset is found in a
//   prefix-sum tree, O(log n), so a hundred times more rows cost about the same (target 1.5x).
//   The first two scrolls after the items change (a search in order, then the one that makes
//   the index) are printed apart.

import HeadlessHost
import ListComposer
import ListComposerAdapter

/// Runs the viewport benchmarks and prints their medians, ratios and targets.
@MainActor
func runViewportBenchmarks() {
  print("viewport: keeping the reader's place, and the offset of a row")
  runPrependBenchmark()
  runScrollToModelBenchmark()
}

/// A message of the benchmark's lists.
private struct Row: Hashable, Identifiable, Sendable {
  var id: Int
}

private enum RowDecorator: CellDecorator {
  static func decorate(_ cell: HeadlessTableViewCell, with row: Row) {
    cell.textLabel = "r\(row.id)"
  }
}

/// Varied heights: 20 to 90 points, by the row's number.
private func height(of row: Row) -> Double { 20 + Double((row.id &* 7919) % 8) * 10 }

/// A headless table view with a 600-point viewport showing `rows` rows two levels down:
/// `SectionedDataSource([thread])`, `thread = SectionedDataSource([page])`.
@MainActor
private func viewportScreen(rows: Int) throws -> (
  HeadlessTableView, SectionedDataSource, ArrayDataSource<Row, HeadlessTableViewCell>
) {
  var options = HeadlessHostOptions()
  options.viewportHeight = 600
  let view = HeadlessTableView(options: options)
  let page = ArrayDataSource((0..<rows).map { Row(id: $0) }, decorator: RowDecorator.self)
  let thread = try SectionedDataSource([page])
  try view.attach(SectionedDataSource([thread]))
  view.adapter?.setHandlers(
    SourceHandlers(rowHeight: { _, item in height(of: item.model) }), for: page)
  view.reloadData()
  try view.layoutIfNeeded()
  return (view, thread, page)
}

@MainActor
private func runPrependBenchmark() {
  let rows = 100_000
  let older = 1_000
  let runs = 21
  do {
    let (view, thread, _) = try viewportScreen(rows: rows)
    let clock = ContinuousClock()
    var samples: [[Double]] = [[], []]
    var kept = true
    for run in 0..<runs {
      for (index, anchoring) in [ScrollAnchoring.contentOffset, .firstVisibleItem].enumerated() {
        view.adapter?.scrollAnchoring = anchoring
        try view.scroll(toContentOffset: 1_000_000)
        let first = view.indexPathsForVisibleRows.first
        let page = ArrayDataSource(
          (0..<older).map { Row(id: -1 - $0 - run * older) }, decorator: RowDecorator.self)
        let elapsed = try clock.measure { _ = try thread.insert(page, at: 0) }
        samples[index].append(elapsed.nanoseconds / 1e6)
        if anchoring == .firstVisibleItem {
          // The same row is first, a section further down.
          kept =
            kept && view.indexPathsForVisibleRows.first?.item == first?.item
            && view.indexPathsForVisibleRows.first?.section == (first?.section ?? 0) + 1
        }
        _ = try thread.removeChild(at: 0)
      }
    }
    let medians = samples.map { $0.sorted()[runs / 2] }
    let ratio = medians[1] / medians[0]
    print(
      "prepend \(older) rows above the viewport of \(rows) rows: place kept "
        + "\(format(medians[1])) ms, not kept \(format(medians[0])) ms, median of \(runs): "
        + "\(format(ratio))x (target <= 1.3x: \(ratio <= 1.3 ? "met" : "NOT met"))"
        + (kept ? "" : " [the place was NOT kept]"))
    BenchmarkReport.shared.add(
      "prepend \(older) rows above the viewport of \(rows), place kept",
      value: "\(format(medians[1])) ms", baseline: "not kept \(format(medians[0])) ms",
      ratio: ratio, target: 1.3)
  } catch {
    print("prepend benchmark failed: \(error)")
  }
}

@MainActor
private func runScrollToModelBenchmark() {
  let sizes = [10_000, 1_000_000]
  let scrolls = 1_000
  do {
    // Both screens first, then their scrolls measured in turn, so that a change in the machine's
    // load during the run weighs on both sides of the ratio alike.
    var bodies: [() -> Void] = []
    var lines: [(_ perScroll: Double, _ found: Int) -> String] = []
    var found = Array(repeating: 0, count: sizes.count)
    for (slot, rows) in sizes.enumerated() {
      let (view, _, page) = try viewportScreen(rows: rows)
      guard let adapter = view.adapter else { return }
      // The same pseudo-random models, spread over the whole list.
      let targets = (0..<scrolls).map { Row(id: ($0 &* 2_654_435_761) % rows) }
      let clock = ContinuousClock()
      // The first search after the items change reads them in order; the second makes the
      // source's index of identifiers.
      // The first to the middle row, so that the search in order reads half the list.
      let first = clock.measure {
        blackHole(try? adapter.scroll(to: Row(id: rows / 2), in: page, at: .centeredVertically))
      }
      let second = clock.measure {
        blackHole(try? adapter.scroll(to: targets[1], in: page, at: .centeredVertically))
      }
      bodies.append {
        found[slot] = 0
        for target in targets {
          if (try? adapter.scroll(to: target, in: page, at: .centeredVertically)) != nil {
            found[slot] += 1
          }
        }
      }
      lines.append { perScroll, found in
        "scroll to a model among \(rows) rows of varied heights: "
          + "\(format(perScroll / 1e3)) us/scroll (offset \(view.contentOffset) of "
          + "\(view.contentHeight)), median of 11 x \(scrolls), the two sizes in turn; after the "
          + "items changed, the first scroll (a search in order, to the middle row): "
          + "\(format(first.nanoseconds / 1e6)) ms, the second (which indexes them): "
          + "\(format(second.nanoseconds / 1e6)) ms"
          + (found == scrolls ? "" : " [only \(found) of \(scrolls) models were found]")
      }
    }
    let medians = interleavedMedianNanoseconds(runs: 11, bodies).map { $0 / Double(scrolls) }
    for (slot, line) in lines.enumerated() { print(line(medians[slot], found[slot])) }
    let ratio = medians[1] / medians[0]
    print(
      "scroll to a model among \(sizes[1]) rows / among \(sizes[0]) rows: \(format(ratio))x "
        + "(target <= 1.5x: \(ratio <= 1.5 ? "met" : "NOT met"))")
    BenchmarkReport.shared.add(
      "scroll to a model among \(sizes[1]) rows", value: "\(format(medians[1] / 1e3)) us",
      baseline: "\(sizes[0]) rows \(format(medians[0] / 1e3)) us", ratio: ratio, target: 1.5)
  } catch {
    print("scroll benchmark failed: \(error)")
  }
}
