import HeadlessHost

/// A note: identified by its number, its text is its content.
package struct Note: Hashable, Sendable, Identifiable, DiffIdentifiable, ContentEquatable {
  package let id: Int
  package var text: String

  package init(_ id: Int, _ text: String? = nil) {
    self.id = id
    self.text = text ?? "n\(id)"
  }
}

/// A badge: a second model type whose identifiers are numbers too.
package struct Badge: Hashable, Sendable, Identifiable, DiffIdentifiable {
  package let id: Int

  package init(id: Int) {
    self.id = id
  }
}

/// Renders a note as its text.
package enum NoteDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  package static func decorate(_ cell: Cell, with note: Note) { cell.textLabel = note.text }
}

/// Renders a badge as `#` and its number.
package enum BadgeDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  package static var reuseIdentifier: String { "badge" }
  package static func decorate(_ cell: Cell, with badge: Badge) { cell.textLabel = "#\(badge.id)" }
}

/// Notes numbered from the given ids.
package func notes(_ ids: some Sequence<Int>) -> [Note] { ids.map { Note($0) } }
