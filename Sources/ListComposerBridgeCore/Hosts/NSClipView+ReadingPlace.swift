#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposerAdapter

  // AppKit's table and collection views scroll in a clip view, whose bounds' origin is the
  // content offset (the documents are flipped, so y grows downwards). It supplies where the
  // viewport is and moves it; the decisions (which item, which offset, the clamping) are the
  // adapter's and `ScrollViewport`'s.

  extension NSClipView: ReadingPlaceScrolling {
    /// The viewport below the top inset (a title bar the content scrolls under) and above the
    /// bottom one, over the document.
    package var listViewport: ScrollViewport {
      ScrollViewport(
        top: Double(bounds.minY + contentInsets.top),
        height: Double(bounds.height - contentInsets.top - contentInsets.bottom),
        contentTop: Double(documentRect.minY), contentBottom: Double(documentRect.maxY))
    }

    /// Moves the bounds' origin that puts the viewport's top there, at once or animated, and
    /// tells the scroll view.
    package func listMoveViewport(toTop top: Double, animated: Bool) {
      let origin = NSPoint(x: bounds.minX, y: CGFloat(top) - contentInsets.top)
      if animated {
        animator().setBoundsOrigin(origin)
      } else {
        scroll(to: origin)
      }
      (superview as? NSScrollView)?.reflectScrolledClipView(self)
    }
  }
#endif
