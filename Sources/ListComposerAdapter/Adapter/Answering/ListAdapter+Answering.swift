import ListComposer

extension ListAdapter {
  /// The number of sections of the source.
  ///
  /// A view's data source answers with ``numberOfSections(readBy:)`` instead, so that the
  /// adapter knows the view has read its counts.
  package var numberOfSections: Int {
    ListLimits.clamp(source.numberOfSections)
  }

  /// Returns the number of sections, for the data source of the view this adapter shows the
  /// source in: the view's first read after a reload tells the adapter that the view holds the
  /// source's counts again, so that batches can be animated again.
  ///
  ///     func numberOfSections(in tableView: UITableView) -> Int {
  ///       adapter.numberOfSections(readBy: host)
  ///     }
  ///
  /// A read by anything but the adapter's view (app code, a second view) changes nothing.
  ///
  /// - Complexity: O(1), or O(s) for the first read after a reload, where s is the number of
  ///   sections.
  package func numberOfSections(readBy reader: any ListHostView) -> Int {
    relay.answeringView {
      if awaitsCounts, reader === view {
        awaitsCounts = false
        shownCounts = currentCounts()
      }
      return numberOfSections
    }
  }

  /// Returns the number of items in a section.
  package func numberOfItems(inSection section: Int) -> Int {
    ListLimits.clamp(source.numberOfItems(inSection: section))
  }

  /// Returns the configured cell for a position, dequeued from the view.
  ///
  /// - Throws: The source's error, which is also reported to ``onFailure``.
  package func cell(at position: ListPosition) throws -> AnyObject {
    guard let view else { throw ListError.hostFailed(host: hostName, reason: "the view is gone") }
    noteCellRequest()
    do {
      let cell = try relay.answeringView { () throws -> AnyObject in
        try dequeueCell(at: position, for: CellRequest(host: view, hostPosition: position))
      }
      // A displayed cell filled again in place (a reconfigure) now shows the item as it is:
      // its end of display must carry that model. (A cell dequeued for another row is a new
      // display, which willDisplay records.)
      let id = ObjectIdentifier(cell)
      if !reconfiguring.isEmpty, reconfiguring.contains(position), displayed[id]?.item != nil,
        let (leaf, local) = leaf(at: position),
        let model = leaf.model(at: local)
      {
        // The item replaced leaves its record first, and is released between the two
        // accesses, not inside one (ListAdapter's note on exclusivity).
        _ = displayed[id]?.takeItem()
        displayed[id]?.item = Shown.Item(
          events: leaf as? any ShownItemEventHandling, model: model, position: local)
      }
      return cell
    } catch {
      onFailure?(.cell(position, error: "\(error)"))
      throw error
    }
  }

  /// Asks the source for the cell at a position, walking down the screen's sectioned
  /// compositions itself (each would only pass the request on to the child that owns the
  /// position, as ``routeWillDisplay(at:cell:)`` does), and notes the source below them that
  /// made the cell, for the `willDisplay` of that cell that follows (``lastDequeued``).
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level.
  func dequeueCell(at position: ListPosition, for request: CellRequest) throws
    -> AnyObject
  {
    var owner = source
    var local = position
    while let composition = owner.composition,
      let (child, childPosition) = composition.locate(local)
    {
      (owner, local) = (composition.children[child], childPosition)
    }
    // No such position: the composition throws, as it would have for the root's request.
    let cell = try owner.cell(at: local, for: request)
    // An adapter that is not the source's host hears of no change that would move the owner.
    if isAttached {
      lastDequeued = DequeuedCell(
        cell: ObjectIdentifier(cell), position: position, owner: owner, local: local)
    }
    return cell
  }

  /// Returns the supplementary view of a kind for a position (a section's header, say), or
  /// `nil` when the owning source has none of that kind.
  ///
  /// - Throws: The source's error, which is also reported to ``onFailure``.
  package func supplementaryView(ofKind kind: String, at position: ListPosition) throws
    -> AnyObject?
  {
    guard let host = view as? any SupplementaryViewHost else { return nil }
    do {
      return try relay.answeringView { () throws -> AnyObject? in
        try source.supplementaryView(
          ofKind: kind, at: position,
          for: SupplementaryRequest(host: host, kind: kind, hostPosition: position))
      }
    } catch {
      onFailure?(.supplementaryView(kind: kind, position, error: "\(error)"))
      throw error
    }
  }

