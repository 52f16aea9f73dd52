import HeadlessHost
import ListComposerTestSupport
import Testing

/// Renders a state's row of a ``StatefulDataSource``: `state loading`, `state empty`, ...
enum OutlineStateRowDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "state" }
  static func decorate(_ cell: Cell, with placeholder: Placeholder) {
    cell.textLabel = "state \(placeholder.kind)"
  }
}

extension ViewUnderTest {
  func selectRow(_ position: ListPosition) -> Bool {
    table?.selectRow(at: position) ?? collection?.selectItem(at: position) ?? false
  }
  func deselectRow(_ position: ListPosition) -> Bool {
    table?.deselectRow(at: position) ?? collection?.deselectItem(at: position) ?? false
  }
  func highlightRow(_ position: ListPosition) -> Bool {
    table?.highlightRow(at: position) ?? collection?.highlightItem(at: position) ?? false
  }
  func menuAction(_ id: String, at position: ListPosition) -> Bool {
    table?.performMenuAction(id, onRowAt: position)
      ?? collection?.performMenuAction(id, onItemAt: position) ?? false
  }
  func swipeAction(_ id: String, at position: ListPosition) -> Bool {
    table?.performSwipeAction(id, onRowAt: position, edge: .trailing)
      ?? collection?.performSwipeAction(id, onItemAt: position, edge: .trailing) ?? false
  }
}

/// An outline in a declared screen and inside a `StatefulDataSource`: expansion publishes the
/// right batch at the right screen positions, a state shown instead of the outline keeps its
/// expansions for when its rows show (the host never out of step), and every event route
/// reaches the outline's handlers with its own positions: selection, highlight, display,
/// prefetch, context menus, swipe actions and disclosure. On both headless views, strict and
/// raising like a device, in nested compositions.
@MainActor
@Suite struct OutlineCompositionTests {
  /// What an outline's handlers saw.
  @MainActor final class Seen {
    var events: [String] = []
    var actions: [String] = []

    func record<Cell>(_ outline: OutlineDataSource<Note, Cell>) {
      outline.onEvent = { event in
        let cell = event.cell == nil ? "no cell" : "cell"
        self.events.append(
          "\(event.kind) \(event.model.model.text) \(event.position.section)"
            + ".\(event.position.item) \(cell)")
      }
    }

    /// The events of some kinds, in order.
    func of(_ kinds: Set<ItemEvent>) -> [String] {
      events.filter { line in kinds.contains { line.hasPrefix("\($0) ") } }
    }
  }

  // MARK: Declared screens

  @Test(arguments: ViewKind.allCases)
  func anOutlineInADeclaredScreenExpandsAtItsScreenPositions(_ kind: ViewKind) async throws {
    try await kind.run(declared, declared)
  }

