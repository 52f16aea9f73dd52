import ListComposer
import ListComposerAdapter
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// The laws of the flat group-row mapping `NSTableView` is driven through: positions and rows
/// map both ways, and a batch translated into sequential row operations, applied to an array of
/// the old rows, gives the new rows, keeping every row that survives.
@Suite struct FlatRowMappingTests {
  @Test func theDocumentedExample() {
    let rows = FlatRowMapping(itemCounts: [2, 3], groupRows: [false, true])
    #expect(rows.numberOfRows == 6)
    #expect(rows.row(of: ListPosition(section: 1, item: 0)) == 3)
    #expect(rows.groupRow(ofSection: 1) == 2)
    #expect(rows.groupRow(ofSection: 0) == nil)
    #expect(rows.content(ofRow: 2) == .groupRow(section: 1))
    #expect(rows.content(ofRow: 6) == nil)
    #expect(rows.content(ofRow: -1) == nil)
    #expect(rows.row(of: ListPosition(section: 2, item: 0)) == nil)
    #expect(rows.row(of: ListPosition(section: 0, item: 2)) == nil)
    #expect(rows.description == "[2, +3]")
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func positionsAndRowsRoundTrip(seed: UInt64) {
    print("FlatRowMappingTests.positionsAndRowsRoundTrip seed \(seed)")
    var random = SeededGenerator(seed: seed)
    for _ in 0..<50 {
      let sections = Int.random(in: 0...6, using: &random)
      let counts = (0..<sections).map { _ in Int.random(in: 0...4, using: &random) }
      let flags = (0..<sections).map { _ in Bool.random(using: &random) }
      let rows = FlatRowMapping(itemCounts: counts, groupRows: flags)
      #expect(
        rows.numberOfRows == counts.reduce(0, +) + flags.filter { $0 }.count,
        "seed \(seed): \(rows)")
      // Row -> content -> row.
      for row in 0..<rows.numberOfRows {
        switch rows.content(ofRow: row) {
        case .groupRow(let section):
          #expect(rows.groupRow(ofSection: section) == row, "seed \(seed): \(rows) row \(row)")
        case .footerRow:
          Issue.record("seed \(seed): \(rows) has a footer row at \(row) but no footers")
        case .item(let position):
          #expect(rows.row(of: position) == row, "seed \(seed): \(rows) row \(row)")
        case nil:
          Issue.record("seed \(seed): \(rows) has no content at row \(row)")
        }
      }
      // Position -> row -> position, and rows in reading order.
      var expected = 0
      for section in 0..<sections {
        if flags[section] {
          #expect(rows.groupRow(ofSection: section) == expected, "seed \(seed): \(rows)")
          expected += 1
        }
        for item in 0..<counts[section] {
          let position = ListPosition(section: section, item: item)
          #expect(rows.row(of: position) == expected, "seed \(seed): \(rows) \(position)")
          #expect(rows.position(ofRow: expected) == position, "seed \(seed): \(rows)")
          expected += 1
        }
        #expect(rows.rows(ofSection: section)?.upperBound == expected, "seed \(seed): \(rows)")
      }
      #expect(rows.content(ofRow: rows.numberOfRows) == nil)
    }
  }

  /// With `footers`, sections also end with footer rows that come and go: every batch still
  /// takes the old rows to the new, a surviving footer row moving with its section.
  @Test(arguments: [UInt64(11), 12, 13, 14, 15, 16, 17, 18, 19, 20], [false, true])
  func translatedBatchesTakeTheOldRowsToTheNew(seed: UInt64, footers: Bool) throws {
    print("FlatRowMappingTests.translatedBatchesTakeTheOldRowsToTheNew seed \(seed) \(footers)")
    var random = SeededGenerator(seed: seed)
    for round in 0..<60 {
      let change = RandomFlatChange(using: &random, footers: footers)
      let batch = try change.old.mapping.rowBatch(for: change.update, to: change.new.mapping)
      let context = "seed \(seed) round \(round): \(change.update) on \(change.old.mapping)"
      // Inserted rows are marked `+`, reloaded ones `~`: a surviving row keeps its label.
      let applied = batch.applied(
        to: change.old.labels, inserted: { "+" + change.new.labels[$0] },
        reloaded: { "~" + change.new.labels[$0] })
      #expect(applied == change.expectedRows, "\(context) -> \(batch)")
      let moves = batch.operations.filter {
        if case .move = $0 { return true }
        return false
      }
      #expect(moves.count <= change.rowsThatMayMove, "\(context) -> \(batch)")
    }
  }

