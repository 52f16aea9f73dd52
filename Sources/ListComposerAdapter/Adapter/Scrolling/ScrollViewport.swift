import ListComposer

/// Where a scroll view's viewport is over its content, in content coordinates with the insets
/// taken off, and the offsets every view decides the same way from it: where the viewport's
/// top goes to keep a reader's place, to show an item at a `ListScrollPosition`, and how far it
/// may go. The headless views, `UIScrollView` and `NSClipView` each supply one and move their
/// content to the top it gives; none of them decides again.
///
///     let viewport = ScrollViewport(top: 0, height: 200, contentBottom: 1_000)
///     viewport.top(showingItemAt: 500, height: 44, at: .bottom)  // 344
///     viewport.clamped(.infinity)  // 800: the end of the content at the viewport's bottom
package struct ScrollViewport: Hashable, Sendable {
  /// The viewport's top: the content offset plus the top inset (a bar the content scrolls
  /// under).
  package var top: Double
  /// The viewport's height between the insets.
  package var height: Double
  /// Where the content starts: 0 on UIKit and in the headless views, the document's top on
  /// AppKit.
  package var contentTop: Double
  /// Where the content ends.
  package var contentBottom: Double

  /// Creates the geometry of a viewport over content that spans `contentTop..<contentBottom`.
  package init(top: Double, height: Double, contentTop: Double = 0, contentBottom: Double) {
    self.top = top
    self.height = height
    self.contentTop = contentTop
    self.contentBottom = contentBottom
  }

  /// The highest top the viewport can have: the end of the content at the viewport's bottom,
  /// or the content's top when the content is shorter than the viewport.
  package var highestTop: Double { max(contentTop, contentBottom - height) }

  /// A Boolean value that indicates whether the viewport shows the end of the content (within
  /// a point), or the content is shorter than the viewport.
  package var isScrolledToBottom: Bool { top + height >= contentBottom - 1 }

  /// A top for the viewport, kept within the content: at least the content's top, at most
  /// ``highestTop``.
  package func clamped(_ top: Double) -> Double { min(max(top, contentTop), highestTop) }

  /// The distance from the viewport's top to an item's top (negative when the item is partly
  /// scrolled off the top).
  package func distance(toItemTop itemTop: Double) -> Double { itemTop - top }

  /// The places of the visible items, in order, given where each one's top is; a position
  /// without a top is left out.
  package func places(
    of positions: [ListPosition], itemTop: (ListPosition) -> Double?
  ) -> [ReadingPlace] {
    positions.sorted().compactMap { position in
      itemTop(position).map { ReadingPlace(position: position, distance: distance(toItemTop: $0)) }
    }
  }

  /// The viewport's top, clamped, that puts a place back where it was: the item's top at its
  /// distance below the viewport's top, or the end of the content at the bottom; `nil` when
  /// the item has no top (the view does not have its position).
  package func top(keeping place: PlaceToKeep, itemTop: (ListPosition) -> Double?) -> Double? {
    switch place {
    case .bottom:
      return highestTop
    case .item(let place):
      return itemTop(place.position).map { clamped($0 - place.distance) }
    }
  }

  /// The viewport's top, clamped, that shows an item at a place in the viewport.
  package func top(
    showingItemAt itemTop: Double, height itemHeight: Double,
    at scrollPosition: ListScrollPosition
  ) -> Double {
    clamped(
      scrollPosition.contentOffset(
        itemTop: itemTop, itemHeight: itemHeight, viewportHeight: height, currentOffset: top))
  }
}
