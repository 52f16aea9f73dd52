extension PagedDataSource: RefreshableDataSource {
  /// The number of pages in a row that may add nothing before the source stops asking for the
  /// next one by itself.
  static var maximumFruitlessPagesInARow: Int { 3 }

  /// A Boolean value that indicates whether a page is loading.
  public var isLoading: Bool { inFlight != nil }

  /// Loads the next page (the first one, before any), unless a page is loading, the last one
  /// failed (see ``retry()``) or the list has ended: what a "Load more" button calls.
  ///
  ///     inbox.loadNextPage()   // true: a "loading more" row shows until the page comes
  ///
  /// - Returns: `true` when a load started.
  /// - Complexity: O(1); merging the page when it comes is O(n + p), where n is the number of
  ///   items held and p the page's size.
  @discardableResult
  public func loadNextPage() -> Bool {
    guard inFlight == nil, failedRequest == nil, hasMore else { return false }
    start(
      PageRequest(
        index: nextIndex, cursor: nextCursor, offset: content.numberOfItems, size: pageSize))
    return true
  }

  /// Reloads from the first page, as pull to refresh does: cancels the load in flight, asks
  /// for the first page, and diffs it against the items shown, so that the host animates only
  /// what changed. The items shown stay until the page comes; items past the first page go.
  ///
  ///     inbox.refresh()
  ///     await inbox.waitForLoad()   // end the refresh control here
  ///
  /// When the refresh fails, the items stay and a ``Placeholder/Kind/loadMoreFailed`` row
  /// offers to retry it (an ``ListState/error(_:)`` row when there are none).
  ///
  /// - Complexity: O(1); diffing the first page when it comes is that of
  ///   ``ArrayDataSource/setItems(_:options:)`` over the items held and the page.
  public func refresh() {
    cancelInFlight()
    failedRequest = nil
    fruitlessPagesInARow = 0
    start(PageRequest(index: 0, offset: 0, size: pageSize, isRefresh: true))
  }

  /// Loads the page that failed again: what selecting an error row does.
  ///
  /// - Returns: `true` when a load started; `false` when no page failed or one is loading.
  /// - Complexity: O(1).
  @discardableResult
  public func retry() -> Bool {
    guard inFlight == nil, let request = failedRequest else { return false }
    failedRequest = nil
    start(request)
    return true
  }

  /// Cancels the load in flight, if any: its task is cancelled and its answer dropped. The
  /// "loading more" row goes. A first load cancelled while the source is on screen shows the
  /// ``ListState/error(_:)`` row with a `CancellationError`, which retries when selected (or
  /// on ``retry()``), rather than a loading row that nothing answers.
  ///
  /// Removing the source (or a composition it is inside) from its composition, or detaching
  /// (or deallocating) the host that shows it, cancels the load too; a first load's loading row
  /// then stays, and asks again when the source is next shown.
  ///
  /// - Complexity: O(1).
  public func cancelLoad() {
    guard let request = inFlight?.request else { return }
    cancelInFlight()
    if content.numberOfItems == 0, rows.state.placeholderKind == .loading, isOnScreen {
      failedRequest = request
      rows.transition(to: .error(CancellationError()), trailingRow: .some(nil))
    } else if case .loadingMore? = rows.trailingRow {
      rows.transition(to: nil, trailingRow: .some(nil))
    }
  }

  /// Cancels the load in flight because the source left the screen.
  func leaveScreen() {
    guard cancelInFlight(), case .loadingMore? = rows.trailingRow else { return }
    rows.transition(to: nil, trailingRow: .some(nil))
  }

  /// A Boolean value that indicates whether a host shows the screen this source belongs to.
  private var isOnScreen: Bool {
    let root = rows.updates.root
    root.dropDeadHosts()
    return root.hasHost
  }

  /// Cancels the load in flight, forgets every item and page, and shows the loading row anew,
  /// which asks for the first page when the host shows it.
  ///
  ///     inbox.reset()   // another account: delete the messages' rows, insert the loading row
  ///
  /// - Complexity: O(n), where n is the number of items held.
  public func reset() {
    cancelInFlight()
    failedRequest = nil
    hasMore = true
    nextIndex = 0
    nextCursor = nil
    duplicatesDropped = 0
    fruitlessPagesInARow = 0
    rows.transition(to: .loading, trailingRow: .some(nil), refreshingPlaceholder: true) {
      self.content.setItems([])
    }
  }

  /// Waits until the page loading now, if any, has been shown, has failed, or was cancelled;
  /// returns early when the waiting task is cancelled.
  ///
  /// A load that starts afterwards (the next page, asked for by a row the page brought into
  /// view) is not waited for.
  ///
  ///     .refreshable {
  ///       inbox.refresh()
  ///       await inbox.waitForLoad()
  ///     }
  public func waitForLoad() async {
    guard inFlight != nil, !Task.isCancelled else { return }
    let id = nextWaiterID
    nextWaiterID += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { loadWaiters[id] = $0 }
    } onCancel: {
      Task { @MainActor [weak self] in self?.loadWaiters.removeValue(forKey: id)?.resume() }
    }
  }

  // MARK: Loading

  /// Loads what showing a row calls for.
  func loadIfNeeded(showing position: ListPosition) {
    guard inFlight == nil, failedRequest == nil else { return }
    switch rows.row(at: position) {
    case .content(let local)?:
      let count = content.numberOfItems
      let offset = (0..<local.section).reduce(local.item) {
        ListLimits.add($0, content.numberOfItems(inSection: $1))
      }
      if offset >= count - 1 - max(0, prefetchDistance) {
        fruitlessPagesInARow = 0
        loadNextPage()
      }
    case .placeholder(let placeholder)?:
      switch placeholder.kind {
      case .loading, .empty:
        if fruitlessPagesInARow < Self.maximumFruitlessPagesInARow { loadNextPage() }
      case .error, .loadingMore, .loadMoreFailed:
        break
      }
    case nil:
      break
    }
  }

  /// Starts a load and shows that it is loading: the loading row when there is nothing to
  /// show, the "loading more" row otherwise.
  private func start(_ request: PageRequest) {
    generation += 1
    let id = generation
    let loader = self.loader
    let task = Task { [weak self] in
      let result: Result<Page<Item>, any Error>
      do {
        result = .success(try await loader(request))
      } catch {
        result = .failure(error)
      }
      self?.finish(id, request, result)
    }
    inFlight = InFlight(id: id, request: request, task: task)
    if content.numberOfItems == 0 {
      rows.transition(to: .loading, trailingRow: .some(nil))
    } else {
      rows.transition(to: nil, trailingRow: .some(request.isRefresh ? nil : .loadingMore))
    }
  }

  /// Cancels the load in flight without touching the rows.
  ///
  /// - Returns: `true` when a load was in flight.
  @discardableResult
  private func cancelInFlight() -> Bool {
    guard let inFlight else { return false }
    inFlight.task.cancel()
    self.inFlight = nil
    generation += 1
    resumeWaiters()
    return true
  }

  private func resumeWaiters() {
    let waiters = loadWaiters.values
    loadWaiters = [:]
    for waiter in waiters { waiter.resume() }
  }

  /// Shows the answer of a load, unless the load was cancelled or replaced.
  private func finish(_ id: Int, _ request: PageRequest, _ result: Result<Page<Item>, any Error>) {
    // A host deallocated without detaching takes the screen with it: that cancels this load
    // (through its screen hook) before its answer could be shown.
    rows.updates.root.dropDeadHosts()
    guard let inFlight, inFlight.id == id, id == generation else {
      onLateAnswer?(request)
      return
    }
    self.inFlight = nil
    defer { resumeWaiters() }
    switch result {
    case .success(let page):
      merge(page, answering: request)
    case .failure(let error):
      failedRequest = request
      if content.numberOfItems == 0 {
        rows.transition(to: .error(error), trailingRow: .some(nil))
      } else {
        rows.transition(to: nil, trailingRow: .some(.loadMoreFailed(error)))
      }
      onPageFailed?(request, error)
    }
  }

  /// Adds a page's new items (a first page replaces the items, diffed), drops and counts
  /// those the source holds already, and shows the result in one change.
  private func merge(_ page: Page<Item>, answering request: PageRequest) {
    let replaces = request.index == 0
    var seen: Set<Item.ID> = []
    if !replaces {
      seen.reserveCapacity(content.numberOfItems + page.items.count)
      for item in content.items { seen.insert(item.id) }
    }
    var fresh: [Item] = []
    fresh.reserveCapacity(page.items.count)
    for item in page.items where seen.insert(item.id).inserted {
      fresh.append(item)
    }
    let dropped = page.items.count - fresh.count
    duplicatesDropped = replaces ? dropped : duplicatesDropped + dropped
    hasMore = page.hasMore
    nextCursor = page.nextCursor
    nextIndex = request.index + 1
    fruitlessPagesInARow = fresh.isEmpty ? fruitlessPagesInARow + 1 : 0
    rows.transition(to: .content, trailingRow: .some(nil)) {
      if replaces {
        self.content.setItems(fresh)
      } else if !fresh.isEmpty {
        self.append(fresh)
      }
    }
    onPageLoaded?(
      PageReport(
        request: request, received: page.items.count, added: fresh.count,
        duplicatesDropped: dropped, hasMore: page.hasMore))
    if fresh.isEmpty, fruitlessPagesInARow < Self.maximumFruitlessPagesInARow {
      // Nothing new shows, so no row will ask for the page after it.
      loadNextPage()
    }
  }

  /// Appends items to the last section, or sets them when the content has no section left.
  private func append(_ items: [Item]) {
    let last = max(0, content.numberOfSections - 1)
    do {
      try content.append(contentsOf: items, toSection: last)
    } catch {
      content.setItems(content.items + items)
    }
  }
}
