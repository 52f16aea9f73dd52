import ChatSampleModel
import HeadlessHost
import ListComposer

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
    cell.textLabel = ChatMessage.statusText(of: placeholder)
  }
}
