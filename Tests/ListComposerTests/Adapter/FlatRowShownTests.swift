import HeadlessHost
import ListComposerTestSupport
import Testing

/// `FlatRowHost`, the portable host of `NSTableView`'s bridge, reports a batch on screen when
/// its row view completes the row operations (after their animation, for `NSTableView`).
@MainActor
@Suite struct FlatRowShownTests {
  final class RowCell {}

  /// Rows without sections that apply row operations at once and hold each batch's
  /// completion until the test ends its animation.
  final class AnimatingRows: FlatRowView {
    var rows: [String] = []
    var isReadyForAnimatedUpdates = true
    var selectedRows: Set<Int> = []
    var completions: [@MainActor () -> Void] = []
    weak var host: FlatRowHost?

    func content(ofRow row: Int) -> String {
      switch host?.content(ofRow: row) {
      case .item(let position)?: "\(position)"
      case .groupRow(let section)?: "# \(section)"
      case .footerRow(let section)?: "_ \(section)"
      case nil: "?"
      }
    }

    func reloadData() {
      rows = (0..<(host?.numberOfRows() ?? 0)).map(content(ofRow:))
    }

    func applyRowBatch(_ batch: RowBatch, animation: ListAnimation) {
      rows =
        batch.applied(to: rows, inserted: content(ofRow:), reloaded: content(ofRow:))
        ?? ["invalid batch"]
    }

    func applyRowBatch(
      _ batch: RowBatch, animation: ListAnimation, completion: @escaping @MainActor () -> Void
    ) {
      applyRowBatch(batch, animation: animation)
      completions.append(completion)
    }

    func finishAnimations() {
      while !completions.isEmpty { completions.removeFirst()() }
    }

    func registerCell(_ registration: CellRegistration) throws {}
    func dequeueCell(withReuseIdentifier reuseIdentifier: String) throws -> AnyObject {
      RowCell()
    }
    func visibleCell(atRow row: Int) -> AnyObject? { nil }
    func log(_ message: String) {}
  }

  func words(_ items: [String], header: String? = nil) -> ArrayDataSource<String, RowCell> {
    ArrayDataSource(items, cell: RowCell.self, header: header) { _, _ in }
  }

  @Test func aBatchIsShownWhenItsRowsAre() async throws {
    let child = words(["a"], header: "Inbox")
    let root = try SectionedDataSource([try SectionedDataSource([words(["p"]), child])])
    let rows = AnimatingRows()
    let host = FlatRowHost(view: rows)
    rows.host = host
    let adapter = try ListAdapter(source: root, view: host)
    host.adapter = adapter
    adapter.reloadData()
    #expect(rows.rows == ["[0, 0]", "# 1", "[1, 0]"])
    _ = try child.append("b")
    #expect(rows.rows == ["[0, 0]", "# 1", "[1, 0]", "[1, 1]"])
    var ran = false
    child.whenShown { ran = true }
    #expect(!ran)
    let waiter = await startWaiting {
      await child.shown()
      return rows.completions.count
    }
    rows.finishAnimations()
    #expect(ran)
    #expect(await waiter.value == 0)
  }

  @Test func aChangeWithoutRowsIsShownAtOnce() throws {
    // An empty section without a header has no rows: nothing to animate.
    let child = words([])
    let root = try SectionedDataSource([words(["p"])])
    let rows = AnimatingRows()
    let host = FlatRowHost(view: rows)
    rows.host = host
    let adapter = try ListAdapter(source: root, view: host)
    host.adapter = adapter
    adapter.reloadData()
    _ = try root.append(child)
    #expect(rows.completions.isEmpty)
    var ran = false
    child.whenShown { ran = true }
    #expect(ran)
    #expect(rows.rows == ["[0, 0]"])
  }
}
