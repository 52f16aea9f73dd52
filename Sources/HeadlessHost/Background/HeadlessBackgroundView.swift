/// A view a headless table or collection view shows behind its rows, as `UITableView` and
/// `UICollectionView` show their `backgroundView`: what a `BackgroundDecorator` fills for a
/// headless view.
///
/// Subclass it as a `BackgroundDecorator.View`; the headless views create it with
/// ``init()``, the way a platform view creates a `UIView` in code:
///
///     final class StatusBackground: HeadlessBackgroundView {}
///     enum InboxBackground: BackgroundDecorator {
///       static func decorate(_ view: StatusBackground, with placeholder: Placeholder) {
///         view.textLabel = placeholder.kind == .loading ? "Loading…" : "No messages"
///       }
///     }
///     tableView.backgroundView?.textLabel   // "Loading…" while the inbox loads
///
/// Like UIKit's, the view is visible and reachable by accessibility unless someone hides it.
@MainActor
open class HeadlessBackgroundView {
  /// The main text, like a label's.
  open var textLabel: String?

  /// The secondary text.
  open var detailTextLabel: String?

  /// A Boolean value that indicates whether the view is hidden, like `UIView.isHidden`.
  /// Defaults to `false`.
  open var isHidden = false

  /// A Boolean value that indicates whether assistive technologies reach the view. Defaults to
  /// `true`: a background that says why a list is empty must be read out.
  open var isAccessibilityElement = true

  /// The label read out; defaults to ``renderedText``.
  open var accessibilityLabel: String?

  /// Creates an empty view. The headless views create background views with this
  /// initializer.
  public required init() {}

  /// The text the view's rendering shows: ``textLabel`` and ``detailTextLabel`` joined by
  /// " — ", or `"(empty)"`.
  open var renderedText: String {
    let parts = [textLabel, detailTextLabel].compactMap { $0 }.filter { !$0.isEmpty }
    return parts.isEmpty ? "(empty)" : parts.joined(separator: " — ")
  }

  /// The text read out to assistive technologies: ``accessibilityLabel`` or else
  /// ``renderedText``; `nil` while the view is hidden or not an accessibility element.
  public var accessibilityText: String? {
    guard !isHidden, isAccessibilityElement else { return nil }
    return accessibilityLabel ?? renderedText
  }
}

/// Renders a background view as the line after a headless view's summary line.
@MainActor
func inserting(background: HeadlessBackgroundView?, into rendering: String) -> String {
  guard let background, !background.isHidden else { return rendering }
  let line = "Background: \(background.renderedText)"
  guard let end = rendering.firstIndex(of: "\n") else { return rendering + "\n" + line }
  return rendering[..<end] + "\n" + line + rendering[end...]
}
