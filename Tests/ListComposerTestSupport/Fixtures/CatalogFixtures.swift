import HeadlessHost
import ListComposer

/// Models, cells and decorators for the catalog and mixed-source tests, in a namespace so their
/// short names (the ones error messages print) do not clash with other tests' models.
package enum CatalogFixtures {
  package struct Contact: Identifiable, DiffIdentifiable {
    package let id: Int
    package var name: String

    package init(id: Int, name: String) {
      self.id = id
      self.name = name
    }
  }

  package struct Message: Identifiable, DiffIdentifiable {
    package let id: Int
    package var subject: String

    package init(id: Int, subject: String) {
      self.id = id
      self.subject = subject
    }
  }

  /// Has no identity, so a mixed source reports no identifier for it.
  package struct Ad {
    package var headline: String

    package init(headline: String) {
      self.headline = headline
    }
  }

  /// Has no decorator anywhere.
  package struct Poll {
    package var question: String

    package init(question: String) {
      self.question = question
    }
  }

  /// A second model whose decorator claims the contact cell's reuse identifier.
  package struct Member {
    package var name: String

    package init(name: String) {
      self.name = name
    }
  }

  package final class ContactCell: HeadlessTableViewCell {}
  package final class CompactContactCell: HeadlessTableViewCell {}
  package final class MessageCell: HeadlessTableViewCell {}
  package final class AdCell: HeadlessTableViewCell {}

  package enum ContactDecorator: CellDecorator {
    package static func decorate(_ cell: ContactCell, with contact: Contact) {
      cell.textLabel = "contact \(contact.name)"
    }
  }

  package enum CompactContactDecorator: CellDecorator {
    package static let catalogVariant = "compact"
    package static func decorate(_ cell: CompactContactCell, with contact: Contact) {
      cell.textLabel = "compact \(contact.name)"
    }
  }

  /// Another default decorator for contacts, in the same cell type.
  package enum ReplacementContactDecorator: CellDecorator {
    package static func decorate(_ cell: ContactCell, with contact: Contact) {
      cell.textLabel = "replaced \(contact.name)"
    }
  }

  package enum MessageDecorator: CellDecorator {
    package static let reuseIdentifier = "message"
    package static func decorate(_ cell: MessageCell, with message: Message) {
      cell.textLabel = "message \(message.subject)"
    }
  }

  package enum AdDecorator: CellDecorator {
    package static func decorate(_ cell: AdCell, with ad: Ad) {
      cell.textLabel = "ad \(ad.headline)"
    }
  }

  /// Uses the identifier "ContactCell" for another cell type: a conflict.
  package enum MemberDecorator: CellDecorator {
    package static let reuseIdentifier = "ContactCell"
    package static func decorate(_ cell: CompactContactCell, with member: Member) {
      cell.textLabel = "member \(member.name)"
    }
  }

  /// A catalog written exactly as `decorator-catalog` generates one, so that a change to the
  /// generator's output that no longer compiles against ``DecoratorCatalog`` fails here too.
  @MainActor package static let generated: DecoratorCatalog = {
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
  package static func position(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  /// A host outside any table view: creates headless cells from registrations and records the
  /// identifiers it dequeued.
  @MainActor
  package final class RecordingHost: CellHost {
    package init() {}

    package struct Unregistered: Error, Equatable {
      package var reuseIdentifier: String

      package init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
      }
    }

    package var registrations: [String: CellRegistration] = [:]
    package var dequeued: [String] = []

    package func registerCell(_ registration: CellRegistration) throws {
      registrations[registration.reuseIdentifier] = registration
    }

    package func dequeueCell(
      withReuseIdentifier reuseIdentifier: String, for position: ListPosition
    )
      throws -> AnyObject
    {
      guard let cellType = registrations[reuseIdentifier]?.cellType as? HeadlessTableViewCell.Type
      else { throw Unregistered(reuseIdentifier: reuseIdentifier) }
      dequeued.append(reuseIdentifier)
      return cellType.init(reuseIdentifier: reuseIdentifier)
    }

    /// Registers a source's cells and returns the text of the cell it makes for a position.
    package func text(of source: some DataSource, at position: ListPosition) throws -> String? {
      for registration in source.cellRegistrations { try registerCell(registration) }
      let cell = try source.cell(at: position, for: CellRequest(host: self, hostPosition: position))
      return (cell as? HeadlessTableViewCell)?.textLabel
    }
  }
}
