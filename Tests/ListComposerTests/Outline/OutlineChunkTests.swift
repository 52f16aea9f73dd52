import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

@testable import ListComposer

/// Renders a load row.
enum LoadRow<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "load" }
  static func decorate(_ cell: Cell, with placeholder: Placeholder) {
    cell.textLabel = placeholder.kind == .loading ? "loading" : "failed"
  }
}

/// An outline of three-row chunks, so that every split, merge and renumbering of its rows
/// happens, driven at random through strict table and collection views (the rows alone:
/// `OutlineRowsTests`).
@MainActor
@Suite struct OutlineChunkTests {
  @Test(arguments: [true, false])
  func smallChunksMatchARebuildOnScreen(table: Bool) throws {
    if table {
      try smallChunks(HeadlessTableViewCell.self, table: true)
    } else {
      try smallChunks(HeadlessCollectionViewCell.self, table: false)
    }
  }

  func smallChunks<Cell: HeadlessReusableCell>(_ cell: Cell.Type, table: Bool) throws {
    let seed: UInt64 = 2_023
    var generator = SeededGenerator(seed: seed)
    var tree = Self.randomTree(using: &generator)
    let text: @MainActor (Cell, OutlineItem<Int>) -> Void = { cell, item in
      cell.textLabel = "\(item.level) \(item.model) \(item.hasChildren) \(item.isExpanded)"
    }
    let outline = try OutlineDataSource(
      roots: tree, reuseIdentifier: "row", chunkCapacity: 3
    ) { (cell: Cell, item, _, _) in text(cell, item) }
    let shown = try ShownOutline(outline, table: table)
    for step in 0..<400 {
      let ids = Self.identities(tree)
      let id = ids.randomElement(using: &generator) ?? 0
      switch Int.random(in: 0..<12, using: &generator) {
      case 0..<5: try outline.expand(id: id)
      case 5..<9: try outline.collapse(id: id)
      case 9: outline.expandAll()
      case 10: try outline.toggle(id: id)
      default:
        tree = Self.randomTree(using: &generator)
        try outline.setTree(tree)
      }
      let rebuilt = try OutlineDataSource(
        roots: tree, reuseIdentifier: "row", chunkCapacity: 512
      ) { (cell: Cell, item, _, _) in text(cell, item) }
      for id in Self.identities(tree) where outline.isExpanded(id) { try rebuilt.expand(id: id) }
      #expect(outline.visibleItems == rebuilt.visibleItems, "seed \(seed), step \(step)")
      #expect(outline.rows.checkInvariants(), "seed \(seed), step \(step)")
      // Every row checked, one expectation for them all.
      var wrong: [String] = []
      for (row, item) in rebuilt.visibleItems.enumerated() {
        let position = ListPosition(section: 0, item: row)
        if outline.model(at: position) != item {
          wrong.append("\(position) has \(String(describing: outline.model(at: position)))")
        }
        if outline.position(of: item.model) != position {
          wrong.append(
            "\(item.model) is at \(String(describing: outline.position(of: item.model)))")
        }
      }
      #expect(wrong.isEmpty, "seed \(seed), step \(step): \(wrong.prefix(10))")
      #expect(shown.rejected.isEmpty, "seed \(seed), step \(step)")
      let (texts, freshTexts) = try shown.textsAndAFreshViewsTexts()
      #expect(texts == freshTexts, "seed \(seed), step \(step)")
      guard outline.visibleItems == rebuilt.visibleItems else { return }
    }
  }

  @Test(arguments: [true, false])
  func lazyLoadsAndReloadsMatchARebuildOnScreen(table: Bool) async throws {
    if table {
      try await lazyLoads(HeadlessTableViewCell.self, table: true)
    } else {
      try await lazyLoads(HeadlessCollectionViewCell.self, table: false)
    }
  }

