/// Counts the cell requests in progress on the main actor, so that a cell registration can tell
/// whether it is being created inside a cell provider (§2.6).
@MainActor
enum CellRequestTracker {
  static var depth = 0
}

extension ListEngine {
  // MARK: Registration (§2.1)

  func register(_ cellType: (any AnyObject.Type)?, forIdentifier identifier: String)
    throws(InternalInconsistency)
  {
    guard !identifier.isEmpty else {
      throw InternalInconsistency(
        .invalidRegistration,
        "must pass a valid reuse identifier to -[\(flavor.uikitClassName) "
          + (flavor == .table
            ? "registerClass:forCellReuseIdentifier:]"
            : "registerClass:forCellWithReuseIdentifier:]"))
    }
    guard let cellType else {
      registrations[identifier] = nil
      pool[identifier] = nil
      return
    }
    guard let typed = cellClass(cellType) else {
      let base = flavor == .table ? "HeadlessTableViewCell" : "HeadlessCollectionViewCell"
      let uikitBase = flavor == .table ? "UITableViewCell" : "UICollectionViewCell"
      throw InternalInconsistency(
        .invalidRegistration,
        "cannot register \(cellType) for reuse identifier \"\(identifier)\": it is not a subclass of "
          + "\(base) (UIKit requires a \(uikitBase) subclass)")
    }
    if let existing = registrations[identifier], existing != typed {
      pool[identifier] = nil
    }
    registrations[identifier] = typed
  }

  // MARK: Dequeue (§2.2)

  private func unregistered(_ identifier: String) -> InternalInconsistency {
    let suffix =
      "- must register a nib or a class for the identifier or connect a prototype cell in a "
      + "storyboard"
    switch flavor {
    case .table:
      return InternalInconsistency(
        .unregisteredIdentifier,
        "unable to dequeue a cell with identifier \(identifier) \(suffix)")
    case .collection:
      return InternalInconsistency(
        .unregisteredIdentifier,
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) \(suffix)")
    }
  }

  /// The iOS 18 collection view text for every breach of one-dequeue-per-request.
  func expectedDequeuedView(_ kind: InternalInconsistency.Kind, cell: String)
    -> InternalInconsistency
  {
    InternalInconsistency(
      kind,
      "Expected dequeued view to be returned to the collection view in preparation for display. "
        + "When the collection view's data source is asked to provide a view for a given index "
        + "path, ensure that a single view is dequeued and returned to the collection view. "
        + "Avoid dequeuing views without a request from the collection view. For retrieving an "
        + "existing view in the collection view, use -[UICollectionView cellForItemAtIndexPath:] "
        + "or -[UICollectionView supplementaryViewForElementKind:atIndexPath:]. Dequeued view: "
        + "\(cell); Collection view: \(viewDescription ?? "(null)")")
  }

  /// Dequeues a cell for the request in progress; a failure is also remembered on the request,
  /// so that it is reported even if the data source swallows it.
  func dequeueCell(withIdentifier identifier: String, for position: ListPosition)
    throws(InternalInconsistency) -> HeadlessReusableCell
  {
    do {
      return try dequeueCheckedCell(withIdentifier: identifier, for: position)
    } catch {
      if request?.failure == nil { request?.failure = error }
      throw error
    }
  }

  private func dequeueCheckedCell(withIdentifier identifier: String, for position: ListPosition)
    throws(InternalInconsistency) -> HeadlessReusableCell
  {
    guard let cellType = registrations[identifier] else { throw unregistered(identifier) }
    if let current = request {
      if position != current.position {
        try checkDequeue(at: position, forRequestAt: current.position, identifier: identifier)
      }
      if let first = current.dequeued.first {
        if flavor == .table && options.iOSVersion >= 11 {
          throw InternalInconsistency(
            .multipleDequeue,
            "Attempted to dequeue multiple cells for the same index path, which is not allowed. "
              + "If you really need to dequeue more cells than the table view is requesting, use "
              + "the -dequeueReusableCellWithIdentifier: method (without an index path). Cell "
              + "identifier: \(identifier), index path: \(UIKitMessages.indexPath(position))")
        }
        if flavor == .collection && options.iOSVersion >= 18 {
          throw expectedDequeuedView(.multipleDequeue, cell: first.objectDescription)
        }
      }
      if let existing = current.reconfiguring {
        guard existing.reuseIdentifier == identifier else {
          throw InternalInconsistency(
            .reconfigureMismatch,
            "reconfiguring the cell at position \(current.position) dequeued identifier "
              + "\"\(identifier)\", but the existing cell has identifier "
              + (existing.reuseIdentifier.map { "\"\($0)\"" } ?? "(null)")
              + "; the cell provider must dequeue the same type of cell for a reconfigured "
              + "index path")
        }
        request?.dequeued.append(existing)
        return existing
      }
    } else if flavor == .collection && options.iOSVersion >= 18 {
      throw expectedDequeuedView(
        .dequeueOutsideRequest, cell: "<\(cellType): 0x0; reuseIdentifier = \(identifier)>")
    }
    let cell = takeFromPool(identifier) ?? cellType.init(reuseIdentifier: identifier)
    request?.dequeued.append(cell)
    return cell
  }

