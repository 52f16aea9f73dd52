import HeadlessHost

/// Returns a text picture of what a table view shows: each section's header, the text of every
/// row that has a cell (visible or prefetched), how many rows have none, and each footer.
///
/// Unlike `HeadlessTableView.render()`, the snapshot leaves out what depends on the way the
/// screen was reached (reused cells, what the last update inserted or moved), so two views that
/// show the same rows have the same snapshot: compare it with a literal in a test.
///
///     let tableView = HeadlessTableView()
///     try tableView.attach(ArrayDataSource(["Ada", "Grace"], cell: NameCell.self, header: "People") {
///       $0.textLabel = $1
///     })
///     snapshot(of: tableView)
///     // == Section 0: People ==
///     // [0, 0] Ada
///     // [0, 1] Grace
///
/// The view lays out first; a layout failure ends the snapshot with a "Layout failed" line.
///
/// - Complexity: O(s + v), where s is the number of sections and v the number of visible rows,
///   plus the cell requests of the layout.
@MainActor
public func snapshot(of tableView: HeadlessTableView) -> String {
  snapshot(of: CheckedHost.table(tableView))
}

/// Returns a text picture of what a collection view shows: each section's header, the text of
/// every item that has a cell (visible or prefetched), how many items have none, and each footer.
///
/// See ``snapshot(of:)-(HeadlessTableView)``: the same lines, with "items" for "rows".
///
/// - Complexity: O(s + v), where s is the number of sections and v the number of visible items,
///   plus the cell requests of the layout.
@MainActor
public func snapshot(of collectionView: HeadlessCollectionView) -> String {
  snapshot(of: CheckedHost.collection(collectionView))
}

@MainActor
private func snapshot(of host: CheckedHost) -> String {
  var layoutFailure: InternalInconsistency?
  do {
    try host.layoutIfNeeded()
  } catch {
    layoutFailure = error
  }
  var lines: [String] = []
  for (section, count) in host.counts.enumerated() {
    let title = host.headerTitle(forSection: section)
    lines.append("== Section \(section)" + (title.map { ": \($0)" } ?? "") + " ==")
    var shown = 0
    for item in 0..<count {
      let position = ListPosition(section: section, item: item)
      guard let cell = host.cell(at: position) else { continue }
      lines.append("\(position) \(cell.renderedText)")
      shown += 1
    }
    if shown < count {
      let hidden = count - shown
      let noun = hidden == 1 ? host.flavor.itemNoun : host.flavor.itemsNoun
      lines.append("... \(hidden) \(noun) not visible")
    }
    if let footer = host.footerTitle(forSection: section) {
      lines.append("-- \(footer) --")
    }
  }
  if let layoutFailure {
    lines.append("Layout failed: \(layoutFailure.kind): \(layoutFailure.reason)")
  }
  return lines.joined(separator: "\n")
}
