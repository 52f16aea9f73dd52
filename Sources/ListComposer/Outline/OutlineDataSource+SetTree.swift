extension OutlineDataSource {
  /// Replaces the tree with a new one and publishes the difference of the rows shown as staged
  /// batches, so that the host animates only the rows that changed.
  ///
  /// Every node keeps its expansion state by identity; a node new to the tree starts collapsed.
  /// Rows are matched by their model's `DiffIdentifiable.diffIdentifier`, so a subtree that
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
  /// `StagedDiff.recommendsReload`, it takes the new tree at once and reloads its section.
  ///
  /// - Parameters:
  ///   - roots: The new tree.
  ///   - options: How to report changed rows and when to prefer a reload.
  /// - Returns: The published batches, in the root's positions, in the order they were applied
  ///   (empty when the change is queued because the screen applies another one).
  /// - Throws: ``ListError/duplicateOutlineNode(_:)`` when two nodes of the new tree have the
  ///   same identity; nothing changes then.
  /// - Complexity: O(n + m + k log k) expected, where n and m are the numbers of rows shown
  ///   before and after and k the number of matched rows, plus O(N) in the number of nodes N of
  ///   the new tree.
  @discardableResult
  public func setTree(_ roots: [OutlineNode<Node>], options: DiffOptions = DiffOptions())
    throws(ListError) -> [BatchUpdate]
  {
    let incoming = try OutlineForest(roots)
    return updates.run(.queue(returning: [])) { self.replaceForest(with: incoming, options) }
  }

  /// Takes a new flattened tree, carrying the expansion flags over by identity, and publishes
  /// the difference of the rows shown.
  private func replaceForest(with incoming: OutlineForest<Node>, _ options: DiffOptions)
    -> [BatchUpdate]
  {
    let next = incoming
    for index in 0..<next.count {
      if let old = forest.indexByID[next.models[index].diffIdentifier] {
        next.shape.nodes[index].expanded = forest.shape.nodes[Int(old)].expanded
      }
    }
    let oldItems = visibleItems
    let newRows = next.shape.visibleNodes()
    let newItems = newRows.map { next.item(Int($0)) }
    let diff = newItems.stagedDifference(from: oldItems, section: 0, options: options)
    let install = {
      self.stagedRows = nil
      self.forest = next
      self.rows.reset(newRows, nodeCount: next.count)
    }
    guard !diff.stages.isEmpty else {
      install()
      return []
    }
    if diff.recommendsReload {
      let update = updates.change { () -> BatchUpdate in
        install()
        return BatchUpdate(reloadedSections: [0])
      }
      return update.isEmpty ? [] : [update]
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
