import HeadlessHost
import ListComposer

/// A message: a title and the first words of its text. `Sendable`, since pages of messages
/// come from the server's side of the loader.
public struct Message: Hashable, Sendable, Identifiable {
  public let id: Int
  public var title: String
  public var preview: String
}

/// A row of the message list.
final class MessageCell: HeadlessTableViewCell {}

/// A row that says how a list is doing: loading, empty, failed.
final class StatusCell: HeadlessTableViewCell {}

/// Shows a message's title and preview.
enum MessageDecorator: CellDecorator {
  static func decorate(_ cell: MessageCell, with message: Message) {
    cell.textLabel = message.title
    cell.detailTextLabel = message.preview
  }
}

/// How the inbox says it is loading, empty or failing.
enum InboxStatusDecorator: CellDecorator {
  static func decorate(_ cell: StatusCell, with placeholder: Placeholder) {
    let reason = placeholder.error.map { "\($0)" } ?? "unknown error"
    switch placeholder.kind {
    case .loading: cell.textLabel = "Loading messages..."
    case .empty: cell.textLabel = "No messages"
    case .error: cell.textLabel = "Could not load messages: \(reason). Tap to retry."
    case .loadingMore: cell.textLabel = "Loading more messages..."
    case .loadMoreFailed: cell.textLabel = "Could not load more: \(reason). Tap to retry."
    }
  }
}

/// The archive's own look for an empty folder: each section decides.
enum ArchiveEmptyDecorator: CellDecorator {
  static var reuseIdentifier: String { "ArchiveEmpty" }
  static func decorate(_ cell: StatusCell, with placeholder: Placeholder) {
    cell.textLabel = "Nothing archived yet"
    cell.detailTextLabel = "Swipe a message to archive it"
  }
}

/// The error of a page the server could not send.
struct ServerUnreachable: Error, CustomStringConvertible {
  var description: String { "the server is unreachable" }
}
