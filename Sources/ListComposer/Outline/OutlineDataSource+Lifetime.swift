extension OutlineDataSource {
  // An outline's loads follow its screen as a PagedDataSource's do: when the outline leaves the
  // screen (its host detached or was deallocated, or it was removed from its composition), no
  // host can show their answers, so they are cancelled; `deinit` cancels them too.

  /// Cancels every load in flight because the outline left its screen. Each node keeps its
  /// loading row and a load without a task, which ``retryLoad(id:)`` (or displaying the row
  /// again, see ``resumeLoad(_:)``) starts again; the cancelled load's answer is dropped and
  /// ``onLateChildren`` told, as for a load cancelled by a collapse.
  ///
  /// Nothing is published: the rows stay as they are, and a host that shows the outline again
  /// reloads them.
  ///
  /// - Complexity: O(l), where l is the number of loads.
  func suspendLoads() {
    for (id, load) in childLoads {
      guard let task = load.task else { continue }
      task.cancel()
      childLoads[id] = ChildLoad(generation: load.generation, task: nil, error: nil)
    }
  }

  /// Starts again the load of a node's children that was cancelled when the outline left its
  /// screen: what displaying its loading row does.
  ///
  /// - Complexity: O(1) expected, plus ``retryLoad(id:)``'s.
  func resumeLoad(_ id: Node.ID) {
    guard let load = childLoads[id], load.task == nil, load.error == nil else { return }
    retryLoad(id: id)
  }
}
