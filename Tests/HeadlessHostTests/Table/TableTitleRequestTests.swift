import HeadlessHost
import ListComposerTestSupport
import Testing

/// A table data source that gives a section no header or footer view is not asked again at
/// every layout: UIKit asks for a section's views when the section comes into view, is inserted
/// or reloaded, or the table reloads, and shows the section's title in between.
@MainActor
@Suite struct TableTitleRequestTests {
  /// Reads and clears the views the source was asked for.
  func take(_ source: StringTableSource) -> [String] {
    defer { source.viewRequests = [] }
    return source.viewRequests
  }

  @Test func titledSectionsAreAskedForViewsOnceWhileTheyStayInView() throws {
    let source = StringTableSource([["a", "b"], ["c"], ["d", "e", "f"]])
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.visibleItemLimit = 4
    let table = HeadlessTableView(options: options)
    try table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    try table.layoutIfNeeded()
    #expect(take(source) == ["f0", "h0", "f1", "h1", "f2", "h2"])
    // Layouts and a batch that keeps every section: no section is asked again.
    try table.layoutIfNeeded()
    source.sections[1].append("c2")
    try table.insertRows(at: [ListPosition(section: 1, item: 1)])
    #expect(take(source) == [])
    #expect(table.headerTitle(forSection: 1) == "Section 1")
    // A reloaded section is asked again; the others keep their answer at their new index.
    try table.reloadSections([1])
    #expect(take(source) == ["f1", "h1"])
    source.sections.insert(["z"], at: 0)
    try table.insertSections([0])
    #expect(take(source) == ["f0", "h0"])
    // A section that leaves the window and comes back is asked again.
    try table.scroll(toRowOffset: 5)
    _ = take(source)
    try table.scroll(toRowOffset: 0)
    #expect(take(source).contains("h0"))
    // A reload asks every section in the window again.
    table.reloadData()
    try table.layoutIfNeeded()
    #expect(take(source).sorted() == ["f0", "f1", "f2", "h0", "h1", "h2"])
    #expect(table.updateLog.allSatisfy { $0.succeeded })
  }
}
