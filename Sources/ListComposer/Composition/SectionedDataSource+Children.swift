extension SectionedDataSource {
  /// Appends a child after the existing ones.
  ///
  /// - Returns: The inserted sections (sectioned layout) or items (linear layout).
  /// - Throws: ``ListError/alreadyComposed(child:)`` or ``ListError/compositionCycle(_:)``;
  ///   nothing changes then.
  /// - Complexity: O(k), where k is the number of children.
  @discardableResult
  public func append(_ child: some DataSource) throws(ListError) -> BatchUpdate {
    try insert(child, at: children.count)
  }

  /// Inserts a child at an index (clamped to `0...children.count`).
  ///
  /// - Throws: ``ListError/alreadyComposed(child:)`` or ``ListError/compositionCycle(_:)``;
  ///   nothing changes then.
  /// - Complexity: O(k), where k is the number of children.
  @discardableResult
  public func insert(_ child: some DataSource, at index: Int) throws(ListError) -> BatchUpdate {
    let index = min(max(0, index), children.count)
    let erased = AnyDataSource(child)
    try checkCanAdopt(erased)
    let counts = sectionCounts(of: erased)
    children.insert(erased, at: index)
    spans.insert(layout.units(of: counts), at: index)
    childSectionCounts.insert(counts, at: index)
    reattachChildren(from: index)
    return updates.publish(span(of: index, inserted: true))
  }

  /// Removes the child at an index and returns it, free to join another composition.
  ///
  /// - Throws: ``ListError/sectionOutOfRange(_:sectionCount:)`` naming the child index when it
  ///   does not exist.
  /// - Complexity: O(k), where k is the number of children.
  @discardableResult
  public func removeChild(at index: Int) throws(ListError) -> (
    child: AnyDataSource, update: BatchUpdate
  ) {
    guard children.indices.contains(index) else {
      throw .sectionOutOfRange(index, sectionCount: children.count)
    }
    let child = children[index]
    let update = span(of: index, inserted: false)
    children.remove(at: index)
    spans.remove(at: index)
    childSectionCounts.remove(at: index)
    child.updates.detach()
    reattachChildren(from: index)
    return (child, updates.publish(update))
  }

  /// Re-reads every child's counts: call it after changing a child that does not report its
  /// changes through its ``DataSource/updates`` relay.
  ///
  /// - Complexity: O(k + s), where k is the number of children and s their number of sections.
  public func reloadCounts() {
    childSectionCounts = children.map(sectionCounts(of:))
    spans = PrefixSums(childSectionCounts.map(layout.units(of:)))
  }

  // MARK: Internals

  /// Throws when `child` contains this composition (or is it) or already has a parent.
  func checkCanAdopt(_ child: AnyDataSource) throws(ListError) {
    var ancestor: AnyObject? = self
    while let node = ancestor {
      if node === child.base {
        throw .compositionCycle(String(describing: type(of: child.base)))
      }
      ancestor = (node as? any DataSource)?.updates.parent
    }
    if child.updates.hasParent {
      throw .alreadyComposed(child: String(describing: type(of: child.base)))
    }
  }

  /// Points each child's relay from `index` on at its current index in this composition.
  func reattachChildren(from index: Int) {
    for position in index..<children.count {
      children[position].updates.attach(to: self) { [weak self] update in
        self?.childDidChange(at: position, update) ?? update
      }
    }
  }

  private func childDidChange(at index: Int, _ update: BatchUpdate) -> BatchUpdate {
    guard children.indices.contains(index), let start = spans.start(of: index) else {
      return update
    }
    let child = children[index]
    let newCounts = sectionCounts(of: child)
    let remapped =
      layout == .sections
      ? update.offsettingSections(by: start)
      : update.flattened(
        itemOffset: start, oldCounts: childSectionCounts[index], newCounts: newCounts)
    spans.set(index, to: layout.units(of: newCounts))
    childSectionCounts[index] = newCounts
    return updates.publish(remapped)
  }

  func sectionCounts(of child: AnyDataSource) -> [Int] {
    (0..<child.numberOfSections).map { child.numberOfItems(inSection: $0) }
  }

  /// The units the child at `index` occupies, as an insertion or a deletion.
  private func span(of index: Int, inserted: Bool) -> BatchUpdate {
    let start = spans.start(of: index) ?? 0
    var update = BatchUpdate()
    for unit in start..<start + layout.units(of: childSectionCounts[index]) {
      if inserted {
        update.insert(unit, layout: layout)
      } else {
        update.delete(unit, layout: layout)
      }
    }
    return update
  }
}
