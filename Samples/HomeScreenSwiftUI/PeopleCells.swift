// The people you may know keep their platform cells, as an app's existing UIKit or AppKit
// lists would: SwiftUI rows and these cells are children of one composition.

#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import ListComposer
  import UIKit

  /// A UIKit list cell for a person, filled with a list content configuration.
  final class PersonCell: UICollectionViewListCell {}

  /// Shows a person in a UIKit cell.
  enum PersonDecorator: CellDecorator {
    static func decorate(_ cell: PersonCell, with person: Person) {
      var content = cell.defaultContentConfiguration()
      content.text = person.name
      content.secondaryText = "\(person.mutualFriends) mutual friends"
      content.image = UIImage(systemName: "person.2")
      cell.contentConfiguration = content
    }
  }
#elseif canImport(SwiftUI) && canImport(AppKit)
  import AppKit
  import ListComposer

  /// An AppKit table cell for a person: a label, made in code.
  final class PersonCell: NSTableCellView {
    override init(frame frameRect: NSRect) {
      super.init(frame: frameRect)
      let label = NSTextField(labelWithString: "")
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
        label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -4),
        label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
        label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
      ])
      textField = label
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }

  /// Shows a person in an AppKit cell.
  enum PersonDecorator: CellDecorator {
    static func decorate(_ cell: PersonCell, with person: Person) {
      cell.textField?.stringValue = "\(person.name) · \(person.mutualFriends) mutual friends"
    }
  }
#endif
