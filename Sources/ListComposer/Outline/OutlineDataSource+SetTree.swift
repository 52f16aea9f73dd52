extension OutlineDataSource {
  /// Replaces the tree with a new one and publishes the difference of the rows shown as staged
  /// batches, so that the host animates only the rows that changed.
  ///
  /// Every node keeps its expansion state by identity; a node new to the tree starts collapsed.
  ///
  /// A node that loads its children (``OutlineNode/loadsChildren``) and comes without them
  /// keeps the children loaded for it before, and a load in flight for it (or its error row);
  /// a node that is removed, or comes with children, has its load dropped (its answer is then
  /// a no-op, see ``onLateChildren``). Load rows are taken away in a batch of their own before
  /// the difference and put back after it.
  /// Rows are matched by their model's `id`, so a subtree that
  /// moves to another parent shows as moves of the rows shown before and after, and a row whose
  /// model's content, level, or disclosure state changed is refreshed (see ``OutlineItem``).
  ///
  ///     try files.setTree([
  ///       OutlineNode("Archive", children: [OutlineNode("Documents", children: invoices)]),
  ///     ])
  ///     // Documents and its expanded rows move under Archive (if Archive is expanded)
  ///
  /// For each stage of the difference, the source holds the stage's rows and publishes its
  /// update, as ``ArrayDataSource/setItems(_:options:)`` does; when the difference
  /// `StagedDiff.recommendsReload`, or when `DiffOptions.usesReloadData` asks for it, it takes
  /// the new tree at once and reloads its section.
  ///
  /// - Parameters:
  ///   - roots: The new tree.
  ///   - options: How to report changed rows and when to prefer a reload.
  /// - Returns: The published batches, in the root's positions, in the order they were applied
  ///   (empty when the change is queued because the screen applies another one).
  /// - Throws: ``OutlineError/duplicateNode(_:)`` when two nodes of the new tree have the
  ///   same identity; nothing changes then.
  /// - Complexity: O(n + m + k log k) expected, where n and m are the numbers of rows shown
  ///   before and after and k the number of matched rows, plus O(N) in the number of nodes N of
  ///   the new tree.
  @discardableResult
  public func setTree(_ roots: [OutlineNode<Node>], options: DiffOptions = DiffOptions())
    throws(OutlineError) -> ListChange
  {
    let incoming = try OutlineForest(roots)
    return updates.run(.queue(returning: .queued)) {
      ListChange(batches: self.replaceForest(with: incoming, options))
    }
  }

  /// Takes a new flattened tree, carrying the expansion flags over by identity, and publishes
  /// the difference of the rows shown.
  private func replaceForest(with incoming: OutlineForest<Node>, _ options: DiffOptions)
    -> [BatchUpdate]
  {
    let next = keepingLoadedChildren(incoming)
    next.copyState(from: forest, loadRows: false)
    // Loads whose node is gone, or has children now, are dropped; the others keep their row.
    var keptLoads: [Int] = []
    for (id, load) in childLoads {
      guard let index = next.indexByID[id].map(Int.init), next.nodes[index].lazy else {
        load.task?.cancel()
        childLoads[id] = nil
        continue
      }
      keptLoads.append(index)
    }
    var published: [BatchUpdate] = []
    let removal = removeLoadRows()
    if !removal.isEmpty { published.append(removal) }
    published += diffRows(to: next, options)
    let restoral = updates.change { () -> BatchUpdate in
      for index in keptLoads where index < self.forest.slotCount {
        let id = self.forest.models[index].id
        self.forest.nodes[index].loadRow = self.childLoads[id] != nil
        self.forest.nodes[index].loadFailed = self.childLoads[id]?.error != nil
      }
      return self.applyExpansion(self.forest.expandedFlags)
    }
    if !restoral.isEmpty { published.append(restoral) }
    return published
  }

  /// The new tree, with the children loaded before under each node that loads its children
  /// and comes without them; the new tree itself when that would duplicate an identity.
  private func keepingLoadedChildren(_ incoming: OutlineForest<Node>) -> OutlineForest<Node> {
    var grafts: [Int: [OutlineNode<Node>]] = [:]
    for id in loadedNodes {
      guard let new = incoming.indexByID[id].map(Int.init), incoming.nodes[new].lazy,
        let old = forest.indexByID[id].map(Int.init)
      else { continue }
      grafts[new] = forest.children(of: old)
    }
    guard !grafts.isEmpty else { return incoming }
    return (try? OutlineForest(incoming.roots(grafts: grafts))) ?? incoming
  }

  /// Takes the load rows away, in one batch.
  private func removeLoadRows() -> BatchUpdate {
    updates.change { () -> BatchUpdate in
      let old = self.rows.allKeys
      let gone = old.indices.filter { old[$0] & 1 == 1 }
      guard !gone.isEmpty else { return BatchUpdate() }
      let kept = old.filter { $0 & 1 == 0 }
      self.rows.reset(
        keys: kept, items: self.forest.items(kept), keyCount: self.forest.keyCount)
      return BatchUpdate(deletedItems: gone.map { ListPosition(section: 0, item: $0) })
    }
  }

  /// Diffs the rows shown (no load row among them) against the new tree's, and publishes the
  /// difference in stages.
  private func diffRows(to next: OutlineForest<Node>, _ options: DiffOptions) -> [BatchUpdate] {
    let oldItems = visibleItems
    let newRows = next.visibleNodes()
    let newItems = next.items(newRows)
    let diff = newItems.stagedDifference(from: oldItems, section: 0, options: options)
    let install = {
      self.stagedRows = nil
      self.forest = next
      self.rows.reset(keys: newRows, items: newItems, keyCount: next.keyCount)
    }
    if diff.recommendsReload {
      let update = updates.change { () -> BatchUpdate in
        install()
        return BatchUpdate(reloadedSections: [0])
      }
      return update.isEmpty ? [] : [update]
    }
    guard !diff.stages.isEmpty else {
      install()
      return []
    }
    var published: [BatchUpdate] = []
    for (number, stage) in diff.stages.enumerated() {
      let isLast = number == diff.stages.count - 1
      let update = updates.change { () -> BatchUpdate in
        if isLast {
          install()
        } else {
          self.stagedRows = stage.data
        }
        return stage.update
      }
      if !update.isEmpty { published.append(update) }
    }
    return published
  }
}
