import Foundation

extension ListPosition {
  /// Creates a position from an index path of exactly two indices (section, item).
  ///
  /// Returns `nil` when the index path does not have exactly two indices, so that a malformed
  /// index path coming from a host never traps.
  ///
  ///     ListPosition(IndexPath(indexes: [0, 3]))  // [0, 3]
  ///     ListPosition(IndexPath(index: 3))         // nil
  public init?(_ indexPath: IndexPath) {
    guard indexPath.count == 2, let section = indexPath.first, let item = indexPath.last else {
      return nil
    }
    self.init(section: section, item: item)
  }

  /// The index path `[section, item]` that UIKit and AppKit use for this position.
  public var indexPath: IndexPath { IndexPath(indexes: [section, item]) }
}
