extension ChangeFeedDataSource {
  /// What the items that a transaction's batches keep tell about its events.
  struct KeptItemsCheck {
    /// The first kept item that lands where the new sections have another one.
    var mismatch: ChangeEventError?
    /// Kept items whose content changed though no batch refreshes them, at their new
    /// positions in this source, in order.
    var stale: [ListPosition] = []
  }

  /// Checks the items that a transaction's batches keep, in one pass: that each lands on
  /// itself (when ``checksItemIdentity`` is on and the models have identities), and that each
  /// whose content changed is refreshed (when ``checksItemContent`` is on and the models are
  /// `ContentEquatable` or `Equatable`).
  ///
  /// The batches are read as UIKit reads them: in the first, deleted and moved-from positions
  /// leave, inserted and moved-to positions are filled, and every other old position (reloads
  /// included) fills the remaining new positions in order, section by section. Moved items are
  /// kept: a moved cell is not filled again. Reloaded items, items of reloaded sections, and
  /// the new positions that later batches reload or reconfigure are refreshed.
  ///
  /// - Complexity: O(n + c log c), where n is the number of items before and after and c the
  ///   number of changes in the batches, plus n content comparisons.
  func checkKeptItems(
    of batches: [BatchUpdate], from old: [ListSection<Model>], to new: [ListSection<Model>]
  ) -> KeptItemsCheck {
    var result = KeptItemsCheck()
    let oldIDs = checksItemIdentity ? Self.identifiers(of: old) : nil
    let newIDs = oldIDs == nil ? nil : Self.identifiers(of: new)
    let comparesContent = checksItemContent && Self.modelsCompareContent
    guard (oldIDs != nil && newIDs != nil) || comparesContent else { return result }
    let batch = batches.first ?? BatchUpdate()
    let refreshedBefore = Set(batch.reloadedItems + batch.reconfiguredItems)
    let reloadedSections = Set(batch.reloadedSections)
    let refreshedAfter = Set(
      batches.dropFirst().flatMap { $0.reloadedItems + $0.reconfiguredItems })
    /// Checks one kept item; returns `false` once the identities disagree.
    func keep(_ from: ListPosition, _ to: ListPosition) -> Bool {
      if let oldIDs, let newIDs,
        Self.identifier(in: oldIDs, at: from) != Self.identifier(in: newIDs, at: to)
      {
        result.mismatch = .itemMismatch(from: from, to: to)
        return false
      }
      if comparesContent, !refreshedBefore.contains(from),
        !reloadedSections.contains(from.section), !refreshedAfter.contains(to),
        let before = Self.model(in: old, at: from), let after = Self.model(in: new, at: to),
        !MixedItem(before).isContentEqual(to: MixedItem(after))
      {
        result.stale.append(to)
      }
      return true
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
      guard keep(move.from, move.to) else { return result }
    }
    var sectionOfOld = newSectionOfOld
    for move in batch.movedSections { sectionOfOld[move.from] = move.to }
    for (section, items) in old.enumerated() {
      guard let target = sectionOfOld[section], new.indices.contains(target) else { continue }
      let kept = Self.survivors(
        count: items.items.count, removed: removed[section, default: []],
        placed: placed[target, default: []])
      for (item, newItem) in kept.sorted(by: { $0.key < $1.key }) {
        let from = ListPosition(section: section, item: item)
        guard keep(from, ListPosition(section: target, item: newItem)) else { return result }
      }
    }
    result.stale.sort()
    return result
  }

  /// A Boolean value that indicates whether two models can be compared for content: the model
  /// type is `ContentEquatable` or `Equatable`.
  static var modelsCompareContent: Bool {
    Model.self is any ContentEquatable.Type || Model.self is any Equatable.Type
  }

  private static func model(in sections: [ListSection<Model>], at position: ListPosition)
    -> Model?
  {
    guard sections.indices.contains(position.section),
      sections[position.section].items.indices.contains(position.item)
    else { return nil }
    return sections[position.section].items[position.item]
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
        guard let identifiable = model as? any Identifiable else { return nil }
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
