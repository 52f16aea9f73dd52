import HeadlessHost
import ListComposerTestSupport
import Testing

/// `rows(_:)`, with which the chaos, stream and nested-change tests compare a live view with
/// one rebuilt from the data: it drops what only a live view writes (the last batch's lines,
/// the per-row notes) and keeps everything else, so that the comparison misses nothing the
/// views show.
@MainActor
@Suite struct RenderRowsTests {
  @Test func dropsTheLastBatchAndTheRowNotesOnly() {
    let render = """
      Table: 2 sections, 3 rows
      == Section 0: Fruit ==
        [0, 0] apple  (reused, inserted)
        [0, 1] pear  (moved from [0, 0])
        [0, 2] (no cell)

      == Section 1 ==
        [1, 0] a  (b) c  (reconfigured)
        ... 4 rows not visible
      -- 3 fruit --
      Last update: insert items [0, 0]
        - deleted rows (old positions) [0, 3]
      Last update failed: invalidUpdate: counts
        -not a note
       Last update, indented
      """
    #expect(
      rows(render) == """
        Table: 2 sections, 3 rows
        == Section 0: Fruit ==
          [0, 0] apple
          [0, 1] pear
          [0, 2] (no cell)
        == Section 1 ==
          [1, 0] a
          ... 4 rows not visible
        -- 3 fruit --
          -not a note
         Last update, indented
        """)
  }

  @Test func keepsEveryCharacterOfTheRowsItKeeps() {
    #expect(rows("") == "")
    #expect(rows("\n\n") == "")
    #expect(rows("  (") == "")
    #expect(rows("x  (\ny") == "x\ny")
    #expect(rows("é — ü  (reused)\n  [0, 0] 💬 ok") == "é — ü\n  [0, 0] 💬 ok")
    #expect(rows("Last updat\nLast update") == "Last updat")
  }

  @Test func aLiveViewAndARebuiltOneAgreeAfterABatch() throws {
    let contacts = texts(["Ada", "Grace"])
    let tableView = strictTable()
    try tableView.attach(contacts)
    try contacts.insert("Katherine", at: ListPosition(section: 0, item: 0))
    let live = tableView.render()
    #expect(live.contains("Last update"))
    #expect(live.contains("(inserted)"))
    #expect(rows(live) == rows(try rebuiltRender(of: contacts, like: tableView)))
    try contacts.append("Dorothy")
    #expect(rows(tableView.render()) != rows(live))
  }
}
