extension PagedDataSource: RefreshableDataSource {
  /// The number of pages in a row that may add nothing before the source stops asking for the
  /// next one by itself.
  static var maximumFruitlessPagesInARow: Int { 3 }

  /// A Boolean value that indicates whether a page is loading, at either end.
  public var isLoading: Bool { after.inFlight != nil || before.inFlight != nil }

  /// Loads the next page (the first one, before any), unless a page is loading at that end, the
  /// last one failed (see ``retry()``) or the list has ended: what a "Load more" button calls.
  ///
  ///     inbox.loadNextPage()   // a "loading more" row shows until the page comes
  ///     inbox.loadNextPage()   // nil: a page is loading
  ///
  /// - Returns: What starting the load published (the loading row, or the "loading more" row
  ///   after the items; nothing when that row shows already; ``ListChange/isQueued`` when the
  ///   screen was applying another change), or `nil`, changing nothing, when no load started.
  /// - Complexity: O(1); merging the page when it comes is O(n + p), where n is the number of
  ///   items held and p the page's size.
  @discardableResult
  public func loadNextPage() -> ListChange? {
    guard after.inFlight == nil, after.failedRequest == nil, after.hasMore else { return nil }
    return start(
      PageRequest(
        index: after.index, cursor: after.cursor, offset: content.numberOfItems, size: pageSize))
  }

  /// Loads the page before the first item, unless a page is loading at the top, the last one
  /// failed (see ``retry()``), no page comes before (``hasPrevious``) or the first page has not
  /// come: what scrolling to the top of a chat calls, and a "Load earlier messages" button.
  ///
  ///     chat.loadPreviousPage()   // a "loading more" row shows above the first message
  ///
  /// The page's items are inserted above the first item in one batch.
  ///
  /// - Returns: What starting the load published (the "loading more" row above the items;
  ///   ``ListChange/isQueued`` when the screen was applying another change), or `nil`,
  ///   changing nothing, when no load started.
  /// - Complexity: O(1); merging the page when it comes is O(n + p), where n is the number of
  ///   items held and p the page's size.
  @discardableResult
  public func loadPreviousPage() -> ListChange? {
    guard before.inFlight == nil, before.failedRequest == nil, before.hasMore,
      !loadsFirstPage
    else { return nil }
    return start(
      PageRequest(
        index: before.index, cursor: before.cursor, offset: content.numberOfItems, size: pageSize,
        direction: .previous))
  }

  /// A Boolean value that indicates whether the first page (or a refresh) is loading: the
  /// pages before it wait for it.
  private var loadsFirstPage: Bool { after.inFlight?.request.index == 0 }

