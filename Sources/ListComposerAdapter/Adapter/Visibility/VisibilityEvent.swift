import ListComposer

/// What a source hears about the part of it the viewport shows: items that appeared or
/// disappeared, its working range entered or left, and the list scrolled while it shows.
///
///     adapter.setHandlers(
///       SourceHandlers(
///         visibility: { photos, event in
///           switch event {
///           case .appeared(let items): readReceipts.mark(items.map(\.model))
///           case .enteredWorkingRange: photos.prefetchThumbnails()
///           case .leftWorkingRange: photos.releaseThumbnails()
///           case .disappeared, .scrolled: break
///           }
///         },
///         workingRange: 1),  // one screen beyond each edge of the viewport
///       for: photos)
///
/// The adapter works these out from the viewport the view reports (a headless view's
/// geometry, `UIScrollView`'s bounds, an `NSClipView`'s bounds), in the source's own terms: its
/// typed models and local positions. Only rows that crossed an edge of the viewport (or of
/// the working range) are looked at, so a scroll that crosses none costs no work per row.
///
/// A source hears scrolls only when it asks (`SourceHandlers.hearsScrolling`), as IGListKit's
/// scroll delegate is separate from its working range.
///
/// IGListKit tells a section controller when it enters and leaves its working range; here a
/// source is told, whatever the number of its sections and rows: it is in the range while any
/// of its items' rows lies, even partly, within the viewport extended by
/// `SourceHandlers.workingRange` viewport heights above and below. Headers and footers do not
/// count.
public enum VisibilityEvent<Model> {
  /// Items of the source began to show in the viewport, in the order of their positions.
  case appeared([SourceItem<Model>])
  /// Items of the source stopped showing: scrolled out, deleted or pushed out by a batch, each
  /// with the model and the position it had when it last showed (a deleted item is gone, a
  /// pushed one may be elsewhere now), as UIKit's `didEndDisplaying` reports it.
  case disappeared([SourceItem<Model>])
  /// One of the source's items came within its working range: prefetch what its rows need.
  case enteredWorkingRange
  /// None of the source's items lies within its working range any more: release what was
  /// prefetched.
  case leftWorkingRange
  /// The list scrolled while the source shows at least one item: the distance from the top of
  /// the content to the top of the viewport, and the viewport's height, in points. Only for a
  /// source whose handlers set `SourceHandlers.hearsScrolling`.
  case scrolled(contentOffset: Double, viewportHeight: Double)
}
