/// Where in the viewport an item goes when the list scrolls to it: the cases of
/// `UICollectionView.ScrollPosition` (and `UITableView.ScrollPosition`, whose `.none` is
/// ``nearest``).
///
///     try adapter.scroll(to: message, in: messages, at: .centeredVertically)
public enum ListScrollPosition: Hashable, Sendable {
  /// The item's top at the top of the viewport.
  case top
  /// The item's middle at the middle of the viewport.
  case centeredVertically
  /// The item's bottom at the bottom of the viewport.
  case bottom
  /// As little scrolling as shows the whole item: none when it shows already; its top at the
  /// viewport's top when it lies above, its bottom at the viewport's bottom when below.
  case nearest
}

extension ListScrollPosition {
  /// The content offset that puts an item at this place in a viewport, before it is clamped to
  /// the content: the one decision every view makes the same way.
  ///
  ///     ListScrollPosition.bottom.contentOffset(
  ///       itemTop: 500, itemHeight: 44, viewportHeight: 200, currentOffset: 0)  // 344
  package func contentOffset(
    itemTop: Double, itemHeight: Double, viewportHeight: Double, currentOffset: Double
  ) -> Double {
    let itemBottom = itemTop + itemHeight
    switch self {
    case .top: return itemTop
    case .centeredVertically: return itemTop + itemHeight / 2 - viewportHeight / 2
    case .bottom: return itemBottom - viewportHeight
    case .nearest:
      if itemTop < currentOffset || itemHeight > viewportHeight { return itemTop }
      if itemBottom > currentOffset + viewportHeight { return itemBottom - viewportHeight }
      return currentOffset
    }
  }
}
