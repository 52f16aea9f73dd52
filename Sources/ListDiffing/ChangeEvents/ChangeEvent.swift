/// One change reported by a feed of changes — Core Data's `NSFetchedResultsController`, a
/// server's event stream, a database's change log — as part of one transaction.
///
/// Events follow the convention of `NSFetchedResultsControllerDelegate`, which is UIKit's batch
/// convention: positions that leave the list (deletes, updates, the source of a move, deleted
/// sections) are in the index space *before* the transaction; positions that enter it (inserts,
/// the destination of a move, inserted sections) are in the space *after* it.
///
///     // [[a, b, c]] -> [[c, a, x]]: c moves to the top, b goes, x arrives, a changes
///     let events: [ChangeEvent] = [
///       .moveItem(from: ListPosition(section: 0, item: 2), to: ListPosition(section: 0, item: 0)),
///       .deleteItem(ListPosition(section: 0, item: 1)),
///       .insertItem(ListPosition(section: 0, item: 2)),
///       .updateItem(ListPosition(section: 0, item: 0)),
///     ]
///
/// Feeds report changes as they observe them, so one transaction often holds events UIKit
/// cannot take as they are: an update and a move of the same item, a delete and an update of
/// one position, changes inside a section that is deleted, the same delete twice.
/// `normalizedBatches(countsBefore:countsAfter:updateStyle:)` turns them into
/// batches UIKit accepts.
public enum ChangeEvent: Hashable, Sendable {
  /// A section was inserted at this index, after the transaction.
  case insertSection(Int)
  /// The section at this index, before the transaction, was deleted with all its items.
  case deleteSection(Int)
  /// The section at `from` (before) is at `to` (after), with its items.
  case moveSection(from: Int, to: Int)
  /// An item was inserted at this position, after the transaction.
  case insertItem(ListPosition)
  /// The item at this position, before the transaction, was deleted.
  case deleteItem(ListPosition)
  /// The item at this position, before the transaction, changed its content; wherever the
  /// transaction puts it, its cell must show the new content.
  case updateItem(ListPosition)
  /// The item at `from` (before) is at `to` (after).
  case moveItem(from: ListPosition, to: ListPosition)
}

extension ChangeEvent: CustomStringConvertible {
  /// A short phrase that names the event and its positions, such as `"move item [0, 2] -> [1, 0]"`.
  public var description: String {
    switch self {
    case .insertSection(let section): "insert section \(section)"
    case .deleteSection(let section): "delete section \(section)"
    case .moveSection(let from, let to): "move section \(from) -> \(to)"
    case .insertItem(let position): "insert item \(position)"
    case .deleteItem(let position): "delete item \(position)"
    case .updateItem(let position): "update item \(position)"
    case .moveItem(let from, let to): "move item \(from) -> \(to)"
    }
  }
}