  /// Loads, reloads and compactions of an outline of three-row chunks whose nodes with an id
  /// divisible by 3 load their children (1,000 + 10 × id + 0..<id % 4 of them, which load
  /// theirs in turn), against a rebuild of the tree it holds and a fresh view of it.
  func lazyLoads<Cell: HeadlessReusableCell>(_ cell: Cell.Type, table: Bool) async throws {
    let seed: UInt64 = 2_024
    print("OutlineChunkTests.lazyLoads seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    func lazied(_ roots: [OutlineNode<Int>]) -> [OutlineNode<Int>] {
      roots.map {
        $0.children.isEmpty && $0.model % 3 == 0
          ? OutlineNode($0.model, loadsChildren: true)
          : OutlineNode($0.model, children: lazied($0.children))
      }
    }
    let text: @MainActor (Cell, OutlineItem<Int>) -> Void = { cell, item in
      cell.textLabel =
        "\(item.level) \(item.model) \(item.hasChildren) \(item.isExpanded) \(item.loadRow != nil)"
    }
    let outline = try OutlineDataSource(
      roots: lazied(Self.randomTree(using: &generator)), reuseIdentifier: "row", chunkCapacity: 3
    ) { (cell: Cell, item, _, _) in text(cell, item) }
    outline.compactionSlack = 4
    outline.setChildLoader(
      { model in
        await Task.yield()
        return (0..<(model % 4)).map {
          OutlineNode(1_000 + 10 * model + $0, loadsChildren: $0 % 2 == 0)
        }
      }, placeholder: LoadRow<Cell>.self)
    let shown = try ShownOutline(outline, table: table)
    var compactions = 0
    var loadedSteps = 0
    for step in 0..<300 {
      let ids = outline.forest.indexByID.keys.sorted()
      let id = ids.randomElement(using: &generator) ?? 0
      let slots = outline.forest.slotCount
      let action = Int.random(in: 0..<14, using: &generator)
      switch action {
      case 0..<5: try outline.expand(id: id)
      case 5..<8: try outline.collapse(id: id)
      case 8: outline.expandAll()
      case 9: outline.collapseAll()
      case 10..<12: outline.reloadChildren(id: id)
      case 12: try outline.toggle(id: id)
      default: try outline.setTree(lazied(Self.randomTree(using: &generator)))
      }
      if (10..<12).contains(action), outline.forest.slotCount < slots { compactions += 1 }
      if outline.forest.indexByID.keys.contains(where: { $0 >= 1_000 }) { loadedSteps += 1 }
      for _ in 0..<1_000 where !outline.childLoads.isEmpty { await Task.yield() }
      #expect(outline.childLoads.isEmpty, "seed \(seed), step \(step)")
      let rebuilt = try OutlineDataSource(
        roots: outline.forest.roots(), reuseIdentifier: "row", chunkCapacity: 512
      ) { (cell: Cell, item, _, _) in text(cell, item) }
      for id in outline.forest.indexByID.keys where outline.isExpanded(id) {
        try rebuilt.expand(id: id)
      }
      #expect(outline.visibleItems == rebuilt.visibleItems, "seed \(seed), step \(step)")
      #expect(outline.rows.checkInvariants(), "seed \(seed), step \(step)")
      #expect(shown.rejected.isEmpty, "seed \(seed), step \(step)")
      let (texts, freshTexts) = try shown.textsAndAFreshViewsTexts()
      #expect(texts == freshTexts, "seed \(seed), step \(step)")
      guard outline.visibleItems == rebuilt.visibleItems else { return }
    }
    // The run loads, reloads and compacts: otherwise it tests less than it says.
    #expect(loadedSteps > 50, "loaded children shown in \(loadedSteps) steps")
    #expect(compactions > 0)
  }

  /// An outline as the second child of a linear composition inside a sectioned one, shown by
  /// a strict table or collection view that lays out every row.
  @MainActor struct ShownOutline {
    let screen: SectionedDataSource
    let options: HeadlessHostOptions
    let tableView: HeadlessTableView?
    let collectionView: HeadlessCollectionView?

    init<Cell: HeadlessReusableCell>(_ outline: OutlineDataSource<Int, Cell>, table: Bool) throws {
      screen = try SectionedDataSource([
        SectionedDataSource(
          [
            ArrayDataSource([-1], cell: Cell.self, reuseIdentifier: "top") { cell, model in
              cell.textLabel = "\(model)"
            }, outline,
          ],
          layout: .linear)
      ])
      var options = HeadlessHostOptions()
      options.isStrict = true
      options.visibleItemLimit = 100_000
      self.options = options
      tableView = table ? HeadlessTableView(options: options) : nil
      collectionView = table ? nil : HeadlessCollectionView(options: options)
      try tableView?.attach(screen)
      try collectionView?.attach(screen)
    }

    /// The batches the view refused.
    var rejected: [HeadlessUpdateRecord] {
      (tableView?.updateLog ?? collectionView?.updateLog ?? []).filter { !$0.succeeded }
    }

    /// The texts the view shows, and those a view of the same kind freshly given the screen
    /// shows.
    func textsAndAFreshViewsTexts() throws -> (shown: [String?], fresh: [String?]) {
      let shown = try OutlineChunkTests.texts(tableView, collectionView)
      let fresh = tableView == nil ? nil : HeadlessTableView(options: options)
      let freshCollection = tableView == nil ? HeadlessCollectionView(options: options) : nil
      try fresh?.display(screen)
      try freshCollection?.display(screen)
      return (shown, try OutlineChunkTests.texts(fresh, freshCollection))
    }
  }

  /// The texts of every cell a view shows.
  static func texts(_ table: HeadlessTableView?, _ collection: HeadlessCollectionView?) throws
    -> [String?]
  {
    try table?.layoutIfNeeded()
    try collection?.layoutIfNeeded()
    let count =
      try table?.numberOfRows(inSection: 0) ?? collection?.numberOfItems(inSection: 0) ?? 0
    return (0..<count).map {
      let position = ListPosition(section: 0, item: $0)
      return
        (table?.cellForRow(at: position)?.textLabel
        ?? collection?.cellForItem(at: position)?.textLabel)
    }
  }

  /// A random tree of up to 40 of the numbers `0..<40`.
  static func randomTree(using generator: inout SeededGenerator) -> [OutlineNode<Int>] {
    let ids = (0..<40).filter { _ in Int.random(in: 0..<5, using: &generator) > 0 }.shuffled(
      using: &generator)
    var childrenOf: [Int: [Int]] = [:]
    var roots: [Int] = []
    for (offset, id) in ids.enumerated() {
      if offset > 0, Int.random(in: 0..<4, using: &generator) > 0 {
        childrenOf[ids[Int.random(in: max(0, offset - 4)..<offset, using: &generator)], default: []]
          .append(id)
      } else {
        roots.append(id)
      }
    }
    func build(_ id: Int) -> OutlineNode<Int> {
      OutlineNode(id, children: (childrenOf[id] ?? []).map(build))
    }
    return roots.map(build)
  }

  static func identities(_ roots: [OutlineNode<Int>]) -> [Int] {
    roots.flatMap { [$0.model] + identities($0.children) }
  }
}
