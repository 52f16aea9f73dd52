import ListComposerTesting

/// The tests' seeded generator is the one app developers get from `ListComposerTesting`.
typealias SplitMix64 = SeededGenerator
