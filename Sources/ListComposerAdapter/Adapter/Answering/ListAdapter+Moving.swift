import ListComposer

extension ListAdapter {
  /// Returns whether the user may move the item at a screen position: whether the source
  /// nearest the item that lets users move items accepts (see
  /// ``SourceHandlers/move``), or, when that source only lets items go to other
  /// sources, whether it has somewhere to send them.
  package func canMoveItem(at position: ListPosition) -> Bool {
    guard let mover = mover(at: position) else { return false }
    if let moving = mover.moving { return moving.canMove(mover.owner, mover.local) }
    return !mover.transfers.isEmpty
  }

  /// Returns where a dragged item may go when the user drags it from `from` over `proposed`
  /// (both screen positions, `proposed` counted after the item left `from`): `proposed` when
  /// its source lets it go there (a place of the same source, or of a destination allowed by
  /// ``SourceHandlers/transfers``), otherwise the place of its own source nearest
  /// `proposed`: a row never leaves its source unless both sources agree.
  ///
  /// What `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` and
  /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
  /// answer. An item no source lets the user move stays at `from`.
  ///
  /// - Complexity: O(m + s · d), where m is the number of sources of the screen, s the number
  ///   of sections of the sources involved and d the depth of the composition.
  package func targetPosition(forMoveFrom from: ListPosition, proposed: ListPosition)
    -> ListPosition
  {
    guard let mover = mover(at: from), canMoveItem(at: from) else { return from }
    let own = mover.moving == nil ? [] : regions(of: mover.owner, removing: from, at: mover.local)
    if own.contains(where: { $0.holds(proposed) }) { return proposed }
    if transferDestination(for: mover, from: from, to: proposed) != nil { return proposed }
    return own.nearestPlace(to: proposed) ?? from
  }

  /// Delivers a user's move of the item at `from` to `to` (screen positions, `to` counted
  /// after the item left `from`) to the source that lets users move it, as a local move with
  /// the typed model, or to the destination the two sources agreed on.
  ///
  /// With `performedByView` (the default, what `UITableView` and `UICollectionView` do) the
  /// view has already moved the row: the change the handler publishes is taken as shown and
  /// not applied again; the adapter checks that the data now matches the view, and otherwise
  /// reloads the view on the main actor's next turn (changing the view inside the view's own
  /// callback is what UIKit forbids). Without it (`NSTableView`'s drop, which the data source
  /// performs), the change reaches the view as every change does.
  ///
  /// - Returns: `true` when the item moved as the view shows it; `false` when no source
  ///   accepts the move or its handler failed, which is reported to ``onFailure`` and logged.
  @discardableResult
  package func moveItem(from: ListPosition, to: ListPosition, performedByView: Bool = true)
    -> Bool
  {
    guard let mover = mover(at: from), canMoveItem(at: from) else {
      return refuseMove(
        from, to, performedByView, "no source of the screen lets the user move this item")
    }
    let run: () throws -> Void
    var isTransfer = false
    if mover.moving != nil,
      let local = regions(of: mover.owner, removing: from, at: mover.local).localPlace(of: to),
      let moving = mover.moving
    {
      run = { try moving.move(mover.owner, mover.local, local) }
    } else if let (transfer, receiver, local) = transferDestination(for: mover, from: from, to: to)
    {
      isTransfer = true
      run = { try transfer.transfer(mover.owner, receiver, mover.local, local) }
    } else {
      return refuseMove(
        from, to, performedByView, "its source keeps it, and no destination accepts it there")
    }
    guard performedByView else {
      do {
        try run()
        return true
      } catch {
        report(.move(from: from, to: to, error: "\(error)"))
        return false
      }
    }
    let expected = ExpectedMove(adapter: self, from: from, to: to, keepsIdentity: !isTransfer)
    absorbedBatches = []
    var failure: String?
    do {
      try run()
    } catch {
      failure = "\(error)"
    }
    let absorbed = absorbedBatches ?? []
    absorbedBatches = nil
    if failure == nil { failure = expected.mismatch(in: self, absorbed: absorbed) }
    if let failure {
      report(.move(from: from, to: to, error: failure))
      resynchronizeOnNextTurn()
      return false
    }
    viewDidMove(countsAfter: expected.counts)
    if isTransfer { reloadOnNextTurn(to, identifier: itemIdentifier(at: to)) }
    return true
  }

