import HeadlessHost
import Testing

/// A message of a paged list: identified by its number, its title is its content.
package struct Mail: Hashable, Sendable, Identifiable, DiffIdentifiable, ContentEquatable {
  package let id: Int
  package var title: String

  package init(_ id: Int, _ title: String? = nil) {
    self.id = id
    self.title = title ?? "m\(id)"
  }
}

/// Renders a message as its title.
package enum MailDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  package static func decorate(_ cell: Cell, with mail: Mail) { cell.textLabel = mail.title }
}

/// Renders every kind of placeholder row as a bracketed word, under its own reuse identifier.
package enum StatusDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  package static var reuseIdentifier: String { "status" }
  package static func decorate(_ cell: Cell, with placeholder: Placeholder) {
    cell.textLabel = statusText(placeholder)
  }
}

/// Another look for some kinds, to check that each source chooses its own.
package enum SpinnerDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  package static var reuseIdentifier: String { "spinner" }
  package static func decorate(_ cell: Cell, with placeholder: Placeholder) {
    cell.textLabel = "(spinner \(placeholder.kind))"
  }
}

/// The text a placeholder row shows.
package func statusText(_ placeholder: Placeholder) -> String {
  switch placeholder.kind {
  case .loading: "[loading]"
  case .empty: "[empty]"
  case .error: "[error: \(placeholder.error.map { "\($0)" } ?? "?")]"
  case .loadingMore: "[loading more]"
  case .loadMoreFailed: "[load more failed: \(placeholder.error.map { "\($0)" } ?? "?")]"
  }
}

/// The text a row of the test sources shows for its model.
package func shownText(of model: Any?) -> String {
  switch model {
  case let mail as Mail: mail.title
  case let text as String: text
  case let placeholder as Placeholder: statusText(placeholder)
  default: "?"
  }
}

/// An error a test loader fails with.
package struct Offline: Error, CustomStringConvertible {
  package var description: String { "offline" }

  package init() {}
}

/// Lets the main actor run what was left for its next turn (the adapter's deferred changes).
@MainActor
package func nextTurn() async {
  for _ in 0..<4 { await Task.yield() }
}
