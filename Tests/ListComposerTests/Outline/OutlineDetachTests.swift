import HeadlessHost
import ListComposerTestSupport
import Testing

/// A child loader that sees its own cancellation when it happens (through
/// `withTaskCancellationHandler`), before the test answers it.
@MainActor
final class WatchedLoader {
  /// The nodes whose children were asked for, in order.
  var started: [Int] = []
  /// The nodes whose loads were cancelled, in the order the cancellations reached the loader.
  var cancelled: [Int] = []
  private var pending: [CheckedContinuation<[OutlineNode<Note>], any Error>?] = []

  func load(_ note: Note) async throws -> [OutlineNode<Note>] {
    let id = note.id
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        started.append(id)
        pending.append($0)
      }
    } onCancel: {
      Task { @MainActor in self.cancelled.append(id) }
    }
  }

  /// Answers the load at `index` of those started (in order), once it started.
  func answer(_ index: Int, with children: [OutlineNode<Note>]) async -> Bool {
    guard await untilTrue({ self.pending.count > index }), let load = pending[index] else {
      return false
    }
    pending[index] = nil
    load.resume(returning: children)
    return true
  }
}

/// An outline's loads follow its screen as a `PagedDataSource`'s do: detaching the host, or
/// removing the outline from its composition, cancels the loads in flight (the loader sees the
/// cancellation, the answer is dropped and reported late, nothing is published), and the node
/// keeps its loading row, which loads again when it is displayed again, on `retryLoad(id:)`,
/// or after a collapse and an expansion. Releasing the outline cancels its loads too. On both
/// headless views, strict and raising like a device, inside a linear composition nested in a
/// sectioned one.
@MainActor
@Suite struct OutlineDetachTests {
  @MainActor final class Late {
    var ids: [Int] = []
  }

  /// `n30` in section 0; `n20`, `n21` and the outline `n1` (lazy), `n6` (lazy), `n8` in
  /// section 1.
  @MainActor struct Screen<Cell: HeadlessReusableCell> {
    let kind: ViewKind
    let host: ViewUnderTest
    let outline: OutlineDataSource<Note, Cell>
    let linear: SectionedDataSource
    let inner: SectionedDataSource
    let screen: SectionedDataSource
    let loader: WatchedLoader
    let late: Late

    /// The texts of the outline's rows on a view.
    func rows(on host: ViewUnderTest) throws -> [String?] { Array(try host.texts().dropFirst(3)) }

    func detach() {
      host.table?.detach()
      host.collection?.detach()
    }
  }

  func screen<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws -> Screen<
    Cell
  > {
    let outline = try OutlineDataSource(
      [lazyNode(1), lazyNode(6), node(8)], decorator: OutlineNoteDecorator<Cell>.self)
    let loader = WatchedLoader()
    outline.setChildLoader({ try await loader.load($0) }, placeholder: LoadRowDecorator<Cell>.self)
    let late = Late()
    outline.onLateChildren = { late.ids.append($0) }
    let first = ArrayDataSource(notes(20..<22), decorator: NoteDecorator<Cell>.self)
    let top = ArrayDataSource(notes(30..<31), decorator: NoteDecorator<Cell>.self)
    let linear = try SectionedDataSource([first, outline], layout: .linear)
    let inner = try SectionedDataSource([linear])
    let screen = try SectionedDataSource([top, inner])
    let host = ViewUnderTest(kind)
    try host.attach(screen)
    return Screen(
      kind: kind, host: host, outline: outline, linear: linear, inner: inner, screen: screen,
      loader: loader, late: late)
  }

  // MARK: Detaching