  @Test func footerRowsEndTheirSections() {
    let rows = FlatRowMapping(
      itemCounts: [2, 1, 0], groupRows: [true, false, false], footerRows: [true, false, true])
    #expect(rows.numberOfRows == 6)
    #expect(rows.footerRow(ofSection: 0) == 3)
    #expect(rows.footerRow(ofSection: 1) == nil)
    #expect(rows.footerRow(ofSection: 2) == 5)
    #expect(rows.content(ofRow: 3) == .footerRow(section: 0))
    #expect(rows.content(ofRow: 4) == .item(ListPosition(section: 1, item: 0)))
    #expect(rows.content(ofRow: 5) == .footerRow(section: 2))
    #expect(rows.position(ofRow: 3) == nil)
    #expect(rows.numberOfItems(inSection: 0) == 2)
    #expect(rows.numberOfItems(inSection: 2) == 0)
    #expect(rows.row(of: ListPosition(section: 0, item: 2)) == nil)
    #expect(rows.rows(ofSection: 0) == 0..<4)
    #expect(rows.description == "[+2+, 1, 0+]")
    // No footer anywhere: the same value, and the same rows, as without footer rows.
    #expect(
      FlatRowMapping(itemCounts: [2, 1], groupRows: [true, false], footerRows: [false, false])
        == FlatRowMapping(itemCounts: [2, 1], groupRows: [true, false]))
  }

  @Test(arguments: [UInt64(41), 42, 43, 44])
  func positionsAndRowsRoundTripWithFooterRows(seed: UInt64) {
    print("FlatRowMappingTests.positionsAndRowsRoundTripWithFooterRows seed \(seed)")
    var random = SeededGenerator(seed: seed)
    for _ in 0..<50 {
      let change = RandomFlatChange(using: &random, footers: true)
      let layout = change.old
      let rows = layout.mapping
      // Every label in reading order is where the mapping says.
      var expected: [String] = []
      for row in 0..<rows.numberOfRows {
        switch rows.content(ofRow: row) {
        case .groupRow(let section):
          #expect(rows.groupRow(ofSection: section) == row, "seed \(seed): \(rows) row \(row)")
          expected.append("H\(layout.sections[section].id)")
        case .footerRow(let section):
          #expect(rows.footerRow(ofSection: section) == row, "seed \(seed): \(rows) row \(row)")
          #expect(rows.rows(ofSection: section)?.last == row, "seed \(seed): \(rows) row \(row)")
          expected.append("F\(layout.sections[section].id)")
        case .item(let position):
          #expect(rows.row(of: position) == row, "seed \(seed): \(rows) row \(row)")
          let item = layout.sections[position.section].items[position.item]
          expected.append("I\(item.id)v\(item.version)")
        case nil:
          Issue.record("seed \(seed): \(rows) has no content at row \(row)")
        }
      }
      #expect(expected == layout.labels, "seed \(seed): \(rows)")
    }
  }

  @Test func aFooterRowComesAndGoesWithItsFooterAndMovesWithItsSection() throws {
    let old = FlatRowMapping(
      itemCounts: [1, 2], groupRows: [false, true], footerRows: [true, false])
    let new = FlatRowMapping(
      itemCounts: [2, 1], groupRows: [true, false], footerRows: [true, true])
    // The sections swap; old section 0 (now 1) gains nothing, old section 1 (now 0) gains a
    // footer row.
    let update = BatchUpdate(movedSections: [SectionMove(from: 0, to: 1)])
    let batch = try old.rowBatch(for: update, to: new)
    let applied = batch.applied(
      to: ["I0", "F0", "H1", "I1a", "I1b"], inserted: { "+\($0)" }, reloaded: { "~\($0)" })
    #expect(applied == ["H1", "I1a", "I1b", "+3", "I0", "F0"])
  }

  @Test func withoutMovesNoRowMoves() throws {
    let old = FlatRowMapping(itemCounts: [2, 3], groupRows: [true, true])
    let new = FlatRowMapping(itemCounts: [3, 2], groupRows: [true, false])
    let update = BatchUpdate(
      deletedItems: [ListPosition(section: 1, item: 0)],
      insertedItems: [ListPosition(section: 0, item: 0)])
    let batch = try old.rowBatch(for: update, to: new)
    // Section 1 loses its header: its group row (3) and its first item (4) go.
    #expect(batch.operations == [.remove([3, 4]), .insert([1])])
  }

  @Test func aReconfiguredItemIsReloadedWhereItEnds() throws {
    let old = FlatRowMapping(itemCounts: [3], groupRows: [true])
    let new = FlatRowMapping(itemCounts: [3], groupRows: [true])
    let update = BatchUpdate(
      reconfiguredItems: [ListPosition(section: 0, item: 0)],
      movedItems: [
        ItemMove(from: ListPosition(section: 0, item: 0), to: ListPosition(section: 0, item: 2))
      ])
    let batch = try old.rowBatch(for: update, to: new)
    #expect(batch.operations == [.move(from: 1, to: 3)])
    #expect(batch.reloadedRows == [3])
  }

  @Test func batchesThatDoNotFitAreRejectedWithTheirReason() {
    let old = FlatRowMapping(itemCounts: [2], groupRows: [false])
    let cases: [(BatchUpdate, FlatRowMapping, String)] = [
      (
        BatchUpdate(insertedItems: [ListPosition(section: 0, item: 0)]), old,
        "section 0 has 2 items before the batch and 2 after"
      ),
      (BatchUpdate(deletedSections: [1]), old, "deletes section 1"),
      (
        BatchUpdate(deletedItems: [ListPosition(section: 0, item: 5)]),
        FlatRowMapping(itemCounts: [1], groupRows: [false]), "item [0, 5]"
      ),
      (
        BatchUpdate(
          insertedSections: [0],
          movedItems: [
            ItemMove(from: ListPosition(section: 0, item: 0), to: ListPosition(section: 0, item: 0))
          ]),
        FlatRowMapping(itemCounts: [1, 1], groupRows: [false, false]), "moved into a section"
      ),
      (
        BatchUpdate(deletedSections: [0], reloadedSections: [0]),
        FlatRowMapping(), "more than one way"
      ),
    ]
    for (update, new, reason) in cases {
      #expect(throws: RowBatchError.self, "\(update)") { try old.rowBatch(for: update, to: new) }
      do {
        _ = try old.rowBatch(for: update, to: new)
      } catch {
        #expect(error.reason.contains(reason), "\(error.reason)")
      }
    }
  }

  @Test func extremeCountsAreClampedAndAHugeListStillTranslates() throws {
    // Issue 20, item 9: Int.max used to overflow the running total, and a list of more than
    // 2^24 rows was reloaded rather than translated while translating kept a slot per row.
    let huge = FlatRowMapping(itemCounts: [Int.max, 1, -5], groupRows: [true, false, true])
    #expect(huge.numberOfItems(inSection: 0) == ListLimits.maximumCount)
    #expect(huge.numberOfItems(inSection: 2) == 0)
    #expect(huge.numberOfRows == ListLimits.maximumCount + 3)
    let grown = FlatRowMapping(itemCounts: [Int.max, 2, -5], groupRows: [true, false, true])
    let insert = BatchUpdate(insertedItems: [ListPosition(section: 1, item: 1)])
    let batch = try huge.rowBatch(for: insert, to: grown)
    #expect(batch.operations == [.insert([ListLimits.maximumCount + 2])])
  }
}

