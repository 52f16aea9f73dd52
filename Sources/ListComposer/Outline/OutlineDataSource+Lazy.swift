extension OutlineDataSource {
  /// Sets how the children of the nodes marked ``OutlineNode/loadsChildren`` load, and how the
  /// row under such a node looks while they load or when they failed to.
  ///
  ///     files.setChildLoader({ folder in try await server.children(of: folder) },
  ///                          placeholder: FolderLoadRow.self)
  ///     try files.expand(id: "Server")   // one "loading" row under Server; the load starts
  ///     // ... the answer comes: the loading row is replaced by the children in one batch
  ///
  /// Expanding such a node the first time shows it expanded with one row under it, a
  /// ``Placeholder/Kind/loading`` row rendered by `placeholder`, and calls `loader`. When the
  /// load returns, one batch replaces that row with the children (and the rows under those of
  /// them that are expanded). When it throws, the row becomes a ``Placeholder/Kind/error`` row
  /// with the error; selecting it, or ``retryLoad(id:)``, loads again. Loaded children are
  /// kept: expanding the node after a collapse shows them without loading again.
  ///
  /// The latest load wins, as in ``PagedDataSource``: collapsing the node cancels its load
  /// (its task is cancelled, its answer dropped) and expanding it again starts a new one;
  /// ``setTree(_:options:)`` that removes the node, or gives it children, drops its load. A
  /// dropped answer changes nothing and calls ``onLateChildren``. Children whose identity is
  /// already in the tree fail the load with ``OutlineError/duplicateNode(_:)``.
  ///
  /// As in ``PagedDataSource``, the loads in flight are cancelled (and their answers dropped)
  /// when the outline leaves its screen: its host detaches or is deallocated, or the outline,
  /// or a composition it is inside, is removed from its composition; and when the outline is
  /// deallocated. A node whose load was cancelled so stays expanded with its loading row, and
  /// loads again when that row is next displayed, on ``retryLoad(id:)``, or when it is
  /// collapsed and expanded again.
  ///
  /// Set the loader before the outline is shown, so that the host registers the placeholder's
  /// cell. Without a loader, such a node expands to no rows. ``reloadChildren(id:)`` forgets
  /// a node's children and loads them again.
  public func setChildLoader<Decorator: CellDecorator>(
    _ loader: @escaping @MainActor (Node) async throws -> [OutlineNode<Node>],
    placeholder: Decorator.Type
  ) where Decorator.Model == Placeholder {
    childLoader = loader
    loadRowRenderer = PlaceholderRenderer(placeholder)
  }

  /// A Boolean value that indicates whether a node's children are loading.
  ///
  /// - Complexity: O(1) expected.
  public func isLoadingChildren(_ id: Node.ID) -> Bool {
    childLoads[id]?.task != nil
  }

  /// Loads a node's children again after their load failed: what selecting the error row under
  /// it does. It also restarts a load that was cancelled because the outline left the screen
  /// (see ``setChildLoader(_:placeholder:)``).
  ///
  ///     if let change = files.retryLoad(id: "Server") {
  ///       change.batches  // the error row under Server becomes a loading row
  ///     }
  ///
  /// - Returns: What the retry published (the error row becoming a loading row, or nothing
  ///   when the row is not shown; ``ListChange/isQueued`` when the screen was applying another
  ///   change), or `nil`, changing nothing, when no load started: the node's children did not
  ///   fail to load (and no load of them was cancelled so), or the node is not expanded or not
  ///   in the tree.
  @discardableResult
  public func retryLoad(id: Node.ID) -> ListChange? {
    // A load with no task failed, or was cancelled when the outline left the screen.
    guard let load = childLoads[id], load.task == nil,
      let index = forest.indexByID[id].map(Int.init), forest.nodes[index].expanded
    else { return nil }
    return updates.listChange { () -> BatchUpdate in
      // The screen may have changed while this change was queued.
      guard let index = self.forest.indexByID[id].map(Int.init),
        self.childLoads[id].map({ $0.task == nil }) == true,
        self.forest.nodes[index].expanded
      else { return BatchUpdate() }
      self.startLoad(index)
      guard let row = self.refreshRow(Int32(2 * index + 1)) else { return BatchUpdate() }
      return BatchUpdate(reconfiguredItems: [ListPosition(section: 0, item: row)])
    }
  }

  /// Forgets a node's children and loads them again: the node becomes one that loads its
  /// children (``OutlineNode/loadsChildren``), and, when it is expanded, one batch replaces the
  /// rows under it with its loading row while the load runs. A load in flight for the node, or
  /// for a node under it, is dropped.
  ///
  ///     files.reloadChildren(id: "Server")   // the folder's rows go; a loading row shows
  ///
  /// - Returns: What the reload published (the batch that replaces the node's rows with its
  ///   loading row, none when the node's rows are not shown; ``ListChange/isQueued`` when the
  ///   screen was applying another change), or `nil`, changing nothing, when no node has this
  ///   identity or no child loader is set.
  /// - Complexity: O(s + k + C + r / C) amortised, where s is the number of the node's
  ///   descendants, k the number of rows under it, r the number of rows shown and C the rows in a
  ///   chunk (512).
  @discardableResult
  public func reloadChildren(id: Node.ID) -> ListChange? {
    guard childLoader != nil, forest.indexByID[id] != nil else { return nil }
    return updates.listChange { () -> BatchUpdate in
      guard let index = self.forest.indexByID[id].map(Int.init) else { return BatchUpdate() }
      return self.unload(index)
    }
  }

  // MARK: Loading

  /// Takes a node's children out of the tree, marks it as loading them, and starts the load
  /// when it is expanded; returns the batch that takes its rows to the loading row.
  private func unload(_ index: Int) -> BatchUpdate {
    let id = forest.models[index].id
    let key = Int32(2 * index)
    let shown = rows.row(ofKey: key) != nil && forest.nodes[index].expanded
    let before = shown ? forest.visibleDescendants(of: index).count : 0
    forest.removeChildren(of: index)
    // Loads of the node and of the nodes that left with its children are dropped.
    for (loading, load) in childLoads where loading == id || forest.indexByID[loading] == nil {
      load.task?.cancel()
      childLoads[loading] = nil
    }
    loadedNodes.remove(id)
    forest.nodes[index].lazy = true
    forest.nodes[index].loadRow = false
    forest.nodes[index].loadFailed = false
    if forest.nodes[index].expanded { startLoad(index) }
    guard let row = refreshRow(key) else {
      compactIfSparse()
      return BatchUpdate()
    }
    let after = shown ? forest.visibleDescendants(of: index) : []
    rows.remove(row + 1..<row + 1 + before)
    insertRows(after, at: row + 1)
    compactIfSparse()
    return BatchUpdate(
      deletedItems: (row + 1..<row + 1 + before).map { ListPosition(section: 0, item: $0) },
      insertedItems: (row + 1..<row + 1 + after.count).map { ListPosition(section: 0, item: $0) },
      reconfiguredItems: [ListPosition(section: 0, item: row)])
  }

  /// Drops the slots of the nodes taken out of the tree once they outnumber the nodes in it,
  /// so that reloading children again and again does not grow the tree's arrays without end.
  ///
  /// - Complexity: O(n), amortised over the removals that made the slots.
  private func compactIfSparse() {
    guard forest.slotCount - forest.count > max(compactionSlack, forest.count) else { return }
    forest = forest.compacted()
    resetRows()
  }

  /// Starts loading the children of the node at an index, replacing any load of them, and
  /// marks its load row as loading. Runs inside a change; the caller publishes the rows.
  func startLoad(_ index: Int) {
    guard let loader = childLoader else { return }
    let model = forest.models[index]
    let id = model.id
    childLoads[id]?.task?.cancel()
    loadGeneration += 1
    let generation = loadGeneration
    let task = Task { [weak self] in
      let result: Result<[OutlineNode<Node>], any Error>
      do {
        result = .success(try await loader(model))
      } catch {
        result = .failure(error)
      }
      self?.finishLoad(id, generation, result)
    }
    childLoads[id] = ChildLoad(generation: generation, task: task)
    forest.nodes[index].loadRow = true
    forest.nodes[index].loadFailed = false
  }

  /// Cancels a node's load, if any, and forgets it (and a failed one); its load row no longer
  /// shows. Runs inside a change; the caller removes the row.
  func dropLoad(_ id: Node.ID) {
    guard let load = childLoads.removeValue(forKey: id) else { return }
    load.task?.cancel()
    if let index = forest.indexByID[id].map(Int.init) {
      forest.nodes[index].loadRow = false
      forest.nodes[index].loadFailed = false
    }
  }

  /// Whether a load is the one in flight for its node.
  private func isCurrent(_ id: Node.ID, _ generation: Int) -> Bool {
    guard let load = childLoads[id] else { return false }
    return load.generation == generation && load.task != nil && forest.indexByID[id] != nil
  }

  /// Shows the answer of a load, unless the load was cancelled or replaced: then the answer is
  /// dropped and ``onLateChildren`` told.
  func finishLoad(
    _ id: Node.ID, _ generation: Int, _ result: Result<[OutlineNode<Node>], any Error>
  ) {
    guard isCurrent(id, generation) else {
      onLateChildren?(id)
      return
    }
    _ = updates.change { () -> BatchUpdate in
      guard self.isCurrent(id, generation), let found = self.forest.indexByID[id] else {
        return BatchUpdate()
      }
      switch result {
      case .success(let children):
        return self.graft(children, under: Int(found), generation: generation)
      case .failure(let error):
        return self.fail(id, Int(found), generation: generation, error)
      }
    }
  }

  /// Turns a node's load row into an error row.
  private func fail(
    _ id: Node.ID, _ index: Int, generation: Int, _ error: any Error
  ) -> BatchUpdate {
    childLoads[id] = ChildLoad(generation: generation, task: nil, error: error)
    forest.nodes[index].loadFailed = true
    guard let row = refreshRow(Int32(2 * index + 1)) else { return BatchUpdate() }
    return BatchUpdate(reconfiguredItems: [ListPosition(section: 0, item: row)])
  }

  /// Puts loaded children under a node and replaces its load row with their rows, in one
  /// batch; children whose identity is in the tree already fail the load instead.
  ///
  /// - Complexity: O(c + k + C + r / C) expected, where c is the number of nodes loaded, k the
  ///   number of rows they show, r the number of rows shown and C the rows in a chunk (512).
  private func graft(_ children: [OutlineNode<Node>], under index: Int, generation: Int)
    -> BatchUpdate
  {
    let id = forest.models[index].id
    do {
      try forest.append(children, under: Int32(index))
    } catch {
      return fail(id, index, generation: generation, error)
    }
    childLoads[id] = nil
    loadedNodes.insert(id)
    let loadRow = rows.row(ofKey: Int32(2 * index + 1))
    forest.nodes[index].lazy = false
    forest.nodes[index].loadRow = false
    forest.nodes[index].loadFailed = false
    guard let loadRow else { return BatchUpdate() }
    rows.remove(loadRow..<loadRow + 1)
    let shown = forest.visibleDescendants(of: index)
    insertRows(shown, at: loadRow)
    // A node that loads no children no longer has any: its own row changes.
    var parent: [ListPosition] = []
    if children.isEmpty, let row = refreshRow(Int32(2 * index)) {
      parent = [ListPosition(section: 0, item: row)]
    }
    return BatchUpdate(
      deletedItems: [ListPosition(section: 0, item: loadRow)],
      insertedItems: (loadRow..<loadRow + shown.count).map { ListPosition(section: 0, item: $0) },
      reconfiguredItems: parent)
  }
}
