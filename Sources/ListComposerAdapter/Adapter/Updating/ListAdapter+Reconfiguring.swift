import ListComposer

extension ListAdapter {
  /// Returns the batch with each reconfigured item whose cell would change kind reloaded
  /// instead, and where the items it still reconfigures are after it.
  ///
  /// UIKit raises an exception when reconfiguring a cell dequeues another reuse identifier than
  /// the cell the view shows ("Attempted to dequeue a cell for a different registration or reuse
  /// identifier than the existing cell when reconfiguring an item"), and a source's variant may
  /// depend on more than an item's identity: an outline row's disclosure state, a placeholder
  /// that became content, a custom source's own rule. So for each reconfigured item the view
  /// shows (`ListHostView.displayedReuseIdentifier(at:)`), the source is asked which reuse
  /// identifier it dequeues there now, through the same cell request a view makes, stopped at
  /// its dequeue, so that no cell is made or filled. An item whose identifier differs, or
  /// whose source cannot say (it throws before dequeuing, or is a hand-written foreign
  /// source), is reloaded: a reload dequeues a new cell, of any kind. In a batch that also
  /// inserts, deletes or moves, the item is deleted where it was and inserted where it goes
  /// instead, since UIKit replaces a reloaded cell at its old index path even when other
  /// changes shift the item.
  ///
  /// - Parameters:
  ///   - update: The batch, checked against the view's counts.
  ///   - reconfigured: Each reconfigured item's position before the batch and after it.
  ///   - view: The view the batch is for, showing the positions before it.
  /// - Returns: The batch to apply instead, or `nil` when every reconfigure stays; and the
  ///   positions after the batch of the items it reconfigures.
  ///
  /// - Complexity: O(r d log k), where r is the number of reconfigured items the view shows,
  ///   d the depth of the composition and k the number of children at each level.
  func reloadingCellsThatChangeKind(
    in update: BatchUpdate,
    reconfigured: [(before: ListPosition, after: ListPosition)],
    on view: any ListHostView
  ) -> (replacement: BatchUpdate?, reconfiguredAfter: Set<ListPosition>) {
    var kept: [ListPosition] = []
    var replaced: [(before: ListPosition, after: ListPosition)] = []
    var after: Set<ListPosition> = []
    for (before, new) in reconfigured {
      guard let shown = view.displayedReuseIdentifier(at: before),
        dequeuedReuseIdentifier(at: new) != shown
      else {
        kept.append(before)
        after.insert(new)
        continue
      }
      replaced.append((before, new))
    }
    guard !replaced.isEmpty else { return (nil, after) }
    var replacement = update
    replacement.reconfiguredItems = kept
    if update.changesOnlyContents {
      replacement.reloadedItems += replaced.map(\.before)
    } else {
      replacement.deletedItems += replaced.map(\.before)
      replacement.insertedItems += replaced.map(\.after)
    }
    return (replacement, after)
  }

  /// Returns the reuse identifier the source dequeues for the item at a position now, or `nil`
  /// when it cannot tell: the request is stopped at the dequeue.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level.
  private func dequeuedReuseIdentifier(at position: ListPosition) -> String? {
    // A hand-written source's cells come from the app's own code, which would see the request
    // stopped as a failure.
    guard let (leaf, local) = leaf(at: position), !(leaf is ForeignChildDataSource) else {
      return nil
    }
    let probe = ReuseIdentifierProbe()
    _ = source.updates.answeringView {
      try? leaf.cell(at: local, for: CellRequest(host: probe, hostPosition: position))
    }
    return probe.reuseIdentifier
  }
}

extension BatchUpdate {
  /// A Boolean value that indicates whether the batch only reloads and reconfigures items:
  /// every item stays where it is.
  var changesOnlyContents: Bool {
    changeCount == reloadedItems.count + reconfiguredItems.count
  }
}

/// Stands for the view in a request that only asks which reuse identifier a source dequeues
/// for a position: it remembers the first identifier asked for and stops the request there,
/// before a cell is made or filled.
@MainActor
private final class ReuseIdentifierProbe: CellHost {
  /// The reuse identifier of the first dequeue of the request.
  private(set) var reuseIdentifier: String?

  /// Stops the request.
  private struct Stopped: Error {}

  func registerCell(_ registration: CellRegistration) throws { throw Stopped() }

  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
    throws -> AnyObject
  {
    if self.reuseIdentifier == nil { self.reuseIdentifier = reuseIdentifier }
    throw Stopped()
  }
}
