// The reads and edits every array-backed source makes, as pure operations on its sections.
// `ArrayDataSource` and `MixedDataSource` both call these. Reads return nil for positions that do
// not exist; edits return the change in the source's own positions for the source to publish, and
// check before mutating, so a thrown error changes nothing.

extension Array {
  /// Returns the item at a position, or `nil` when it does not exist.
  func item<Model>(at position: ListPosition) -> Model? where Element == ListSection<Model> {
    contains(position) ? self[position.section].items[position.item] : nil
  }

  /// Returns a section's header title, or `nil` when it has none or does not exist.
  func header<Model>(ofSection section: Int) -> String? where Element == ListSection<Model> {
    indices.contains(section) ? self[section].header : nil
  }

  /// Returns a section's footer title, or `nil` when it has none or does not exist.
  func footer<Model>(ofSection section: Int) -> String? where Element == ListSection<Model> {
    indices.contains(section) ? self[section].footer : nil
  }

  /// Appends items to the end of a section.
  mutating func appendItems<Model>(_ newItems: [Model], toSection section: Int) throws(ListError)
    -> BatchUpdate where Element == ListSection<Model>
  {
    guard indices.contains(section) else {
      throw .sectionOutOfRange(section, sectionCount: count)
    }
    let start = self[section].items.count
    self[section].items.append(contentsOf: newItems)
    return BatchUpdate(
      insertedItems: (start..<start + newItems.count).map {
        ListPosition(section: section, item: $0)
      })
  }

  /// Inserts an item at a position, which may be the end of an existing section.
  mutating func insertItem<Model>(_ item: Model, at position: ListPosition) throws(ListError)
    -> BatchUpdate where Element == ListSection<Model>
  {
    guard indices.contains(position.section), position.item >= 0,
      position.item <= self[position.section].items.count
    else { throw outOfRange(position) }
    self[position.section].items.insert(item, at: position.item)
    return BatchUpdate(insertedItems: [position])
  }

  /// Replaces the item at a position. Its cell is reloaded; with `.reconfigure`, it is
  /// reconfigured in place instead when `isSameItem(old, new)`, since only the same item can
  /// keep its cell.
  mutating func replaceItem<Model>(
    at position: ListPosition, with item: Model, style: DiffOptions.UpdateStyle,
    isSameItem: (Model, Model) -> Bool
  ) throws(ListError) -> BatchUpdate where Element == ListSection<Model> {
    guard contains(position) else { throw outOfRange(position) }
    let old = self[position.section].items[position.item]
    let reconfigures = style == .reconfigure && isSameItem(old, item)
    self[position.section].items[position.item] = item
    return reconfigures
      ? BatchUpdate(reconfiguredItems: [position]) : BatchUpdate(reloadedItems: [position])
  }

  /// Removes every item for which `shouldRemove` returns `true`, in every section; changes
  /// nothing when there is none.
  mutating func removeItems<Model>(where shouldRemove: (Model) -> Bool) -> BatchUpdate
  where Element == ListSection<Model> {
    var deleted: [ListPosition] = []
    for section in indices {
      let items = self[section].items
      var kept: [Model]?
      for (index, item) in items.enumerated() {
        if shouldRemove(item) {
          deleted.append(ListPosition(section: section, item: index))
          if kept == nil { kept = [Model](items[..<index]) }
        } else {
          kept?.append(item)
        }
      }
      if let kept { self[section].items = kept }
    }
    return BatchUpdate(deletedItems: deleted)
  }

  /// Removes and returns the item at a position.
  mutating func removeItem<Model>(at position: ListPosition) throws(ListError) -> (
    Model, BatchUpdate
  ) where Element == ListSection<Model> {
    guard contains(position) else { throw outOfRange(position) }
    let item = self[position.section].items.remove(at: position.item)
    return (item, BatchUpdate(deletedItems: [position]))
  }

  /// Moves the item at `from` so that it ends at `to`, counted after the item left `from` (as
  /// `moveRow(at:to:)` counts it): `to` may be the end of a section other than `from`'s.
  mutating func moveItem<Model>(from: ListPosition, to: ListPosition) throws(ListError)
    -> BatchUpdate where Element == ListSection<Model>
  {
    guard contains(from) else { throw outOfRange(from) }
    let room = to.section == from.section ? 1 : 0
    guard indices.contains(to.section), to.item >= 0,
      to.item <= self[to.section].items.count - room
    else { throw outOfRange(to) }
    guard from != to else { return BatchUpdate() }
    let item = self[from.section].items.remove(at: from.item)
    self[to.section].items.insert(item, at: to.item)
    return BatchUpdate(movedItems: [ItemMove(from: from, to: to)])
  }

  /// Replaces every section: sections present before and after are reloaded, surplus old ones
  /// deleted and new ones inserted.
  mutating func replaceAllSections<Model>(with newSections: [ListSection<Model>]) -> BatchUpdate
  where Element == ListSection<Model> {
    let oldCount = count
    self = newSections
    let common = Swift.min(oldCount, newSections.count)
    return BatchUpdate(
      deletedSections: [Int](common..<Swift.max(common, oldCount)),
      insertedSections: [Int](common..<Swift.max(common, newSections.count)),
      reloadedSections: [Int](0..<common))
  }

  private func contains<Model>(_ position: ListPosition) -> Bool
  where Element == ListSection<Model> {
    indices.contains(position.section) && position.item >= 0
      && position.item < self[position.section].items.count
  }

  private func outOfRange<Model>(_ position: ListPosition) -> ListError
  where Element == ListSection<Model> {
    let itemCount = indices.contains(position.section) ? self[position.section].items.count : nil
    return .positionOutOfRange(position, sectionCount: count, itemCount: itemCount)
  }
}
