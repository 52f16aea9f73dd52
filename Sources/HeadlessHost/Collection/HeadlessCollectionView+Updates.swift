// A collection view's batch operations, with `UICollectionView`'s names; the batch itself
// (`performBatchUpdates`, `moveSection(_:toSection:)`) is `HeadlessListView`'s.

extension HeadlessCollectionView {
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
