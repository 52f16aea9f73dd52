import HeadlessHost
import Testing

/// The background view of the tests: its text says the state.
package final class StatusBackground: HeadlessBackgroundView {}

/// A second background view class, for a decorator with another view type.
package final class IllustrationBackground: HeadlessBackgroundView {}

/// Fills a background with the kind of state, and the error's text for an error.
package enum StatusBackgroundDecorator: BackgroundDecorator {
  package static func decorate(_ view: StatusBackground, with placeholder: Placeholder) {
    view.textLabel = BackgroundText.text(of: placeholder)
  }
}

/// Fills an illustration with the kind of state.
package enum IllustrationDecorator: BackgroundDecorator {
  package static func decorate(_ view: IllustrationBackground, with placeholder: Placeholder) {
    view.textLabel = "Illustration \(placeholder.kind)"
  }
}

/// A class a headless view cannot show behind its rows.
package final class NotAView {
  package init() {}
}

/// A background decorator whose view type no headless view can create.
package enum NotAViewDecorator: BackgroundDecorator {
  package static func decorate(_ view: NotAView, with placeholder: Placeholder) {}
}

/// Fills a placeholder row with the kind of state.
package enum StatusRowDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  package static var reuseIdentifier: String { "status" }
  package static func decorate(_ cell: Cell, with placeholder: Placeholder) {
    cell.textLabel = "row " + BackgroundText.text(of: placeholder)
  }
}

package enum BackgroundText {
  package static func text(of placeholder: Placeholder) -> String {
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
  package var background: HeadlessBackgroundView? {
    table?.backgroundView ?? collection?.backgroundView
  }

  /// The text of the view's background view, or `nil` when it shows none.
  package var backgroundText: String? { background?.textLabel }

  /// Taps the background view.
  package func selectBackground() -> Bool {
    table?.selectBackgroundView() ?? collection?.selectBackgroundView() ?? false
  }
}

/// A stateful inbox of notes in background presentation, with rows for the kinds a test
/// switches to row presentation.
@MainActor
package func backgroundInbox<Cell: HeadlessReusableCell>(
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
package func screen(_ sources: [any DataSource], nested: Bool) throws -> SectionedDataSource {
  nested
    ? try SectionedDataSource([SectionedDataSource(sources)]) : try SectionedDataSource(sources)
}

/// Records, for each batch the screen publishes, the background text the view showed when the
/// batch reached the observers (after the host applied it).
@MainActor
package final class BackgroundAtBatch {
  package var texts: [String?] = []

  package init(_ source: some DataSource, _ host: ViewUnderTest) {
    source.updates.observe(by: self) { [weak self, weak host] _ in
      self?.texts.append(host?.backgroundText)
    }
  }
}
