import ListComposer

extension FlatRowHost {
  // NSTableView's bridge knows rows, not positions: these translate a row and route it as
  // `ListAdapter` does for a position. A group row is never an outline row.

  /// Returns the place in its tree of the outline row at a table row; `nil` for a group row, a
  /// row that does not exist, or a row that is not an outline's (see
  /// `ListAdapter.outlineItemState(at:)`).
  public func outlineItemState(atRow row: Int) -> OutlineItemState? {
    guard let adapter, let position = mapping.position(ofRow: row) else { return nil }
    return adapter.outlineItemState(at: position)
  }

  /// Expands or collapses the node of the outline row at a table row: what a disclosure
  /// button calls (see `ListAdapter.toggleOutlineItem(at:)`).
  ///
  /// - Returns: `false`, changing nothing, for a group row, a row that does not exist or is not
  ///   an outline's, or a node without children.
  @discardableResult
  public func toggleOutlineItem(atRow row: Int) -> Bool {
    guard let adapter, let position = mapping.position(ofRow: row) else { return false }
    return adapter.toggleOutlineItem(at: position)
  }

  /// Expands the node of the outline row at a table row (a right arrow key); see
  /// ``toggleOutlineItem(atRow:)``.
  @discardableResult
  public func expandOutlineItem(atRow row: Int) -> Bool {
    guard let adapter, let position = mapping.position(ofRow: row) else { return false }
    return adapter.expandOutlineItem(at: position)
  }

  /// Collapses the node of the outline row at a table row (a left arrow key); see
  /// ``toggleOutlineItem(atRow:)``.
  @discardableResult
  public func collapseOutlineItem(atRow row: Int) -> Bool {
    guard let adapter, let position = mapping.position(ofRow: row) else { return false }
    return adapter.collapseOutlineItem(at: position)
  }
}
