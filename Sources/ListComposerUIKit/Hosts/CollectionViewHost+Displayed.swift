#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  extension CollectionViewHost {
    /// The view of a kind the collection view shows for a section now, from
    /// `supplementaryView(forElementKind:at:)` at the section's first index path; `nil` for a
    /// section off screen or out of range, or a host that is not live. The adapter fills it
    /// again in place after a batch that changes the section's items, when its decorator
    /// refreshes with them.
    func displayedSupplementaryView(ofKind kind: String, inSection section: Int) -> AnyObject? {
      guard isLive, let collectionView, section >= 0, section < collectionView.numberOfSections
      else { return nil }
      return collectionView.supplementaryView(
        forElementKind: kind, at: IndexPath(item: 0, section: section))
    }

    /// The reuse identifier of the cell the collection view shows at a position, from
    /// `cellForItem(at:)` (`nil` for an item not visible or out of range); `nil` for a host
    /// that is not live. The adapter reloads instead of reconfiguring an item whose cell would
    /// change kind, which `reconfigureItems(at:)` raises an exception for.
    func displayedReuseIdentifier(at position: ListPosition) -> String? {
      guard isLive, let collectionView, position.section >= 0, position.item >= 0 else {
        return nil
      }
      return collectionView.cellForItem(at: position.indexPath)?.reuseIdentifier
    }
  }
#endif
