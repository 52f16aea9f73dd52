import HeadlessHost
import ListComposerTestSupport

/// A custom data source whose counts, titles and published updates a test sets at will, as a
/// buggy or adversarial `DataSource` written by an app could: negative or extreme counts,
/// positions outside itself, changes that do not match its data.
@MainActor
final class ScriptedSource: DataSource {

  /// Item texts per section; `sectionCountOverride` and `itemCountOverride` replace the counts
  /// the source reports.
  var sections: [[String]]
  var sectionCountOverride: Int?
  var itemCountOverride: Int?
  var header: String?
  var cellError: (any Error)?
  /// The cell class the source registers: a table's unless told otherwise.
  var cellType: HeadlessReusableCell.Type = ScriptedTableCell.self
  let updates = UpdateRelay()

  init(_ sections: [[String]], header: String? = nil) {
    self.sections = sections
    self.header = header
  }

  /// Changes the data and publishes `update` as the change, however wrong it is.
  @discardableResult
  func change(to newSections: [[String]], reporting update: BatchUpdate) -> BatchUpdate {
    sections = newSections
    return updates.publish(update)
  }

  var numberOfSections: Int { sectionCountOverride ?? sections.count }
  func numberOfItems(inSection section: Int) -> Int {
    if let itemCountOverride { return itemCountOverride }
    return sections.indices.contains(section) ? sections[section].count : 0
  }
  func model(at position: ListPosition) -> String? {
    guard sections.indices.contains(position.section),
      sections[position.section].indices.contains(position.item)
    else { return nil }
    return sections[position.section][position.item]
  }
  func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    if let cellError { throw cellError }
    let text = model(at: position) ?? "?"
    let cell = try request.dequeue(HeadlessReusableCell.self, reuseIdentifier: "scripted")
    cell.textLabel = text
    return cell
  }
  var cellRegistrations: [CellRegistration] {
    [CellRegistration(cellType, reuseIdentifier: "scripted")]
  }
  func headerTitle(forSection section: Int) -> String? { section == 0 ? header : nil }
  func selectItem(at position: ListPosition) -> Bool { false }
  func itemIdentifier(at position: ListPosition) -> AnyHashable? { model(at: position) }
}

final class ScriptedTableCell: HeadlessTableViewCell {}
final class ScriptedCollectionCell: HeadlessCollectionViewCell {}
final class TextCell: HeadlessTableViewCell {}
final class OtherTextCell: HeadlessTableViewCell {}

/// A text source built with ArrayDataSource.
@MainActor
func texts(_ items: [String], header: String? = nil, reuseIdentifier: String? = nil)
  -> ArrayDataSource<String, TextCell>
{
  ArrayDataSource(items, cell: TextCell.self, reuseIdentifier: reuseIdentifier, header: header) {
    cell, text in cell.textLabel = text
  }
}

final class Tile: HeadlessCollectionViewCell {}

/// A text source for collection views.
@MainActor
func tiles(_ items: [String], header: String? = nil) -> ArrayDataSource<String, Tile> {
  ArrayDataSource(items, cell: Tile.self, header: header) { cell, text in cell.textLabel = text }
}

/// A strict table view with a wide window, so every row has a cell.
@MainActor
func strictTable() -> HeadlessTableView {
  var options = strictOptions()
  options.visibleItemLimit = 1_000
  return HeadlessTableView(options: options)
}

/// Returns what a new view shows for the source now, to compare with a live view's render.
@MainActor
func rebuiltRender(of source: some DataSource, like view: HeadlessTableView) throws -> String {
  let fresh = HeadlessTableView(options: view.options)
  try fresh.display(source)
  return fresh.render()
}

/// The render without the "Last update" notes and per-row markers that only a live view has.
func rows(_ render: String) -> String {
  render.split(separator: "\n").filter { !$0.hasPrefix("Last update") && !$0.hasPrefix("  - ") }
    .map { line in
      guard let marker = line.range(of: "  (") else { return String(line) }
      return String(line[..<marker.lowerBound])
    }
    .joined(separator: "\n")
}
