#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  // The display events of supplementary views, routed to the adapter
  // (`ListAdapter.handleSupplementary(_:ofKind:inSection:view:)`), which derives the sections'
  // own events from them, and then to the app's delegate. A view's appearance is handled with
  // its accessibility, in `CollectionViewDelegateProxy.swift`.

  extension CollectionViewDelegateProxy {
    /// The adapter finds the view by identity, as a batch may have moved its section.
    func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      adapter.handleSupplementary(
        .didEndDisplaying, ofKind: elementKind, inSection: indexPath.section, view: view)
      appDelegate?.collectionView?(
        collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
        at: indexPath)
    }
  }
#endif
