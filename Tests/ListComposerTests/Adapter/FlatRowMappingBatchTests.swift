import ListComposer
import ListComposerAdapter
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// The translation of a batch into row operations costs what its changes cost, not what the
/// list's rows cost, and does what the translation that kept a slot per row did.
@Suite struct FlatRowMappingBatchTests {
  /// Issue 20, item 9: the translation kept a slot per row, so it refused lists of more than
  /// 2^24 rows. 2^40 rows could never be allocated: only a translation that works on ranges
  /// gets through this.
  @Test func aSmallChangeToTwoToTheFortyRowsTranslatesWithoutASlotPerRow() throws {
    let items = ListLimits.maximumCount
    let sections = 1 << 16
    // Section 0 has a group row and 3 items; the others 2^24 items each and no group row.
    let oldCounts = [3] + Array(repeating: items, count: sections - 1)
    let oldHeaders = [true] + Array(repeating: false, count: sections - 1)
    let old = FlatRowMapping(itemCounts: oldCounts, groupRows: oldHeaders)
    let new = FlatRowMapping(
      itemCounts: Array(oldCounts.dropFirst()) + [3],
      groupRows: Array(oldHeaders.dropFirst()) + [true])
    let rows = 4 + (sections - 1) * items
    #expect(old.numberOfRows == rows)
    #expect(rows > 1 << 39)

    // Section 0 moves to the end; an item of old section 1 goes, another arrives at its end;
    // an item of old section 2 is configured again.
    let update = BatchUpdate(
      movedSections: [SectionMove(from: 0, to: sections - 1)],
      deletedItems: [ListPosition(section: 1, item: 5)],
      insertedItems: [ListPosition(section: 0, item: items - 1)],
      reconfiguredItems: [ListPosition(section: 2, item: 7)])
    let batch = try old.rowBatch(for: update, to: new)
    // Old row 9 (item 5 of section 1) goes; the 4 rows of section 0 move one by one from the
    // front to the end of the rows left; the new item lands at the end of new section 0.
    let moveToEnd = RowOperation.move(from: 0, to: rows - 2)
    #expect(
      batch.operations == [.remove([9])] + Array(repeating: moveToEnd, count: 4) + [
        .insert([items - 1])
      ])
    #expect(batch.reloadedRows == [items + 7])
  }

  @Test func aBatchThatWouldNameMoreRowsThanTheLimitReloadsInstead() {
    // 2^25 removed rows: the row indexes alone would take 256 MB.
    let items = ListLimits.maximumCount
    let old = FlatRowMapping(itemCounts: [items, items, 1], groupRows: [false, false, true])
    let new = FlatRowMapping(itemCounts: [1], groupRows: [true])
    #expect(throws: RowBatchError.self) {
      try old.rowBatch(for: BatchUpdate(deletedSections: [0, 1]), to: new)
    }
  }

  /// The translation against the one that kept a slot per row (`referenceRowBatch`, below), on
  /// random batches that fit and on random corruptions of them: both reject the same batches,
  /// and for the others remove and insert the same rows, reload the same rows, make as many
  /// moves, and give the same rows once applied.
  @Test(arguments: [UInt64(31), 32, 33, 34, 35, 36, 37, 38], [false, true])
  func translationMatchesTheSlotPerRowReference(seed: UInt64, footers: Bool) throws {
    print(
      "FlatRowMappingBatchTests.translationMatchesTheSlotPerRowReference seed \(seed) \(footers)")
    var random = SeededGenerator(seed: seed)
    var (translated, rejected) = (0, 0)
    for round in 0..<120 {
      var change = RandomFlatChange(using: &random, footers: footers)
      if round % 2 == 1 { change.corrupt(using: &random) }
      let context = "seed \(seed) round \(round): \(change.update) on \(change.old.mapping)"
      let (old, new) = (change.old.mapping, change.new.mapping)
      let expected = Result { () throws(RowBatchError) in
        try old.referenceRowBatch(for: change.update, to: new)
      }
      let actual = Result { () throws(RowBatchError) in
        try old.rowBatch(for: change.update, to: new)
      }
      switch (expected, actual) {
      case (.failure, .failure):
        rejected += 1
      case (.success(let expected), .success(let actual)):
        translated += 1
        #expect(actual.removals == expected.removals, "\(context)")
        #expect(actual.insertions == expected.insertions, "\(context)")
        #expect(actual.moveCount == expected.moveCount, "\(context)")
        #expect(actual.reloadedRows == expected.reloadedRows, "\(context)")
        let old = Array(0..<change.old.mapping.numberOfRows)
        func apply(_ batch: RowBatch) -> [Int]? {
          batch.applied(to: old, inserted: { -1 - $0 }, reloaded: { -1_000 - $0 })
        }
        #expect(apply(actual) != nil, "\(context) -> \(actual)")
        #expect(apply(actual) == apply(expected), "\(context) -> \(actual) vs \(expected)")
      case (.failure(let error), .success(let batch)):
        Issue.record("\(context): the reference rejects it (\(error)), not \(batch)")
      case (.success(let batch), .failure(let error)):
        Issue.record("\(context): rejected (\(error)), the reference gives \(batch)")
      }
    }
    // Both kinds of batch are exercised.
    #expect(translated > 60 && rejected > 10, "seed \(seed): \(translated) / \(rejected)")
  }
}

