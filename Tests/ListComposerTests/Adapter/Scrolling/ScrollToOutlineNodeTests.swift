import HeadlessHost
import ListComposerTestSupport
import Testing

/// Scrolling to an outline's node by the app's own typed node, the outline two levels down in
/// a composition, on both headless views: the node's row is found by its identity, and a node
/// with no row (under a collapsed node, not in the tree, its parent's children still loading)
/// is a typed answer that leaves the list where it is.
@MainActor
@Suite struct ScrollToOutlineNodeTests {
  /// A 100-point viewport over `[banner, [outline]]`: the banner's header (28) and row (44),
  /// then the outline's rows, 44 points each, from 72.
  struct Screen<Cell: HeadlessReusableCell> {
    let host: ViewUnderTest
    let outline: OutlineDataSource<Note, Cell>
    let adapter: ListAdapter

    static var outlineTop: Double { 28 + 44 }

    /// The top of the outline's row `row`, in content coordinates.
    func top(ofRow row: Int) -> Double { Self.outlineTop + Double(row) * 44 }

    /// The error for a node the outline shows no row for.
    func notFound(_ node: Note) -> ScrollError {
      .notFound(item: String(describing: node), source: "OutlineDataSource<Note, \(Cell.self)>")
    }
  }

  func screen<Cell: HeadlessReusableCell>(
    _ kind: ViewKind, _ cell: Cell.Type, tree: [OutlineNode<Note>] = sampleTree(),
    loader: HandLoader? = nil
  ) throws -> Screen<Cell> {
    var options = kind.options
    options.viewportHeight = 100
    let host = ViewUnderTest(kind, customOptions: options)
    let outline = try OutlineDataSource(tree, decorator: OutlineNoteDecorator<Cell>.self)
    if let loader {
      outline.setChildLoader(
        { try await loader.load($0) }, placeholder: LoadRowDecorator<Cell>.self)
    }
    let banner = host.mail([1], header: "Banner", as: cell)
    try host.attach(SectionedDataSource([banner, SectionedDataSource([outline])]))
    try host.layout()
    return Screen(host: host, outline: outline, adapter: try #require(host.adapter))
  }

  @Test(arguments: ViewKind.allCases)
  func scrollsToAGrandchildByItsNode(_ kind: ViewKind) async throws {
    try await kind.run(grandchild, grandchild)
  }

  func grandchild<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let s = try screen(kind, cell)
    try s.outline.expand(id: 1)
    try s.outline.expand(id: 2)
    let batches = s.host.updateLog.count
    // n1, n2, n4, n5, n3, n6, n8: n4 is a grandchild of n1, the outline's row 2.
    #expect(try s.adapter.scroll(to: Note(4), in: s.outline, at: .top) == position(1, 2))
    #expect(s.host.contentOffset == s.top(ofRow: 2))
    #expect(s.host.visibleTexts.first == "    n4")
    #expect(s.adapter.position(of: Note(4), in: s.outline) == position(1, 2))
    // A copy of a node taken before its content changed finds the same row: by identity.
    try s.adapter.scroll(to: Note(5, "renamed"), in: s.outline, at: .bottom, animated: false)
    #expect(s.host.contentOffset == s.top(ofRow: 3) + 44 - 100)
    #expect(s.host.visibleTexts.last == "    n5")
    // Nearest, from below: n8 comes up to the bottom edge.
    try s.adapter.scroll(to: Note(8), in: s.outline)
    #expect(s.host.contentOffset == s.top(ofRow: 6) + 44 - 100)
    #expect(s.host.visibleTexts.last == "n8")
    s.host.expectNothingRaised()
    #expect(s.host.updateLog.count == batches, "scrolling applies no batch")
  }

  @Test(arguments: ViewKind.allCases)
  func aNodeWithNoRowIsATypedAnswer(_ kind: ViewKind) async throws {
    try await kind.run(noRow, noRow)
  }

  func noRow<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let s = try screen(kind, cell)
    try s.outline.expand(id: 1)
    try s.host.scroll(toContentOffset: 60)
    // n7 is under n6, which is collapsed: not the row of n6, nor the row where n7 would be.
    #expect(throws: s.notFound(Note(7))) { try s.adapter.scroll(to: Note(7), in: s.outline) }
    // n4 is under n2, collapsed under the expanded n1.
    #expect(throws: s.notFound(Note(4))) { try s.adapter.scroll(to: Note(4), in: s.outline) }
    #expect(throws: s.notFound(Note(99))) { try s.adapter.scroll(to: Note(99), in: s.outline) }
    #expect(s.adapter.position(of: Note(7), in: s.outline) == nil)
    #expect(s.host.contentOffset == 60)
    // Expanded, n7 has a row: n1, n2, n3, n6, n7, n8.
    try s.outline.expand(id: 6)
    #expect(try s.adapter.scroll(to: Note(7), in: s.outline, at: .bottom) == position(1, 4))
    #expect(s.host.contentOffset == s.top(ofRow: 4) + 44 - 100)
    #expect(s.host.visibleTexts.last == "  n7")
    // Removed from the tree (filtered out): no row, and the list stays where it is.
    _ = try s.outline.setTree([node(1, [node(2), node(3)]), node(6), node(8)])
    let offset = s.host.contentOffset
    #expect(throws: s.notFound(Note(7))) { try s.adapter.scroll(to: Note(7), in: s.outline) }
    #expect(s.host.contentOffset == offset)
    s.host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func aChildStillLoadingIsATypedAnswer(_ kind: ViewKind) async throws {
    try await kind.run(loading, loading)
  }

  func loading<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) async throws {
    let loader = HandLoader()
    let s = try screen(
      kind, cell, tree: [node(1, [lazyNode(2)]), node(6), node(8)], loader: loader)
    try s.outline.expand(id: 1)
    try s.outline.expand(id: 2)
    // n1, n2, the loading row under n2, n6, n8: the loading row is nobody's row.
    #expect(await loader.started(1))
    #expect(s.outline.isLoadingChildren(2))
    #expect(throws: s.notFound(Note(3))) { try s.adapter.scroll(to: Note(3), in: s.outline) }
    #expect(s.host.contentOffset == 0)
    #expect(try s.adapter.scroll(to: Note(6), in: s.outline, at: .top) == position(1, 3))
    // Loaded, the grandchild has the row the loading row had.
    await loader.answer(0, with: [node(3)])
    #expect(await untilTrue { !s.outline.isLoadingChildren(2) })
    await s.outline.shown()
    #expect(try s.adapter.scroll(to: Note(3), in: s.outline, at: .top) == position(1, 2))
    #expect(s.host.contentOffset == s.top(ofRow: 2))
    #expect(s.host.visibleTexts.first == "    n3")
    s.host.expectNothingRaised()
  }
}
