import Testing

@testable import ListDiffing

@Suite struct LongestIncreasingSubsequenceTests {
  @Test func keepsTheRunThatEndsLowest() {
    #expect(longestIncreasingSubsequenceMask([3, 0, 1, 2]) == [false, true, true, true])
    #expect(longestIncreasingSubsequenceMask([1, 0]) == [false, true])
    #expect(longestIncreasingSubsequenceMask([]) == [])
    #expect(longestIncreasingSubsequenceMask([0, 1, 2]) == [true, true, true])
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func marksALongestIncreasingSubsequence(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<300 {
      let values = Array(0..<rng.int(0...14)).shuffled(using: &rng)
      let mask = longestIncreasingSubsequenceMask(values)
      let kept = values.indices.filter { mask[$0] }.map { values[$0] }
      #expect(kept == kept.sorted(), "seed \(seed) round \(round): \(values)")
      #expect(
        kept.count == bruteForceLongestIncreasingLength(values),
        "seed \(seed) round \(round): \(values)")
    }
  }
}
