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
  /// Returns the items of a band of the content (see ``Band``). Called with bands beyond the
  /// viewport for working ranges; it should cost O(log n), or O(rows in the band).
  package var band: @MainActor (_ top: Double, _ bottom: Double) -> Band

  /// The items whose rows lie, even partly, in a band of the content, and how far the band may
  /// move without changing them.
  package struct Band {
    /// The first and last items whose rows lie, even partly, between the band's top
    /// (inclusive) and bottom (exclusive), or `nil` when none does.
    package var items: ClosedRange<ListPosition>?
    /// The tops, exclusive at both ends, that a band of the same height may have and span the
    /// same items: the rows at its edges stay the same. `nil` when the view cannot tell (a
    /// platform view), which makes every scroll look the items up again.
    package var sameItemsWhileTopIn: (lower: Double, upper: Double)?

    /// Creates a band.
    package init(
      items: ClosedRange<ListPosition>?, sameItemsWhileTopIn: (lower: Double, upper: Double)? = nil
    ) {
      self.items = items
      self.sameItemsWhileTopIn = sameItemsWhileTopIn
    }
  }

  /// Creates a viewport.
  package init(
    contentOffset: Double, height: Double,
    band: @escaping @MainActor (_ top: Double, _ bottom: Double) -> Band
  ) {
    self.contentOffset = contentOffset
    self.height = height
    self.band = band
  }

  /// Creates a viewport whose bands' items a view finds without telling how far a band may
  /// move.
  package init(
    contentOffset: Double, height: Double,
    items: @escaping @MainActor (_ top: Double, _ bottom: Double) -> ClosedRange<ListPosition>?
  ) {
    self.init(contentOffset: contentOffset, height: height) { Band(items: items($0, $1)) }
  }

  /// The top of the viewport extended by `screens` viewport heights above, or `nil` when the
  /// viewport has no height.
  func top(extendedBy screens: Double) -> Double? {
    let extra = max(0, screens) * max(0, height)
    guard height > 0, contentOffset.isFinite, extra.isFinite else { return nil }
    return contentOffset - extra
  }

  /// The items of the viewport extended by `screens` viewport heights above and below.
  func band(extendedBy screens: Double) -> Band {
    guard let top = top(extendedBy: screens) else { return Band(items: nil) }
    return band(top, top + height + 2 * (contentOffset - top))
  }

  /// The items of the viewport extended by `screens` viewport heights above and below.
  func items(extendedBy screens: Double) -> ClosedRange<ListPosition>? {
    band(extendedBy: screens).items
  }
}
