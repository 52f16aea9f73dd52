/// Collects the non-empty stages of a diff and totals their operations.
@usableFromInline
struct StageCollector<Data> {
  @usableFromInline var stages: [DiffStage<Data>] = []
  @usableFromInline var changeCount = 0

  @inlinable
  init() {}

  /// Appends a stage unless its update is empty.
  ///
  /// - Complexity: O(1).
  @inlinable
  mutating func append(_ update: BatchUpdate, data: @autoclosure () -> Data) {
    guard !update.isEmpty else { return }
    changeCount += update.changeCount
    stages.append(DiffStage(update: update, data: data()))
  }

  /// Returns the stages with the last one's data replaced by `target`, so that values equal in
  /// content but not in every field end up exactly as the caller gave them.
  ///
  /// - Complexity: O(1) amortized.
  @inlinable
  func finished(target: Data) -> [DiffStage<Data>] {
    var stages = self.stages
    if let last = stages.indices.last { stages[last].data = target }
    return stages
  }
}

/// Returns whether `changeCount` exceeds `threshold`.
@inlinable
func exceeds(_ changeCount: Int, _ threshold: Int?) -> Bool {
  guard let threshold else { return false }
  return changeCount > threshold
}
