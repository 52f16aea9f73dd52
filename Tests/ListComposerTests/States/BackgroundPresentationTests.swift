import HeadlessHost
import ListComposerTestSupport
import Testing

/// A stateful source's loading, empty and error states shown as the view's background instead
/// of a placeholder row, through both headless views, strict and raising like a device, alone
/// and nested in a composition inside a composition.
@MainActor
@Suite struct BackgroundPresentationTests {
  nonisolated static let nesting = [false, true]

  @Test(arguments: ViewKind.allCases, nesting)
  func loadingContentEmptyErrorRetry(_ kind: ViewKind, nested: Bool) async throws {
    try await kind.run(
      { try lifecycle(HostWithCell($0, $1), nested: nested) },
      { try lifecycle(HostWithCell($0, $1), nested: nested) })
  }

  func lifecycle<Cell: HeadlessReusableCell>(_ setup: HostWithCell<Cell>, nested: Bool) throws {
    let (inbox, messages) = try backgroundInbox(Cell.self)
    let root = try screen([inbox], nested: nested)
    let host = ViewUnderTest(setup.kind)
    let seen = BackgroundAtBatch(root, host)
    try host.attach(root)
    let adapter = try #require(host.adapter)

    // Loading: no row, one empty section, the background says so.
    #expect(try host.positions().isEmpty)
    #expect(root.numberOfSections == 1)
    #expect(host.backgroundText == "Loading")
    #expect(adapter.backgroundSource === inbox)
    #expect(host.background?.accessibilityText == "Loading")
    #expect(host.render().contains("Background: Loading"))

    // Content: the rows come in and the background goes, in the same batch.
    try messages.append(contentsOf: notes(1...2))
    #expect(seen.texts.isEmpty)  // nothing shows while loading
    inbox.setState(.content)
    #expect(try host.texts() == ["n1", "n2"])
    #expect(host.background == nil)
    #expect(adapter.backgroundSource == nil)
    #expect(seen.texts == [nil])

    // Empty: the rows go and the background comes, in the same batch.
    _ = messages.setItems([Note](), options: DiffOptions(usesReloadData: true))
    #expect(try host.positions().isEmpty)
    #expect(host.backgroundText == "Empty")
    #expect(seen.texts == [nil, "Empty"])
    let emptyView = try #require(host.background)

    // Error: no batch (no row before or after), the same view filled again.
    let batches = host.updateLog.count
    inbox.setState(.error(Offline()))
    #expect(host.updateLog.count == batches)
    #expect(host.backgroundText == "Error: \(Offline())")
    #expect(host.background === emptyView)

    // Retry: a tap on the background reaches onPlaceholderEvent, as a tap on the error row does.
    var events: [ItemEventDetails<Placeholder, AnyObject>] = []
    inbox.onPlaceholderEvent = { event in
      events.append(event)
      if event.kind == .select, event.model.kind == .error { inbox.setState(.loading) }
    }
    // A hidden view cannot be tapped, nor read out.
    emptyView.isHidden = true
    #expect(!host.selectBackground())
    #expect(emptyView.accessibilityText == nil)
    emptyView.isHidden = false
    #expect(host.selectBackground())
    #expect(events.map(\.kind) == [.select])
    #expect(events.first?.model.kind == .error)
    #expect(events.first?.model.error is Offline)
    #expect(events.first?.position == ListPosition(section: 0, item: 0))
    #expect(events.first?.cell === emptyView)
    #expect(host.backgroundText == "Loading")

    // The retry loaded: the content shows, the background goes.
    inbox.setState(.content)
    try messages.append(Note(3))
    #expect(try host.texts() == ["n3"])
    #expect(host.background == nil)
    #expect(!host.selectBackground())
    #expect(events.count == 1)
    host.expectNothingRaised()
    try host.expectShowsData(root)
  }

  @Test(arguments: ViewKind.allCases, nesting)
  func theFirstStatefulSourceInScreenOrderDrivesTheBackground(
    _ kind: ViewKind, nested: Bool
  ) async throws {
    try await kind.run(
      { try twoSources(HostWithCell($0, $1), nested: nested) },
      { try twoSources(HostWithCell($0, $1), nested: nested) })
  }

