import HeadlessHost
import ListComposer
import ListComposerTestSupport
import Testing

/// Per-source values found by section or position through the owners of a screen position: how
/// a collection view's compositional layout asks each child for its own section layout.
@MainActor
@Suite struct ProvidersBySourceTests {
  func tiles(_ items: [String]) -> ArrayDataSource<String, TestTile> {
    ArrayDataSource(items, cell: TestTile.self) { cell, text in cell.textLabel = text }
  }

  func shown(_ source: some DataSource) throws -> (ListAdapter, HeadlessCollectionView) {
    let collectionView = HeadlessCollectionView()
    return (try ListAdapter(source: source, view: collectionView), collectionView)
  }

  @Test func ownersRunFromTheChildUpToTheRoot() throws {
    let contacts = tiles(["a"])
    let messages = ArrayDataSource(
      sections: [ListSection(items: ["m"]), ListSection(items: ["n", "o"])], cell: TestTile.self
    ) { cell, text in cell.textLabel = text }
    let people = tiles(["p"])
    let inner = try SectionedDataSource([messages, people])
    let screen = try SectionedDataSource([contacts, inner])
    let (adapter, view) = try shown(screen)
    _ = view

    let owners = adapter.owners(ofSection: 2)
    #expect(owners.map(\.section) == [1, 1, 2])
    #expect(
      owners.map { ObjectIdentifier($0.source) }
        == [messages, inner, screen].map(ObjectIdentifier.init))
    #expect(adapter.owners(ofSection: 4).isEmpty)
    #expect(adapter.owners(ofSection: -1).isEmpty)
    #expect(adapter.owner(ofSection: 3).map { $0.source === people } == true)

    let items = adapter.owners(of: ListPosition(section: 2, item: 1))
    #expect(
      items.map(\.position) == [
        ListPosition(section: 1, item: 1), ListPosition(section: 1, item: 1),
        ListPosition(section: 2, item: 1),
      ])
    #expect(adapter.owners(of: ListPosition(section: 2, item: 2)).isEmpty)
  }

  @Test func aLinearCompositionOwnsItsOneSection() throws {
    let first = tiles(["a", "b"])
    let second = tiles(["c"])
    let feed = try SectionedDataSource([first, second], layout: .linear)
    let screen = try SectionedDataSource([tiles(["x"]), feed])
    let (adapter, _) = try shown(screen)
    #expect(
      adapter.owners(ofSection: 1).map { ObjectIdentifier($0.source) }
        == [feed, screen].map(ObjectIdentifier.init))
    // Items are still owned by the child that holds them.
    let item = adapter.owners(of: ListPosition(section: 1, item: 2))
    #expect(item.first.map { $0.source === second } == true)
    #expect(item.first?.position == ListPosition(section: 0, item: 0))
  }

  @Test func aProviderIsFoundForTheOwnerOrItsNearestComposition() throws {
    let contacts = tiles(["a"])
    let messages = tiles(["m"])
    let people = tiles(["p"])
    let inner = try SectionedDataSource([messages, people])
    let screen = try SectionedDataSource([contacts, inner])
    let (adapter, _) = try shown(screen)
    var layouts = ProvidersBySource<String>()
    #expect(layouts.isEmpty)
    layouts.set("carousel", for: contacts)
    layouts.set("list", for: inner)
    #expect(layouts.provider(forSection: 0, in: adapter)?.provider == "carousel")
    #expect(
      layouts.provider(forSection: 1, in: adapter).map { ($0.provider, $0.section) } ?? ("", -1)
        == ("list", 0))
    #expect(
      layouts.provider(forSection: 2, in: adapter).map { ($0.provider, $0.section) } ?? ("", -1)
        == ("list", 1))
    #expect(layouts.provider(forSection: 3, in: adapter) == nil)
    layouts.set("grid", for: AnyDataSource(people))  // the wrapped source stands for itself
    #expect(layouts.provider(forSection: 2, in: adapter)?.provider == "grid")
    layouts.set(nil, for: people)
    #expect(layouts.provider(forSection: 2, in: adapter)?.provider == "list")
    #expect(
      layouts.provider(for: ListPosition(section: 0, item: 0), in: adapter)?.provider == "carousel")
  }

  @Test func childrenAddedLaterAreFoundWithoutRegisteringAgain() throws {
    let contacts = tiles(["a"])
    let screen = try SectionedDataSource([contacts])
    let collectionView = HeadlessCollectionView()
    try collectionView.attach(screen)
    let adapter = try #require(collectionView.adapter)
    var layouts = ProvidersBySource<String>()
    let later = tiles(["z"])
    layouts.set("later", for: later)
    layouts.set("screen", for: screen)
    #expect(layouts.provider(forSection: 1, in: adapter) == nil)
    try screen.insert(later, at: 0)
    #expect(layouts.provider(forSection: 0, in: adapter)?.provider == "later")
    #expect(layouts.provider(forSection: 1, in: adapter)?.provider == "screen")
    _ = try screen.removeChild(at: 0)
    #expect(layouts.provider(forSection: 0, in: adapter)?.provider == "screen")
  }

  @Test func aSourceThatIsGoneHasNoProvider() throws {
    var layouts = ProvidersBySource<String>()
    weak var released: ArrayDataSource<String, TestTile>?
    do {
      let temporary = tiles(["a"])
      released = temporary
      layouts.set("gone", for: temporary)
      #expect(layouts.provider(for: temporary) == "gone")
    }
    #expect(released == nil)
    #expect(layouts.isEmpty)
  }
}
