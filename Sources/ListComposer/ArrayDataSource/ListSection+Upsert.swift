// The upsert of the array-backed sources, as a pure operation on their sections: `ArrayDataSource`
// merges `Updatable` models, `MixedDataSource` replaces items of any type that have an identity.

extension Array {
  /// Updates the items whose identity matches an incoming value and appends the others to a
  /// section; returns the change in the source's own positions.
  ///
  /// Matching searches every section; the first existing item with an identity wins. An incoming
  /// value whose content equals the matched item's changes nothing. An identity that appears
  /// several times in `newItems` is merged in order into one item. A value without an identity
  /// (`identity` returns `nil`) matches nothing and is always appended.
  ///
  /// Changed items are reported at their positions as reloads or, with `.reconfigure`, as
  /// reconfigurations (a matched item keeps its identity, so it can keep its cell); appended
  /// items as inserts. Checks before mutating, so a thrown error changes nothing.
  ///
  /// - Throws: ``ListError/sectionOutOfRange(_:sectionCount:)`` when `section` does not exist
  ///   and there is something to append.
  /// - Complexity: O(n + m) expected, the numbers of existing and incoming items, plus the cost
  ///   of the closures.
  mutating func upsertItems<Model, Identity: Hashable>(
    _ newItems: [Model], appendingToSection section: Int, style: DiffOptions.UpdateStyle,
    identity: (Model) -> Identity?, isContentEqual: (Model, Model) -> Bool,
    merge: (inout Model, Model) -> Void
  ) throws(ListError) -> BatchUpdate where Element == ListSection<Model> {
    var positions: [Identity: ListPosition] = [:]
    for (sectionIndex, content) in enumerated() {
      for (index, item) in content.items.enumerated() {
        guard let key = identity(item), positions[key] == nil else { continue }
        positions[key] = ListPosition(section: sectionIndex, item: index)
      }
    }
    var updated = self
    var changed: Set<ListPosition> = []
    var appended: [Model] = []
    var appendedIndex: [Identity: Int] = [:]
    for item in newItems {
      guard let key = identity(item) else {
        appended.append(item)
        continue
      }
      if let position = positions[key] {
        let current = updated[position.section].items[position.item]
        guard !isContentEqual(current, item) else { continue }
        merge(&updated[position.section].items[position.item], item)
        changed.insert(position)
      } else if let index = appendedIndex[key] {
        merge(&appended[index], item)
      } else {
        appendedIndex[key] = appended.count
        appended.append(item)
      }
    }
    var inserted: [ListPosition] = []
    if !appended.isEmpty {
      guard updated.indices.contains(section) else {
        throw .sectionOutOfRange(section, sectionCount: updated.count)
      }
      let start = updated[section].items.count
      updated[section].items.append(contentsOf: appended)
      inserted = (start..<start + appended.count).map { ListPosition(section: section, item: $0) }
    }
    self = updated
    let changedPositions = changed.sorted()
    switch style {
    case .reload:
      return BatchUpdate(insertedItems: inserted, reloadedItems: changedPositions)
    case .reconfigure:
      return BatchUpdate(insertedItems: inserted, reconfiguredItems: changedPositions)
    }
  }
}
