import ListComposer
import ListComposerTesting

/// An outline of about 100,000 nodes: how fast a row is read, against an `ArrayDataSource` of
/// the same number of rows, and how the cost of expanding a node grows with the rows it shows.
///
/// The tree has 99 large roots of 1,000 descendants each (10 children of 99 leaves) and 82
/// small roots of 10 leaves: 100,001 nodes. Everything is expanded but one large and one small
/// root, so about 99,000 rows are shown when one of them is expanded in the middle. Expanding
/// the large root shows 1,000 rows, the small one 10; each run expands and then collapses
/// again (the collapse is timed on its own). A flat array would shift every row after the node
/// on both; the outline's cost should grow with the rows shown, so the ratio of the two expands
/// should be far above 1 (it is about 1 when the cost is dominated by the tree's size).
@MainActor
func runOutlineBenchmarks() {
  let runs = 101
  let lookups = 1_000_000
  var roots: [OutlineNode<Int>] = []
  var next = 0
  func take() -> Int {
    next += 1
    return next - 1
  }
  for root in 0..<181 {
    let id = take()
    if root < 99 {
      roots.append(
        OutlineNode(
          id,
          children: (0..<10).map { _ in
            OutlineNode(take(), children: (0..<99).map { _ in OutlineNode(take()) })
          }))
    } else {
      roots.append(OutlineNode(id, children: (0..<10).map { _ in OutlineNode(take()) }))
    }
  }
  let nodeCount = next
  guard
    let outline = try? OutlineDataSource(roots, cell: BenchmarkCell.self, configure: { _, _ in })
  else {
    print("could not build the benchmark outline")
    return
  }
  outline.expandAll()
  let large = roots[49].model
  let small = roots[140].model
  _ = try? outline.collapse(id: large)
  _ = try? outline.collapse(id: small)
  let shown = outline.numberOfItems(inSection: 0)
  print(
    "== Outline: \(nodeCount) nodes, \(shown) rows shown, median of \(runs) runs "
      + "(\(lookups) random lookups for reads)")

  // Reads: the same number of rows in an ArrayDataSource, the same random positions.
  let rowCount = shown + 1_010
  _ = try? outline.expand(id: large)
  _ = try? outline.expand(id: small)
  let array = ArrayDataSource(Array(0..<rowCount), cell: BenchmarkCell.self) { _, _ in }
  // The same rows as items, 16 bytes each: what an array costs when it holds what a row shows.
  let itemArray = ArrayDataSource(
    (0..<rowCount).map { OutlineItem(model: $0, level: 1, hasChildren: false, isExpanded: false) },
    cell: BenchmarkCell.self
  ) { _, _ in }
  var generator = SeededGenerator(seed: 23)
  let positions = (0..<lookups).map { _ in
    ListPosition(section: 0, item: Int.random(in: 0..<rowCount, using: &generator))
  }
  let reads = interleavedMedianNanoseconds(
    runs: 11,
    [
      {
        var sum = 0
        for position in positions { sum &+= array.model(at: position) ?? 0 }
        blackHole(sum)
      },
      {
        var sum = 0
        for position in positions { sum &+= outline.model(at: position)?.model ?? 0 }
        blackHole(sum)
      },
      {
        var sum = 0
        for position in positions { sum &+= outline.node(at: position) ?? 0 }
        blackHole(sum)
      },
      {
        var sum = 0
        for position in positions { sum &+= itemArray.model(at: position)?.model ?? 0 }
        blackHole(sum)
      },
    ]
  ).map { $0 / Double(lookups) }
  print("ArrayDataSource model(at:), \(rowCount) rows     \(format(reads[0])) ns/lookup")
  print("outline model(at:) (item with level, flags)  \(format(reads[1])) ns/lookup")
  print("outline node(at:)                            \(format(reads[2])) ns/lookup")
  print("ArrayDataSource of the same 16-byte items    \(format(reads[3])) ns/lookup")
  print(
    "outline lookup / ArrayDataSource lookup      \(format(reads[1] / reads[0], decimals: 1))x "
      + "(target <= 3x: \(reads[1] <= 3 * reads[0] ? "met" : "NOT met"))")
  BenchmarkReport.shared.add(
    "outline model(at:), \(rowCount) rows", value: "\(format(reads[1])) ns",
    baseline: "ArrayDataSource \(format(reads[0])) ns", ratio: reads[1] / reads[0], target: 3)
  print(
    "outline node(at:) / ArrayDataSource lookup   \(format(reads[2] / reads[0], decimals: 1))x "
      + "(target <= 3x: \(reads[2] <= 3 * reads[0] ? "met" : "NOT met"))")
  print(
    "outline lookup / array of the same items     \(format(reads[1] / reads[3], decimals: 1))x "
      + "(the cost of the index itself)")
  _ = try? outline.collapse(id: large)
  _ = try? outline.collapse(id: small)

  // Expanding and collapsing, alternated so that both sizes see the same machine load.
  let clock = ContinuousClock()
  var samples: [[Double]] = [[], [], [], []]
  for _ in 0..<runs {
    samples[0].append(clock.measure { _ = try? outline.expand(id: large) }.nanoseconds)
    samples[1].append(clock.measure { _ = try? outline.collapse(id: large) }.nanoseconds)
    samples[2].append(clock.measure { _ = try? outline.expand(id: small) }.nanoseconds)
    samples[3].append(clock.measure { _ = try? outline.collapse(id: small) }.nanoseconds)
  }
  let medians = samples.map { $0.sorted()[runs / 2] / 1_000 }

  // The flat alternative: inserting 10 rows into the middle of an array of the same length.
  var flat = Array(0..<shown)
  let flatInsert =
    medianNanoseconds(runs: runs) {
      flat.insert(contentsOf: 0..<10, at: shown / 2)
      flat.removeSubrange((shown / 2)..<(shown / 2 + 10))
    } / 1_000

  print("expand a node of 1,000 descendants     \(format(medians[0])) µs")
  print("collapse it                            \(format(medians[1])) µs")
  print("expand a node of 10 descendants        \(format(medians[2])) µs")
  print("collapse it                            \(format(medians[3])) µs")
  print(
    "expand 1,000 / expand 10               \(format(medians[0] / medians[2], decimals: 1))x "
      + "(~100x when the cost is in the rows shown, ~1x when it is in the tree)")
  print(
    "flat array: insert + remove 10 rows in the middle of \(shown)  \(format(flatInsert)) µs")
}

