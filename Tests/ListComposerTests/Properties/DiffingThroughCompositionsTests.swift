import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// New data for one leaf of a random nested composition reaches a strict headless host as the
/// leaf's staged batches in global positions: every batch is accepted, the host shows the
/// source's data, and no other leaf's cell is replaced.
@MainActor
@Suite struct DiffingThroughCompositionsTests {
  @Test(arguments: Array(UInt64(1)...30))
  func randomChildUpdatesPassAStrictTableView(seed: UInt64) throws {
    _ = try checkRandomChildUpdates(seed: seed, cell: HeadlessTableViewCell.self) {
      try HostProbe.table(showing: $0)
    }
  }

  @Test(arguments: Array(UInt64(1)...30))
  func randomChildUpdatesPassAStrictCollectionView(seed: UInt64) throws {
    _ = try checkRandomChildUpdates(seed: seed, cell: HeadlessCollectionViewCell.self) {
      try HostProbe.collection(showing: $0)
    }
  }

  /// The random updates exercise every kind of operation the diff produces, so the checks above
  /// cover each of them through both layouts.
  @Test func randomChildUpdatesCoverEveryKindOfOperation() throws {
    var tally = OperationTally()
    for seed in UInt64(1)...30 {
      tally.add(
        try checkRandomChildUpdates(seed: seed, cell: HeadlessTableViewCell.self) {
          try HostProbe.table(showing: $0)
        })
    }
    #expect(tally.missing.isEmpty, "never published: \(tally.missing)")
  }

  /// Applies 12 random new data sets to random leaves and checks the host after each; returns
  /// what the published batches contained.
  func checkRandomChildUpdates<Cell: HeadlessReusableCell>(
    seed: UInt64, cell: Cell.Type, host makeHost: (SectionedDataSource) throws -> HostProbe
  ) throws -> OperationTally {
    var random = ScreenGenerator(seed: seed, knobs: .rows)
    let screen = try random.deepComposition(depth: 3) { $0.rowLeaf(Cell.self) }
    let host = try makeHost(screen)
    let leaves = rowLeaves(of: AnyDataSource(screen), cell: Cell.self)
    try #require(!leaves.isEmpty, "seed \(seed)")
    #expect(host.mismatches(with: screen).isEmpty, "seed \(seed)")
    var tally = OperationTally()
    for step in 0..<12 {
      let index = Int.random(in: leaves.indices, using: &random.generator)
      let leaf = leaves[index]
      let context = "seed \(seed), step \(step), \(host.name), leaf \(index)"
      let others: Set<AnyHashable> = Set(
        leaves.indices.filter { $0 != index }.flatMap {
          leaves[$0].items.map { AnyHashable($0.id) }
        })
      let cellsBefore = host.cellsByIdentifier(of: screen)
      let logCount = host.log().count
      let old = leaf.sections
      var expected = random.newSections(from: old)
      let options = random.options()
      let published: [BatchUpdate]
      if let only = old.first, old.count == 1, expected.count == 1,
        Bool.random(using: &random.generator)
      {
        expected = [ListSection(header: only.header, items: expected[0].items, footer: only.footer)]
        published = leaf.setItems(expected[0].items, options: options).batches
      } else {
        published = leaf.setSections(expected, options: options).batches
      }
      tally.add(published)

      #expect(leaf.sections == expected, "\(context)")
      // An unchanged leaf publishes nothing; a changed one may too, when only empty sections
      // under a linear composition changed.
      if expected == old { #expect(published.isEmpty, "\(context): \(published)") }
      let records = Array(host.log().dropFirst(logCount))
      #expect(records.map(\.update) == published, "\(context)")
      for record in records where !record.succeeded {
        Issue.record("\(context): \(record.update) rejected: \(record.error?.description ?? "")")
      }
      let mismatches = host.mismatches(with: screen)
      #expect(mismatches.isEmpty, "\(context): \(mismatches)")
      let cellsAfter = host.cellsByIdentifier(of: screen)
      let replaced = others.filter { cellsBefore[$0] == nil || cellsBefore[$0] !== cellsAfter[$0] }
      #expect(replaced.isEmpty, "\(context): cells of other children replaced for \(replaced)")
      let violations = CompositionLaws.violations(in: screen)
      #expect(violations.isEmpty, "\(context): \(violations)")
    }
    return tally
  }
}

/// Which kinds of operations a set of batches contained.
struct OperationTally {
  var seen: Set<String> = []

  static let allKinds: [String] = [
    "deletedSections", "insertedSections", "reloadedSections", "movedSections", "deletedItems",
    "insertedItems", "reloadedItems", "reconfiguredItems", "movedItems",
  ]

  var missing: [String] { Self.allKinds.filter { !seen.contains($0) } }

  mutating func add(_ other: OperationTally) {
    seen.formUnion(other.seen)
  }

  mutating func add(_ updates: [BatchUpdate]) {
    for update in updates {
      let counts = [
        update.deletedSections.count, update.insertedSections.count,
        update.reloadedSections.count, update.movedSections.count, update.deletedItems.count,
        update.insertedItems.count, update.reloadedItems.count, update.reconfiguredItems.count,
        update.movedItems.count,
      ]
      for (kind, count) in zip(Self.allKinds, counts) where count > 0 { seen.insert(kind) }
    }
  }
}
