extension HeadlessListView {
  /// Runs a block of updates as one batch and validates it when the outermost block returns.
  ///
  /// Inside the block, update the data source and call the insert, delete, reload, move and
  /// reconfigure methods in any order; deletes and reloads use positions before the batch,
  /// inserts positions after it. Nested calls join the outermost batch, and every completion runs
  /// when it ends, outer first.
  ///
  ///     try tableView.performBatchUpdates {
  ///       contacts.names.remove(at: 0)
  ///       try tableView.deleteRows(at: [ListPosition(section: 0, item: 0)])
  ///     }
  ///
  /// A collection view whose counts are stale when the outermost batch starts (after
  /// ``reloadData()``, or before the first layout) reads them now, from data the block may
  /// already have changed: the classic failure it reproduces.
  ///
  /// - Throws: The first `InternalInconsistency` the batch contains (an error of another type
  ///   thrown by `updates` is wrapped as `InternalInconsistency.Kind.dataSourceError`); the view
  ///   then keeps the counts and cells it had before the batch, and completions do not run.
  ///   With ``HeadlessHostOptions/InvalidUpdatePolicy/logAndReloadData`` the view logs the
  ///   fault, reloads, and runs completions with `false` instead.
  public func performBatchUpdates(
    _ updates: () throws -> Void = {}, completion: ((Bool) -> Void)? = nil
  ) throws(InternalInconsistency) {
    try engine.performBatchUpdates(updates, completion: completion)
  }

  /// Applies a ListComposer batch as one `performBatchUpdates` call (the data source must
  /// already show the data after the batch).
  public func performBatchUpdates(_ update: BatchUpdate, completion: ((Bool) -> Void)? = nil)
    throws(InternalInconsistency)
  {
    try engine.performBatchUpdates({ engine.pending.merge(update) }, completion: completion)
  }

  /// Moves a section from an index before the batch to an index after it.
  public func moveSection(_ section: Int, toSection newSection: Int) throws(InternalInconsistency) {
    try engine.record { $0.movedSections.append(SectionMove(from: section, to: newSection)) }
  }
}

extension BatchUpdate {
  /// Appends every operation of another batch to this one; an empty batch takes the other's
  /// lists as they are, without copying them (an adapter's batch, which the view then compares
  /// with the batch a stage proof decided, in O(1) while they share their storage).
  mutating func merge(_ other: BatchUpdate) {
    guard !isEmpty else {
      self = other
      return
    }
    deletedSections += other.deletedSections
    insertedSections += other.insertedSections
    reloadedSections += other.reloadedSections
    movedSections += other.movedSections
    deletedItems += other.deletedItems
    insertedItems += other.insertedItems
    reloadedItems += other.reloadedItems
    reconfiguredItems += other.reconfiguredItems
    movedItems += other.movedItems
  }
}
