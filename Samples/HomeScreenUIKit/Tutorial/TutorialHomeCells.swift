#if canImport(UIKit)
  import ListComposer
  import UIKit

  // A file of the ListComposer tutorial ("Building the home screen"), as its last step leaves
  // it; see Tutorial.swift.
  extension Tutorial {
    // The cells, and how each model fills its cell: UIKit's list cells now, filled through a
    // content configuration. The models and the screen stay as they are.

    final class ContactCell: UICollectionViewListCell {}

    enum ContactDecorator: CellDecorator {
      static func decorate(_ cell: ContactCell, with contact: Contact) {
        var content = cell.defaultContentConfiguration()
        content.text = contact.name
        content.secondaryText = "seen \(contact.lastSeen)"
        cell.contentConfiguration = content
      }
    }

    final class MessageCell: UICollectionViewListCell {}

    enum MessageDecorator: CellDecorator {
      static func decorate(_ cell: MessageCell, with message: Message) {
        var content = cell.defaultContentConfiguration()
        content.text = message.subject
        content.secondaryText = "from \(message.sender)"
        cell.contentConfiguration = content
      }
    }

    /// The row a source shows instead of its content: loading, empty, failed.
    final class StatusCell: UICollectionViewListCell {}

    enum PlaceholderRowDecorator: CellDecorator {
      static func decorate(_ cell: StatusCell, with placeholder: Placeholder) {
        var content = cell.defaultContentConfiguration()
        switch placeholder.kind {
        case .loading: content.text = "Loading..."
        case .empty: content.text = "Nothing here yet"
        case .error: content.text = "Could not load. Tap to retry."
        case .loadingMore: content.text = "Loading more..."
        case .loadMoreFailed: content.text = "Could not load more. Tap to retry."
        }
        content.textProperties.color = .secondaryLabel
        cell.contentConfiguration = content
      }
    }

    /// A cell that fills itself needs no decorator of its own.
    final class PersonCell: UICollectionViewListCell, ConfigurableCell {
      func configure(with person: Person) {
        var content = defaultContentConfiguration()
        content.text = person.name
        content.secondaryText = "\(person.mutualFriends) mutual friends"
        contentConfiguration = content
      }
    }
  }
#endif
