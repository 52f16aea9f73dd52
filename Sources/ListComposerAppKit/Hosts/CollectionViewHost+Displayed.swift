#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  extension CollectionViewHost {
    /// The view of a kind the collection view shows for a section now, from
    /// `supplementaryView(forElementKind:at:)` at the section's first index path (with AppKit's
    /// kind for a header or footer); `nil` for a section off screen or out of range, or a host
    /// that is not live. The adapter fills it again in place after a batch that changes the
    /// section's items, when its decorator refreshes with them.
    func displayedSupplementaryView(ofKind kind: String, inSection section: Int) -> AnyObject? {
      guard isLive, let collectionView, section >= 0, section < collectionView.numberOfSections
      else { return nil }
      return collectionView.supplementaryView(
        forElementKind: Self.appKitKind(kind), at: IndexPath(item: 0, section: section))
    }
  }
#endif
