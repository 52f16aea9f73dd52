import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// A model as Apple's diffable data source takes it: `Identifiable` and `Hashable`, and no
/// conformance of ListComposer's.
private struct Member: Identifiable, Hashable, Sendable {
  let id: Int
  var name: String
}

/// A model that is only `Identifiable` and `Equatable`.
private struct Chore: Identifiable, Equatable, Sendable {
  let id: String
  var title: String
}

private enum MemberDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "member" }
  static func decorate(_ cell: Cell, with member: Member) { cell.textLabel = member.name }
}

private enum ChoreDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "chore" }
  static func decorate(_ cell: Cell, with chore: Chore) { cell.textLabel = chore.title }
}

/// Models that are `Identifiable` and `Equatable` (or `Hashable`), without `DiffIdentifiable`
/// or `ContentEquatable`, work wherever those did: diffed by `setItems`, in a composed screen
/// beside each other, as an outline's nodes and fed by a stream, on both headless views.
@MainActor
@Suite struct PlainModelTests {
  @Test(arguments: ViewKind.allCases)
  func setItemsDiffsByIdAndComparesContentByEquality(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try diff(kind, cell) }, { kind, cell in try diff(kind, cell) })
  }

  func diff<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let people = ArrayDataSource(
      [Member(id: 1, name: "Ada"), Member(id: 2, name: "Grace"), Member(id: 3, name: "Hedy")],
      cell: cell
    ) { $0.textLabel = $1.name }
    let tasks = ArrayDataSource(
      [Chore(id: "a", title: "Write"), Chore(id: "b", title: "Test")], cell: cell
    ) { $0.textLabel = $1.title }
    let screen = try SectionedDataSource([people, tasks])
    let view = ViewUnderTest(kind)
    try view.attach(screen)
    #expect(try view.texts() == ["Ada", "Grace", "Hedy", "Write", "Test"])

    // Same ids, one changed: one reload, at the old position; no delete or insert.
    let renamed = people.setItems([
      Member(id: 1, name: "Ada"), Member(id: 2, name: "Grace Hopper"), Member(id: 3, name: "Hedy"),
    ])
    #expect(renamed.batches.flatMap(\.reloadedItems) == [ListPosition(section: 0, item: 1)])
    #expect(renamed.batches.allSatisfy { $0.insertedItems.isEmpty && $0.deletedItems.isEmpty })

    // A reorder moves by id.
    let moved = people.setItems([
      Member(id: 3, name: "Hedy"), Member(id: 1, name: "Ada"), Member(id: 2, name: "Grace Hopper"),
    ])
    #expect(!moved.batches.flatMap(\.movedItems).isEmpty)
    #expect(moved.batches.allSatisfy { $0.insertedItems.isEmpty && $0.deletedItems.isEmpty })

    // Only `Equatable`: a changed title reloads, a new id inserts, a gone one deletes.
    let changed = tasks.setItems([
      Chore(id: "b", title: "Test more"), Chore(id: "c", title: "Ship"),
    ])
    #expect(changed.batches.flatMap(\.reloadedItems) == [ListPosition(section: 1, item: 1)])
    #expect(changed.batches.flatMap(\.deletedItems) == [ListPosition(section: 1, item: 0)])
    #expect(!changed.batches.flatMap(\.insertedItems).isEmpty)
    #expect(try view.texts() == ["Hedy", "Ada", "Grace Hopper", "Test more", "Ship"])
    try view.expectShowsData(screen)

    // Both are found by identity.
    #expect(people.itemIdentifier(at: ListPosition(section: 0, item: 0)) == AnyHashable(3))
    #expect(tasks.itemIdentifier(at: ListPosition(section: 0, item: 1)) == AnyHashable("c"))
  }

  @Test(arguments: ViewKind.allCases)
  func aMixedSourceTakesThem(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try mixed(kind, cell) },
      { kind, cell in try mixed(kind, cell) })
  }

  func mixed<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    var catalog = DecoratorCatalog()
    catalog.register(MemberDecorator<Cell>.self)
    catalog.register(ChoreDecorator<Cell>.self)
    let feed = MixedDataSource(
      [Member(id: 1, name: "Ada"), Chore(id: "1", title: "Write")], catalog: catalog)
    let view = ViewUnderTest(kind)
    try view.attach(feed)
    // A person and a task that share an id are different items; a changed task reloads.
    let change = try feed.setItems([
      Chore(id: "1", title: "Write more"), Member(id: 1, name: "Ada"),
    ])
    #expect(change.batches.allSatisfy { $0.insertedItems.isEmpty && $0.deletedItems.isEmpty })
    #expect(change.batches.flatMap(\.reloadedItems).count == 1)
    #expect(try view.texts() == ["Write more", "Ada"])
    #expect(feed.itemIdentifier(at: ListPosition(section: 0, item: 1)) != nil)
  }

  @Test(arguments: ViewKind.allCases)
  func anOutlineOfThemExpandsAndDiffs(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try outline(kind, cell) }, { kind, cell in try outline(kind, cell) })
  }

  func outline<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let tree = [
      OutlineNode(
        Member(id: 1, name: "Ada"), children: [OutlineNode(Member(id: 2, name: "Byron"))]),
      OutlineNode(Member(id: 3, name: "Grace")),
    ]
    let outline = try OutlineDataSource(tree, cell: cell) { $0.textLabel = $1.model.name }
    let view = ViewUnderTest(kind)
    try view.attach(outline)
    try outline.expand(id: 1)
    #expect(try view.texts() == ["Ada", "Byron", "Grace"])
    #expect(outline.isExpanded(1))

    let renamed = [
      OutlineNode(Member(id: 3, name: "Grace Hopper")),
      OutlineNode(
        Member(id: 1, name: "Ada"), children: [OutlineNode(Member(id: 2, name: "Byron"))]),
    ]
    let change = try outline.setTree(renamed)
    #expect(change.batches.allSatisfy { $0.insertedItems.isEmpty && $0.deletedItems.isEmpty })
    #expect(outline.isExpanded(1))
    #expect(try view.texts() == ["Grace Hopper", "Ada", "Byron"])
    try view.expectShowsData(outline)
  }

  @Test(arguments: ViewKind.allCases)
  func aStreamOfThemIsBound(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await stream(kind, cell) }, { kind, cell in try await stream(kind, cell) }
    )
  }

  func stream<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) async throws {
    let tasks = ArrayDataSource([Chore](), cell: cell) { $0.textLabel = $1.title }
    let people = ArrayDataSource([Member](), cell: cell) { $0.textLabel = $1.name }
    let screen = try SectionedDataSource([tasks, people])
    let view = ViewUnderTest(kind)
    try view.attach(screen)
    let (taskStream, taskInput) = ElementStream<[Chore]>.makeStream()
    let (personStream, personInput) = ElementStream<[Member]>.makeStream()
    let taskBinding = tasks.bind(to: taskStream, scheduler: .inline)
    let personBinding = people.bind(to: personStream, scheduler: .inline)
    taskInput.yield([Chore(id: "a", title: "Write")])
    personInput.yield([Member(id: 1, name: "Ada")])
    #expect(await eventually { (try? view.texts()) == ["Write", "Ada"] })
    taskInput.yield([Chore(id: "a", title: "Write more"), Chore(id: "b", title: "Ship")])
    #expect(await eventually { (try? view.texts()) == ["Write more", "Ship", "Ada"] })
    try view.expectShowsData(screen)
    taskBinding.cancel()
    personBinding.cancel()
  }
}
