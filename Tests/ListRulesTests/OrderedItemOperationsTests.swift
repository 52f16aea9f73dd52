import ListDiffing
import ListDiffingTestSupport
import Testing

@testable import ListRules

/// The validator's shortcut for a batch in order sorts the moves by source, whatever order they
/// come in: spread over a section, bunched together with one far away, or across sections.
@Suite struct OrderedItemOperationsTests {
  static let seed: UInt64 = 0x50_2717

  static let sourceSets: [[ListPosition]] = [
    // Spread over a section of 1,000 items, as a diff's moves are.
    (0..<100).map { ListPosition(section: 0, item: $0 * 37 % 1_000) },
    // Forty bunched at the start and one far away: one crowded bucket.
    (0..<40).map { ListPosition(section: 0, item: $0) } + [ListPosition(section: 0, item: 100_000)],
    // Across sections.
    [
      ListPosition(section: 0, item: 3), ListPosition(section: 1, item: 0),
      ListPosition(section: 0, item: 1), ListPosition(section: 2, item: 5),
    ],
  ]

  @Test(arguments: sourceSets)
  func movesComeOutInTheOrderOfTheirSources(_ sources: [ListPosition]) {
    print("OrderedItemOperationsTests seed \(Self.seed)")
    var generator = SplitMix64(seed: Self.seed)
    let moves = zip(sources.shuffled(using: &generator), sources.shuffled(using: &generator))
      .map { ItemMove(from: $0, to: $1) }
    let bySource = OrderedItemOperations.movesBySource(of: BatchUpdate(movedItems: moves))
    #expect(bySource?.map(\.from) == sources.sorted())
    #expect(bySource.map(Set.init) == Set(moves))
  }
}