  /// Reports a move no source accepts; a view that moved the row reloads on the next turn.
  private func refuseMove(
    _ from: ListPosition, _ to: ListPosition, _ performedByView: Bool, _ reason: String
  ) -> Bool {
    report(.move(from: from, to: to, error: reason))
    if performedByView { resynchronizeOnNextTurn() }
    return false
  }

  /// Reloads the item a transfer put at `position` on the main actor's next turn, if it is
  /// still there, so that the destination's cell shows it.
  private func reloadOnNextTurn(_ position: ListPosition, identifier: AnyHashable?) {
    Task { @MainActor [weak self] in
      guard let self, self.source.contains(position),
        identifier == nil || self.itemIdentifier(at: position) == identifier
      else { return }
      self.reloadItemAsShown(position)
    }
  }

  /// The source nearest a screen position that lets the user move items, with the item's
  /// position in it and its rules.
  private func mover(at position: ListPosition) -> Mover? {
    for (owner, local) in owners(of: position) {
      let moving = interactions.moving.provider(for: owner)
      let identity = dataSourceIdentity(owner)
      let transfers = interactions.transfers.filter { $0.source === identity }
      if moving != nil || !transfers.isEmpty {
        return Mover(owner: owner, local: local, moving: moving, transfers: transfers)
      }
    }
    return nil
  }

  /// The destination that accepts a dragged item at a screen place, with the place in it.
  private func transferDestination(for mover: Mover, from: ListPosition, to: ListPosition)
    -> (ItemTransfer, any DataSource, ListPosition)?
  {
    for transfer in mover.transfers {
      guard let destination = transfer.destination as? any DataSource,
        let local = regions(of: destination, removing: from, at: nil).localPlace(of: to),
        transfer.canMove(mover.owner, mover.local, local)
      else { continue }
      return (transfer, destination, local)
    }
    return nil
  }

  /// The screen places of a source's sections once the item at `from` has left the screen:
  /// where a dropped item may go in each of them.
  ///
  /// - Parameters:
  ///   - target: A source of the screen.
  ///   - from: The screen position of the dragged item.
  ///   - local: The dragged item's position in `target`, when it is `target`'s.
  private func regions(
    of target: any DataSource, removing from: ListPosition, at local: ListPosition?
  ) -> [MoveRegion] {
    guard let toScreen = placeMapping(of: target) else { return [] }
    var regions: [MoveRegion] = []
    for section in 0..<ListLimits.clamp(target.numberOfSections) {
      guard let start = toScreen(ListPosition(section: section, item: 0)) else { continue }
      var count = ListLimits.clamp(target.numberOfItems(inSection: section))
      if local?.section == section { count -= 1 }
      // A section after the dragged item in the same screen section starts one earlier.
      let shift = start.section == from.section && start.item > from.item ? 1 : 0
      regions.append(
        MoveRegion(
          localSection: section, section: start.section, start: start.item - shift,
          count: max(0, count)))
    }
    return regions
  }
}

/// How the user may move the items of one source within it.
@MainActor
struct ItemMoving {
  let canMove: @MainActor (any DataSource, ListPosition) -> Bool
  let move: @MainActor (any DataSource, ListPosition, ListPosition) throws -> Void
}

/// How the user may move items of one source into another.
@MainActor
struct ItemTransfer {
  weak var source: AnyObject?
  weak var destination: AnyObject?
  let canMove: @MainActor (any DataSource, ListPosition, ListPosition) -> Bool
  let transfer:
    @MainActor (any DataSource, any DataSource, ListPosition, ListPosition) throws -> Void
}

/// The source that decides a move, the item's position in it and its rules.
@MainActor
private struct Mover {
  let owner: any DataSource
  let local: ListPosition
  let moving: ItemMoving?
  let transfers: [ItemTransfer]
}

/// The screen places of one section of a source while an item is dragged: `count + 1` places
/// from `start` in screen section `section`.
private struct MoveRegion {
  let localSection: Int
  let section: Int
  let start: Int
  let count: Int

  func holds(_ place: ListPosition) -> Bool {
    place.section == section && place.item >= start && place.item <= start + count
  }
}

extension [MoveRegion] {
  /// The source's place for a screen place, or `nil` when none of its sections holds it.
  fileprivate func localPlace(of place: ListPosition) -> ListPosition? {
    guard let region = first(where: { $0.holds(place) }) else { return nil }
    return ListPosition(section: region.localSection, item: place.item - region.start)
  }

