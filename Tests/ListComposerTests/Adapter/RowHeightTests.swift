import HeadlessHost
import ListComposerTestSupport
import Testing

/// Row heights and their estimates, asked of the adapter of each headless view: each comes
/// from the source that owns the row (two levels down, or a linear composition's third child),
/// with the typed model and the row's position in that source; the nearest source that gives
/// heights decides, the nearest that gives an estimate estimates; anything else is automatic.
@MainActor
@Suite struct RowHeightTests {
  @Test(arguments: ViewKind.allCases)
  func aRowsHeightComesFromItsOwnSourceWithItsModelAndLocalPosition(_ kind: ViewKind)
    async throws
  {
    try await kind.run(ownSource, ownSource)
  }

  func ownSource<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try SizesScreen(kind, cell)
    var asked: [String] = []
    screen.adapter.setHandlers(
      SourceHandlers(rowHeight: { tasks, item in
        asked.append("tasks \(item.model.id) \(item.position) \(tasks === screen.tasks)")
        return Double(item.model.id)
      }), for: screen.tasks)
    screen.adapter.setHandlers(
      SourceHandlers(rowHeight: { ads, item in
        asked.append("ads \(item.model.title) \(item.position) \(ads === screen.ads)")
        return 100 + Double(item.model.id)
      }), for: screen.ads)
    // Tasks' "Later" is screen section 3; ads' second item is item 4 of the feed's section.
    #expect(screen.adapter.rowHeight(at: position(3, 0)) == 30)
    #expect(screen.adapter.rowHeight(at: position(2, 2)) == 22)
    #expect(screen.adapter.rowHeight(at: position(4, 4)) == 161)
    #expect(
      asked == ["tasks 30 [1, 0] true", "tasks 22 [0, 2] true", "ads m61 [0, 1] true"])
    // Rows of sources without heights are automatic, and their providers are not asked.
    asked = []
    for row in [position(0, 0), position(1, 2), position(4, 0), position(4, 2)] {
      #expect(screen.adapter.rowHeight(at: row) == nil, "\(row)")
    }
    #expect(asked.isEmpty)
  }

  @Test(arguments: ViewKind.allCases)
  func theNearestSourceWithHeightsDecidesAndTheNearestWithAnEstimateEstimates(
    _ kind: ViewKind
  ) async throws {
    try await kind.run(nearestDecides, nearestDecides)
  }

  func nearestDecides<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try SizesScreen(kind, cell)
    let adapter = screen.adapter
    adapter.setHandlers(
      SourceHandlers(rowHeight: { _, _ in 44 }, estimatedRowHeight: 40), for: screen.root)
    adapter.setHandlers(
      SourceHandlers(rowHeight: { _, item in
        // A composition's items are typed `Any`. Even rows: automatic, not the root's.
        (item.model as? Mail)?.id.isMultiple(of: 2) == true ? nil : 60
      }), for: screen.inner)
    adapter.setHandlers(
      SourceHandlers(rowHeight: { _, _ in 72 }, estimatedRowHeight: 70), for: screen.messages)
    #expect(adapter.rowHeight(at: position(0, 1)) == 44)  // the root's
    #expect(adapter.rowHeight(at: position(1, 0)) == 72)  // messages'
    #expect(adapter.rowHeight(at: position(2, 1)) == 60)  // task 21: inner's
    #expect(adapter.rowHeight(at: position(2, 0)) == nil)  // task 20: inner says automatic
    #expect(adapter.rowHeight(at: position(4, 5)) == 44)  // an ad: the root's
    // Estimates: messages' own; tasks', whose nearest with an estimate is the root.
    #expect(adapter.estimatedRowHeight(at: position(1, 2)) == 70)
    #expect(adapter.estimatedRowHeight(at: position(2, 1)) == 40)

    adapter.setHandlers(nil, for: screen.messages)
    #expect(adapter.rowHeight(at: position(1, 1)) == 60)  // message 11: inner's now
    #expect(adapter.estimatedRowHeight(at: position(1, 1)) == 40)
    adapter.setHandlers(nil, for: screen.inner)
    #expect(adapter.rowHeight(at: position(2, 0)) == 44)
    adapter.setHandlers(nil, for: screen.root)
    #expect(adapter.rowHeight(at: position(2, 0)) == nil)
    #expect(adapter.estimatedRowHeight(at: position(2, 0)) == nil)
  }

  @Test(arguments: ViewKind.allCases)
  func aSourceMayGiveOnlyAnEstimate(_ kind: ViewKind) async throws {
    try await kind.run(onlyAnEstimate, onlyAnEstimate)
  }

  func onlyAnEstimate<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try SizesScreen(kind, cell)
    screen.adapter.setHandlers(SourceHandlers(rowHeight: { _, _ in 44 }), for: screen.root)
    screen.adapter.setHandlers(SourceHandlers(estimatedRowHeight: 88), for: screen.news)
    // News rows size themselves (about 88 points); the others are the root's 44.
    #expect(screen.adapter.rowHeight(at: position(4, 1)) == nil)
    #expect(screen.adapter.estimatedRowHeight(at: position(4, 1)) == 88)
    #expect(screen.adapter.rowHeight(at: position(4, 0)) == 44)
    #expect(screen.adapter.estimatedRowHeight(at: position(4, 0)) == nil)
  }

  @Test(arguments: ViewKind.allCases)
  func positionsThatDoNotExistAndHeightsAViewWouldRaiseForAreAutomatic(_ kind: ViewKind)
    async throws
  {
    try await kind.run(invalid, invalid)
  }

  func invalid<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try SizesScreen(kind, cell)
    var asked = 0
    screen.adapter.setHandlers(
      SourceHandlers(
        rowHeight: { _, item in
          asked += 1
          switch (item.model as? Mail)?.id {
          case 1: return -3
          case 2: return .nan
          case 10: return .infinity
          default: return 0  // a row of no height is valid
          }
        }, estimatedRowHeight: 40), for: screen.root)
    for row in [
      position(5, 0), position(-1, 0), position(0, 2), position(0, -1), position(4, 6),
      position(3, 1),
    ] {
      #expect(screen.adapter.rowHeight(at: row) == nil, "\(row)")
      #expect(screen.adapter.estimatedRowHeight(at: row) == nil, "\(row)")
    }
    #expect(asked == 0)
    #expect(screen.adapter.rowHeight(at: position(0, 0)) == nil)
    #expect(screen.adapter.rowHeight(at: position(0, 1)) == nil)
    #expect(screen.adapter.rowHeight(at: position(1, 0)) == nil)
    #expect(screen.adapter.rowHeight(at: position(1, 1)) == 0)
    #expect(
      screen.host.consoleLog.filter { $0.contains("ignored the row height") }.count == 3,
      "\(screen.host.consoleLog)")
    screen.adapter.setHandlers(SourceHandlers(estimatedRowHeight: 0), for: screen.contacts)
    #expect(screen.adapter.estimatedRowHeight(at: position(0, 0)) == nil)
    #expect(screen.host.consoleLog.contains { $0.contains("ignored the estimated row height 0") })
  }
}
