#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter

  // What AppKit's table and collection views share to scroll for an adapter and keep the
  // reader's place: both scroll in a clip view, whose bounds' origin is the content offset
  // (the documents are flipped, so y grows downwards). The decisions (which item, which offset)
  // are the adapter's and `ListScrollPosition`'s; this only reads frames and moves the clip view.

  extension NSClipView {
    /// The top of the viewport, in the document's coordinates: below the top inset (a title
    /// bar the content scrolls under).
    package var listViewportTop: Double { Double(bounds.minY + contentInsets.top) }

    /// The height of the viewport between the insets.
    package var listViewportHeight: Double {
      Double(bounds.height - contentInsets.top - contentInsets.bottom)
    }

    /// Whether the viewport shows the end of the document, within a point.
    package var listIsScrolledToBottom: Bool {
      bounds.maxY >= documentRect.maxY + contentInsets.bottom - 1
    }

    /// The distance from the viewport's top to a frame's top in the document.
    package func listDistance(ofFrame frame: NSRect) -> Double {
      Double(frame.minY) - listViewportTop
    }

    /// Moves the viewport's top to a place in the document, clamped to the document, at once or
    /// animated, and tells the scroll view.
    package func listSetViewportTop(_ top: Double, animated: Bool) {
      let lowest = documentRect.minY - contentInsets.top
      let highest = max(lowest, documentRect.maxY + contentInsets.bottom - bounds.height)
      let y = min(max(CGFloat(top) - contentInsets.top, lowest), highest)
      let origin = NSPoint(x: bounds.minX, y: y)
      if animated {
        animator().setBoundsOrigin(origin)
      } else {
        scroll(to: origin)
      }
      (superview as? NSScrollView)?.reflectScrolledClipView(self)
    }

    /// Sets the viewport, at once, so that a place is back where it was: the top of the item's
    /// frame at its distance below the viewport's top, or the end of the document at the
    /// bottom.
    package func listKeep(_ place: PlaceToKeep, frame: (ListPosition) -> NSRect?) {
      switch place {
      case .bottom:
        listSetViewportTop(.infinity, animated: false)
      case .item(let place):
        guard let itemFrame = frame(place.position) else { return }
        listSetViewportTop(Double(itemFrame.minY) - place.distance, animated: false)
      }
    }

    /// Scrolls so that an item's frame shows at a place in the viewport.
    package func listScroll(
      toItemFrame frame: NSRect, at scrollPosition: ListScrollPosition, animated: Bool
    ) {
      listSetViewportTop(
        scrollPosition.contentOffset(
          itemTop: Double(frame.minY), itemHeight: Double(frame.height),
          viewportHeight: listViewportHeight, currentOffset: listViewportTop),
        animated: animated)
    }
  }
#endif
