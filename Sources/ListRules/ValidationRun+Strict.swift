import ListDiffing

extension ValidationRun {
  /// Returns the combinations UIKit accepts but displays wrongly (§3.5, "unsafe"): item changes
  /// inside a section that moves, item reloads in a batch that inserts, deletes or moves
  /// sections, and reloads that other changes shift away from their index path.
  func unsafeCombinations(sections: SectionMapping) -> [InternalInconsistency] {
    var warnings: [InternalInconsistency] = []
    if let reload = batch.reloadedItems.min(),
      !batch.insertedSections.isEmpty || !batch.deletedSections.isEmpty
        || !batch.movedSections.isEmpty
    {
      let sectionChange =
        !batch.insertedSections.isEmpty
        ? "inserts section \(batch.insertedSections.min() ?? 0)"
        : !batch.deletedSections.isEmpty
          ? "deletes section \(batch.deletedSections.min() ?? 0)"
          : "moves section \(batch.movedSections.first?.from ?? 0)"
      warnings.append(
        InternalInconsistency(
          .unsafeCombination,
          "[strict] the \(flavor.itemNoun) reload at index path (\(reload.section) - "
            + "\(reload.item)) shares a batch that \(sectionChange); item reloads are not safe "
            + "when sections are inserted, deleted or moved in the same batch: reload in a "
            + "separate batch, or reconfigure instead"))
    }
    let movedFrom = Set(batch.movedSections.map(\.from))
    let movedTo = Set(batch.movedSections.map(\.to))
    if !batch.movedSections.isEmpty,
      let section = [batch.deletedItems, batch.reloadedItems, batch.movedItems.map(\.from)]
        .joined().lazy.map(\.section).first(where: movedFrom.contains)
        ?? [batch.insertedItems, batch.reloadedItems, batch.movedItems.map(\.to)]
        .joined().lazy.map(\.section).first(where: movedTo.contains)
    {
      warnings.append(
        InternalInconsistency(
          .unsafeCombination,
          "[strict] \(flavor.itemNoun) changes inside section \(section), which moves in the "
            + "same batch, corrupt the \(flavor.viewNoun)'s display; move the section and "
            + "change its \(flavor.itemsNoun) in separate batches"))
    }
    for position in batch.reloadedItems.sorted() {
      guard let new = sections.newIndex(ofOld: position.section) else { continue }
      let removedBefore =
        (groups.deletedItems(inSection: position.section).map(\.item)
        + groups.movesFrom(section: position.section).map(\.from.item))
        .filter { $0 < position.item }.count
      let placedBefore =
        (groups.insertedItems(inSection: new).map(\.item)
        + groups.movesTo(section: new).map(\.to.item))
        .filter { $0 < position.item }.count
      guard new != position.section || removedBefore != placedBefore else { continue }
      let shifted = ListPosition(
        section: new, item: position.item - removedBefore + placedBefore)
      warnings.append(
        InternalInconsistency(
          .unsafeCombination,
          "[strict] the reload of index path (\(position.section) - \(position.item)) is "
            + "shifted by other updates in the batch to (\(shifted.section) - \(shifted.item)); "
            + "UIKit replaces the cell at (\(position.section) - \(position.item)) after the "
            + "update, which now shows another \(flavor.itemNoun); reload in a separate batch, "
            + "or delete and insert instead"))
      break
    }
    return warnings
  }

  /// Returns a fault when the mapping puts a kept item where the new data has a different one.
  func identityMismatch(mapping: BatchMapping, before: [[AnyHashable]], after: [[AnyHashable]])
    -> InternalInconsistency?
  {
    guard before.map(\.count) == self.before, after.map(\.count) == self.after else { return nil }
    for (section, origins) in mapping.itemOrigins.enumerated() where after.indices.contains(section)
    {
      for (item, origin) in origins.enumerated() where after[section].indices.contains(item) {
        guard case .old(let old) = origin, before.indices.contains(old.section),
          before[old.section].indices.contains(old.item)
        else { continue }
        let was = before[old.section][old.item]
        let now = after[section][item]
        guard was != now else { continue }
        return validator.identityMismatch(
          at: ListPosition(section: section, item: item), from: old, was: was, now: now)
      }
    }
    return nil
  }
}

extension BatchValidator {
  /// The fault of a kept item whose new position holds another item in the data.
  package func identityMismatch(
    at position: ListPosition, from old: ListPosition, was: AnyHashable, now: AnyHashable
  ) -> InternalInconsistency {
    InternalInconsistency(
      .identityMismatch,
      "[strict] after the update, index path (\(position.section) - \(position.item)) keeps the "
        + "cell of the \(flavor.itemNoun) that was at (\(old.section) - \(old.item)) before the "
        + "update (\(was.base)), but the data source has \(now.base) there")
  }
}
