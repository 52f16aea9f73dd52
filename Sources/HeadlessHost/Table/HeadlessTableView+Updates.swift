// A table's batch operations, with `UITableView`'s names and animation arguments; the batch
// itself (`performBatchUpdates`, `moveSection(_:toSection:)`) is `HeadlessListView`'s.

extension HeadlessTableView {
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
