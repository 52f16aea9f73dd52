import HeadlessHost
import ListComposerTestSupport
import Testing

/// Expanding and collapsing an outline: one batch that inserts or deletes exactly the rows that
/// appear or disappear (expanded grandchildren too), on both headless views, strict and raising
/// like a device, alone and inside a linear composition nested in a sectioned one.
@MainActor
@Suite struct OutlineExpansionTests {
  func outline<Cell: HeadlessReusableCell>(_ cell: Cell.Type) throws -> OutlineDataSource<
    Note, Cell
  > {
    try OutlineDataSource(sampleTree(), decorator: OutlineNoteDecorator<Cell>.self)
  }

  @Test(arguments: ViewKind.allCases)
  func expandingInsertsExactlyTheRowsThatAppear(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try expandAndCollapse(kind, try outline(cell)) },
      { kind, cell in try expandAndCollapse(kind, try outline(cell)) })
  }

  func expandAndCollapse<Cell>(
    _ kind: ViewKind, _ outline: OutlineDataSource<Note, Cell>
  )
    throws
  {
    let host = ViewUnderTest(kind)
    try host.attach(outline)
    #expect(try host.texts() == ["n1 +", "n6 +", "n8"])

    // n2 is under a collapsed node: it is marked expanded, nothing is shown differently.
    #expect(try outline.expand(id: 2).isEmpty)
    #expect(outline.isExpanded(2))
    #expect(host.updateLog.isEmpty)

    // Expanding n1 shows n2, n2's children (n2 is expanded) and n3, in one batch.
    let expanded = try outline.expand(id: Note(1).id)
    #expect(expanded.batch.insertedItems == rowPositions(1..<5))
    #expect(expanded.batch.reconfiguredItems == rowPositions(0..<1))
    #expect(expanded.batch.deletedItems.isEmpty)
    #expect(host.updateLog.map(\.update) == expanded.batches)
    #expect(
      try host.texts() == ["n1 -", "  n2 -", "    n4", "    n5", "  n3", "n6 +", "n8"])
    try host.expectShowsData(outline)

    // Expanding an expanded node changes nothing.
    #expect(try outline.expand(id: 1).isEmpty)

    // Collapsing n2 deletes its two rows; collapsing n1 then deletes the rest under it.
    let collapsedTwo = try outline.collapse(id: 2)
    #expect(collapsedTwo.batch.deletedItems == rowPositions(2..<4))
    #expect(collapsedTwo.batch.reconfiguredItems == rowPositions(1..<2))
    try outline.expand(id: 2)
    let collapsed = try outline.toggle(id: 1)
    #expect(collapsed.batch.deletedItems == rowPositions(1..<5))
    #expect(collapsed.batch.insertedItems.isEmpty)
    #expect(try host.texts() == ["n1 +", "n6 +", "n8"])
    #expect(host.updateLog.count == 4)
    try host.expectShowsData(outline)

    // Expanding the last root appends under it.
    let last = try outline.toggle(id: Note(6).id)
    #expect(last.batch.insertedItems == rowPositions(2..<3))
    try host.expectShowsData(outline)
  }

  @Test(arguments: ViewKind.allCases)
  func expandingAllAndCollapsingAllAreOneBatchEach(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try expandAllAndCollapseAll(kind, try outline(cell)) },
      { kind, cell in try expandAllAndCollapseAll(kind, try outline(cell)) })
  }

  func expandAllAndCollapseAll<Cell>(
    _ kind: ViewKind, _ outline: OutlineDataSource<Note, Cell>
  ) throws {
    let host = ViewUnderTest(kind)
    try host.attach(outline)
    try outline.expand(id: 6)
    let all = outline.expandAll()
    #expect(all.batch.insertedItems == rowPositions(1..<5))
    #expect(all.batch.reconfiguredItems == rowPositions(0..<1))
    #expect(outline.visibleItems == expectedItems(sampleTree(), expanded: [1, 2, 6]))
    try host.expectShowsData(outline)
    let none = outline.collapseAll()
    #expect(none.batch.deletedItems == rowPositions(1..<5) + rowPositions(6..<7))
    #expect(none.batch.reconfiguredItems == rowPositions(0..<1) + rowPositions(5..<6))
    #expect(try host.texts() == ["n1 +", "n6 +", "n8"])
    #expect(host.updateLog.count == 3)
    try host.expectShowsData(outline)
  }

  /// The outline is the second child of a linear composition, itself inside a sectioned one:
  /// the batch reaches the host in the screen's positions.
  @Test(arguments: ViewKind.allCases)
  func expandingInsideALinearCompositionsSecondChild(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try expandNested(kind, try outline(cell)) },
      { kind, cell in try expandNested(kind, try outline(cell)) })
  }

  func expandNested<Cell: HeadlessReusableCell>(
    _ kind: ViewKind, _ outline: OutlineDataSource<Note, Cell>
  ) throws {
    let first = ArrayDataSource(notes(20..<22), decorator: NoteDecorator<Cell>.self)
    let top = ArrayDataSource(notes(30..<31), cell: Cell.self, reuseIdentifier: "top") { _, _ in }
    let linear = try SectionedDataSource([first, outline], layout: .linear)
    let screen = try SectionedDataSource([top, SectionedDataSource([linear])])
    let host = ViewUnderTest(kind)
    try host.attach(screen)
    let update = try outline.expand(id: 1)
    // Section 1 of the screen: n20, n21, then the outline.
    #expect(update.batch.insertedItems == rowPositions(3..<5, section: 1))
    #expect(update.batch.reconfiguredItems == rowPositions(2..<3, section: 1))
    #expect(host.updateLog.map(\.update) == update.batches)
    try host.expectShowsData(screen)
    #expect(try outline.collapse(id: 1).batch.deletedItems == rowPositions(3..<5, section: 1))
    try outline.expand(id: 2)
    #expect(try outline.expand(id: 1).batch.insertedItems == rowPositions(3..<7, section: 1))
    try host.expectShowsData(screen)
    #expect(outline.position(of: 4) == ListPosition(section: 0, item: 2))
  }

  /// A selection toggles a row with children when the outline opts in, and only then.
  @Test(arguments: ViewKind.allCases)
  func selectingARowWithChildrenTogglesItWhenOptedIn(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in
        let outline = try outline(cell)
        let host = ViewUnderTest(kind)
        try host.attach(outline)
        try selectAndToggle(host, outline) { host.table?.selectRow(at: $0) ?? false }
      },
      { kind, cell in
        let outline = try outline(cell)
        let host = ViewUnderTest(kind)
        try host.attach(outline)
        try selectAndToggle(host, outline) { host.collection?.selectItem(at: $0) ?? false }
      })
  }

  func selectAndToggle<Cell>(
    _ host: ViewUnderTest, _ outline: OutlineDataSource<Note, Cell>,
    select: (ListPosition) -> Bool
  ) throws {
    var selected: [Int] = []
    outline.onSelect = { item, _ in selected.append(item.model.id) }
    let first = ListPosition(section: 0, item: 0)
    #expect(select(first))
    #expect(!outline.isExpanded(1))
    outline.togglesOnSelection = true
    #expect(select(first))
    try host.layout()
    #expect(outline.isExpanded(1))
    #expect(try host.texts() == ["n1 -", "  n2 +", "  n3", "n6 +", "n8"])
    // A leaf is selected, not toggled.
    #expect(select(ListPosition(section: 0, item: 2)))
    #expect(!outline.isExpanded(3))
    #expect(select(first))
    try host.layout()
    #expect(try host.texts() == ["n1 +", "n6 +", "n8"])
    #expect(selected == [1, 1, 3, 1])
    try host.expectShowsData(outline)
  }
}
