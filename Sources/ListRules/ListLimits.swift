import ListDiffing

/// The bounds counts are read within, by the validator, compositions and hosts.
///
/// A count comes from a data source, which may be a custom one with a bug. Rather than trap on a
/// negative count or run out of memory on `Int.max` rows, compositions and hosts clamp every
/// count they read into `0...maximumCount`, and do their index arithmetic with saturating sums.
public enum ListLimits: Sendable {
  /// The largest number of sections, or of items in one section, that is read from a source:
  /// 2^24 (16,777,216), far above what a list can scroll through.
  public static let maximumCount = 1 << 24

  /// The deepest a screen's sources may nest, as `DataSource.nestingDepth` counts them: 64.
  ///
  /// A request for a cell, an item event, an identifier or the cell registrations passes
  /// through one call per source between the screen's root and the item, and releasing a
  /// screen releases its sources the same way, so the stack a screen needs grows with its
  /// depth. Real screens nest a handful of levels. The deepest walk takes at most about 1.2 KiB
  /// of stack per level in a debug build and 2.5 KiB with the address sanitizer, so a screen
  /// at this depth needs under 80 KiB (170 KiB) beyond its host's own frames; it is tested
  /// with a 512 KiB stack, a secondary thread's default size on Apple platforms.
  ///
  /// A `SectionedDataSource` checks the limit when it is built and whenever it gains a child,
  /// counting the levels above it in its screen, and refuses a child that would pass it with
  /// `ListError.nestingTooDeep(depth:maximum:)`; nothing changes then.
  ///
  /// A `StatefulDataSource` checks it when it is created, over its content.
  public static let maximumNestingDepth = 64

  /// Returns a count clamped into `0...maximumCount`.
  ///
  ///     ListLimits.clamp(-1)        // 0
  ///     ListLimits.clamp(Int.max)   // 16_777_216
  @inlinable
  package static func clamp(_ count: Int) -> Int {
    min(max(0, count), maximumCount)
  }

  /// Returns counts each clamped into `0...maximumCount`: the same array, not a copy, when
  /// every count already is (as a source's always are), so that checking a batch allocates
  /// nothing for its counts.
  ///
  /// - Complexity: O(s), where s is the number of counts.
  @inlinable
  package static func clamp(_ counts: [Int]) -> [Int] {
    counts.allSatisfy { $0 >= 0 && $0 <= maximumCount } ? counts : counts.map(clamp)
  }

  /// Returns `a + b`, or `Int.max` (`Int.min`) when the sum overflows.
  @inlinable
  package static func add(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    guard overflow else { return sum }
    return b > 0 ? Int.max : Int.min
  }
}
