import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// The mapping that stores only operations, and the identity check that reads only the items a
/// wrong batch misplaces first (see ListEngine+Identity.swift).
@MainActor
@Suite struct IncrementalIdentityTests {
  func p(_ section: Int, _ item: Int) -> ListPosition { ListPosition(section: section, item: item) }

  /// A random valid batch over sections of random sizes: deletes, inserts and moves within and
  /// across sections, and reloads.
  func randomBatch(using generator: inout SeededGenerator) -> (BatchUpdate, [Int], [Int]) {
    let sectionCount = Int.random(in: 1...3, using: &generator)
    var before: [Int] = []
    var after: [Int] = []
    var update = BatchUpdate()
    var sources: [ListPosition] = []
    for section in 0..<sectionCount {
      let count = Int.random(in: 0...60, using: &generator)
      before.append(count)
      var old = Array(0..<count).shuffled(using: &generator)
      let deleted = Int.random(in: 0...(count / 3), using: &generator)
      update.deletedItems += old.prefix(deleted).map { p(section, $0) }
      old.removeFirst(deleted)
      let reloaded = Int.random(in: 0...min(2, old.count), using: &generator)
      update.reloadedItems += old.prefix(reloaded).map { p(section, $0) }
      old.removeFirst(reloaded)
      let moved = Int.random(in: 0...min(5, old.count), using: &generator)
      sources += old.prefix(moved).map { p(section, $0) }
      after.append(count - deleted)
    }
    // Moves land anywhere; inserts fill up each section.
    var destinations: [ListPosition] = []
    for source in sources {
      let section = Int.random(in: 0..<sectionCount, using: &generator)
      after[section] += 1
      destinations.append(p(section, -1))
      _ = source
    }
    for section in 0..<sectionCount {
      after[section] += Int.random(in: 0...10, using: &generator)
    }
    // Pick new slots: reloads keep their index when it is free, others take random free slots.
    var free = (0..<sectionCount).map { Set(0..<after[$0]) }
    var reloads: [ListPosition] = []
    for position in update.reloadedItems where free[position.section].contains(position.item) {
      free[position.section].remove(position.item)
      reloads.append(position)
    }
    update.deletedItems += update.reloadedItems.filter { !reloads.contains($0) }
    update.reloadedItems = reloads
    var moves: [ItemMove] = []
    for (source, destination) in zip(sources, destinations) {
      guard let slot = free[destination.section].randomElement(using: &generator) else {
        continue
      }
      free[destination.section].remove(slot)
      moves.append(ItemMove(from: source, to: p(destination.section, slot)))
    }
    update.movedItems = moves
    // Sources that found no slot are deleted; the kept items fill free slots in order, and the
    // free slots they do not need are inserts.
    update.deletedItems += sources.dropFirst(moves.count)
    for section in 0..<sectionCount {
      let removed = Set(
        (update.deletedItems + update.reloadedItems + moves.map(\.from)).filter {
          $0.section == section
        })
      let kept = before[section] - removed.count
      let inserts = free[section].count - kept
      update.insertedItems += free[section].shuffled(using: &generator).prefix(max(0, inserts))
        .sorted().map { p(section, $0) }
    }
    return (update, before, after)
  }

