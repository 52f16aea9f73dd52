import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// `setItems` and `setSections` publish a diff's stages one batch at a time, with the data at
/// each stage, so a strict host accepts them.
@MainActor
@Suite struct ArrayDataSourceDiffingTests {
  typealias Source = ArrayDataSource<Row, HeadlessTableViewCell>

  func source(_ sections: [ListSection<Row>]) -> Source {
    ArrayDataSource(sections: sections, cell: HeadlessTableViewCell.self) { $0.textLabel = $1.text }
  }

  func rows(_ ids: [Int], content: Int = 0) -> [Row] {
    ids.map { Row(id: $0, content: content) }
  }

  @Test func setItemsPublishesDeletesInsertsAndMovesAsOneBatchWithItsData() throws {
    let names = ArrayDataSource<String, HeadlessTableViewCell>(
      ["Ada", "Grace", "Katherine"], cell: HeadlessTableViewCell.self
    ) { $0.textLabel = $1 }
    let tableView = HeadlessTableView(options: HostProbe.strictOptions)
    // Shown without observing: the observer below applies each stage itself.
    try tableView.display(names)
    var seen: [[String]] = []
    names.updates.observe(by: tableView) { [weak tableView] update in
      seen.append(names.items)
      try? tableView?.performBatchUpdates(update)
    }

    let published = names.setItems(["Katherine", "Ada", "Margaret"])

    #expect(
      published.batches.map(\.description) == [
        "delete items [0, 1]; insert items [0, 2]; move items [0, 2]->[0, 0]"
      ])
    // The deletes and the inserts and moves are one batch, with the move from where Katherine
    // was before the delete.
    #expect(seen == [["Katherine", "Ada", "Margaret"]])
    #expect(tableView.updateLog.map(\.update) == published.batches)
    #expect(!tableView.updateLog.contains { $0.error != nil })
    #expect(tableView.visibleCells.map(\.textLabel) == ["Katherine", "Ada", "Margaret"])
  }

  @Test func setSectionsMovesItemsAcrossSections() throws {
    let mail = source([
      ListSection(header: "Unread", items: rows([1, 2])),
      ListSection(header: "Read", items: rows([3])),
    ])
    let host = try HostProbe.table(showing: mail)
    let moved = try #require(host.cell(ListPosition(section: 0, item: 0)))

    let published = mail.setSections([
      ListSection(header: "Unread", items: rows([2])),
      ListSection(header: "Read", items: rows([1, 3])),
    ])

    #expect(published.batches.map(\.description) == ["move items [0, 0]->[1, 0]"])
    #expect(host.log().map(\.update) == published.batches && host.allAccepted)
    #expect(host.cell(ListPosition(section: 1, item: 0)) === moved)
    #expect(host.mismatches(with: mail).isEmpty)
  }

  @Test func sectionsAreIdentifiedByHeaderAndReloadedWhenTheirFooterChanges() throws {
    let mail = source([
      ListSection(header: "A", items: rows([1])), ListSection(header: "B", items: rows([2])),
    ])
    let host = try HostProbe.table(showing: mail)

    let published = mail.setSections([
      ListSection(header: "B", items: rows([2]), footer: "1 item"),
      ListSection(header: "C", items: rows([1])),
    ])

    // A is deleted (its row 1 leaves with it and comes back in C), B moves, then reloads.
    #expect(
      published.batches.map(\.description) == [
        "delete sections 0", "insert sections 1", "reload sections 0",
      ])
    #expect(host.allAccepted && host.mismatches(with: mail).isEmpty)
  }

  @Test func unchangedItemsPublishNothingButKeepTheNewValues() throws {
    let list = source([ListSection(items: rows([1, 2]))])
    let host = try HostProbe.table(showing: list)
    #expect(list.setItems(rows([1, 2])).isEmpty)
    #expect(list.setSections([ListSection(items: rows([1, 2]))]).isEmpty)
    #expect(host.log().isEmpty)
  }

  @Test func reconfiguredRowsKeepTheirCellsAndShowTheNewContent() throws {
    let list = source([ListSection(items: rows([1, 2, 3]))])
    let host = try HostProbe.table(showing: list)
    let cells = host.cellsByIdentifier(of: list)

    let published = list.setItems(
      [Row(id: 1, content: 0), Row(id: 2, content: 5), Row(id: 3, content: 0)],
      options: DiffOptions(updateStyle: .reconfigure))

    #expect(published.batches.map(\.description) == ["reconfigure items [0, 1]"])
    #expect(host.cellsByIdentifier(of: list).allSatisfy { cells[$0.key] === $0.value })
    #expect(host.mismatches(with: list).isEmpty)
  }

  @Test func aRecommendedReloadIsOneBatchOfSectionReloads() throws {
    let list = source([ListSection(header: "A", items: rows([1, 2, 3])), ListSection(items: [])])
    let host = try HostProbe.table(showing: list)

    let published = list.setSections(
      [ListSection(header: "A", items: rows([3, 2, 1, 4]))],
      options: DiffOptions(reloadThreshold: 2))

    #expect(published.batches == [BatchUpdate(deletedSections: [1], reloadedSections: [0])])
    #expect(host.log().map(\.update) == published.batches && host.allAccepted)
    #expect(host.mismatches(with: list).isEmpty)
  }

  @Test func setItemsGivesASourceWithoutSectionsOneAndMergesSeveralIntoOne() throws {
    let empty = source([])
    let emptyHost = try HostProbe.table(showing: empty)
    #expect(empty.setItems(rows([1])).batches.map(\.description) == ["insert sections 0"])
    #expect(emptyHost.mismatches(with: empty).isEmpty)

    let two = source([
      ListSection(header: "A", items: rows([1]), footer: "f"),
      ListSection(header: "B", items: rows([2])),
    ])
    let twoHost = try HostProbe.table(showing: two)
    two.setItems(rows([2, 1]))
    #expect(two.sections == [ListSection(header: "A", items: rows([2, 1]), footer: "f")])
    #expect(twoHost.allAccepted && twoHost.mismatches(with: two).isEmpty)
  }

  /// Random replacements of one section among others, with deletes, inserts, moves and
  /// updates: the deletes share the batch of the inserts and moves, each move from its old
  /// position, and a strict view that compares every item's identity accepts every batch and
  /// keeps every surviving item's cell.
  @Test(arguments: [UInt64(61), 62, 63, 64, 65])
  func deletesInsertsAndMovesAreOneBatchThatAStrictViewAccepts(seed: UInt64) throws {
    print("ArrayDataSourceDiffingTests.deletesInsertsAndMovesAreOneBatch seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    let count = Int.random(in: 1...40, using: &generator)
    let old = (0..<count).map { Row(id: $0, content: 0) }
    var new: [Row] = []
    for row in old {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0, 1: continue  // deleted
      case 2: new.append(Row(id: row.id, content: 1))  // updated
      default: new.append(row)
      }
    }
    new.shuffle(using: &generator)
    for id in count..<(count + Int.random(in: 0...8, using: &generator)) {
      new.insert(Row(id: id, content: 0), at: Int.random(in: 0...new.count, using: &generator))
    }
    let names = source([
      ListSection(items: rows([-1, -2])), ListSection(items: old),
      ListSection(items: rows([-3])),
    ])
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.checksEveryItemIdentity = true
    options.visibleItemLimit = 1_000
    let tableView = HeadlessTableView(options: options)
    try tableView.attach(names)
    try tableView.layoutIfNeeded()
    let cells = Dictionary(
      uniqueKeysWithValues: old.indices.compactMap { item in
        tableView.cellForRow(at: ListPosition(section: 1, item: item)).map { (old[item].id, $0) }
      })

    let published = try names.setItems(new, inSection: 1)

    // At most the updates, then everything else.
    #expect(published.batches.count <= 2)
    #expect(published.batches.filter { !$0.deletedItems.isEmpty }.count <= 1)
    if let deleting = published.batches.first(where: { !$0.deletedItems.isEmpty }) {
      #expect(
        deleting.changeCount == deleting.deletedItems.count + deleting.insertedItems.count
          + deleting.movedItems.count)
    }
    #expect(tableView.updateLog.map(\.update) == published.batches)
    #expect(tableView.updateLog.allSatisfy { $0.succeeded && $0.warnings.isEmpty })
    #expect(
      tableView.visibleCells.map(\.textLabel)
        == (rows([-1, -2]) + new + rows([-3])).map(\.text))
    for (item, row) in new.enumerated() where row.content == 0 {
      guard let cell = cells[row.id] else { continue }
      #expect(tableView.cellForRow(at: ListPosition(section: 1, item: item)) === cell)
    }
  }

  @Test func aChildsStagesArriveInTheRootsPositions() throws {
    let people = source([ListSection(items: rows([1, 2]))])
    let names = source([ListSection(items: rows([10, 11, 12]))])
    let screen = try SectionedDataSource([people, names], layout: .linear)
    let host = try HostProbe.table(showing: screen)
    let peopleCells = host.cellsByIdentifier(of: screen).filter { [1, 2].contains($0.key) }

    let published = names.setItems(rows([12, 10, 13]))

    // names starts at item 2 of the root's one section.
    #expect(
      published.batches.map(\.description) == [
        "delete items [0, 3]; insert items [0, 4]; move items [0, 4]->[0, 2]"
      ])
    #expect(host.log().map(\.update) == published.batches && host.allAccepted)
    #expect(host.mismatches(with: screen).isEmpty)
    #expect(peopleCells.allSatisfy { host.cellsByIdentifier(of: screen)[$0.key] === $0.value })
  }
}
