/// An outline row's place in its tree, as a host shows it: indented by its level, with a
/// disclosure control when it has children, open when it is expanded.
///
///     let state = OutlineItemState(level: 1, hasChildren: true, isExpanded: false)
///     state.level  // 1: indented once, under a root
///
/// A view's bridge asks the adapter for the state of each row it shows.
public struct OutlineItemState: Hashable, Sendable {
  /// The node's depth: 0 for a root, 1 for a root's child, and so on.
  public var level: Int
  /// A Boolean value that indicates whether the node has children (shown or not), so its row
  /// shows a disclosure control.
  public var hasChildren: Bool
  /// A Boolean value that indicates whether the node is expanded, so its children are shown.
  public var isExpanded: Bool

  /// Creates a state.
  public init(level: Int, hasChildren: Bool, isExpanded: Bool) {
    self.level = level
    self.hasChildren = hasChildren
    self.isExpanded = isExpanded
  }
}
