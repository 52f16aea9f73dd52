import ListComposer

/// Why a list did not scroll to an item: the item is not on screen, so there is no row to
/// scroll to, and the list stays where it is rather than show another row.
///
///     do {
///       try adapter.scroll(to: message, in: messages, at: .top)
///     } catch .notFound {
///       // Not loaded yet: load older pages, then scroll again.
///     } catch {
///       print(error)  // "the item is not on screen: ..."
///     }
public enum ScrollError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The source has no such item now: it was filtered out, its parent is collapsed, or it has
  /// not been loaded yet. Carries the item and the source, described.
  case notFound(item: String, source: String)
  /// The source has no such position: carries the position and the source, described.
  case positionOutOfRange(ListPosition, source: String)
  /// The source is not shown on this screen: it is not part of it, or the screen shows a
  /// placeholder (loading, empty, error) instead of it.
  case sourceNotShown(String)
  /// The view cannot scroll (it is gone, or it is a view that shows every row): carries its
  /// description.
  case viewCannotScroll(String)

  /// What went wrong, naming the item, the position, the source or the view.
  public var description: String {
    switch self {
    case .notFound(let item, let source):
      "the item is not on screen: \(source) has no item \(item) now (filtered out, collapsed, "
        + "or not loaded yet)"
    case .positionOutOfRange(let position, let source):
      "the item is not on screen: \(source) has no position \(position)"
    case .sourceNotShown(let source):
      "the item is not on screen: \(source) is not shown on this screen (not part of it, or "
        + "hidden behind a placeholder)"
    case .viewCannotScroll(let view): "\(view) cannot scroll"
    }
  }
}
