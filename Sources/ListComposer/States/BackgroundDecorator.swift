/// Describes how a ``Placeholder`` fills a view shown behind a list: the whole-screen
/// counterpart of a placeholder row's ``CellDecorator``.
///
/// A screen whose state is its whole content (an inbox that is loading, empty, or failed)
/// reads better with the state across the view than as one row at the top. A
/// ``StatefulDataSource`` in ``PlaceholderPresentation/background`` presentation shows no
/// placeholder row; the adapter asks the view for a view of the decorator's ``View`` type, fills
/// it here, and shows it as the view's background (`UITableView.backgroundView`,
/// `UICollectionView.backgroundView`, `NSCollectionView.backgroundView`, a headless view's
/// `backgroundView`):
///
///     enum InboxBackground: BackgroundDecorator {
///       static func decorate(_ view: StatusView, with placeholder: Placeholder) {
///         switch placeholder.kind {
///         case .loading: view.title = "Loading messages…"
///         case .empty: view.title = "No messages"
///         default: view.title = "Could not load. Tap to retry."
///         }
///       }
///     }
///     inbox.setBackground(InboxBackground.self, for: [.loading, .empty, .error])
///     inbox.placeholderPresentation = .background
///
/// The same ``Placeholder`` values reach a background as reach a row, so one screen can switch
/// between the two presentations without new models. A view that needs to send an event (a
/// retry button) implements ``decorate(_:with:in:)`` and calls
/// ``BackgroundContext/send(_:)``, which reaches the source's
/// ``StatefulDataSource/onPlaceholderEvent`` as a tap on a placeholder row does.
@MainActor
public protocol BackgroundDecorator {
  /// The view class this decorator fills: a `UIView` subclass for UIKit, an `NSView`
  /// subclass for AppKit, a `HeadlessBackgroundView` subclass for the headless views. The view
  /// creates it with its plain initializer; a type it cannot create shows no background.
  associatedtype View: AnyObject

  /// Fills a view, freshly created or shown before for another placeholder, with a
  /// placeholder.
  static func decorate(_ view: View, with placeholder: Placeholder)

  /// Fills a view with a placeholder, with a context that sends the view's events to the
  /// source. The default calls ``decorate(_:with:)``.
  ///
  ///     static func decorate(
  ///       _ view: StatusView, with placeholder: Placeholder, in context: BackgroundContext
  ///     ) {
  ///       decorate(view, with: placeholder)
  ///       view.onRetry = { context.send(.select) }
  ///     }
  ///
  /// - Parameters:
  ///   - view: The view to fill.
  ///   - placeholder: The kind of state, with its error.
  ///   - context: Sends the view's events to the source.
  static func decorate(_ view: View, with placeholder: Placeholder, in context: BackgroundContext)
}

extension BackgroundDecorator {
  /// Calls ``decorate(_:with:)``.
  public static func decorate(
    _ view: View, with placeholder: Placeholder, in context: BackgroundContext
  ) {
    decorate(view, with: placeholder)
  }
}

/// Where a background view sends its events: to the ``StatefulDataSource`` whose state it
/// shows, through the adapter that shows it.
///
///     retryButton.onTap = { context.send(.select) }   // onPlaceholderEvent runs: retry
@MainActor
public struct BackgroundContext {
  let sendEvent: @MainActor (ItemEvent) -> Bool

  package init(sendEvent: @escaping @MainActor (ItemEvent) -> Bool) {
    self.sendEvent = sendEvent
  }

  /// Sends an event to the source whose state the background shows now, as
  /// the adapter does for an event of the background view.
  ///
  /// - Returns: `true` when the source's ``StatefulDataSource/onPlaceholderEvent`` ran;
  ///   `false` when the background no longer shows, or the source has no handler.
  @discardableResult
  public func send(_ event: ItemEvent) -> Bool { sendEvent(event) }
}

/// How a ``StatefulDataSource`` shows its loading, empty and error states.
public enum PlaceholderPresentation: Hashable, Sendable {
  /// A placeholder row in the source's one section, rendered by a ``CellDecorator`` (the
  /// default).
  case row
  /// No row: the source's one section is empty, and the view shows the state behind the list,
  /// rendered by a ``BackgroundDecorator``. Rows after the content (``TrailingRow``) stay rows.
  case background
}

/// A background decorator with its view type erased, as a stateful source keeps it.
@MainActor
package struct BackgroundRenderer {
  /// The class of the view to create.
  package let viewType: any AnyObject.Type
  /// Fills a view; `false` when it is not of the decorator's view type.
  package let decorate: @MainActor (AnyObject, Placeholder, BackgroundContext) -> Bool

  init<Decorator: BackgroundDecorator>(_ decorator: Decorator.Type) {
    viewType = Decorator.View.self
    decorate = { view, placeholder, context in
      guard let typed = view as? Decorator.View else { return false }
      decorator.decorate(typed, with: placeholder, in: context)
      return true
    }
  }
}