  /// Reloads from the first page, as pull to refresh does: cancels the loads in flight, asks
  /// for the first page, and diffs it against the items shown, so that the host animates only
  /// what changed. The items shown stay until the page comes; items of other pages go.
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
    cancelInFlight(.next)
    cancelInFlight(.previous)
    for direction in [PageRequest.Direction.next, .previous] {
      self[end: direction].failedRequest = nil
      self[end: direction].fruitlessPagesInARow = 0
    }
    start(PageRequest(index: 0, offset: 0, size: pageSize, isRefresh: true))
  }

  /// Loads the pages that failed again, at either end: what selecting an error row does for
  /// its own page.
  ///
  ///     if let change = inbox.retry() {
  ///       change.batches  // the error row becomes the loading row
  ///     }
  ///
  /// - Returns: What starting the loads again published (the loading row, or the "loading
  ///   more" rows replacing the failed ones, in the order the ends started: the bottom's first;
  ///   ``ListChange/isQueued`` when the screen was applying another change), or `nil`, changing
  ///   nothing, when no page failed or the failed ones' ends are loading.
  /// - Complexity: O(1).
  @discardableResult
  public func retry() -> ListChange? {
    let next = retry(.next)
    let previous = retry(.previous)
    guard next != nil || previous != nil else { return nil }
    let started = [next, previous].compactMap { $0 }
    return ListChange(
      batches: started.flatMap(\.batches), isQueued: started.contains { $0.isQueued })
  }

  /// Loads the page that failed at one end again; returns what showing the load published,
  /// or `nil` when no load started.
  func retry(_ direction: PageRequest.Direction) -> ListChange? {
    guard self[end: direction].inFlight == nil, let request = self[end: direction].failedRequest,
      direction == .next || !loadsFirstPage
    else { return nil }
    self[end: direction].failedRequest = nil
    return start(request)
  }

  /// Cancels the loads in flight, if any: their tasks are cancelled and their answers
  /// dropped. The "loading more" rows go. A first load cancelled while the source is on screen
  /// shows the ``ListState/error(_:)`` row with a `CancellationError`, which retries when
  /// selected (or on ``retry()``), rather than a loading row that nothing answers.
  ///
  /// Removing the source (or a composition it is inside) from its composition, or detaching
  /// (or deallocating) the host that shows it, cancels the loads too; a first load's loading
  /// row then stays, and asks again when the source is next shown.
  ///
  /// - Complexity: O(1).
  public func cancelLoad() {
    let next = after.inFlight?.request
    let previous = before.inFlight?.request
    guard let request = next ?? previous else { return }
    cancelInFlight(.next)
    cancelInFlight(.previous)
    if content.numberOfItems == 0, rows.state.placeholderKind == .loading, isOnScreen {
      self[end: request.direction].failedRequest = request
      rows.transition(
        to: .error(CancellationError()), leadingRow: .some(nil), trailingRow: .some(nil))
    } else {
      removeLoadingRows(next: next != nil, previous: previous != nil)
    }
  }

  /// Cancels the loads in flight because the source left the screen.
  func leaveScreen() {
    let next = cancelInFlight(.next)
    let previous = cancelInFlight(.previous)
    removeLoadingRows(next: next, previous: previous)
  }

  /// Removes the "loading more" rows of the ends whose loads were cancelled.
  private func removeLoadingRows(next: Bool, previous: Bool) {
    var leading: TrailingRow?? = nil
    var trailing: TrailingRow?? = nil
    if previous, case .loadingMore? = rows.leadingRow { leading = .some(nil) }
    if next, case .loadingMore? = rows.trailingRow { trailing = .some(nil) }
    guard leading != nil || trailing != nil else { return }
    rows.transition(to: nil, leadingRow: leading, trailingRow: trailing)
  }

  /// A Boolean value that indicates whether a host shows the screen this source belongs to.
  private var isOnScreen: Bool {
    let root = rows.updates.root
    root.dropDeadHosts()
    return root.hasHost
  }

  /// Cancels the loads in flight, forgets every item and page, and shows the loading row anew,
  /// which asks for the first page when the host shows it.
  ///
  ///     inbox.reset()   // another account: delete the messages' rows, insert the loading row
  ///
  /// - Complexity: O(n), where n is the number of items held.
  public func reset() {
    cancelInFlight(.next)
    cancelInFlight(.previous)
    after = PagingEnd(.next)
    before = PagingEnd(.previous)
    duplicatesDropped = 0
    rows.transition(
      to: .loading, leadingRow: .some(nil), trailingRow: .some(nil), refreshingPlaceholder: true
    ) {
      self.content.setItems([])
    }
  }

  /// Waits until the pages loading now, if any, have been shown, have failed, or were
  /// cancelled; returns early when the waiting task is cancelled.
  ///
  /// A load that starts afterwards (the next page, asked for by a row the page brought into
  /// view) is not waited for.
  ///
  ///     .refreshable {
  ///       inbox.refresh()
  ///       await inbox.waitForLoad()
  ///     }
  public func waitForLoad() async {
    let loads = Set([after.inFlight?.id, before.inFlight?.id].compactMap { $0 })
    guard !loads.isEmpty, !Task.isCancelled else { return }
    let id = nextWaiterID
    nextWaiterID += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { loadWaiters[id] = LoadWaiter(loads: loads, continuation: $0) }
    } onCancel: {
      Task { @MainActor [weak self] in
        self?.loadWaiters.removeValue(forKey: id)?.continuation.resume()
      }
    }
  }

  // MARK: Loading

  /// Loads what showing a row calls for.
  func loadIfNeeded(showing position: ListPosition) {
    switch rows.row(at: position) {
    case .content(let local)?:
      let count = content.numberOfItems
      let offset = (0..<local.section).reduce(local.item) {
        ListLimits.add($0, content.numberOfItems(inSection: $1))
      }
      let distance = max(0, prefetchDistance)
      if offset >= count - 1 - distance, after.inFlight == nil, after.failedRequest == nil {
        after.fruitlessPagesInARow = 0
        loadNextPage()
      }
      if offset <= distance, before.inFlight == nil, before.failedRequest == nil {
        before.fruitlessPagesInARow = 0
        loadPreviousPage()
      }
    case .placeholder(let placeholder)?:
      switch placeholder.kind {
      case .loading, .empty:
        if after.fruitlessPagesInARow < Self.maximumFruitlessPagesInARow { loadNextPage() }
        if before.fruitlessPagesInARow < Self.maximumFruitlessPagesInARow { loadPreviousPage() }
      case .error, .loadingMore, .loadMoreFailed:
        break
      }
    case nil:
      break
    }
  }

  /// Starts a load and shows that it is loading: the loading row when there is nothing to
  /// show, the "loading more" row at the load's end otherwise; returns what showing it
  /// published.
  @discardableResult
  private func start(_ request: PageRequest) -> ListChange {
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
    self[end: request.direction].inFlight = InFlight(id: id, request: request, task: task)
    let replaces = request.index == 0
    if content.numberOfItems == 0 {
      return rows.transition(
        to: .loading, leadingRow: replaces || request.direction == .previous ? .some(nil) : nil,
        trailingRow: request.direction == .next ? .some(nil) : nil)
    } else if replaces {
      return rows.transition(
        to: nil, leadingRow: .some(nil), trailingRow: .some(request.isRefresh ? nil : .loadingMore))
    } else if request.direction == .previous {
      return rows.transition(to: nil, leadingRow: .some(.loadingMore))
    }
    return rows.transition(to: nil, trailingRow: .some(.loadingMore))
  }

  /// Cancels the load in flight at one end without touching the rows.
  ///
  /// - Returns: `true` when a load was in flight.
  @discardableResult
  private func cancelInFlight(_ direction: PageRequest.Direction) -> Bool {
    guard let inFlight = self[end: direction].inFlight else { return false }
    inFlight.task.cancel()
    self[end: direction].inFlight = nil
    generation += 1
    loadEnded(inFlight.id)
    return true
  }

  /// Resumes the tasks waiting for loads once every load each waits for has ended.
  private func loadEnded(_ id: Int) {
    var done: [CheckedContinuation<Void, Never>] = []
    for (key, var waiter) in loadWaiters {
      waiter.loads.remove(id)
      if waiter.loads.isEmpty {
        loadWaiters[key] = nil
        done.append(waiter.continuation)
      } else {
        loadWaiters[key] = waiter
      }
    }
    for waiter in done { waiter.resume() }
  }

  /// Shows the answer of a load, unless the load was cancelled or replaced.
  private func finish(_ id: Int, _ request: PageRequest, _ result: Result<Page<Item>, any Error>) {
    // A host deallocated without detaching takes the screen with it: that cancels this load
    // (through its screen hook) before its answer could be shown.
    rows.updates.root.dropDeadHosts()
    let direction = request.direction
    guard self[end: direction].inFlight?.id == id else {
      onLateAnswer?(request)
      return
    }
    self[end: direction].inFlight = nil
    defer { loadEnded(id) }
    switch result {
    case .success(let page):
      merge(page, answering: request)
    case .failure(let error):
      self[end: direction].failedRequest = request
      if content.numberOfItems == 0 {
        rows.transition(
          to: .error(error), leadingRow: request.index == 0 ? .some(nil) : nil,
          trailingRow: .some(nil))
      } else if direction == .previous {
        rows.transition(to: nil, leadingRow: .some(.loadMoreFailed(error)))
      } else {
        rows.transition(to: nil, trailingRow: .some(.loadMoreFailed(error)))
      }
      onPageFailed?(request, error)
    }
  }

  /// Adds a page's new items at its end (a first page replaces the items, diffed), drops and
  /// counts those the source holds already, and shows the result in one change.
  private func merge(_ page: Page<Item>, answering request: PageRequest) {
    let replaces = request.index == 0
    let direction = request.direction
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
    if replaces {
      // The first page opens both ends anew.
      cancelInFlight(.previous)
      before = PagingEnd(.previous)
      before.hasMore = page.hasPrevious
      before.cursor = page.previousCursor
    }
    if direction == .next {
      after.hasMore = page.hasMore
      after.cursor = page.nextCursor
      after.index = request.index + 1
    } else {
      before.hasMore = page.hasPrevious
      before.cursor = page.previousCursor
      before.index = request.index - 1
    }
    let fruitless = fresh.isEmpty ? self[end: direction].fruitlessPagesInARow + 1 : 0
    self[end: direction].fruitlessPagesInARow = fruitless
    rows.transition(
      to: .content, leadingRow: replaces || direction == .previous ? .some(nil) : nil,
      trailingRow: direction == .next ? .some(nil) : nil
    ) {
      if replaces {
        self.content.setItems(fresh)
      } else if fresh.isEmpty {
        return
      } else if direction == .next {
        self.append(fresh)
      } else {
        self.prepend(fresh)
      }
    }
    let hasMore = direction == .next ? page.hasMore : page.hasPrevious
    onPageLoaded?(
      PageReport(
        request: request, received: page.items.count, added: fresh.count,
        duplicatesDropped: dropped, hasMore: hasMore))
    if fresh.isEmpty, fruitless < Self.maximumFruitlessPagesInARow {
      // Nothing new shows, so no row will ask for the page after it.
      if direction == .next { loadNextPage() } else { loadPreviousPage() }
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

  /// Inserts items above the first item of the first section, in one batch of insertions (a
  /// view keeping the reader's place keeps the rows below where they are); makes them a
  /// section when the content has none left.
  private func prepend(_ items: [Item]) {
    _ = content.edit { sections in
      guard !sections.isEmpty else {
        sections = [ListSection(items: items)]
        return BatchUpdate(insertedSections: [0])
      }
      sections[0].items.insert(contentsOf: items, at: 0)
      return BatchUpdate(
        insertedItems: items.indices.map { ListPosition(section: 0, item: $0) })
    }
  }
}
