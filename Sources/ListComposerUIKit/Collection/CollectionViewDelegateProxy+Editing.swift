#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  // Editing an item by hand: where a dragged item may go, and its context menu. The app's
  // delegate wins wherever it answers, including through the older forms of these messages
  // (see `DelegateForwarder`); the sources answer for the rest. Swipe actions are the list
  // layout's (`CollectionViewBridge+SwipeActions.swift`).

  extension CollectionViewDelegateProxy {
    /// The app delegate's index path when it gives one; otherwise, for an item a source lets
    /// the user move, the place its source allows nearest the proposed one (an item leaves its
    /// source only for a destination both agreed on,
    /// `ListAdapter.targetPosition(forMoveFrom:proposed:)`), from the item's original index
    /// path; for any other item (one the app's data source moves), the proposed one, as UIKit
    /// does.
    func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      if let target = appDelegate?.collectionView?(
        collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
        atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath)
      {
        return target
      }
      let from = originalIndexPath.listPosition
      guard adapter.canMoveItem(at: from) else { return proposedIndexPath }
      return adapter.targetPosition(forMoveFrom: from, proposed: proposedIndexPath.listPosition)
        .indexPath
    }

    /// The app delegate's menu when it gives one; otherwise, for a single item, the menu its
    /// source gives (`SourceHandlers.contextMenu`), or none. A menu for several
    /// selected items, or for the space between them, is the app delegate's alone.
    func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
      adapter.answer {
        appDelegate?.collectionView?(
          collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
      } sources: {
        guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
        return OfferedItem(indexPath, in: collectionView, adapter: adapter)
          .contextMenuConfiguration()
      }
    }
  }
#endif
