import HeadlessHost
import ListComposerTestSupport
import Testing

/// Extreme and negative values from custom sources: nothing traps, nothing lands on a sibling,
/// and a host that is handed an impossible batch rejects it and shows the data again.
@MainActor
@Suite struct ExtremeValueTests {
  @Test(arguments: [SectionedDataSource.Layout.sections, .linear])
  func anExtremePositionFromAChildIsRejectedNotTrapped(layout: SectionedDataSource.Layout) throws {
    let child = ScriptedSource([["a"]])
    let screen = try SectionedDataSource([texts(["x"]), child], layout: layout)
    let tableView = strictTable()
    try tableView.attach(screen)
    let extremes = [
      BatchUpdate(insertedSections: [Int.max]),
      BatchUpdate(insertedItems: [ListPosition(section: Int.max, item: 0)]),
      BatchUpdate(insertedItems: [ListPosition(section: 0, item: Int.max)]),
      BatchUpdate(deletedItems: [ListPosition(section: Int.min, item: Int.min)]),
      BatchUpdate(movedSections: [SectionMove(from: Int.max, to: Int.min)]),
      BatchUpdate(reloadedSections: [Int.max, -1]),
    ]
    for (index, update) in extremes.enumerated() {
      let items = [["a"] + Array(repeating: "b", count: index + 1)]
      let logged = tableView.updateLog.count
      child.change(to: items, reporting: update)
      #expect(tableView.updateLog.count == logged + 1, "\(update)")
      #expect(tableView.updateLog.last?.succeeded == false, "\(update)")
      #expect(
        rows(tableView.render()) == rows(try rebuiltRender(of: screen, like: tableView)),
        "\(update)")
    }
  }

  @Test func aChildCannotNameASiblingsPosition() throws {
    // The messages child has one item; it reports an insert at its own [0, -1] and at [1, 0],
    // a section it does not have. Remapped naively, both would land on a sibling.
    let child = ScriptedSource([["m"]])
    let screen = try SectionedDataSource([texts(["c1", "c2"]), child, texts(["p"])])
    let negative = child.change(
      to: [["m", "n"]], reporting: BatchUpdate(insertedItems: [ListPosition(section: 0, item: -1)]))
    #expect(negative.batch.insertedItems.allSatisfy { $0.section == Int.max })
    let beyond = child.change(
      to: [["m", "n", "o"]],
      reporting: BatchUpdate(insertedItems: [ListPosition(section: 1, item: 0)]))
    #expect(beyond.batch.insertedItems == [ListPosition(section: Int.max, item: Int.max)])
    let linear = ScriptedSource([["m"]])
    let flat = try SectionedDataSource([texts(["c1", "c2"]), linear], layout: .linear)
    let remapped = linear.change(
      to: [["m", "n"]], reporting: BatchUpdate(insertedItems: [ListPosition(section: 0, item: -2)]))
    #expect(remapped.batch.insertedItems == [ListPosition(section: 0, item: Int.max)])
    #expect(flat.numberOfItems(inSection: 0) == 4)
    #expect(screen.numberOfSections == 3)
  }

  @Test func remappingSaturatesInsteadOfOverflowing() {
    let update = BatchUpdate(
      insertedSections: [Int.max - 1], movedSections: [SectionMove(from: 3, to: Int.max)],
      insertedItems: [ListPosition(section: Int.max, item: 1)])
    let shifted = update.offsettingSections(by: 10)
    #expect(shifted.insertedSections == [Int.max])
    #expect(shifted.movedSections == [SectionMove(from: 13, to: Int.max)])
    #expect(shifted.insertedItems == [ListPosition(section: Int.max, item: 1)])
    let flat = BatchUpdate(insertedItems: [ListPosition(section: 0, item: Int.max)])
      .flattened(itemOffset: Int.max - 5, oldCounts: [Int.max], newCounts: [Int.max])
    #expect(flat.insertedItems == [ListPosition(section: 0, item: Int.max)])
    let negativeCounts = BatchUpdate(deletedSections: [0])
      .flattened(itemOffset: 0, oldCounts: [-3], newCounts: [])
    #expect(negativeCounts.isEmpty)
  }

  @Test func negativeCountsReadAsZero() throws {
    let custom = ScriptedSource([["a"]])
    custom.sectionCountOverride = -1
    #expect(custom.numberOfItems == 0)
    #expect(!custom.contains(ListPosition(section: 0, item: 0)))
    let screen = try SectionedDataSource([custom, texts(["x"])])
    #expect(screen.numberOfSections == 1)
    #expect(screen.locate(ListPosition(section: 0, item: 0))?.child == 1)

    let items = ScriptedSource([["a", "b"]])
    let flat = try SectionedDataSource([items, texts(["x"])], layout: .linear)
    items.itemCountOverride = -5
    let update = items.change(
      to: [[]], reporting: BatchUpdate(deletedItems: [ListPosition(section: 0, item: 0)]))
    #expect(flat.numberOfItems(inSection: 0) == 1)
    #expect(update.batch.deletedItems.count == 1)
    let tableView = strictTable()
    try tableView.attach(flat)
    #expect(tableView.numberOfRows(inSection: 0) == 1)
  }

  @Test func countsAboveTheLimitAreClamped() throws {
    #expect(ListLimits.clamp(Int.max) == ListLimits.maximumCount)
    #expect(ListLimits.clamp(-1) == 0)
    #expect(ListLimits.add(Int.max, 1) == Int.max)
    #expect(ListLimits.add(Int.min, -1) == Int.min)
    let huge = ScriptedSource([["a"]])
    huge.itemCountOverride = Int.max
    #expect(huge.numberOfItems == ListLimits.maximumCount)
    let screen = try SectionedDataSource([huge, texts(["x"])])
    #expect(screen.numberOfItems(inSection: 0) == ListLimits.maximumCount)
    #expect(screen.locate(ListPosition(section: 1, item: 0))?.child == 1)
  }

  @Test func theValidatorClampsCountsNearIntMax() throws {
    let validator = BatchValidator(flavor: .table)
    let insert = BatchUpdate(insertedItems: [ListPosition(section: 0, item: 0)])
    // Both counts clamp to the same maximum, so one insert no longer adds up: a clean rejection.
    #expect(throws: InternalInconsistency.self) {
      try validator.validate(insert, countsBefore: [Int.max - 1], countsAfter: [Int.max])
    }
    let farInsert = BatchUpdate(insertedItems: [ListPosition(section: 0, item: Int.max)])
    do {
      try validator.validate(farInsert, countsBefore: [Int.max], countsAfter: [Int.max])
      Issue.record("an insert at item Int.max was accepted")
    } catch {
      #expect(error.kind == .insertOutOfRange)
    }
    let nothing = try validator.validate(
      BatchUpdate(), countsBefore: [-4, 2], countsAfter: [-1, 2])
    #expect(nothing.mapping.itemOrigins.map(\.count) == [0, 2])
  }
}
