import HeadlessHost
import ListComposerTestSupport
import Testing

/// `FlatRowHost`, the portable host of `NSTableView`'s bridge, routes a disclosure button's
/// row to the outline that shows it, skipping group rows, through a nested composition.
@MainActor
@Suite struct OutlineFlatRowTests {
  final class RowCell {}

  /// Rows that apply row operations at once and show each row's content.
  final class Rows: FlatRowView {
    var rows: [String] = []
    var isReadyForAnimatedUpdates = true
    var selectedRows: Set<Int> = []
    weak var host: FlatRowHost?

    func content(ofRow row: Int) -> String {
      switch host?.content(ofRow: row) {
      case .item(let position)?: "\(position)"
      case .groupRow(let section)?: "# \(section)"
      case .footerRow(let section)?: "_ \(section)"
      case nil: "?"
      }
    }

    func reloadData() { rows = (0..<(host?.numberOfRows() ?? 0)).map(content(ofRow:)) }

    func applyRowBatch(_ batch: RowBatch, animation: ListAnimation) {
      rows =
        batch.applied(to: rows, inserted: content(ofRow:), reloaded: content(ofRow:))
        ?? ["invalid batch"]
    }

    func applyRowBatch(
      _ batch: RowBatch, animation: ListAnimation, completion: @escaping @MainActor () -> Void
    ) {
      applyRowBatch(batch, animation: animation)
      completion()
    }

    func registerCell(_ registration: CellRegistration) throws {}
    func dequeueCell(withReuseIdentifier reuseIdentifier: String) throws -> AnyObject {
      RowCell()
    }
    func visibleCell(atRow row: Int) -> AnyObject? { nil }
    func log(_ message: String) {}
  }

  @Test func aDisclosureRowTogglesItsNodeAndGroupRowsAreNotOutlineRows() throws {
    let outline = try OutlineDataSource(sampleTree(), cell: RowCell.self) { _, _ in }
    let inbox = ArrayDataSource(["p"], cell: RowCell.self, header: "Inbox") { _, _ in }
    let root = try SectionedDataSource([try SectionedDataSource([inbox, outline])])
    let rows = Rows()
    let host = FlatRowHost(view: rows)
    rows.host = host
    let adapter = try ListAdapter(source: root, view: host)
    host.adapter = adapter
    adapter.reloadData()
    #expect(rows.rows == ["# 0", "[0, 0]", "[1, 0]", "[1, 1]", "[1, 2]"])

    // The group row and the inbox's row are not outline rows; nor is a row past the end.
    for row in [0, 1, 5, -1] {
      #expect(host.outlineItemState(atRow: row) == nil, "row \(row)")
      #expect(!host.toggleOutlineItem(atRow: row), "row \(row)")
      #expect(!host.expandOutlineItem(atRow: row), "row \(row)")
      #expect(!host.collapseOutlineItem(atRow: row), "row \(row)")
    }
    #expect(
      host.outlineItemState(atRow: 2)
        == OutlineItemState(level: 0, hasChildren: true, isExpanded: false))

    // Row 2 shows n1: its button shows n2 and n3 under it.
    #expect(host.toggleOutlineItem(atRow: 2))
    #expect(outline.isExpanded(1))
    // The batch's rows are inserted after n1's row (each labelled with its position then).
    #expect(rows.rows == ["# 0", "[0, 0]", "[1, 0]", "[1, 1]", "[1, 2]", "[1, 1]", "[1, 2]"])
    #expect(levels(host) == [nil, nil, 0, 1, 1, 0, 0])
    #expect(host.expandOutlineItem(atRow: 3))
    #expect(rows.rows.count == 9)
    #expect(levels(host) == [nil, nil, 0, 1, 2, 2, 1, 0, 0])
    #expect(host.collapseOutlineItem(atRow: 2))
    #expect(!outline.isExpanded(1))
    #expect(rows.rows == ["# 0", "[0, 0]", "[1, 0]", "[1, 1]", "[1, 2]"])
    #expect(levels(host) == [nil, nil, 0, 0, 0])
  }

  /// The level of every row's node, `nil` for rows that are not outline rows.
  func levels(_ host: FlatRowHost) -> [Int?] {
    (0..<host.numberOfRows()).map { host.outlineItemState(atRow: $0)?.level }
  }
}
