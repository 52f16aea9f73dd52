/// One batch of a staged diff: the changes to apply and the data to hold while applying them.
///
/// A host applies a stage by setting its data source to `data` as the first statement inside
/// `performBatchUpdates(_:completion:)` and then issuing every operation of `update`. The update's
/// "old" index space is the previous stage's data (or the source data for the first stage); its
/// "new" index space is `data`.
///
///     for stage in diff.stages {
///       host.performBatchUpdates {
///         dataSource.items = stage.data
///         host.apply(stage.update)
///       }
///     }
public struct DiffStage<Data> {
  /// The operations of this batch, in UIKit's index spaces.
  public var update: BatchUpdate

  /// The data the data source must report from inside this batch onwards.
  public var data: Data

  /// Creates a stage from its operations and the data that follows them.
  @usableFromInline package init(update: BatchUpdate, data: Data) {
    self.update = update
    self.data = data
  }
}

extension DiffStage: Equatable where Data: Equatable {}
extension DiffStage: Hashable where Data: Hashable {}
extension DiffStage: Sendable where Data: Sendable {}
