#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer

  // The collection view's items, decorators and section header: the same models as the table,
  // shown as tiles and list rows. A decorator's cell is an NSCollectionViewItem subclass here;
  // the bridge registers each class, and the item makes its view in `loadView()`.

  /// An item with a title and a secondary line, laid out in code.
  class SubtitleItem: NSCollectionViewItem {
    let titleField = NSTextField(labelWithString: "")
    let detailField = NSTextField(labelWithString: "")
    let stack = NSStackView()

    override func loadView() {
      detailField.textColor = .secondaryLabelColor
      stack.setViews([titleField, detailField], in: .leading)
      stack.orientation = .vertical
      stack.alignment = .leading
      stack.spacing = 2
      stack.translatesAutoresizingMaskIntoConstraints = false
      let view = NSView(frame: .zero)
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
        stack.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -8),
        stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
      self.view = view
      textField = titleField
    }
  }

  /// A contact in the carousel: a rounded tile with the contact's avatar.
  final class ContactTileItem: SubtitleItem {
    override func loadView() {
      super.loadView()
      let avatar = NSImageView()
      stack.insertArrangedSubview(avatar, at: 0)
      imageView = avatar
      view.wantsLayer = true
      view.layer?.cornerRadius = 12
      view.layer?.backgroundColor = NSColor.controlBackgroundColor.cgColor
    }
  }

  final class MessageListItem: SubtitleItem {}
  final class PersonTileItem: SubtitleItem {}

  enum MessageListDecorator: CellDecorator {
    static func decorate(_ item: MessageListItem, with message: Message) {
      item.titleField.stringValue = message.subject
      item.detailField.stringValue = "from \(message.sender)"
    }
  }

  enum PersonTileDecorator: CellDecorator {
    static func decorate(_ item: PersonTileItem, with person: Person) {
      item.titleField.stringValue = person.name
      item.detailField.stringValue = "\(person.mutualFriends) mutual"
    }
  }

  /// A section header of the collection view: one bold line.
  final class SectionHeaderView: NSView, NSCollectionViewElement {
    let label = NSTextField(labelWithString: "")

    override init(frame: NSRect) {
      super.init(frame: frame)
      label.font = .boldSystemFont(ofSize: NSFont.systemFontSize)
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
        label.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }

  /// The messages' header, counting its section's items. It refreshes with them
  /// (`refreshesWithItems`): after an insertion or a deletion the bridge fills the header on
  /// screen again in place, so the collection screen needs no `recountMessages()`.
  enum LiveMessagesHeader: SupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static let refreshesWithItems = true
    static func decorate(
      _ view: SectionHeaderView, with section: ListSection<Message>, at index: Int
    ) {
      view.label.stringValue = "Top messages (\(section.items.count))"
    }
  }

  /// Avatars made ahead of display while the collection view prefetches contacts, and dropped
  /// when it cancels: what an app would download. Each contact's tile shows its avatar.
  @MainActor
  final class AvatarCache {
    private var images: [String: NSImage] = [:]

    /// Makes a contact's avatar, unless it is made already.
    func prefetch(_ contact: Contact) {
      guard images[contact.id] == nil else { return }
      images[contact.id] = NSImage(
        systemSymbolName: "person.crop.circle", accessibilityDescription: contact.name)
    }

    /// Forgets an avatar made for a contact that will not be shown after all.
    func cancel(_ contact: Contact) {
      images[contact.id] = nil
    }

    /// A contact's avatar: the one prefetched, or one made now.
    func avatar(for contact: Contact) -> NSImage? {
      prefetch(contact)
      return images[contact.id]
    }
  }
#endif
