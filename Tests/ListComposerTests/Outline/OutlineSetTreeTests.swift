import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Replacing an outline's tree: the rows shown are diffed by identity, expansion state is kept,
/// a moved subtree moves; bad input is refused with nothing changed. On both headless views,
/// strict and raising like a device, alone and nested.
@MainActor
@Suite struct OutlineSetTreeTests {
  @Test(arguments: ViewKind.allCases)
  func settingATreeMovesAnExpandedSubtree(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try moveSubtree(kind, cell) }, { kind, cell in try moveSubtree(kind, cell) })
  }

  func moveSubtree<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let outline = try OutlineDataSource(sampleTree(), decorator: OutlineNoteDecorator<Cell>.self)
    let screen = try SectionedDataSource([
      SectionedDataSource(
        [ArrayDataSource(notes(20..<21), decorator: NoteDecorator<Cell>.self), outline],
        layout: .linear)
    ])
    let host = ViewUnderTest(kind)
    try host.attach(screen)
    try outline.expand(id: 2)
    try outline.expand(id: 1)
    try outline.expand(id: 6)
    #expect(
      try host.texts() == [
        "n20", "n1 -", "  n2 -", "    n4", "    n5", "  n3", "n6 -", "  n7", "n8",
      ])
    let before = host.updateLog.count

    // n2 and its children move under n6; n1 keeps a child, so it stays expanded.
    let moved = [node(1, [node(3)]), node(6, [node(7), node(2, [node(4), node(5)])]), node(8)]
    let batches = try outline.setTree(moved)
    #expect(!batches.isEmpty)
    let moves = batches.batches.flatMap(\.movedItems)
    // n2, n4 and n5 survive as moves (at least those not kept in place by the diff).
    #expect(batches.batches.flatMap(\.deletedItems).isEmpty)
    #expect(batches.batches.flatMap(\.insertedItems).isEmpty)
    #expect(!moves.isEmpty)
    #expect(outline.isExpanded(2) && outline.isExpanded(1) && outline.isExpanded(6))
    #expect(outline.parent(of: 2) == Note(6))
    #expect(outline.level(of: 4) == 2)
    #expect(
      try host.texts() == [
        "n20", "n1 -", "  n3", "n6 -", "  n7", "  n2 -", "    n4", "    n5", "n8",
      ])
    #expect(host.updateLog.count - before == batches.batches.count)
    try host.expectShowsData(screen)
    #expect(outline.visibleItems == expectedItems(moved, expanded: [1, 2, 6]))

    // A node leaves and another arrives; the same tree again publishes nothing.
    let changed = [node(1, [node(3), node(9)]), node(6, [node(7)]), node(8)]
    try outline.setTree(changed)
    try host.expectShowsData(screen)
    #expect(outline.visibleItems == expectedItems(changed, expanded: [1, 6]))
    let count = host.updateLog.count
    #expect(try outline.setTree(changed).isEmpty)
    #expect(host.updateLog.count == count)
  }

  @Test(arguments: ViewKind.allCases)
  func badInputIsATypedErrorAndChangesNothing(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try badInput(kind, cell) }, { kind, cell in try badInput(kind, cell) })
  }

  func badInput<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    #expect(throws: OutlineError.duplicateNode("2")) {
      try OutlineDataSource(
        [node(1, [node(2)]), node(2)], decorator: OutlineNoteDecorator<Cell>.self)
    }
    let outline = try OutlineDataSource(sampleTree(), decorator: OutlineNoteDecorator<Cell>.self)
    let host = ViewUnderTest(kind)
    try host.attach(try SectionedDataSource([SectionedDataSource([outline])]))
    try outline.expand(id: 1)
    let shown = try host.texts()
    #expect(throws: OutlineError.nodeNotFound("42")) { try outline.expand(id: 42) }
    #expect(throws: OutlineError.nodeNotFound("42")) { try outline.collapse(id: Note(42).id) }
    #expect(throws: OutlineError.nodeNotFound("42")) { try outline.toggle(id: 42) }
    #expect(throws: OutlineError.duplicateNode("4")) {
      try outline.setTree([node(1, [node(4, [node(4)])])])
    }
    #expect(try host.texts() == shown)
    #expect(outline.visibleItems == expectedItems(sampleTree(), expanded: [1]))
    #expect(host.updateLog.count == 1)
    // Queries about nodes that are not there are `nil` or `false`.
    #expect(outline.position(of: 42) == nil)
    #expect(outline.position(of: 4) == nil)  // under the collapsed n2
    #expect(outline.level(of: 42) == nil)
    #expect(outline.parent(of: 42) == nil)
    #expect(outline.parent(of: 1) == nil)
    #expect(outline.children(of: 1) == [Note(2), Note(3)])
    #expect(!outline.isExpanded(42))
    #expect(outline.model(at: ListPosition(section: 0, item: 99)) == nil)
    #expect(outline.node(at: ListPosition(section: 1, item: 0)) == nil)
    #expect(outline.node(at: ListPosition(section: 0, item: -1)) == nil)
    #expect(outline.node(at: ListPosition(section: 0, item: 2)) == Note(3))
    #expect(outline.position(of: 3) == ListPosition(section: 0, item: 2))
    #expect(String(describing: OutlineError.nodeNotFound("42")).contains("42"))
    try host.expectShowsData(outline)
  }

  /// Expand, collapse, toggle, expand all, collapse all and new trees in a random order, each
  /// checked against the rows rebuilt from scratch and against a fresh view.
  @Test(arguments: [ViewKind.strictTable, .strictCollection])
  func randomChangesMatchARebuild(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try randomChanges(kind, cell) },
      { kind, cell in try randomChanges(kind, cell) })
  }

  func randomChanges<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let seed: UInt64 = 20_261_127
    var generator = SeededGenerator(seed: seed)
    var tree = randomTree(idLimit: 30, using: &generator)
    var expanded: Set<Int> = []
    let outline = try OutlineDataSource(tree, decorator: OutlineNoteDecorator<Cell>.self)
    let screen = try SectionedDataSource([
      ArrayDataSource(notes(100..<101), decorator: NoteDecorator<Cell>.self),
      SectionedDataSource(
        [ArrayDataSource(notes(200..<202), decorator: NoteDecorator<Cell>.self), outline],
        layout: .linear),
    ])
    let host = ViewUnderTest(kind)
    try host.attach(screen)
    for step in 0..<300 {
      let ids = identities(tree)
      let id = ids.randomElement(using: &generator) ?? 0
      var action = ""
      switch Int.random(in: 0..<20, using: &generator) {
      case 0..<6:
        action = "expand \(id)"
        try outline.expand(id: id)
        expanded.insert(id)
      case 6..<11:
        action = "collapse \(id)"
        try outline.collapse(id: id)
        expanded.remove(id)
      case 11..<15:
        action = "toggle \(id)"
        try outline.toggle(id: id)
        if !expanded.insert(id).inserted { expanded.remove(id) }
      case 15:
        action = "expand all"
        outline.expandAll()
        expanded = Set(allParents(tree))
      case 16:
        action = "collapse all"
        outline.collapseAll()
        expanded = []
      default:
        tree = randomTree(idLimit: 30, using: &generator)
        action = "set tree \(identities(tree))"
        try outline.setTree(tree)
        expanded.formIntersection(identities(tree))
      }
      let expected = expectedItems(tree, expanded: expanded)
      #expect(
        outline.visibleItems == expected,
        "seed \(seed), step \(step), \(action)")
      try host.expectShowsData(screen)
      guard outline.visibleItems == expected else { return }
    }
  }
}

/// Every node of a tree that has children.
func allParents(_ roots: [OutlineNode<Note>]) -> [Int] {
  roots.flatMap { ($0.children.isEmpty ? [] : [$0.model.id]) + allParents($0.children) }
}