  /// Throws when a cell is dequeued, during a request, for another index path than the one the
  /// view asked for. Apple's documentation of `dequeueReusableCell(withIdentifier:for:)`: "Always
  /// specify the index path provided to you by your data source object"; a collection view
  /// since iOS 18 raises for a dequeue it did not request; a table view accepts an index path
  /// it has but configures the cell for that one, which strict mode reports.
  private func checkDequeue(
    at position: ListPosition, forRequestAt requested: ListPosition, identifier: String
  ) throws(InternalInconsistency) {
    let raises = flavor == .collection ? options.iOSVersion >= 18 : options.isStrict
    guard raises else { return }
    throw InternalInconsistency(
      .dequeueForOtherIndexPath,
      "attempted to dequeue a cell with identifier \(identifier) for index path "
        + "\(UIKitMessages.indexPath(position)) while the \(flavor.uikitClassName) asks for "
        + "index path \(UIKitMessages.indexPath(requested)); always dequeue with the index path "
        + "the data source was given by the view")
  }

  /// Pops a pooled cell and prepares it for reuse (§2.3), or returns `nil`.
  func takeFromPool(_ identifier: String) -> HeadlessReusableCell? {
    // Taken in place: a copy of the pool's list, popped and stored back, copied every cell in
    // it, since the table still held the list.
    guard let cell = pool[identifier]?.popLast() else { return nil }
    cell.performPrepareForReuse()
    return cell
  }

  // MARK: Requests (§2.4)

