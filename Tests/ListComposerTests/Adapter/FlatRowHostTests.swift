import ListComposer
import ListComposerAdapter
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// The portable host `NSTableView`'s bridge forwards to, driven on Linux through a look-alike of
/// a table without sections: every change a composition publishes reaches the rows as sequential
/// row operations that leave the table showing what a reload would, headers become group rows,
/// and selection and display events reach the owning source.
@MainActor
@Suite struct FlatRowHostTests {
  final class RowCell {
    var text = ""
  }

  struct Item: Identifiable, DiffIdentifiable, ContentEquatable, Equatable {
    let id: Int
    var value: Int
  }

  /// A table of rows without sections that applies row operations one after another, as
  /// `NSTableView` does, and fails on a row it does not have.
  final class RowTable: FlatRowView {
    var rows: [String] = []
    var isReadyForAnimatedUpdates = true
    var selectedRows: Set<Int> = []
    var reloads = 0
    var batches: [RowBatch] = []
    var messages: [String] = []
    var registered: Set<String> = []
    weak var host: FlatRowHost?

    func render(_ row: Int) -> String {
      guard let host else { return "?" }
      let cell = host.view(
        forRow: row, as: RowCell.self,
        title: { title in
          let cell = RowCell()
          cell.text = "# \(title)"
          return cell
        },
        placeholder: {
          let cell = RowCell()
          cell.text = "placeholder"
          return cell
        })
      return cell.text
    }

    func renderAll() -> [String] {
      guard let host else { return [] }
      return (0..<host.numberOfRows()).map(render)
    }

    func reloadData() {
      reloads += 1
      rows = renderAll()
    }

    func applyRowBatch(_ batch: RowBatch, animation: ListAnimation) {
      batches.append(batch)
      rows = batch.applied(to: rows, inserted: render, reloaded: render) ?? ["invalid batch"]
    }

    func registerCell(_ registration: CellRegistration) throws {
      registered.insert(registration.reuseIdentifier)
    }

    func dequeueCell(withReuseIdentifier reuseIdentifier: String) throws -> AnyObject {
      guard registered.contains(reuseIdentifier) else {
        throw RowBatchError("nothing registered for \(reuseIdentifier)")
      }
      return RowCell()
    }

    func visibleCell(atRow row: Int) -> AnyObject? { nil }

    func log(_ message: String) {
      messages.append(message)
    }
  }

  /// A table, its host and an adapter for a source.
  struct Shown {
    let table: RowTable
    let host: FlatRowHost
    let adapter: ListAdapter
  }

  func show(_ source: some DataSource) throws -> Shown {
    let table = RowTable()
    let host = FlatRowHost(view: table)
    table.host = host
    let adapter = try ListAdapter(source: source, view: host)
    host.adapter = adapter
    adapter.reloadData()
    return Shown(table: table, host: host, adapter: adapter)
  }

  func items(_ sections: [ListSection<Item>]) -> ArrayDataSource<Item, RowCell> {
    ArrayDataSource(sections: sections, cell: RowCell.self) { cell, item in
      cell.text = "\(item.id).\(item.value)"
    }
  }

  @Test func headersBecomeGroupRowsAndRowsMapBack() throws {
    let contacts = items([ListSection(header: "Contacts", items: [Item(id: 1, value: 0)])])
    let messages = items([ListSection(items: [Item(id: 2, value: 0), Item(id: 3, value: 0)])])
    let screen = try SectionedDataSource([contacts, messages])
    let shown = try show(screen)
    #expect(shown.table.rows == ["# Contacts", "1.0", "2.0", "3.0"])
    #expect(shown.host.isGroupRow(0))
    #expect(!shown.host.isGroupRow(1))
    #expect(shown.host.content(ofRow: 3) == .item(ListPosition(section: 1, item: 1)))
  }

