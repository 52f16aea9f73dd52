#if canImport(AppKit)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  extension TableViewBridge {
    /// Listens to the bounds of the table view's clip view, which change as it scrolls, so
    /// that the sources hear what they show (`SourceHandlers.visibility`). A table view not
    /// yet in a scroll view is not followed.
    func observeScrolling(of tableView: NSTableView) {
      guard let clipView = tableView.enclosingScrollView?.contentView else { return }
      clipView.postsBoundsChangedNotifications = true
      NotificationCenter.default.addObserver(
        self, selector: #selector(clipViewBoundsDidChange(_:)),
        name: NSView.boundsDidChangeNotification, object: clipView)
    }

    /// Tells the adapter where the viewport is: the table view's visible rect, and its rows in
    /// a band (`rows(in:)`) as the bridge's rows map them to items.
    @objc private func clipViewBoundsDidChange(_ notification: Notification) {
      guard let tableView else { return }
      let visible = tableView.visibleRect
      adapter.viewDidScroll(
        ListViewport(contentOffset: visible.minY, height: visible.height) {
          [weak self, weak tableView] top, bottom in
          guard let self, let tableView else { return nil }
          let band = NSRect(
            x: visible.minX, y: top, width: max(1, visible.width), height: bottom - top)
          let rows = tableView.rows(in: band)
          return self.rows.items(inRows: rows.location..<(rows.location + rows.length))
        })
    }
  }
#endif
