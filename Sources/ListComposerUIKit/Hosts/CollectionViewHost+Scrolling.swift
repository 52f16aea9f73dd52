#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  // The collection view scrolls for the adapter with `scrollToItem(at:at:animated:)` (and, for
  // the nearest edge, the offset `ListScrollPosition` decides), keeps the reader's place by its
  // content offset, and takes new item sizes by invalidating the layout of those items alone
  // inside an empty `performBatchUpdates`, which animates them and keeps every cell.
  extension CollectionViewHost: ScrollingListHost {
    var visiblePlaces: [ReadingPlace] {
      guard let collectionView else { return [] }
      return collectionView.listPlaces(
        of: collectionView.indexPathsForVisibleItems.map(\.listPosition)
      ) { collectionView.layoutAttributesForItem(at: $0.indexPath).map { Double($0.frame.minY) } }
    }

    var isScrolledToBottom: Bool { collectionView?.listIsScrolledToBottom ?? true }

    func scroll(to position: ListPosition, at scrollPosition: ListScrollPosition, animated: Bool) {
      guard isLive, let collectionView else { return }
      switch scrollPosition {
      case .top: collectionView.scrollToItem(at: position.indexPath, at: .top, animated: animated)
      case .centeredVertically:
        collectionView.scrollToItem(
          at: position.indexPath, at: .centeredVertically, animated: animated)
      case .bottom:
        collectionView.scrollToItem(at: position.indexPath, at: .bottom, animated: animated)
      case .nearest:
        guard let frame = collectionView.layoutAttributesForItem(at: position.indexPath)?.frame
        else { return }
        collectionView.listScroll(
          toItemTop: Double(frame.minY), height: Double(frame.height), at: .nearest,
          animated: animated)
      }
    }

    func keep(_ place: PlaceToKeep) { pendingPlace = place }

    func keepPendingPlace() {
      guard let place = pendingPlace, isLive, let collectionView else { return }
      pendingPlace = nil
      collectionView.layoutIfNeeded()
      collectionView.listKeep(place) {
        collectionView.layoutAttributesForItem(at: $0.indexPath).map { Double($0.frame.minY) }
      }
    }

    func resizeItems(at positions: [ListPosition]) {
      guard isLive, let collectionView else { return }
      let layout = collectionView.collectionViewLayout
      let contextClass =
        type(of: layout).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
      let context = contextClass?.init() ?? UICollectionViewLayoutInvalidationContext()
      (context as? UICollectionViewFlowLayoutInvalidationContext)?
        .invalidateFlowLayoutDelegateMetrics = true
      context.invalidateItems(at: positions.map(\.indexPath))
      collectionView.performBatchUpdates {
        layout.invalidateLayout(with: context)
      }
      keepPendingPlace()
    }
  }
#endif
