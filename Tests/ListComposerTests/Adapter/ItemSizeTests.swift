import HeadlessHost
import ListComposerTestSupport
import Testing

/// Item sizes for a flow layout, asked of the adapter of each headless view: from the source
/// that owns the item, with its typed model and local position; the nearest source that gives
/// sizes decides; anything else is the layout's own size.
@MainActor
@Suite struct ItemSizeTests {
  @Test(arguments: ViewKind.allCases)
  func anItemsSizeComesFromItsOwnSourceAndTheNearestDecides(_ kind: ViewKind)
    async throws
  {
    try await kind.run(ownSource, ownSource)
  }

  func ownSource<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try SizesScreen(kind, cell)
    let adapter = screen.adapter
    var asked: [String] = []
    adapter.setHandlers(
      SourceHandlers(itemSize: { _, _ in ListSize(width: 50, height: 50) }), for: screen.root)
    adapter.setHandlers(
      SourceHandlers(itemSize: { ads, item in
        asked.append("\(item.model.id) \(item.position) \(ads === screen.ads)")
        return ListSize(width: Double(item.model.id), height: 96)
      }), for: screen.ads)
    adapter.setHandlers(
      SourceHandlers(itemSize: { _, item in
        item.model.id == 11 ? nil : ListSize(width: 320, height: Double(item.model.id))
      }), for: screen.messages)
    #expect(adapter.itemSize(at: position(4, 5)) == ListSize(width: 62, height: 96))
    #expect(asked == ["62 [0, 2] true"])
    #expect(adapter.itemSize(at: position(1, 2)) == ListSize(width: 320, height: 12))
    #expect(adapter.itemSize(at: position(1, 1)) == nil)  // messages say: the layout's
    #expect(adapter.itemSize(at: position(4, 2)) == ListSize(width: 50, height: 50))  // news
    #expect(adapter.itemSize(at: position(3, 0)) == ListSize(width: 50, height: 50))  // tasks

    adapter.setHandlers(nil, for: screen.ads)
    #expect(adapter.itemSize(at: position(4, 5)) == ListSize(width: 50, height: 50))
    adapter.setHandlers(nil, for: screen.root)
    #expect(adapter.itemSize(at: position(4, 5)) == nil)
    #expect(adapter.itemSize(at: position(1, 0)) == ListSize(width: 320, height: 10))
  }

  @Test(arguments: ViewKind.allCases)
  func positionsThatDoNotExistAndInvalidSizesAreTheLayouts(_ kind: ViewKind) async throws {
    try await kind.run(invalid, invalid)
  }

  func invalid<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try SizesScreen(kind, cell)
    var asked = 0
    screen.adapter.setHandlers(
      SourceHandlers(itemSize: { _, item in
        asked += 1
        return switch (item.model as? Mail)?.id {
        case 1: ListSize(width: -1, height: 10)
        case 2: ListSize(width: 10, height: .infinity)
        default: ListSize(width: 0, height: 0)
        }
      }), for: screen.root)
    for row in [position(5, 0), position(-1, 0), position(1, 3), position(4, -1)] {
      #expect(screen.adapter.itemSize(at: row) == nil, "\(row)")
    }
    #expect(asked == 0)
    #expect(screen.adapter.itemSize(at: position(0, 0)) == nil)
    #expect(screen.adapter.itemSize(at: position(0, 1)) == nil)
    #expect(screen.adapter.itemSize(at: position(1, 0)) == ListSize(width: 0, height: 0))
    #expect(screen.host.consoleLog.contains { $0.contains("ignored the item width -1.0") })
    #expect(screen.host.consoleLog.contains { $0.contains("ignored the item height inf") })
  }

  @Test func aSizeReadsAsWidthByHeight() {
    #expect(ListSize(width: 160, height: 96).description == "160.0 × 96.0")
  }
}