  func declared<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) async throws {
    let outline = try OutlineDataSource(sampleTree(), decorator: OutlineNoteDecorator<Cell>.self)
    let seen = Seen()
    seen.record(outline)
    outline.togglesOnSelection = true
    @ScreenBuilder func declaration(showsTop: Bool) -> [ScreenSection] {
      if showsTop {
        ScreenSection("top", items: notes(30..<31), decorator: NoteDecorator<Cell>.self)
      }
      ScreenSection(group: "files") {
        ScreenSection(linear: "list") {
          ScreenSection("first", items: notes(20..<22), decorator: NoteDecorator<Cell>.self)
          ScreenSection("tree", source: outline)
        }
      }
    }
    let screen = try DeclaredScreen { declaration(showsTop: true) }
    #expect(
      screen.source(OutlineDataSource<Note, Cell>.self, at: "files", "list", "tree") === outline)
    let host = ViewUnderTest(kind)
    try host.attach(screen.root)
    #expect(try host.texts() == ["n30", "n20", "n21", "n1 +", "n6 +", "n8"])

    // Section 1 of the screen: n20, n21, then the outline.
    let update = try outline.expand(id: 1)
    #expect(update.batch.insertedItems == rowPositions(3..<5, section: 1))
    #expect(update.batch.reconfiguredItems == rowPositions(2..<3, section: 1))
    #expect(host.updateLog.last?.update == update.batch)
    try host.expectShowsData(screen.root)

    // The screen declared again without its first section: the outline moves to section 0,
    // keeps its expansions, and its batches follow it.
    try screen.setSections { declaration(showsTop: false) }
    try host.layout()
    #expect(try host.texts() == ["n20", "n21", "n1 -", "  n2 +", "  n3", "n6 +", "n8"])
    let deeper = try outline.expand(id: 2)
    #expect(deeper.batch.insertedItems == rowPositions(4..<6, section: 0))
    #expect(deeper.batch.reconfiguredItems == rowPositions(3..<4, section: 0))
    let collapsed = try outline.collapse(id: 1)
    #expect(collapsed.batch.deletedItems == rowPositions(3..<7, section: 0))
    #expect(host.updateLog.suffix(2).map(\.update) == [deeper.batch, collapsed.batch])
    try host.expectShowsData(screen.root)

    // A selection reaches the outline in its own position and toggles the node.
    #expect(host.selectRow(ListPosition(section: 0, item: 3)))
    #expect(seen.of([.select]) == ["select n6 0.1 cell"])
    #expect(outline.isExpanded(6))
    // The disclosure route of the host toggles it back.
    #expect(host.adapter?.toggleOutlineItem(at: ListPosition(section: 0, item: 3)) == true)
    #expect(!outline.isExpanded(6))
    #expect(host.adapter?.outlineItemState(at: ListPosition(section: 0, item: 2))?.level == 0)
    try host.expectShowsData(screen.root)
  }

  // MARK: States

  @Test(arguments: ViewKind.allCases)
  func anOutlineInsideAStatefulSourceShowsItsStatesThenItsRows(_ kind: ViewKind) async throws {
    try await kind.run(stateful, stateful)
  }

  func stateful<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) async throws {
    let outline = try OutlineDataSource(sampleTree(), decorator: OutlineNoteDecorator<Cell>.self)
    let states = try StatefulDataSource(
      outline, state: .loading, placeholder: OutlineStateRowDecorator<Cell>.self)
    let top = ArrayDataSource(notes(30..<31), decorator: NoteDecorator<Cell>.self)
    let first = ArrayDataSource(notes(20..<22), decorator: NoteDecorator<Cell>.self)
    let screen = try SectionedDataSource([
      top, SectionedDataSource([first, states], layout: .linear),
    ])
    let host = ViewUnderTest(kind)
    try host.attach(screen)
    #expect(try host.texts() == ["n30", "n20", "n21", "state loading"])

    // Expanding and collapsing while a state shows change the outline's hidden rows: nothing
    // is shown differently, so nothing reaches the host, and the host stays in step.
    let before = host.updateLog.count
    try outline.expand(id: 1)
    try outline.expand(id: 2)
    try outline.collapse(id: 2)
    try outline.expand(id: 6)
    #expect(host.updateLog.count == before)
    #expect(host.adapter?.toggleOutlineItem(at: ListPosition(section: 1, item: 2)) == false)
    try host.expectShowsData(screen)

    // An error, then the content: the rows show with the expansions made meanwhile.
    _ = states.setState(.error(LoadFailure()))
    try host.layout()
    #expect(try host.texts() == ["n30", "n20", "n21", "state error"])
    let shown = states.setState(.content)
    #expect(shown.batch.deletedItems == [ListPosition(section: 1, item: 2)])
    #expect(shown.batch.insertedItems == rowPositions(2..<8, section: 1))
    try host.layout()
    #expect(
      try host.texts() == ["n30", "n20", "n21", "n1 -", "  n2 +", "  n3", "n6 -", "  n7", "n8"])
    try host.expectShowsData(screen)

    // With its rows shown, the outline's batches reach the host at their screen positions.
    let update = try outline.expand(id: 2)
    #expect(update.batch.insertedItems == rowPositions(4..<6, section: 1))
    #expect(update.batch.reconfiguredItems == rowPositions(3..<4, section: 1))
    #expect(host.adapter?.toggleOutlineItem(at: ListPosition(section: 1, item: 2)) == true)
    #expect(!outline.isExpanded(1))
    try host.expectShowsData(screen)

    // A tree with no node shows the empty state, a new one its rows again.
    try outline.setTree([])
    try host.layout()
    #expect(try host.texts() == ["n30", "n20", "n21", "state empty"])
    try outline.setTree(sampleTree())
    try host.layout()
    // (setTree([]) removed every node, and their expansions with them.)
    #expect(try host.texts() == ["n30", "n20", "n21", "n1 +", "n6 +", "n8"])
    try host.expectShowsData(screen)
  }

  // MARK: Event routes

  @Test(arguments: ViewKind.allCases, [true, false])
  func everyEventRouteReachesTheOutlineWithItsOwnPositions(
    _ kind: ViewKind, throughStates: Bool
  ) async throws {
    try await kind.run(
      { kind, cell in try await routes(kind, cell, throughStates: throughStates) },
      { kind, cell in try await routes(kind, cell, throughStates: throughStates) })
  }

  func routes<Cell: HeadlessReusableCell>(
    _ kind: ViewKind, _ cell: Cell.Type, throughStates: Bool
  ) async throws {
    let outline = try OutlineDataSource(sampleTree(), decorator: OutlineNoteDecorator<Cell>.self)
    try outline.expand(id: 1)
    let seen = Seen()
    seen.record(outline)
    let top = ArrayDataSource(notes(30..<31), decorator: NoteDecorator<Cell>.self)
    let first = ArrayDataSource(notes(20..<22), decorator: NoteDecorator<Cell>.self)
    let root: SectionedDataSource
    if throughStates {
      let states = try StatefulDataSource(
        outline, state: .content, placeholder: OutlineStateRowDecorator<Cell>.self)
      root = try SectionedDataSource([top, SectionedDataSource([first, states], layout: .linear)])
    } else {
      root = try DeclaredScreen {
        ScreenSection("top", items: notes(30..<31), decorator: NoteDecorator<Cell>.self)
        ScreenSection(linear: "list") {
          ScreenSection("first", items: notes(20..<22), decorator: NoteDecorator<Cell>.self)
          ScreenSection("tree", source: outline)
        }
      }.root
    }
    // A window of four rows and two prefetched: n30, n20, n21, n1 shown; n2, n3 prefetched.
    var options = kind.options
    options.visibleItemLimit = 4
    options.prefetchMargin = 2
    let host = ViewUnderTest(kind, customOptions: options)
    try host.attach(root)
    host.adapter?.setHandlers(
      SourceHandlers(
        trailingSwipeActions: { _, item in
          SwipeActions([
            ItemAction(id: "flag", title: "Flag") {
              seen.actions.append("flag \(item.model.model.text) \(item.position.item)")
            }
          ])
        },
        contextMenu: { _, item in
          ItemMenu(actions: [
            ItemAction(id: "open", title: "Open") {
              seen.actions.append("open \(item.model.model.text) \(item.position.item)")
            }
          ])
        }),
      for: outline)
    #expect(seen.of([.willDisplay]) == ["willDisplay n1 0.0 cell"])
    #expect(seen.of([.prefetch]) == ["prefetch n2 0.1 no cell", "prefetch n3 0.2 no cell"])

    // Touches on n1's row, at screen row 1.2 (local 0.0).
    seen.events = []
    let n1 = ListPosition(section: 1, item: 2)
    #expect(host.highlightRow(n1))
    #expect(host.selectRow(n1))
    #expect(host.deselectRow(n1))
    #expect(
      seen.events == [
        "highlight n1 0.0 cell", "unhighlight n1 0.0 cell", "select n1 0.0 cell",
        "deselect n1 0.0 cell",
      ])

    // The menu and the swipe actions receive the outline's item and position.
    #expect(host.menuAction("open", at: n1))
    #expect(host.swipeAction("flag", at: n1))
    #expect(seen.actions == ["open n1 0", "flag n1 0"])

    // Scrolling to the outline's second row: n1 ends its display, the others show.
    seen.events = []
    try await host.scroll(to: 4)
    #expect(seen.of([.didEndDisplaying]) == ["didEndDisplaying n1 0.0 cell"])
    #expect(
      seen.of([.willDisplay]) == [
        "willDisplay n2 0.1 cell", "willDisplay n3 0.2 cell", "willDisplay n6 0.3 cell",
        "willDisplay n8 0.4 cell",
      ])

    // The disclosure route expands n2 at its screen position; the rows under it follow.
    seen.events = []
    seen.actions = []
    #expect(host.adapter?.expandOutlineItem(at: ListPosition(section: 1, item: 3)) == true)
    #expect(outline.isExpanded(2))
    #expect(host.menuAction("open", at: ListPosition(section: 1, item: 5)))
    #expect(host.swipeAction("flag", at: ListPosition(section: 1, item: 5)))
    #expect(seen.actions == ["open n5 3", "flag n5 3"])
    #expect(host.selectRow(ListPosition(section: 1, item: 6)))
    #expect(seen.of([.select]) == ["select n3 0.4 cell"])
    host.expectNothingRaised()
    #expect(try host.positions().count == 3 + outline.numberOfItems(inSection: 0))
  }
}