  @Test(arguments: [UInt64(11), 12, 13, 14, 15, 16, 17, 18])
  func theOperationMappingAgreesWithEveryOrigin(seed: UInt64) throws {
    print("IncrementalIdentityTests seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    let validator = BatchValidator(flavor: .table)
    for round in 0..<40 {
      let (update, before, after) = randomBatch(using: &generator)
      let mapping = try validator.validate(update, countsBefore: before, countsAfter: after).mapping
      let origins = mapping.itemOrigins
      #expect(origins.map(\.count) == after, "seed \(seed) round \(round)")
      var expected: [ListPosition: ListPosition] = [:]
      for (section, row) in origins.enumerated() {
        for (item, origin) in row.enumerated() {
          #expect(mapping.origin(ofNew: p(section, item)) == origin, "seed \(seed) round \(round)")
          if case .old(let old) = origin { expected[old] = p(section, item) }
        }
      }
      for (section, count) in before.enumerated() {
        for item in 0..<count {
          #expect(
            mapping.newPosition(ofOld: p(section, item)) == expected[p(section, item)],
            "seed \(seed) round \(round) old \(p(section, item))")
        }
      }
      // The explicit form made from the same origins is equal and answers alike.
      let explicit = BatchMapping(sectionOrigins: mapping.sectionOrigins, itemOrigins: origins)
      #expect(explicit == mapping, "seed \(seed) round \(round)")
      for (old, new) in expected { #expect(explicit.newPosition(ofOld: old) == new) }
    }
  }

  /// A table of `count` items that reports identifiers, laid out with the default window.
  func table(
    _ count: Int, strict: Bool = true, everyItem: Bool = false, bulk: Bool = false,
    keepsLists: Bool = false, sections: [[String]]? = nil
  ) throws -> (HeadlessTableView, StringTableSource) {
    var options = HeadlessHostOptions()
    options.isStrict = strict
    options.checksEveryItemIdentity = everyItem
    let tableView = HeadlessTableView(options: options)
    let source = StringTableSource(sections ?? [(0..<count).map { "i\($0)" }])
    source.reportsIdentifiers = true
    source.reportsIdentifiersInBulk = bulk
    source.keepsIdentifierLists = keepsLists
    try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = source
    try tableView.layoutIfNeeded()
    return (tableView, source)
  }

  @Test(arguments: [false, true]) func aDeleteAtTheWrongIndexOffScreenIsCaught(bulk: Bool) throws {
    let (tableView, source) = try table(1_000, bulk: bulk)
    source.sections[0].remove(at: 500)
    do {
      try tableView.deleteRows(at: [p(0, 501)])
      Issue.record("accepted a delete one row off")
    } catch {
      #expect(error.kind == .identityMismatch)
      #expect(error.reason.contains("index path (0 - 500)"))
    }
  }

  @Test(arguments: [false, true]) func aMoveToTheWrongIndexOffScreenIsCaught(bulk: Bool) throws {
    let (tableView, source) = try table(1_000, bulk: bulk)
    let item = source.sections[0].remove(at: 300)
    source.sections[0].insert(item, at: 700)
    do {
      try tableView.moveRow(at: p(0, 300), to: p(0, 701))
      Issue.record("accepted a move one row off")
    } catch {
      #expect(error.kind == .identityMismatch)
    }
  }

  @Test(arguments: [false, true]) func aFaithfulLargeBatchPassesAndLaterBatchesStillCheck(
    bulk: Bool
  ) throws {
    let (tableView, source) = try table(1_000, bulk: bulk)
    source.sections[0].remove(at: 10)
    source.sections[0].insert("new", at: 900)
    try tableView.performBatchUpdates(
      {
        try tableView.deleteRows(at: [p(0, 10)])
        try tableView.insertRows(at: [p(0, 900)])
      }, completion: nil)
    // The carried identifiers now match the data: a wrong second batch is still caught.
    source.sections[0].remove(at: 899)
    do {
      try tableView.deleteRows(at: [p(0, 898)])
      Issue.record("accepted a wrong second batch")
    } catch {
      #expect(error.kind == .identityMismatch)
    }
  }

  @Test(arguments: [false, true]) func aKeptVisibleCellShowingAnotherItemIsCaught(bulk: Bool) throws
  {
    let (tableView, source) = try table(1_000, bulk: bulk)
    // The data swaps two visible items; the batch inserts far away and says nothing of them.
    source.sections[0].swapAt(3, 4)
    source.sections[0].insert("new", at: 800)
    do {
      try tableView.insertRows(at: [p(0, 800)])
      Issue.record("accepted a batch that leaves a visible cell wrong")
    } catch {
      #expect(error.kind == .identityMismatch)
    }
  }

  /// Inserts at [0, 0] and swaps the items at `swap` and after it without reporting it: only
  /// the full check (``HeadlessHostOptions/checksEveryItemIdentity``) may reject the batch.
  func expectOnlyTheFullCheckCatches(
    swapping swap: ListPosition,
    _ make: (_ everyItem: Bool) throws -> (
      HeadlessTableView, StringTableSource
    )
  ) throws {
    for everyItem in [false, true] {
      let (tableView, source) = try make(everyItem)
      source.sections[0].insert("new", at: 0)
      source.sections[swap.section].swapAt(swap.item, swap.item + 1)
      do {
        try tableView.insertRows(at: [p(0, 0)])
        #expect(!everyItem, "the full check accepted an unreported swap")
      } catch {
        #expect(everyItem, "the default check read more than it documents")
        #expect(error.kind == .identityMismatch)
        #expect(error.reason.contains("index path (\(swap.section) - \(swap.item))"))
      }
    }
  }

  /// The documented limit: an unreported change far from every operation, off screen and
  /// between the spread items, passes the default check and is caught by the full one.
  @Test func anUnreportedSwapFarFromTheBatchNeedsTheFullCheck() throws {
    // New positions 334 and 335: not next to the insert, not visible, not a multiple of the
    // sample stride (1001 / 64 = 15).
    try expectOnlyTheFullCheckCatches(swapping: p(0, 334)) { try table(1_000, everyItem: $0) }
  }
}

extension IncrementalIdentityTests {
  /// Outside strict mode a mismatch is a warning, and the next batch is checked against the
  /// data, not against the wrong batch.
  @Test(arguments: [false, true]) func aWarnedMismatchDoesNotLeaveStaleIdentifiers(bulk: Bool)
    throws
  {
    let (tableView, source) = try table(1_000, strict: false, bulk: bulk)
    source.sections[0].remove(at: 500)
    try tableView.deleteRows(at: [p(0, 501)])
    #expect(tableView.updateLog.last?.warnings.map(\.kind) == [.identityMismatch])
    // Next to the spot the wrong batch misplaced (new index 500), so it is compared.
    source.sections[0].insert("new", at: 501)
    try tableView.insertRows(at: [p(0, 501)])
    #expect(tableView.updateLog.last?.warnings.isEmpty == true)
  }
}

/// The check of a data source that reads a section's identifiers in one call: every kept item
/// of a changed section is compared.
extension IncrementalIdentityTests {
  @Test func readInBulkAnUnreportedSwapInAChangedSectionIsCaught() throws {
    let (tableView, source) = try table(1_000, bulk: true)
    source.sections[0].insert("new", at: 0)
    // The same swap the item-by-item check documents it misses.
    source.sections[0].swapAt(334, 335)
    do {
      try tableView.insertRows(at: [p(0, 0)])
      Issue.record("the bulk check accepted an unreported swap in the section it changed")
    } catch {
      #expect(error.kind == .identityMismatch)
      #expect(error.reason.contains("index path (0 - 334)"))
    }
  }

