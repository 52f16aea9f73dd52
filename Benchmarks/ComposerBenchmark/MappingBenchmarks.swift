import ListComposer
import ListComposerTesting

/// Index mapping through 1,000 children of 1,000 items each: how fast a composed screen turns a
/// global position into (child, local position, typed model).
///
/// Three ways are measured in the same run on the same random positions:
/// - ListComposer's `SectionedDataSource.locate` (prefix sums, O(log k)) followed by the typed
///   child's `model(at:)`;
/// - a naive composer that scans the children and asks each for its count, as the classic
///   composed data sources do (O(k));
/// - the best case of any scan: the same walk over counts cached in a plain array (O(k));
/// - the floor: direct access to a nested array of the same models.
/// The target of an erased lookup, `model(at:as:)` through a composition, as a multiple of a
/// nested array's access timed in the same run. It replaces an absolute 30 ns (about 15 times
/// the nested array's 2 ns on the project's machine when it was set), which that machine missed
/// in its slow state, when the nested array itself took 6–18 ns.
let erasedTarget = 15.0

@MainActor
func runMappingBenchmarks() {
  let childCount = 1_000
  let itemsPerChild = 1_000
  let lookups = 1_000_000
  let runs = 11
  // The scans take a thousand times longer; fewer runs of them keep the benchmark short.
  let scanRuns = 5
  print(
    "== Index mapping: \(childCount) children x \(itemsPerChild) items, "
      + "\(lookups) random lookups, median of \(runs) runs "
      + "(\(scanRuns) for the scans)")

  let nested = (0..<childCount).map { child in
    (0..<itemsPerChild).map { child * itemsPerChild + $0 }
  }
  var generator = SeededGenerator(seed: 2_026)

  for layout in [SectionedDataSource.Layout.linear, .sections] {
    let children = nested.map { ArrayDataSource($0, cell: BenchmarkCell.self) { _, _ in } }
    guard let screen = try? SectionedDataSource(children, layout: layout) else {
      print("could not compose the benchmark screen")
      return
    }
    let positions: [ListPosition] = (0..<lookups).map { _ in
      let child = Int.random(in: 0..<childCount, using: &generator)
      let item = Int.random(in: 0..<itemsPerChild, using: &generator)
      return layout == .linear
        ? ListPosition(section: 0, item: child * itemsPerChild + item)
        : ListPosition(section: child, item: item)
    }
    let name = layout == .linear ? "linear (1 section of 1,000,000)" : "sectioned (1,000 sections)"

    // The three lookups over all positions are timed in alternation, so that they see the same
    // machine load.
    let timed = interleavedMedianNanoseconds(
      runs: runs,
      [
        {
          var sum = 0
          for position in positions {
            if let (child, local) = screen.locate(position),
              let model = children[child].model(at: local)
            {
              sum &+= model
            }
          }
          blackHole(sum)
        },
        {
          var sum = 0
          for position in positions {
            if let model = screen.model(at: position, as: Int.self) { sum &+= model }
          }
          blackHole(sum)
        },
        {
          var sum = 0
          for position in positions {
            if layout == .linear {
              sum &+= nested[position.item / itemsPerChild][position.item % itemsPerChild]
            } else {
              sum &+= nested[position.section][position.item]
            }
          }
          blackHole(sum)
        },
      ]
    ).map { $0 / Double(lookups) }
    let (composed, erased, floor) = (timed[0], timed[1], timed[2])

    // The scan costs about k/2 dynamic calls a lookup; a tenth of the positions keeps the run short
    // and the per-lookup figure comparable.
    let erasedChildren: [any DataSource] = children
    let naivePositions = positions.prefix(lookups / 10)
    let naive =
      medianNanoseconds(runs: scanRuns) {
        var sum = 0
        for position in naivePositions {
          if let (child, local) = naiveLocate(position, in: erasedChildren, layout: layout),
            let model = children[child].model(at: local)
          {
            sum &+= model
          }
        }
        blackHole(sum)
      } / Double(naivePositions.count)

    // The best case for any scan: the children's counts cached in a plain array.
    let cachedCounts = children.map { layout == .linear ? $0.numberOfItems : $0.numberOfSections }
    let scan =
      medianNanoseconds(runs: scanRuns) {
        var sum = 0
        for position in naivePositions {
          var offset = layout == .linear ? position.item : position.section
          var child = 0
          while child < cachedCounts.count, offset >= cachedCounts[child] {
            offset -= cachedCounts[child]
            child += 1
          }
          guard child < cachedCounts.count else { continue }
          let local =
            layout == .linear
            ? ListPosition(section: 0, item: offset)
            : ListPosition(section: offset, item: position.item)
          if let model = children[child].model(at: local) { sum &+= model }
        }
        blackHole(sum)
      } / Double(naivePositions.count)

    print("\(name): ListComposer locate + typed model  \(format(composed)) ns/lookup")
    print(
      "\(name): ListComposer model(at:as:) erased  \(format(erased)) ns/lookup = "
        + "\(format(erased / floor, decimals: 1))x floor (target <= \(Int(erasedTarget))x: "
        + "\(erased / floor <= erasedTarget ? "met" : "NOT met"))")
    print("\(name): naive linear scan of children      \(format(naive)) ns/lookup")
    print("\(name): scan of cached counts (best case)   \(format(scan)) ns/lookup")
    print("\(name): floor, nested array access          \(format(floor)) ns/lookup")
    print("\(name): speed-up over cached-count scan  \(format(scan / composed, decimals: 1))x")
    print(
      "\(name): speed-up over linear scan  \(format(naive / composed, decimals: 1))x "
        + "(target >= 50x)")
    print(
      "\(name): cost over floor            \(format(composed / floor, decimals: 1))x "
        + "(target <= 10x)")
    BenchmarkReport.shared.add(
      "\(name): locate + typed model", value: "\(format(composed)) ns",
      baseline: "nested array \(format(floor)) ns", ratio: composed / floor, target: 10)
    BenchmarkReport.shared.add(
      "\(name): model(at:as:) erased", value: "\(format(erased)) ns",
      baseline: "nested array \(format(floor)) ns", ratio: erased / floor, target: erasedTarget)
    BenchmarkReport.shared.add(
      "\(name): locate + typed model against a naive scan (target >= 50x faster)",
      value: "\(format(composed)) ns", baseline: "naive scan \(format(naive)) ns",
      ratio: composed / naive, target: 0.02)
  }
}

/// The classic composed data source's lookup: walk the children, asking each for its counts,
/// until the one that contains the position.
@MainActor
private func naiveLocate(
  _ position: ListPosition, in children: [any DataSource], layout: SectionedDataSource.Layout
) -> (Int, ListPosition)? {
  switch layout {
  case .sections:
    var section = position.section
    for (index, child) in children.enumerated() {
      let sections = child.numberOfSections
      if section < sections { return (index, ListPosition(section: section, item: position.item)) }
      section -= sections
    }
  case .linear:
    var item = position.item
    for (index, child) in children.enumerated() {
      let count = child.numberOfItems(inSection: 0)
      if item < count { return (index, ListPosition(section: 0, item: item)) }
      item -= count
    }
  }
  return nil
}

/// The cell type of the benchmark's sources; no cell is ever created.
final class BenchmarkCell {}