/// Loading a node's children in an outline of about 100,000 nodes, most of them shown: the time
/// from expanding a node whose children load to their rows being in, for 1,000 children and for
/// 10. Grafting the children costs the rows they add (plus one hop to the load's task and back),
/// so the ratio should be far above 1; a rebuild of the tree per load would bring it near 1.
@MainActor
func runOutlineLoadBenchmarks() async {
  let runs = 51
  var next = 0
  func take() -> Int {
    next += 1
    return next - 1
  }
  var roots: [OutlineNode<Int>] = (0..<100).map { _ in
    OutlineNode(take(), children: (0..<999).map { _ in OutlineNode(take()) })
  }
  let large = take()
  let small = take()
  roots.insert(OutlineNode(large, loadsChildren: true), at: 50)
  roots.insert(OutlineNode(small, loadsChildren: true), at: 51)
  let largeChildren = (0..<1_000).map { _ in OutlineNode(take()) }
  let smallChildren = (0..<10).map { _ in OutlineNode(take()) }
  guard
    let outline = try? OutlineDataSource(roots, cell: BenchmarkCell.self, configure: { _, _ in })
  else {
    print("could not build the benchmark outline")
    return
  }
  outline.setChildLoader(
    { node in node == large ? largeChildren : smallChildren }, placeholder: BenchmarkLoadRow.self)
  outline.expandAll()
  print(
    "== Outline loads: \(next) nodes, \(outline.numberOfItems(inSection: 0)) rows shown, "
      + "median of \(runs) runs")
  let clock = ContinuousClock()
  func load(_ id: Int) async -> Double {
    let start = clock.now
    _ = try? outline.expand(id: id)
    while outline.isLoadingChildren(id) { await Task.yield() }
    let elapsed = (clock.now - start).nanoseconds
    // Back to a collapsed node whose children load again.
    _ = try? outline.collapse(id: id)
    outline.reloadChildren(id: id)
    return elapsed
  }
  var samples: [[Double]] = [[], []]
  for _ in 0..<runs {
    samples[0].append(await load(large))
    samples[1].append(await load(small))
  }
  let medians = samples.map { $0.sorted()[runs / 2] / 1_000 }
  print("load 1,000 children into the outline   \(format(medians[0])) µs")
  print("load 10 children                       \(format(medians[1])) µs")
  print(
    "load 1,000 / load 10                   \(format(medians[0] / medians[1], decimals: 1))x "
      + "(~100x when the cost is in the rows added, ~1x when it is in the tree)")
}

/// The load row of the benchmark outline.
enum BenchmarkLoadRow: CellDecorator {
  static var reuseIdentifier: String { "load" }
  static func decorate(_ cell: BenchmarkCell, with placeholder: Placeholder) {}
}
