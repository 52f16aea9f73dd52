import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import ListDiffingTestSupport
import Testing

/// Batches an asynchronous update validated away from the main actor (`StageProof`), handed to
/// the adapter and the view on the main actor: the current proof's decisions, and views that
/// take proofs against views that validate everything. The proof on its own is tested in
/// ListRulesTests.
@MainActor
@Suite struct StageProofTests {
  func p(_ section: Int, _ item: Int) -> ListPosition { ListPosition(section: section, item: item) }

  /// The decision for the stage being published is kept for the view, which asks about the
  /// batch the adapter just asked about: asked again with other counts or rules, it decides
  /// afresh.
  @Test(arguments: [UInt64(46), 47])
  func theCurrentProofDecidesAgainForOtherCountsOrRules(seed: UInt64) throws {
    print("StageProofTests seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    let saved = StageProof.current
    defer { StageProof.current = saved }
    for (update, before, after) in SeededStages.stages(count: 200, using: &generator) {
      let proof = try #require(
        StageProof(update: update, countsBefore: [before], countsAfter: [after]))
      StageProof.current = proof
      let root = SeededStages.shifted(update, by: 1)
      var oldRules = BatchRules()
      oldRules.iOSVersion = 10
      let full = try BatchValidator(flavor: .table).validate(
        root, countsBefore: [2, before], countsAfter: [2, after])
      for _ in 0..<2 {
        let decided = StageProof.decide(
          root, countsBefore: [2, before], countsAfter: [2, after], rules: BatchRules())
        #expect(decided?.validation == full && decided?.offset == 1, "seed \(seed)")
        #expect(
          StageProof.decide(
            root, countsBefore: [2, before], countsAfter: [3, after], rules: BatchRules())
            == nil)
        #expect(
          StageProof.decide(
            root, countsBefore: [2, before], countsAfter: [2, after], rules: oldRules) == nil)
      }
      StageProof.current = nil
      #expect(
        StageProof.decide(
          root, countsBefore: [2, before], countsAfter: [2, after], rules: BatchRules()) == nil)
    }
  }

  /// A proof that does not fit the batch a view is given leaves the view to validate it, and
  /// the view rejects it as ever; one that fits decides it.
  @Test func aProofThatDoesNotFitLeavesTheViewToValidate() throws {
    let source = StringTableSource([["a", "b", "c"]])
    let tableView = HeadlessTableView(options: HeadlessHostOptions())
    try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = source
    try tableView.layoutIfNeeded()
    var insert = BatchUpdate()
    insert.insertedItems = [p(0, 3)]
    let saved = StageProof.current
    defer { StageProof.current = saved }
    StageProof.current = StageProof(update: insert, countsBefore: [3], countsAfter: [4])
    #expect(StageProof.current != nil)

    // The data did not change: the counts are not the proof's, and the batch is rejected.
    #expect(throws: InternalInconsistency.self) { try tableView.insertRows(at: [p(0, 3)]) }
    #expect(tableView.provedBatches == 0)

    // Now it did: the proof decides, and the view shows the new row.
    source.sections[0].append("d")
    try tableView.insertRows(at: [p(0, 3)])
    #expect(tableView.provedBatches == 1)
    #expect(tableView.cellForRow(at: p(0, 3))?.textLabel == "d")
  }

  /// Asynchronous updates of a child deep in a composition, on views that take the proofs and
  /// on views that validate everything: the same batches, the same outcomes, the same rows,
  /// and the proofs decided every batch of the first.
  @Test(arguments: ViewKind.allCases)
  func asynchronousUpdatesAreProvedAndShowWhatFullValidationShows(kind: ViewKind) async throws {
    try await kind.run(compareProvedAndChecked, compareProvedAndChecked)
  }

  func compareProvedAndChecked<Cell: HeadlessReusableCell>(kind: ViewKind, cell: Cell.Type)
    async throws
  {
    let seed: UInt64 = 2_711
    print("StageProofTests seed \(seed), \(kind)")
    func leaf(_ entries: [Entry]) -> ArrayDataSource<Entry, Cell> {
      ArrayDataSource(entries, cell: Cell.self) { cell, entry in
        cell.textLabel = "\(entry.id) \(entry.content)"
      }
    }
    func screen() throws -> (SectionedDataSource, ArrayDataSource<Entry, Cell>) {
      let target = leaf((0..<200).map { Entry(id: $0, content: "v0") })
      let nested = try SectionedDataSource([leaf([Entry(id: -2, content: "m")]), target])
      return (try SectionedDataSource([leaf([Entry(id: -1, content: "h")]), nested]), target)
    }
    var generator = SeededGenerator(seed: seed)
    let (provedScreen, proved) = try screen()
    let (checkedScreen, checked) = try screen()
    let provedView = ViewUnderTest(kind)
    var options = kind.options
    options.usesStageProofs = false
    let checkedView = ViewUnderTest(kind, customOptions: options)
    try provedView.attach(provedScreen)
    try checkedView.attach(checkedScreen)
    try provedView.layout()
    try checkedView.layout()
    var provedSoFar = 0
    for round in 0..<6 {
      var new = proved.items.filter { _ in Int.random(in: 0..<8, using: &generator) != 0 }
      new.shuffle(using: &generator)
      new.append(Entry(id: 1_000 + round, content: "n"))
      new[0].content = "v\(round + 1)"

      let provedOutcome = await proved.setItems(new)
      let checkedOutcome = await checked.setItems(new)

      let batches = try #require(provedOutcome.appliedChange).batches
      #expect(!batches.isEmpty)
      #expect(provedOutcome == checkedOutcome)
      // The adapter and the view each took the proof of every batch so far; the view that
      // validates everything did not (its adapter did).
      provedSoFar += batches.count
      #expect(provedView.adapter?.provedBatches == provedSoFar, "round \(round)")
      #expect(provedView.provedBatches == provedSoFar, "round \(round)")
      #expect(checkedView.adapter?.provedBatches == provedSoFar, "round \(round)")
      #expect(checkedView.provedBatches == 0, "round \(round)")
      // Each batch touches one section, whose identity check the proof decided on the first.
      #expect(provedView.provedIdentities == provedSoFar, "round \(round)")
      #expect(checkedView.provedIdentities == 0, "round \(round)")
      #expect(provedView.updateLog == checkedView.updateLog)
      #expect(try provedView.texts() == checkedView.texts())
      try provedView.expectShowsData(provedScreen)
      provedView.expectNothingRaised()
    }
  }
}
