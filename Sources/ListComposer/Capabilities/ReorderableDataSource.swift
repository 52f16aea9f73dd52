/// A source that moves its own items: within itself, and out to another source of the same
/// kind of items. ``ArrayDataSource`` and ``MixedDataSource`` are.
///
/// What lets a screen reorder such a source without a closure of the app's:
///
///     adapter.setHandlers(.reordering(), for: tasks)
///     adapter.setHandlers(SourceHandlers(transfers: [.init(to: done)]), for: todo)
///
/// Each mutation publishes its change as every mutation does.
@MainActor
public protocol ReorderableDataSource: DataSource {
  /// Moves the item at `from` so that it ends at `to`, counted after the item left `from`.
  func move(from: ListPosition, to: ListPosition) throws(ListError) -> ListChange

  /// Removes and returns the item at a position.
  func remove(at position: ListPosition) throws(ListError) -> (item: Model, update: ListChange)

  /// Inserts an item at a position.
  func insert(_ item: Model, at position: ListPosition) throws(ListError) -> ListChange
}

/// A source that finds where one of its items is: ``ArrayDataSource`` (of an `Equatable`
/// model), ``MixedDataSource`` and ``OutlineDataSource`` are.
///
/// What lets the adapter tell the screen position of an item of the source, and scroll to it:
///
///     adapter.position(of: ada, in: people)         // [2, 0]: scroll there, select it
///     try adapter.scroll(to: invoices, in: files)  // an outline's node, by its identity
///
/// A source names an item with a value of its ``FoundItem`` type: its ``DataSource/Model`` for
/// most sources, the app's own node for an outline (whose rows are ``OutlineItem``s).
@MainActor
public protocol ItemFindingDataSource: DataSource {
  /// The type of value that names an item of the source: the source's `Model` unless the
  /// source says otherwise.
  associatedtype FoundItem = Model

  /// Returns the position of the first item that `item` names, or `nil` when there is none.
  func firstPosition(of item: FoundItem) -> ListPosition?
}

extension ArrayDataSource: ReorderableDataSource {}
extension ArrayDataSource: ItemFindingDataSource where Model: Equatable {}
extension MixedDataSource: ReorderableDataSource {}
extension MixedDataSource: ItemFindingDataSource {}
