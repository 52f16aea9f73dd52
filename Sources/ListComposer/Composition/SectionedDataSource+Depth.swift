// A composition's requests, item events and registrations pass through one call per level of
// the screen, and releasing it releases its children the same way: how deep a screen may nest
// is bounded (`ListLimits.maximumNestingDepth`) rather than every walk made iterative. These
// are the one place that counts levels and checks the bound.

extension SectionedDataSource {
  /// This composition and the sources above it in its screen, up to the root.
  ///
  /// - Complexity: O(d), where d is the number of levels above this composition.
  func lineage() -> [AnyObject] {
    var lineage: [AnyObject] = []
    var node: AnyObject? = self
    while let current = node {
      lineage.append(current)
      node = (current as? any DataSource)?.updates.parent
    }
    return lineage
  }

  /// Throws when adopting the children would nest the screen deeper than
  /// `ListLimits.maximumNestingDepth`: the levels from the root down to this composition
  /// (`levels`), plus the deepest new child's.
  ///
  /// - Complexity: O(n), where n is the number of sources in the new children.
  func checkNestingDepth(adopting newChildren: [AnyDataSource], levels: Int) throws(ListError) {
    guard let deepest = newChildren.lazy.map(\.nestingDepth).max() else { return }
    let depth = ListLimits.add(levels, deepest)
    guard depth <= ListLimits.maximumNestingDepth else {
      throw .nestingTooDeep(depth: depth, maximum: ListLimits.maximumNestingDepth)
    }
  }
}
