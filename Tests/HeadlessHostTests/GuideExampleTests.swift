import HeadlessHost
import ListComposerTestSupport
import Testing

/// The example of Sources/HeadlessHost/HeadlessHost.docc/TestingWithTheHeadlessHosts.md, verbatim where possible.
@MainActor
@Suite struct GuideExampleTests {
  final class Names: HeadlessTableViewDataSource {
    var names = ["Ada", "Grace"]

    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
      names.count
    }

    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: ListPosition) throws
      -> HeadlessTableViewCell?
    {
      let cell = try tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
      cell.textLabel = names[indexPath.item]
      return cell
    }
  }

  @Test func catchesAnInvalidUpdateAndThenRendersTheFixedOne() throws {
    let names = Names()
    let tableView = HeadlessTableView()
    try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "name")
    tableView.dataSource = names
    try tableView.layoutIfNeeded()

    var caught: InternalInconsistency?
    do {
      try tableView.insertRows(at: [ListPosition(section: 0, item: 1)])
    } catch {
      caught = error
    }
    let error = try #require(caught)
    #expect(error.kind == .itemCount(section: 0))
    #expect(
      error.reason
        == "Invalid update: invalid number of rows in section 0.  The number of rows contained in "
        + "an existing section after the update (2) must be equal to the number of rows "
        + "contained in that section before the update (2), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")

    names.names.insert("Katherine", at: 1)
    try tableView.insertRows(at: [ListPosition(section: 0, item: 1)])
    #expect(
      tableView.render() == """
        HeadlessTableView: 1 section, 3 rows
        == Section 0 ==
          [0, 0] Ada
          [0, 1] Katherine  (inserted)
          [0, 2] Grace
        Last update: insert items [0, 1]
        """)
  }
}
