import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// A user's drag to reorder rows, on both headless views, strict and raising like a device:
/// the move reaches the source that allows it, two levels down, as a local move with the
/// typed model; the view, which moved the row itself, is not sent the move again; a row stays
/// inside its source unless two sources agreed; and a handler that fails loses nothing.
@MainActor
@Suite struct ReorderingTests {
  /// root = [contacts, inner = [messages, tasks]]; tasks has two sections, "Today" and
  /// "Later", at screen sections 2 and 3.
  struct Screen<Cell: HeadlessReusableCell> {
    let host: ViewUnderTest
    let contacts: ArrayDataSource<Mail, Cell>
    let messages: ArrayDataSource<Mail, Cell>
    let tasks: ArrayDataSource<Mail, Cell>
    let root: SectionedDataSource
    let adapter: ListAdapter
  }

  func screen<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws
    -> Screen<Cell>
  {
    let host = ViewUnderTest(kind)
    let contacts = host.mail([1, 2], as: cell)
    let messages = host.mail([10, 11, 12], header: "Messages", as: cell)
    let tasks = ArrayDataSource(
      sections: [
        ListSection(header: "Today", items: [Mail(20), Mail(21), Mail(22)]),
        ListSection(header: "Later", items: [Mail(30)]),
      ], decorator: MailDecorator<Cell>.self)
    let inner = try SectionedDataSource([messages, tasks])
    let root = try SectionedDataSource([contacts, inner])
    try host.attach(root)
    let adapter = try #require(host.adapter)
    return Screen(
      host: host, contacts: contacts, messages: messages, tasks: tasks, root: root,
      adapter: adapter)
  }

  // MARK: Within a source

  @Test(arguments: ViewKind.allCases)
  func aReorderTwoLevelsDownReachesItsSourceAndIsNotAppliedTwice(_ kind: ViewKind)
    async throws
  {
    try await kind.run(reorderTwoLevelsDown, reorderTwoLevelsDown)
  }

  func reorderTwoLevelsDown<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try screen(kind, cell)
    var received: [String] = []
    screen.adapter.setHandlers(
      SourceHandlers(move: { tasks, moved in
        received.append("\(moved.model.id) \(moved.from) \(moved.to)")
        try tasks.move(from: moved.from, to: moved.to)
      }), for: screen.tasks)
    let records = screen.host.updateLog.count
    // Mail 20 (tasks' first, screen section 2) goes below mail 22.
    #expect(try screen.host.move(from: position(2, 0), to: position(2, 2)) == position(2, 2))
    #expect(received == ["20 [0, 0] [0, 2]"])
    #expect(screen.host.ids(screen.tasks) == [[21, 22, 20], [30]])
    // One record, the user's move: the source's batch was not sent to the view again.
    #expect(screen.host.updateLog.count == records + 1)
    #expect(screen.host.updateLog.last?.isUserMove == true)
    #expect(screen.host.text(at: position(2, 2)) == "m20")
    #expect(screen.host.warnings.isEmpty)
    try screen.host.expectShowsData(screen.root)
    // The view and the data agree: the next change animates cleanly.
    try screen.tasks.append(Mail(23))
    #expect(screen.host.updateLog.last?.succeeded == true)
    #expect(screen.host.updateLog.last?.update == BatchUpdate(insertedItems: [position(2, 3)]))
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func aMoveToAnotherSectionOfTheSameSourceIsLocal(_ kind: ViewKind) async throws {
    try await kind.run(moveAcrossSections, moveAcrossSections)
  }

  func moveAcrossSections<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try screen(kind, cell)
    var received: [String] = []
    screen.adapter.setHandlers(
      SourceHandlers(move: { tasks, moved in
        received.append("\(moved.model.id) \(moved.from) \(moved.to)")
        try tasks.move(from: moved.from, to: moved.to)
      }), for: screen.tasks)
    // From "Today" to the end of "Later".
    #expect(try screen.host.move(from: position(2, 1), to: position(3, 1)) == position(3, 1))
    #expect(received == ["21 [0, 1] [1, 1]"])
    #expect(screen.host.ids(screen.tasks) == [[20, 22], [30, 21]])
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func aRowDraggedOutOfItsSourceStaysInside(_ kind: ViewKind) async throws {
    try await kind.run(staysInside, staysInside)
  }

