import ListDiffing
import Testing

/// Random old/new pairs: every stage must pass the strict reference applier and the last stage
/// must hold the target. Each argument is a seed; failures print it with the round and the data.
@Suite struct RoundTripTests {
  private static let rounds = 1_500

  private func options(_ round: Int) -> DiffOptions {
    DiffOptions(
      updateStyle: round % 3 == 0 ? .reconfigure : .reload,
      reloadThreshold: round % 5 == 0 ? 3 : nil,
      reportsAllDuplicates: round % 2 == 0)
  }

  @Test(arguments: (UInt64(1)...6).map { $0 * 1_000_003 })
  func flatDiffsReplayThroughStrictBatches(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<Self.rounds {
      let (old, new, kind) = rng.flatCase()
      let section = rng.int(0...1)
      let diff = new.stagedDifference(from: old, section: section, options: options(round))
      let wrap = { (items: [TestItem]) in
        [TestSection(model: TestItem(-2), items: [])][..<section] + single(items)
      }
      let violation = roundTripViolation(
        old: Array(wrap(old)),
        stages: diff.stages.map { DiffStage(update: $0.update, data: Array(wrap($0.data))) },
        diffTarget: Array(wrap(diff.target)), target: Array(wrap(new)))
      #expect(violation == nil, "seed \(seed) round \(round) (\(kind)) \(old) -> \(new)")
      #expect(diff.stages.count <= 3, "seed \(seed) round \(round)")
    }
  }

  @Test(arguments: (UInt64(1)...6).map { $0 * 2_000_003 })
  func sectionedDiffsReplayThroughStrictBatches(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<Self.rounds {
      let (old, new, kind) = rng.sectionedCase()
      let diff = new.stagedDifference(from: old, options: options(round))
      let violation = roundTripViolation(
        old: old, stages: diff.stages, diffTarget: diff.target, target: new)
      #expect(
        violation == nil, "seed \(seed) round \(round) (\(kind)) \(render(old)) -> \(render(new))")
      #expect(diff.stages.count <= 5, "seed \(seed) round \(round)")
    }
  }
}
