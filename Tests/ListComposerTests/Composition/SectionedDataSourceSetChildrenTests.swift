import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Replacing a composition's children diffs them by identity: one valid batch of section (or
/// item) deletes, inserts and minimal moves, and kept children keep their cells.
@MainActor
@Suite struct SectionedDataSourceSetChildrenTests {
  typealias Source = ArrayDataSource<Row, HeadlessTableViewCell>

  /// A source whose sections hold rows with the given identifiers.
  func source(_ sections: [[Int]]) -> Source {
    ArrayDataSource(
      sections: sections.map { ListSection(items: $0.map { Row(id: $0, content: 0) }) },
      cell: HeadlessTableViewCell.self
    ) { $0.textLabel = $1.text }
  }

  @Test func sectionedLayoutDeletesInsertsAndMovesTheChildrensSections() throws {
    let (a, b, c, d, e) = (
      source([[1], [2]]), source([[3]]), source([[4]]), source([[5]]), source([[6]])
    )
    let screen = try SectionedDataSource([a, b, c, d])
    let host = try HostProbe.table(showing: screen)
    let cellsBefore = host.cellsByIdentifier(of: screen)

    let update = try screen.setChildren([b, e, d, a])

    // Sections were a: 0, 1; b: 2; c: 3; d: 4. Now b: 0; e: 1; d: 2; a: 3, 4. b and d keep
    // their order, so only a moves.
    #expect(
      update.batch
        == BatchUpdate(
          deletedSections: [3], insertedSections: [1],
          movedSections: [SectionMove(from: 0, to: 3), SectionMove(from: 1, to: 4)]))
    #expect(host.log().map(\.update) == update.batches)
    #expect(host.allAccepted)
    #expect(host.mismatches(with: screen).isEmpty)
    let cellsAfter = host.cellsByIdentifier(of: screen)
    for id in [1, 2, 3, 5] {
      #expect(cellsBefore[AnyHashable(id)] === cellsAfter[AnyHashable(id)], "row \(id)")
    }
    #expect(!c.updates.hasParent && e.updates.hasParent)
    #expect(CompositionLaws.violations(in: screen).isEmpty)
  }

  @Test func linearLayoutDeletesInsertsAndMovesTheChildrensItems() throws {
    let (a, b, c, d, e) = (
      source([[1], [2]]), source([[3]]), source([[4]]), source([[5]]), source([[6]])
    )
    let screen = try SectionedDataSource([a, b, c, d], layout: .linear)
    let host = try HostProbe.table(showing: screen)

    let update = try screen.setChildren([b, e, d, a])

    func item(_ index: Int) -> ListPosition { ListPosition(section: 0, item: index) }
    #expect(
      update.batch
        == BatchUpdate(
          deletedItems: [item(3)], insertedItems: [item(1)],
          movedItems: [ItemMove(from: item(0), to: item(3)), ItemMove(from: item(1), to: item(4))]))
    #expect(host.log().map(\.update) == update.batches)
    #expect(host.allAccepted)
    #expect(host.mismatches(with: screen).isEmpty)
  }

  @Test func unchangedChildrenPublishNothing() throws {
    let (a, b) = (source([[1]]), source([[2]]))
    let screen = try SectionedDataSource([a, b])
    let host = try HostProbe.table(showing: screen)
    #expect(try screen.setChildren([a, AnyDataSource(b)]).isEmpty)
    #expect(host.log().isEmpty)
    #expect(identities(screen.children.map(\.base)) == identities([a, b]))
  }

  @Test func invalidChildrenThrowAndChangeNothing() throws {
    let (a, b, stranger) = (source([[1]]), source([[2]]), source([[3]]))
    let screen = try SectionedDataSource([a, b])
    let outer = try SectionedDataSource([screen])
    let other = try SectionedDataSource([stranger])
    let host = try HostProbe.table(showing: outer)
    let typeName = "ArrayDataSource<Row, HeadlessTableViewCell>"

    #expect(throws: ListError.alreadyComposed(child: typeName)) {
      try screen.setChildren([b, a, b])
    }
    #expect(throws: ListError.alreadyComposed(child: typeName)) {
      try screen.setChildren([a, stranger])
    }
    #expect(throws: ListError.compositionCycle("SectionedDataSource")) {
      try screen.setChildren([outer])
    }
    #expect(throws: ListError.compositionCycle("SectionedDataSource")) {
      try screen.setChildren([a, screen])
    }
    #expect(identities(screen.children.map(\.base)) == identities([a, b]))
    #expect(host.log().isEmpty)
    #expect(a.updates.hasParent && b.updates.hasParent && other.children.count == 1)
    #expect(CompositionLaws.violations(in: outer).isEmpty)
  }

  @Test func removedChildrenStopReportingAndMayJoinAnotherComposition() throws {
    let (a, b) = (source([[1]]), source([[2]]))
    let screen = try SectionedDataSource([a, b])
    let host = try HostProbe.table(showing: screen)
    try screen.setChildren([b])
    #expect(host.log().count == 1)
    a.setItems([Row(id: 7, content: 0)])
    #expect(host.log().count == 1)
    _ = try SectionedDataSource([a])
    // The kept child now reports from its new index.
    let published = b.setItems([Row(id: 2, content: 1), Row(id: 8, content: 0)])
    #expect(published.batches.map(\.description) == ["reload items [0, 0]", "insert items [0, 1]"])
    #expect(host.log().suffix(2).map(\.update) == published.batches)
    #expect(host.allAccepted)
    #expect(host.mismatches(with: screen).isEmpty)
  }

  @Test(arguments: Array(UInt64(1)...25))
  func randomChildListsPassAStrictTableView(seed: UInt64) throws {
    try checkRandomChildLists(seed: seed, cell: HeadlessTableViewCell.self) {
      try HostProbe.table(showing: $0)
    }
  }

  @Test(arguments: Array(UInt64(1)...25))
  func randomChildListsPassAStrictCollectionView(seed: UInt64) throws {
    try checkRandomChildLists(seed: seed, cell: HeadlessCollectionViewCell.self) {
      try HostProbe.collection(showing: $0)
    }
  }

  /// Replaces the children of random compositions in a random screen 8 times, each followed by
  /// new data for a random leaf, and checks the host after each.
  func checkRandomChildLists<Cell: HeadlessReusableCell>(
    seed: UInt64, cell: Cell.Type, host makeHost: (SectionedDataSource) throws -> HostProbe
  ) throws {
    var random = ScreenGenerator(seed: seed, knobs: .rows)
    let screen = try random.deepComposition(depth: 3) { $0.rowLeaf(Cell.self) }
    let host = try makeHost(screen)
    for step in 0..<8 {
      let context = "seed \(seed), step \(step), \(host.name)"
      let compositions = allCompositions(of: screen)
      let target = compositions[Int.random(in: compositions.indices, using: &random.generator)]
      let old = target.children.map(\.base)
      var next = old.filter { _ in Int.random(in: 0..<4, using: &random.generator) > 0 }
      for _ in 0..<Int.random(in: 0...2, using: &random.generator) where next.count > 1 {
        next.swapAt(
          Int.random(in: next.indices, using: &random.generator),
          Int.random(in: next.indices, using: &random.generator))
      }
      for _ in 0..<Int.random(in: 0...2, using: &random.generator) {
        next.insert(
          try random.child(depth: 1) { $0.rowLeaf(Cell.self) },
          at: Int.random(in: 0...next.count, using: &random.generator))
      }
      let isKept = { (child: any DataSource) in next.contains { $0 === child } }
      let removed = old.filter { !isKept($0) }
      let keptRows: Set<AnyHashable> = Set(
        old.filter(isKept).flatMap { rowLeaves(of: AnyDataSource($0), cell: Cell.self) }
          .flatMap { $0.items.map { AnyHashable($0.id) } })
      let cellsBefore = host.cellsByIdentifier(of: screen)
      let logCount = host.log().count

      let update = try target.setChildren(next)

      #expect(identities(target.children.map(\.base)) == identities(next), "\(context)")
      let records = Array(host.log().dropFirst(logCount))
      #expect(records.map(\.update) == update.batches, "\(context)")
      for record in records where !record.succeeded {
        Issue.record("\(context): \(record.update) rejected: \(record.error?.description ?? "")")
      }
      let mismatches = host.mismatches(with: screen)
      #expect(mismatches.isEmpty, "\(context): \(mismatches)")
      let cellsAfter = host.cellsByIdentifier(of: screen)
      let replaced = keptRows.filter {
        cellsBefore[$0] == nil || cellsBefore[$0] !== cellsAfter[$0]
      }
      #expect(replaced.isEmpty, "\(context): cells of kept children replaced for \(replaced)")
      #expect(!removed.contains { $0.updates.hasParent }, "\(context)")
      #expect(!target.children.contains { !$0.updates.hasParent }, "\(context)")
      let violations = CompositionLaws.violations(in: screen)
      #expect(violations.isEmpty, "\(context): \(violations)")

      // Kept and new children report from their new index; removed ones reach no host.
      let leaves = rowLeaves(of: AnyDataSource(screen), cell: Cell.self)
      if !leaves.isEmpty {
        let leaf = leaves[Int.random(in: leaves.indices, using: &random.generator)]
        let count = host.log().count
        let published = leaf.setSections(random.newSections(from: leaf.sections))
        #expect(Array(host.log().dropFirst(count).map(\.update)) == published.batches, "\(context)")
        #expect(host.allAccepted, "\(context)")
        #expect(host.mismatches(with: screen).isEmpty, "\(context): leaf after setChildren")
      }
      for leaf in removed.flatMap({ rowLeaves(of: AnyDataSource($0), cell: Cell.self) }) {
        let count = host.log().count
        leaf.setSections([ListSection(items: [random.freshRow()])])
        #expect(host.log().count == count, "\(context): a removed child reached the host")
      }
    }
  }
}

/// Every composition of a tree, the root first.
@MainActor
func allCompositions(of composition: SectionedDataSource) -> [SectionedDataSource] {
  [composition]
    + composition.children.flatMap { child in
      (child.base as? SectionedDataSource).map(allCompositions(of:)) ?? []
    }
}

/// The object identities of sources, for comparing lists of children.
@MainActor
func identities(_ sources: [any DataSource]) -> [ObjectIdentifier] {
  sources.map { ObjectIdentifier($0) }
}
