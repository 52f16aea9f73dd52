import ListComposer

extension ListAdapter {
  /// Returns the first answer of `visit` for the sources of the screen, in screen order
  /// (a composition before its children, children first to last), at any depth; one walk for
  /// every screen-wide question (which source drives the background, whether the screen shows
  /// an outline).
  ///
  /// `visit` receives each source unwrapped from its `AnyDataSource`, and answers a value to
  /// stop with, or `nil` to go on; `descend` says whether to visit the children of a
  /// composition (a source that hides them, say, answers `false`).
  ///
  /// - Complexity: O(m), where m is the number of sources visited; iterative, so a deep
  ///   composition uses no more stack than a flat one.
  func firstInScreenOrder<Answer>(
    _ visit: (any DataSource) -> Answer?,
    descend: (any DataSource) -> Bool = { _ in true }
  ) -> Answer? {
    var pending: [any DataSource] = [source.base]
    while let next = pending.popLast() {
      let node = (next as? AnyDataSource)?.base ?? next
      if let answer = visit(node) { return answer }
      if descend(node), let container = node as? any ContainerDataSource {
        pending.append(contentsOf: container.childSources.reversed())
      }
    }
    return nil
  }
}
