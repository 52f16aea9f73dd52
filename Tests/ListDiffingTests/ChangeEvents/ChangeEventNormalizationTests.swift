import ListDiffing
import Testing

/// Each normalisation rule of `normalizedBatches(countsBefore:countsAfter:updateStyle:)` with
/// its exact batches; where the data is given, the batches are also applied by the strict
/// reference applier, which must reproduce the data after the transaction.
@Suite struct ChangeEventNormalizationTests {
  private func at(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  /// Sections of items before a transaction, each with its own model.
  private func sections(_ ids: [[Int]]) -> [TestSection] {
    ids.enumerated().map { index, items in
      TestSection(model: TestItem(-1 - index), items: items.map { TestItem($0) })
    }
  }

  /// Normalises events for data `old` -> `new` and returns the batches' descriptions, after
  /// checking that applying them (reload style: one batch) reproduces `new` with the changed
  /// items' new content.
  private func normalized(
    _ events: [ChangeEvent], from old: [[Int]], to new: [[Int]], changed: Set<Int> = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let batches = try events.normalizedBatches(
      countsBefore: old.map(\.count), countsAfter: new.map(\.count))
    #expect(batches.count <= 1, sourceLocation: sourceLocation)
    if let batch = batches.first {
      // Section identity follows the data: a section keeps its model when the batch keeps it.
      let violation = strictViolation(
        applying: batch, to: sections(old), expecting: expectedSections(old, new, batch, changed))
      #expect(violation == nil, "\(violation ?? "")", sourceLocation: sourceLocation)
    }
    return batches.map(\.description)
  }

  /// The data after a batch with each section's model carried from its old section, so that
  /// the reference applier's section identity check compares like with like.
  private func expectedSections(
    _ old: [[Int]], _ new: [[Int]], _ batch: BatchUpdate, _ changed: Set<Int>
  ) -> [TestSection] {
    var removed = Set(batch.deletedSections)
    var placed: [Int: Int?] = [:]
    for section in batch.insertedSections { placed[section] = .some(nil) }
    for move in batch.movedSections {
      removed.insert(move.from)
      placed[move.to] = move.from
    }
    var survivors = old.indices.filter { !removed.contains($0) }.makeIterator()
    return new.enumerated().map { index, items in
      let origin: Int? = placed[index] ?? survivors.next()
      let model = origin.map { TestItem(-1 - $0) } ?? TestItem(-100 - index)
      return TestSection(
        model: model, items: items.map { TestItem($0, version: changed.contains($0) ? 1 : 0) })
    }
  }

  // MARK: Duplicates and updates

  @Test func duplicateEventsCollapse() throws {
    let events: [ChangeEvent] = [
      .deleteItem(at(0, 1)), .deleteItem(at(0, 1)),
      .insertItem(at(0, 0)), .insertItem(at(0, 0)),
      .moveItem(from: at(0, 2), to: at(0, 1)), .moveItem(from: at(0, 2), to: at(0, 1)),
    ]
    #expect(
      try normalized(events, from: [[1, 2, 3]], to: [[9, 3, 1]])
        == ["delete items [0, 1]; insert items [0, 0]; move items [0, 2]->[0, 1]"])
  }

  @Test func aDeleteWinsOverAnUpdateOfTheSamePosition() throws {
    let events: [ChangeEvent] = [.updateItem(at(0, 1)), .deleteItem(at(0, 1))]
    #expect(try normalized(events, from: [[1, 2, 3]], to: [[1, 3]]) == ["delete items [0, 1]"])
  }

