import ListComposer

// Models, cells and decorators shared by the ListComposer tests, plus a minimal host.

struct Contact: Identifiable, Equatable, Updatable {
  let id: Int
  var name: String
}

struct Message: Identifiable, Equatable, Updatable {
  let id: Int
  var subject: String
}

@MainActor
final class LabelCell {
  var text = ""
}

@MainActor
final class BadgeCell {
  var text = ""
}

enum ContactDecorator: CellDecorator {
  static func decorate(_ cell: LabelCell, with model: Contact) { cell.text = model.name }
}

enum MessageDecorator: CellDecorator {
  static let reuseIdentifier = "message"
  static func decorate(_ cell: BadgeCell, with model: Message) { cell.text = model.subject }
}

/// A host that creates cells from factories and records what it was asked.
@MainActor
final class TestHost: CellHost {
  var registered: [String: CellRegistration] = [:]
  var dequeued: [(identifier: String, position: ListPosition)] = []

  func registerCell(_ registration: CellRegistration) throws {
    registered[registration.reuseIdentifier] = registration
  }

  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition) throws
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
  func text(of source: some DataSource, at position: ListPosition) throws -> String {
    for registration in source.cellRegistrations { try registerCell(registration) }
    let cell = try source.cell(at: position, for: CellRequest(host: self, hostPosition: position))
    return (cell as? LabelCell)?.text ?? (cell as? BadgeCell)?.text ?? "?"
  }
}

enum TestHostError: Error, Equatable {
  case unregistered(String)
}
