#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  // The collection view scrolls for the adapter with `scrollToItems(at:scrollPosition:)`, keeps
  // the reader's place by its clip view, and takes new item sizes by invalidating the layout of
  // those items alone, which keeps every item.
  extension CollectionViewHost: ScrollingListHost {
    private var clipView: NSClipView? { collectionView?.enclosingScrollView?.contentView }

    var visiblePlaces: [ReadingPlace] {
      guard let collectionView, let clipView else { return [] }
      return clipView.listPlaces(of: collectionView.indexPathsForVisibleItems().map(\.listPosition))
      {
        collectionView.layoutAttributesForItem(at: $0.indexPath).map { Double($0.frame.minY) }
      }
    }

    var isScrolledToBottom: Bool { clipView?.listIsScrolledToBottom ?? true }

    func scroll(to position: ListPosition, at scrollPosition: ListScrollPosition, animated: Bool) {
      guard isLive, let collectionView else { return }
      let place: NSCollectionView.ScrollPosition =
        switch scrollPosition {
        case .top: .top
        case .centeredVertically: .centeredVertically
        case .bottom: .bottom
        case .nearest: .nearestHorizontalEdge
        }
      let target: NSCollectionView = animated ? collectionView.animator() : collectionView
      target.scrollToItems(at: [position.indexPath], scrollPosition: place)
    }

    func keep(_ place: PlaceToKeep) { pendingPlace = place }

    func keepPendingPlace() {
      guard let place = pendingPlace, isLive, let collectionView, let clipView else { return }
      pendingPlace = nil
      collectionView.layoutSubtreeIfNeeded()
      clipView.listKeep(place) {
        collectionView.layoutAttributesForItem(at: $0.indexPath).map { Double($0.frame.minY) }
      }
    }

    func resizeItems(at positions: [ListPosition]) {
      guard isLive, let collectionView, let layout = collectionView.collectionViewLayout else {
        return
      }
      let context: NSCollectionViewLayoutInvalidationContext
      if layout is NSCollectionViewFlowLayout {
        let flow = NSCollectionViewFlowLayoutInvalidationContext()
        flow.invalidateFlowLayoutDelegateMetrics = true
        context = flow
      } else {
        context = NSCollectionViewLayoutInvalidationContext()
      }
      context.invalidateItems(at: Set(positions.map(\.indexPath)))
      layout.invalidateLayout(with: context)
      keepPendingPlace()
    }
  }
#endif
