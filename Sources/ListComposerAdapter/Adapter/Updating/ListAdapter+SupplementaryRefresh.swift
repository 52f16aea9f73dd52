import ListComposer

extension ListAdapter {
  /// Fills again, in place, the supplementary views the view shows for the sections whose items
  /// a batch changed, when their decorators refresh with the items
  /// (`SupplementaryDecorator.refreshesWithItems`): UIKit keeps a header as it is until its
  /// section reloads, so a "Messages (3)" header would go stale.
  ///
  /// - Complexity: O(c + t · k), where c is the number of operations of the batch, t the
  ///   number of sections it touched and k the number of supplementary kinds of the screen.
  func refreshSupplementaryViews(after update: BatchUpdate) {
    // A screen with no supplementary kinds has nothing to refresh: asked first, it spares the
    // dynamic cast of the view at every batch.
    guard !registeredSupplementaries.isEmpty, let host = view as? any SupplementaryViewHost
    else { return }
    // The registrations `registerNewTypes()` kept at the start of this `apply`: walking the
    // composition's registrations again would cost a pass over every child per batch.
    let kinds = Set(registeredSupplementaries.map(\.kind)).sorted()
    guard !kinds.isEmpty else { return }
    let sections = sectionsWithChangedItems(update)
    for section in sections.sorted() {
      for kind in kinds {
        guard let shown = host.displayedSupplementaryView(ofKind: kind, inSection: section)
        else { continue }
        _ = source.refreshSupplementaryView(shown, ofKind: kind, inSection: section)
      }
    }
  }

  /// The sections, after a batch, whose items it inserted, deleted, moved, reloaded or
  /// reconfigured; sections it inserted, deleted or reloaded are not among them (their views
  /// are new).
  private func sectionsWithChangedItems(_ update: BatchUpdate) -> Set<Int> {
    let countBefore =
      numberOfSections + update.deletedSections.count - update.insertedSections.count
    let mapping = update.sectionMapping(countBefore: countBefore)
    var sections = Set(update.insertedItems.map(\.section))
    sections.formUnion(update.movedItems.map(\.to.section))
    for old in update.deletedItems.map(\.section) + update.movedItems.map(\.from.section)
      + update.reloadedItems.map(\.section) + update.reconfiguredItems.map(\.section)
    {
      if let new = mapping[old] { sections.insert(new) }
    }
    sections.subtract(update.insertedSections)
    let reloaded = Set(update.reloadedSections)
    return sections.filter { section in
      !reloaded.contains(where: { mapping[$0] == section })
    }
  }
}
