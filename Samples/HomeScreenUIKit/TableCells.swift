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

  /// The messages' section header in the table: a `UITableViewHeaderFooterView`, registered
  /// and dequeued by the table view like a cell, that shows the section's title with an icon.
  final class MessagesHeaderView: UITableViewHeaderFooterView {}

  enum MessagesRowHeader: SupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static func decorate(
      _ view: MessagesHeaderView, with section: ListSection<Message>, at index: Int
    ) {
      var content = view.defaultContentConfiguration()
      content.text = section.header ?? "Messages"
      content.image = UIImage(systemName: "tray.full")
      view.contentConfiguration = content
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
