extension SectionedDataSource {
  /// Replaces the children with new ones and reports the difference as one batch: the sections
  /// (or, for a linear layout, the items) of removed children are deleted, those of new
  /// children inserted, and those of kept children that change order moved.
  ///
  /// A child's identity is the object itself (a child given wrapped in ``AnyDataSource`` is
  /// the source it wraps). Among the kept children, one longest run that keeps its relative
  /// order stays in place and only the others move, so reordering *n* children moves as few as
  /// any batch can. Kept children keep their cells, moved ones included; nothing inside a child
  /// is reloaded.
  ///
  ///     let screen = try SectionedDataSource([contacts, messages, people])
  ///     try screen.setChildren([people, contacts, photos])
  ///     // delete sections of messages, insert those of photos, move those of people
  ///
  /// Removed children leave the composition and are free to join another one; kept children
  /// are re-pointed at their new index. When nothing changes, nothing is published.
  ///
  /// - Parameter newChildren: The children to show, in order.
  /// - Returns: The published batch, in the root's positions.
  /// Made while the screen applies another change, the replacement is queued and runs after it
  /// (the result is then empty).
  ///
  /// - Throws: ``ListError/alreadyComposed(child:)`` when a new child belongs to another
  ///   composition or appears twice in `newChildren`, ``ListError/alreadyAttached(_:)`` when a
  ///   host shows it, ``ListError/compositionCycle(_:)`` when a new child contains this
  ///   composition, ``ListError/conflictingRegistration(reuseIdentifier:existing:new:)`` when the
  ///   host showing the screen cannot register a new child's cell type; nothing changes then.
  ///   ``ListError/hostFailed(host:reason:)`` when the host could not apply the batch (it
  ///   reloaded).
  /// - Complexity: O(*k* + *u* + *p* log *p*) expected, where *k* is the number of old and new
  ///   children, *u* the number of sections (or items) of the removed, inserted and moved
  ///   children, and *p* the number of kept children.
  @discardableResult
  public func setChildren(_ newChildren: [any DataSource]) throws(ListError) -> BatchUpdate {
    let erased = newChildren.map { AnyDataSource($0) }
    _ = try plan(erased)
    return try updates.run(.queue(returning: BatchUpdate())) { () throws(ListError) in
      try self.apply(self.plan(erased))
    }
  }

  /// The children after `setChildren`, checked, with what to keep.
  private struct ChildrenPlan {
    var next: [AnyDataSource]
    var nextCounts: [[Int]]
    var oldIndex: [ObjectIdentifier: Int]
    var newIndex: [ObjectIdentifier: Int]
  }

  /// Checks every new child before anything changes.
  private func plan(_ newChildren: [AnyDataSource]) throws(ListError) -> ChildrenPlan {
    var oldIndex: [ObjectIdentifier: Int] = [:]
    for (index, child) in children.enumerated() { oldIndex[ChildIdentity(child).id] = index }
    var next: [AnyDataSource] = []
    var nextCounts: [[Int]] = []
    var newIndex: [ObjectIdentifier: Int] = [:]
    var adopted: [AnyDataSource] = []
    for erased in newChildren {
      let identity = ChildIdentity(erased)
      guard newIndex[identity.id] == nil else {
        throw .alreadyComposed(child: String(describing: type(of: erased.base)))
      }
      newIndex[identity.id] = next.count
      if let index = oldIndex[identity.id] {
        next.append(children[index])
        nextCounts.append(childSectionCounts[index])
      } else {
        adopted.append(erased)
        next.append(erased)
        nextCounts.append(sectionCounts(of: erased))
      }
    }
    try checkCanAdopt(adopted)
    return ChildrenPlan(
      next: next, nextCounts: nextCounts, oldIndex: oldIndex, newIndex: newIndex)
  }

  private func apply(_ plan: ChildrenPlan) throws(ListError) -> BatchUpdate {
    let oldIdentities = children.map(ChildIdentity.init)
    let newIdentities = plan.next.map(ChildIdentity.init)
    var moved: Set<ObjectIdentifier> = []
    for stage in newIdentities.stagedDifference(from: oldIdentities).stages {
      for move in stage.update.movedItems where newIdentities.indices.contains(move.to.item) {
        moved.insert(newIdentities[move.to.item].id)
      }
    }
    let nextSpans = PrefixSums(plan.nextCounts.map(layout.units(of:)))
    var update = BatchUpdate()
    for (index, identity) in oldIdentities.enumerated() where plan.newIndex[identity.id] == nil {
      let start = spans.start(of: index) ?? 0
      for unit in start..<ListLimits.add(start, spans.count(at: index) ?? 0) {
        update.delete(unit, layout: layout)
      }
    }
    for (index, identity) in newIdentities.enumerated() {
      let start = nextSpans.start(of: index) ?? 0
      let units = nextSpans.count(at: index) ?? 0
      if let old = plan.oldIndex[identity.id] {
        guard moved.contains(identity.id), let oldStart = spans.start(of: old) else { continue }
        for unit in 0..<units {
          update.move(
            ListLimits.add(oldStart, unit), to: ListLimits.add(start, unit), layout: layout)
        }
      } else {
        for unit in start..<ListLimits.add(start, units) { update.insert(unit, layout: layout) }
      }
    }

    for (index, child) in children.enumerated()
    where plan.newIndex[oldIdentities[index].id] == nil {
      child.updates.detach()
    }
    children = plan.next
    spans = nextSpans
    childSectionCounts = plan.nextCounts
    reattachChildren()
    return try updates.send(update)
  }
}

/// A child's identity in a composition: the object it wraps.
struct ChildIdentity: Hashable, DiffIdentifiable, ContentEquatable {
  let id: ObjectIdentifier

  @MainActor init(_ child: AnyDataSource) {
    id = ObjectIdentifier(child.base)
  }
}
