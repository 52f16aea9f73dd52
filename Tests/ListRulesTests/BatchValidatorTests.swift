import ListDiffing
import ListRules
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

  @Test func movesOutOfOrderAreCheckedAsMovesInOrder() throws {
    // Neither the sources nor the destinations ascend: the validator sorts both before it
    // looks for shared index paths.
    let moves = [
      ItemMove(from: p(0, 3), to: p(0, 0)), ItemMove(from: p(0, 0), to: p(0, 3)),
      ItemMove(from: p(0, 1), to: p(0, 2)),
    ]
    let shuffled = try table.validate(
      BatchUpdate(movedItems: moves), countsBefore: [4], countsAfter: [4])
    let inOrder = try table.validate(
      BatchUpdate(movedItems: moves.sorted { $0.to < $1.to }), countsBefore: [4],
      countsAfter: [4])
    // [a, b, c, d] -> [d, c, b, a]
    #expect(
      shuffled.mapping.itemOrigins == [
        [.old(p(0, 3)), .old(p(0, 2)), .old(p(0, 1)), .old(p(0, 0))]
      ])
    #expect(shuffled.mapping == inOrder.mapping)
    #expect(shuffled.mapping.newPosition(ofOld: p(0, 0)) == p(0, 3))
    // The second move's destination is inserted; the third's is reloaded.
    for (update, countAfter) in [
      (BatchUpdate(insertedItems: [p(0, 3)], movedItems: moves), 5),
      (BatchUpdate(reloadedItems: [p(0, 2)], movedItems: moves), 4),
    ] {
      do {
        try table.validate(update, countsBefore: [4], countsAfter: [countAfter])
        Issue.record("accepted \(update)")
      } catch {
        #expect(error.kind == .insertAndMove, "\(error.reason)")
      }
    }
  }

  @Test func twoMovesFromOneIndexPathAreRejectedAtTheSource() {
    let update = BatchUpdate(movedItems: [
      ItemMove(from: p(0, 0), to: p(0, 2)), ItemMove(from: p(0, 1), to: p(0, 0)),
      ItemMove(from: p(0, 0), to: p(0, 1)),
    ])
    do {
      try table.validate(update, countsBefore: [3], countsAfter: [3])
      Issue.record("accepted")
    } catch {
      #expect(error.kind == .duplicateMove)
      #expect(error.reason.hasSuffix("path = 0 - 0}) more than once"), "\(error.reason)")
    }
  }

  @Test func aRepeatedMoveIsOneMoveUnlessStrict() throws {
    // UIKit takes its arguments as sets: the same move twice is the move once.
    let move = ItemMove(from: p(0, 0), to: p(0, 2))
    let update = BatchUpdate(movedItems: [move, move])
    let result = try table.validate(update, countsBefore: [3], countsAfter: [3])
    #expect(result.mapping.itemOrigins == [[.old(p(0, 1)), .old(p(0, 2)), .old(p(0, 0))]])
    var rules = BatchRules()
    rules.isStrict = true
    do {
      try BatchValidator(flavor: .table, rules: rules)
        .validate(update, countsBefore: [3], countsAfter: [3])
      Issue.record("accepted in strict mode")
    } catch {
      #expect(error.kind == .duplicateIndexPath)
    }
  }

  @Test func reloadedSectionCountChangeIsAnOption() throws {
    let update = BatchUpdate(reloadedSections: [0])
    try table.validate(update, countsBefore: [1], countsAfter: [3])
    var rules = BatchRules()
    rules.reloadedSectionCountMayChange = false
    let strict = BatchValidator(flavor: .table, rules: rules)
    #expect(throws: InternalInconsistency.self) {
      try strict.validate(update, countsBefore: [1], countsAfter: [3])
    }
  }

  @Test func identityCheckNeedsIdentifiers() throws {
    var rules = BatchRules()
    rules.isStrict = true
    let validator = BatchValidator(flavor: .collection, rules: rules)
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

  @Test func itemReloadsBesideSectionChangesAreUnsafe() throws {
    // §3.5: item reloads are not safe when sections are inserted, deleted or moved in the same
    // batch. UIKit does not raise, so the pre-flight and a lenient host accept it with a
    // warning; a strict host rejects it.
    let reload = [p(0, 0)]
    let cases: [(BatchUpdate, [Int], [Int])] = [
      (BatchUpdate(insertedSections: [1], reloadedItems: reload), [2], [2, 0]),
      (BatchUpdate(deletedSections: [1], reloadedItems: reload), [2, 1], [2]),
      (
        BatchUpdate(movedSections: [SectionMove(from: 1, to: 2)], reloadedItems: reload),
        [2, 1, 1], [2, 1, 1]
      ),
    ]
    for (update, before, after) in cases {
      try table.preflight(update, countsBefore: before, countsAfter: after)
      let lenient = try table.validate(update, countsBefore: before, countsAfter: after)
      #expect(lenient.warnings.map(\.kind) == [.unsafeCombination], "\(update)")
      do {
        try BatchValidator(flavor: .table, rules: strictRules())
          .validate(update, countsBefore: before, countsAfter: after)
        Issue.record("a strict validator accepted \(update)")
      } catch {
        #expect(error.kind == .unsafeCombination)
        #expect(error.reason.contains("item reloads are not safe"), "\(error.reason)")
      }
    }
    // Reloads alone, or reconfigures beside section changes, are safe.
    let strict = BatchValidator(flavor: .table, rules: strictRules())
    try strict.validate(BatchUpdate(reloadedItems: reload), countsBefore: [2], countsAfter: [2])
    try strict.validate(
      BatchUpdate(insertedSections: [1], reconfiguredItems: reload), countsBefore: [2],
      countsAfter: [2, 0])
  }

  @Test func aPreflightMakesTheMappingAValidationWouldGiveInTheSameRun() throws {
    // The adapter keeps the reader's place with the pre-flight's mapping instead of validating
    // the batch again: the mapping must be the validation's, and the verdict the pre-flight's.
    let update = BatchUpdate(
      deletedItems: [p(0, 1)], insertedItems: [p(0, 0), p(1, 2)],
      movedItems: [ItemMove(from: p(0, 2), to: p(1, 0))])
    let (before, after) = ([4, 2], [3, 4])
    let validated = try table.validate(update, countsBefore: before, countsAfter: after)
    let mapped = try table.preflight(
      update, countsBefore: before, countsAfter: after, makingMapping: true)
    #expect(mapped == validated.mapping)
    #expect(mapped?.newPosition(ofOld: p(0, 2)) == p(1, 0))
    #expect(
      try table.preflight(update, countsBefore: before, countsAfter: after, makingMapping: false)
        == nil)
    // A batch the pre-flight rejects is rejected with the same fault, mapping or not.
    for makingMapping in [false, true] {
      do {
        _ = try table.preflight(
          update, countsBefore: before, countsAfter: [3, 3], makingMapping: makingMapping)
        Issue.record("accepted counts that do not add up (makingMapping: \(makingMapping))")
      } catch {
        #expect(error.kind == .itemCount(section: 1))
      }
    }
  }

  @Test func preflightChecksOnlyWhatUIKitRaisesOn() throws {
    let strict = BatchValidator(flavor: .table, rules: strictRules())
    // A duplicate index path is a strict extra: the pre-flight lets it through.
    let duplicate = BatchUpdate(insertedItems: [p(0, 0), p(0, 0)])
    try strict.preflight(duplicate, countsBefore: [0], countsAfter: [1])
    // A count that does not add up is what UIKit raises on.
    do {
      try strict.preflight(
        BatchUpdate(insertedItems: [p(0, 0)]), countsBefore: [0], countsAfter: [2])
      Issue.record("accepted")
    } catch {
      #expect(error.kind == .itemCount(section: 0))
    }
  }

  @Test func normalizeCollapsesWhitespaceAndAddresses() {
    #expect(InternalInconsistency.normalize("  a  <X: 0x7f3a>\n\tb 0xZ ") == "a <X: 0x…> b 0xZ")
  }
}

/// The rules of a strict host: the combinations UIKit accepts but shows wrongly are errors.
func strictRules() -> BatchRules {
  var rules = BatchRules()
  rules.isStrict = true
  return rules
}
