import ListComposer
import ListComposerAdapter
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// The translation of a batch into row operations costs what its changes cost, not what the
/// list's rows cost, and gives the rows an independent model of the list expects.
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

  /// The translation against an independent model of the rows, on random batches that fit and
  /// on random corruptions of them; the model shares no code with the translation. A batch that
  /// fits is translated, and gives the rows the random change expects (computed from its
  /// sections, not from a mapping), removing, inserting and reloading the rows those say. A
  /// corrupted batch that is translated gives a row of the new layout's kind at every row, and
  /// no old row twice. Each batch is applied to a plain array of labelled rows by the test
  /// itself.
  @Test(arguments: [UInt64(31), 32, 33, 34, 35, 36, 37, 38], [false, true])
  func translationMatchesAnIndependentModelOfTheRows(seed: UInt64, footers: Bool) throws {
    print(
      "FlatRowMappingBatchTests.translationMatchesAnIndependentModelOfTheRows seed \(seed) "
        + "\(footers)")
    var random = SeededGenerator(seed: seed)
    var (translated, rejected) = (0, 0)
    for round in 0..<120 {
      var change = RandomFlatChange(using: &random, footers: footers)
      let corrupted = round % 2 == 1
      if corrupted { change.corrupt(using: &random) }
      let context = "seed \(seed) round \(round): \(change.update) on \(change.old.mapping)"
      let translation = Result { () throws(RowBatchError) in
        try change.old.mapping.rowBatch(for: change.update, to: change.new.mapping)
      }
      guard case .success(let batch) = translation else {
        rejected += 1
        if !corrupted { Issue.record("\(context): a batch that fits was rejected") }
        continue
      }
      translated += 1
      let rows = Self.apply(
        batch, to: change.old.labels, inserted: { "+" + change.new.labels[$0] },
        reloaded: { "~" + change.new.labels[$0] })
      // Every row is of the kind the new layout has there, and no old row shows twice.
      #expect(rows?.map(Self.kind) == change.new.labels.map(Self.kind), "\(context) -> \(batch)")
      let kept = rows?.filter { !$0.hasPrefix("+") }.map(Self.identity) ?? []
      #expect(Set(kept).count == kept.count, "\(context) -> \(batch)")
      guard !corrupted else { continue }
      #expect(rows == change.expectedRows, "\(context) -> \(batch)")
      // What the expected rows say the batch removes, inserts and reloads.
      let staying = Set(change.expectedRows.filter { !$0.hasPrefix("+") }.map(Self.identity))
      let removed = change.old.labels.indices.filter {
        !staying.contains(Self.identity(change.old.labels[$0]))
      }
      #expect(batch.removals == removed, "\(context) -> \(batch)")
      #expect(
        batch.insertions
          == change.expectedRows.indices.filter { change.expectedRows[$0].hasPrefix("+") },
        "\(context) -> \(batch)")
      #expect(
        batch.reloadedRows
          == change.expectedRows.indices.filter { change.expectedRows[$0].hasPrefix("~") },
        "\(context) -> \(batch)")
      #expect(batch.moveCount <= change.rowsThatMayMove, "\(context) -> \(batch)")
    }
    // Both kinds of batch are exercised.
    #expect(translated > 60 && rejected > 10, "seed \(seed): \(translated) / \(rejected)")
  }

  /// A row's label without its mark: `H3`, `I5v1`, `F3`.
  private static func unmarked(_ label: String) -> Substring {
    label.drop { $0 == "+" || $0 == "~" }
  }

  /// What a row shows: a group row (`H`), an item (`I`) or a footer row (`F`).
  private static func kind(_ label: String) -> Character? { unmarked(label).first }

  /// A row's identity, whatever its version: `H3`, `I5`, `F3`.
  private static func identity(_ label: String) -> String {
    String(unmarked(label).prefix { $0 != "v" })
  }

  /// Applies a row batch to an array of rows the way `NSTableView` does: each operation in
  /// order (removals as indexes before it, insertions as indexes after it), then the reloads;
  /// `nil` when an operation names a row the array does not have.
  private static func apply(
    _ batch: RowBatch, to old: [String], inserted: (Int) -> String, reloaded: (Int) -> String
  ) -> [String]? {
    var rows = old
    for operation in batch.operations {
      switch operation {
      case .remove(let indexes):
        guard Set(indexes).count == indexes.count, indexes.allSatisfy(rows.indices.contains)
        else { return nil }
        rows = rows.indices.filter { !indexes.contains($0) }.map { rows[$0] }
      case .move(let from, let to):
        guard rows.indices.contains(from), rows.indices.contains(to) else { return nil }
        let row = rows.remove(at: from)
        rows.insert(row, at: to)
      case .insert(let indexes):
        let count = rows.count + indexes.count
        guard Set(indexes).count == indexes.count, indexes.allSatisfy({ $0 >= 0 && $0 < count })
        else { return nil }
        var remaining = rows.makeIterator()
        rows = (0..<count).compactMap { indexes.contains($0) ? inserted($0) : remaining.next() }
      }
    }
    for row in batch.reloadedRows {
      guard rows.indices.contains(row) else { return nil }
      rows[row] = reloaded(row)
    }
    return rows
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
