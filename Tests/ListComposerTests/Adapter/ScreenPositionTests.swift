import HeadlessHost
import ListComposerTestSupport
import Testing

/// A screen with a source at every kind of place: at the root, two levels down, and inside a
/// linear composition; plus a source that is not on the screen.
///
///     root = [header, [linear(runA, runB, badges), [[deep]]]]
///     section 0: header (n100)
///     section 1: runA (n10, n11) + runB's two sections (n20, n21 | n22) + badges (#21, #7)
///     section 2, 3: deep's two sections (n0, n1, n2 | n3, n4)
@MainActor
struct PositionScreen<Cell: HeadlessReusableCell> {
  let header: ArrayDataSource<Note, Cell>
  let runA: ArrayDataSource<Note, Cell>
  let runB: ArrayDataSource<Note, Cell>
  let badges: ArrayDataSource<Badge, Cell>
  let deep: ArrayDataSource<Note, Cell>
  let linear: SectionedDataSource
  let inner: SectionedDataSource
  let root: SectionedDataSource
  let host: ViewUnderTest

  init(_ kind: ViewKind) throws {
    header = NoteDecorator<Cell>.dataSource(for: [Note(100)])
    runA = NoteDecorator<Cell>.dataSource(for: notes(10..<12))
    runB = ArrayDataSource(
      sections: [ListSection(items: notes(20..<22)), ListSection(items: [Note(22)])],
      decorator: NoteDecorator<Cell>.self)
    badges = BadgeDecorator<Cell>.dataSource(for: [Badge(id: 21), Badge(id: 7)])
    deep = ArrayDataSource(
      sections: [
        ListSection(header: "A", items: notes(0..<3)),
        ListSection(header: "B", items: notes(3..<5)),
      ], decorator: NoteDecorator<Cell>.self)
    linear = try SectionedDataSource([runA, runB, badges], layout: .linear)
    inner = try SectionedDataSource([linear, try SectionedDataSource([deep])])
    root = try SectionedDataSource([header, inner])
    host = ViewUnderTest(kind)
    try host.attach(root)
  }

  /// Every leaf, with a name for messages.
  var leaves: [(name: String, source: any DataSource)] {
    [("header", header), ("runA", runA), ("runB", runB), ("badges", badges), ("deep", deep)]
  }
}

/// `ListAdapter.position(of:in:)` and `position(of:)`: the screen position of a source's
/// position, of an item of a source, and of an item anywhere, through any depth of
/// composition, on both headless views, strict and raising like a device.
@MainActor
@Suite struct ScreenPositionTests {
  // MARK: A source's position

  @Test(arguments: ViewKind.allCases)
  func everyLocalPositionMapsToTheRowThatShowsIt(_ kind: ViewKind) async throws {
    try await kind.run(everyLocalPosition, everyLocalPosition)
  }

