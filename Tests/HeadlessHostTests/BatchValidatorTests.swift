import HeadlessHost
import Testing

/// The validator on its own: a pure value, used off the main actor.
@Suite struct BatchValidatorTests {
  let table = BatchValidator(flavor: .table)

  func p(_ section: Int, _ item: Int) -> ListPosition { ListPosition(section: section, item: item) }

  @Test func mappingFollowsUIKitsModel() throws {
    // [[a, b, c]] -> [[x, a, c]]: insert (0, 0), delete (0, 1)
    let result = try table.validate(
      BatchUpdate(deletedItems: [p(0, 1)], insertedItems: [p(0, 0)]), countsBefore: [3],
      countsAfter: [3])
    #expect(result.mapping.itemOrigins == [[.inserted, .old(p(0, 0)), .old(p(0, 2))]])
    #expect(result.mapping.newPosition(ofOld: p(0, 2)) == p(0, 2))
    #expect(result.mapping.newPosition(ofOld: p(0, 1)) == nil)
  }

  @Test func sectionMovesMapSectionsAndKeepItems() throws {
    let result = try table.validate(
      BatchUpdate(movedSections: [SectionMove(from: 1, to: 0)]), countsBefore: [1, 2],
      countsAfter: [2, 1])
    #expect(result.mapping.sectionOrigins == [.old(1), .old(0)])
    #expect(result.mapping.newPosition(ofOld: p(1, 1)) == p(0, 1))
  }

  @Test func rangeChecksComeBeforeCounts() {
    #expect(
      throws: InternalInconsistency(
        .deleteOutOfRange,
        "attempt to delete row 5 from section 0 which only contains 1 rows before the update")
    ) {
      try table.validate(BatchUpdate(deletedItems: [p(0, 5)]), countsBefore: [1], countsAfter: [7])
    }
  }

  @Test func negativeIndicesAreRangeErrorsNotTraps() {
    #expect(throws: InternalInconsistency.self) {
      try table.validate(BatchUpdate(insertedItems: [p(-1, -1)]), countsBefore: [], countsAfter: [])
    }
    #expect(throws: InternalInconsistency.self) {
      try table.validate(BatchUpdate(deletedSections: [-3]), countsBefore: [0], countsAfter: [])
    }
  }

  @Test func duplicateMovesAreRejected() {
    let update = BatchUpdate(movedItems: [
      ItemMove(from: p(0, 0), to: p(0, 1)), ItemMove(from: p(0, 1), to: p(0, 1)),
    ])
    do {
      try table.validate(update, countsBefore: [2], countsAfter: [2])
      Issue.record("accepted")
    } catch {
      #expect(error.kind == .duplicateMove)
    }
  }

  @Test func reloadedSectionCountChangeIsAnOption() throws {
    let update = BatchUpdate(reloadedSections: [0])
    try table.validate(update, countsBefore: [1], countsAfter: [3])
    var options = HeadlessHostOptions()
    options.reloadedSectionCountMayChange = false
    let strict = BatchValidator(flavor: .table, options: options)
    #expect(throws: InternalInconsistency.self) {
      try strict.validate(update, countsBefore: [1], countsAfter: [3])
    }
  }

  @Test func identityCheckNeedsIdentifiers() throws {
    var options = HeadlessHostOptions()
    options.isStrict = true
    let validator = BatchValidator(flavor: .collection, options: options)
    // Counts right, positions wrong: [a, b] -> [b, a] without a move.
    let update = BatchUpdate(reloadedItems: [p(0, 0)])
    try validator.validate(update, countsBefore: [2], countsAfter: [2])
    do {
      try validator.validate(
        update, countsBefore: [2], countsAfter: [2], identifiersBefore: [["a", "b"]],
        identifiersAfter: [["b", "a"]])
      Issue.record("accepted")
    } catch {
      #expect(error.kind == .identityMismatch)
    }
  }

  @Test func normalizeCollapsesWhitespaceAndAddresses() {
    #expect(InternalInconsistency.normalize("  a  <X: 0x7f3a>\n\tb 0xZ ") == "a <X: 0x…> b 0xZ")
  }
}
