extension HeadlessCollectionView {
  /// Runs a block of updates as one batch and validates it when the outermost block returns.
  ///
  /// The rules are those of ``HeadlessTableView/performBatchUpdates(_:completion:)-(()->Void,_)``. If the
  /// counts are stale when the outermost batch starts (after ``reloadData()``, or before the
  /// first layout), they are read now, from data the block may already have changed: the
  /// classic failure this view reproduces.
  ///
  /// - Throws: The first `InternalInconsistency` the batch contains (an error of another type
  ///   thrown by `updates` is wrapped as `InternalInconsistency.Kind.dataSourceError`); the view then keeps the
  ///   counts and cells it had before the batch.
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
  public func insertSections(_ sections: some Sequence<Int>) throws(InternalInconsistency) {
    try engine.record { $0.insertedSections += sections }
  }

  /// Deletes sections, given in the index space before the batch.
  public func deleteSections(_ sections: some Sequence<Int>) throws(InternalInconsistency) {
    try engine.record { $0.deletedSections += sections }
  }

  /// Reloads sections (a delete and an insert of each), given in the index space before the batch.
  public func reloadSections(_ sections: some Sequence<Int>) throws(InternalInconsistency) {
    try engine.record { $0.reloadedSections += sections }
  }

  /// Moves a section from an index before the batch to an index after it.
  public func moveSection(_ section: Int, toSection newSection: Int) throws(InternalInconsistency) {
    try engine.record { $0.movedSections.append(SectionMove(from: section, to: newSection)) }
  }

  /// Inserts items, given in the index space after the batch.
  public func insertItems(at indexPaths: [ListPosition]) throws(InternalInconsistency) {
    try engine.record { $0.insertedItems += indexPaths }
  }

  /// Deletes items, given in the index space before the batch.
  public func deleteItems(at indexPaths: [ListPosition]) throws(InternalInconsistency) {
    try engine.record { $0.deletedItems += indexPaths }
  }

  /// Reloads items: each is deleted and inserted again at the same position, with a new cell.
  public func reloadItems(at indexPaths: [ListPosition]) throws(InternalInconsistency) {
    try engine.record { $0.reloadedItems += indexPaths }
  }

  /// Moves an item from a position before the batch to a position after it; its cell is kept.
  public func moveItem(at indexPath: ListPosition, to newIndexPath: ListPosition)
    throws(InternalInconsistency)
  {
    try engine.record { $0.movedItems.append(ItemMove(from: indexPath, to: newIndexPath)) }
  }

  /// Asks the data source again for the visible cells at these items, which must dequeue and
  /// return the existing cell; `prepareForReuse()` is not called and counts do not change.
  public func reconfigureItems(at indexPaths: [ListPosition]) throws(InternalInconsistency) {
    try engine.record { $0.reconfiguredItems += indexPaths }
  }
}
