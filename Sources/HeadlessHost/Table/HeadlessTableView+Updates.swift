extension HeadlessTableView {
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
  /// - Throws: The first `InternalInconsistency` the batch contains (an error of another type
  ///   thrown by `updates` is wrapped as `InternalInconsistency.Kind.dataSourceError`); the view then keeps the
  ///   counts and cells it had before the batch, and completions do not run. With
  ///   ``HeadlessHostOptions/InvalidUpdatePolicy/logAndReloadData`` the view logs the fault,
  ///   reloads, and runs completions with `false` instead.
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
    try engine.performBatchUpdates(
      { engine.pending.merge(update) }, completion: completion)
  }

  /// Inserts sections, given in the index space after the batch.
  public func insertSections(
    _ sections: some Sequence<Int>, with animation: RowAnimation = .automatic
  )
    throws(InternalInconsistency)
  {
    try engine.record { $0.insertedSections += sections }
  }

  /// Deletes sections, given in the index space before the batch.
  public func deleteSections(
    _ sections: some Sequence<Int>, with animation: RowAnimation = .automatic
  )
    throws(InternalInconsistency)
  {
    try engine.record { $0.deletedSections += sections }
  }

  /// Reloads sections (a delete and an insert of each), given in the index space before the batch.
  public func reloadSections(
    _ sections: some Sequence<Int>, with animation: RowAnimation = .automatic
  )
    throws(InternalInconsistency)
  {
    try engine.record { $0.reloadedSections += sections }
  }

  /// Moves a section from an index before the batch to an index after it.
  public func moveSection(_ section: Int, toSection newSection: Int) throws(InternalInconsistency) {
    try engine.record { $0.movedSections.append(SectionMove(from: section, to: newSection)) }
  }

  /// Inserts rows, given in the index space after the batch.
  public func insertRows(at indexPaths: [ListPosition], with animation: RowAnimation = .automatic)
    throws(InternalInconsistency)
  {
    try engine.record { $0.insertedItems += indexPaths }
  }

  /// Deletes rows, given in the index space before the batch.
  public func deleteRows(at indexPaths: [ListPosition], with animation: RowAnimation = .automatic)
    throws(InternalInconsistency)
  {
    try engine.record { $0.deletedItems += indexPaths }
  }

  /// Reloads rows: each is deleted and inserted again at the same position, and gets a new cell.
  public func reloadRows(at indexPaths: [ListPosition], with animation: RowAnimation = .automatic)
    throws(InternalInconsistency)
  {
    try engine.record { $0.reloadedItems += indexPaths }
  }

  /// Moves a row from a position before the batch to a position after it; its cell is kept.
  public func moveRow(at indexPath: ListPosition, to newIndexPath: ListPosition)
    throws(InternalInconsistency)
  {
    try engine.record { $0.movedItems.append(ItemMove(from: indexPath, to: newIndexPath)) }
  }

  /// Asks the data source again for the visible cells at these rows, which must dequeue and
  /// return the existing cell; `prepareForReuse()` is not called and counts do not change.
  public func reconfigureRows(at indexPaths: [ListPosition]) throws(InternalInconsistency) {
    try engine.record { $0.reconfiguredItems += indexPaths }
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
