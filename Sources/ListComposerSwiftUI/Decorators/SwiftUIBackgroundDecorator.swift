#if canImport(SwiftUI)
  import ListComposer
  import ListComposerAdapter
  import SwiftUI

  /// A background decorator whose view, shown behind the list while a `StatefulDataSource`
  /// loads, is empty or failed, is a SwiftUI view built from the placeholder.
  ///
  ///     enum InboxState: SwiftUIBackgroundDecorator {
  ///       static func body(for placeholder: Placeholder, in context: BackgroundContext?)
  ///         -> some View
  ///       {
  ///         switch placeholder.kind {
  ///         case .loading: ProgressView()
  ///         case .empty: Text("No messages")
  ///         default:
  ///           Button("Could not load. Retry") { _ = context?.send(.select) }
  ///         }
  ///       }
  ///     }
  ///     inbox.setBackground(InboxState.self, for: [.loading, .empty, .error])
  ///     inbox.placeholderPresentation = .background
  ///
  /// For placeholder *rows* instead, write a ``SwiftUICellDecorator`` whose model is
  /// `Placeholder` and give it to `setPlaceholder(_:for:)`.
  public protocol SwiftUIBackgroundDecorator: BackgroundDecorator
  where View == SwiftUIBackgroundView {
    /// The type of the SwiftUI view a placeholder is shown as.
    associatedtype Body: SwiftUI.View

    /// Returns the view that shows a placeholder.
    ///
    /// - Parameters:
    ///   - placeholder: The kind of state, with its error.
    ///   - context: Sends the view's events (a retry button's tap as `.select`) to the source;
    ///     `nil` when the view is filled without one.
    @ViewBuilder static func body(for placeholder: Placeholder, in context: BackgroundContext?)
      -> Body
  }

  extension SwiftUIBackgroundDecorator {
    /// Shows ``body(for:in:)`` without a context.
    public static func decorate(_ view: SwiftUIBackgroundView, with placeholder: Placeholder) {
      view.host(body(for: placeholder, in: nil))
    }

    /// Shows ``body(for:in:)`` with the context that sends the view's events to the source.
    public static func decorate(
      _ view: SwiftUIBackgroundView, with placeholder: Placeholder, in context: BackgroundContext
    ) {
      view.host(body(for: placeholder, in: context))
    }
  }
#endif