extension RowBatch {
  fileprivate var removals: [Int] {
    operations.flatMap {
      if case .remove(let rows) = $0 { return rows }
      return []
    }
  }

  fileprivate var insertions: [Int] {
    operations.flatMap {
      if case .insert(let rows) = $0 { return rows }
      return []
    }
  }

  fileprivate var moveCount: Int {
    operations.filter {
      if case .move = $0 { return true }
      return false
    }.count
  }
}

extension RandomFlatChange {
  /// Makes the batch or the layout after it wrong, most of the time: an operation dropped or
  /// added with indexes that may be out of range, or a section's count or header changed.
  fileprivate mutating func corrupt(using random: inout SeededGenerator) {
    func index() -> Int { Int.random(in: -1...6, using: &random) }
    func position() -> ListPosition { ListPosition(section: index(), item: index()) }
    switch Int.random(in: 0..<12, using: &random) {
    case 0: update.deletedSections.append(index())
    case 1: update.insertedSections.append(index())
    case 2: update.reloadedSections.append(index())
    case 3: update.movedSections.append(SectionMove(from: index(), to: index()))
    case 4: update.deletedItems.append(position())
    case 5: update.insertedItems.append(position())
    case 6: update.reloadedItems.append(position())
    case 7: update.reconfiguredItems.append(position())
    case 8: update.movedItems.append(ItemMove(from: position(), to: position()))
    case 9:
      if !update.deletedItems.isEmpty { update.deletedItems.removeLast() }
      if !update.movedItems.isEmpty { update.movedItems.removeFirst() }
    case 10:
      if !new.sections.isEmpty {
        let section = Int.random(in: 0..<new.sections.count, using: &random)
        new.sections[section].items.append((id: -1, version: 0))
      }
    default:
      if !new.sections.isEmpty {
        let section = Int.random(in: 0..<new.sections.count, using: &random)
        new.sections[section].header.toggle()
      }
    }
  }
}

extension FlatRowMapping {
  /// The translation as it was before it worked on ranges of rows: a slot per row, an array of
  /// the survivors, and each move found by a scan of them.
  func referenceRowBatch(for update: BatchUpdate, to new: FlatRowMapping) throws(RowBatchError)
    -> RowBatch
  {
    let sections = try SectionFate(
      update, from: numberOfSections, to: new.numberOfSections)
    // The new row of each old row that survives (nil: removed), and the old rows reconfigured.
    var target = [Int?](repeating: nil, count: numberOfRows)
    var reconfigured = Set<Int>()
    var taken = [Bool](repeating: false, count: new.numberOfRows)

    func claim(_ newRow: Int, by oldRow: Int) throws(RowBatchError) {
      guard !taken[newRow] else {
        throw RowBatchError("two rows of the batch end at row \(newRow)")
      }
      taken[newRow] = true
      target[oldRow] = newRow
    }

    let items = try ReferenceItemFate(update, sections: sections, from: self, to: new)
    for section in 0..<numberOfSections {
      guard let destination = sections.destination(of: section) else { continue }
      if let oldRow = groupRow(ofSection: section),
        let newRow = new.groupRow(ofSection: destination)
      {
        try claim(newRow, by: oldRow)
      }
      for item in 0..<numberOfItems(inSection: section) {
        let position = ListPosition(section: section, item: item)
        guard let oldRow = row(of: position), let to = items.destination(of: position) else {
          continue
        }
        guard let newRow = new.row(of: to) else {
          throw RowBatchError("item \(position) would move to \(to), which the list does not have")
        }
        try claim(newRow, by: oldRow)
        if items.reconfigured.contains(position) { reconfigured.insert(oldRow) }
      }
      if let oldRow = footerRow(ofSection: section),
        let newRow = new.footerRow(ofSection: destination)
      {
        try claim(newRow, by: oldRow)
      }
    }
    return Self.referenceOperations(target: target, taken: taken, reconfigured: reconfigured)
  }

