import HeadlessHost
import ListComposer
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

  @Test func setItemsPublishesEachStageWithItsData() throws {
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
      published.map(\.description) == [
        "delete items [0, 1]", "insert items [0, 2]; move items [0, 1]->[0, 0]",
      ])
    #expect(seen == [["Ada", "Katherine"], ["Katherine", "Ada", "Margaret"]])
    #expect(tableView.updateLog.map(\.update) == published)
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

    #expect(published.map(\.description) == ["move items [0, 0]->[1, 0]"])
    #expect(host.log().map(\.update) == published && host.allAccepted)
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
      published.map(\.description) == [
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

    #expect(published.map(\.description) == ["reconfigure items [0, 1]"])
    #expect(host.cellsByIdentifier(of: list).allSatisfy { cells[$0.key] === $0.value })
    #expect(host.mismatches(with: list).isEmpty)
  }

  @Test func aRecommendedReloadIsOneBatchOfSectionReloads() throws {
    let list = source([ListSection(header: "A", items: rows([1, 2, 3])), ListSection(items: [])])
    let host = try HostProbe.table(showing: list)

    let published = list.setSections(
      [ListSection(header: "A", items: rows([3, 2, 1, 4]))],
      options: DiffOptions(reloadThreshold: 2))

    #expect(published == [BatchUpdate(deletedSections: [1], reloadedSections: [0])])
    #expect(host.log().map(\.update) == published && host.allAccepted)
    #expect(host.mismatches(with: list).isEmpty)
  }

  @Test func setItemsGivesASourceWithoutSectionsOneAndMergesSeveralIntoOne() throws {
    let empty = source([])
    let emptyHost = try HostProbe.table(showing: empty)
    #expect(empty.setItems(rows([1])).map(\.description) == ["insert sections 0"])
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

  @Test func aChildsStagesArriveInTheRootsPositions() throws {
    let people = source([ListSection(items: rows([1, 2]))])
    let names = source([ListSection(items: rows([10, 11, 12]))])
    let screen = try SectionedDataSource([people, names], layout: .linear)
    let host = try HostProbe.table(showing: screen)
    let peopleCells = host.cellsByIdentifier(of: screen).filter { [1, 2].contains($0.key) }

    let published = names.setItems(rows([12, 10, 13]))

    // names starts at item 2 of the root's one section.
    #expect(
      published.map(\.description) == [
        "delete items [0, 3]", "insert items [0, 4]; move items [0, 3]->[0, 2]",
      ])
    #expect(host.log().map(\.update) == published && host.allAccepted)
    #expect(host.mismatches(with: screen).isEmpty)
    #expect(peopleCells.allSatisfy { host.cellsByIdentifier(of: screen)[$0.key] === $0.value })
  }
}