  /// The screen place of these sections nearest `place`.
  fileprivate func nearestPlace(to place: ListPosition) -> ListPosition? {
    let nearest = self.min { distance($0, place) < distance($1, place) }
    return nearest.map {
      ListPosition(
        section: $0.section,
        item: place.section < $0.section
          ? $0.start
          : place.section > $0.section
            ? $0.start + $0.count : Swift.min(Swift.max(place.item, $0.start), $0.start + $0.count))
    }
  }

  private func distance(_ region: MoveRegion, _ place: ListPosition) -> (Int, Int) {
    guard region.section == place.section else { return (abs(region.section - place.section), 0) }
    return (0, Swift.max(region.start - place.item, place.item - (region.start + region.count), 0))
  }
}

/// What the screen must hold after a user's move that the view has performed: its counts and
/// the identifiers of the two sections involved.
@MainActor
private struct ExpectedMove {
  let from: ListPosition
  let to: ListPosition
  let counts: [Int]
  /// The identifiers of `from`'s section and `to`'s (once when they are the same), after the
  /// move, when the screen knows them.
  let identifiers: [Int: [AnyHashable]]?
  /// Whether the moved item keeps its identifier (a move within a source).
  let keepsIdentity: Bool

  init(adapter: ListAdapter, from: ListPosition, to: ListPosition, keepsIdentity: Bool) {
    self.from = from
    self.to = to
    self.keepsIdentity = keepsIdentity
    var counts = adapter.currentCounts()
    if counts.indices.contains(from.section), counts.indices.contains(to.section) {
      counts[from.section] -= 1
      counts[to.section] += 1
    }
    self.counts = counts
    var sections: [Int: [AnyHashable]] = [:]
    for section in Set([from.section, to.section]) {
      guard let identifiers = adapter.boxedIdentifiers(inSection: section) else {
        identifiers = nil
        return
      }
      sections[section] = identifiers
    }
    guard var source = sections[from.section], source.indices.contains(from.item) else {
      identifiers = nil
      return
    }
    let moved = source.remove(at: from.item)
    sections[from.section] = source
    guard var destination = sections[to.section], (0...destination.count).contains(to.item) else {
      identifiers = nil
      return
    }
    destination.insert(moved, at: to.item)
    sections[to.section] = destination
    identifiers = sections
  }

  /// Returns why the screen does not hold what the view shows after the move, or `nil` when it
  /// does.
  func mismatch(in adapter: ListAdapter, absorbed: [BatchUpdate]) -> String? {
    let touched = Set([from.section, to.section])
    for update in absorbed {
      let sectionChanges =
        update.deletedSections.count + update.insertedSections.count
        + update.reloadedSections.count + update.movedSections.count
      let items =
        update.deletedItems + update.insertedItems + update.movedItems.flatMap { [$0.from, $0.to] }
      if sectionChanges > 0 || !update.reloadedItems.isEmpty || !update.reconfiguredItems.isEmpty
        || items.contains(where: { !touched.contains($0.section) })
      {
        return "the move's handler published \(update), more than the move the view performed"
      }
    }
    let now = adapter.currentCounts()
    guard now == counts else {
      return "after the move's handler the screen has \(now) items by section; the view, "
        + "which moved the item, shows \(counts)"
    }
    guard let identifiers else { return nil }
    for (section, expected) in identifiers {
      guard let actual = adapter.boxedIdentifiers(inSection: section) else { return nil }
      guard actual.count == expected.count else {
        return "after the move's handler section \(section) has \(actual.count) identified "
          + "items; the view shows \(expected.count)"
      }
      for (offset, identifier) in expected.enumerated()
      where !(section == to.section && offset == to.item && !keepsIdentity)
        && actual[offset] != identifier
      {
        return "after the move's handler section \(section) holds \(actual[offset]) at item "
          + "\(offset), where the view shows \(identifier)"
      }
    }
    return nil
  }
}

extension ListAdapter {
  /// The identifiers of a section's items, boxed, or `nil` when an item has none.
  fileprivate func boxedIdentifiers(inSection section: Int) -> [AnyHashable]? {
    guard let identifiers = itemIdentifiers(inSection: section) else { return nil }
    var boxed: [AnyHashable] = []
    boxed.reserveCapacity(identifiers.count)
    for offset in 0..<identifiers.count {
      guard let identifier = identifiers[offset] else { return nil }
      boxed.append(identifier)
    }
    return boxed
  }
}

/// The object that stands for a source: the wrapped source of an `AnyDataSource`.
@MainActor
func dataSourceIdentity(_ source: any DataSource) -> AnyObject {
  (source as? AnyDataSource)?.base ?? source
}