/// Sections as a flat view shows them: labels of group rows and items.
struct FlatLayout {
  struct Section {
    var id: Int
    var header: Bool
    var items: [(id: Int, version: Int)]
    var footer = false
  }

  var sections: [Section]

  var mapping: FlatRowMapping {
    FlatRowMapping(
      itemCounts: sections.map(\.items.count), groupRows: sections.map(\.header),
      footerRows: sections.map(\.footer))
  }

  var labels: [String] {
    sections.flatMap { section in
      (section.header ? ["H\(section.id)"] : []) + section.items.map { "I\($0.id)v\($0.version)" }
        + (section.footer ? ["F\(section.id)"] : [])
    }
  }
}

/// A random layout and a random batch of every kind of change to it, with the rows expected
/// after it: `+` for a row the batch inserts, `~` for one it configures again in place. With
/// `footers`, sections also end with footer rows, which appear and disappear at random; without,
/// the layouts and batches are those drawn before footers existed.
struct RandomFlatChange {
  var old: FlatLayout
  var new: FlatLayout
  var update = BatchUpdate()
  var expectedRows: [String] = []
  /// Rows of moved sections and moved items: at most these rows need a move.
  var rowsThatMayMove = 0

  private enum Origin {
    case kept(Int)
    case moved(Int)
    case reloaded(Int)
    case inserted
  }

