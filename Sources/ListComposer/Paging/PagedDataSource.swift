/// A list that loads itself a page at a time as the reader scrolls: a loading row, then the
/// first page, a "loading more" row while the next one loads, an error row with retry when one
/// fails, and nothing more once the last page has come; and, for a list that pages both ways
/// (a chat that opens at its newest messages), the same at its top for the pages before.
///
///     let inbox = PagedDataSource(
///       decorator: MessageDecorator.self, placeholder: InboxStatus.self, header: "Inbox",
///       pageSize: 20, prefetchDistance: 5
///     ) { request in try await server.messages(request) }
///     let screen = try SectionedDataSource([pinned, inbox])
///     try tableView.attach(screen)   // the loading row shows, and asks for the first page
///
/// **What drives loading.** Nothing loads on a timer. The host reports each row it is about to
/// show (``ItemEvent/willDisplay``) or to prefetch (``ItemEvent/prefetch``), and every
/// composition routes the event to the source that owns the row: when the row is one of the
/// last ``prefetchDistance`` + 1 rows, the next page loads. The loading row asks for the first
/// page when it is shown. ``loadNextPage()``, ``refresh()`` and ``retry()`` load on request.
///
/// **Paging both ways.** A first page that says pages come before it (``Page/hasPrevious``,
/// with its ``Page/previousCursor``) opens the top: when one of the first
/// ``prefetchDistance`` + 1 rows is displayed or prefetched, or on ``loadPreviousPage()``, the
/// page before loads (a ``PageRequest`` whose `direction` is `.previous` and whose index is
/// -1, -2, …), with its own "loading more" and error rows before the items, its own cursor and
/// its own retry. Its items are inserted above the first item in one batch, never a reload, so
/// that a view that keeps the reader's place keeps the rows on screen where they are.
///
/// **One load at each end.** At most one page per end is in flight; a display event during
/// its load does nothing. The pages before wait for the first page. ``refresh()`` cancels the
/// loads in flight and reloads from the first page; the new first page is diffed against the
/// items shown, so the host animates only what changed. ``reset()``, ``cancelLoad()`` and
/// removing the source (or a composition it is inside) from its composition, or detaching or
/// deallocating the host that shows it, cancel the loads in flight: their tasks are cancelled,
/// and their answers, should the loader return them anyway, are dropped, never shown.
///
/// **Merging by identity.** Items are identified by `id`. An
/// item of a page that the source holds already (pages overlap when items are added on the
/// server between two requests) is dropped and counted in the page's ``PageReport`` and in
/// ``duplicatesDropped``. A page that adds nothing while more follow is followed by the next
/// one at once, since nothing new appeared on screen to ask for it (up to three in a row).
///
/// **Rows.** The rows are those of a ``StatefulDataSource`` over ``content``: a
/// ``Placeholder/Kind/loading`` row until the first page, ``Placeholder/Kind/empty`` when the
/// list has no items, ``Placeholder/Kind/error`` when the first page failed,
/// ``Placeholder/Kind/loadingMore`` after the items while the next page loads (before them
/// while a previous page does), and ``Placeholder/Kind/loadMoreFailed`` when it failed. The
/// rows before the items have ``Placeholder/isLeading`` set, so a decorator and
/// ``onPlaceholderEvent`` tell the top's rows from the bottom's. Selecting an error row retries
/// its own page.
///
/// **Concurrency.** The source lives on the main actor. The loader is a `@Sendable` async
/// function that runs off the main actor; pages cross back to it, so items are `Sendable`.
///
/// - Complexity: Counts and lookups are O(1); merging a page is O(n + p), where n is the number
///   of items held and p the page's size; a refresh diffs the first page against every item
///   held.
@MainActor
public final class PagedDataSource<Item: Diffable & Sendable, Cell: AnyObject>:
  ForwardingDataSource, ShownItemEventHandling, SupplementaryRefreshing
{
  /// The models are the items, or ``Placeholder`` values for placeholder rows.
  public typealias Model = Any

  /// Loads one page. Runs off the main actor; a cancelled load should stop and throw
  /// `CancellationError`, although an answer it returns anyway is dropped.
  public typealias Loader = @Sendable (PageRequest) async throws -> Page<Item>

  /// The items loaded so far, with their typed API: observe their item events with
  /// ``ArrayDataSource/onEvent`` and ``ArrayDataSource/onSelect``, or edit them (delete a
  /// message, say) as any ``ArrayDataSource``.
  public let content: ArrayDataSource<Item, Cell>

  /// The rows: ``content`` or a placeholder, and the trailing row.
  let rows: StatefulDataSource<ArrayDataSource<Item, Cell>>

  /// The number of items asked for per page.
  public let pageSize: Int

  /// How many rows before the last one a displayed or prefetched row loads the next page: 0
  /// waits for the last row. Negative values count as 0.
  public var prefetchDistance: Int

  /// Called after each page is merged, with what it added and dropped.
  public var onPageLoaded: (@MainActor (PageReport) -> Void)?

  /// Called when a page fails, with its request and the loader's error.
  public var onPageFailed: (@MainActor (PageRequest, any Error) -> Void)?

  /// Called when the loader of a load that was cancelled or replaced ends after all, with its
  /// request: its answer is dropped, never shown. For logging slow answers.
  public var onLateAnswer: (@MainActor (PageRequest) -> Void)?

  /// A Boolean value that indicates whether another page can follow: `false` once a page said
  /// it was the last.
  public var hasMore: Bool { after.hasMore }

  /// A Boolean value that indicates whether a page can come before the items, at the top:
  /// `true` once the first page says one does (``Page/hasPrevious``), `false` once a previous
  /// page says it was the first of all.
  public var hasPrevious: Bool { before.hasMore }

  /// The number of items dropped since the first page because the source held them already.
  public internal(set) var duplicatesDropped = 0

  /// The request that failed and waits for ``retry()``, or `nil`; when pages failed at both
  /// ends, the next page's.
  public var failedRequest: PageRequest? { after.failedRequest ?? before.failedRequest }

  let loader: Loader
  /// The end after the items, where the first page and the next pages load.
  var after = PagingEnd(.next)
  /// The end before the items, where the previous pages load.
  var before = PagingEnd(.previous)
  var generation = 0
  var loadWaiters: [Int: LoadWaiter] = [:]
  var nextWaiterID = 0

  /// One end of the list, where pages load: its cursor, its load in flight and its failure.
  struct PagingEnd {
    var hasMore: Bool
    var index: Int
    var cursor: String?
    var inFlight: InFlight?
    var failedRequest: PageRequest?
    var fruitlessPagesInARow = 0

    /// An end before any page: the next end waits for the first page; the previous end opens
    /// when the first page says so.
    init(_ direction: PageRequest.Direction) {
      hasMore = direction == .next
      index = direction == .next ? 0 : -1
    }
  }

  /// The load in flight at an end.
  struct InFlight {
    let id: Int
    let request: PageRequest
    let task: Task<Void, Never>
  }

  /// A task waiting in ``waitForLoad()`` for the loads that were in flight when it started.
  struct LoadWaiter {
    var loads: Set<Int>
    let continuation: CheckedContinuation<Void, Never>
  }

  /// The end where pages of a direction load.
  subscript(end direction: PageRequest.Direction) -> PagingEnd {
    get { direction == .next ? after : before }
    set {
      if direction == .next { after = newValue } else { before = newValue }
    }
  }

  /// Creates a paged source whose items are rendered by a decorator and whose placeholder
  /// rows by another; it starts with its loading row and loads the first page when the row is
  /// shown (or on ``refresh()``).
  ///
  /// - Parameters:
  ///   - decorator: Renders an item in a cell.
  ///   - placeholder: Renders every kind of placeholder row; replace it for some kinds with
  ///     ``setPlaceholder(_:for:)``.
  ///   - header: The title of the section's header.
  ///   - footer: The title of the section's footer.
  ///   - pageSize: The number of items to ask for per page; at least 1.
  ///   - prefetchDistance: See ``prefetchDistance``.
  ///   - loader: Loads a page.
  public init<Decorator: CellDecorator, Status: CellDecorator>(
    decorator: Decorator.Type, placeholder: Status.Type, header: String? = nil,
    footer: String? = nil, pageSize: Int = 20, prefetchDistance: Int = 5,
    loader: @escaping Loader
  ) where Decorator.Model == Item, Decorator.Cell == Cell, Status.Model == Placeholder {
    content = ArrayDataSource([], decorator: decorator, header: header, footer: footer)
    rows = StatefulDataSource(
      adopting: content, state: .loading, placeholder: PlaceholderRenderer(placeholder))
    self.pageSize = max(1, pageSize)
    self.prefetchDistance = prefetchDistance
    self.loader = loader
    rows.updates.addScreenHook(by: self) { [weak self] event in
      if case .leftScreen = event { self?.leaveScreen() }
    }
  }

  deinit {
    // Nobody can show the answers any more.
    after.inFlight?.task.cancel()
    before.inFlight?.task.cancel()
  }

  /// The items loaded so far, in order.
  public var items: [Item] { content.items }

  /// What the source shows: ``ListState/loading`` until the first page,
  /// ``ListState/content``, ``ListState/empty``, or ``ListState/error(_:)`` when the first page
  /// failed.
  public var state: ListState { rows.state }

  /// The row after the items: ``TrailingRow/loadingMore`` while a page loads, or
  /// ``TrailingRow/loadMoreFailed(_:)``.
  public var trailingRow: TrailingRow? { rows.trailingRow }

  /// The row before the items, while a previous page loads or after it failed.
  package var leadingRow: TrailingRow? { rows.leadingRow }

  /// The request of the page loading now, or `nil`; while pages load at both ends, the next
  /// page's.
  public var loadingRequest: PageRequest? {
    after.inFlight?.request ?? before.inFlight?.request
  }

  /// The request of the page loading now at one end, or `nil`.
  package func loadingRequest(_ direction: PageRequest.Direction) -> PageRequest? {
    self[end: direction].inFlight?.request
  }

  /// The request that failed at one end and waits for ``retry()``, or `nil`.
  package func failedRequest(_ direction: PageRequest.Direction) -> PageRequest? {
    self[end: direction].failedRequest
  }

  /// Called for every event of a placeholder row (see
  /// ``StatefulDataSource/onPlaceholderEvent``); selecting an error row retries either way.
  public var onPlaceholderEvent: (@MainActor (ItemEventDetails<Placeholder, AnyObject>) -> Void)? {
    get { rows.onPlaceholderEvent }
    set { rows.onPlaceholderEvent = newValue }
  }

  /// Renders some kinds of placeholder row with another decorator (see
  /// ``StatefulDataSource/setPlaceholder(_:for:)``).
  public func setPlaceholder<Decorator: CellDecorator>(
    _ decorator: Decorator.Type, for kinds: Set<Placeholder.Kind>
  ) where Decorator.Model == Placeholder {
    rows.setPlaceholder(decorator, for: kinds)
  }

  /// Shows no row for some kinds of placeholder (see
  /// ``StatefulDataSource/removePlaceholder(for:)``).
  public func removePlaceholder(for kinds: Set<Placeholder.Kind>) {
    rows.removePlaceholder(for: kinds)
  }

  // MARK: DataSource

  /// The rows (``content`` or a placeholder, and the trailing row), which every request but an
  /// item's event goes to.
  public var forwardedSource: StatefulDataSource<ArrayDataSource<Item, Cell>> { rows }

  /// Passes the event to the row's owner (``content`` with the typed item, or
  /// ``onPlaceholderEvent``), then loads what the event calls for: the next page when a row
  /// near the end is displayed or prefetched, the previous page when a row near the start is
  /// (once the first page opened the top), the first page when the loading row is, and the
  /// failed page again when the reader selects an error row.
  @discardableResult
  public func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    let handled = rows.handle(event, at: position, cell: cell)
    switch event {
    case .willDisplay, .prefetch:
      loadIfNeeded(showing: position)
      return handled
    case .select:
      guard case .placeholder(let placeholder)? = rows.row(at: position) else { return handled }
      switch placeholder.kind {
      case .error: return retry() != nil || handled
      case .loadMoreFailed:
        return retry(rows.isLeadingRow(position) ? .previous : .next) != nil || handled
      default: return handled
      }
    default:
      return handled
    }
  }
}

extension PagedDataSource: ContainerDataSource {
  package func child(owning position: ListPosition) -> (
    source: any DataSource, position: ListPosition
  )? {
    rows.child(owning: position)
  }

  package func child(owningSection section: Int) -> (source: any DataSource, section: Int)? {
    rows.child(owningSection: section)
  }

  package var childSources: [any DataSource] { rows.childSources }

  package func place(_ local: ListPosition, inChild child: any DataSource) -> ListPosition? {
    rows.place(local, inChild: child)
  }
}
