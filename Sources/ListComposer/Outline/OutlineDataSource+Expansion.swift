extension OutlineDataSource {
  /// Expands a node, showing its children and, under each expanded child, that child's
  /// descendants in turn.
  ///
  ///     try files.expand(id: "Documents")
  ///     // .batches: insert the rows under Documents; reconfigure its own row
  ///
  /// When the node is shown, the source publishes one batch that inserts exactly the rows that
  /// appear and reconfigures the node's row (its disclosure state changed). A node under a
  /// collapsed ancestor is marked expanded without a batch: its rows appear with the ancestor's.
  /// Expanding an expanded node changes nothing.
  ///
  /// - Returns: The change, in the root's positions (empty when nothing is shown differently,
  ///   or when the screen applies another change and this one is queued).
  /// - Throws: ``OutlineError/nodeNotFound(_:)`` when no node has this identity; nothing
  ///   changes then. ``ListError/hostFailed(host:reason:)`` when the host could not apply the
  ///   batch (it reloaded).
  /// - Complexity: O(k + d + C + r / C), where k is the number of rows that appear, d the
  ///   node's depth, r the number of rows shown and C the rows in a chunk (512).
  @discardableResult
  public func expand(id: Node.ID) throws -> ListChange {
    try setExpanded(true, id: id)
  }

  /// Collapses a node, hiding every row under it.
  ///
  /// When the node is shown, the source publishes one batch that deletes exactly the rows under
  /// it and reconfigures its row. The expansion state of the nodes under it is kept, so
  /// expanding it again shows them as they were.
  ///
  /// - Returns: The change, in the root's positions.
  /// - Throws: ``OutlineError/nodeNotFound(_:)`` when no node has this identity.
  /// - Complexity: O(k + d + C + r / C), where k is the number of rows that disappear.
  @discardableResult
  public func collapse(id: Node.ID) throws -> ListChange {
    try setExpanded(false, id: id)
  }

  /// Expands a collapsed node or collapses an expanded one; see ``expand(id:)``.
  @discardableResult
  public func toggle(id: Node.ID) throws -> ListChange {
    try setExpanded(nil, id: id)
  }

  /// Expands every node that has children, in one batch.
  ///
  /// - Returns: The change, in the root's positions.
  /// - Complexity: O(n), where n is the number of nodes.
  @discardableResult
  public func expandAll() -> ListChange {
    setAllExpanded(true)
  }

  /// Collapses every node, in one batch: only the roots stay shown.
  ///
  /// - Returns: The change, in the root's positions.
  /// - Complexity: O(n), where n is the number of nodes.
  @discardableResult
  public func collapseAll() -> ListChange {
    setAllExpanded(false)
  }

  // MARK: Queries

  /// A Boolean value that indicates whether a node is expanded; `false` for an unknown node.
  ///
  /// - Complexity: O(1) expected.
  public func isExpanded(_ id: Node.ID) -> Bool {
    forest.indexByID[id].map { forest.nodes[Int($0)].expanded } ?? false
  }

  /// Returns the parent of a node, or `nil` for a root or an unknown node.
  ///
  /// - Complexity: O(1) expected.
  public func parent(of id: Node.ID) -> Node? {
    guard let index = forest.indexByID[id] else { return nil }
    let parent = forest.nodes[Int(index)].parent
    return parent >= 0 ? forest.models[Int(parent)] : nil
  }

  /// Returns the level of a node (0 for a root), or `nil` for an unknown node.
  ///
  /// - Complexity: O(1) expected.
  public func level(of id: Node.ID) -> Int? {
    forest.indexByID[id].map { Int(forest.nodes[Int($0)].level) }
  }

  /// Returns the children of a node, or `nil` for an unknown node.
  ///
  /// - Complexity: O(c) expected, where c is the number of children.
  public func children(of id: Node.ID) -> [Node]? {
    guard let index = forest.indexByID[id].map(Int.init) else { return nil }
    return forest.childIndices(of: index).map { forest.models[$0] }
  }

  /// Returns the position of a node's row in this source, or `nil` when the node is not shown
  /// (an ancestor is collapsed) or not in the tree.
  ///
  /// - Complexity: O(C) expected, where C is the number of rows in a chunk (512).
  public func position(of id: Node.ID) -> ListPosition? {
    if let stagedRows {
      return stagedRows.firstIndex { $0.model.id == id && $0.loadRow == nil }.map {
        ListPosition(section: 0, item: $0)
      }
    }
    guard let index = forest.indexByID[id] else { return nil }
    return rows.row(ofKey: 2 * index).map { ListPosition(section: 0, item: $0) }
  }

  /// The items of every row shown, in order.
  ///
  /// - Complexity: O(r), where r is the number of rows shown.
  public var visibleItems: [OutlineItem<Node>] {
    stagedRows ?? rows.allItems
  }

  // MARK: Changing the expansion

  /// Sets one node's expansion (`nil` toggles it) and publishes the rows that appear or
  /// disappear as one batch.
  func setExpanded(_ expand: Bool?, id: Node.ID) throws -> ListChange {
    try updates.listChange { () throws -> BatchUpdate in
      guard let found = self.forest.indexByID[id] else {
        throw OutlineError.nodeNotFound(String(describing: id))
      }
      let index = Int(found)
      let expanded = expand ?? !self.forest.nodes[index].expanded
      guard self.forest.nodes[index].expanded != expanded else { return BatchUpdate() }
      self.forest.nodes[index].expanded = expanded
      if expanded, self.forest.nodes[index].lazy, self.childLoads[id] == nil {
        self.startLoad(index)
      }
      // The rows under a shown, expanded node are its visible descendants.
      let under = self.forest.visibleDescendants(of: index)
      guard let row = self.refreshRow(2 * found) else {
        if !expanded { self.dropLoad(id) }
        return BatchUpdate()
      }
      let reconfigured = [ListPosition(section: 0, item: row)]
      let changed = (row + 1..<row + 1 + under.count).map { ListPosition(section: 0, item: $0) }
      if expanded {
        self.insertRows(under, at: row + 1)
        return BatchUpdate(insertedItems: changed, reconfiguredItems: reconfigured)
      }
      self.rows.remove(row + 1..<row + 1 + under.count)
      // Collapsing a node whose children load cancels the load; its answer is dropped.
      self.dropLoad(id)
      return BatchUpdate(deletedItems: changed, reconfiguredItems: reconfigured)
    }
  }

  /// Sets every node's expansion and publishes the difference as one batch.
  func setAllExpanded(_ expanded: Bool) -> ListChange {
    updates.listChange { () -> BatchUpdate in
      var flags = self.forest.expandedFlags
      for index in flags.indices {
        // A node whose children load keeps its state: expanding all loads nothing.
        let lazy = self.forest.nodes[index].lazy
        flags[index] = expanded && (self.forest.hasChildren(index) || (lazy && flags[index]))
      }
      for (id, _) in self.childLoads {
        if let index = self.forest.indexByID[id], !flags[Int(index)] { self.dropLoad(id) }
      }
      return self.applyExpansion(flags)
    }
  }

  /// Replaces every expansion flag at once and returns the batch that takes the rows shown to
  /// the new ones: deletes at old rows, inserts at new rows, and reconfigures the surviving rows
  /// whose flag changed.
  ///
  /// - Complexity: O(N), where N is the number of the tree's slots.
  func applyExpansion(_ flags: [Bool]) -> BatchUpdate {
    let old = rows.allKeys
    let oldFlags = forest.expandedFlags
    forest.expandedFlags = flags
    let new = forest.visibleNodes()
    var update = BatchUpdate()
    // Both lists are in depth-first order, so one merge finds what left and what came; a load
    // row comes right after its node.
    let order = forest.depthFirstOrder()
    func rank(_ key: Int32) -> Int { 2 * Int(order[Int(key >> 1)]) + Int(key & 1) }
    var oldRow = 0
    var newRow = 0
    while oldRow < old.count || newRow < new.count {
      let oldKey = oldRow < old.count ? old[oldRow] : Int32.max
      let newKey = newRow < new.count ? new[newRow] : Int32.max
      let oldRank = oldRow < old.count ? rank(oldKey) : Int.max
      let newRank = newRow < new.count ? rank(newKey) : Int.max
      if oldKey == newKey {
        let node = Int(oldKey >> 1)
        if oldKey & 1 == 0, oldFlags[node] != flags[node] {
          update.reconfiguredItems.append(ListPosition(section: 0, item: oldRow))
        }
        oldRow += 1
        newRow += 1
      } else if oldRank < newRank {
        update.deletedItems.append(ListPosition(section: 0, item: oldRow))
        oldRow += 1
      } else {
        update.insertedItems.append(ListPosition(section: 0, item: newRow))
        newRow += 1
      }
    }
    rows.reset(keys: new, items: forest.items(new), keyCount: forest.keyCount)
    return update
  }
}
