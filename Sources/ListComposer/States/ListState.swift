/// What a source shows: its content, or a placeholder row that says why it has none.
///
/// A real list starts empty while it loads, fails when the network does, and has nothing to
/// show in an empty folder. A ``StatefulDataSource`` shows one of these states per source, so
/// one section of a screen can be loading while its siblings show their content.
///
///     messages.setState(.loading)          // one placeholder row: "Loading…"
///     messages.setState(.error(failure))   // the placeholder row shows the error
///     messages.setState(.content)          // the messages, or the empty row if there are none
///
/// `.content` and `.empty` both say that the content is loaded: while
/// ``StatefulDataSource/showsEmptyStateAutomatically`` is on (the default), a stateful source
/// shows whichever of the two its content's item count calls for, and follows the content as it
/// changes.
public enum ListState: Sendable {
  /// The content is loading: a ``Placeholder/Kind/loading`` row shows instead.
  case loading
  /// The content is loaded and has no items: an ``Placeholder/Kind/empty`` row shows instead.
  case empty
  /// The content could not be loaded: an ``Placeholder/Kind/error`` row shows the error.
  case error(any Error)
  /// The content shows.
  case content

  /// The kind of placeholder row this state shows, or `nil` for ``content``.
  ///
  ///     ListState.loading.placeholderKind   // .loading
  ///     ListState.content.placeholderKind   // nil
  package var placeholderKind: Placeholder.Kind? {
    switch self {
    case .loading: .loading
    case .empty: .empty
    case .error: .error
    case .content: nil
    }
  }

  /// The error of an ``error(_:)`` state, or `nil`.
  public var error: (any Error)? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// A Boolean value that indicates whether the state says the content is loaded: ``content``
  /// or ``empty``.
  var isLoaded: Bool {
    switch self {
    case .content, .empty: true
    case .loading, .error: false
    }
  }
}

extension ListState: CustomStringConvertible {
  /// `loading`, `empty`, `error(<the error>)` or `content`.
  public var description: String {
    switch self {
    case .loading: "loading"
    case .empty: "empty"
    case .error(let error): "error(\(error))"
    case .content: "content"
    }
  }
}

/// The row a ``StatefulDataSource`` shows after its content: a next page loading, or a next
/// page that failed.
///
///     messages.setTrailingRow(.loadingMore)   // "Loading more…" after the last message
public enum TrailingRow: Sendable {
  /// More content is loading: a ``Placeholder/Kind/loadingMore`` row.
  case loadingMore
  /// More content could not be loaded: a ``Placeholder/Kind/loadMoreFailed`` row with the error,
  /// which a reader selects to retry.
  case loadMoreFailed(any Error)

  /// The kind of placeholder row.
  package var placeholderKind: Placeholder.Kind {
    switch self {
    case .loadingMore: .loadingMore
    case .loadMoreFailed: .loadMoreFailed
    }
  }

  /// The placeholder the row shows.
  package var placeholder: Placeholder {
    switch self {
    case .loadingMore: Placeholder(.loadingMore)
    case .loadMoreFailed(let error): Placeholder(.loadMoreFailed, error: error)
    }
  }
}

/// What a placeholder row shows, as its decorator receives it: the kind of row and, for the
/// error kinds, the error.
///
/// A screen decides per source how each kind looks, with a ``CellDecorator`` whose model is
/// `Placeholder`:
///
///     enum InboxStatus: CellDecorator {
///       static func decorate(_ cell: StatusCell, with placeholder: Placeholder) {
///         switch placeholder.kind {
///         case .loading: cell.textLabel = "Loading messages…"
///         case .empty: cell.textLabel = "No messages"
///         case .error, .loadMoreFailed: cell.textLabel = "Could not load. Tap to retry."
///         case .loadingMore: cell.textLabel = "Loading more…"
///         }
///       }
///     }
public struct Placeholder: Sendable {
  /// The kinds of placeholder row.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// Instead of the content, while it loads.
    case loading
    /// Instead of the content, when it has no items.
    case empty
    /// Instead of the content, when it could not be loaded.
    case error
    /// After the content, while more of it loads; before it while a page before the first
    /// loads (``Placeholder/isLeading``).
    case loadingMore
    /// After the content, when more of it could not be loaded; before it when a page before the
    /// first could not (``Placeholder/isLeading``).
    case loadMoreFailed

    /// A Boolean value that indicates whether the row shows after the content rather than
    /// instead of it.
    package var isTrailing: Bool { self == .loadingMore || self == .loadMoreFailed }
  }

  /// The kind of row.
  public var kind: Kind
  /// The error, for ``Kind/error`` and ``Kind/loadMoreFailed``.
  public var error: (any Error)?
  /// A Boolean value that indicates whether the row shows before the content rather than after
  /// it: `true` for the ``Kind/loadingMore`` and ``Kind/loadMoreFailed`` rows of a
  /// ``PagedDataSource`` that loads the page before its first (an older page of a chat, say),
  /// `false` for every other row.
  ///
  ///     case .loadingMore: cell.textLabel = placeholder.isLeading ? "Older…" : "Newer…"
  public var isLeading = false

  /// Creates a placeholder of a kind, with an error for the error kinds.
  public init(_ kind: Kind, error: (any Error)? = nil) {
    self.kind = kind
    self.error = error
  }
}
