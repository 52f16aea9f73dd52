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

  /// A proof made without its mapping, as a synchronous update makes one on the main actor,
  /// accepts exactly the batches a proof made with it accepts, and gives the same validation
  /// once its mapping is asked for: for the diff's stages, and for the same stages broken (a
  /// count off by one, an insert out of range, a reload that the other changes shift).
  @Test(arguments: [UInt64(51), 52, 53])
  func aProofMadeWithoutItsMappingDecidesAsOneMadeWithIt(seed: UInt64) throws {
    print("StageProofTests seed \(seed)")
    var generator = SplitMix64(seed: seed)
    var decided = 0
    var refused = 0
    for (update, before, after) in SeededStages.stages(count: 200, using: &generator) {
      var variants = [(update, before, after), (update, before, after + 1)]
      if var beyond = Optional(update), let last = beyond.insertedItems.indices.last {
        beyond.insertedItems[last].item = after
        variants.append((beyond, before, after))
      }
      if !update.insertedItems.isEmpty || !update.deletedItems.isEmpty {
        var shiftedReload = update
        shiftedReload.reloadedItems = [p(0, before - 1)]
        variants.append((shiftedReload, before, after))
      }
      for (batch, countBefore, countAfter) in variants {
        let made = StageProof(update: batch, countsBefore: [countBefore], countsAfter: [countAfter])
        let lazy = StageProof(
          update: batch, countsBefore: [countBefore], countsAfter: [countAfter],
          makingMapping: false)
        #expect((made == nil) == (lazy == nil), "seed \(seed): \(batch)")
        guard let made, let lazy else {
          refused += 1
          continue
        }
        decided += 1
        let root = SeededStages.shifted(batch, by: 1)
        let countsBefore = [5, countBefore]
        let countsAfter = [5, countAfter]
        #expect(
          lazy.validation(
            of: root, countsBefore: countsBefore, countsAfter: countsAfter, rules: BatchRules())
            == made.validation(
              of: root, countsBefore: countsBefore, countsAfter: countsAfter,
              rules: BatchRules()), "seed \(seed): \(batch)")
        #expect(lazy.mapping == made.mapping, "seed \(seed): \(batch)")
      }
    }
    // Both kinds of verdict were reached.
    #expect(decided > 0 && refused > 0, "seed \(seed): \(decided) decided, \(refused) refused")
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

  @Test(arguments: [true, false])
  func aBatchThatBreaksARuleGetsNoProof(makingMapping: Bool) {
    var update = BatchUpdate()
    update.insertedItems = [p(0, 3)]
    #expect(
      StageProof(
        update: update, countsBefore: [3], countsAfter: [3], makingMapping: makingMapping) == nil)
    update.insertedSections = [1]
    update.insertedItems = []
    #expect(
      StageProof(
        update: update, countsBefore: [3], countsAfter: [3, 0], makingMapping: makingMapping)
        == nil)
  }

  @Test(arguments: [true, false])
  func aProofReadsCountsAsHostsDo(makingMapping: Bool) throws {
    // Counts in range are kept as they are; a negative count reads as 0 and one past the
    // limit as the limit, as a host reads them (`ListLimits.clamp(_:)`).
    var update = BatchUpdate()
    update.reloadedItems = [p(1, 0)]
    let inRange = try #require(
      StageProof(
        update: update, countsBefore: [0, 2, 7], countsAfter: [0, 2, 7],
        makingMapping: makingMapping))
    #expect(inRange.countsBefore == [0, 2, 7])
    #expect(inRange.countsAfter == [0, 2, 7])
    let outOfRange = try #require(
      StageProof(
        update: update, countsBefore: [-1, 2, ListLimits.maximumCount + 1],
        countsAfter: [-5, 2, Int.max], makingMapping: makingMapping))
    #expect(outOfRange.countsBefore == [0, 2, ListLimits.maximumCount])
    #expect(outOfRange.countsAfter == [0, 2, ListLimits.maximumCount])
  }
}
