import HeadlessHost
import Testing

/// A table data source that gives a section no header or footer view is not asked again at
/// every layout: UIKit asks for a section's views when the section comes into view, is inserted
/// or reloaded, or the table reloads, and shows the section's title in between.
@MainActor
@Suite struct TableTitleRequestTests {
  /// Sections of rows with titles and no views, recording each request for a view.
  final class TitledRows: HeadlessTableViewDataSource {
    var sections: [[String]]
    /// "h1" for a header view asked for in section 1, "f1" for a footer view.
    var asked: [String] = []

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: HeadlessTableView) -> Int { sections.count }
    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }
    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: ListPosition) throws
      -> HeadlessTableViewCell?
    {
      let cell = try tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel = sections[indexPath.section][indexPath.item]
      return cell
    }
    func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int)
      -> String?
    { "S\(section)" }
    func tableView(_ tableView: HeadlessTableView, viewForHeaderInSection section: Int) throws
      -> HeadlessTableViewHeaderFooterView?
    {
      asked.append("h\(section)")
      return nil
    }
    func tableView(_ tableView: HeadlessTableView, viewForFooterInSection section: Int) throws
      -> HeadlessTableViewHeaderFooterView?
    {
      asked.append("f\(section)")
      return nil
    }
  }

  /// Reads and clears what the source was asked.
  func take(_ source: TitledRows) -> [String] {
    defer { source.asked = [] }
    return source.asked
  }

  @Test func titledSectionsAreAskedForViewsOnceWhileTheyStayInView() throws {
    let source = TitledRows([["a", "b"], ["c"], ["d", "e", "f"]])
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.visibleItemLimit = 4
    let table = HeadlessTableView(options: options)
    try table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    try table.layoutIfNeeded()
    #expect(take(source) == ["f0", "h0", "f1", "h1", "f2", "h2"])
    // Layouts and a batch that keeps every section: no section is asked again.
    try table.layoutIfNeeded()
    source.sections[1].append("c2")
    try table.insertRows(at: [ListPosition(section: 1, item: 1)])
    #expect(take(source) == [])
    #expect(table.headerTitle(forSection: 1) == "S1")
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
