import HeadlessHost
import ListComposerTestSupport
import Testing

/// `SourceRowReader`, the chaos tests' oracle: it reads from a source, without a view, the rows
/// a new view shows for it, and answers nothing for a source it cannot read plainly, so that
/// the caller shows that source on a view instead.
@MainActor
@Suite struct SourceRowReaderTests {
  /// What a new strict view of the kind shows for the source, as `rows(_:)` writes it.
  func shown(_ source: some DataSource, on kind: ViewKind) throws -> String {
    let view = ViewUnderTest(kind, invalidUpdates: .throwError, checksItemIdentity: false)
    try view.display(source)
    return rows(view.render(showingLastUpdate: false))
  }

  /// Random nested screens (fixed seeds, in the failure message) through their random
  /// mutations, and each mutation's rows read anew.
  @Test(arguments: [ViewKind.strictTable, .strictCollection], [7, 8, 9] as [UInt64])
  func readsWhatANewViewShows(_ kind: ViewKind, seed: UInt64) throws {
    if kind.isTable {
      try readsAsAView(RandomScreen<TestRow>(seed: seed), kind)
    } else {
      try readsAsAView(RandomScreen<TestTile>(seed: seed + 100), kind)
    }
  }

  func readsAsAView<Cell: HeadlessReusableCell>(_ screen: RandomScreen<Cell>, _ kind: ViewKind)
    throws
  {
    let reader = SourceRowReader(kind, visibleItemLimit: 1_000)
    var earlier: String?
    var changes = 0
    for step in 0..<40 {
      let read = try #require(reader.rows(of: screen.root), "seed \(screen.seed), step \(step)")
      #expect(read == (try shown(screen.root, on: kind)), "seed \(screen.seed), step \(step)")
      if let earlier, earlier != read { changes += 1 }
      earlier = read
      _ = try? screen.randomMutation().perform()
    }
    #expect(changes > 20, "seed \(screen.seed): the rows read changed only \(changes) times")
  }

  @Test func readsTitlesFootersAndEmptySections() throws {
    let source = ArrayDataSource(
      sections: [
        ListSection(header: "Fruit", items: ["apple", "pear"], footer: "2 fruit"),
        ListSection(items: []),
        // What a render's rows leave out: the rest of a line from its first "  (".
        ListSection(header: "Nuts  (shelled)", items: ["", "a  (b)"], footer: "end"),
      ], cell: TextCell.self
    ) { cell, text in cell.textLabel = text }
    let read = try #require(SourceRowReader(.strictTable, visibleItemLimit: 10).rows(of: source))
    #expect(
      read == """
        HeadlessTableView: 3 sections, 4 rows
        == Section 0: Fruit ==
          [0, 0] apple
          [0, 1] pear
        -- 2 fruit --
        == Section 1 ==
        == Section 2: Nuts
          [2, 0] (empty)
          [2, 1] a
        -- end --
        """)
    #expect(read == (try shown(source, on: .strictTable)))
    let one = tiles(["x"])
    #expect(
      SourceRowReader(.strictCollection, visibleItemLimit: 1).rows(of: one)
        == "HeadlessCollectionView: 1 section, 1 item\n== Section 0 ==\n  [0, 0] x")
  }

  @Test func answersNothingForWhatItCannotReadPlainly() throws {
    // More rows than the view lays out: a view shows a window of them.
    #expect(
      SourceRowReader(.strictTable, visibleItemLimit: 2).rows(of: texts(["a", "b", "c"])) == nil)
    #expect(
      SourceRowReader(.strictTable, visibleItemLimit: 3).rows(of: texts(["a", "b", "c"])) != nil)
    // A cell class a view of the kind refuses.
    #expect(SourceRowReader(.strictCollection, visibleItemLimit: 10).rows(of: texts(["a"])) == nil)
    // Supplementary views.
    let framed = texts(["a"], header: "A")
    framed.addSupplementary(Banner.self)
    #expect(SourceRowReader(.strictTable, visibleItemLimit: 10).rows(of: framed) == nil)
    // A cell request that throws, dequeues twice or returns another cell than it dequeued.
    for fault in OddSource.Fault.allCases {
      #expect(
        SourceRowReader(.strictTable, visibleItemLimit: 10).rows(of: OddSource(fault)) == nil,
        "\(fault)")
    }
    #expect(SourceRowReader(.strictTable, visibleItemLimit: 10).rows(of: OddSource(nil)) != nil)
  }

  enum Banner: SupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static func decorate(
      _ view: HeadlessTableViewHeaderFooterView, with section: ListSection<String>, at index: Int
    ) {
      view.textLabel = section.header
    }
  }
}

/// One row whose cell request goes wrong as asked, or not at all.
@MainActor
final class OddSource: SectionTitledDataSource {
  enum Fault: CaseIterable { case throwing, dequeuingTwice, returningAnother }

  let fault: Fault?
  let updates = UpdateRelay()

  init(_ fault: Fault?) { self.fault = fault }

  var numberOfSections: Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { 1 }
  func model(at position: ListPosition) -> String? { "row" }
  var cellRegistrations: [CellRegistration] { [CellRegistration(TextCell.self)] }
  func headerTitle(forSection section: Int) -> String? { nil }

  func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    let cell = try request.dequeue(TextCell.self, reuseIdentifier: "TextCell")
    cell.textLabel = "row"
    switch fault {
    case .throwing: throw ListError.noDecorator(modelType: "row")
    case .dequeuingTwice: return try request.dequeue(TextCell.self, reuseIdentifier: "TextCell")
    case .returningAnother: return TextCell(reuseIdentifier: "TextCell")
    case nil: return cell
    }
  }
}