  @Test(arguments: ViewKind.allCases)
  func detachingCancelsTheLoadAndShowingTheRowAgainLoadsAgain(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await detachAndReattach(try screen(kind, cell)) },
      { kind, cell in try await detachAndReattach(try screen(kind, cell)) })
  }

  func detachAndReattach<Cell>(_ s: Screen<Cell>) async throws {
    try s.outline.expand(id: 1)
    #expect(await untilTrue { s.loader.started == [1] })
    #expect(try s.rows(on: s.host) == ["n1 -", "loading", "n6 +", "n8"])
    let before = s.host.updateLog.count
    s.detach()
    // The loader sees its cancellation at once, without being answered.
    #expect(await untilTrue { s.loader.cancelled == [1] })
    #expect(!s.outline.isLoadingChildren(1))
    #expect(s.outline.isExpanded(1))
    // Its answer is dropped, reported late, and changes nothing.
    #expect(await s.loader.answer(0, with: [node(2)]))
    #expect(await untilTrue { s.late.ids == [1] })
    #expect(s.outline.children(of: 1) == [])
    #expect(s.outline.visibleItems.map(\.loadRow) == [nil, .loading, nil, nil])
    #expect(s.host.updateLog.count == before)
    s.host.expectNothingRaised()

    // Shown again, the loading row loads again, and its answer shows.
    let again = ViewUnderTest(s.kind)
    try again.attach(s.screen)
    #expect(await untilTrue { s.loader.started == [1, 1] })
    #expect(s.outline.isLoadingChildren(1))
    #expect(try s.rows(on: again) == ["n1 -", "loading", "n6 +", "n8"])
    #expect(await s.loader.answer(1, with: [node(3)]))
    #expect(await untilTrue { !s.outline.isLoadingChildren(1) })
    try again.layout()
    #expect(try s.rows(on: again) == ["n1 -", "  n3", "n6 +", "n8"])
    try again.expectShowsData(s.screen)
    #expect(s.loader.cancelled == [1])
    #expect(s.late.ids == [1])
  }

  @Test(arguments: ViewKind.allCases)
  func afterADetachRetryOrExpandingAgainLoadsAgain(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await detachThenRetry(try screen(kind, cell)) },
      { kind, cell in try await detachThenRetry(try screen(kind, cell)) })
  }

  func detachThenRetry<Cell>(_ s: Screen<Cell>) async throws {
    try s.outline.expand(id: 1)
    try s.outline.expand(id: 6)
    #expect(await untilTrue { s.loader.started == [1, 6] })
    s.detach()
    #expect(await untilTrue { Set(s.loader.cancelled) == [1, 6] })
    // retryLoad starts n1's load again, off screen; collapsing and expanding n6 does too.
    #expect(s.outline.retryLoad(id: 1) != nil)
    #expect(s.outline.retryLoad(id: 1) == nil)
    try s.outline.collapse(id: 6)
    try s.outline.expand(id: 6)
    #expect(await untilTrue { s.loader.started == [1, 6, 1, 6] })
    #expect(s.outline.isLoadingChildren(1) && s.outline.isLoadingChildren(6))
    // Shown again while they load: the loading rows start nothing more.
    let again = ViewUnderTest(s.kind)
    try again.attach(s.screen)
    #expect(try s.rows(on: again) == ["n1 -", "loading", "n6 -", "loading", "n8"])
    #expect(await s.loader.answer(2, with: [node(2)]))
    #expect(await s.loader.answer(3, with: [node(7)]))
    #expect(await untilTrue { !s.outline.isLoadingChildren(1) && !s.outline.isLoadingChildren(6) })
    try again.layout()
    #expect(try s.rows(on: again) == ["n1 -", "  n2", "n6 -", "  n7", "n8"])
    try again.expectShowsData(s.screen)
    // The first answers come late: dropped.
    #expect(await s.loader.answer(0, with: [node(4)]))
    #expect(await s.loader.answer(1, with: [node(5)]))
    #expect(await untilTrue { Set(s.late.ids) == [1, 6] })
    #expect(s.loader.started == [1, 6, 1, 6])
    try again.expectShowsData(s.screen)
  }

  // MARK: Leaving the composition

  @Test(arguments: ViewKind.allCases)
  func removingTheOutlinesCompositionCancelsItsLoad(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await removeWhileLoading(try screen(kind, cell)) },
      { kind, cell in try await removeWhileLoading(try screen(kind, cell)) })
  }

  func removeWhileLoading<Cell>(_ s: Screen<Cell>) async throws {
    try s.outline.expand(id: 6)
    #expect(await untilTrue { s.loader.started == [6] })
    // The linear composition leaves the screen, the outline with it.
    _ = try s.inner.removeChild(at: 0)
    #expect(await untilTrue { s.loader.cancelled == [6] })
    try s.host.layout()
    #expect(try s.host.texts() == ["n30"])
    let before = s.host.updateLog.count
    #expect(await s.loader.answer(0, with: [node(7)]))
    #expect(await untilTrue { s.late.ids == [6] })
    #expect(s.host.updateLog.count == before)
    // Back on the screen, its loading row loads again.
    try s.inner.append(s.linear)
    #expect(await untilTrue { s.loader.started == [6, 6] })
    #expect(await s.loader.answer(1, with: [node(7)]))
    #expect(await untilTrue { !s.outline.isLoadingChildren(6) })
    try s.host.layout()
    #expect(try s.rows(on: s.host) == ["n1 +", "n6 -", "  n7", "n8"])
    try s.host.expectShowsData(s.screen)
  }

  // MARK: Releasing

  @Test(arguments: ViewKind.allCases)
  func releasingTheOutlineCancelsItsLoads(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await release(kind, cell) },
      { kind, cell in try await release(kind, cell) })
  }

  func release<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) async throws {
    let loader = WatchedLoader()
    weak var released: OutlineDataSource<Note, Cell>?
    do {
      // Shown by a view that goes with it, inside a nested composition.
      let s = try screen(kind, cell)
      s.outline.setChildLoader(
        { try await loader.load($0) }, placeholder: LoadRowDecorator<Cell>.self)
      try s.outline.expand(id: 1)
      released = s.outline
    }
    do {
      // On no screen at all.
      let outline = try OutlineDataSource(
        [lazyNode(6)], decorator: OutlineNoteDecorator<Cell>.self)
      outline.setChildLoader(
        { try await loader.load($0) }, placeholder: LoadRowDecorator<Cell>.self)
      try outline.expand(id: 6)
    }
    #expect(await untilTrue { Set(loader.cancelled) == [1, 6] })
    #expect(released == nil)
    #expect(await loader.answer(0, with: [node(2)]))
    #expect(await loader.answer(1, with: [node(7)]))
  }
}