  /// Two moves whose destinations the data has the other way round: every kept run is where
  /// the data has it, so only the comparison of the moved items themselves catches it.
  @Test(arguments: [false, true]) func readInBulkMovesToSwappedDestinationsAreCaught(
    everyItem: Bool
  ) throws {
    let (tableView, source) = try table(1_000, everyItem: everyItem, bulk: true)
    // The data moves i100 to 800 and i800 to 100; the batch says i100 goes to 100 and i800 to 800.
    source.sections[0].swapAt(100, 800)
    do {
      try tableView.performBatchUpdates {
        try tableView.moveRow(at: p(0, 100), to: p(0, 100))
        try tableView.moveRow(at: p(0, 800), to: p(0, 800))
      }
      Issue.record("the bulk check accepted moves the data has the other way round")
    } catch {
      #expect(error.kind == .identityMismatch)
      #expect(error.reason.contains("index path (0 - 100)"))
    }
  }

  /// A section the batch does not touch keeps its identifiers; only the full check reads it.
  @Test func readInBulkAnUntouchedSectionIsReadOnlyByTheFullCheck() throws {
    try expectOnlyTheFullCheckCatches(swapping: p(1, 50)) {
      try table(
        0, everyItem: $0, bulk: true,
        sections: [(0..<100).map { "a\($0)" }, (0..<100).map { "b\($0)" }])
    }
  }

  /// Random valid batches and the same batches with one kept item of a changed section swapped
  /// in the data: the bulk check accepts every faithful batch and rejects every wrong one.
  @Test(arguments: [UInt64(31), 32, 33, 34])
  func readInBulkEveryWrongBatchIsCaught(seed: UInt64) throws {
    print("IncrementalIdentityTests bulk seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    for round in 0..<30 {
      let count = Int.random(in: 2...300, using: &generator)
      let (tableView, source) = try table(count, bulk: true)
      let deleted = Int.random(in: 0..<count, using: &generator)
      source.sections[0].remove(at: deleted)
      let wrong = Bool.random(using: &generator)
      if wrong {
        // Two neighbours change places: both stay kept items, so only identity can tell.
        let first = Int.random(in: 0..<(count - 2 + 1), using: &generator)
        guard first + 1 < source.sections[0].count else { continue }
        source.sections[0].swapAt(first, first + 1)
      }
      do {
        try tableView.deleteRows(at: [p(0, deleted)])
        #expect(!wrong, "seed \(seed) round \(round): accepted a swap the batch does not report")
      } catch {
        #expect(wrong, "seed \(seed) round \(round): rejected a faithful batch: \(error)")
        #expect(error.kind == .identityMismatch)
      }
    }
  }
}

/// Sections a batch leaves alone: their kept cells are compared one by one, unless the data
/// source reports the very identifier list the view holds for them (lists are immutable).
extension IncrementalIdentityTests {
  @Test func anUntouchedSectionReportingTheSameListIsNotReadItemByItem() throws {
    let (tableView, source) = try table(
      0, bulk: true, keepsLists: true, sections: [["a", "b", "c"], ["d", "e", "f", "g"]])
    source.identifierReads = []
    source.sections[1].insert("y", at: 0)
    try tableView.insertRows(at: [p(1, 0)])
    #expect(tableView.updateLog.last?.warnings.isEmpty == true)
    #expect(source.identifierReads.filter { $0.section == 0 }.isEmpty)
    // A new list for the untouched section: its shown cells are compared one by one again,
    // and a change it did not report is caught.
    source.sections[0].swapAt(0, 1)
    source.sections[1].insert("z", at: 0)
    do {
      try tableView.insertRows(at: [p(1, 0)])
      Issue.record("accepted shown cells the data source swapped without a report")
    } catch {
      #expect(error.kind == .identityMismatch)
      #expect(error.reason.contains("index path (0 - 0)"))
    }
    #expect(!source.identifierReads.filter { $0.section == 0 }.isEmpty)
  }
}