  func everyLocalPosition<Cell: HeadlessReusableCell>(
    _ kind: ViewKind, _ cell: Cell.Type
  ) throws {
    let screen = try PositionScreen<Cell>(kind)
    let adapter = try #require(screen.host.adapter)
    var shownRows: Set<ListPosition> = []
    for (name, leaf) in screen.leaves {
      for section in 0..<leaf.numberOfSections {
        for item in 0..<leaf.numberOfItems(inSection: section) {
          let local = ListPosition(section: section, item: item)
          let mapped = adapter.position(of: local, in: leaf)
          let shown = try #require(mapped, "\(kind) \(name) \(local)")
          // The row the view shows there belongs to this leaf, at this local position...
          let owner = try #require(adapter.leaf(at: shown))
          #expect(owner.source === leaf, "\(kind) \(name) \(local) -> \(shown)")
          #expect(owner.position == local, "\(kind) \(name) \(local) -> \(shown)")
          // ...and its cell shows this leaf's model.
          let fresh = ViewUnderTest(kind)
          try fresh.display(leaf)
          #expect(screen.host.text(at: shown) == fresh.text(at: local), "\(kind) \(name)")
          shownRows.insert(shown)
        }
      }
    }
    #expect(shownRows == Set(try screen.host.positions()), "every row is some leaf's, once")
    screen.host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func positionsTwoLevelsDownAndInALinearComposition(_ kind: ViewKind) async throws {
    try await kind.run(explicitPositions, explicitPositions)
  }

  func explicitPositions<Cell: HeadlessReusableCell>(
    _ kind: ViewKind, _ cell: Cell.Type
  ) throws {
    let screen = try PositionScreen<Cell>(kind)
    let adapter = try #require(screen.host.adapter)
    func at(_ section: Int, _ item: Int) -> ListPosition {
      ListPosition(section: section, item: item)
    }
    #expect(adapter.position(of: at(0, 0), in: screen.header) == at(0, 0))
    #expect(adapter.position(of: at(1, 1), in: screen.deep) == at(3, 1))
    #expect(adapter.position(of: at(0, 2), in: screen.deep) == at(2, 2))
    #expect(adapter.position(of: at(0, 1), in: screen.runA) == at(1, 1))
    #expect(adapter.position(of: at(1, 0), in: screen.runB) == at(1, 4))
    #expect(adapter.position(of: at(0, 1), in: screen.badges) == at(1, 6))
    // A composition's own positions, and the root's, which are the screen's.
    #expect(adapter.position(of: at(0, 3), in: screen.linear) == at(1, 3))
    #expect(adapter.position(of: at(2, 0), in: screen.inner) == at(3, 0))
    #expect(adapter.position(of: at(3, 1), in: screen.root) == at(3, 1))
    #expect(screen.host.text(at: at(3, 1)) == "n4")
    #expect(screen.host.text(at: at(1, 4)) == "n22")
  }

  @Test(arguments: ViewKind.allCases)
  func positionsFollowChangesOfOtherSources(_ kind: ViewKind) async throws {
    try await kind.run(followChanges, followChanges)
  }

  func followChanges<Cell: HeadlessReusableCell>(
    _ kind: ViewKind, _ cell: Cell.Type
  ) throws {
    let screen = try PositionScreen<Cell>(kind)
    let adapter = try #require(screen.host.adapter)
    let last = ListPosition(section: 0, item: 0)
    #expect(adapter.position(of: last, in: screen.runB) == ListPosition(section: 1, item: 2))
    try screen.runA.insert(Note(9), at: ListPosition(section: 0, item: 0))
    #expect(adapter.position(of: last, in: screen.runB) == ListPosition(section: 1, item: 3))
    try screen.linear.removeChild(at: 0)
    #expect(adapter.position(of: last, in: screen.runB) == ListPosition(section: 1, item: 0))
    #expect(adapter.position(of: last, in: screen.runA) == nil, "runA left the screen")
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func positionsThatAreNotShownAreNil(_ kind: ViewKind) async throws {
    try await kind.run(notShown, notShown)
  }

  func notShown<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try PositionScreen<Cell>(kind)
    let adapter = try #require(screen.host.adapter)
    let elsewhere = NoteDecorator<Cell>.dataSource(for: notes(0..<3))
    #expect(adapter.position(of: ListPosition(section: 0, item: 0), in: elsewhere) == nil)
    // Past the end of a section (a place to drop an item, not an item), and out of range.
    #expect(adapter.position(of: ListPosition(section: 0, item: 2), in: screen.runA) == nil)
    #expect(adapter.position(of: ListPosition(section: 0, item: 3), in: screen.deep) == nil)
    #expect(adapter.position(of: ListPosition(section: 2, item: 0), in: screen.deep) == nil)
    #expect(adapter.position(of: ListPosition(section: -1, item: 0), in: screen.deep) == nil)
    #expect(adapter.position(of: ListPosition(section: 0, item: -1), in: screen.deep) == nil)
  }

  @Test(arguments: ViewKind.allCases)
  func contentBehindAPlaceholderHasNoPosition(_ kind: ViewKind) async throws {
    try await kind.run(behindPlaceholder, behindPlaceholder)
  }

  func behindPlaceholder<Cell: HeadlessReusableCell>(
    _ kind: ViewKind, _ cell: Cell.Type
  ) throws {
    let host = ViewUnderTest(kind)
    let content = NoteDecorator<Cell>.dataSource(for: notes(0..<2))
    let stateful = try StatefulDataSource(
      content, state: .loading, placeholder: PendingDecorator<Cell>.self)
    let root = try SectionedDataSource([
      NoteDecorator<Cell>.dataSource(for: [Note(100)]), SectionedDataSource([stateful]),
    ])
    try host.attach(root)
    let adapter = try #require(host.adapter)
    let first = ListPosition(section: 0, item: 1)
    #expect(adapter.position(of: first, in: content) == nil, "a placeholder is shown")
    stateful.setState(.content)
    #expect(adapter.position(of: first, in: content) == ListPosition(section: 1, item: 1))
    try host.expectShowsData(root)
  }

  // MARK: An item of a source

  @Test(arguments: ViewKind.allCases)
  func anItemOfAnArraySourceIsFoundByEquality(_ kind: ViewKind) async throws {
    try await kind.run(itemInSource, itemInSource)
  }

  func itemInSource<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try PositionScreen<Cell>(kind)
    let adapter = try #require(screen.host.adapter)
    #expect(adapter.position(of: Note(3), in: screen.deep) == ListPosition(section: 3, item: 0))
    #expect(adapter.position(of: Note(21), in: screen.runB) == ListPosition(section: 1, item: 3))
    #expect(
      adapter.position(of: Badge(id: 7), in: screen.badges) == ListPosition(section: 1, item: 6))
    #expect(adapter.position(of: Note(3), in: screen.runB) == nil, "not in that source")
    #expect(adapter.position(of: Note(3, "edited"), in: screen.deep) == nil, "equality, not id")
    try screen.deep.move(
      from: ListPosition(section: 1, item: 0), to: ListPosition(section: 0, item: 0))
    #expect(adapter.position(of: Note(3), in: screen.deep) == ListPosition(section: 2, item: 0))
    #expect(screen.host.text(at: ListPosition(section: 2, item: 0)) == "n3")
    try screen.host.expectShowsData(screen.root)
  }

  // MARK: An item anywhere

  @Test(arguments: ViewKind.allCases)
  func anItemAnywhereIsFoundByTypeAndIdentifier(_ kind: ViewKind) async throws {
    try await kind.run(itemAnywhere, itemAnywhere)
  }

  func itemAnywhere<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try PositionScreen<Cell>(kind)
    let adapter = try #require(screen.host.adapter)
    // By identifier: the content does not matter.
    #expect(adapter.position(of: Note(4, "anything")) == ListPosition(section: 3, item: 1))
    #expect(adapter.position(of: Note(100)) == ListPosition(section: 0, item: 0))
    #expect(adapter.position(of: Note(11)) == ListPosition(section: 1, item: 1))
    // Badge 21 shares its identifier with note 21, which comes first: the type tells them apart.
    #expect(adapter.position(of: Note(21)) == ListPosition(section: 1, item: 3))
    #expect(adapter.position(of: Badge(id: 21)) == ListPosition(section: 1, item: 5))
    #expect(adapter.position(of: Badge(id: 7)) == ListPosition(section: 1, item: 6))
    #expect(adapter.position(of: Note(7)) == nil, "only a badge has id 7")
    #expect(adapter.position(of: Note(999)) == nil)
    // The first match from the top, and it follows the data.
    try screen.header.append(Note(4, "again"))
    #expect(adapter.position(of: Note(4)) == ListPosition(section: 0, item: 1))
    screen.header.remove(Note(4, "again"))
    #expect(adapter.position(of: Note(4)) == ListPosition(section: 3, item: 1))
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func itemsOfMixedSourcesAreFoundByTypeAndIdentifier(_ kind: ViewKind) async throws {
    try await kind.run(mixedItems, mixedItems)
  }

  func mixedItems<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let host = ViewUnderTest(kind)
    var catalog = DecoratorCatalog()
    catalog.register(NoteDecorator<Cell>.self)
    catalog.register(BadgeDecorator<Cell>.self)
    catalog.register(PlainDecorator<Cell>.self)
    let feed = MixedDataSource(
      sections: [
        ListSection(items: [Badge(id: 1), Note(1)]),
        ListSection(items: [Note(2), "plain", Badge(id: 2)]),
      ], catalog: catalog)
    let top = NoteDecorator<Cell>.dataSource(for: [Note(100)])
    let root = try SectionedDataSource([top, SectionedDataSource([feed], layout: .linear)])
    try host.attach(root)
    let adapter = try #require(host.adapter)
    let second = ListPosition(section: 1, item: 1)
    #expect(adapter.position(of: second, in: feed) == ListPosition(section: 1, item: 3))
    #expect(adapter.position(of: Note(2), in: feed) == ListPosition(section: 1, item: 2))
    #expect(adapter.position(of: Badge(id: 2), in: feed) == ListPosition(section: 1, item: 4))
    #expect(adapter.position(of: "plain", in: feed) == ListPosition(section: 1, item: 3))
    #expect(adapter.position(of: Note(1)) == ListPosition(section: 1, item: 1))
    #expect(adapter.position(of: Badge(id: 1)) == ListPosition(section: 1, item: 0))
    #expect(adapter.position(of: Badge(id: 2)) == ListPosition(section: 1, item: 4))
    #expect(host.text(at: ListPosition(section: 1, item: 4)) == "#2")
    host.expectNothingRaised()
  }
}

/// Renders every kind of placeholder row as its kind.
enum PendingDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "pending" }
  static func decorate(_ cell: Cell, with placeholder: Placeholder) {
    cell.textLabel = "[\(placeholder.kind)]"
  }
}

/// Renders a string as itself.
enum PlainDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "plain" }
  static func decorate(_ cell: Cell, with text: String) { cell.textLabel = text }
}