  func twoSources<Cell: HeadlessReusableCell>(_ setup: HostWithCell<Cell>, nested: Bool) throws {
    let (first, firstContent) = try backgroundInbox(Cell.self, header: "First")
    let (second, _) = try backgroundInbox(Cell.self, state: .empty, header: "Second")
    second.setBackground(IllustrationDecorator.self, for: [.empty])
    let rows = try StatefulDataSource(
      NoteDecorator<Cell>.dataSource(for: []), state: .loading,
      placeholder: StatusRowDecorator<Cell>.self)
    rows.setBackground(StatusBackgroundDecorator.self, for: [.loading])
    // A source in row presentation never drives the background, even first in screen order.
    let root = try screen([rows, first, second], nested: nested)
    let host = ViewUnderTest(setup.kind)
    try host.attach(root)
    let adapter = try #require(host.adapter)
    #expect(try host.texts() == ["row Loading"])
    #expect(host.backgroundText == "Loading")
    #expect(adapter.backgroundSource === first)

    // The first one shows its content: the second one's state shows.
    try firstContent.append(Note(1))
    first.setState(.content)
    #expect(try host.texts() == ["row Loading", "n1"])
    #expect(host.background is IllustrationBackground)
    #expect(host.backgroundText == "Illustration empty")
    #expect(adapter.backgroundSource === second)

    // A state without a background decorator asks for none: the next source drives it.
    first.removeBackground(for: [.error])
    first.setState(.error(Offline()))
    #expect(try host.texts() == ["row Loading"])
    #expect(adapter.backgroundSource === second)
    first.setState(.loading)
    #expect(host.backgroundText == "Loading")
    #expect(host.background is StatusBackground)

    // A source removed from the screen stops driving it in the batch that removes it.
    let composition =
      nested ? try #require(root.children.first?.base as? SectionedDataSource) : root
    _ = try composition.removeChild(at: 1)
    #expect(adapter.backgroundSource === second)
    #expect(host.backgroundText == "Illustration empty")
    _ = try composition.removeChild(at: 1)
    #expect(adapter.backgroundSource == nil)
    #expect(host.background == nil)
    host.expectNothingRaised()
    try host.expectShowsData(root)
  }

  @Test(arguments: ViewKind.allCases, nesting)
  func anOuterStatefulSourceWinsAndHidesTheSourcesInsideIt(
    _ kind: ViewKind, nested: Bool
  ) async throws {
    try await kind.run(
      { try outerAndInner(HostWithCell($0, $1), nested: nested) },
      { try outerAndInner(HostWithCell($0, $1), nested: nested) })
  }

  func outerAndInner<Cell: HeadlessReusableCell>(_ setup: HostWithCell<Cell>, nested: Bool)
    throws
  {
    let (inner, _) = try backgroundInbox(Cell.self, state: .empty)
    let composition = try screen([inner], nested: nested)
    let outer = try StatefulDataSource(
      composition, state: .loading, placeholder: StatusRowDecorator<Cell>.self)
    outer.setBackground(IllustrationDecorator.self, for: [.loading, .error])
    outer.placeholderPresentation = .background
    // Its content has no items: automatically, it would show its own empty state.
    outer.showsEmptyStateAutomatically = false
    let host = ViewUnderTest(setup.kind)
    try host.attach(outer)
    let adapter = try #require(host.adapter)
    #expect(adapter.backgroundSource === outer)
    #expect(host.backgroundText == "Illustration loading")
    // The outer one loaded: the inner one's empty state is on screen now.
    outer.setState(.content)
    #expect(adapter.backgroundSource === inner)
    #expect(host.backgroundText == "Empty")
    // The outer one shows a state it has no background for: the inner one is off screen, so
    // its state shows nowhere.
    outer.setState(.empty)
    #expect(adapter.backgroundSource == nil)
    #expect(host.background == nil)
    host.expectNothingRaised()
    try host.expectShowsData(outer)
  }

  @Test(arguments: ViewKind.allCases, nesting)
  func switchingPresentationWhileAStateShowsMovesItInOneBatch(
    _ kind: ViewKind, nested: Bool
  ) async throws {
    try await kind.run(
      { try switching(HostWithCell($0, $1), nested: nested) },
      { try switching(HostWithCell($0, $1), nested: nested) })
  }

  func switching<Cell: HeadlessReusableCell>(_ setup: HostWithCell<Cell>, nested: Bool) throws {
    let (inbox, _) = try backgroundInbox(Cell.self)
    inbox.placeholderPresentation = .row
    let pinned = NoteDecorator<Cell>.dataSource(for: notes([7]))
    let root = try screen([pinned, inbox], nested: nested)
    let host = ViewUnderTest(setup.kind)
    let seen = BackgroundAtBatch(root, host)
    try host.attach(root)
    #expect(try host.texts() == ["n7", "row Loading"])
    #expect(host.background == nil)

    inbox.placeholderPresentation = .background
    let row = ListPosition(section: 1, item: 0)
    #expect(host.updateLog.last?.update == BatchUpdate(deletedItems: [row]))
    #expect(seen.texts == ["Loading"])
    #expect(try host.texts() == ["n7"])
    let sibling = host.cell(at: ListPosition(section: 0, item: 0))

    inbox.placeholderPresentation = .row
    #expect(host.updateLog.last?.update == BatchUpdate(insertedItems: [row]))
    #expect(seen.texts == ["Loading", nil])
    #expect(try host.texts() == ["n7", "row Loading"])
    #expect(host.cell(at: ListPosition(section: 0, item: 0)) === sibling)

    // Setting the same presentation publishes nothing.
    let batches = host.updateLog.count
    inbox.placeholderPresentation = .row
    #expect(host.updateLog.count == batches)
    host.expectNothingRaised()
    try host.expectShowsData(root)
  }

