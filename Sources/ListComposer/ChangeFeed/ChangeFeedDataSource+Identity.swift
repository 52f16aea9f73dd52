extension ChangeFeedDataSource {
  /// Returns the first item that a batch leaves where the new sections have another one, or
  /// `nil` when every kept item lands on itself or the models have no identity.
  ///
  /// The batch is read as UIKit reads it: deleted and moved-from positions leave, inserted and
  /// moved-to positions are filled, and every other old position (reloads included) fills the
  /// remaining new positions in order, section by section.
  ///
  /// - Complexity: O(n + c log c), where n is the number of items before and after and c the
  ///   number of changes in the batch.
  func identityMismatch(
    of batch: BatchUpdate, from old: [ListSection<Model>], to new: [ListSection<Model>]
  ) -> ChangeEventError? {
    guard let oldIDs = Self.identifiers(of: old), let newIDs = Self.identifiers(of: new) else {
      return nil
    }
    let newSectionOfOld = Self.survivors(
      count: old.count, removed: Set(batch.deletedSections + batch.movedSections.map(\.from)),
      placed: Set(batch.insertedSections + batch.movedSections.map(\.to)))
    var removed: [Int: Set<Int>] = [:]
    var placed: [Int: Set<Int>] = [:]
    for position in batch.deletedItems {
      removed[position.section, default: []].insert(position.item)
    }
    for position in batch.insertedItems {
      placed[position.section, default: []].insert(position.item)
    }
    for move in batch.movedItems {
      removed[move.from.section, default: []].insert(move.from.item)
      placed[move.to.section, default: []].insert(move.to.item)
      guard Self.identifier(in: oldIDs, at: move.from) == Self.identifier(in: newIDs, at: move.to)
      else { return .itemMismatch(from: move.from, to: move.to) }
    }
    var sectionOfOld = newSectionOfOld
    for move in batch.movedSections { sectionOfOld[move.from] = move.to }
    for (section, ids) in oldIDs.enumerated() {
      guard let target = sectionOfOld[section], newIDs.indices.contains(target) else { continue }
      let items = Self.survivors(
        count: ids.count, removed: removed[section, default: []],
        placed: placed[target, default: []])
      for (item, newItem) in items.sorted(by: { $0.key < $1.key }) {
        let from = ListPosition(section: section, item: item)
        let to = ListPosition(section: target, item: newItem)
        guard Self.identifier(in: oldIDs, at: from) == Self.identifier(in: newIDs, at: to) else {
          return .itemMismatch(from: from, to: to)
        }
      }
    }
    return nil
  }

  /// Maps each old index that is not removed to the next new index that is not placed.
  private static func survivors(count: Int, removed: Set<Int>, placed: Set<Int>) -> [Int: Int] {
    var result: [Int: Int] = [:]
    var next = 0
    for index in 0..<count where !removed.contains(index) {
      while placed.contains(next) { next += 1 }
      result[index] = next
      next += 1
    }
    return result
  }

  /// The identities of the models, by section, or `nil` when the models have none.
  private static func identifiers(of sections: [ListSection<Model>]) -> [[AnyHashable]]? {
    var result: [[AnyHashable]] = []
    result.reserveCapacity(sections.count)
    for section in sections {
      var ids: [AnyHashable] = []
      ids.reserveCapacity(section.items.count)
      for model in section.items {
        guard let identifiable = model as? any DiffIdentifiable else { return nil }
        ids.append(erasedIdentifier(of: identifiable))
      }
      result.append(ids)
    }
    return result
  }

  private static func identifier(in ids: [[AnyHashable]], at position: ListPosition)
    -> AnyHashable?
  {
    guard ids.indices.contains(position.section),
      ids[position.section].indices.contains(position.item)
    else { return nil }
    return ids[position.section][position.item]
  }
}
