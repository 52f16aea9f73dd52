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
  /// (the result then has ``ListChange/isQueued`` set).
  ///
  /// - Throws: ``ListError/alreadyComposed(child:)`` when a new child belongs to another
  ///   composition or appears twice in `newChildren`, ``ListError/alreadyAttached(_:)`` when a
  ///   host shows it, ``ListError/compositionCycle(_:)`` when a new child contains this
  ///   composition, ``ListError/nestingTooDeep(depth:maximum:)`` when a new child would nest
  ///   the screen deeper than `ListLimits.maximumNestingDepth`,
  ///   ``ListError/conflictingRegistration(reuseIdentifier:existing:new:)`` when the host showing
  ///   the screen cannot register a new child's cell type; nothing changes then.
  ///   ``ListError/hostFailed(host:reason:)`` when the host could not apply the batch (it
  ///   reloaded).
  /// - Complexity: O(*k* + *u* + *p* log *p*) expected, where *k* is the number of old and new
  ///   children, *u* the number of sections (or items) of the removed, inserted and moved
  ///   children, and *p* the number of kept children; plus O(*n* + *d*) to check the depth,
  ///   where *n* is the number of sources in the children that join and *d* the number of
  ///   levels above this composition.
  @discardableResult
  public func setChildren(_ newChildren: [any DataSource]) throws(ListError) -> ListChange {
    let erased = newChildren.map { AnyDataSource($0) }
    _ = try plan(erased)
    replacementGeneration &+= 1
    return try updates.run(.queue(returning: .queued)) { () throws(ListError) in
      ListChange(try self.apply(self.plan(erased)))
    }
  }

  /// Replaces the children with new ones, computing which kept children move away from the
  /// main actor, and applies the batch on the main actor, like ``setChildren(_:)``.
  ///
  /// Matching the old and new children and finding the fewest moves takes time in proportion
  /// to the number of children; the `scheduler` (the cooperative thread pool by default) does
  /// it. Checking the new children and adopting them needs the main actor and happens there,
  /// first when the call begins (so a child that cannot join throws at once) and again when
  /// the batch is applied.
  ///
  ///     try await screen.setChildren([pinned, feed, suggestions])
  ///
  /// The update never applies a stale result: when the children changed while the moves were
  /// being computed, it computes them again (the last attempt on the main actor). Calls
  /// coalesce, the latest wins: a call that finds a later `setChildren` begun when its work
  /// finishes returns ``AsyncUpdateOutcome/superseded``; a call whose task is cancelled first
  /// returns ``AsyncUpdateOutcome/cancelled``. Neither changes anything.
  ///
  /// - Parameters:
  ///   - newChildren: The children to show, in order.
  ///   - scheduler: Where to compute the moves.
  /// - Returns: What the call did; when it applied, the ``ListChange`` it published (no batch
  ///   when nothing changed; ``ListChange/isQueued`` when the update was queued behind a
  ///   change the screen was applying).
  /// - Throws: What ``setChildren(_:)`` throws, when the call begins or when it applies.
  @discardableResult
  public func setChildren(
    _ newChildren: [any DataSource], scheduler: DiffScheduler = .background
  ) async throws(ListError) -> AsyncUpdateOutcome {
    let erased = newChildren.map { AnyDataSource($0) }
    _ = try plan(erased)
    replacementGeneration &+= 1
    let generation = replacementGeneration
    let newIdentities = erased.map(ChildIdentity.init)
    for _ in 0..<DiffScheduler.attemptsBeforeMainActor {
      if Task.isCancelled { return .cancelled }
      let oldIdentities = children.map(ChildIdentity.init)
      let moved = await scheduler.run {
        Self.movedChildren(from: oldIdentities, to: newIdentities)
      }
      if Task.isCancelled { return .cancelled }
      guard generation == replacementGeneration else { return .superseded }
      if !updates.isApplyingChange, children.map(ChildIdentity.init) == oldIdentities {
        let change = try updates.run(.queue(returning: ListChange.queued)) {
          () throws(ListError) in ListChange(try self.apply(self.plan(erased), moved: moved))
        }
        return .applied(change)
      }
    }
    // The children changed under every attempt: compute the moves here, where they cannot.
    let change = try updates.run(.queue(returning: ListChange.queued)) { () throws(ListError) in
      ListChange(try self.apply(self.plan(erased)))
    }
    return .applied(change)
  }

  /// The children after `setChildren`, checked, with what to keep.
  private struct ChildrenPlan {
    /// The children in their new order; every new one's wrapper holds its counts.
    var next: [AnyDataSource]
    var oldIndex: [ObjectIdentifier: Int]
    var newIndex: [ObjectIdentifier: Int]
  }

  /// Checks every new child before anything changes.
  private func plan(_ newChildren: [AnyDataSource]) throws(ListError) -> ChildrenPlan {
    var oldIndex: [ObjectIdentifier: Int] = [:]
    for (index, child) in children.enumerated() { oldIndex[ChildIdentity(child).id] = index }
    var next: [AnyDataSource] = []
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
      } else {
        // A wrapper of its own, made for this call: nothing else reads its counts.
        erased.sectionCounts = sectionCounts(of: erased)
        adopted.append(erased)
        next.append(erased)
      }
    }
    try checkCanAdopt(adopted)
    return ChildrenPlan(
      next: next, oldIndex: oldIndex, newIndex: newIndex)
  }

  /// The kept children that move when `old` becomes `new`: all but one longest run that keeps
  /// its relative order.
  ///
  /// - Complexity: O(*k* + *p* log *p*) expected, where *k* is the number of old and new
  ///   children and *p* the number of kept children.
  nonisolated static func movedChildren(
    from old: [ChildIdentity], to new: [ChildIdentity]
  ) -> Set<ObjectIdentifier> {
    var moved: Set<ObjectIdentifier> = []
    for stage in new.stagedDifference(from: old).stages {
      for move in stage.update.movedItems where new.indices.contains(move.to.item) {
        moved.insert(new[move.to.item].id)
      }
    }
    return moved
  }

  /// Applies a plan and publishes its batch; `moved` are the kept children that move, computed
  /// here when not given.
  private func apply(_ plan: ChildrenPlan, moved: Set<ObjectIdentifier>? = nil) throws(ListError)
    -> BatchUpdate
  {
    let oldIdentities = children.map(ChildIdentity.init)
    let newIdentities = plan.next.map(ChildIdentity.init)
    let moved = moved ?? Self.movedChildren(from: oldIdentities, to: newIdentities)
    let nextSpans = spans(of: plan.next)
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
    reattachChildren()
    return try updates.send(update).batch
  }
}

/// A child's identity in a composition: the object it wraps.
struct ChildIdentity: Hashable, Identifiable, Sendable {
  let id: ObjectIdentifier

  @MainActor init(_ child: AnyDataSource) {
    id = ObjectIdentifier(child.base)
  }
}
