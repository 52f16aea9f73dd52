import HeadlessHost
import ListComposerTestSupport
import Testing

/// Renders the row under a node whose children load: `loading`, or `failed` for an error.
enum LoadRowDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "load" }
  static func decorate(_ cell: Cell, with placeholder: Placeholder) {
    cell.textLabel = placeholder.kind == .loading ? "loading" : "failed"
  }
}

/// A node whose children load on its first expansion.
func lazyNode(_ id: Int) -> OutlineNode<Note> {
  OutlineNode(Note(id), loadsChildren: true)
}

/// A child loader the test answers by hand: each load waits on a continuation the test
/// resumes, and records whether its task was cancelled when it was answered.
@MainActor
final class HandLoader {
  struct Pending {
    let id: Int
    let continuation: CheckedContinuation<[OutlineNode<Note>], any Error>
  }
  var pending: [Pending] = []
  /// The loads answered or failed, by their index in ``pending``.
  var resumed: Set<Int> = []
  /// The loads started and never answered: each is a task that never ends (LeakSanitizer
  /// reports them), so a test answers every load it starts.
  var unanswered: [Int] { pending.indices.filter { !resumed.contains($0) } }
  /// For each load answered, in order: whether its task was cancelled by then.
  var answeredCancelled: [Bool] = []

  func load(_ note: Note) async throws -> [OutlineNode<Note>] {
    let children = try await withCheckedThrowingContinuation {
      pending.append(Pending(id: note.id, continuation: $0))
    }
    answeredCancelled.append(Task.isCancelled)
    return children
  }

  /// Waits until `count` loads have reached the loader.
  func started(_ count: Int) async -> Bool {
    await untilTrue { self.pending.count == count }
  }

  /// Answers the load at `index` of those started (in order) with children, once it started.
  func answer(
    _ index: Int, with children: [OutlineNode<Note>],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    guard await untilTrue({ self.pending.count > index }) else {
      Issue.record("load \(index) never started", sourceLocation: sourceLocation)
      return
    }
    resumed.insert(index)
    pending[index].continuation.resume(returning: children)
  }

  /// Fails the load at `index`, once it started.
  func fail(_ index: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
    guard await untilTrue({ self.pending.count > index }) else {
      Issue.record("load \(index) never started", sourceLocation: sourceLocation)
      return
    }
    resumed.insert(index)
    pending[index].continuation.resume(throwing: LoadFailure())
  }
}

struct LoadFailure: Error {}

/// Lazy children of an outline that is the second child of a linear composition nested in a
/// sectioned one: the loading row, the batch that replaces it, failure and retry, and the
/// latest-wins and cancellation guarantees, on both headless views, strict and raising like a
/// device.
@MainActor
@Suite struct OutlineLazyTests {
  /// A screen: `n30` in section 0; `n20`, `n21` and the outline `n1` (lazy), `n6` (lazy), `n8`
  /// in section 1.
  @MainActor struct Screen<Cell: HeadlessReusableCell> {
    let host: ViewUnderTest
    let outline: OutlineDataSource<Note, Cell>
    let screen: SectionedDataSource
    let loader: HandLoader
    var late: [Int] { lateAnswers.value }
    let lateAnswers: Box

    /// The texts of the outline's rows on screen.
    func rows() throws -> [String?] { Array(try host.texts().dropFirst(3)) }

    /// The screen position of the outline's row `item`.
    func at(_ item: Int) -> ListPosition { ListPosition(section: 1, item: item + 2) }
  }

  @MainActor final class Box {
    var value: [Int] = []
  }

