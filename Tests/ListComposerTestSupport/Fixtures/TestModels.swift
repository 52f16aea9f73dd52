import ListComposer

// Models, cells and decorators shared by the ListComposer tests, plus a minimal host.

package struct Contact: Identifiable, Equatable, Updatable {
  package let id: Int
  package var name: String

  package init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

package struct Message: Identifiable, Equatable, Updatable {
  package let id: Int
  package var subject: String

  package init(id: Int, subject: String) {
    self.id = id
    self.subject = subject
  }
}

@MainActor
package final class LabelCell {
  package init() {}

  package var text = ""
}

@MainActor
package final class BadgeCell {
  package init() {}

  package var text = ""
}

package enum ContactDecorator: CellDecorator {
  package static func decorate(_ cell: LabelCell, with model: Contact) { cell.text = model.name }
}

package enum MessageDecorator: CellDecorator {
  package static let reuseIdentifier = "message"
  package static func decorate(_ cell: BadgeCell, with model: Message) { cell.text = model.subject }
}

/// A host that creates cells from factories and records what it was asked.
@MainActor
package final class TestHost: CellHost {
  package init() {}

  package var registered: [String: CellRegistration] = [:]
  package var dequeued: [(identifier: String, position: ListPosition)] = []

  package func registerCell(_ registration: CellRegistration) throws {
    registered[registration.reuseIdentifier] = registration
  }

  package func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
    throws
    -> AnyObject
  {
    guard let registration = registered[reuseIdentifier] else {
      throw TestHostError.unregistered(reuseIdentifier)
    }
    dequeued.append((reuseIdentifier, position))
    if registration.cellType == BadgeCell.self { return BadgeCell() }
    return LabelCell()
  }

  /// Returns the text of the cell a source makes for a position, asked as the host would.
  package func text(of source: some DataSource, at position: ListPosition) throws -> String {
    for registration in source.cellRegistrations { try registerCell(registration) }
    let cell = try source.cell(at: position, for: CellRequest(host: self, hostPosition: position))
    return (cell as? LabelCell)?.text ?? (cell as? BadgeCell)?.text ?? "?"
  }
}

package enum TestHostError: Error, Equatable {
  case unregistered(String)
}
