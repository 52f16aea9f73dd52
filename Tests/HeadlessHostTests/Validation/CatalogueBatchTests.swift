import HeadlessHost
import ListComposerTestSupport
import Testing

/// Cases 1–19 and 24–27 of the reference's catalogue (§5): batches from old data to new data,
/// applied through a headless host, checked for the fault's kind and UIKit's message.
@MainActor
@Suite struct CatalogueBatchTests {
  @Test func case01InsertIsAccepted() {
    let outcome = apply(
      BatchUpdate(insertedItems: [position(0, 1)]), from: [["a", "b"]], to: [["a", "x", "b"]],
      options: strictOptions())
    #expect(outcome.error == nil)
    #expect(outcome.shown == [["a", "x", "b"]])
  }

  @Test func case02InsertWithoutDataChange() {
    let outcome = apply(
      BatchUpdate(insertedItems: [position(0, 1)]), from: [["a", "b"]], to: [["a", "b"]])
    #expect(outcome.error?.kind == .itemCount(section: 0))
    #expect(
      reason(outcome.error)
        == normalized(
          "Invalid update: invalid number of rows in section 0.  The number of rows contained in "
            + "an existing section after the update (2) must be equal to the number of rows "
            + "contained in that section before the update (2), plus or minus the number of rows "
            + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus "
            + "the number of rows moved into or out of that section (0 moved in, 0 moved out)."))
  }

  @Test func case02CollectionWordingAndModernStyle() {
    var options = HeadlessHostOptions()
    options.messageStyle = .modern
    let outcome = apply(
      BatchUpdate(insertedItems: [position(0, 1)]), from: [["a", "b"]], to: [["a", "b"]],
      flavor: .collection, options: options)
    #expect(outcome.error?.kind == .itemCount(section: 0))
    #expect(
      reason(outcome.error)
        == normalized(
          """
          Invalid batch updates detected: the number of sections and/or items returned by the \
          data source before and after performing the batch updates are inconsistent with the \
          updates.
          Data source before updates = { 1 section with item counts: [2] }
          Data source after updates = { 1 section with item counts: [2] }
          Updates = [
          \tInsert item (0 - 1)
          ]
          Collection view: <HeadlessCollectionView: 0x1>
          """))
  }

  @Test func case03DeleteBeyondOldCount() {
    let outcome = apply(
      BatchUpdate(deletedItems: [position(0, 2)]), from: [["a", "b"]], to: [["a"]])
    #expect(outcome.error?.kind == .deleteOutOfRange)
    #expect(
      reason(outcome.error)
        == "attempt to delete row 2 from section 0 which only contains 2 rows before the update")
  }

  @Test func case04InsertBeyondNewCount() {
    let outcome = apply(
      BatchUpdate(insertedItems: [position(0, 2)]), from: [["a"]], to: [["a", "b"]])
    #expect(outcome.error?.kind == .insertOutOfRange)
    #expect(
      reason(outcome.error)
        == "attempt to insert row 2 into section 0, but there are only 2 rows in section 0 after "
        + "the update")
  }

  @Test func case05InsertBeyondNewSections() {
    let outcome = apply(
      BatchUpdate(insertedItems: [position(1, 0)]), from: [["a"]], to: [["a", "b"]])
    #expect(outcome.error?.kind == .insertOutOfRange)
    #expect(
      reason(outcome.error)
        == "attempt to insert row 0 into section 1, but there are only 1 sections after the update")
  }

  @Test func case06DeleteSectionBeyondOldSections() {
    let outcome = apply(BatchUpdate(deletedSections: [1]), from: [["a"]], to: [])
    #expect(outcome.error?.kind == .deleteSectionOutOfRange)
    #expect(
      reason(outcome.error)
        == "attempt to delete section 1, but there are only 1 sections before the update")
  }

  @Test func case07InsertSectionBeyondNewSections() {
    let outcome = apply(BatchUpdate(insertedSections: [2]), from: [["a"]], to: [["a"], ["b"]])
    #expect(outcome.error?.kind == .insertSectionOutOfRange)
    #expect(
      reason(outcome.error)
        == "attempt to insert section 2 but there are only 2 sections after the update")
  }

  @Test(arguments: [BatchUpdate(), BatchUpdate(insertedItems: [position(1, 0)])])
  func case08SectionCount(update: BatchUpdate) {
    let outcome = apply(update, from: [["a"]], to: [["a"], ["b"]])
    #expect(outcome.error?.kind == .sectionCount)
    #expect(
      reason(outcome.error)
        == normalized(
          "Invalid update: invalid number of sections. The number of sections contained in the "
            + "table view after the update (2) must be equal to the number of sections contained "
            + "in the table view before the update (1), plus or minus the number of sections "
            + "inserted or deleted (0 inserted, 0 deleted)."))
  }

  @Test func case09DeleteAndReload() {
    let outcome = apply(
      BatchUpdate(deletedItems: [position(0, 0)], reloadedItems: [position(0, 0)]),
      from: [["a", "b"]], to: [["b"]])
    #expect(outcome.error?.kind == .deleteAndReload)
    #expect(
      reason(outcome.error)
        == "attempt to delete and reload the same index path (<NSIndexPath: 0x…> {length = 2, "
        + "path = 0 - 0})")
  }

  @Test func case10DeleteAndMoveFrom() {
    let outcome = apply(
      BatchUpdate(
        deletedItems: [position(0, 1)],
        movedItems: [ItemMove(from: position(0, 1), to: position(0, 0))]),
      from: [["a", "b", "c"]], to: [["b", "c"]])
    #expect(outcome.error?.kind == .deleteAndMove)
    #expect(
      reason(outcome.error)
        == "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0x…> "
        + "{length = 2, path = 0 - 1})")
  }

  @Test func case11InsertAndMoveTo() {
    let outcome = apply(
      BatchUpdate(
        insertedItems: [position(0, 0)],
        movedItems: [ItemMove(from: position(0, 1), to: position(0, 0))]),
      from: [["a", "b"]], to: [["b", "x", "a"]])
    #expect(outcome.error?.kind == .insertAndMove)
    #expect(
      reason(outcome.error)
        == "attempt to perform an insert and a move to the same index path (<NSIndexPath: 0x…> "
        + "{length = 2, path = 0 - 0})")
  }

  @Test(arguments: [18, 10])
  func case12ReloadAndMove(iOSVersion: Int) {
    var options = HeadlessHostOptions()
    options.iOSVersion = iOSVersion
    let outcome = apply(
      BatchUpdate(
        reloadedItems: [position(0, 1)],
        movedItems: [ItemMove(from: position(0, 1), to: position(0, 0))]),
      from: [["a", "b"]], to: [["b'", "a"]], options: options)
    if iOSVersion >= 11 {
      #expect(outcome.error?.kind == .deleteAndMove)
      #expect(
        reason(outcome.error)
          == "attempt to perform a delete and a move from the same index path (<NSIndexPath: "
          + "0x…> {length = 2, path = 0 - 1})")
    } else {
      #expect(outcome.error?.kind == .twoAnimations)
      #expect(reason(outcome.error) == "Attempt to create two animations for cell")
    }
  }

  @Test func case13MoveIntoInsertedSection() {
    let outcome = apply(
      BatchUpdate(
        insertedSections: [1], movedItems: [ItemMove(from: position(0, 1), to: position(1, 0))]),
      from: [["a", "b"]], to: [["a"], ["b"]])
    #expect(outcome.error?.kind == .moveIntoInsertedSection)
    #expect(reason(outcome.error) == "cannot move a row into a newly inserted section (1)")
  }

  @Test func case14MoveFromDeletedSection() {
    let outcome = apply(
      BatchUpdate(
        deletedSections: [1], movedItems: [ItemMove(from: position(1, 0), to: position(0, 1))]),
      from: [["a"], ["b"]], to: [["a", "b"]])
    #expect(outcome.error?.kind == .moveFromDeletedSection)
    #expect(reason(outcome.error)?.hasPrefix("cannot move a row from a deleted section") == true)
  }

  @Test func case15MoveAcrossSections() {
    let outcome = apply(
      BatchUpdate(movedItems: [ItemMove(from: position(0, 1), to: position(1, 0))]),
      from: [["a", "b"], ["c"]], to: [["a"], ["b", "c"]], options: strictOptions())
    #expect(outcome.error == nil)
    #expect(outcome.shown == [["a"], ["b", "c"]])
  }

  @Test func case16MoveWithoutDataChange() {
    let outcome = apply(
      BatchUpdate(movedItems: [ItemMove(from: position(0, 1), to: position(1, 0))]),
      from: [["a", "b"], ["c"]], to: [["a", "b"], ["c"]])
    #expect(outcome.error?.kind == .itemCount(section: 0))
    #expect(
      reason(outcome.error)
        == normalized(
          "Invalid update: invalid number of rows in section 0.  The number of rows contained in "
            + "an existing section after the update (2) must be equal to the number of rows "
            + "contained in that section before the update (2), plus or minus the number of rows "
            + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus "
            + "the number of rows moved into or out of that section (0 moved in, 1 moved out)."))
  }

  @Test func case17ItemDeleteInDeletedSectionIsIgnored() {
    let outcome = apply(
      BatchUpdate(deletedSections: [0], deletedItems: [position(0, 0)]),
      from: [["a"], ["b"]], to: [["b"]], options: strictOptions())
    #expect(outcome.error == nil)
    #expect(outcome.shown == [["b"]])
  }

  /// All six orders of the three calls give the same, accepted batch.
  @Test(arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
  func case18CallOrderIsIrrelevant(order: [Int]) throws {
    let tableView = HeadlessTableView(options: strictOptions())
    let source = StringTableSource([["a", "b", "c", "d"]])
    source.reportsIdentifiers = true
    try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = source
    try tableView.layoutIfNeeded()
    let calls: [() throws -> Void] = [
      { try tableView.insertRows(at: [position(0, 2)]) },
      { try tableView.deleteRows(at: [position(0, 0)]) },
      { try tableView.deleteRows(at: [position(0, 2)]) },
    ]
    try tableView.performBatchUpdates {
      source.sections = [["b", "d", "x"]]
      for index in order { try calls[index]() }
    }
    #expect(tableView.visibleCells.map(\.textLabel) == ["b", "d", "x"])
  }

  @Test func case19NestedBatchesAreFlattened() throws {
    let tableView = HeadlessTableView()
    let source = StringTableSource([["a"]])
    try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = source
    try tableView.layoutIfNeeded()
    var completions: [String] = []
    try tableView.performBatchUpdates(
      {
        source.sections = [["x"]]
        try tableView.deleteRows(at: [position(0, 0)])
        try tableView.performBatchUpdates(
          { try tableView.insertRows(at: [position(0, 0)]) },
          completion: { _ in completions.append("inner0") })
        try tableView.performBatchUpdates({}, completion: { _ in completions.append("inner1") })
        #expect(completions.isEmpty)
      }, completion: { _ in completions.append("outer") })
    #expect(completions == ["outer", "inner0", "inner1"])
    #expect(tableView.updateLog.count == 1)
    #expect(tableView.cellForRow(at: position(0, 0))?.textLabel == "x")
  }

  @Test func case24ShiftedReloadPassesUIKitButNotStrictMode() {
    let old = [["a", "b", "c"]]
    let new = [["x", "a", "b'", "c"]]
    let unsafe = BatchUpdate(insertedItems: [position(0, 0)], reloadedItems: [position(0, 1)])
    let lenient = apply(unsafe, from: old, to: new)
    #expect(lenient.error == nil)
    #expect(lenient.warnings.map(\.kind).contains(.identityMismatch))
    #expect(lenient.warnings.map(\.kind).contains(.unsafeCombination))
    // UIKit shows the stale cell of "a" where "b'" belongs.
    #expect(lenient.shown == [["x", "a", "a", "c"]])
    #expect(
      apply(unsafe, from: old, to: new, options: strictOptions()).error?.kind == .unsafeCombination)
    var withoutShiftCheck = strictOptions()
    withoutShiftCheck.checksItemIdentity = true
    let corrected = BatchUpdate(
      deletedItems: [position(0, 1)], insertedItems: [position(0, 0), position(0, 2)])
    let outcome = apply(corrected, from: old, to: new, options: strictOptions())
    #expect(outcome.error == nil)
    #expect(outcome.shown == new)
  }

  @Test func case25ReloadLandsInTheInsertedSection() {
    let old = [["a", "b"]]
    let new = [["z"], ["a", "b'"]]
    let outcome = apply(
      BatchUpdate(insertedSections: [0], reloadedItems: [position(0, 1)]), from: old, to: new)
    #expect(outcome.error?.kind == .insertOutOfRange)
    #expect(
      reason(outcome.error)
        == "attempt to insert row 1 into section 0, but there are only 1 rows in section 0 after "
        + "the update")
    let corrected = apply(
      BatchUpdate(
        insertedSections: [0], deletedItems: [position(0, 1)], insertedItems: [position(1, 1)]),
      from: old, to: new, options: strictOptions())
    #expect(corrected.error == nil)
    #expect(corrected.shown == new)
  }

  @Test func case26ItemChangesInAMovedSection() {
    let old = [["1111"], ["2222"]]
    let new = [["0"], []]
    let single = BatchUpdate(
      movedSections: [SectionMove(from: 1, to: 0)],
      deletedItems: [position(0, 0), position(1, 0)], insertedItems: [position(0, 0)])
    let lenient = apply(single, from: old, to: new)
    #expect(lenient.error == nil)
    #expect(lenient.warnings.map(\.kind) == [.unsafeCombination])
    #expect(
      apply(single, from: old, to: new, options: strictOptions()).error?.kind == .unsafeCombination)
    // RxDataSources' three stages, each in its own batch, pass strict mode.
    let stages: [([[String]], BatchUpdate)] = [
      ([[], []], BatchUpdate(deletedItems: [position(0, 0), position(1, 0)])),
      ([[], []], BatchUpdate(movedSections: [SectionMove(from: 1, to: 0)])),
      (new, BatchUpdate(insertedItems: [position(0, 0)])),
    ]
    var data = old
    for (next, update) in stages {
      let outcome = apply(update, from: data, to: next, options: strictOptions())
      #expect(outcome.error == nil, "stage \(update)")
      data = next
    }
  }

  @Test func case27DuplicateDelete() {
    let update = BatchUpdate(deletedItems: [position(0, 0), position(0, 0)])
    let strict = apply(update, from: [["a", "b"]], to: [["b"]], options: strictOptions())
    #expect(strict.error?.kind == .duplicateIndexPath)
    #expect(
      reason(strict.error)
        == "attempt to delete the same index path more than once (<NSIndexPath: 0x…> {length = "
        + "2, path = 0 - 0})")
    let lenient = apply(update, from: [["a", "b"]], to: [["b"]])
    #expect(lenient.error == nil)
    #expect(lenient.shown == [["b"]])
  }
}
