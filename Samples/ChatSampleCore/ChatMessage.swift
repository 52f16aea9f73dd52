import HeadlessHost
import ListComposer

/// A message of the conversation: who wrote it and what. `Sendable`, since pages of messages
/// come from the server's side of the loader; `Identifiable` and `Equatable`, so that pages
/// merge by identity and the list scrolls to a message by its model.
public struct ChatMessage: Hashable, Sendable, Identifiable {
  public let id: Int
  public var author: String
  public var text: String

  /// A message of the sample's conversation: its number says who wrote it and how long it is.
  package init(_ id: Int) {
    self.id = id
    author = id.isMultiple(of: 3) ? "Grace" : "Ada"
    text = id.isMultiple(of: 4) ? "message \(id), a longer one on two lines" : "message \(id)"
  }

  /// The row's height, in points: a message on two lines is taller.
  package var height: Double { id.isMultiple(of: 4) ? 64 : 44 }

  /// How the transcript names the message.
  package var name: String { "m\(id)" }
}

/// A row of the conversation.
package final class MessageCell: HeadlessTableViewCell {}

/// A row that says how the conversation is doing: loading, or failing to load.
final class StatusCell: HeadlessTableViewCell {}

/// Shows a message's author and text.
enum MessageDecorator: CellDecorator {
  static func decorate(_ cell: MessageCell, with message: ChatMessage) {
    cell.textLabel = "\(message.name) \(message.author): \(message.text)"
  }
}

/// How the conversation says it is loading or failing, at its top as at its bottom.
enum ChatStatusDecorator: CellDecorator {
  static func decorate(_ cell: StatusCell, with placeholder: Placeholder) {
    cell.textLabel = text(of: placeholder)
  }

  /// What a placeholder row says.
  static func text(of placeholder: Placeholder) -> String {
    let reason = placeholder.error.map { "\($0)" } ?? "unknown error"
    switch placeholder.kind {
    case .loading: return "Loading the conversation..."
    case .empty: return "No messages yet"
    case .error: return "Could not load the conversation: \(reason). Tap to retry."
    case .loadingMore: return "Loading more messages..."
    case .loadMoreFailed: return "Could not load more: \(reason). Tap to retry."
    }
  }
}
