/// A seeded random number generator (SplitMix64), so that a randomised test can be replayed
/// from the seed it prints. The same sequence as ListComposerTesting's, which this target does
/// not depend on.
struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed this generator started from.
  let seed: UInt64
  private var state: UInt64

  /// Creates a generator that produces the same sequence for the same seed.
  init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// Returns the next value of the sequence.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