  @Test func selectionReachesTheOwningSourceAndSkipsGroupRows() throws {
    let messages = items([
      ListSection(header: "Inbox", items: [Item(id: 1, value: 0), Item(id: 2, value: 0)])
    ])
    var selected: [Int] = []
    messages.onSelect = { item, _ in selected.append(item.id) }
    var events: [ItemEvent] = []
    let shown = try show(messages)
    shown.adapter.onItemEvent = { event, _, _ in events.append(event) }
    shown.table.selectedRows = [0, 2]
    shown.host.selectionDidChange()
    #expect(selected == [2])
    shown.table.selectedRows = [1]
    shown.host.selectionDidChange()
    #expect(selected == [2, 1])
    #expect(events == [.select, .deselect, .select])
  }

  @Test func aTableNotOnScreenIsReloadedInstead() throws {
    let messages = items([ListSection(items: [Item(id: 1, value: 0)])])
    let shown = try show(messages)
    shown.table.isReadyForAnimatedUpdates = false
    let reloads = shown.table.reloads
    try messages.append(Item(id: 2, value: 0))
    #expect(shown.table.batches.isEmpty)
    #expect(shown.table.reloads == reloads + 1)
    #expect(shown.table.rows == ["1.0", "2.0"])
  }

  @Test func aCellThatLeftWithItsRowStillReachesItsItem() throws {
    let messages = items([ListSection(items: [Item(id: 1, value: 0)])])
    var ended: [Int] = []
    messages.onEvent = { event in
      if event.kind == .didEndDisplaying { ended.append(event.model.id) }
    }
    let shown = try show(messages)
    let cell = RowCell()
    shown.host.handle(.willDisplay, atRow: 0, cell: cell)
    _ = try messages.remove(at: ListPosition(section: 0, item: 0))
    // NSTableView reports a removed row as -1.
    shown.host.handle(.didEndDisplaying, atRow: -1, cell: cell)
    #expect(ended == [1])
  }

  @Test(arguments: [UInt64(101), 102, 103, 104, 105, 106])
  func everyPublishedChangeLeavesTheRowsAReloadWouldShow(seed: UInt64) throws {
    print("FlatRowHostTests.everyPublishedChangeLeavesTheRowsAReloadWouldShow seed \(seed)")
    var random = SeededGenerator(seed: seed)
    var nextID = 0
    func randomSections() -> [ListSection<Item>] {
      (0..<Int.random(in: 0...3, using: &random)).map { index in
        let header = Bool.random(using: &random) ? "S\(Int.random(in: 0...4, using: &random))" : nil
        return ListSection(
          header: header,
          items: (0..<Int.random(in: 0...4, using: &random)).map { _ in
            nextID += 1
            return Item(id: Int.random(in: 0...(nextID + 6), using: &random), value: index)
          })
      }
    }
    func unique(_ sections: [ListSection<Item>]) -> [ListSection<Item>] {
      var seen = Set<Int>()
      return sections.map { section in
        var section = section
        section.items = section.items.filter { seen.insert($0.id).inserted }
        return section
      }
    }
    let first = items(unique(randomSections()))
    let second = items(unique(randomSections()))
    let screen = try SectionedDataSource([first, second])
    let shown = try show(screen)
    for round in 0..<40 {
      let target = Bool.random(using: &random) ? first : second
      switch Int.random(in: 0..<4, using: &random) {
      case 0 where target.numberOfSections > 0:
        try target.append(Item(id: 1000 + round, value: 0))
      case 1 where target.items.count > 0 && target.numberOfItems(inSection: 0) > 0:
        _ = try target.remove(at: ListPosition(section: 0, item: 0))
      default:
        target.setSections(unique(randomSections()))
      }
      #expect(
        shown.table.rows == shown.table.renderAll(),
        "seed \(seed) round \(round): \(shown.table.batches.last.map { "\($0)" } ?? "no batch")")
      #expect(shown.table.messages.isEmpty, "seed \(seed) round \(round)")
    }
    // The rounds animated: not every change fell back to a reload.
    #expect(shown.table.batches.count > 10, "seed \(seed)")
  }
}
