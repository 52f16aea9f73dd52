import HeadlessHost
import ListComposerTestSupport
import Testing

/// A view of rows without sections, as `NSTableView` is: it applies row operations one after
/// another, keeps the view of each row it shows (so that a test sees a view filled again in
/// place), and makes the registered headless cell and view types. A `FlatRowHost` drives it.
@MainActor
final class FlatRows: FlatRowView {
  /// A row made by the host's `title` closure: a section's header or footer title.
  final class TitleRow {
    let text: String
    init(_ text: String) { self.text = text }
  }

  /// The view of each row, in order.
  private(set) var views: [AnyObject] = []
  var isReadyForAnimatedUpdates = true
  var selectedRows: Set<Int> = []
  /// Whether the view says which view a row displays (``displayedView(atRow:)``); a view that
  /// does not keeps the requirement's default.
  var tellsDisplayedViews = true
  private(set) var reloads = 0
  private(set) var batches: [RowBatch] = []
  private(set) var messages: [String] = []
  private var registered: [String: HeadlessReusableCell.Type] = [:]
  /// The host; it holds the rows weakly.
  private(set) lazy var host = FlatRowHost(view: self)
  /// The adapter, kept alive by the rows (the host holds it weakly).
  private var shownAdapter: ListAdapter?

  private init() {}

  /// The adapter that shows the source.
  var adapter: ListAdapter {
    get throws { try #require(shownAdapter) }
  }

  /// Shows a source in new rows through a `FlatRowHost`, and reloads them.
  static func show(_ source: some DataSource) throws -> FlatRows {
    let rows = FlatRows()
    let adapter = try ListAdapter(source: source, view: rows.host)
    rows.shownAdapter = adapter
    rows.host.adapter = adapter
    adapter.reloadData()
    return rows
  }

  /// What each row shows: `# title` for a title, the view's text otherwise.
  var texts: [String] { views.map(Self.text) }

  /// What the rows would show if the view read them all again now.
  var freshTexts: [String] { (0..<host.numberOfRows()).map { Self.text(of: make($0)) } }

  static func text(of view: AnyObject) -> String {
    switch view {
    case let title as TitleRow: "# \(title.text)"
    case let cell as HeadlessReusableCell: cell.textLabel ?? "(empty)"
    default: "?"
    }
  }

  private func make(_ row: Int) -> AnyObject {
    host.view(
      forRow: row, as: AnyObject.self, title: { TitleRow($0) },
      placeholder: { TitleRow("placeholder") })
  }

  /// Selects exactly `rows`, as `selectRowIndexes(_:byExtendingSelection: false)` does.
  func selectRows(_ rows: Set<Int>) {
    selectedRows = rows
  }

  func reloadData() {
    reloads += 1
    views = (0..<host.numberOfRows()).map(make)
  }

  func applyRowBatch(_ batch: RowBatch, animation: ListAnimation) {
    batches.append(batch)
    views = batch.applied(to: views, inserted: make, reloaded: make) ?? [TitleRow("invalid batch")]
  }

  func registerCell(_ registration: CellRegistration) throws {
    guard let type = registration.cellType as? HeadlessReusableCell.Type else {
      throw RowBatchError("not a headless cell: \(registration.cellType)")
    }
    registered[registration.reuseIdentifier] = type
  }

  func dequeueCell(withReuseIdentifier reuseIdentifier: String) throws -> AnyObject {
    guard let type = registered[reuseIdentifier] else {
      throw RowBatchError("nothing registered for \(reuseIdentifier)")
    }
    return type.init(reuseIdentifier: reuseIdentifier)
  }

  func visibleCell(atRow row: Int) -> AnyObject? {
    views.indices.contains(row) ? views[row] : nil
  }

  func displayedView(atRow row: Int) -> AnyObject? {
    guard tellsDisplayedViews, views.indices.contains(row) else { return nil }
    return views[row]
  }

  func log(_ message: String) {
    messages.append(message)
  }

  // MARK: Scrolling

  /// The height of the viewport, when the rows scroll: every row is ``rowHeight`` points
  /// tall, as an `NSTableView` with a fixed row height lays them out. Without one, the rows
  /// keep the requirements' defaults (no visible rows, at the bottom) and only record calls.
  var viewportHeight: Double?
  /// The height of every row.
  let rowHeight = 10.0
  /// How far the rows are scrolled.
  var contentOffset = 0.0
  /// Every `scroll(toRow:at:animated:)`, in order.
  private(set) var scrolls: [(row: Int, at: ListScrollPosition, animated: Bool)] = []
  /// Every `keep(row:distance:)`, in order.
  private(set) var kept: [(row: Int?, distance: Double)] = []
  /// Every `noteHeightOfRows(_:)`, in order.
  private(set) var resized: [[Int]] = []

  private var contentHeight: Double { Double(views.count) * rowHeight }

  /// The offset clamped to the content.
  private func clamped(_ offset: Double) -> Double {
    guard let viewportHeight else { return offset }
    return max(0, min(offset, contentHeight - viewportHeight))
  }

  var visibleRowPlaces: [(row: Int, distance: Double)] {
    guard let viewportHeight, !views.isEmpty else { return [] }
    let first = max(0, Int(contentOffset / rowHeight))
    return (first..<views.count).prefix { Double($0) * rowHeight < contentOffset + viewportHeight }
      .map { ($0, Double($0) * rowHeight - contentOffset) }
  }

  var isScrolledToBottom: Bool {
    guard let viewportHeight else { return true }
    return contentOffset + viewportHeight >= contentHeight
  }

  /// The texts of the visible rows.
  var visibleTexts: [String] { visibleRowPlaces.map { Self.text(of: views[$0.row]) } }

  func scroll(toRow row: Int, at scrollPosition: ListScrollPosition, animated: Bool) {
    scrolls.append((row, scrollPosition, animated))
    guard let viewportHeight else { return }
    let top = Double(row) * rowHeight
    switch scrollPosition {
    case .top: contentOffset = clamped(top)
    case .bottom: contentOffset = clamped(top + rowHeight - viewportHeight)
    case .centeredVertically: contentOffset = clamped(top + rowHeight / 2 - viewportHeight / 2)
    case .nearest:
      if top < contentOffset {
        contentOffset = clamped(top)
      } else if top + rowHeight > contentOffset + viewportHeight {
        contentOffset = clamped(top + rowHeight - viewportHeight)
      }
    }
  }

  func keep(row: Int?, distance: Double) {
    kept.append((row, distance))
    guard let viewportHeight else { return }
    if let row {
      contentOffset = clamped(Double(row) * rowHeight - distance)
    } else {
      contentOffset = max(0, contentHeight - viewportHeight)
    }
  }

  func noteHeightOfRows(_ rows: [Int]) {
    resized.append(rows)
  }
}

/// Rows that keep every requirement's default: they cannot say which view a row displays.
@MainActor
final class RowsWithDefaults: FlatRowView {
  var isReadyForAnimatedUpdates: Bool { true }
  var selectedRows: Set<Int> { [] }
  func reloadData() {}
  func applyRowBatch(_ batch: RowBatch, animation: ListAnimation) {}
  func registerCell(_ registration: CellRegistration) throws {}
  func dequeueCell(withReuseIdentifier reuseIdentifier: String) throws -> AnyObject { self }
  func visibleCell(atRow row: Int) -> AnyObject? { nil }
  func log(_ message: String) {}
}