  /// Returns the title of a section's header.
  package func headerTitle(forSection section: Int) -> String? {
    source.headerTitle(forSection: section)
  }

  /// Returns the title of a section's footer.
  package func footerTitle(forSection section: Int) -> String? {
    source.footerTitle(forSection: section)
  }

  /// Returns the identifier of the item at a position.
  package func itemIdentifier(at position: ListPosition) -> AnyHashable? {
    source.itemIdentifier(at: position)
  }

  /// The identifiers of every item of a section, read in one call (see
  /// `IdentifiedDataSource.itemIdentifiers(inSection:)`).
  package func itemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    source.itemIdentifiers(inSection: section)
  }

  /// Routes an event to the source that owns the position, then calls ``onItemEvent``.
  ///
  /// - Returns: `true` when a handler of the owning source ran.
  /// A cell's `ItemEvent.didEndDisplaying` goes to the item the cell showed when it appeared
  /// (`ItemEvent.willDisplay`), with that item's model, even when the item has since moved or
  /// been deleted; UIKit reports it at the item's old position.
  @discardableResult
  package func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject? = nil)
    -> Bool
  {
    switch event {
    case .willDisplay, .didEndDisplaying, .prefetch, .cancelPrefetch:
      // The view delivers these during its layout: a change they cause waits a turn.
      return relay.answeringView { route(event, at: position, cell: cell) }
    case .select, .deselect:
      // The view changes its selection before it tells of it: the selection is kept as the
      // view has it once the handler ran (and any change it made was applied).
      let handled = route(event, at: position, cell: cell)
      keepViewSelection()
      return handled
    default:
      return route(event, at: position, cell: cell)
    }
  }

  func route(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    if let cell {
      if event == .willDisplay {
        let handled = routeWillDisplay(at: position, cell: cell)
        onItemEvent?(event, position, source.model(at: position))
        return handled
      }
      if event == .didEndDisplaying,
        var shown = displayed.removeValue(forKey: ObjectIdentifier(cell))
      {
        // A section leaves after its last row.
        let section = shown.section
        defer { noteRowLeft(section: section) }
        if let item = shown.takeItem() {
          let handled =
            item.events?.handle(event, model: item.model, at: item.position, cell: cell) ?? false
          onItemEvent?(event, position, item.model)
          return handled
        }
        return routeToSource(event, at: position, cell: cell)
      }
    }
    return routeToSource(event, at: position, cell: cell)
  }

  /// Hands an event to the screen's source, which passes it on to the one that owns the
  /// position, then calls ``onItemEvent``.
  private func routeToSource(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?)
    -> Bool
  {
    let handled = source.handle(event, at: position, cell: cell)
    onItemEvent?(event, position, source.model(at: position))
    return handled
  }

  /// Records a cell that appears (see ``displayed``): its screen section, which makes the
  /// section appear before its first row, and what it shows; then hands its `willDisplay` to
  /// the source that owns the position. One look-up of the cell's record: a cell displayed
  /// again without ending its display keeps its section when it appears outside the screen's
  /// sections, and its item when its new position has none.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level; O(1) for the cell just dequeued.
  private func routeWillDisplay(at position: ListPosition, cell: AnyObject) -> Bool {
    let section =
      position.section >= 0 && position.section < numberOfSections ? position.section : -1
    let (owner, local, previous) = recordDisplay(
      of: ObjectIdentifier(cell), at: position, section: section)
    if section >= 0 { noteRowAppearing(in: section, previous: previous) }
    return owner.handle(.willDisplay, at: local, cell: cell)
  }

  /// Finds the source that handles the `willDisplay` of a cell at a position and records what
  /// the cell shows, in one walk down the screen: what ``leaf(at:)`` and then the root's
  /// `handle` would each find.
  ///
  /// A sectioned composition's `handle` only passes an event on to the child that owns the
  /// position, so the walk passes it on itself and hands the event to the first source below
  /// that may do more with it (a paged source loads its next page). Below that source, it only
  /// looks for the leaf, as ``leaf(at:)`` does. The cell just dequeued for the position
  /// (``lastDequeued``) needs no walk: its owner was found then.
  ///
  /// - Returns: The source that handles the event, the position in it, and the section the
  ///   cell's record had (-1: none).
  private func recordDisplay(of cell: ObjectIdentifier, at position: ListPosition, section: Int)
    -> (owner: AnyDataSource, local: ListPosition, previous: Int)
  {
    var owner = source
    var local = position
    if let dequeued = lastDequeued, dequeued.position == position, dequeued.cell == cell {
      // The cell just dequeued for this position: its owner was found then.
      (owner, local) = (dequeued.owner, dequeued.local)
      lastDequeued = nil
    } else {
      while let composition = owner.composition {
        guard let (child, childPosition) = composition.locate(local) else {
          // No such position: nothing is shown, and the composition finds no child either.
          return (owner, local, record(cell, section: section))
        }
        (owner, local) = (composition.children[child], childPosition)
      }
    }
    guard owner !== source || source.contains(position) else {
      return (owner, local, record(cell, section: section))
    }
    guard let container = owner.container else {
      // The owner shows its own items: its model is read as its type (see `AnyDataSource`).
      guard let model = owner.model(at: local) else {
        return (owner, local, record(cell, section: section))
      }
      let previous = record(
        cell, section: section,
        item: Shown.Item(events: owner.shownEventHandler, model: model, position: local))
      return (owner, local, previous)
    }
    var leaf: any DataSource = owner.base
    var leafPosition = local
    var next = container.child(owning: local)
    while let (child, childPosition) = next {
      (leaf, leafPosition) = (child, childPosition)
      next = (child as? any ContainerDataSource)?.child(owning: childPosition)
    }
    guard let model = leaf.model(at: leafPosition) else {
      return (owner, local, record(cell, section: section))
    }
    let previous = record(
      cell, section: section,
      item: Shown.Item(
        events: leaf as? any ShownItemEventHandling, model: model, position: leafPosition))
    return (owner, local, previous)
  }

  /// Records that a cell appears in a screen section (-1: none) with no item: a new record, or
  /// the cell's record with its section (it keeps the item it had); returns the section it had
  /// (-1: none).
  private func record(_ cell: ObjectIdentifier, section: Int) -> Int {
    guard section >= 0 else { return -1 }
    makeRoomForARecord()
    return Self.update(&displayed[cell, default: Shown(section: -1, item: nil)], section: section)
      .previous
  }

  /// Records that a cell appears in a screen section (-1: none, and the cell's record keeps
  /// the section it had) with an item; returns the section its record had (-1: none).
  private func record(_ cell: ObjectIdentifier, section: Int, item: consuming Shown.Item) -> Int {
    makeRoomForARecord()
    // An item the record had is released here, after the access, not inside it (ListAdapter's
    // note on exclusivity).
    let (previous, _) = Self.update(
      &displayed[cell, default: Shown(section: -1, item: nil)], section: section, item: item)
    return previous
  }

  /// Keeps the records' table at most half as full as it may grow: a screenful of cells
  /// appears and leaves on every scroll, and a sparser table finds a cell in fewer probes and
  /// moves fewer records back when one leaves.
  private func makeRoomForARecord() {
    if displayed.count * 2 >= displayed.capacity {
      displayed.reserveCapacity(displayed.count * 2 + 2)
    }
  }

  /// Gives a record a section where it is one (-1: not) and an item where there is one, and
  /// returns the section it had and the item the new one replaced.
  private static func update(
    _ shown: inout Shown, section: Int, item: consuming Shown.Item? = nil
  ) -> (previous: Int, replaced: Shown.Item?) {
    let previous = shown.section
    if section >= 0 { shown.section = section }
    guard let item else { return (previous, nil) }
    let replaced = shown.takeItem()
    shown.item = item
    return (previous, replaced)
  }

  /// Routes an event for several positions, as prefetching reports them.
  package func handle(_ event: ItemEvent, at positions: [ListPosition]) {
    for position in positions { handle(event, at: position) }
  }

  /// Returns the source that owns a section (the deepest composition's child, or a linear
  /// composition, which owns its one section) and the section in it: how a collection view's
  /// layout asks each child for its own section layout.
  package func owner(ofSection section: Int) -> (source: any DataSource, section: Int)? {
    owners(ofSection: section).first
  }
}
