import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// The composition core driven through both strict hosts: random nested compositions, random
/// sequences of every mutation, and after each one the round-trip oracle (every batch accepted,
/// the host shows what a rebuild shows, no item lost or duplicated) and the composition laws.
@MainActor
@Suite struct CompositionThroughHostTests {
  /// A strict host showing a random screen, with a way to scroll it.
  struct Run {
    var check: ReproducibilityCheck
    var scroll: (Int) throws -> Void
  }

  static func strict(window: Int, prefetch: Int = 0) -> HeadlessHostOptions {
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.visibleItemLimit = window
    options.prefetchMargin = prefetch
    return options
  }

  @Test(arguments: 0..<8 as Range<UInt64>)
  func randomMutationsThroughAStrictTable(seed: UInt64) throws {
    try exercise(RandomScreen<TestRow>(seed: seed), steps: 80) { root in
      let tableView = HeadlessTableView(options: Self.strict(window: 1_000))
      try tableView.attach(root)
      return Run(check: ReproducibilityCheck(root, in: tableView)) {
        try tableView.scroll(toRowOffset: $0)
      }
    }
  }

  @Test(arguments: 100..<108 as Range<UInt64>)
  func randomMutationsThroughAStrictCollection(seed: UInt64) throws {
    try exercise(RandomScreen<TestTile>(seed: seed), steps: 80) { root in
      let collectionView = HeadlessCollectionView(options: Self.strict(window: 1_000))
      try collectionView.attach(root)
      return Run(check: ReproducibilityCheck(root, in: collectionView)) {
        try collectionView.scroll(toItemOffset: $0)
      }
    }
  }

  /// A window of a few rows, scrolled at random between mutations, so that cells leave the
  /// window, are reused for other items and must still show the right content.
  @Test(arguments: 200..<204 as Range<UInt64>)
  func randomMutationsWithASmallScrollingWindow(seed: UInt64) throws {
    try exercise(RandomScreen<TestRow>(seed: seed, depth: 3), steps: 60, scrolls: true) { root in
      let tableView = HeadlessTableView(options: Self.strict(window: 4, prefetch: 2))
      try tableView.attach(root)
      return Run(check: ReproducibilityCheck(root, in: tableView)) {
        try tableView.scroll(toRowOffset: $0)
      }
    }
    try exercise(RandomScreen<TestTile>(seed: seed, depth: 3), steps: 60, scrolls: true) { root in
      let collectionView = HeadlessCollectionView(options: Self.strict(window: 5))
      try collectionView.attach(root)
      return Run(check: ReproducibilityCheck(root, in: collectionView)) {
        try collectionView.scroll(toItemOffset: $0)
      }
    }
  }

  /// Attaches the screen's root to a host, then applies random mutations, checking after each.
  func exercise<Cell>(
    _ screen: RandomScreen<Cell>, steps: Int, scrolls: Bool = false,
    attach: (SectionedDataSource) throws -> Run
  ) throws {
    let run = try attach(screen.root)
    let initial = run.check.failures()
    try #require(initial.isEmpty, "seed \(screen.seed), after attaching: \(initial)")
    var history: [String] = []
    for step in 1...steps {
      let mutation = screen.randomMutation()
      history.append("\(step). \(mutation.description)")
      let failures = try run.check.failures(after: mutation.perform)
      let violations = CompositionLaws.violations(in: screen.root)
      try #require(
        failures.isEmpty && violations.isEmpty,
        """
        seed \(screen.seed), step \(step): \(mutation.description)
        failures: \(failures)
        law violations: \(violations)
        history:
        \(history.joined(separator: "\n"))
        """)
      if scrolls, screen.maker.chance(50) {
        try run.scroll(screen.maker.int(0...max(0, screen.root.numberOfItems)))
        let afterScroll = run.check.failures()
        try #require(
          afterScroll.isEmpty, "seed \(screen.seed), step \(step), after scrolling: \(afterScroll)")
      }
    }
  }
}

@MainActor
@Suite struct LateRegistrationTests {
  final class Late: HeadlessTableViewCell {}

  @Test func aChildAddedAfterAttachHasItsCellTypeRegistered() throws {
    let screen = try SectionedDataSource([])
    let tableView = HeadlessTableView()
    try tableView.attach(screen)
    let late = ArrayDataSource(["x", "y"], cell: Late.self) { $0.textLabel = $1 }
    try screen.append(late)
    guard case .success = tableView.lastUpdateResult else {
      Issue.record("batch rejected: \(String(describing: tableView.lastUpdateResult))")
      return
    }
    #expect(tableView.cellForRow(at: ListPosition(section: 0, item: 1))?.textLabel == "y")
  }
}
