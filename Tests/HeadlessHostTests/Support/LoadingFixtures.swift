import HeadlessHost
import Testing

/// A message of a paged list: identified by its number, its title is its content.
struct Mail: Hashable, Sendable, Identifiable, DiffIdentifiable, ContentEquatable {
  let id: Int
  var title: String

  init(_ id: Int, _ title: String? = nil) {
    self.id = id
    self.title = title ?? "m\(id)"
  }
}

/// Renders a message as its title.
enum MailDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static func decorate(_ cell: Cell, with mail: Mail) { cell.textLabel = mail.title }
}

/// Renders every kind of placeholder row as a bracketed word, under its own reuse identifier.
enum StatusDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "status" }
  static func decorate(_ cell: Cell, with placeholder: Placeholder) {
    cell.textLabel = statusText(placeholder)
  }
}

/// Another look for some kinds, to check that each source chooses its own.
enum SpinnerDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "spinner" }
  static func decorate(_ cell: Cell, with placeholder: Placeholder) {
    cell.textLabel = "(spinner \(placeholder.kind))"
  }
}

/// The text a placeholder row shows.
func statusText(_ placeholder: Placeholder) -> String {
  switch placeholder.kind {
  case .loading: "[loading]"
  case .empty: "[empty]"
  case .error: "[error: \(placeholder.error.map { "\($0)" } ?? "?")]"
  case .loadingMore: "[loading more]"
  case .loadMoreFailed: "[load more failed: \(placeholder.error.map { "\($0)" } ?? "?")]"
  }
}

/// The text a row of the test sources shows for its model.
func shownText(of model: Any?) -> String {
  switch model {
  case let mail as Mail: mail.title
  case let text as String: text
  case let placeholder as Placeholder: statusText(placeholder)
  default: "?"
  }
}

/// An error a test loader fails with.
struct Offline: Error, CustomStringConvertible {
  var description: String { "offline" }
}

final class MailRow: HeadlessTableViewCell {}
final class MailTile: HeadlessCollectionViewCell {}

enum HostKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case table, collection
  var testDescription: String { rawValue }
}

/// A strict table or collection view with a visible window and a prefetch margin, seen
/// through one shape, as a reader's screen.
@MainActor
final class WindowHost {
  let table: HeadlessTableView?
  let collection: HeadlessCollectionView?

  init(_ kind: HostKind, window: Int = 1_000, prefetch: Int = 0) {
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.visibleItemLimit = window
    options.prefetchMargin = prefetch
    switch kind {
    case .table:
      table = HeadlessTableView(options: options)
      collection = nil
    case .collection:
      table = nil
      collection = HeadlessCollectionView(options: options)
    }
  }

  func attach(_ source: some DataSource) throws {
    try table?.attach(source)
    try collection?.attach(source)
  }

  func detach() {
    table?.detach()
    collection?.detach()
  }

  /// Scrolls, then lets the main actor take its next turn: a change that a display or prefetch
  /// event causes (a page that starts loading shows its loading row) waits for it, as the
  /// adapter never hands UIKit a batch from inside its layout.
  func scroll(to offset: Int) async throws {
    try table?.scroll(toRowOffset: offset)
    try collection?.scroll(toItemOffset: offset)
    await nextTurn()
  }

  var firstVisibleOffset: Int {
    table?.firstVisibleRowOffset ?? collection?.firstVisibleItemOffset ?? 0
  }

  func render() -> String { table?.render() ?? collection?.render() ?? "" }

  var updateLog: [HeadlessUpdateRecord] { table?.updateLog ?? collection?.updateLog ?? [] }

  var adapter: ListAdapter? { table?.adapter ?? collection?.adapter }

  var counts: [Int] {
    if let table {
      return (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    }
    guard let collection else { return [] }
    return (0..<collection.numberOfSections).map {
      (try? collection.numberOfItems(inSection: $0)) ?? -1
    }
  }

  var visiblePositions: [ListPosition] {
    table?.indexPathsForVisibleRows ?? collection?.indexPathsForVisibleItems ?? []
  }

  func cell(at position: ListPosition) -> HeadlessReusableCell? {
    table?.cellForRow(at: position) ?? collection?.cellForItem(at: position)
  }

  @discardableResult
  func select(_ position: ListPosition) -> Bool {
    table?.selectRow(at: position) ?? collection?.selectItem(at: position) ?? false
  }

  @discardableResult
  func deselect(_ position: ListPosition) -> Bool {
    table?.deselectRow(at: position) ?? collection?.deselectItem(at: position) ?? false
  }

  @discardableResult
  func highlight(_ position: ListPosition) -> Bool {
    table?.highlightRow(at: position) ?? collection?.highlightItem(at: position) ?? false
  }

  /// The batches applied since `start`, as text.
  func batches(since start: Int) -> [String] {
    updateLog.dropFirst(start).map { "\($0.update)" }
  }

  /// Checks that every batch was accepted, the counts are the source's, and every visible
  /// cell shows the model the source has at its position.
  func expectShows(
    _ source: some DataSource, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for record in updateLog where !record.succeeded {
      Issue.record(
        "rejected \(record.update): \(record.error.map { "\($0.reason)" } ?? "") \(context())",
        sourceLocation: sourceLocation)
    }
    let expectedCounts = (0..<source.numberOfSections).map { source.numberOfItems(inSection: $0) }
    #expect(counts == expectedCounts, "counts \(context())", sourceLocation: sourceLocation)
    for position in visiblePositions {
      let shown = cell(at: position)?.textLabel
      let expected = shownText(of: source.model(at: position))
      #expect(
        shown == expected, "at \(position): \(shown ?? "nil") != \(expected) \(context())",
        sourceLocation: sourceLocation)
    }
  }
}

/// Lets the main actor run what was left for its next turn (the adapter's deferred changes).
@MainActor
func nextTurn() async {
  for _ in 0..<4 { await Task.yield() }
}
