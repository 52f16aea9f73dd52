extension SectionedDataSource {
  /// Appends a child after the existing ones.
  ///
  /// - Returns: The inserted sections (sectioned layout) or items (linear layout).
  /// - Throws: As ``insert(_:at:)``.
  /// - Complexity: O(k) to update the position tables (`PrefixSums`: a pass over the
  ///   children's counts that keeps every lookup O(1)), O(√k) to re-point the children's relays,
  ///   plus the child's sections or items, where k is the number of children.
  @discardableResult
  public func append(_ child: some DataSource) throws(ListError) -> ListChange {
    try insert(child, at: Int.max)
  }

  /// Inserts a child at an index (clamped to `0...children.count`).
  ///
  /// Made while the screen applies another change, the insertion is queued and runs after it
  /// (the result is then empty).
  ///
  /// - Throws: ``ListError/alreadyComposed(child:)``, ``ListError/alreadyAttached(_:)`` or
  ///   ``ListError/compositionCycle(_:)``; ``ListError/nestingTooDeep(depth:maximum:)`` when the
  ///   child, with the levels from the screen's root down to this composition, would nest the
  ///   screen deeper than `ListLimits.maximumNestingDepth`;
  ///   ``ListError/conflictingRegistration(reuseIdentifier:existing:new:)`` when the host showing
  ///   the screen has another cell class under one of the child's reuse identifiers; nothing
  ///   changes then. ``ListError/hostFailed(host:reason:)`` when the host could not apply the
  ///   insertion (it reloaded, and shows the child).
  /// - Complexity: O(k) to update the position tables (`PrefixSums`: a pass over the
  ///   children's counts that keeps every lookup O(1)), O(√k) to re-point the children's relays,
  ///   plus the child's sections or items, where k is the number of children; O(n + d) to
  ///   check its depth, where n is the number of sources in the child and d the number of
  ///   levels above this composition.
  @discardableResult
  public func insert(_ child: some DataSource, at index: Int) throws(ListError) -> ListChange {
    let erased = AnyDataSource(child)
    try checkCanAdopt([erased])
    return try updates.run(.queue(returning: .queued)) { () throws(ListError) in
      // Checked again: a queued insertion runs after other changes.
      try self.checkCanAdopt([erased])
      let index = min(max(0, index), self.children.count)
      erased.sectionCounts = self.sectionCounts(of: erased)
      self.children.insert(erased, at: index)
      self.spans.insert(self.layout.units(of: erased.sectionCounts), at: index)
      self.attach(erased, slot: self.slots.insert(at: index))
      return try self.updates.send(self.span(of: index, inserted: true))
    }
  }

  /// Removes the child at an index and returns it, free to join another composition.
  ///
  /// - Throws: ``ListError/childOutOfRange(_:childCount:)`` when the child does not exist, and
  ///   ``ListError/changeDuringUpdate(_:)`` when called while the screen applies another change
  ///   (the index may no longer name the same child); nothing changes then.
  /// - Complexity: O(k) to update the position tables (`PrefixSums`: a pass over the
  ///   children's counts that keeps every lookup O(1)), O(√k) to re-point the children's relays,
  ///   plus the child's sections or items, where k is the number of children.
  @discardableResult
  public func removeChild(at index: Int) throws(ListError) -> (
    child: AnyDataSource, update: ListChange
  ) {
    guard children.indices.contains(index) else {
      throw .childOutOfRange(index, childCount: children.count)
    }
    let child = children[index]
    let policy = UpdateRelay.NestedChangePolicy<ListChange>.reject(
      .changeDuringUpdate("removeChild(at:)"))
    let update = try updates.run(policy) { () throws(ListError) in
      let update = self.span(of: index, inserted: false)
      self.children.remove(at: index)
      self.spans.remove(at: index)
      self.slots.remove(at: index)
      child.updates.detach()
      return try self.updates.send(update)
    }
    return (child, update)
  }

  /// Re-reads every child's counts: call it after changing a child that does not report its
  /// changes through its ``DataSource/updates`` relay.
  ///
  /// - Complexity: O(k + s), where k is the number of children and s their number of sections.
  public func reloadCounts() {
    for child in children { child.sectionCounts = sectionCounts(of: child) }
    spans = spans(of: children)
  }

  // MARK: Internals

  /// Throws when a child contains this composition (or is it), already has a parent, is shown
  /// by a host, would nest the screen too deep, or needs a cell type that the host showing
  /// this screen cannot register.
  func checkCanAdopt(_ newChildren: [AnyDataSource]) throws(ListError) {
    let lineage = lineage()
    for child in newChildren {
      if lineage.contains(where: { $0 === child.base }) {
        throw .compositionCycle(String(describing: type(of: child.base)))
      }
      if child.updates.hasParent {
        throw .alreadyComposed(child: String(describing: type(of: child.base)))
      }
      if child.updates.hasHost {
        throw .alreadyAttached("host (\(type(of: child.base)) is the root of a screen)")
      }
    }
    try checkNestingDepth(adopting: newChildren, levels: lineage.count)
    try updates.checkScreenCanRegister(newChildren.flatMap(\.cellRegistrations))
  }

  /// Gives every child a new slot and points its relay at this composition.
  ///
  /// - Complexity: O(k), where k is the number of children.
  func reattachChildren() {
    slots = ChildSlots(count: children.count)
    for (index, child) in children.enumerated() {
      guard let slot = slots[index] else { continue }
      attach(child, slot: slot)
    }
  }

  /// Points a child's relay at this composition: the child's changes are remapped from the
  /// index its slot has when they arrive, so inserting or removing a sibling does not touch it.
  func attach(_ child: AnyDataSource, slot: ChildSlot) {
    child.updates.attach(to: self, relay: updates) { [weak self, slot] update in
      guard let self, let index = self.slots.index(of: slot) else { return update }
      return self.childDidChange(at: index, update)
    }
  }

  /// Remaps a child's change into this composition's positions and updates the lookup tables;
  /// the caller publishes the result from this composition's relay.
  ///
  /// A change that names positions outside the child (before or after it, as its counts say)
  /// is not allowed to land on a sibling: those positions are remapped past the end of the
  /// composition, so the host rejects the batch, reloads, and the caller hears of it.
  private func childDidChange(at index: Int, _ update: BatchUpdate) -> BatchUpdate {
    guard children.indices.contains(index), let start = spans.start(of: index) else {
      return update
    }
    let child = children[index]
    let oldCounts = child.sectionCounts
    let newCounts = sectionCounts(of: child)
    // The stage's proof checked its own batch against the child's counts: that batch lies
    // within them, so confining it would return it as it is.
    let proof = StageProof.current
    let proved =
      proof.map {
        $0.countsBefore == oldCounts && $0.countsAfter == newCounts && $0.update == update
      } ?? false
    let checked = proved ? update : update.confined(oldCounts: oldCounts, newCounts: newCounts)
    let remapped =
      layout == .sections
      ? checked.offsettingSections(by: start)
      : checked.flattened(itemOffset: start, oldCounts: oldCounts, newCounts: newCounts)
    if proof != nil, layout == .sections {
      StageProof.noteShift(of: update, confined: checked, to: remapped, by: start, proved: proved)
    }
    spans.set(index, to: layout.units(of: newCounts))
    child.sectionCounts = newCounts
    return remapped
  }

  /// A child's item count per section, each count clamped by `ListLimits.clamp(_:)`.
  func sectionCounts(of child: AnyDataSource) -> [Int] {
    (0..<ListLimits.clamp(child.numberOfSections)).map {
      ListLimits.clamp(child.numberOfItems(inSection: $0))
    }
  }

  /// The units the child at `index` occupies, as an insertion or a deletion.
  private func span(of index: Int, inserted: Bool) -> BatchUpdate {
    let start = spans.start(of: index) ?? 0
    let end = ListLimits.add(start, layout.units(of: children[index].sectionCounts))
    var update = BatchUpdate()
    for unit in start..<end {
      if inserted {
        update.insert(unit, layout: layout)
      } else {
        update.delete(unit, layout: layout)
      }
    }
    return update
  }
}
