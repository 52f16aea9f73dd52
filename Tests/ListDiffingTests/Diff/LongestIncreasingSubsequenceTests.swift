import ListDiffingTestSupport
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

  /// The in-place marking the flat diff uses, on `Int32` offsets that are mostly in order (the
  /// shortcut for values that extend the longest run) and on shuffled ones.
  @Test(arguments: [UInt64(4), 5, 6])
  func marksInPlaceOnMostlyOrderedInt32Offsets(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<300 {
      var values = Array(0..<rng.int(0...40))
      if rng.chance(0.5) {
        values.shuffle(using: &rng)
      } else {
        for _ in 0..<rng.int(0...4) where !values.isEmpty {
          let moved = values.remove(at: rng.int(0...(values.count - 1)))
          values.insert(moved, at: rng.int(0...values.count))
        }
      }
      var marked = values.map { Int32($0) }
      markLongestIncreasingSubsequence(&marked)
      let kept = marked.filter { $0 < 0 }.map { -1 - Int($0) }
      let context = "seed \(seed) round \(round): \(values)"
      #expect(kept == kept.sorted(), "\(context)")
      #expect(kept.count == bruteForceLongestIncreasingLength(values), "\(context)")
      #expect(
        zip(marked, values).allSatisfy { $0 < 0 ? -1 - Int($0) == $1 : Int($0) == $1 },
        "\(context)")
      #expect(marked.map { $0 < 0 } == longestIncreasingSubsequenceMask(values), "\(context)")
    }
  }
}