  /// The sequential operations that take the old rows to the new: removals, moves, insertions.
  private static func referenceOperations(target: [Int?], taken: [Bool], reconfigured: Set<Int>)
    -> RowBatch
  {
    var batch = RowBatch()
    let removed = target.indices.filter { target[$0] == nil }
    if !removed.isEmpty { batch.operations.append(.remove(removed)) }

    // The survivors in their old order, each as its new row.
    var current = target.compactMap { $0 }
    let stays = referenceLongestIncreasingRun(current)
    var placed = stays
    // Move the others in ascending new order, each right after the largest placed row below it.
    for row in current.sorted() where !stays.contains(row) {
      guard let from = current.firstIndex(of: row) else { continue }
      current.remove(at: from)
      let to = current.lastIndex { $0 < row && placed.contains($0) }.map { $0 + 1 } ?? 0
      current.insert(row, at: to)
      placed.insert(row)
      if from != to { batch.operations.append(.move(from: from, to: to)) }
    }

    let inserted = taken.indices.filter { !taken[$0] }
    if !inserted.isEmpty { batch.operations.append(.insert(inserted)) }
    batch.reloadedRows = reconfigured.compactMap { target[$0] }.sorted()
    return batch
  }

  /// The values of a longest strictly increasing subsequence.
  ///
  /// - Complexity: O(n log n).
  private static func referenceLongestIncreasingRun(_ values: [Int]) -> Set<Int> {
    // tails[k]: index of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run = Set<Int>()
    var index = tails.last ?? -1
    while index >= 0 {
      run.insert(values[index])
      index = previous[index]
    }
    return run
  }
}

/// Where each old item of a batch goes, by UIKit's rules, within the sections that keep their
/// rows.
private struct ReferenceItemFate {
  /// The new position of each old item that keeps its row.
  private var destinations: [ListPosition: ListPosition] = [:]
  /// Old items configured again in place.
  var reconfigured: Set<ListPosition> = []

  init(
    _ update: BatchUpdate, sections: SectionFate, from old: FlatRowMapping,
    to new: FlatRowMapping
  ) throws(RowBatchError) {
    let moves = update.movedItems
    for move in moves {
      guard sections.destination(of: move.from.section) != nil else {
        throw RowBatchError(
          "item \(move.from) moves out of a section that is deleted, reloaded or missing")
      }
      guard move.to.section >= 0, move.to.section < new.numberOfSections,
        !sections.fresh.contains(move.to.section)
      else {
        throw RowBatchError("item \(move.to) is moved into a section that is inserted or missing")
      }
    }
    // Items of deleted and reloaded sections go with their section; so do insertions into
    // inserted and reloaded ones.
    func kept(_ positions: [ListPosition]) -> [ListPosition] {
      positions.filter { sections.destination(of: $0.section) != nil }
    }
    func arriving(_ positions: [ListPosition]) -> [ListPosition] {
      positions.filter { !sections.fresh.contains($0.section) }
    }
    let deleted = kept(update.deletedItems)
    let reloaded = Set(kept(update.reloadedItems))
    let leaving = Set(deleted).union(moves.map(\.from))
    guard leaving.count == deleted.count + moves.count, reloaded.isDisjoint(with: leaving) else {
      throw RowBatchError("an item is deleted, moved or reloaded in more than one way")
    }
    let inserted = arriving(update.insertedItems)
    let arrivingItems = Set(inserted).union(moves.map(\.to))
    guard arrivingItems.count == inserted.count + moves.count else {
      throw RowBatchError("an item is both inserted and moved into")
    }
    for position in leaving.union(reloaded) where old.row(of: position) == nil {
      throw RowBatchError("the batch names item \(position), which the list did not have")
    }
    for position in arrivingItems where new.row(of: position) == nil {
      throw RowBatchError("the batch inserts item \(position), which the list does not have")
    }
    var leavingBySection: [Int: Set<Int>] = [:]
    for position in leaving {
      leavingBySection[position.section, default: []].insert(position.item)
    }
    var arrivingBySection: [Int: Set<Int>] = [:]
    for position in arrivingItems {
      arrivingBySection[position.section, default: []].insert(position.item)
    }
    for section in 0..<old.numberOfSections {
      guard let destination = sections.destination(of: section) else { continue }
      let gone = leavingBySection[section] ?? []
      let staying = (0..<old.numberOfItems(inSection: section)).filter { !gone.contains($0) }
      let taken = arrivingBySection[destination] ?? []
      let slots = (0..<new.numberOfItems(inSection: destination)).filter { !taken.contains($0) }
      guard staying.count == slots.count else {
        throw RowBatchError(
          "section \(section) has \(old.numberOfItems(inSection: section)) items before the "
            + "batch and \(new.numberOfItems(inSection: destination)) after (as section "
            + "\(destination)), which its insertions, deletions and moves do not account for")
      }
      for (item, slot) in zip(staying, slots) {
        let from = ListPosition(section: section, item: item)
        // A reloaded item gets a new row: it is removed and inserted.
        if !reloaded.contains(from) {
          destinations[from] = ListPosition(section: destination, item: slot)
        }
      }
    }
    for move in moves { destinations[move.from] = move.to }
    for position in kept(update.reconfiguredItems) where destinations[position] != nil {
      reconfigured.insert(position)
    }
  }

  /// The new position of an old item that keeps its row, or `nil`.
  func destination(of position: ListPosition) -> ListPosition? {
    destinations[position]
  }
}
