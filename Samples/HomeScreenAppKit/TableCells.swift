#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer

  // The table view's cells and decorators: one per kind of content, as on iOS. A decorator's
  // cell is an NSTableCellView subclass here; the bridge makes each from its class.

  /// A cell with a title and a secondary line, laid out in code.
  class SubtitleCellView: NSTableCellView {
    let title = NSTextField(labelWithString: "")
    let detail = NSTextField(labelWithString: "")

    override init(frame: NSRect) {
      super.init(frame: frame)
      detail.textColor = .secondaryLabelColor
      let stack = NSStackView(views: [title, detail])
      stack.orientation = .vertical
      stack.alignment = .leading
      stack.spacing = 2
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 6),
        stack.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -6),
        stack.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
      textField = title
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }

  final class ContactRowCell: SubtitleCellView {}
  final class MessageRowCell: SubtitleCellView {}

  /// People cells configure themselves, so they need no separate decorator.
  final class PersonRowCell: SubtitleCellView, ConfigurableCell {
    func configure(with person: Person) {
      title.stringValue = person.name
      detail.stringValue = "\(person.mutualFriends) mutual friends"
    }
  }

  enum ContactRowDecorator: CellDecorator {
    static func decorate(_ cell: ContactRowCell, with contact: Contact) {
      cell.title.stringValue = contact.name
      cell.detail.stringValue = "seen \(contact.lastSeen)"
    }
  }

  enum MessageRowDecorator: CellDecorator {
    static func decorate(_ cell: MessageRowCell, with message: Message) {
      cell.title.stringValue = message.subject
      cell.detail.stringValue = "from \(message.sender)"
    }
  }

  /// The messages' group row, filled from its section: its title, which counts the messages
  /// (`ListSection.topMessages`), so that a count change reloads the section.
  final class MessagesHeaderView: SubtitleCellView {}

  enum MessagesHeader: SupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static func decorate(
      _ view: MessagesHeaderView, with section: ListSection<Message>, at index: Int
    ) {
      view.title.stringValue = section.header ?? "Messages"
      view.detail.isHidden = true  // one line: a group row 30 points tall (`sizeRows(_:)`)
    }
  }
#endif
