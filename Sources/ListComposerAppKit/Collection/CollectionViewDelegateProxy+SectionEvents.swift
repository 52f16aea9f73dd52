#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  // The display events of supplementary views, in ListComposer's kinds, routed to the adapter
  // (`ListAdapter.handleSupplementary(_:ofKind:inSection:view:)`), which derives the sections'
  // own events from them, and then to the app's delegate.

  extension CollectionViewDelegateProxy {
    func collectionView(
      _ collectionView: NSCollectionView, willDisplaySupplementaryView view: NSView,
      forElementKind elementKind: NSCollectionView.SupplementaryElementKind,
      at indexPath: IndexPath
    ) {
      adapter.handleSupplementary(
        .willDisplay, ofKind: CollectionViewHost.listKind(elementKind),
        inSection: indexPath.section, view: view)
      appDelegate?.collectionView?(
        collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind,
        at: indexPath)
    }

    /// The adapter finds the view by identity, as a batch may have moved its section.
    func collectionView(
      _ collectionView: NSCollectionView, didEndDisplayingSupplementaryView view: NSView,
      forElementOfKind elementKind: NSCollectionView.SupplementaryElementKind,
      at indexPath: IndexPath
    ) {
      adapter.handleSupplementary(
        .didEndDisplaying, ofKind: CollectionViewHost.listKind(elementKind),
        inSection: indexPath.section, view: view)
      appDelegate?.collectionView?(
        collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
        at: indexPath)
    }
  }
#endif
