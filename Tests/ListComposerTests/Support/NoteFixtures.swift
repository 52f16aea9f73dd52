import HeadlessHost

/// A note: identified by its number, its text is its content.
struct Note: Hashable, Sendable, Identifiable, DiffIdentifiable, ContentEquatable {
  let id: Int
  var text: String

  init(_ id: Int, _ text: String? = nil) {
    self.id = id
    self.text = text ?? "n\(id)"
  }
}

/// A badge: a second model type whose identifiers are numbers too.
struct Badge: Hashable, Sendable, Identifiable, DiffIdentifiable {
  let id: Int
}

/// Renders a note as its text.
enum NoteDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static func decorate(_ cell: Cell, with note: Note) { cell.textLabel = note.text }
}

/// Renders a badge as `#` and its number.
enum BadgeDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "badge" }
  static func decorate(_ cell: Cell, with badge: Badge) { cell.textLabel = "#\(badge.id)" }
}

/// Notes numbered from the given ids.
func notes(_ ids: some Sequence<Int>) -> [Note] { ids.map { Note($0) } }
