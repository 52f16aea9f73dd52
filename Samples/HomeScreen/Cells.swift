import HeadlessHost
import ListComposer

// Each section has its own cell type and decorator. In an app these cells would subclass
// UITableViewCell; here they subclass the headless host's cell, and the decorators read the same.

final class ContactCell: HeadlessTableViewCell {}
final class MessageCell: HeadlessTableViewCell {}

/// People cells configure themselves, so they need no separate decorator.
final class PersonCell: HeadlessTableViewCell, ConfigurableCell {
  func configure(with person: Person) {
    textLabel = person.name
    detailTextLabel = "\(person.mutualFriends) mutual friends"
  }
}

enum ContactDecorator: CellDecorator {
  static func decorate(_ cell: ContactCell, with contact: Contact) {
    cell.textLabel = contact.name
    cell.detailTextLabel = "seen \(contact.lastSeen)"
  }
}

enum MessageDecorator: CellDecorator {
  static func decorate(_ cell: MessageCell, with message: Message) {
    cell.textLabel = message.subject
    cell.detailTextLabel = "from \(message.sender)"
  }
}
