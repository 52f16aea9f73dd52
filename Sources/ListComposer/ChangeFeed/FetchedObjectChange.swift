/// A change that a fetched results controller reports for one object, and the events it
/// stands for.
///
/// Portable, so that the translation the Core Data feed relies on is tested on every platform;
/// `FetchedResultsChangeFeed` maps `NSFetchedResultsChangeType` onto it.
enum FetchedObjectChange: Hashable, Sendable {
  case insert, delete, update, move

  /// Returns the events for the change of an object that was at `old` and is at `new`.
  ///
  /// - An update whose new index path differs from its old one (reported by some systems) is a
  ///   move and an update.
  /// - A move is an update too when `refreshingMoves` is `true`: the controller reports a move,
  ///   and no update, when an object's sort key changes, so its content changed.
  /// - A change without the index path it needs stands for nothing; the transaction's count
  ///   check then sets its events aside.
  func events(at old: ListPosition?, newPosition new: ListPosition?, refreshingMoves: Bool)
    -> [ChangeEvent]
  {
    switch self {
    case .insert:
      return new.map { [.insertItem($0)] } ?? []
    case .delete:
      return old.map { [.deleteItem($0)] } ?? []
    case .update:
      guard let old else { return [] }
      guard let new, new != old else { return [.updateItem(old)] }
      return [.moveItem(from: old, to: new), .updateItem(old)]
    case .move:
      guard let old, let new else { return [] }
      return refreshingMoves
        ? [.moveItem(from: old, to: new), .updateItem(old)] : [.moveItem(from: old, to: new)]
    }
  }
}