  @Test(arguments: ViewKind.allCases, nesting)
  func detachingRemovesTheBackgroundTheAdapterSet(_ kind: ViewKind, nested: Bool)
    async throws
  {
    try await kind.run(
      { try detaching(HostWithCell($0, $1), nested: nested) },
      { try detaching(HostWithCell($0, $1), nested: nested) })
  }

  func detaching<Cell: HeadlessReusableCell>(_ setup: HostWithCell<Cell>, nested: Bool) throws {
    let (inbox, _) = try backgroundInbox(Cell.self)
    let root = try screen([inbox], nested: nested)
    let host = ViewUnderTest(setup.kind)
    try host.attach(root)
    let adapter = try #require(host.adapter)
    #expect(host.backgroundText == "Loading")
    // An adapter that does not observe (a comparison, a bridge's dry run) shows none.
    let comparison = ViewUnderTest(setup.kind)
    try comparison.display(root)
    #expect(try #require(comparison.adapter).backgroundSource == nil)
    #expect(comparison.background == nil)
    adapter.detach()
    #expect(host.background == nil)
    #expect(adapter.backgroundSource == nil)
    #expect(!host.selectBackground())
    // The detached screen's changes no longer reach the view's background.
    inbox.setState(.error(Offline()))
    #expect(host.background == nil)

    // Another adapter that takes the view over shows its own screen's background.
    let (other, _) = try backgroundInbox(Cell.self, state: .empty)
    try host.attach(try screen([other], nested: nested))
    #expect(host.backgroundText == "Empty")
    let (third, _) = try backgroundInbox(Cell.self, [1])
    third.setState(.content)
    try host.attach(try screen([third], nested: nested))
    #expect(host.background == nil)
    host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func aBackgroundThatCannotBeShownIsLoggedNeverATrap(_ kind: ViewKind) async throws {
    try await kind.run(
      { try unshowable(HostWithCell($0, $1)) }, { try unshowable(HostWithCell($0, $1)) })
  }

  func unshowable<Cell: HeadlessReusableCell>(_ setup: HostWithCell<Cell>) throws {
    let (inbox, messages) = try backgroundInbox(Cell.self)
    inbox.setBackground(NotAViewDecorator.self, for: [.loading])
    // The trailing kinds have no background: they stay rows.
    inbox.setBackground(StatusBackgroundDecorator.self, for: [.loadingMore])
    let pinned = NoteDecorator<Cell>.dataSource(for: [])
    let host = ViewUnderTest(setup.kind)
    try host.attach(try screen([inbox, pinned], nested: true))
    let adapter = try #require(host.adapter)
    #expect(host.background == nil)
    #expect(adapter.backgroundSource == nil)
    #expect(adapter.backgroundView == nil)
    #expect(host.consoleLog.contains { $0.contains("no background for the loading state") })
    #expect(try host.positions().isEmpty)
    // Tried once per change of the state, not once per batch of the screen.
    let logged = host.consoleLog.count
    _ = try pinned.append(Note(9))
    #expect(host.consoleLog.count == logged)
    _ = try pinned.remove(at: ListPosition(section: 0, item: 0))

    // A kind without a background decorator shows neither a background nor a row.
    inbox.removeBackground(for: [.empty])
    _ = messages.setItems([Note](), options: DiffOptions(usesReloadData: true))
    inbox.setState(.empty)
    #expect(host.background == nil)
    #expect(try host.positions().isEmpty)

    // A kind with one shows it; a trailing row stays a row after the content.
    inbox.setState(.error(Offline()))
    #expect(host.backgroundText == "Error: \(Offline())")
    _ = messages.setItems(notes([1]), options: DiffOptions(usesReloadData: true))
    inbox.setState(.content)
    inbox.setTrailingRow(.loadingMore)
    #expect(try host.texts() == ["n1", "row Loading more"])
    #expect(host.background == nil)
    host.expectNothingRaised()
  }
}

/// A host kind with the cell class of its view, so that one generic body serves both.
struct HostWithCell<Cell: HeadlessReusableCell> {
  let kind: ViewKind
  init(_ kind: ViewKind, _ cell: Cell.Type) { self.kind = kind }
}
