import HeadlessHost
import ListComposer

/// A person the reader follows.
struct Contact: Identifiable {
  let id: Int
  var name: String
  var email: String
}

/// The cell that shows a contact.
final class ContactCell: HeadlessTableViewCell {}

/// Shows a contact's name and address. The plugin registers it: no code in the sample does.
enum ContactDecorator: CellDecorator {
  static func decorate(_ cell: ContactCell, with contact: Contact) {
    cell.textLabel = "[contact] \(contact.name)"
    cell.detailTextLabel = contact.email
  }
}
