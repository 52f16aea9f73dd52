import HeadlessHost
import ListComposer

/// Models, cells and decorators for the catalog and mixed-source tests, in a namespace so their
/// short names (the ones error messages print) do not clash with other tests' models.
enum CatalogFixtures {
  struct Contact: Identifiable, DiffIdentifiable {
    let id: Int
    var name: String
  }

  struct Message: Identifiable, DiffIdentifiable {
    let id: Int
    var subject: String
  }

  /// Has no identity, so a mixed source reports no identifier for it.
  struct Ad {
    var headline: String
  }

  /// Has no decorator anywhere.
  struct Poll {
    var question: String
  }

  /// A second model whose decorator claims the contact cell's reuse identifier.
  struct Member {
    var name: String
  }

  final class ContactCell: HeadlessTableViewCell {}
  final class CompactContactCell: HeadlessTableViewCell {}
  final class MessageCell: HeadlessTableViewCell {}
  final class AdCell: HeadlessTableViewCell {}

  enum ContactDecorator: CellDecorator {
    static func decorate(_ cell: ContactCell, with contact: Contact) {
      cell.textLabel = "contact \(contact.name)"
    }
  }

  enum CompactContactDecorator: CellDecorator {
    static let catalogVariant = "compact"
    static func decorate(_ cell: CompactContactCell, with contact: Contact) {
      cell.textLabel = "compact \(contact.name)"
    }
  }

  /// Another default decorator for contacts, in the same cell type.
  enum ReplacementContactDecorator: CellDecorator {
    static func decorate(_ cell: ContactCell, with contact: Contact) {
      cell.textLabel = "replaced \(contact.name)"
    }
  }

  enum MessageDecorator: CellDecorator {
    static let reuseIdentifier = "message"
    static func decorate(_ cell: MessageCell, with message: Message) {
      cell.textLabel = "message \(message.subject)"
    }
  }

  enum AdDecorator: CellDecorator {
    static func decorate(_ cell: AdCell, with ad: Ad) {
      cell.textLabel = "ad \(ad.headline)"
    }
  }

  /// Uses the identifier "ContactCell" for another cell type: a conflict.
  enum MemberDecorator: CellDecorator {
    static let reuseIdentifier = "ContactCell"
    static func decorate(_ cell: CompactContactCell, with member: Member) {
      cell.textLabel = "member \(member.name)"
    }
  }

  /// A catalog written exactly as `decorator-catalog` generates one, so that a change to the
  /// generator's output that no longer compiles against ``DecoratorCatalog`` fails here too.
  @MainActor static let generated: DecoratorCatalog = {
    var catalog = DecoratorCatalog()
    // Ad in AdCell, reuse identifier "AdCell"
    catalog.register(AdDecorator.self)
    // Contact in CompactContactCell, reuse identifier "CompactContactCell", variant "compact"
    catalog.register(CompactContactDecorator.self, variant: CompactContactDecorator.catalogVariant)
    // Contact in ContactCell, reuse identifier "ContactCell"
    catalog.register(ContactDecorator.self)
    // Message in MessageCell, reuse identifier "message"
    catalog.register(MessageDecorator.self)
    return catalog
  }()

  /// A position in section `section`, item `item`.
  static func position(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  /// A host outside any table view: creates headless cells from registrations and records the
  /// identifiers it dequeued.
  @MainActor
  final class RecordingHost: CellHost {
    struct Unregistered: Error, Equatable {
      var reuseIdentifier: String
    }

    var registrations: [String: CellRegistration] = [:]
    var dequeued: [String] = []

    func registerCell(_ registration: CellRegistration) throws {
      registrations[registration.reuseIdentifier] = registration
    }

    func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
      throws -> AnyObject
    {
      guard let cellType = registrations[reuseIdentifier]?.cellType as? HeadlessTableViewCell.Type
      else { throw Unregistered(reuseIdentifier: reuseIdentifier) }
      dequeued.append(reuseIdentifier)
      return cellType.init(reuseIdentifier: reuseIdentifier)
    }

    /// Registers a source's cells and returns the text of the cell it makes for a position.
    func text(of source: some DataSource, at position: ListPosition) throws -> String? {
      for registration in source.cellRegistrations { try registerCell(registration) }
      let cell = try source.cell(at: position, for: CellRequest(host: self, hostPosition: position))
      return (cell as? HeadlessTableViewCell)?.textLabel
    }
  }
}
