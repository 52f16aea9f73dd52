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
  /// - Throws: ``ListError/alreadyComposed(child:)`` when a new child belongs to another
  ///   composition or appears twice in `newChildren`, ``ListError/compositionCycle(_:)`` when a
  ///   new child contains this composition; nothing changes then.
  /// - Complexity: O(*k* + *u* + *p* log *p*) expected, where *k* is the number of old and new
  ///   children, *u* the number of sections (or items) of the removed, inserted and moved
  ///   children, and *p* the number of kept children.
  @discardableResult
  public func setChildren(_ newChildren: [any DataSource]) throws(ListError) -> BatchUpdate {
    let oldIdentities = children.map(ChildIdentity.init)
    var oldIndex: [ObjectIdentifier: Int] = [:]
    for (index, identity) in oldIdentities.enumerated() { oldIndex[identity.id] = index }

    // Check every child before changing anything.
    var next: [AnyDataSource] = []
    var nextCounts: [[Int]] = []
    var newIndex: [ObjectIdentifier: Int] = [:]
    for child in newChildren {
      let erased = AnyDataSource(child)
      let identity = ChildIdentity(erased)
      guard newIndex[identity.id] == nil else {
        throw .alreadyComposed(child: String(describing: type(of: erased.base)))
      }
      newIndex[identity.id] = next.count
      if let index = oldIndex[identity.id] {
        next.append(children[index])
        nextCounts.append(childSectionCounts[index])
      } else {
        try checkCanAdopt(erased)
        next.append(erased)
        nextCounts.append(sectionCounts(of: erased))
      }
    }

    let newIdentities = next.map(ChildIdentity.init)
    var moved: Set<ObjectIdentifier> = []
    for stage in newIdentities.stagedDifference(from: oldIdentities).stages {
      for move in stage.update.movedItems where newIdentities.indices.contains(move.to.item) {
        moved.insert(newIdentities[move.to.item].id)
      }
    }
    let nextSpans = PrefixSums(nextCounts.map(layout.units(of:)))
    var update = BatchUpdate()
    for (index, identity) in oldIdentities.enumerated() where newIndex[identity.id] == nil {
      let start = spans.start(of: index) ?? 0
      for unit in start..<start + spans.counts[index] { update.delete(unit, layout: layout) }
    }
    for (index, identity) in newIdentities.enumerated() {
      let start = nextSpans.start(of: index) ?? 0
      let units = nextSpans.counts[index]
      if let old = oldIndex[identity.id] {
        guard moved.contains(identity.id), let oldStart = spans.start(of: old) else { continue }
        for unit in 0..<units { update.move(oldStart + unit, to: start + unit, layout: layout) }
      } else {
        for unit in start..<start + units { update.insert(unit, layout: layout) }
      }
    }

    for (index, child) in children.enumerated() where newIndex[oldIdentities[index].id] == nil {
      child.updates.detach()
    }
    children = next
    spans = nextSpans
    childSectionCounts = nextCounts
    reattachChildren(from: 0)
    return updates.publish(update)
  }
}

/// A child's identity in a composition: the object it wraps.
struct ChildIdentity: Hashable, DiffIdentifiable, ContentEquatable {
  let id: ObjectIdentifier

  @MainActor init(_ child: AnyDataSource) {
    id = ObjectIdentifier(child.base)
  }
}
