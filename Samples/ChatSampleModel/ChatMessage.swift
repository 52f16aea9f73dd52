import ListComposer

/// A message of the conversation: who wrote it and what. `Sendable`, since pages of messages
/// come from the server's side of the loader; `Identifiable` and `Equatable`, so that pages
/// merge by identity and the list scrolls to a message by its model.
public struct ChatMessage: Hashable, Sendable, Identifiable {
  public let id: Int
  public var author: String
  public var text: String

  /// A message of the sample's conversation: its number says who wrote it and how long it is,
  /// unless an author and a text are given.
  package init(_ id: Int, author: String? = nil, text: String? = nil) {
    self.id = id
    self.author = author ?? (id.isMultiple(of: 3) ? "Grace" : "Ada")
    self.text =
      text ?? (id.isMultiple(of: 4) ? "message \(id), a longer one on two lines" : "message \(id)")
  }

  /// The row's height, in points: a message on two lines is taller.
  package var height: Double { id.isMultiple(of: 4) ? 64 : 44 }

  /// How the transcript names the message.
  package var name: String { "m\(id)" }
}

extension ChatMessage {
  /// What a row of the conversation says when it shows a placeholder: loading, or failing to
  /// load, at its top as at its bottom. `retry` is how the platform's reader retries ("Tap",
  /// "Click").
  package static func statusText(of placeholder: Placeholder, retry: String = "Tap") -> String {
    let reason = placeholder.error.map { "\($0)" } ?? "unknown error"
    switch placeholder.kind {
    case .loading: return "Loading the conversation..."
    case .empty: return "No messages yet"
    case .error: return "Could not load the conversation: \(reason). \(retry) to retry."
    case .loadingMore: return "Loading more messages..."
    case .loadMoreFailed: return "Could not load more: \(reason). \(retry) to retry."
    }
  }
}
