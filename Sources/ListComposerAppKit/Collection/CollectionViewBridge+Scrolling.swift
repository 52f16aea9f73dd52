#if canImport(AppKit)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  extension CollectionViewBridge {
    /// Listens to the bounds of the collection view's clip view, which change as it scrolls,
    /// so that the sources hear what they show (`SourceHandlers.visibility`). A collection
    /// view not yet in a scroll view is not followed.
    func observeScrolling(of collectionView: NSCollectionView) {
      guard let clipView = collectionView.enclosingScrollView?.contentView else { return }
      clipView.postsBoundsChangedNotifications = true
      NotificationCenter.default.addObserver(
        self, selector: #selector(clipViewBoundsDidChange(_:)),
        name: NSView.boundsDidChangeNotification, object: clipView)
    }

    /// Tells the adapter where the viewport is: the collection view's visible rect, and its
    /// items in a band from the layout.
    @objc private func clipViewBoundsDidChange(_ notification: Notification) {
      guard
        let collectionView = (notification.object as? NSClipView)?.documentView
          as? NSCollectionView
      else { return }
      let visible = collectionView.visibleRect
      adapter.viewDidScroll(contentOffset: visible.minY, height: visible.height) {
        [weak collectionView] top, bottom in
        guard let collectionView else { return [] }
        let band = NSRect(
          x: visible.minX, y: top, width: max(1, visible.width), height: bottom - top)
        let attributes = collectionView.collectionViewLayout?.layoutAttributesForElements(in: band)
        return (attributes ?? []).filter { $0.representedElementCategory == .item }
          .compactMap { $0.indexPath?.listPosition }
      }
    }
  }
#endif