  /// What became of an item of a section that keeps its items.
  private enum Fate {
    case kept(ListPosition)
    case moved(ListPosition)
    case reconfigured(ListPosition)
    case reloaded, inserted

    var mark: String {
      switch self {
      case .kept, .moved: ""
      case .reconfigured: "~"
      case .reloaded, .inserted: "+"
      }
    }
  }

  private struct Entry {
    var id: Int
    var version: Int
    var fate: Fate
  }

  init(using random: inout SeededGenerator, footers: Bool = false) {
    var nextID = 0
    func freshID() -> Int {
      nextID += 1
      return nextID
    }
    func freshItems(_ count: Int) -> [(id: Int, version: Int)] {
      (0..<count).map { _ in (freshID(), 0) }
    }
    let oldSections = (0..<Int.random(in: 0...5, using: &random)).map { _ in
      FlatLayout.Section(
        id: freshID(), header: Bool.random(using: &random),
        items: freshItems(Int.random(in: 0...4, using: &random)),
        footer: footers && Bool.random(using: &random))
    }
    old = FlatLayout(sections: oldSections)

    // Sections: deleted, reloaded, moved or kept; then insertions.
    var origins: [Origin] = []
    var movedOut: [Int] = []
    for index in oldSections.indices {
      switch Int.random(in: 0..<20, using: &random) {
      case 0..<3: update.deletedSections.append(index)
      case 3..<5: origins.append(.reloaded(index))
      case 5..<8: movedOut.append(index)
      default: origins.append(.kept(index))
      }
    }
    for index in movedOut {
      origins.insert(.moved(index), at: Int.random(in: 0...origins.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      origins.insert(.inserted, at: Int.random(in: 0...origins.count, using: &random))
    }

    // Items of the sections that keep theirs: deleted, moved, reloaded, reconfigured or kept.
    // A moved section takes its items along unchanged.
    var newItems: [[Entry]] = []
    var carried: [Entry] = []
    for origin in origins {
      switch origin {
      case .moved(let index):
        newItems.append(
          oldSections[index].items.enumerated().map { item, value in
            Entry(
              id: value.id, version: value.version,
              fate: .kept(ListPosition(section: index, item: item)))
          })
      case .kept(let index):
        var entries: [Entry] = []
        for (item, value) in oldSections[index].items.enumerated() {
          let from = ListPosition(section: index, item: item)
          switch Int.random(in: 0..<20, using: &random) {
          case 0..<3: update.deletedItems.append(from)
          case 3..<5:
            carried.append(Entry(id: value.id, version: value.version, fate: .moved(from)))
          case 5..<7:
            update.reloadedItems.append(from)
            entries.append(Entry(id: value.id, version: value.version + 1, fate: .reloaded))
          case 7..<9:
            update.reconfiguredItems.append(from)
            entries.append(
              Entry(id: value.id, version: value.version + 1, fate: .reconfigured(from)))
          default:
            entries.append(Entry(id: value.id, version: value.version, fate: .kept(from)))
          }
        }
        newItems.append(entries)
      case .reloaded, .inserted:
        newItems.append([])
      }
    }
    let receivers = origins.indices.filter {
      switch origins[$0] {
      case .kept, .moved: true
      case .reloaded, .inserted: false
      }
    }
    for entry in carried {
      guard !receivers.isEmpty else {
        if case .moved(let from) = entry.fate { update.deletedItems.append(from) }
        continue
      }
      let section = receivers[Int.random(in: 0..<receivers.count, using: &random)]
      newItems[section].insert(
        entry, at: Int.random(in: 0...newItems[section].count, using: &random))
    }
    for section in receivers where Bool.random(using: &random) {
      newItems[section].insert(
        Entry(id: freshID(), version: 0, fate: .inserted),
        at: Int.random(in: 0...newItems[section].count, using: &random))
    }

    // The new sections, their headers, and the batch in UIKit's index spaces.
    var newSections: [FlatLayout.Section] = []
    for (section, origin) in origins.enumerated() {
      switch origin {
      case .kept(let index), .moved(let index):
        let before = oldSections[index]
        var header = before.header
        if Int.random(in: 0..<6, using: &random) == 0 { header.toggle() }
        if header { expectedRows.append((before.header ? "" : "+") + "H\(before.id)") }
        var footer = before.footer
        if footers, Int.random(in: 0..<6, using: &random) == 0 { footer.toggle() }
        if case .moved = origin {
          update.movedSections.append(SectionMove(from: index, to: section))
          rowsThatMayMove += before.items.count + (footers ? 2 : 1)
        }
        newSections.append(
          FlatLayout.Section(
            id: before.id, header: header, items: newItems[section].map { ($0.id, $0.version) },
            footer: footer))
        for (item, entry) in newItems[section].enumerated() {
          let to = ListPosition(section: section, item: item)
          expectedRows.append(entry.fate.mark + "I\(entry.id)v\(entry.version)")
          switch entry.fate {
          case .inserted: update.insertedItems.append(to)
          case .moved(let from):
            update.movedItems.append(ItemMove(from: from, to: to))
            rowsThatMayMove += 1
          case .kept, .reconfigured, .reloaded: break
          }
        }
        if footer { expectedRows.append((before.footer ? "" : "+") + "F\(before.id)") }
      case .reloaded, .inserted:
        if case .reloaded(let index) = origin {
          update.reloadedSections.append(index)
        } else {
          update.insertedSections.append(section)
        }
        let added = FlatLayout.Section(
          id: freshID(), header: Bool.random(using: &random),
          items: freshItems(Int.random(in: 0...3, using: &random)),
          footer: footers && Bool.random(using: &random))
        newSections.append(added)
        if added.header { expectedRows.append("+H\(added.id)") }
        expectedRows += added.items.map { "+I\($0.id)v\($0.version)" }
        if added.footer { expectedRows.append("+F\(added.id)") }
      }
    }
    new = FlatLayout(sections: newSections)
  }

}
