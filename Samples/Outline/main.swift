// outline: a folder tree that opens and closes, as a headless table view shows it.
//
// Run with `swift run outline`. It prints the screen, then expands and collapses folders (in
// code and by selecting rows), replaces the tree with one where a folder moved, and shows the
// mistakes the outline catches; after each step it prints the batch the table view applied.

import HeadlessHost
import ListComposer

/// A folder or a file, identified by its path.
struct Entry: Hashable, DiffIdentifiable, ContentEquatable {
  var path: String
  var name: String { String(path.split(separator: "/").last ?? "") }
  var diffIdentifier: String { path }
}

final class EntryCell: HeadlessTableViewCell {}

/// Indents by level and marks folders with a disclosure indicator: what a UIKit bridge maps to
/// `indentationLevel` and an outline disclosure accessory.
enum EntryDecorator: CellDecorator {
  static func decorate(_ cell: EntryCell, with item: OutlineItem<Entry>) {
    let disclosure = item.hasChildren ? (item.isExpanded ? "v " : "> ") : "  "
    cell.textLabel = String(repeating: "    ", count: item.level) + disclosure + item.model.name
  }
}

/// A folder with the entries under it.
func folder(_ path: String, _ children: [OutlineNode<Entry>] = []) -> OutlineNode<Entry> {
  OutlineNode(Entry(path: path), children: children)
}

@MainActor
func runOutline() throws {
  // 1. The tree, as values: children are held by their parent, so there can be no cycle.
  let tree = [
    folder(
      "Documents",
      [
        folder("Documents/Invoices", [folder("Documents/Invoices/2025.pdf")]),
        folder("Documents/Letters", [folder("Documents/Letters/bank.txt")]),
      ]),
    folder("Pictures", [folder("Pictures/cat.png"), folder("Pictures/dog.png")]),
    folder("Archive"),
  ]
  let files = try OutlineDataSource(tree, decorator: EntryDecorator.self)
  let recent = ArrayDataSource(["notes.txt"], cell: HeadlessTableViewCell.self, header: "Recent") {
    cell, name in cell.textLabel = name
  }

  // 2. The outline is a child like any other: here the second of a linear composition.
  let screen = try SectionedDataSource([recent, files], layout: .linear)
  let tableView = HeadlessTableView()
  try tableView.attach(screen)
  print(tableView.render())

  func show(_ title: String, _ updates: [BatchUpdate]) throws {
    print("\n--- \(title)")
    for update in updates { print("batch in screen positions: \(update)") }
    try tableView.layoutIfNeeded()
    print(tableView.render())
  }

  // 3. Expansion is kept by identity: a folder inside a collapsed one can be opened first.
  try files.expand(id: "Documents/Invoices")
  try show("Expand Documents (Invoices was opened while hidden)", [files.expand(id: "Documents")])

  // 4. A selection of a folder opens or closes it, when the outline opts in.
  files.togglesOnSelection = true
  files.onSelect = { item, _ in print("selected \(item.model.path)") }
  // The outline comes after the one recent file, so its rows start at row 1 of the screen.
  let pictures = files.position(of: "Pictures").map { ListPosition(section: 0, item: $0.item + 1) }
  if let pictures { tableView.selectRow(at: pictures) }
  try show("Select Pictures", tableView.updateLog.suffix(1).map(\.update))

  // 5. Collapse: one batch deletes exactly the rows under the folder.
  try show("Collapse Documents", [files.collapse(id: "Documents")])

  // 6. A new tree: Invoices (open, under an open Documents) moved into Archive (open). Rows
  //    shown before and after move; the moved folder is refreshed for its new level.
  try files.expand(id: "Archive")
  try files.expand(id: "Documents")
  let moved = [
    folder("Documents", [folder("Documents/Letters", [folder("Documents/Letters/bank.txt")])]),
    folder("Pictures", [folder("Pictures/cat.png"), folder("Pictures/dog.png")]),
    folder("Archive", [folder("Documents/Invoices", [folder("Documents/Invoices/2025.pdf")])]),
  ]
  try show("Invoices moved into Archive (setTree)", files.setTree(moved))
  print(
    "parent of Invoices: \(files.parent(of: "Documents/Invoices")?.path ?? "none"); "
      + "level of 2025.pdf: \(files.level(of: "Documents/Invoices/2025.pdf") ?? -1)")

  // 7. Mistakes are values, and nothing changes.
  print("\n--- Mistakes the outline catches")
  do { try files.expand(id: "Music") } catch { print("ListError: \(error)") }
  do { try files.setTree([folder("Music"), folder("Music")]) } catch {
    print("ListError: \(error)")
  }
}

do {
  try runOutline()
} catch {
  print("outline failed: \(error)")
}
