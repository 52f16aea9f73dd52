import HeadlessHost
import ListComposerTestSupport
import Testing

/// A host routes a tap on a row's disclosure control (or an arrow key) by screen position: the
/// adapter finds the outline that shows the row through any depth of composition, and answers
/// each row's level and disclosure state. On both headless views, strict and raising like a
/// device, with the outline inside a linear composition's second child and inside a sectioned
/// composition nested in another.
@MainActor
@Suite struct OutlineDisclosureRoutingTests {
  /// The screens an outline is routed through: its rows start at `origin`, and `others` are
  /// positions of rows that are not the outline's.
  struct Screen {
    let source: AnyDataSource
    let origin: ListPosition
    let others: [ListPosition]

    /// The screen position of the outline's row `item`.
    func row(_ item: Int) -> ListPosition {
      ListPosition(section: origin.section, item: origin.item + item)
    }
  }

  /// `[top] + [[n20, n21, outline...] (linear)]`: the outline is the second child of a linear
  /// composition, itself in a sectioned composition inside the screen.
  static func linearScreen<Cell: HeadlessReusableCell>(
    _ outline: OutlineDataSource<Note, Cell>
  ) throws -> Screen {
    let first = ArrayDataSource(notes(20..<22), decorator: NoteDecorator<Cell>.self)
    let top = ArrayDataSource(notes(30..<31), decorator: NoteDecorator<Cell>.self)
    let linear = try SectionedDataSource([first, outline], layout: .linear)
    let screen = try SectionedDataSource([top, SectionedDataSource([linear])])
    return Screen(
      source: AnyDataSource(screen), origin: ListPosition(section: 1, item: 2),
      others: [ListPosition(section: 0, item: 0), ListPosition(section: 1, item: 1)])
  }

  /// `[top] + [[n20, n21] + outline]`: the outline is a section of a sectioned composition
  /// nested in another.
  static func sectionedScreen<Cell: HeadlessReusableCell>(
    _ outline: OutlineDataSource<Note, Cell>
  ) throws -> Screen {
    let first = ArrayDataSource(notes(20..<22), decorator: NoteDecorator<Cell>.self)
    let top = ArrayDataSource(notes(30..<31), decorator: NoteDecorator<Cell>.self)
    let screen = try SectionedDataSource([top, SectionedDataSource([first, outline])])
    return Screen(
      source: AnyDataSource(screen), origin: ListPosition(section: 2, item: 0),
      others: [ListPosition(section: 0, item: 0), ListPosition(section: 1, item: 1)])
  }

  typealias MakeScreen<Cell: HeadlessReusableCell> = (OutlineDataSource<Note, Cell>) throws ->
    Screen

  @Test(arguments: ViewKind.allCases, [true, false])
  func disclosureTogglesTheNodeAtAScreenPosition(
    _ kind: ViewKind, linear: Bool
  ) async throws {
    try await kind.run(
      { kind, cell in
        try toggleByPosition(kind, cell, linear ? Self.linearScreen : Self.sectionedScreen)
      },
      { kind, cell in
        try toggleByPosition(kind, cell, linear ? Self.linearScreen : Self.sectionedScreen)
      })
  }