  @Test func anUpdateInPlaceIsAReload() throws {
    let events: [ChangeEvent] = [.updateItem(at(0, 1)), .deleteItem(at(0, 2))]
    #expect(
      try normalized(events, from: [[1, 2, 3]], to: [[1, 2]], changed: [2])
        == ["delete items [0, 2]; reload items [0, 1]"])
  }

  @Test func aShiftedUpdateIsADeleteAndAnInsert() throws {
    // 2 is updated and shifted from 1 to 2 by the insert at the top.
    let events: [ChangeEvent] = [
      .insertItem(at(0, 0)), .updateItem(at(0, 1)), .deleteItem(at(0, 2)),
    ]
    #expect(
      try normalized(events, from: [[1, 2, 3]], to: [[9, 1, 2]], changed: [2])
        == ["delete items [0, 1] [0, 2]; insert items [0, 0] [0, 2]"])
  }

  @Test func anUpdateInASectionThatShiftsIsADeleteAndAnInsert() throws {
    // The spec's case 25: a reload's insert half would land in the inserted section.
    let events: [ChangeEvent] = [.insertSection(0), .updateItem(at(0, 1))]
    #expect(
      try normalized(events, from: [[1, 2]], to: [[9], [1, 2]], changed: [2])
        == ["insert sections 0; delete items [0, 1]; insert items [1, 1]"])
  }

  @Test func anEditInASaveThatInsertsASectionIsReloadedInTheNextBatch() throws {
    // Item reloads are unsafe beside section changes (§3.5): the reload follows in its own
    // batch, at the item's position after the first.
    let events: [ChangeEvent] = [.insertSection(1), .updateItem(at(0, 0))]
    let batches = try events.normalizedBatches(countsBefore: [2], countsAfter: [2, 1])
    #expect(batches.map(\.description) == ["insert sections 1", "reload items [0, 0]"])
    // Without a section change the reload stays in the one batch.
    let alone = try [ChangeEvent.updateItem(at(0, 0)), .insertItem(at(0, 2))]
      .normalizedBatches(countsBefore: [2], countsAfter: [3])
    #expect(alone.map(\.description) == ["insert items [0, 2]; reload items [0, 0]"])
  }

  @Test func anUpdateAndAMoveOfOneItemAreADeleteAndAnInsert() throws {
    // The documented example: c is updated and moved, b deleted twice.
    let events: [ChangeEvent] = [
      .updateItem(at(0, 2)), .moveItem(from: at(0, 2), to: at(0, 0)),
      .deleteItem(at(0, 1)), .deleteItem(at(0, 1)),
    ]
    #expect(
      try normalized(events, from: [[1, 2, 3]], to: [[3, 1]], changed: [3])
        == ["delete items [0, 1] [0, 2]; insert items [0, 0]"])
  }

  @Test func withReconfigureAnUpdatedItemMovesThenIsReconfigured() throws {
    let events: [ChangeEvent] = [
      .updateItem(at(0, 2)), .moveItem(from: at(0, 2), to: at(0, 0)), .deleteItem(at(0, 1)),
      .updateItem(at(0, 0)),
    ]
    let batches = try events.normalizedBatches(
      countsBefore: [3], countsAfter: [2], updateStyle: .reconfigure)
    #expect(
      batches.map(\.description) == [
        "delete items [0, 1]; move items [0, 2]->[0, 0]", "reconfigure items [0, 0] [0, 1]",
      ])
  }

  // MARK: Sections

  @Test func changesInsideADeletedSectionAreDropped() throws {
    let events: [ChangeEvent] = [
      .deleteSection(0), .deleteItem(at(0, 0)), .updateItem(at(0, 1)), .deleteItem(at(0, 0)),
    ]
    #expect(try normalized(events, from: [[1, 2], [3]], to: [[3]]) == ["delete sections 0"])
  }

  @Test func aMoveOutOfADeletedSectionIsAnInsert() throws {
    let events: [ChangeEvent] = [
      .deleteSection(0), .moveItem(from: at(0, 1), to: at(0, 0)), .deleteItem(at(0, 0)),
    ]
    #expect(
      try normalized(events, from: [[1, 2], [3]], to: [[2, 3]])
        == ["delete sections 0; insert items [0, 0]"])
  }

  @Test func aMoveIntoAnInsertedSectionIsADelete() throws {
    let events: [ChangeEvent] = [
      .insertSection(1), .moveItem(from: at(0, 1), to: at(1, 0)), .insertItem(at(1, 1)),
    ]
    #expect(
      try normalized(events, from: [[1, 2]], to: [[1], [2, 9]])
        == ["insert sections 1; delete items [0, 1]"])
  }

  @Test func aSectionMoveWithoutItemChangesStaysAMove() throws {
    #expect(
      try normalized([.moveSection(from: 0, to: 1)], from: [[1, 2], [3]], to: [[3], [1, 2]])
        == ["move sections 0->1"])
  }

  @Test func aSectionMoveWhoseItemsChangeIsADeleteAndAnInsert() throws {
    let events: [ChangeEvent] = [
      .moveSection(from: 0, to: 1), .deleteItem(at(0, 1)), .updateItem(at(0, 0)),
    ]
    #expect(
      try normalized(events, from: [[1, 2], [3]], to: [[3], [1]], changed: [1])
        == ["delete sections 0; insert sections 1"])
  }

  @Test func aMoveIntoAMovedSectionTurnsItIntoADeleteAndAnInsert() throws {
    // 3 moves into section 0, which moves: the section is deleted and inserted, so the item's
    // move becomes a delete.
    let events: [ChangeEvent] = [
      .moveSection(from: 0, to: 1), .moveItem(from: at(1, 0), to: at(1, 0)),
    ]
    #expect(
      try normalized(events, from: [[1], [3, 4]], to: [[4], [3, 1]])
        == ["delete sections 0; insert sections 1; delete items [1, 0]"])
  }

  // MARK: Errors

  @Test func contradictingEventsAreTypedErrors() {
    let first = ChangeEvent.moveItem(from: at(0, 0), to: at(0, 1))
    let second = ChangeEvent.moveItem(from: at(0, 0), to: at(0, 2))
    #expect(throws: ChangeEventError.conflict(second, contradicts: first)) {
      try [first, second].normalizedBatches(countsBefore: [3], countsAfter: [3])
    }
    #expect(
      "\(ChangeEventError.conflict(second, contradicts: first))"
        == "move item [0, 0] -> [0, 2] contradicts move item [0, 0] -> [0, 1]: both take the "
        + "item at [0, 0] before the transaction")

    let insert = ChangeEvent.insertItem(at(0, 1))
    #expect(throws: ChangeEventError.conflict(insert, contradicts: first)) {
      try [first, insert].normalizedBatches(countsBefore: [3], countsAfter: [3])
    }
    #expect(
      "\(ChangeEventError.conflict(insert, contradicts: first))"
        == "insert item [0, 1] contradicts move item [0, 0] -> [0, 1]: both fill [0, 1] after "
        + "the transaction")

    let delete = ChangeEvent.deleteItem(at(0, 0))
    #expect(throws: ChangeEventError.conflict(delete, contradicts: first)) {
      try [first, delete].normalizedBatches(countsBefore: [3], countsAfter: [2])
    }
    #expect(
      throws: ChangeEventError.conflict(
        .deleteSection(0), contradicts: .moveSection(from: 0, to: 1))
    ) {
      try [ChangeEvent.moveSection(from: 0, to: 1), .deleteSection(0)]
        .normalizedBatches(countsBefore: [1, 1], countsAfter: [1, 1])
    }
  }

  @Test func positionsOutOfRangeAreTypedErrors() {
    let delete = ChangeEvent.deleteItem(at(0, 5))
    let error = ChangeEventError.outOfRange(delete, space: .before, sectionCount: 1, itemCount: 3)
    #expect(throws: error) {
      try [delete].normalizedBatches(countsBefore: [3], countsAfter: [2])
    }
    #expect(
      "\(error)"
        == "delete item [0, 5] is out of range: section 0 has 3 items before the transaction")
    let insert = ChangeEvent.insertSection(2)
    #expect(
      throws: ChangeEventError.outOfRange(insert, space: .after, sectionCount: 2, itemCount: nil)
    ) {
      try [insert].normalizedBatches(countsBefore: [1], countsAfter: [1, 1])
    }
  }

  @Test func eventsThatDoNotExplainTheCountsAreTypedErrors() {
    let items = ChangeEventError.itemCountMismatch(
      section: 0, oldSection: 0, expected: 3, actual: 2)
    #expect(throws: items) {
      try [ChangeEvent.insertItem(at(0, 0))].normalizedBatches(countsBefore: [2], countsAfter: [2])
    }
    #expect(
      "\(items)" == "the events leave 3 items in section 0, but it has 2 after the transaction")
    #expect(throws: ChangeEventError.sectionCountMismatch(expected: 1, actual: 2)) {
      try [ChangeEvent]().normalizedBatches(countsBefore: [1], countsAfter: [1, 1])
    }
  }

  @Test func noEventsAndNoChangeIsNoBatch() throws {
    #expect(
      try [ChangeEvent]().normalizedBatches(countsBefore: [2, 0], countsAfter: [2, 0]).isEmpty)
  }
}
