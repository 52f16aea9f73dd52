#if canImport(UIKit)
  import ListComposer
  import UIKit

  // The collection view's cells, decorators and section header: the same models as the table,
  // shown as tiles and list rows.

  /// A contact in the carousel.
  final class ContactTileCell: UICollectionViewCell {}
  final class MessageListCell: UICollectionViewListCell {}
  final class PersonListCell: UICollectionViewListCell {}

  enum ContactTileDecorator: CellDecorator {
    static func decorate(_ cell: ContactTileCell, with contact: Contact) {
      var content = UIListContentConfiguration.subtitleCell()
      content.text = contact.name
      content.secondaryText = contact.lastSeen
      content.image = UIImage(systemName: "person.crop.circle")
      cell.contentConfiguration = content
      var background = UIBackgroundConfiguration.listGroupedCell()
      background.cornerRadius = 12
      cell.backgroundConfiguration = background
    }
  }

  enum MessageListDecorator: CellDecorator {
    static func decorate(_ cell: MessageListCell, with message: Message) {
      var content = cell.defaultContentConfiguration()
      content.text = message.subject
      content.secondaryText = "from \(message.sender)"
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
  }

  enum PersonListDecorator: CellDecorator {
    static func decorate(_ cell: PersonListCell, with person: Person) {
      var content = cell.defaultContentConfiguration()
      content.text = person.name
      content.secondaryText = "\(person.mutualFriends) mutual friends"
      cell.contentConfiguration = content
    }
  }

  /// The messages section's header, filled from the section: its title, which counts the
  /// messages (`ListSection.topMessages`), so that a count change reloads the section.
  enum MessagesHeader: SupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static func decorate(
      _ view: UICollectionViewListCell, with section: ListSection<Message>, at index: Int
    ) {
      var content = UIListContentConfiguration.plainHeader()
      content.text = section.header ?? "Messages"
      view.contentConfiguration = content
    }
  }
#endif