  func toggleByPosition<Cell: HeadlessReusableCell>(
    _ kind: ViewKind, _ cell: Cell.Type, _ make: MakeScreen<Cell>
  ) throws {
    let outline = try OutlineDataSource(sampleTree(), decorator: OutlineNoteDecorator<Cell>.self)
    let screen = try make(outline)
    let host = ViewUnderTest(kind)
    try host.attach(screen.source)
    let adapter = try #require(host.adapter)
    #expect(adapter.showsOutline)

    // Rows n1 +, n6 +, n8: the states the outline's items have.
    #expect(
      adapter.outlineItemState(at: screen.row(0))
        == OutlineItemState(level: 0, hasChildren: true, isExpanded: false))
    #expect(
      adapter.outlineItemState(at: screen.row(2))
        == OutlineItemState(level: 0, hasChildren: false, isExpanded: false))

    // A tap on n1's disclosure: one batch inserting n2 and n3 under it, in screen positions.
    #expect(adapter.toggleOutlineItem(at: screen.row(0)))
    #expect(outline.isExpanded(1))
    #expect(host.updateLog.count == 1)
    #expect(host.updateLog.last?.update.insertedItems == [screen.row(1), screen.row(2)])
    #expect(host.text(at: screen.row(0)) == "n1 -")
    #expect(host.text(at: screen.row(1)) == "  n2 +")
    #expect(
      adapter.outlineItemState(at: screen.row(1))
        == OutlineItemState(level: 1, hasChildren: true, isExpanded: false))
    try host.expectShowsData(screen.source)

    // An arrow key on n2 expands it; again changes nothing but is still an outline row.
    #expect(adapter.expandOutlineItem(at: screen.row(1)))
    #expect(host.text(at: screen.row(2)) == "    n4")
    #expect(adapter.outlineItemState(at: screen.row(2))?.level == 2)
    #expect(adapter.expandOutlineItem(at: screen.row(1)))
    #expect(host.updateLog.count == 2)
    try host.expectShowsData(screen.source)

    // Collapsing n1 hides everything under it; collapsing it again changes nothing.
    #expect(adapter.collapseOutlineItem(at: screen.row(0)))
    #expect(!outline.isExpanded(1))
    #expect(host.updateLog.last?.update.deletedItems == (1..<5).map { screen.row($0) })
    #expect(adapter.collapseOutlineItem(at: screen.row(0)))
    #expect(host.updateLog.count == 3)
    try host.expectShowsData(screen.source)
    host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func positionsThatAreNotOutlineRowsChangeNothing(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try refuse(kind, cell) }, { kind, cell in try refuse(kind, cell) })
  }

  func refuse<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let outline = try OutlineDataSource(sampleTree(), decorator: OutlineNoteDecorator<Cell>.self)
    let screen = try Self.linearScreen(outline)
    let host = ViewUnderTest(kind)
    try host.attach(screen.source)
    let adapter = try #require(host.adapter)
    let missing = [
      ListPosition(section: 9, item: 0), ListPosition(section: 1, item: 99),
      ListPosition(section: -1, item: 0), ListPosition(section: 1, item: -1),
    ]
    for position in screen.others + missing {
      #expect(adapter.outlineItemState(at: position) == nil, "\(position)")
      #expect(!adapter.toggleOutlineItem(at: position), "\(position)")
      #expect(!adapter.expandOutlineItem(at: position), "\(position)")
      #expect(!adapter.collapseOutlineItem(at: position), "\(position)")
    }
    // n8 has no children: it has a state but no disclosure to toggle.
    #expect(adapter.outlineItemState(at: screen.row(2))?.hasChildren == false)
    #expect(!adapter.toggleOutlineItem(at: screen.row(2)))
    #expect(!outline.isExpanded(8))
    #expect(host.updateLog.isEmpty)
    try host.expectShowsData(screen.source)
  }

  @Test(arguments: ViewKind.allCases)
  func aScreenWithoutAnOutlineShowsNone(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try withoutOutline(kind, cell) },
      { kind, cell in try withoutOutline(kind, cell) })
  }

  func withoutOutline<Cell: HeadlessReusableCell>(
    _ kind: ViewKind, _ cell: Cell.Type
  ) throws {
    let first = ArrayDataSource(notes(0..<3), decorator: NoteDecorator<Cell>.self)
    let screen = try SectionedDataSource([SectionedDataSource([first])])
    let host = ViewUnderTest(kind)
    try host.attach(screen)
    let adapter = try #require(host.adapter)
    #expect(!adapter.showsOutline)
    #expect(adapter.outlineItemState(at: ListPosition(section: 0, item: 0)) == nil)
    #expect(!adapter.toggleOutlineItem(at: ListPosition(section: 0, item: 0)))
    #expect(host.updateLog.isEmpty)
  }
}