  func screen<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws -> Screen<
    Cell
  > {
    let outline = try OutlineDataSource(
      [lazyNode(1), lazyNode(6), node(8)], decorator: OutlineNoteDecorator<Cell>.self)
    let loader = HandLoader()
    outline.setChildLoader({ try await loader.load($0) }, placeholder: LoadRowDecorator<Cell>.self)
    let late = Box()
    outline.onLateChildren = { late.value.append($0) }
    let first = ArrayDataSource(notes(20..<22), decorator: NoteDecorator<Cell>.self)
    let top = ArrayDataSource(notes(30..<31), decorator: NoteDecorator<Cell>.self)
    let linear = try SectionedDataSource([first, outline], layout: .linear)
    let screen = try SectionedDataSource([top, SectionedDataSource([linear])])
    let host = ViewUnderTest(kind)
    try host.attach(screen)
    #expect(try host.texts() == ["n30", "n20", "n21", "n1 +", "n6 +", "n8"])
    return Screen(
      host: host, outline: outline, screen: screen, loader: loader, lateAnswers: late)
  }

  // MARK: Success

  @Test(arguments: ViewKind.allCases)
  func aLoadReplacesTheLoadingRowWithTheChildrenInOneBatch(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await loadSucceeds(try screen(kind, cell)) },
      { kind, cell in try await loadSucceeds(try screen(kind, cell)) })
  }

  func loadSucceeds<Cell>(_ s: Screen<Cell>) async throws {
    let update = try s.outline.expand(id: 1)
    #expect(update.batch.insertedItems == [s.at(1)])
    #expect(update.batch.reconfiguredItems == [s.at(0)])
    #expect(try s.rows() == ["n1 -", "loading", "n6 +", "n8"])
    #expect(s.outline.isLoadingChildren(1))
    #expect(s.outline.node(at: ListPosition(section: 0, item: 1)) == nil)
    #expect(await s.loader.started(1))
    #expect(s.loader.pending.map(\.id) == [1])
    let loadBefore = s.host.updateLog.count
    await s.loader.answer(0, with: [node(2, [node(3)]), lazyNode(4)])
    #expect(await untilTrue { !s.outline.isLoadingChildren(1) })
    // One batch: the loading row goes, the children come.
    #expect(s.host.updateLog.count == loadBefore + 1)
    #expect(s.host.updateLog.last?.update.deletedItems == [s.at(1)])
    #expect(s.host.updateLog.last?.update.insertedItems == [s.at(1), s.at(2)])
    try s.host.layout()
    #expect(try s.rows() == ["n1 -", "  n2 +", "  n4 +", "n6 +", "n8"])
    try s.host.expectShowsData(s.screen)
    // Loaded children are kept: a collapse and an expansion load nothing.
    try s.outline.expand(id: 2)
    try s.outline.collapse(id: 1)
    try s.outline.expand(id: 1)
    #expect(!s.outline.isLoadingChildren(1))
    try s.host.layout()
    #expect(try s.rows() == ["n1 -", "  n2 -", "    n3", "  n4 +", "n6 +", "n8"])
    // setTree passing the node without children keeps them too.
    try s.outline.setTree([lazyNode(1), node(8)])
    #expect(!s.outline.isLoadingChildren(1))
    try s.host.layout()
    #expect(try s.rows() == ["n1 -", "  n2 -", "    n3", "  n4 +", "n8"])
    try s.host.expectShowsData(s.screen)
    // A load under a collapsed ancestor shows its row when the ancestor opens again.
    try s.outline.expand(id: 4)
    try s.outline.collapse(id: 1)
    try s.outline.expand(id: 1)
    try s.host.layout()
    #expect(try s.rows() == ["n1 -", "  n2 -", "    n3", "  n4 -", "loading", "n8"])
    try s.host.expectShowsData(s.screen)
    await s.loader.answer(1, with: [node(5)])
    #expect(await untilTrue { !s.outline.isLoadingChildren(4) })
    try s.host.layout()
    #expect(try s.rows() == ["n1 -", "  n2 -", "    n3", "  n4 -", "    n5", "n8"])
    try s.host.expectShowsData(s.screen)
    #expect(s.late.isEmpty)
    // Reloading the children replaces their rows with the loading row in one batch.
    let before = s.host.updateLog.count
    let reload = try #require(s.outline.reloadChildren(id: 1))
    #expect(s.host.updateLog.count == before + 1)
    #expect(reload.batches.count == 1 && !reload.isQueued)
    #expect(reload.batches.first?.deletedItems == (1..<5).map { s.at($0) })
    #expect(s.host.updateLog.last?.update.deletedItems == (1..<5).map { s.at($0) })
    #expect(s.host.updateLog.last?.update.insertedItems == [s.at(1)])
    try s.host.layout()
    #expect(try s.rows() == ["n1 -", "loading", "n8"])
    try s.host.expectShowsData(s.screen)
    await s.loader.answer(2, with: [node(9)])
    #expect(await untilTrue { !s.outline.isLoadingChildren(1) })
    try s.host.layout()
    #expect(try s.rows() == ["n1 -", "  n9", "n8"])
    try s.host.expectShowsData(s.screen)
    #expect(s.outline.reloadChildren(id: 99) == nil)
  }

  // MARK: Failure and retry

  @Test(arguments: ViewKind.allCases)
  func aFailedLoadShowsAnErrorRowThatRetriesWhenSelected(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in
        let s = try screen(kind, cell)
        try await failAndRetry(s) { s.host.table?.selectRow(at: $0) ?? false }
      },
      { kind, cell in
        let s = try screen(kind, cell)
        try await failAndRetry(s) { s.host.collection?.selectItem(at: $0) ?? false }
      })
  }

  func failAndRetry<Cell>(_ s: Screen<Cell>, select: (ListPosition) -> Bool) async throws {
    try s.outline.expand(id: 6)
    #expect(s.outline.retryLoad(id: 6) == nil)
    await s.loader.fail(0)
    #expect(await untilTrue { s.outline.visibleItems.contains { $0.loadRow == .error } })
    #expect(s.host.updateLog.last?.update.reconfiguredItems == [s.at(2)])
    try s.host.layout()
    #expect(try s.rows() == ["n1 +", "n6 -", "failed", "n8"])
    try s.host.expectShowsData(s.screen)
    #expect(select(s.at(2)))
    #expect(await s.loader.started(2))
    try s.host.layout()
    #expect(try s.rows() == ["n1 +", "n6 -", "loading", "n8"])
    await s.loader.answer(1, with: [node(7)])
    #expect(await untilTrue { !s.outline.isLoadingChildren(6) })
    try s.host.layout()
    #expect(try s.rows() == ["n1 +", "n6 -", "  n7", "n8"])
    try s.host.expectShowsData(s.screen)
    // retryLoad(id:) retries too.
    try s.outline.expand(id: 1)
    await s.loader.fail(2)
    #expect(await untilTrue { s.outline.visibleItems.contains { $0.loadRow == .error } })
    let retry = try #require(s.outline.retryLoad(id: 1))
    // The error row becomes a loading row: one reconfigured row.
    #expect(retry.batches.map(\.reconfiguredItems.count) == [1])
    #expect(await s.loader.started(4))
    try s.host.expectShowsData(s.screen)
    // Every load is answered: a task left waiting on its continuation would never end.
    await s.loader.answer(3, with: [node(9)])
    #expect(await untilTrue { !s.outline.isLoadingChildren(1) })
    try s.host.expectShowsData(s.screen)
    #expect(s.loader.unanswered.isEmpty, "loads never answered: \(s.loader.unanswered)")
  }

  // MARK: Cancellation

  @Test(arguments: ViewKind.allCases)
  func collapsingWhileLoadingCancelsTheLoadAndDropsItsAnswer(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await collapseWhileLoading(try screen(kind, cell)) },
      { kind, cell in try await collapseWhileLoading(try screen(kind, cell)) })
  }

  func collapseWhileLoading<Cell>(_ s: Screen<Cell>) async throws {
    try s.outline.expand(id: 1)
    let update = try s.outline.collapse(id: 1)
    #expect(update.batch.deletedItems == [s.at(1)])
    #expect(!s.outline.isLoadingChildren(1))
    let before = s.host.updateLog.count
    await s.loader.answer(0, with: [node(2)])
    #expect(await untilTrue { s.late == [1] })
    #expect(s.loader.answeredCancelled == [true])
    #expect(s.host.updateLog.count == before)
    #expect(try s.rows() == ["n1 +", "n6 +", "n8"])
    // Expanding again starts a new load, whose answer shows.
    try s.outline.expand(id: 1)
    #expect(await s.loader.started(2))
    await s.loader.answer(1, with: [node(3)])
    #expect(await untilTrue { !s.outline.isLoadingChildren(1) })
    try s.host.layout()
    #expect(try s.rows() == ["n1 -", "  n3", "n6 +", "n8"])
    try s.host.expectShowsData(s.screen)
  }

  @Test(arguments: ViewKind.allCases)
  func setTreeRemovingALoadingNodeDropsItsLoad(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await setTreeWhileLoading(try screen(kind, cell)) },
      { kind, cell in try await setTreeWhileLoading(try screen(kind, cell)) })
  }

  func setTreeWhileLoading<Cell>(_ s: Screen<Cell>) async throws {
    try s.outline.expand(id: 1)
    try s.outline.expand(id: 6)
    try s.host.layout()
    #expect(try s.rows() == ["n1 -", "loading", "n6 -", "loading", "n8"])
    // n6 goes, n1 stays (with its loading row), n9 comes.
    try s.outline.setTree([node(9), lazyNode(1), node(8)])
    #expect(!s.outline.isLoadingChildren(6))
    #expect(s.outline.isLoadingChildren(1))
    try s.host.layout()
    #expect(try s.rows() == ["n9", "n1 -", "loading", "n8"])
    try s.host.expectShowsData(s.screen)
    let before = s.host.updateLog.count
    await s.loader.answer(1, with: [node(7)])
    #expect(await untilTrue { s.late == [6] })
    #expect(s.host.updateLog.count == before)
    await s.loader.answer(0, with: [node(2)])
    #expect(await untilTrue { !s.outline.isLoadingChildren(1) })
    try s.host.layout()
    #expect(try s.rows() == ["n9", "n1 -", "  n2", "n8"])
    try s.host.expectShowsData(s.screen)
  }

  // MARK: Latest wins

  @Test(arguments: ViewKind.allCases)
  func expandCollapseExpandLetsTheLatestLoadWin(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await race(try screen(kind, cell)) },
      { kind, cell in try await race(try screen(kind, cell)) })
  }

  func race<Cell>(_ s: Screen<Cell>) async throws {
    try s.outline.expand(id: 1)
    try s.outline.collapse(id: 1)
    try s.outline.expand(id: 1)
    #expect(await s.loader.started(2))
    // The first answer comes while the second load is in flight: dropped; the row still loads.
    await s.loader.answer(0, with: [node(2)])
    #expect(await untilTrue { s.late == [1] })
    #expect(s.outline.isLoadingChildren(1))
    try s.host.layout()
    #expect(try s.rows() == ["n1 -", "loading", "n6 +", "n8"])
    await s.loader.answer(1, with: [node(3)])
    #expect(await untilTrue { !s.outline.isLoadingChildren(1) })
    try s.host.layout()
    #expect(try s.rows() == ["n1 -", "  n3", "n6 +", "n8"])
    #expect(s.outline.children(of: 1)?.map(\.id) == [3])
    try s.host.expectShowsData(s.screen)
  }

  // MARK: Bad input

  @Test(arguments: ViewKind.allCases)
  func childrenWithAnIdentityInTheTreeFailTheLoad(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await duplicateChildren(try screen(kind, cell)) },
      { kind, cell in try await duplicateChildren(try screen(kind, cell)) })
  }

  func duplicateChildren<Cell>(_ s: Screen<Cell>) async throws {
    try s.outline.expand(id: 1)
    await s.loader.answer(0, with: [node(8)])
    #expect(await untilTrue { s.outline.visibleItems.contains { $0.loadRow == .error } })
    try s.host.layout()
    #expect(try s.rows() == ["n1 -", "failed", "n6 +", "n8"])
    try s.host.expectShowsData(s.screen)
  }
}
