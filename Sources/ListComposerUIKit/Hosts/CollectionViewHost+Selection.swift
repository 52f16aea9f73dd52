#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  /// The collection view's selection, which the adapter keeps by identity across batches and
  /// reloads (`SelectionHost`): read and changed with the collection view's own API, which
  /// tells no delegate of a selection made in code.
  extension CollectionViewHost: SelectionHost {
    /// `indexPathsForSelectedItems`; empty for a host that is not live.
    var selectedPositions: [ListPosition] {
      guard isLive else { return [] }
      return (collectionView?.indexPathsForSelectedItems ?? []).compactMap { ListPosition($0) }
    }

    /// `deselectItem(at:animated:)`, then `selectItem(at:animated:scrollPosition:)` without
    /// animation or scrolling, after `layoutIfNeeded()`: a collection view applies
    /// `reloadData()` at its next layout and drops the selection then, including one made
    /// since. Nothing for a host that is not live.
    func showSelection(_ change: SelectionChange) {
      guard isLive, let collectionView else { return }
      collectionView.layoutIfNeeded()
      for position in change.deselect {
        collectionView.deselectItem(at: position.indexPath, animated: false)
      }
      for position in change.select {
        collectionView.selectItem(at: position.indexPath, animated: false, scrollPosition: [])
      }
    }
  }
#endif
