import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// What a gone view, a removed ancestor and a cancelled load leave behind: nothing that keeps
/// loading, and no event that carries a model the cell no longer shows.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct LifetimeTests {
  /// A paged list inside a group inside a screen, with a pinned row, loading from a server a
  /// test answers by hand.
  @MainActor
  struct Screen {
    let server = ControlledPageLoader<Mail>()
    let paged: PagedDataSource<Mail, HeadlessTableViewCell>
    let group: SectionedDataSource
    let root: SectionedDataSource
    var late: [PageRequest] { lateAnswers.requests }
    private let lateAnswers = LateAnswers()

    @MainActor
    final class LateAnswers {
      var requests: [PageRequest] = [] {
        didSet {
          let waiting = waiters
          waiters = []
          for waiter in waiting { waiter.resume() }
        }
      }
      var waiters: [CheckedContinuation<Void, Never>] = []
    }

    /// Waits until the source has dropped `count` late answers: an answer reaches the source
    /// through the loader's task, on no fixed turn of the main actor.
    func lateAnswers(count: Int) async {
      while lateAnswers.requests.count < count, !Task.isCancelled {
        await withCheckedContinuation { lateAnswers.waiters.append($0) }
      }
    }

    init() throws {
      paged = PagedDataSource(
        decorator: LifetimeMailDecorator.self, placeholder: LifetimeStatusDecorator.self,
        pageSize: 5, loader: server.loader)
      group = try SectionedDataSource([paged])
      let pinned = ArrayDataSource([Mail(900)], decorator: LifetimeMailDecorator.self)
      root = try SectionedDataSource([pinned, group])
      paged.onLateAnswer = { [lateAnswers] in lateAnswers.requests.append($0) }
    }
  }

  @Test func aViewReleasedWithoutDetachCancelsTheLoadAndDropsItsAnswer() async throws {
    let screen = try Screen()
    weak var released: HeadlessTableView?
    do {
      let table = HeadlessTableView()
      try table.attach(screen.root)  // the loading row asks for the first page
      released = table
    }
    #expect(released == nil, "the view outlived its last reference")
    let request = try #require(await screen.server.nextRequest())
    await nextTurn()
    // Deallocation did what detach() does: the load's task is cancelled at once.
    #expect(screen.paged.loadingRequest == nil)
    await screen.server.respond(with: Page((0..<5).map { Mail($0) }, hasMore: true))
    await screen.lateAnswers(count: 1)
    #expect(screen.paged.items.isEmpty)
    #expect(screen.late == [request])
    // Shown again, the loading row asks again and its answer shows.
    let table = HeadlessTableView()
    try table.attach(screen.root)
    await screen.server.respond(with: Page((0..<5).map { Mail($0) }, hasMore: false))
    await screen.paged.waitForLoad()
    #expect(screen.paged.items.count == 5)
  }

  @Test func removingAnAncestorCompositionCancelsTheLoad() async throws {
    let screen = try Screen()
    let table = HeadlessTableView()
    try table.attach(screen.root)
    let request = try #require(await screen.server.nextRequest())
    #expect(screen.paged.loadingRequest == request)
    try screen.root.removeChild(at: 1)  // the group that holds the paged list
    #expect(screen.paged.loadingRequest == nil)
    await screen.server.respond(with: Page((0..<5).map { Mail($0) }, hasMore: true))
    await screen.lateAnswers(count: 1)
    #expect(screen.paged.items.isEmpty)
    #expect(screen.late == [request])
  }

  @Test func detachingTheHostOfAnEnclosingScreenCancelsTheLoad() async throws {
    let screen = try Screen()
    let table = HeadlessTableView()
    try table.attach(screen.root)
    _ = try #require(await screen.server.nextRequest())
    table.detach()
    #expect(screen.paged.loadingRequest == nil)
    #expect(screen.paged.state.placeholderKind == .loading)
  }

  @Test func cancellingTheFirstLoadOnScreenShowsARetryableRow() async throws {
    let screen = try Screen()
    var options = HeadlessHostOptions()
    options.isStrict = true
    let table = HeadlessTableView(options: options)
    try table.attach(screen.root)
    let first = try #require(await screen.server.nextRequest())
    screen.paged.cancelLoad()
    // No loading row that nothing answers: the error row says the load stopped.
    #expect(screen.paged.loadingRequest == nil)
    _ = try #require(screen.paged.state.error as? CancellationError)
    await nextTurn()
    #expect(table.render().contains("error"), "\(table.render())")
    #expect(screen.server.requests == [first])
    // The cancelled load's answer, should the server send it, is dropped.
    await screen.server.respond(with: Page([Mail(99)], hasMore: true))
    await screen.lateAnswers(count: 1)
    #expect(screen.late == [first] && screen.paged.items.isEmpty)
    // Selecting the row retries the same request.
    _ = table.selectRow(at: ListPosition(section: 1, item: 0))
    await nextTurn()
    #expect(screen.paged.loadingRequest == first)
    await screen.server.respond(with: Page((0..<3).map { Mail($0) }, hasMore: false))
    await screen.paged.waitForLoad()
    #expect(screen.paged.items.map(\.id) == [0, 1, 2])
    #expect(table.updateLog.allSatisfy { $0.error == nil })
  }

  @Test func aReconfiguredCellEndsDisplayWithItsNewModel() throws {
    let list = ArrayDataSource([Mail(1), Mail(2)], decorator: LifetimeMailDecorator.self)
    var ended: [String] = []
    list.onEvent = { event in
      if event.kind == .didEndDisplaying { ended.append(event.model.title) }
    }
    let table = HeadlessTableView()
    try table.attach(list)
    let cell = try #require(table.cellForRow(at: ListPosition(section: 0, item: 1)))
    try list.update(
      at: ListPosition(section: 0, item: 1), with: Mail(2, "edited"), updateStyle: .reconfigure)
    #expect(table.cellForRow(at: ListPosition(section: 0, item: 1)) === cell)
    try list.remove(at: ListPosition(section: 0, item: 1))
    #expect(ended == ["edited"])

    // A diff that inserts above an item and reconfigures it: the cell keeps its item.
    let updates = list.setItems(
      [Mail(0), Mail(1, "again")], options: DiffOptions(updateStyle: .reconfigure))
    #expect(updates.batches.contains { !$0.reconfiguredItems.isEmpty }, "\(updates)")
    try list.remove(at: ListPosition(section: 0, item: 1))
    #expect(ended == ["edited", "again"])
  }
}

enum LifetimeMailDecorator: CellDecorator {
  static func decorate(_ cell: HeadlessTableViewCell, with model: Mail) {
    cell.textLabel = model.title
  }
}

enum LifetimeStatusDecorator: CellDecorator {
  static func decorate(_ cell: HeadlessTableViewCell, with model: Placeholder) {
    cell.textLabel = "\(model.kind)"
  }
}
