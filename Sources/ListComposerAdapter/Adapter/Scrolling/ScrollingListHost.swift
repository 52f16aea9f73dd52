import ListComposer

/// Where an item shows in the viewport: its position and how far its top is below the
/// viewport's top (negative when the item is partly scrolled off the top).
package struct ReadingPlace: Hashable, Sendable {
  /// The item's position in the view.
  package var position: ListPosition
  /// The distance from the viewport's top to the item's top, in points.
  package var distance: Double

  package init(position: ListPosition, distance: Double) {
    self.position = position
    self.distance = distance
  }
}

/// What a view keeps in place at its next layout: the place of an item, or the bottom.
package enum PlaceToKeep: Hashable, Sendable {
  /// The item at the position (after the batch) at the distance from the viewport's top.
  case item(ReadingPlace)
  /// The end of the content at the bottom of the viewport.
  case bottom
}

/// A view that scrolls: it tells the adapter where the items the reader sees are, and scrolls
/// where the adapter decides. The headless views and the UIKit and AppKit bridges conform; a
/// view that does not cannot be scrolled by the adapter (``ScrollError/viewCannotScroll(_:)``).
@MainActor
package protocol ScrollingListHost: ListHostView {
  /// The visible items, in order, each with its distance from the viewport's top.
  var visiblePlaces: [ReadingPlace] { get }

  /// A Boolean value that indicates whether the viewport shows the end of the content (within
  /// a point), or the content is shorter than the viewport.
  var isScrolledToBottom: Bool { get }

  /// Scrolls so that the item at a position of the view shows at a place in the viewport.
  func scroll(to position: ListPosition, at scrollPosition: ListScrollPosition, animated: Bool)

  /// Keeps a place across the next batch or reload the view takes: once the view shows the new
  /// rows, it sets its content offset so that the place is where it was, with no animation.
  func keep(_ place: PlaceToKeep)

  /// Takes the new heights of items (whose cells it keeps, without reconfiguring or reloading
  /// them) and animates the rows to them, keeping the place given to ``keep(_:)`` before.
  func resizeItems(at positions: [ListPosition])
}
