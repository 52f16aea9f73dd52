import ListComposer
import ListComposerAdapter

/// A scroll view the UIKit and AppKit bridges scroll for the adapter and keep the reader's
/// place in: `UIScrollView` (by its content offset) and `NSClipView` (by its bounds' origin).
/// Each supplies only where its viewport is and how to move it; what offset keeps a place,
/// what offset shows an item at a `ListScrollPosition` and the clamping to the content are
/// `ScrollViewport`'s, written once and tested on Linux.
@MainActor
package protocol ReadingPlaceScrolling: AnyObject {
  /// The viewport over the content, in content coordinates with the insets taken off.
  var listViewport: ScrollViewport { get }

  /// Moves the viewport's top to a place within the content (the caller clamped it), at once
  /// or animated.
  func listMoveViewport(toTop top: Double, animated: Bool)
}

extension ReadingPlaceScrolling {
  /// Whether the viewport shows the end of the content, within a point.
  package var listIsScrolledToBottom: Bool { listViewport.isScrolledToBottom }

  /// The visible items, in order, with their distance from the viewport's top, given where
  /// each one's top is in the content.
  package func listPlaces(of positions: [ListPosition], itemTop: (ListPosition) -> Double?)
    -> [ReadingPlace]
  {
    listViewport.places(of: positions, itemTop: itemTop)
  }

  /// Moves the viewport's top to a place in the content, clamped to the content.
  package func listSetViewportTop(_ top: Double, animated: Bool) {
    listMoveViewport(toTop: listViewport.clamped(top), animated: animated)
  }

  /// Moves the viewport, at once, so that a place is back where it was: the item's top at its
  /// distance below the viewport's top, or the end of the content at the bottom. An item the
  /// view does not have (no top) leaves the viewport where it is.
  package func listKeep(_ place: PlaceToKeep, itemTop: (ListPosition) -> Double?) {
    guard let top = listViewport.top(keeping: place, itemTop: itemTop) else { return }
    listMoveViewport(toTop: top, animated: false)
  }

  /// Scrolls so that an item, whose top and height in the content are given, shows at a place
  /// in the viewport.
  package func listScroll(
    toItemTop itemTop: Double, height itemHeight: Double, at scrollPosition: ListScrollPosition,
    animated: Bool
  ) {
    listMoveViewport(
      toTop: listViewport.top(showingItemAt: itemTop, height: itemHeight, at: scrollPosition),
      animated: animated)
  }
}
