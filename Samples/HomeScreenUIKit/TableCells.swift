#if canImport(UIKit)
  import ListComposer
  import UIKit

  // The table view's cells and decorators: one per kind of content. A decorator can only pair
  // its model with its cell; the bridge registers every cell class.

  final class ContactRowCell: UITableViewCell {}
  final class MessageRowCell: UITableViewCell {}

  /// People cells configure themselves, so they need no separate decorator.
  final class PersonRowCell: UITableViewCell, ConfigurableCell {
    func configure(with person: Person) {
      var content = defaultContentConfiguration()
      content.text = person.name
      content.secondaryText = "\(person.mutualFriends) mutual friends"
      contentConfiguration = content
    }
  }

  enum ContactRowDecorator: CellDecorator {
    static func decorate(_ cell: ContactRowCell, with contact: Contact) {
      var content = cell.defaultContentConfiguration()
      content.text = contact.name
      content.secondaryText = "seen \(contact.lastSeen)"
      cell.contentConfiguration = content
    }
  }

  enum MessageRowDecorator: CellDecorator {
    static func decorate(_ cell: MessageRowCell, with message: Message) {
      var content = cell.defaultContentConfiguration()
      content.text = message.subject
      content.secondaryText = "from \(message.sender)"
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
    }
  }
#endif
