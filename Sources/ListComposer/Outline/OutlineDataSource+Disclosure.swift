/// A source whose rows can be outline rows: what the adapter asks to route a disclosure event
/// (a tap on a row's disclosure control, an arrow key) to the node shown at a position, without
/// knowing the source's node type.
@MainActor
package protocol OutlineDisclosing: AnyObject {
  /// The row's place in the tree at a position of this source, or `nil` when no row is there.
  func outlineItemState(at position: ListPosition) -> OutlineItemState?

  /// Expands (`true`), collapses (`false`) or toggles (`nil`) the node shown at a position of
  /// this source; returns `false`, changing nothing, when no row is there or its node has no
  /// children.
  func setOutlineExpansion(_ expand: Bool?, at position: ListPosition) -> Bool
}

extension OutlineDataSource: OutlineDisclosing {
  package func outlineItemState(at position: ListPosition) -> OutlineItemState? {
    model(at: position).map {
      OutlineItemState(level: $0.level, hasChildren: $0.hasChildren, isExpanded: $0.isExpanded)
    }
  }

  package func setOutlineExpansion(_ expand: Bool?, at position: ListPosition) -> Bool {
    guard let item = model(at: position), item.hasChildren else { return false }
    do {
      _ = try setExpanded(expand, id: item.model.id)
      return true
    } catch {
      // The node is shown, so it is in the tree; a failure is not expected, but is an answer.
      return false
    }
  }
}
