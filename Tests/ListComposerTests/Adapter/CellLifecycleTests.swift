import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Cell lifecycle per child, through stateful and paged sources inside compositions: every
/// display begins once and ends once, with the model it showed, while rows are inserted,
/// deleted and moved above it; touches reach the owning child with its cell, typed model and
/// local position.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct CellLifecycleTests {
  /// What the events say is on screen: each displayed cell and the model it shows.
  @MainActor
  final class DisplayLedger {
    var live: [ObjectIdentifier: String] = [:]
    var problems: [String] = []

    func record(_ kind: ItemEvent, _ model: String, cell: AnyObject?) {
      guard kind == .willDisplay || kind == .didEndDisplaying else { return }
      guard let cell else { return problems.append("\(kind) \(model) without a cell") }
      let id = ObjectIdentifier(cell)
      if kind == .willDisplay {
        if let shown = live[id] { problems.append("\(model) displayed while \(shown) shows") }
        live[id] = model
      } else if live[id] != model {
        problems.append("\(model) ended, but its cell showed \(live[id] ?? "nothing")")
        live[id] = nil
      } else {
        live[id] = nil
      }
    }
  }

  /// The name of a model in the ledger: a message's number, or a placeholder's kind.
  static func name(_ model: Any) -> String {
    switch model {
    case let mail as Mail: "m\(mail.id)"
    case let placeholder as Placeholder: "\(placeholder.kind)"
    default: "?"
    }
  }

  @Test(arguments: [(ViewKind.strictTable, 21 as UInt64), (.strictCollection, 22)])
  func eachDisplayBeginsAndEndsOnceWithItsModel(_ kind: ViewKind, seed: UInt64) async throws {
    if kind.isTable {
      try await displays(TestRow.self, kind, seed: seed)
    } else {
      try await displays(TestTile.self, kind, seed: seed)
    }
  }

  func displays<Cell: HeadlessReusableCell>(_ cell: Cell.Type, _ kind: ViewKind, seed: UInt64)
    async throws
  {
    var random = SeededGenerator(seed: seed)
    let ledger = DisplayLedger()
    let pinned = MailDecorator<Cell>.dataSource(for: (900..<903).map { Mail($0) })
    let messages = MailDecorator<Cell>.dataSource(for: (0..<8).map { Mail($0) })
    let inbox = try StatefulDataSource(messages, placeholder: StatusDecorator<Cell>.self)
    let server = ControlledPageLoader<Mail>()
    let paged = PagedDataSource(
      decorator: MailDecorator<Cell>.self, placeholder: StatusDecorator<Cell>.self, pageSize: 5,
      prefetchDistance: 1, loader: server.loader)
    let feed = try SectionedDataSource([pinned, paged], layout: .linear)
    let root = try SectionedDataSource([inbox, feed])
    for source in [pinned, messages, paged.content] {
      source.onEvent = { ledger.record($0.kind, Self.name($0.model), cell: $0.cell) }
    }
    inbox.onPlaceholderEvent = { ledger.record($0.kind, Self.name($0.model), cell: $0.cell) }
    paged.onPlaceholderEvent = { ledger.record($0.kind, Self.name($0.model), cell: $0.cell) }
    let host = ViewUnderTest(kind, window: 6, prefetch: 2)
    try host.attach(root)
    var nextID = 100
    var nextPage = 500
    for step in 0..<150 {
      let context = "seed \(seed), step \(step)"
      let count = messages.numberOfItems(inSection: 0)
      switch Int.random(in: 0..<10, using: &random) {
      case 0:  // an insert above the rows on screen
        nextID += 1
        try messages.insert(
          Mail(nextID),
          at: ListPosition(section: 0, item: Int.random(in: 0...count, using: &random)))
      case 1 where count > 0:  // a delete above them
        try messages.remove(
          at: ListPosition(section: 0, item: Int.random(in: 0..<count, using: &random)))
      case 2:  // moves, a deletion and an insertion, diffed
        var items = messages.items.shuffled(using: &random)
        if !items.isEmpty, Bool.random(using: &random) { items.removeFirst() }
        nextID += 1
        items.insert(Mail(nextID), at: Int.random(in: 0...items.count, using: &random))
        let _: ListChange = messages.setItems(items)  // the synchronous overload
      case 3:
        inbox.setState(
          [ListState.loading, .content, .error(Offline())].randomElement(using: &random) ?? .content
        )
      case 4, 5:
        try await host.scroll(to: Int.random(in: 0...30, using: &random))
      case 6:
        if let request = paged.loadingRequest {
          let ids = nextPage..<nextPage + 5
          nextPage += 5
          await server.respond(
            with: Page(ids.map { Mail($0) }, hasMore: Bool.random(using: &random)),
            matching: { $0 == request })
          await paged.waitForLoad()
        }
      case 7:
        let _: ListChange = pinned.setItems(pinned.items.shuffled(using: &random))
      default:
        try await host.scroll(to: host.firstVisibleOffset + Int.random(in: -2...2, using: &random))
      }
      host.expectShows(root, context)
      let visible = host.visiblePositions.map { Self.name(root.model(at: $0) as Any) }
      #expect(ledger.problems.isEmpty, "\(ledger.problems) \(context)")
      #expect(
        ledger.live.values.sorted() == visible.sorted(),
        "displayed per the events: \(ledger.live.values.sorted()), on screen: \(visible) \(context)"
      )
      if !ledger.problems.isEmpty { return }
    }
  }

  @Test(arguments: ViewKind.strictKinds)
  func touchesReachTheOwningChildWithCellModelAndLocalPosition(_ kind: ViewKind) async throws {
    if kind.isTable {
      try await touches(TestRow.self, kind)
    } else {
      try await touches(TestTile.self, kind)
    }
  }

  func touches<Cell: HeadlessReusableCell>(_ cell: Cell.Type, _ kind: ViewKind) async throws {
    let messages = MailDecorator<Cell>.dataSource(for: [Mail(1), Mail(2)])
    let inbox = try StatefulDataSource(messages, placeholder: StatusDecorator<Cell>.self)
    let server = ControlledPageLoader<Mail>()
    let paged = PagedDataSource(
      decorator: MailDecorator<Cell>.self, placeholder: StatusDecorator<Cell>.self,
      loader: server.loader)
    let nested = try SectionedDataSource(
      [MailDecorator<Cell>.dataSource(for: [Mail(50)]), paged], layout: .linear)
    let root = try SectionedDataSource([inbox, nested])
    var seen: [String] = []
    var cells: [AnyObject?] = []
    let touches: Set<ItemEvent> = [.highlight, .unhighlight, .select, .deselect]
    func note(_ kind: ItemEvent, _ model: String, _ position: ListPosition, _ cell: AnyObject?) {
      guard touches.contains(kind) else { return }
      seen.append("\(kind) \(model) at \(position)")
      cells.append(cell)
    }
    messages.onEvent = { event in
      let typed: Mail = event.model
      let typedCell: Cell? = event.cell
      note(event.kind, "m\(typed.id)", event.position, typedCell)
    }
    paged.content.onEvent = { note($0.kind, "m\($0.model.id)", $0.position, $0.cell) }
    paged.onPlaceholderEvent = { note($0.kind, "\($0.model.kind)", $0.position, $0.cell) }
    let host = ViewUnderTest(kind, window: 1_000)
    try host.attach(root)
    await server.respond(with: Page([Mail(7), Mail(8)], hasMore: false))
    await paged.waitForLoad()
    let rows = [ListPosition(section: 0, item: 1), ListPosition(section: 1, item: 2)]
    for position in rows {
      #expect(host.highlight(position))
      #expect(host.select(position))
      #expect(host.deselect(position))
    }
    #expect(
      seen == [
        "highlight m2 at [0, 1]", "unhighlight m2 at [0, 1]", "select m2 at [0, 1]",
        "deselect m2 at [0, 1]",
        "highlight m8 at [0, 1]", "unhighlight m8 at [0, 1]", "select m8 at [0, 1]",
        "deselect m8 at [0, 1]",
      ])
    // Each event carries the cell the host shows at the row.
    let expectedCells = rows.flatMap { position in
      Array(repeating: host.cell(at: position), count: 4)
    }
    #expect(cells.count == 8 && zip(cells, expectedCells).allSatisfy { $0 != nil && $0 === $1 })
  }
}
