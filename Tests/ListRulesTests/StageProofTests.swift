import ListDiffing
import ListDiffingTestSupport
import ListRules
import Testing

/// Batches an asynchronous update validated away from the main actor (`StageProof`): the proof
/// decides exactly what a full validation decides, for a batch moved by whole sections, and
/// nothing else.
@Suite struct StageProofTests {
  func p(_ section: Int, _ item: Int) -> ListPosition { ListPosition(section: section, item: item) }

  @Test(arguments: [UInt64(41), 42, 43, 44, 45])
  func aProofDecidesAsAFullValidationDoesWhereItFits(seed: UInt64) throws {
    print("StageProofTests seed \(seed)")
    var generator = SplitMix64(seed: seed)
    for (update, before, after) in SeededStages.stages(count: 300, using: &generator) {
      let proof = try #require(
        StageProof(update: update, countsBefore: [before], countsAfter: [after]))
      let offset = Int.random(in: 0...3, using: &generator)
      let others = (0..<4).map { _ in Int.random(in: 0...20, using: &generator) }
      let countsBefore = Array(others.prefix(offset)) + [before] + others.dropFirst(offset)
      let countsAfter = Array(others.prefix(offset)) + [after] + others.dropFirst(offset)
      let root = SeededStages.shifted(update, by: offset)
      for flavor in [ListViewFlavor.table, .collection] {
        let full = try BatchValidator(flavor: flavor).validate(
          root, countsBefore: countsBefore, countsAfter: countsAfter)
        let proven = proof.validation(
          of: root, countsBefore: countsBefore, countsAfter: countsAfter, rules: BatchRules())
        #expect(proven == full, "seed \(seed), \(flavor), offset \(offset)")
        // Positions asked one by one, through the operations the mapping keeps.
        for item in stride(from: 0, to: before, by: 7) {
          let old = p(offset, item)
          #expect(proven?.mapping.newPosition(ofOld: old) == full.mapping.newPosition(ofOld: old))
        }
      }

      // Another section that changes, a count that is not the stage's, the batch at another
      // offset, one position changed, old rules: the proof decides nothing.
      var changedOther = countsAfter
      changedOther[offset == 0 ? 1 : 0] += 1
      var otherCount = countsBefore
      otherCount[offset] += 1
      let rules = { () -> BatchRules in
        var rules = BatchRules()
        rules.iOSVersion = 10
        return rules
      }()
      #expect(
        proof.validation(
          of: root, countsBefore: countsBefore, countsAfter: changedOther, rules: BatchRules())
          == nil)
      #expect(
        proof.validation(
          of: root, countsBefore: otherCount, countsAfter: countsAfter, rules: BatchRules())
          == nil)
      #expect(
        proof.validation(
          of: SeededStages.shifted(update, by: offset + 1), countsBefore: countsBefore,
          countsAfter: countsAfter, rules: BatchRules()) == nil)
      #expect(
        proof.validation(
          of: root, countsBefore: countsBefore, countsAfter: countsAfter, rules: rules) == nil)
      if var altered = Optional(root), let last = altered.insertedItems.indices.last {
        altered.insertedItems[last].item += 1
        #expect(
          proof.validation(
            of: altered, countsBefore: countsBefore, countsAfter: countsAfter, rules: BatchRules())
            == nil)
      }
    }
  }

  /// Identifiers the stage does not put where the batch says get no identity proof, and a
  /// proof vouches only for the very lists it compared, not for equal copies.
  @Test func identitiesAreProvedOnlyForTheListsCompared() throws {
    var update = BatchUpdate()
    update.movedItems = [ItemMove(from: p(0, 0), to: p(0, 2))]
    let before = IdentifierLists([ItemIdentifiers(["a", "b", "c"])])
    let after = IdentifierLists([ItemIdentifiers(["b", "c", "a"])])
    let wrong = IdentifierLists([ItemIdentifiers(["c", "b", "a"])])
    let proof = try #require(
      StageProof(
        update: update, countsBefore: [3], countsAfter: [3], identifiersBefore: before,
        identifiersAfter: after))
    #expect(proof.identities != nil)
    #expect(
      proof.provesIdentifiers(
        ofSection: 2, offset: 2, before: before.lists[0], now: after.lists[0]))
    #expect(
      !proof.provesIdentifiers(
        ofSection: 2, offset: 2, before: before.lists[0], now: ItemIdentifiers(["b", "c", "a"])))
    #expect(
      !proof.provesIdentifiers(
        ofSection: 1, offset: 2, before: before.lists[0], now: after.lists[0]))
    let unproved = try #require(
      StageProof(
        update: update, countsBefore: [3], countsAfter: [3], identifiersBefore: before,
        identifiersAfter: wrong))
    #expect(unproved.identities == nil)
  }

  @Test func aBatchThatBreaksARuleGetsNoProof() {
    var update = BatchUpdate()
    update.insertedItems = [p(0, 3)]
    #expect(StageProof(update: update, countsBefore: [3], countsAfter: [3]) == nil)
    update.insertedSections = [1]
    update.insertedItems = []
    #expect(StageProof(update: update, countsBefore: [3], countsAfter: [3, 0]) == nil)
  }
}
