import ListComposer

extension FlatRowHost {
  /// Returns whether the user may start dragging a row: an item row whose source lets the user
  /// move it (see `SourceHandlers.move`). Group rows and footer rows never move.
  package func canDragRow(_ row: Int) -> Bool {
    guard let adapter, let position = mapping.position(ofRow: row) else { return false }
    return adapter.canMoveItem(at: position)
  }

  /// Returns where a row dragged from `draggedRow` and held above `row` would land, as the row
  /// to drop above (what `NSTableView.setDropRow(_:dropOperation:)` takes with `.above`), or
  /// `nil` when it cannot be dropped at all: the place `row` proposes when the item's source
  /// lets it go there, otherwise the nearest place in its own source, as
  /// `ListAdapter.targetPosition(forMoveFrom:proposed:)` decides.
  ///
  /// `row` counts the rows as they are, from 0 to the number of rows (below the last one).
  /// Above a section's group row is the end of the section before it; above its footer row,
  /// the end of the section itself.
  package func dropRow(forDragging draggedRow: Int, proposedRow row: Int) -> Int? {
    guard let adapter, let from = mapping.position(ofRow: draggedRow),
      adapter.canMoveItem(at: from), let proposed = place(aboveRow: row)
    else { return nil }
    let target = adapter.targetPosition(
      forMoveFrom: from, proposed: Self.afterRemoval(proposed, from: from))
    return self.row(aboveWhich: Self.beforeRemoval(target, from: from))
  }

  /// Drops the row dragged from `draggedRow` above `row` (a place that
  /// ``dropRow(forDragging:proposedRow:)`` returned): the item's source moves it, or the
  /// destination both sources agreed on receives it, and the change reaches the view as row
  /// operations like every change (`NSTableView` moves nothing itself on a drop).
  ///
  /// - Returns: `true` when the item moved; `false` when the drop is refused or the handler
  ///   failed (reported to the adapter's `onFailure`).
  @discardableResult
  package func acceptDrop(ofRow draggedRow: Int, aboveRow row: Int) -> Bool {
    guard let adapter, let from = mapping.position(ofRow: draggedRow),
      let proposed = place(aboveRow: row)
    else { return false }
    let to = Self.afterRemoval(proposed, from: from)
    guard to != from else { return false }
    guard adapter.targetPosition(forMoveFrom: from, proposed: to) == to else {
      adapter.report(
        .move(from: from, to: to, error: "its source keeps it, and no destination accepts it there")
      )
      return false
    }
    return adapter.moveItem(from: from, to: to, performedByView: false)
  }

  /// The place (a position, or the end of a section) of a drop above a row.
  private func place(aboveRow row: Int) -> ListPosition? {
    let sections = mapping.numberOfSections
    guard sections > 0, row >= 0, row <= mapping.numberOfRows else { return nil }
    switch mapping.content(ofRow: row) {
    case .item(let position):
      return position
    case .groupRow(let section):
      guard section > 0 else { return ListPosition(section: 0, item: 0) }
      return ListPosition(section: section - 1, item: mapping.numberOfItems(inSection: section - 1))
    case .footerRow(let section):
      // Above a footer row is the end of its section.
      return ListPosition(section: section, item: mapping.numberOfItems(inSection: section))
    case nil:
      return ListPosition(
        section: sections - 1, item: mapping.numberOfItems(inSection: sections - 1))
    }
  }

  /// The row to drop above for a place as the rows are now.
  private func row(aboveWhich place: ListPosition) -> Int? {
    guard let rows = mapping.rows(ofSection: place.section), place.item >= 0,
      place.item <= mapping.numberOfItems(inSection: place.section)
    else { return nil }
    return rows.lowerBound + (mapping.hasGroupRow(inSection: place.section) ? 1 : 0) + place.item
  }

  /// A place counted with the dragged item still at `from`, counted once it has left.
  private static func afterRemoval(_ place: ListPosition, from: ListPosition) -> ListPosition {
    guard place.section == from.section, place.item > from.item else { return place }
    return ListPosition(section: place.section, item: place.item - 1)
  }

  /// A place counted once the dragged item has left `from`, counted with it still there.
  private static func beforeRemoval(_ place: ListPosition, from: ListPosition) -> ListPosition {
    guard place.section == from.section, place.item > from.item else { return place }
    return ListPosition(section: place.section, item: place.item + 1)
  }
}
