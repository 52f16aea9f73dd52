import HeadlessHost

/// A custom data source whose counts, titles and published updates a test sets at will, as a
/// buggy or adversarial `DataSource` written by an app could: negative or extreme counts,
/// positions outside itself, changes that do not match its data.
@MainActor
package final class ScriptedSource: SectionTitledDataSource, IdentifiedDataSource {

  /// Item texts per section; `sectionCountOverride` and `itemCountOverride` replace the counts
  /// the source reports.
  package var sections: [[String]]
  package var sectionCountOverride: Int?
  package var itemCountOverride: Int?
  package var header: String?
  package var cellError: (any Error)?
  /// The cell class the source registers: a table's unless told otherwise.
  package var cellType: HeadlessReusableCell.Type = TestRow.self
  package let updates = UpdateRelay()

  package init(_ sections: [[String]], header: String? = nil) {
    self.sections = sections
    self.header = header
  }

  /// Changes the data and publishes `update` as the change, however wrong it is.
  @discardableResult
  package func change(to newSections: [[String]], reporting update: BatchUpdate) -> ListChange {
    sections = newSections
    return (try? updates.send(update)) ?? ListChange()
  }

  package var numberOfSections: Int { sectionCountOverride ?? sections.count }
  package func numberOfItems(inSection section: Int) -> Int {
    if let itemCountOverride { return itemCountOverride }
    return sections.indices.contains(section) ? sections[section].count : 0
  }
  package func model(at position: ListPosition) -> String? {
    guard sections.indices.contains(position.section),
      sections[position.section].indices.contains(position.item)
    else { return nil }
    return sections[position.section][position.item]
  }
  package func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    if let cellError { throw cellError }
    let text = model(at: position) ?? "?"
    let cell = try request.dequeue(HeadlessReusableCell.self, reuseIdentifier: "scripted")
    cell.textLabel = text
    return cell
  }
  package var cellRegistrations: [CellRegistration] {
    [CellRegistration(cellType, reuseIdentifier: "scripted")]
  }
  package func headerTitle(forSection section: Int) -> String? { section == 0 ? header : nil }
  package func selectItem(at position: ListPosition) -> Bool { false }
  package func itemIdentifier(at position: ListPosition) -> AnyHashable? { model(at: position) }
}
package final class TextCell: HeadlessTableViewCell {}
package final class OtherTextCell: HeadlessTableViewCell {}

/// A text source built with ArrayDataSource.
@MainActor
package func texts(_ items: [String], header: String? = nil, reuseIdentifier: String? = nil)
  -> ArrayDataSource<String, TextCell>
{
  ArrayDataSource(items, cell: TextCell.self, reuseIdentifier: reuseIdentifier, header: header) {
    cell, text in cell.textLabel = text
  }
}

package final class Tile: HeadlessCollectionViewCell {}

/// A text source for collection views.
@MainActor
package func tiles(_ items: [String], header: String? = nil) -> ArrayDataSource<String, Tile> {
  ArrayDataSource(items, cell: Tile.self, header: header) { cell, text in cell.textLabel = text }
}

/// A strict table view with a wide window, so every row has a cell.
@MainActor
package func strictTable() -> HeadlessTableView {
  var options = strictOptions()
  options.visibleItemLimit = 1_000
  return HeadlessTableView(options: options)
}

/// Returns what a new view shows for the source now, to compare with a live view's render.
@MainActor
package func rebuiltRender(of source: some DataSource, like view: HeadlessTableView) throws
  -> String
{
  // It is given no batch, so it reads no identifiers to check batches against.
  var options = view.options
  options.checksItemIdentity = false
  let fresh = HeadlessTableView(options: options)
  try fresh.display(source)
  return fresh.render()
}

/// The render without the "Last update" notes and per-row markers that only a live view has:
/// its non-empty lines, less those that begin with "Last update" or "  - ", each cut at its
/// first "  (".
///
/// It reads the render's UTF-8 bytes once, with plain comparisons: the chaos tests compare two
/// renders at every one of their 14,000 steps, and splitting and searching them as characters
/// (or through generic helpers, unspecialised in a debug build) cost an eighth of that suite's
/// time.
package func rows(_ render: String) -> String {
  var render = render
  return render.withUTF8 { buffer in
    // Read through the base pointer: a pointer's subscript is inlined even in a debug build,
    // where each subscript of a buffer is a call. An empty render has no base and no rows.
    guard let bytes = buffer.baseAddress else { return "" }
    let space = UInt8(ascii: " ")
    let newline = UInt8(ascii: "\n")
    let count = buffer.count
    var kept: [UInt8] = []
    kept.reserveCapacity(count)
    var start = 0
    while start < count {
      // The line's end, and where a "  (" first begins in it.
      var end = start
      var cut = -1
      while end < count, bytes[end] != newline {
        if cut < 0, bytes[end] == UInt8(ascii: "("), end - start >= 2, bytes[end - 1] == space,
          bytes[end - 2] == space
        {
          cut = end - 2
        }
        end += 1
      }
      let length = end - start
      let isNote =
        (length >= 4 && bytes[start] == space && bytes[start + 1] == space
          && bytes[start + 2] == UInt8(ascii: "-") && bytes[start + 3] == space)
        || (length >= 11 && bytes[start] == UInt8(ascii: "L")
          && String(
            decoding: UnsafeBufferPointer(start: bytes + start, count: 11), as: UTF8.self)
            == "Last update")
      if length > 0, !isNote {
        if !kept.isEmpty { kept.append(newline) }
        kept.append(
          contentsOf: UnsafeBufferPointer(
            start: bytes + start, count: (cut < 0 ? end : cut) - start))
      }
      start = end + 1
    }
    return String(decoding: kept, as: UTF8.self)
  }
}
