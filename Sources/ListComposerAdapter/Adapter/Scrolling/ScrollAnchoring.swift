/// What stays in place when a batch changes the rows above the ones the reader sees.
///
///     adapter.scrollAnchoring = .bottom  // a chat: new messages stick to the bottom
///     adapter.onItemsInsertedBelow = { count in badge.count += count }
///
/// The adapter decides, in portable code: before a batch it records the first visible item that
/// the batch keeps and how far below the viewport's top it is, and after the batch it tells the
/// view the offset that puts that item back at the same distance. A headless view moves its
/// content offset; the UIKit and AppKit bridges adjust the content offset of their scroll view
/// at once, as chat layouts do.
public enum ScrollAnchoring: Hashable, Sendable {
  /// The content offset stays, as in UIKit: rows inserted above the viewport push the rows the
  /// reader sees down, and deleted ones pull them up. The default.
  case contentOffset
  /// The first visible item stays at the same distance from the viewport's top when rows are
  /// inserted, deleted or resized above it (older messages loaded at the top, say).
  case firstVisibleItem
  /// A chat: while the reader is at the bottom, the list stays pinned to the bottom as rows
  /// arrive; when the reader scrolled up, the first visible item stays in place, as with
  /// ``firstVisibleItem``.
  case bottom
}
