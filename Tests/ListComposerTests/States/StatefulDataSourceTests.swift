import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Loading, empty, error and content states through strict table and collection hosts: each
/// transition is one batch the host accepts, remapped through compositions, and siblings keep
/// their cells.
@MainActor
@Suite struct StatefulDataSourceTests {
  /// A pinned section of two messages, then a stateful inbox of three.
  struct Screen<Cell: HeadlessReusableCell> {
    let pinned: ArrayDataSource<Mail, Cell>
    let messages: ArrayDataSource<Mail, Cell>
    let inbox: StatefulDataSource<ArrayDataSource<Mail, Cell>>
    let root: SectionedDataSource
  }

  func screen<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, layout: SectionedDataSource.Layout = .sections, state: ListState = .content
  ) throws -> Screen<Cell> {
    let pinned = MailDecorator<Cell>.dataSource(for: [Mail(100, "pin a"), Mail(101, "pin b")])
    let messages = MailDecorator<Cell>.dataSource(
      for: [Mail(1), Mail(2), Mail(3)], header: "Inbox")
    let inbox = try StatefulDataSource(
      messages, state: state, placeholder: StatusDecorator<Cell>.self)
    let root = try SectionedDataSource([pinned, inbox], layout: layout)
    return Screen(pinned: pinned, messages: messages, inbox: inbox, root: root)
  }

  static let states: [ListState] = [.content, .loading, .empty, .error(Offline())]

  @Test(arguments: ViewKind.strictKinds)
  func everyTransitionIsOneBatch(_ kind: ViewKind) throws {
    if kind.isTable {
      try everyTransitionIsOneBatch(TestRow.self, kind)
    } else {
      try everyTransitionIsOneBatch(TestTile.self, kind)
    }
  }

  func everyTransitionIsOneBatch<Cell: HeadlessReusableCell>(_ cell: Cell.Type, _ kind: ViewKind)
    throws
  {
    let screen = try screen(Cell.self)
    screen.inbox.showsEmptyStateAutomatically = false  // every state explicitly
    let host = ViewUnderTest(kind, window: 1_000)
    try host.attach(screen.root)
    let pinnedCells = [0, 1].map { host.cell(at: ListPosition(section: 0, item: $0)) }
    let rows = (0..<3).map { ListPosition(section: 1, item: $0) }
    let placeholder = [ListPosition(section: 1, item: 0)]
    for from in Self.states {
      for to in Self.states {
        screen.inbox.setState(from)
        let start = host.updateLog.count
        let update = screen.inbox.setState(to)
        let expected: BatchUpdate
        switch (from.placeholderKind, to.placeholderKind) {
        case (nil, nil), (.loading, .loading), (.empty, .empty):
          expected = BatchUpdate()
        case (nil, _?):
          expected = BatchUpdate(deletedItems: rows, insertedItems: placeholder)
        case (_?, nil):
          expected = BatchUpdate(deletedItems: placeholder, insertedItems: rows)
        case (_?, _?):
          // A new placeholder, or a new error, replaces the row.
          expected = BatchUpdate(deletedItems: placeholder, insertedItems: placeholder)
        }
        #expect(update.batch == expected, "\(from) -> \(to)")
        #expect(host.batches(since: start) == (expected.isEmpty ? [] : ["\(expected)"]))
        #expect(screen.inbox.state.placeholderKind == to.placeholderKind)
        host.expectShows(screen.root, "\(from) -> \(to)")
        #expect(host.headerOfInbox == "Inbox")
      }
    }
    // The sibling was never touched: the same cells show it.
    let cellsNow = [0, 1].map { host.cell(at: ListPosition(section: 0, item: $0)) }
    #expect(zip(cellsNow, pinnedCells).allSatisfy { $0 != nil && $0 === $1 })
  }

  @Test(arguments: ViewKind.strictKinds)
  func transitionsAreRemappedThroughALinearComposition(_ kind: ViewKind) throws {
    if kind.isTable {
      try remappedThroughALinearComposition(TestRow.self, kind)
    } else {
      try remappedThroughALinearComposition(TestTile.self, kind)
    }
  }

  func remappedThroughALinearComposition<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, _ kind: ViewKind
  ) throws {
    let screen = try screen(Cell.self, layout: .linear)
    let outer = try SectionedDataSource([
      MailDecorator<Cell>.dataSource(for: [Mail(50)]), screen.root,
    ])
    let host = ViewUnderTest(kind, window: 1_000)
    try host.attach(outer)
    // The inbox's rows are items 2...4 of the linear section, section 1 of the screen.
    let update = screen.inbox.setState(.loading)
    #expect(
      update.batch
        == BatchUpdate(
          deletedItems: (2...4).map { ListPosition(section: 1, item: $0) },
          insertedItems: [ListPosition(section: 1, item: 2)]))
    host.expectShows(outer)
    screen.inbox.setState(.content)
    try screen.pinned.append(Mail(102))
    #expect(
      host.updateLog.last?.update == BatchUpdate(insertedItems: [ListPosition(section: 1, item: 2)])
    )
    host.expectShows(outer)
  }

  @Test(arguments: ViewKind.strictKinds)
  func contentThatEmptiesShowsTheEmptyRowInTheSameBatch(_ kind: ViewKind) throws {
    if kind.isTable {
      try emptying(TestRow.self, kind)
    } else {
      try emptying(TestTile.self, kind)
    }
  }

  func emptying<Cell: HeadlessReusableCell>(_ cell: Cell.Type, _ kind: ViewKind) throws {
    let screen = try screen(Cell.self)
    let host = ViewUnderTest(kind, window: 1_000)
    try host.attach(screen.root)
    try screen.messages.remove(at: ListPosition(section: 0, item: 0))
    try screen.messages.remove(at: ListPosition(section: 0, item: 0))
    #expect(screen.inbox.state.placeholderKind == nil)
    let start = host.updateLog.count
    // The last message goes: its row is deleted and the empty row inserted, in one batch.
    try screen.messages.remove(at: ListPosition(section: 0, item: 0))
    #expect(host.batches(since: start) == ["delete items [1, 0]; insert items [1, 0]"])
    #expect(screen.inbox.state.placeholderKind == .empty)
    host.expectShows(screen.root)
    #expect(host.cell(at: ListPosition(section: 1, item: 0))?.textLabel == "[empty]")
    // A message arrives: the empty row goes.
    try screen.messages.append(Mail(9))
    #expect(host.batches(since: start + 1) == ["delete items [1, 0]; insert items [1, 0]"])
    #expect(screen.inbox.state.placeholderKind == nil)
    host.expectShows(screen.root)
    // A diff to nothing and back, with several rows.
    screen.messages.setItems([Mail(1), Mail(2)])
    screen.messages.setItems([])
    #expect(host.updateLog.last?.update.insertedItems == [ListPosition(section: 1, item: 0)])
    #expect(screen.inbox.state.placeholderKind == .empty)
    host.expectShows(screen.root)
  }

  @Test(arguments: ViewKind.strictKinds)
  func oneSectionLoadsWhileItsSiblingsShowContent(_ kind: ViewKind) throws {
    if kind.isTable {
      try siblings(TestRow.self, kind)
    } else {
      try siblings(TestTile.self, kind)
    }
  }

  func siblings<Cell: HeadlessReusableCell>(_ cell: Cell.Type, _ kind: ViewKind) throws {
    let screen = try screen(Cell.self, state: .loading)
    let drafts = MailDecorator<Cell>.dataSource(for: [], header: "Drafts")
    let draftBox = try StatefulDataSource(
      drafts, state: .loading, placeholder: StatusDecorator<Cell>.self)
    try screen.root.append(draftBox)
    let host = ViewUnderTest(kind, window: 1_000)
    try host.attach(screen.root)
    #expect(host.counts == [2, 1, 1])
    // The inbox's content changes while it loads: nothing shows, nothing is published.
    let start = host.updateLog.count
    try screen.messages.append(Mail(4))
    screen.messages.setItems([Mail(5), Mail(6)])
    #expect(host.updateLog.count == start)
    // The drafts load while the inbox still shows its loading row; the pinned rows stay.
    let pinnedCell = host.cell(at: ListPosition(section: 0, item: 1))
    drafts.setItems([Mail(70), Mail(71)])
    draftBox.setState(.content)
    #expect(host.batches(since: start) == ["delete items [2, 0]; insert items [2, 0] [2, 1]"])
    #expect(host.cell(at: ListPosition(section: 1, item: 0))?.textLabel == "[loading]")
    screen.inbox.setState(.error(Offline()))
    #expect(host.cell(at: ListPosition(section: 1, item: 0))?.textLabel == "[error: offline]")
    screen.inbox.setState(.content)
    #expect(host.counts == [2, 2, 2])
    #expect(host.cell(at: ListPosition(section: 0, item: 1)) === pinnedCell)
    host.expectShows(screen.root)
  }

  @Test(arguments: ViewKind.strictKinds)
  func theTrailingRowFollowsTheContent(_ kind: ViewKind) throws {
    if kind.isTable {
      try trailing(TestRow.self, kind)
    } else {
      try trailing(TestTile.self, kind)
    }
  }

  func trailing<Cell: HeadlessReusableCell>(_ cell: Cell.Type, _ kind: ViewKind) throws {
    let screen = try screen(Cell.self)
    let host = ViewUnderTest(kind, window: 1_000)
    try host.attach(screen.root)
    #expect(
      screen.inbox.setTrailingRow(.loadingMore).batch
        == BatchUpdate(insertedItems: [ListPosition(section: 1, item: 3)]))
    // Items inserted above it shift it down; the row keeps its cell.
    let trailingCell = host.cell(at: ListPosition(section: 1, item: 3))
    try screen.messages.insert(Mail(0), at: ListPosition(section: 0, item: 0))
    #expect(host.cell(at: ListPosition(section: 1, item: 4)) === trailingCell)
    host.expectShows(screen.root)
    // A failure replaces it; a new failure replaces it again.
    let start = host.updateLog.count
    screen.inbox.setTrailingRow(.loadMoreFailed(Offline()))
    screen.inbox.setTrailingRow(.loadMoreFailed(Offline()))
    #expect(
      host.batches(since: start)
        == Array(repeating: "delete items [1, 4]; insert items [1, 4]", count: 2))
    #expect(
      host.cell(at: ListPosition(section: 1, item: 4))?.textLabel == "[load more failed: offline]")
    // It shows only with the content, and comes back with it.
    screen.inbox.setState(.loading)
    #expect(host.counts == [2, 1])
    screen.inbox.setState(.content)
    #expect(host.counts == [2, 5])
    // Content of several sections: the row follows the last one, moving when sections change.
    screen.messages.setSections([
      ListSection(header: "Inbox", items: [Mail(1)]),
      ListSection(header: "Older", items: [Mail(2)]),
    ])
    #expect(host.counts == [2, 1, 2])
    host.expectShows(screen.root)
    screen.inbox.setTrailingRow(nil)
    #expect(host.counts == [2, 1, 1])
    host.expectShows(screen.root)
  }

  @Test func eachSourceChoosesHowItsPlaceholdersLook() throws {
    let screen = try screen(TestRow.self, state: .loading)
    let other = try StatefulDataSource(
      MailDecorator<TestRow>.dataSource(for: []), state: .loading,
      placeholder: StatusDecorator<TestRow>.self)
    screen.inbox.setPlaceholder(SpinnerDecorator<TestRow>.self, for: [.loading, .loadingMore])
    try screen.root.append(other)
    let tableView = strictTable()
    try tableView.attach(screen.root)
    #expect(
      tableView.cellForRow(at: ListPosition(section: 1, item: 0))?.textLabel == "(spinner loading)")
    #expect(tableView.cellForRow(at: ListPosition(section: 2, item: 0))?.textLabel == "[loading]")
    // A kind without a decorator shows no row; changing the look of the shown row replaces it.
    other.removePlaceholder(for: [.loading])
    #expect(tableView.numberOfRows(inSection: 2) == 0)
    screen.inbox.setPlaceholder(StatusDecorator<TestRow>.self, for: [.loading])
    #expect(tableView.cellForRow(at: ListPosition(section: 1, item: 0))?.textLabel == "[loading]")
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
    // The section keeps the content's title in every state.
    #expect(tableView.headerTitle(forSection: 1) == "Inbox")
  }

  @Test func placeholderAndContentEventsAreTyped() throws {
    let screen = try screen(TestRow.self)
    var placeholderEvents: [(ItemEvent, Placeholder.Kind, ListPosition, Bool)] = []
    var contentEvents: [(ItemEvent, Mail, ListPosition, TestRow?)] = []
    screen.inbox.onPlaceholderEvent = { event in
      placeholderEvents.append((event.kind, event.model.kind, event.position, event.cell != nil))
    }
    screen.messages.onEvent = { event in
      contentEvents.append((event.kind, event.model, event.position, event.cell))
    }
    let tableView = strictTable()
    try tableView.attach(screen.root)
    #expect(tableView.selectRow(at: ListPosition(section: 1, item: 2)))
    #expect(contentEvents.last?.0 == .select && contentEvents.last?.1 == Mail(3))
    #expect(contentEvents.last?.2 == ListPosition(section: 0, item: 2))
    #expect(contentEvents.last?.3 === tableView.cellForRow(at: ListPosition(section: 1, item: 2)))
    screen.inbox.setState(.error(Offline()))
    #expect(tableView.highlightRow(at: ListPosition(section: 1, item: 0)))
    #expect(tableView.selectRow(at: ListPosition(section: 1, item: 0)))
    let touches = placeholderEvents.filter { $0.0 != .willDisplay && $0.0 != .didEndDisplaying }
    #expect(touches.map(\.0) == [.highlight, .unhighlight, .select])
    #expect(
      touches.allSatisfy { $0.1 == .error && $0.2 == ListPosition(section: 0, item: 0) && $0.3 })
    // The content's rows ended their display with their own models when the error row came.
    let ended = contentEvents.filter { $0.0 == .didEndDisplaying }.map(\.1)
    #expect(ended == [Mail(1), Mail(2), Mail(3)])
  }

  @Test func aContentOfAnotherScreenIsRefused() throws {
    let messages = MailDecorator<TestRow>.dataSource(for: [Mail(1)])
    let composition = try SectionedDataSource([messages])
    defer { withExtendedLifetime(composition) {} }  // the relay holds its parent weakly
    #expect(throws: ListError.self) {
      try StatefulDataSource(messages, placeholder: StatusDecorator<TestRow>.self)
    }
    let shown = MailDecorator<TestRow>.dataSource(for: [Mail(1)])
    let tableView = strictTable()
    try tableView.attach(shown)
    defer { withExtendedLifetime(tableView) {} }
    #expect(throws: ListError.self) {
      try StatefulDataSource(shown, placeholder: StatusDecorator<TestRow>.self)
    }
  }

  /// Seeded random states, trailing rows and content edits: after every step the host shows
  /// what the data says, and every batch was accepted.
  @Test(arguments: [
    (ViewKind.strictTable, 1 as UInt64), (.strictTable, 2), (.strictCollection, 3),
    (.strictCollection, 4),
  ])
  func randomTransitions(_ kind: ViewKind, seed: UInt64) async throws {
    if kind.isTable {
      try await randomTransitions(TestRow.self, kind, seed: seed)
    } else {
      try await randomTransitions(TestTile.self, kind, seed: seed)
    }
  }

  func randomTransitions<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, _ kind: ViewKind, seed: UInt64
  ) async throws {
    var random = SeededGenerator(seed: seed)
    let screen = try screen(Cell.self, layout: Bool.random(using: &random) ? .sections : .linear)
    let outer = try SectionedDataSource([
      MailDecorator<Cell>.dataSource(for: [Mail(90)]), screen.root,
    ])
    let host = ViewUnderTest(kind, window: 6)
    try host.attach(outer)
    var nextID = 10
    for step in 0..<150 {
      let context = "seed \(seed), step \(step)"
      switch Int.random(in: 0..<10, using: &random) {
      case 0: screen.inbox.setState(Self.states[Int.random(in: 0..<4, using: &random)])
      case 1: screen.inbox.showsEmptyStateAutomatically.toggle()
      case 2: screen.inbox.setTrailingRow(nil)
      case 3:
        screen.inbox.setTrailingRow(
          Bool.random(using: &random) ? .loadingMore : .loadMoreFailed(Offline()))
      case 4, 5:
        nextID += 1
        let count = screen.messages.numberOfItems(inSection: 0)
        _ = try? screen.messages.insert(
          Mail(nextID),
          at: ListPosition(section: 0, item: Int.random(in: 0...count, using: &random)))
      case 6:
        let count = screen.messages.numberOfItems(inSection: 0)
        if count > 0 {
          _ = try screen.messages.remove(
            at: ListPosition(section: 0, item: Int.random(in: 0..<count, using: &random)))
        }
      case 7:
        var items = screen.messages.items.shuffled(using: &random)
        items.removeLast(min(items.count, Int.random(in: 0...2, using: &random)))
        nextID += 1
        if Bool.random(using: &random) { items.append(Mail(nextID)) }
        let _: ListChange = screen.messages.setItems(items)  // the synchronous overload
      case 8:
        let items = screen.messages.items
        let cut = Int.random(in: 0...items.count, using: &random)
        let _: ListChange = screen.messages.setSections([
          ListSection(header: "Inbox", items: Array(items[..<cut])),
          ListSection(header: "Older", items: Array(items[cut...])),
        ])
      default:
        try await host.scroll(to: Int.random(in: 0...12, using: &random))
      }
      host.expectShows(outer, context)
      if host.updateLog.contains(where: { !$0.succeeded }) { return }
    }
  }
}

extension ViewUnderTest {
  /// The header the host shows for the inbox's section of the test screens.
  var headerOfInbox: String? {
    table?.headerTitle(forSection: 1) ?? collection?.headerTitle(forSection: 1)
  }
}