  /// Asks the data source for the cell at a position and checks what it returns.
  func requestCell(at position: ListPosition, reconfiguring existing: HeadlessReusableCell?)
    throws(InternalInconsistency) -> HeadlessReusableCell
  {
    nextRequestID += 1
    cellRequestCount += 1
    let saved = request
    request = Request(id: nextRequestID, position: position, reconfiguring: existing)
    CellRequestTracker.depth += 1
    defer {
      request = saved
      CellRequestTracker.depth -= 1
    }
    let returned: HeadlessReusableCell?
    do {
      returned = try reader?.dataSourceCell(at: position)
    } catch {
      if let failure = request?.failure { throw failure }
      if let inconsistency = error as? InternalInconsistency { throw inconsistency }
      throw InternalInconsistency(
        .dataSourceError,
        "the data source threw while providing the cell at position \(position): \(error)",
        underlying: error as? ListError)
    }
    if let failure = request?.failure { throw failure }
    guard let cell = returned else { throw nilCell(at: position) }
    let dequeued = request?.dequeued ?? []
    if let existing {
      guard cell === existing else {
        throw InternalInconsistency(
          .reconfigureMismatch,
          "reconfiguring the cell at position \(position) returned "
            + "\(cell.objectDescription) instead of the existing cell "
            + "\(existing.objectDescription); the cell provider must return the same existing "
            + "cell for a reconfigured index path")
      }
      return cell
    }
    if flavor == .collection {
      guard cell.reuseIdentifier != nil else {
        throw InternalInconsistency(
          .nonDequeuedCell,
          "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
            + "reuseIdentifier - cells must be retrieved by calling "
            + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
      }
      if options.iOSVersion >= 18, !dequeued.contains(where: { $0 === cell }) {
        throw expectedDequeuedView(.nonDequeuedCell, cell: cell.objectDescription)
      }
    }
    return cell
  }

  private func nilCell(at position: ListPosition) -> InternalInconsistency {
    switch flavor {
    case .table where options.iOSVersion >= 10:
      return InternalInconsistency(
        .nilCell,
        "UITableView (\(viewDescription ?? "(null)")) failed to obtain a cell from its "
          + "dataSource (\(reader?.dataSourceDescription ?? "(null)"))")
    case .table:
      return InternalInconsistency(
        .nilCell,
        "UITableView dataSource must return a cell from tableView:cellForRowAtIndexPath:")
    case .collection:
      return InternalInconsistency(
        .nilCell,
        "the collection view's data source did not return a valid cell from "
          + "-collectionView:cellForItemAtIndexPath: for index path "
          + UIKitMessages.indexPath(position))
    }
  }

  // MARK: Layout (§1.3)

  /// Loads the counts if needed, sends cells that left the window to the pool, and requests a
  /// cell for every position in the window (plus the prefetch margin) that has none.
  func layout() throws(InternalInconsistency) {
    let laidOut: LaidOutWindow
    if let relay {
      // A decorator that changes the data while its cell is requested would change the counts
      // under this loop: its change is queued until the layout ends.
      laidOut = try relay.deferringChanges { () throws(InternalInconsistency) in
        try layoutWindow()
      }
    } else {
      laidOut = try layoutWindow()
    }
    hasPendingLayout = false
    // Display and prefetch events go out as UIKit sends them, unprotected: a batch that
    // arrives while they are delivered is flagged (see `performBatchUpdates`).
    reportDisplayChanges(laidOut)
    reportViewport()
  }

  /// Lays out the window and returns what it shows, for the display events.
  private func layoutWindow() throws(InternalInconsistency) -> LaidOutWindow {
    loadedSnapshot()
    // Rows deleted at the end pull the window back, as UIKit clamps the content offset when
    // the content gets shorter; with a viewport, the window is the rows at the clamped offset.
    if !placeGeometryWindow() {
      if let place = pendingPlace {
        pendingPlace = nil
        firstVisibleItem = firstItem(keeping: place)
      }
      firstVisibleItem = min(
        max(0, firstVisibleItem), max(0, totalItemCount - max(0, options.visibleItemLimit)))
    }
    let wanted = windowPositions(includingPrefetch: true)
    // The window is a run of consecutive items, so a position is in it when it exists and lies
    // between its ends: no set of the window's positions.
    let counts = cache?.counts ?? []
    let isWanted = { (position: ListPosition) -> Bool in
      guard let first = wanted.first, let last = wanted.last, first <= position,
        position <= last, counts.indices.contains(position.section)
      else { return false }
      return position.item >= 0 && position.item < counts[position.section]
    }
    for entry in cells.removeAll(keeping: isWanted) { enqueue(entry.cell) }
    // The window proper is the start of the wanted positions; the prefetch margin follows.
    let visibleCount = windowLength
    var shown: [(cell: HeadlessReusableCell, position: ListPosition)] = []
    shown.reserveCapacity(min(visibleCount, wanted.count))
    // The kept cells are in the order of the wanted positions: each is looked for where the
    // last one was found, not searched for. The positions are walked by index, not
    // enumerated: a test lays out every row after every change, in a debug build.
    var next = 0
    for offset in wanted.indices {
      let position = wanted[offset]
      let cell: HeadlessReusableCell
      if let existing = cells.cell(at: position, next: &next) {
        cell = existing
      } else {
        do {
          cell = try requestCell(at: position, reconfiguring: nil)
        } catch  where raisesLikeADevice {
          // A device would have stopped here; the row stays empty so that the rest is checked.
          recordRaised(error)
          continue
        }
        cell.position = position
        cells.set(cell, at: position)
        // It went where the position would go: the next kept cell follows it.
        next += 1
      }
      if offset < visibleCount { shown.append((cell, position)) }
    }
    if let supplementaryKinds { try layoutSupplementaryViews(kinds: supplementaryKinds) }
    return LaidOutWindow(positions: wanted, visibleCount: visibleCount, shown: shown)
  }

  /// Moves the window so that the flattened item at `offset` is the first visible one, clamped
  /// so the window stays full, and lays out. With a viewport, the item's top goes to the top
  /// of the viewport, as far as the content allows.
  func scroll(toItemOffset offset: Int) throws(InternalInconsistency) {
    if let geometry = loadedGeometry() {
      let flat = min(max(0, offset), max(0, (geometry.itemStarts.last ?? 0) - 1))
      guard let position = geometry.position(ofItem: flat) else { return try layout() }
      return try scroll(toContentOffset: geometry.rows.offset(of: geometry.slot(of: position)))
    }
    let total = loadedSnapshot().counts.reduce(0, +)
    firstVisibleItem = min(max(0, offset), max(0, total - max(0, options.visibleItemLimit)))
    try layout()
  }
}
