import HeadlessHost
import ListComposer

// The cells, and how each model fills its cell. These are the headless host's stand-ins for
// UIKit's cells, so the screen runs and is tested on any machine; in the app they are
// `UICollectionViewListCell`s, and nothing else changes.

final class ContactCell: HeadlessCollectionViewCell {}

enum ContactDecorator: CellDecorator {
  static func decorate(_ cell: ContactCell, with contact: Contact) {
    cell.textLabel = contact.name
    cell.detailTextLabel = "seen \(contact.lastSeen)"
  }
}

final class MessageCell: HeadlessCollectionViewCell {}

enum MessageDecorator: CellDecorator {
  static func decorate(_ cell: MessageCell, with message: Message) {
    cell.textLabel = message.subject
    cell.detailTextLabel = "from \(message.sender)"
  }
}

/// The row a source shows instead of its content: loading, empty, failed.
final class StatusCell: HeadlessCollectionViewCell {}

enum PlaceholderRowDecorator: CellDecorator {
  static func decorate(_ cell: StatusCell, with placeholder: Placeholder) {
    switch placeholder.kind {
    case .loading: cell.textLabel = "Loading..."
    case .empty: cell.textLabel = "Nothing here yet"
    case .error: cell.textLabel = "Could not load. Tap to retry."
    case .loadingMore: cell.textLabel = "Loading more..."
    case .loadMoreFailed: cell.textLabel = "Could not load more. Tap to retry."
    }
  }
}

/// A cell that fills itself needs no decorator of its own.
final class PersonCell: HeadlessCollectionViewCell, ConfigurableCell {
  func configure(with person: Person) {
    textLabel = person.name
    detailTextLabel = "\(person.mutualFriends) mutual friends"
  }
}
