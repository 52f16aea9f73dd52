#if canImport(UIKit)
  import ListComposerAdapter
  import UIKit

  // A UIKit table or collection view is a scroll view: its content offset is the reader's
  // place. It supplies where the viewport is and moves it; the decisions (which item, which
  // offset, the clamping) are the adapter's and `ScrollViewport`'s.

  extension UIScrollView: ReadingPlaceScrolling {
    /// The viewport below the top inset (a navigation bar) and above the bottom one, over
    /// content that starts at 0.
    package var listViewport: ScrollViewport {
      ScrollViewport(
        top: Double(contentOffset.y + adjustedContentInset.top),
        height: Double(bounds.height - adjustedContentInset.top - adjustedContentInset.bottom),
        contentBottom: Double(contentSize.height))
    }

    /// Sets the content offset that puts the viewport's top there.
    package func listMoveViewport(toTop top: Double, animated: Bool) {
      setContentOffset(
        CGPoint(x: contentOffset.x, y: CGFloat(top) - adjustedContentInset.top),
        animated: animated)
    }
  }
#endif
