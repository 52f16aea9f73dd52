import HeadlessHost
import ListComposerTestSupport
import Testing

/// Renders a note with its place: `n3 @0.1 on 2.1`, the local position, then the screen's;
/// the host that dequeued the cell goes into the detail text.
enum PlacedNoteDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "placed" }

  static func decorate(_ cell: Cell, with note: Note) {
    cell.textLabel = note.text
    cell.detailTextLabel = nil
  }

  static func decorate(_ cell: Cell, with note: Note, in context: CellContext) {
    cell.textLabel = placedText(note, context)
    cell.detailTextLabel = hostName(context.host)
  }
}

/// `n3 @0.1 on 2.1`: a note, its local position and its screen position.
@MainActor
func placedText(_ note: Note, _ context: CellContext) -> String {
  let local = context.position
  let screen = context.screenPosition
  return "\(note.text) @\(local.section).\(local.item) on \(screen.section).\(screen.item)"
}

/// A name for a host object, to check which host a cell was dequeued from.
func hostName(_ host: AnyObject?) -> String {
  host.map { "\(ObjectIdentifier($0).hashValue)" } ?? "none"
}

/// Cells that receive their ``CellContext`` (the local position, the screen position and the
/// host): through the configure closure of three arguments, a decorator's
/// `decorate(_:with:in:)`, and a mixed source's catalog, at every depth of composition, on
/// both headless views, strict and raising like a device.
@MainActor
@Suite struct CellContextTests {
  /// The screen of the tests, with a leaf of each kind at every kind of place.
  ///
  ///     root = [closure leaf, [linear(decorated, plain), [[two-section closure leaf, feed]]]]
  struct Screen {
    let root: SectionedDataSource
    let leaves: [(name: String, source: any DataSource)]
    var seenHosts: () -> [String]
  }

  func screen<Cell: HeadlessReusableCell>(_ cell: Cell.Type) throws -> Screen {
    let hosts = SeenHosts()
    let top = ArrayDataSource(notes(0..<2), cell: Cell.self) { cell, note, context in
      cell.textLabel = placedText(note, context)
      hosts.names.append(hostName(context.host))
    }
    let decorated = ArrayDataSource(notes(10..<13), decorator: PlacedNoteDecorator<Cell>.self)
    let plain = ArrayDataSource(notes(20..<22), decorator: NoteDecorator<Cell>.self)
    let deep = ArrayDataSource(
      sections: [ListSection(items: notes(30..<32)), ListSection(items: notes(32..<35))],
      cell: Cell.self, reuseIdentifier: "deep"
    ) { cell, note, context in
      cell.textLabel = placedText(note, context)
      hosts.names.append(hostName(context.host))
    }
    var catalog = DecoratorCatalog()
    catalog.register(PlacedNoteDecorator<Cell>.self)
    catalog.register(BadgeDecorator<Cell>.self)
    let feed = MixedDataSource([Badge(id: 1), Note(40), Note(41)], catalog: catalog)
    let linear = try SectionedDataSource([decorated, plain], layout: .linear)
    let root = try SectionedDataSource([
      top, SectionedDataSource([linear, SectionedDataSource([deep, feed])]),
    ])
    return Screen(
      root: root,
      leaves: [
        ("top", top), ("decorated", decorated), ("plain", plain), ("deep", deep), ("feed", feed),
      ],
      seenHosts: { hosts.names })
  }

  @Test(arguments: ViewKind.allCases)
  func everyCellReceivesItsLocalAndScreenPositions(_ kind: ViewKind) async throws {
    try await kind.run(positions, positions)
  }

  func positions<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try screen(Cell.self)
    let host = ViewUnderTest(kind)
    try host.attach(screen.root)
    let adapter = try #require(host.adapter)
    var placed = 0
    for shown in try host.positions() {
      let (leaf, local) = try #require(adapter.leaf(at: shown))
      let text = try #require(host.text(at: shown), "\(kind) \(shown)")
      let name = screen.leaves.first { $0.source === leaf }?.name
      if let note = leaf.model(at: local) as? Note, name != "plain" {
        // Every note except those of the plain decorator shows where it is.
        let expected =
          "\(note.text) @\(local.section).\(local.item) on \(shown.section).\(shown.item)"
        #expect(text == expected, "\(kind) \(shown)")
        placed += 1
      } else {
        #expect(!text.contains("@"), "\(kind) \(shown): \(text)")
      }
    }
    #expect(placed == 12, "\(kind)")
    // Two levels down the local position differs from the screen's.
    #expect(host.text(at: ListPosition(section: 3, item: 2)) == "n34 @1.2 on 3.2")
    #expect(host.text(at: ListPosition(section: 1, item: 4)) == "n21", "a plain decorator")
    #expect(host.text(at: ListPosition(section: 4, item: 2)) == "n41 @0.2 on 4.2", "in a catalog")
    host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func theContextCarriesTheHostThatDequeuedTheCell(_ kind: ViewKind) async throws {
    try await kind.run(hosts, hosts)
  }

  func hosts<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try screen(Cell.self)
    let host = ViewUnderTest(kind)
    try host.attach(screen.root)
    let expected = hostName(host.view)
    #expect(!screen.seenHosts().isEmpty)
    #expect(screen.seenHosts().allSatisfy { $0 == expected }, "\(kind)")
    let decorated = try #require(host.cell(at: ListPosition(section: 1, item: 0)))
    #expect(decorated.detailTextLabel == expected, "\(kind)")
    // A second view of the same screen hands its own host.
    let other = ViewUnderTest(kind)
    try other.display(screen.root)
    let seen = screen.seenHosts()
    #expect(seen.last == hostName(other.view), "\(kind)")
    #expect(
      other.cell(at: ListPosition(section: 1, item: 0))?.detailTextLabel == hostName(other.view))
  }

  @Test(arguments: ViewKind.allCases)
  func cellsFilledAfterChangesReceiveTheirNewPlaces(_ kind: ViewKind) async throws {
    try await kind.run(afterChanges, afterChanges)
  }

  func afterChanges<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try screen(Cell.self)
    let host = ViewUnderTest(kind)
    try host.attach(screen.root)
    let top = try #require(screen.leaves[0].source as? ArrayDataSource<Note, Cell>)
    let decorated = try #require(screen.leaves[1].source as? ArrayDataSource<Note, Cell>)
    try decorated.append(Note(13))
    try top.insert(Note(9), at: ListPosition(section: 0, item: 0))
    try host.layout()
    // New cells are filled with the places they have now.
    #expect(host.text(at: ListPosition(section: 0, item: 0)) == "n9 @0.0 on 0.0")
    #expect(host.text(at: ListPosition(section: 1, item: 3)) == "n13 @0.3 on 1.3")
    // A reconfigured cell is filled again, with its place.
    try decorated.update(
      at: ListPosition(section: 0, item: 1), with: Note(11, "eleven"), updateStyle: .reconfigure)
    try host.layout()
    #expect(host.text(at: ListPosition(section: 1, item: 1)) == "eleven @0.1 on 1.1")
    host.expectNothingRaised()
  }
}

/// The names of the hosts that contexts carried, in order.
final class SeenHosts {
  var names: [String] = []
}