  func staysInside<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try screen(kind, cell)
    screen.adapter.setHandlers(.reordering(), for: screen.tasks)
    let adapter = screen.adapter
    // Over contacts or messages (before tasks): the nearest place of tasks is its first.
    #expect(
      adapter.targetPosition(forMoveFrom: position(2, 1), proposed: position(0, 1))
        == position(2, 0))
    #expect(
      adapter.targetPosition(forMoveFrom: position(2, 1), proposed: position(1, 3))
        == position(2, 0))
    // Inside tasks, including the end of its last section: as proposed.
    #expect(
      adapter.targetPosition(forMoveFrom: position(2, 1), proposed: position(3, 1))
        == position(3, 1))
    #expect(
      adapter.targetPosition(forMoveFrom: position(2, 1), proposed: position(2, 2))
        == position(2, 2))
    // Past the end of a section of tasks: its last place.
    #expect(
      adapter.targetPosition(forMoveFrom: position(2, 1), proposed: position(2, 3))
        == position(2, 2))
    // The view retargets the drop: the row lands at tasks' first place.
    #expect(try screen.host.move(from: position(2, 1), to: position(1, 0)) == position(2, 0))
    #expect(screen.host.ids(screen.tasks) == [[21, 20, 22], [30]])
    #expect(screen.host.ids(screen.messages) == [[10, 11, 12]])
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func nothingMovesUnlessASourceAllowsIt(_ kind: ViewKind) async throws {
    try await kind.run(nothingMoves, nothingMoves)
  }

  func nothingMoves<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try screen(kind, cell)
    #expect(!screen.adapter.canMoveItem(at: position(2, 0)))
    let records = screen.host.updateLog.count
    #expect(try screen.host.move(from: position(2, 0), to: position(2, 2)) == nil)
    #expect(screen.host.updateLog.count == records)
    // A pinned first item: the source's rule refuses it.
    screen.adapter.setHandlers(.reordering { _, position in position.item > 0 }, for: screen.tasks)
    #expect(!screen.adapter.canMoveItem(at: position(2, 0)))
    #expect(screen.adapter.canMoveItem(at: position(2, 1)))
    #expect(!screen.adapter.canMoveItem(at: position(1, 0)))  // messages allows nothing
    #expect(try screen.host.move(from: position(2, 0), to: position(2, 2)) == nil)
    #expect(screen.host.ids(screen.tasks) == [[20, 21, 22], [30]])
    screen.adapter.setHandlers(nil, for: screen.tasks)
    #expect(!screen.adapter.canMoveItem(at: position(2, 1)))
    #expect(screen.host.updateLog.count == records)
  }

  // MARK: Between sources

  @Test(arguments: ViewKind.allCases)
  func twoSourcesThatAgreeHandOverTheModel(_ kind: ViewKind) async throws {
    try await kind.run(handOver, handOver)
  }

  func handOver<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) async throws {
    let screen = try screen(kind, cell)
    // Messages may go to tasks' "Today", not to "Later".
    screen.adapter.setHandlers(
      SourceHandlers(transfers: [.init(to: screen.tasks, where: { _, place in place.section == 0 })]
      ),
      for: screen.messages)
    let adapter = screen.adapter
    #expect(adapter.canMoveItem(at: position(1, 0)))
    #expect(!adapter.canMoveItem(at: position(2, 0)))  // nothing leaves tasks
    #expect(
      adapter.targetPosition(forMoveFrom: position(1, 0), proposed: position(2, 1))
        == position(2, 1))
    // Messages keeps no within-source rule: a refused place sends the row back.
    #expect(
      adapter.targetPosition(forMoveFrom: position(1, 0), proposed: position(3, 0))
        == position(1, 0))
    #expect(try screen.host.move(from: position(1, 0), to: position(2, 1)) == position(2, 1))
    #expect(screen.host.ids(screen.messages) == [[11, 12]])
    #expect(screen.host.ids(screen.tasks) == [[20, 10, 21, 22], [30]])
    #expect(screen.host.warnings.isEmpty)
    // On the next turn the moved row is reloaded, so that the destination's cell shows it.
    let reloaded = await untilTrue {
      screen.host.updateLog.last?.update == BatchUpdate(reloadedItems: [position(2, 1)])
    }
    #expect(reloaded)
    #expect(screen.host.updateLog.last?.succeeded == true)
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func anEmptyDestinationTakesADrop(_ kind: ViewKind) async throws {
    try await kind.run(emptyDestination, emptyDestination)
  }

  func emptyDestination<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let host = ViewUnderTest(kind)
    let todo = host.mail([1, 2], as: cell)
    let done = host.mail([], as: cell)
    let root = try SectionedDataSource([todo, done])
    try host.attach(root)
    let adapter = try #require(host.adapter)
    adapter.setHandlers(SourceHandlers(transfers: [.init(to: done)]), for: todo)
    #expect(try host.move(from: position(0, 1), to: position(1, 0)) == position(1, 0))
    #expect(host.ids(todo) == [[1]])
    #expect(host.ids(done) == [[2]])
    try host.expectShowsData(root)
  }

  @Test(arguments: ViewKind.allCases)
  func childrenOfALinearCompositionShareOneSection(_ kind: ViewKind) async throws {
    try await kind.run(linearChildren, linearChildren)
  }

  func linearChildren<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let host = ViewUnderTest(kind)
    let todo = host.mail([1, 2, 3], as: cell)
    let done = host.mail([4, 5], as: cell)
    let root = try SectionedDataSource([try SectionedDataSource([todo, done], layout: .linear)])
    try host.attach(root)
    let adapter = try #require(host.adapter)
    var todoHandlers = SourceHandlers<ArrayDataSource<Mail, Cell>>.reordering()
    todoHandlers.transfers = [.init(to: done)]
    adapter.setHandlers(todoHandlers, for: todo)
    // Once mail 1 left, todo holds items 0–1 and done starts at item 2: item 2 is todo's end
    // (its own source first), item 3 is between mail 4 and mail 5.
    #expect(try host.move(from: position(0, 0), to: position(0, 2)) == position(0, 2))
    #expect(host.ids(todo) == [[2, 3, 1]])
    #expect(try host.move(from: position(0, 0), to: position(0, 3)) == position(0, 3))
    #expect(host.ids(todo) == [[3, 1]])
    #expect(host.ids(done) == [[4, 2, 5]])
    try host.expectShowsData(root)
  }

  @Test(arguments: ViewKind.allCases)
  func aPagedListsLoadedItemsReorderWithItsTrailingRowInPlace(_ kind: ViewKind)
    async throws
  {
    try await kind.run(pagedReorder, pagedReorder)
  }

  func pagedReorder<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    async throws
  {
    let host = ViewUnderTest(kind)
    let server = ControlledPageLoader<Mail>()
    let paged = PagedDataSource(
      decorator: MailDecorator<Cell>.self, placeholder: StatusDecorator<Cell>.self,
      pageSize: 3, prefetchDistance: 0, loader: server.loader)
    var loaded = 0
    paged.onPageLoaded = { _ in loaded += 1 }
    let root = try SectionedDataSource([host.mail([1], as: cell), paged])
    try host.attach(root)
    let adapter = try #require(host.adapter)
    adapter.setHandlers(.reordering(), for: paged.content)
    #expect(await server.respond(with: Page([Mail(10), Mail(11), Mail(12)], hasMore: true)) != nil)
    #expect(await untilTrue { loaded == 1 })
    // Rows of section 1: mails 10–12, then the "load more" trailing row, which is not content.
    #expect(!adapter.canMoveItem(at: position(1, 3)))
    // Over the trailing row: the nearest place of the content, its end.
    #expect(
      adapter.targetPosition(forMoveFrom: position(1, 0), proposed: position(1, 3))
        == position(1, 2))
    #expect(try host.move(from: position(1, 0), to: position(1, 2)) == position(1, 2))
    #expect(host.ids(paged.content) == [[11, 12, 10]])
    try host.expectShowsData(root)
  }

  // MARK: Failures

  @Test(arguments: ViewKind.allCases)
  func aFailingHandlerLosesNothingAndTheViewReloadsOnTheNextTurn(_ kind: ViewKind)
    async throws
  {
    try await kind.run(failingHandler, failingHandler)
  }

  func failingHandler<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    async throws
  {
    let screen = try screen(kind, cell)
    var failures: [ListAdapterFailure] = []
    screen.adapter.onFailure = { failures.append($0) }
    screen.adapter.setHandlers(
      SourceHandlers(move: { _, _ in throw MoveRefused() }), for: screen.tasks)
    if kind.isStrict {
      // A strict view says at once that the data did not follow the move it performed.
      #expect(throws: InternalInconsistency.self) {
        try screen.host.move(from: position(2, 0), to: position(2, 2))
      }
    } else {
      #expect(try screen.host.move(from: position(2, 0), to: position(2, 2)) == position(2, 2))
      // Not a crash on a device: the view shows the wrong order until it reloads.
      #expect(screen.host.raised.isEmpty)
      #expect(screen.host.warnings.count == 1)
    }
    #expect(screen.host.ids(screen.tasks) == [[20, 21, 22], [30]])
    guard case .move(let from, let to, _)? = failures.first, failures.count == 1 else {
      Issue.record("expected one move failure, got \(failures)")
      return
    }
    #expect(from == position(2, 0) && to == position(2, 2))
    // A change before the reload is not applied on top of the stale rows: the view reloads.
    let records = screen.host.updateLog.count
    try screen.contacts.append(Mail(3))
    #expect(screen.host.updateLog.count == records)
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func aHandlerThatChangesMoreThanTheMoveIsShownByAReload(_ kind: ViewKind) async throws {
    try await kind.run(changesMore, changesMore)
  }

  func changesMore<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    async throws
  {
    let screen = try screen(kind, cell)
    var failures: [ListAdapterFailure] = []
    screen.adapter.onFailure = { failures.append($0) }
    screen.adapter.setHandlers(
      SourceHandlers(move: { tasks, moved in
        try tasks.move(from: moved.from, to: moved.to)
        try tasks.append(Mail(99), toSection: 1)
      }), for: screen.tasks)
    if kind.isStrict {
      #expect(throws: InternalInconsistency.self) {
        try screen.host.move(from: position(2, 0), to: position(2, 2))
      }
    } else {
      #expect(try screen.host.move(from: position(2, 0), to: position(2, 2)) == position(2, 2))
      #expect(screen.host.raised.isEmpty)
    }
    #expect(screen.host.ids(screen.tasks) == [[21, 22, 20], [30, 99]])
    #expect(failures.count == 1)
    let reloaded = await untilTrue { (try? screen.host.showsData(screen.root)) == true }
    #expect(reloaded)
    try screen.host.expectShowsData(screen.root)
  }
}

/// A move handler's refusal.
struct MoveRefused: Error {}
