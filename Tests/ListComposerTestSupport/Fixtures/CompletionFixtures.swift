import HeadlessHost
import Testing

/// How a test's screen nests the source it changes.
package enum ScreenShape: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// `root → middle → child`: the child is two compositions down.
  case twoLevelsDown
  /// `root (linear) → [pinned, child]`: the child's items follow another source's in one
  /// section.
  case linear

  package var testDescription: String { rawValue }
}

/// What a device-like view does with a fault: throw it (strict) or record what a device
/// raises on and reload.
package enum FaultPolicy: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case strict, raise

  package var testDescription: String { rawValue }

  package var options: HeadlessHostOptions {
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.visibleItemLimit = 1_000
    if self == .raise { options.invalidUpdatePolicy = .raise }
    return options
  }
}

/// A screen with one text source nested in compositions, whose cells suit a table or a
/// collection view.
@MainActor
package final class NestedScreen {
  package let root: SectionedDataSource
  /// The source the tests change.
  package let child: any DataSource
  package let append: (String) throws -> Void
  package let setItems: ([String]) async -> AsyncUpdateOutcome
  package let items: () -> [String]
  /// Makes the child append `"<last>+"` when its last item is displayed, as an endless feed.
  package let appendWhenLastIsDisplayed: () -> Void

  package init(_ shape: ScreenShape, kind: ViewKind, items: [String]) throws {
    if kind.isTable {
      (root, child, append, setItems, self.items, appendWhenLastIsDisplayed) =
        try Self.make(shape, cell: TextCell.self, items: items)
    } else {
      (root, child, append, setItems, self.items, appendWhenLastIsDisplayed) =
        try Self.make(shape, cell: Tile.self, items: items)
    }
  }

  private static func make<Cell: HeadlessReusableCell>(
    _ shape: ScreenShape, cell: Cell.Type, items: [String]
  ) throws -> (
    SectionedDataSource, any DataSource, (String) throws -> Void,
    ([String]) async -> AsyncUpdateOutcome, () -> [String], () -> Void
  ) {
    func words(_ items: [String]) -> ArrayDataSource<String, Cell> {
      ArrayDataSource(items, cell: Cell.self) { cell, text in cell.textLabel = text }
    }
    let child = words(items)
    let root: SectionedDataSource
    switch shape {
    case .twoLevelsDown:
      let middle = try SectionedDataSource([words(["m1"]), child])
      root = try SectionedDataSource([words(["top"]), middle])
    case .linear:
      root = try SectionedDataSource([words(["p1", "p2"]), child], layout: .linear)
    }
    return (
      root, child, { _ = try child.append($0) },
      { await child.setItems($0) }, { child.items },
      {
        child.onEvent = { [unowned child] event in
          guard event.kind == .willDisplay, event.model == child.items.last else { return }
          _ = try? child.append("\(event.model)+")
        }
      }
    )
  }
}

extension ViewUnderTest {
  /// A table or collection view, as the kind says, with the policy's options: the policy
  /// (strict either way) says what a fault does, so the tests pair the strict kinds with it.
  package convenience init(_ kind: ViewKind, _ policy: FaultPolicy, window: Int = 1_000) {
    var options = policy.options
    options.visibleItemLimit = window
    self.init(kind, customOptions: options)
  }

  /// Whether the view holds the source's counts and every cell it shows shows the source's
  /// model at its position.
  package func shows(_ source: some DataSource) -> Bool {
    let expected = modelTexts(of: source)
    let shown = shown
    guard shown.map(\.count) == expected.map(\.count) else { return false }
    return zip(shown, expected).allSatisfy { shown, expected in
      zip(shown, expected).allSatisfy { $0 == "-" || $0 == $1 }
    } && shown.joined().contains { $0 != "-" }
  }

  /// The text of every cell the view shows, section by section, in the view's counts; `-` for
  /// an item without a cell (outside the visible window).
  package var shown: [[String]] {
    if let table {
      return (0..<table.numberOfSections).map { section in
        (0..<table.numberOfRows(inSection: section)).map {
          table.cellForRow(at: ListPosition(section: section, item: $0))?.textLabel ?? "-"
        }
      }
    }
    guard let collection else { return [] }
    return (0..<collection.numberOfSections).map { section in
      (0..<((try? collection.numberOfItems(inSection: section)) ?? 0)).map {
        collection.cellForItem(at: ListPosition(section: section, item: $0))?.textLabel ?? "-"
      }
    }
  }
}

/// The texts a source has, section by section: what a view that shows it must show.
@MainActor
package func modelTexts(of source: some DataSource) -> [[String]] {
  (0..<source.numberOfSections).map { section in
    (0..<source.numberOfItems(inSection: section)).map {
      source.model(at: ListPosition(section: section, item: $0)).map { "\($0)" } ?? "?"
    }
  }
}

/// Starts `body` in a task on the main actor and returns once the task has run up to its first
/// suspension: a `shown()` at the start of `body` is waiting when this returns.
@MainActor
package func startWaiting<Result: Sendable>(
  _ body: @escaping @MainActor () async -> Result
) async -> Task<Result, Never> {
  let (started, signal) = _Concurrency.AsyncStream<Void>.makeStream()
  let task = Task { @MainActor in
    signal.finish()
    return await body()
  }
  for await _ in started {}
  return task
}
