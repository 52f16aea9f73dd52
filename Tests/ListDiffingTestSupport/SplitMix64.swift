/// A fast, seeded random number generator (SplitMix64) for reproducible randomised tests: the
/// same seed gives the same sequence on every run, so a failure that prints its seed can be
/// replayed. The same algorithm as `ListComposerTesting.SeededGenerator`, kept here so that the
/// tests of ListDiffing and ListRules build those modules alone.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The seed this generator started from.
  package let seed: UInt64
  private var state: UInt64

  /// Creates a generator that produces the same sequence for the same seed.
  package init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// Returns the next value of the sequence.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
