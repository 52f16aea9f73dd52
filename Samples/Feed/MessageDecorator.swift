import HeadlessHost
import ListComposer

/// A message in the reader's inbox.
struct Message: Identifiable {
  let id: Int
  var sender: String
  var subject: String
}

/// The cell that shows a message.
final class MessageCell: HeadlessTableViewCell {}

/// Shows a message's subject and sender. The plugin registers it: no code in the sample does.
enum MessageDecorator: CellDecorator {
  static let reuseIdentifier = "message"

  static func decorate(_ cell: MessageCell, with message: Message) {
    cell.textLabel = "[message] \(message.subject)"
    cell.detailTextLabel = "from \(message.sender)"
  }
}
