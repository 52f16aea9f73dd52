import ListComposer

/// What a view tells its adapter about its viewport when it scrolls or lays out: where the
/// content is scrolled to, how high the viewport is, and a way to find the items whose rows
/// lie within a band of the content.
///
/// A headless view reads it from its geometry; the UIKit bridge from `scrollViewDidScroll`
/// and `indexPathsForRows(in:)`; the AppKit bridge from its clip view's bounds and
/// `rows(in:)`. The adapter decides the rest (see ``ListAdapter/viewDidScroll(_:)``).
@MainActor
package struct ListViewport {
  /// The distance from the top of the content to the top of the viewport, in points.
  package var contentOffset: Double
  /// The viewport's height, in points.
  package var height: Double
  /// Returns the first and last items whose rows lie, even partly, between two offsets of the
  /// content (top inclusive, bottom exclusive), or `nil` when none does. Called with bands
  /// beyond the viewport for working ranges; it should cost O(log n), or O(rows in the band).
  package var items: @MainActor (_ top: Double, _ bottom: Double) -> ClosedRange<ListPosition>?

  /// Creates a viewport.
  package init(
    contentOffset: Double, height: Double,
    items: @escaping @MainActor (_ top: Double, _ bottom: Double) -> ClosedRange<ListPosition>?
  ) {
    self.contentOffset = contentOffset
    self.height = height
    self.items = items
  }

  /// The items of the viewport extended by `screens` viewport heights above and below.
  func items(extendedBy screens: Double) -> ClosedRange<ListPosition>? {
    let extra = max(0, screens) * max(0, height)
    guard height > 0, contentOffset.isFinite, extra.isFinite else { return nil }
    return items(contentOffset - extra, contentOffset + height + extra)
  }
}
