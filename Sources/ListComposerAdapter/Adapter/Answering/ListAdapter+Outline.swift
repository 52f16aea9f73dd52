import ListComposer

extension ListAdapter {
  // A platform bridge routes a disclosure event by screen position: the adapter finds the
  // outline that shows the row through any depth of composition, as it finds the owner of an
  // event, and the outline expands or collapses the node by identity.

  /// A Boolean value that indicates whether the screen shows an outline (an
  /// `OutlineDataSource`) at any depth of its composition, so that a bridge answers the
  /// indentation question of its view only then.
  ///
  /// - Complexity: O(s), where s is the number of sources in the composition.
  package var showsOutline: Bool {
    firstInScreenOrder { $0 is any OutlineDisclosing ? true : nil } ?? false
  }

  /// Returns the place in its tree of the outline row at a screen position: its level and
  /// disclosure state; `nil` when the position does not exist or its row is not an outline's.
  ///
  ///     adapter.outlineItemState(at: ListPosition(section: 1, item: 3))
  ///     // OutlineItemState(level: 1, hasChildren: true, isExpanded: false)
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level.
  package func outlineItemState(at position: ListPosition) -> OutlineItemState? {
    guard let (outline, local) = outline(at: position) else { return nil }
    return outline.outlineItemState(at: local)
  }

  /// Expands or collapses the node of the outline row at a screen position: what a bridge calls
  /// when the user taps the row's disclosure control.
  ///
  ///     adapter.toggleOutlineItem(at: indexPath.listPosition)
  ///
  /// The outline publishes one batch, as for `OutlineDataSource.toggle(id:)`.
  ///
  /// - Returns: `true` when the row is an outline row whose node has children; `false`,
  ///   changing nothing, when the position does not exist, its row is not an outline's, or its
  ///   node has no children.
  @discardableResult
  public func toggleOutlineItem(at position: ListPosition) -> Bool {
    setOutlineExpansion(nil, at: position)
  }

  /// Expands the node of the outline row at a screen position (a right arrow key, say); see
  /// ``toggleOutlineItem(at:)``. An expanded node stays expanded, and the result is `true`.
  @discardableResult
  public func expandOutlineItem(at position: ListPosition) -> Bool {
    setOutlineExpansion(true, at: position)
  }

  /// Collapses the node of the outline row at a screen position (a left arrow key, say); see
  /// ``toggleOutlineItem(at:)``. A collapsed node stays collapsed, and the result is `true`.
  @discardableResult
  public func collapseOutlineItem(at position: ListPosition) -> Bool {
    setOutlineExpansion(false, at: position)
  }

  private func setOutlineExpansion(_ expand: Bool?, at position: ListPosition) -> Bool {
    guard let (outline, local) = outline(at: position) else { return false }
    return outline.setOutlineExpansion(expand, at: local)
  }

  /// The outline that holds the row at a screen position, nearest the row first, with the
  /// row's position in it; `nil` when no outline holds it.
  private func outline(at position: ListPosition) -> (
    outline: any OutlineDisclosing, position: ListPosition
  )? {
    for (owner, local) in owners(of: position) {
      let source = (owner as? AnyDataSource)?.base ?? owner
      if let outline = source as? any OutlineDisclosing { return (outline, local) }
    }
    return nil
  }
}
