import HeadlessHost
import Testing

/// The background view of the tests: its text says the state.
final class StatusBackground: HeadlessBackgroundView {}

/// A second background view class, for a decorator with another view type.
final class IllustrationBackground: HeadlessBackgroundView {}

/// Fills a background with the kind of state, and the error's text for an error.
enum StatusBackgroundDecorator: BackgroundDecorator {
  static func decorate(_ view: StatusBackground, with placeholder: Placeholder) {
    view.textLabel = BackgroundText.text(of: placeholder)
  }
}

/// Fills an illustration with the kind of state.
enum IllustrationDecorator: BackgroundDecorator {
  static func decorate(_ view: IllustrationBackground, with placeholder: Placeholder) {
    view.textLabel = "Illustration \(placeholder.kind)"
  }
}

/// A class a headless view cannot show behind its rows.
final class NotAView {}

/// A background decorator whose view type no headless view can create.
enum NotAViewDecorator: BackgroundDecorator {
  static func decorate(_ view: NotAView, with placeholder: Placeholder) {}
}

/// Fills a placeholder row with the kind of state.
enum StatusRowDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "status" }
  static func decorate(_ cell: Cell, with placeholder: Placeholder) {
    cell.textLabel = "row " + BackgroundText.text(of: placeholder)
  }
}

enum BackgroundText {
  static func text(of placeholder: Placeholder) -> String {
    switch placeholder.kind {
    case .loading: "Loading"
    case .empty: "Empty"
    case .error: "Error: \(placeholder.error.map { "\($0)" } ?? "none")"
    case .loadingMore: "Loading more"
    case .loadMoreFailed: "More failed"
    }
  }
}

extension ViewUnderTest {
  /// The view's background view.
  var background: HeadlessBackgroundView? { table?.backgroundView ?? collection?.backgroundView }

  /// The text of the view's background view, or `nil` when it shows none.
  var backgroundText: String? { background?.textLabel }

  /// Taps the background view.
  func selectBackground() -> Bool {
    table?.selectBackgroundView() ?? collection?.selectBackgroundView() ?? false
  }
}

/// A stateful inbox of notes in background presentation, with rows for the kinds a test
/// switches to row presentation.
@MainActor
func backgroundInbox<Cell: HeadlessReusableCell>(
  _ cell: Cell.Type, _ ids: some Sequence<Int> = [], state: ListState = .loading,
  header: String = "Inbox"
) throws -> (StatefulDataSource<ArrayDataSource<Note, Cell>>, ArrayDataSource<Note, Cell>) {
  let messages = NoteDecorator<Cell>.dataSource(for: notes(ids), header: header)
  let inbox = try StatefulDataSource(
    messages, state: state, placeholder: StatusRowDecorator<Cell>.self)
  inbox.setBackground(StatusBackgroundDecorator.self, for: [.loading, .empty, .error])
  inbox.placeholderPresentation = .background
  return (inbox, messages)
}

/// The source itself, or the source inside a composition inside a composition.
@MainActor
func screen(_ sources: [any DataSource], nested: Bool) throws -> SectionedDataSource {
  nested
    ? try SectionedDataSource([SectionedDataSource(sources)]) : try SectionedDataSource(sources)
}

/// Records, for each batch the screen publishes, the background text the view showed when the
/// batch reached the observers (after the host applied it).
@MainActor
final class BackgroundAtBatch {
  var texts: [String?] = []

  init(_ source: some DataSource, _ host: ViewUnderTest) {
    source.updates.observe(by: self) { [weak self, weak host] _ in
      self?.texts.append(host?.backgroundText)
    }
  }
}
