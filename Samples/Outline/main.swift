// outline: a folder tree that opens and closes, as a headless table view shows it.
//
// Run with `swift run outline`. It prints the screen, then expands and collapses folders (in
// code and by selecting rows), replaces the tree with one where a folder moved, opens a folder
// whose entries load lazily (the first load fails, a retry succeeds), and shows the mistakes the
// outline catches; after each step it prints the batch the table view applied.

import HeadlessHost
import ListComposer

/// A folder or a file, identified by its path.
struct Entry: Identifiable, Hashable {
  var path: String
  var id: String { path }
  var name: String { String(path.split(separator: "/").last ?? "") }
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

final class StatusCell: HeadlessTableViewCell {}

/// The row under a folder whose entries are loading, or failed to load.
enum LoadRowDecorator: CellDecorator {
  static var reuseIdentifier: String { "load-row" }
  static func decorate(_ cell: StatusCell, with placeholder: Placeholder) {
    let error = placeholder.error.map { " (\($0)); select to retry" } ?? ""
    cell.textLabel = "        [\(placeholder.kind == .error ? "failed" : "loading…")\(error)]"
  }
}

/// What a first load fails with.
struct Offline: Error, CustomStringConvertible {
  var description: String { "the server is offline" }
}

/// A folder on a server, whose entries load when it is first opened.
func remoteFolder(_ path: String) -> OutlineNode<Entry> {
  OutlineNode(Entry(path: path), loadsChildren: true)
}

/// A folder with the entries under it.
func folder(_ path: String, _ children: [OutlineNode<Entry>] = []) -> OutlineNode<Entry> {
  OutlineNode(Entry(path: path), children: children)
}

@MainActor
func runOutline() async throws {
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
    remoteFolder("Server"),
  ]
  let files = try OutlineDataSource(tree, decorator: EntryDecorator.self)
  // Entries of a remote folder load on its first expansion; the first attempt fails.
  var attempts = 0
  files.setChildLoader(
    { folder in
      attempts += 1
      if attempts == 1 { throw Offline() }
      return [OutlineNode(Entry(path: folder.path + "/report.pdf"))]
    }, placeholder: LoadRowDecorator.self)
  let recent = ArrayDataSource(["notes.txt"], cell: HeadlessTableViewCell.self, header: "Recent") {
    cell, name in cell.textLabel = name
  }

  // 2. The outline is a child like any other: here the second of a linear composition.
  let screen = try SectionedDataSource([recent, files], layout: .linear)
  let tableView = HeadlessTableView()
  try tableView.attach(screen)
  print(tableView.render())

  // Each step prints its heading, then what the screen reports while the step runs, then the
  // batches the table view applied in it, then the screen after it.
  func step(_ title: String, _ change: () async throws -> Void) async throws {
    print("\n--- \(title)")
    let applied = tableView.updateLog.count
    try await change()
    for record in tableView.updateLog.dropFirst(applied) {
      print("batch in screen positions: \(record.update)")
    }
    try tableView.layoutIfNeeded()
    print(tableView.render())
  }

  // 3. Expansion is kept by identity: a folder inside a collapsed one can be opened first.
  try await step("Expand Documents (Invoices was opened while hidden)") {
    try files.expand(id: "Documents/Invoices")
    try files.expand(id: "Documents")
  }

  // 4. A selection of a folder opens or closes it, when the outline opts in.
  files.togglesOnSelection = true
  files.onSelect = { item, _ in print("selected \(item.model.path)") }
  try await step("Select Pictures") {
    // The outline comes after the one recent file, so its rows start at row 1 of the screen.
    guard let pictures = files.position(of: "Pictures") else { return }
    tableView.selectRow(at: ListPosition(section: 0, item: pictures.item + 1))
  }

  // 5. Collapse: one batch deletes exactly the rows under the folder.
  try await step("Collapse Documents") { try files.collapse(id: "Documents") }

  // 6. A new tree: Invoices (open, under an open Documents) moved into Archive (open). Rows
  //    shown before and after move; the moved folder is refreshed for its new level.
  try await step("Expand Archive and Documents again") {
    try files.expand(id: "Archive")
    try files.expand(id: "Documents")
  }
  let moved = [
    folder("Documents", [folder("Documents/Letters", [folder("Documents/Letters/bank.txt")])]),
    folder("Pictures", [folder("Pictures/cat.png"), folder("Pictures/dog.png")]),
    folder("Archive", [folder("Documents/Invoices", [folder("Documents/Invoices/2025.pdf")])]),
    remoteFolder("Server"),
  ]
  try await step("Invoices moved into Archive (setTree)") { try files.setTree(moved) }
  print(
    "parent of Invoices: \(files.parent(of: "Documents/Invoices")?.path ?? "none"); "
      + "level of 2025.pdf: \(files.level(of: "Documents/Invoices/2025.pdf") ?? -1)")

  // 7. Lazy entries: opening the server folder shows a loading row under it at once; the
  //    answer replaces it in one batch. A failed load shows an error row; a retry loads again.
  try await step("Open Server: its entries start loading") { try files.expand(id: "Server") }
  try await step("The load failed") {
    while files.isLoadingChildren("Server") { await Task.yield() }
  }
  try await step("Retried: the entries replace the loading row") {
    files.retryLoad(id: "Server")
    while files.isLoadingChildren("Server") { await Task.yield() }
  }

  // 8. Mistakes are values, and nothing changes.
  print("\n--- Mistakes the outline catches")
  do { try files.expand(id: "Music") } catch { print("ListError: \(error)") }
  do { try files.setTree([folder("Music"), folder("Music")]) } catch {
    print("ListError: \(error)")
  }
}

do {
  try await runOutline()
} catch {
  print("outline failed: \(error)")
}
