extension ArrayDataSource where Model: Equatable {
  /// Returns the first position of an item equal to `item`, or `nil`.
  ///
  ///     messages.firstPosition(of: reply)  // [0, 41]
  ///
  /// For an `Identifiable` model the source looks `item`'s `id` up in an index of its items'
  /// identifiers, and compares with `==` only the items that have that identifier: the first of
  /// them (in section and item order) equal to `item` is the answer, so several items with one
  /// identifier still answer their first equal one. An item with another identifier is never
  /// compared: a model whose `==` can hold between items of different identifiers is found
  /// among those of its own. The first search after the items change reads their identifiers
  /// in order (cheaper than making the index, for a list searched once between changes); the
  /// second makes the index, and every change of the items drops it, at no cost to the change.
  ///
  /// For any other model the items are compared with `==` in order.
  ///
  /// - Complexity: O(1) expected for an `Identifiable` model (plus O(k) for k items that share
  ///   the identifier), after O(n) for each of the first two searches after the items change,
  ///   where n is the number of items; O(n) for any other model.
  public func firstPosition(of item: Model) -> ListPosition? {
    if let identified = Model.self as? any Identifiable.Type {
      return indexedPosition(of: item, identifiedAs: identified)
    }
    return linearPosition(of: item)
  }

  /// The first position of an item equal to `item`, found by comparing every item in order.
  ///
  /// - Complexity: O(n), where n is the number of items.
  private func linearPosition(of item: Model) -> ListPosition? {
    for (section, content) in sections.enumerated() {
      if let index = content.items.firstIndex(of: item) {
        return ListPosition(section: section, item: index)
      }
    }
    return nil
  }

  /// The first position of an item equal to `item` among those with its identifier: read in
  /// order by the first search since the items changed, through the index of identifiers by
  /// every later one; called with the model type's own `Identifiable` type.
  private func indexedPosition<Identified: Identifiable>(
    of item: Model, identifiedAs type: Identified.Type
  ) -> ListPosition? {
    guard Model.self == Identified.self, let identified = item as? Identified else {
      return linearPosition(of: item)
    }
    guard positionIndex != nil || hasSearchedSinceChange else {
      hasSearchedSinceChange = true
      return orderedPosition(of: item, identified)
    }
    let index = identifierIndex(of: Identified.self)
    guard let first = index.first[identified.id] else { return nil }
    if store.model(at: first) == item { return first }
    for position in index.later[identified.id] ?? [] where store.model(at: position) == item {
      return position
    }
    return nil
  }

  /// The first position of an item equal to `item` among those with `identified`'s
  /// identifier, reading the identifiers in order: what the index answers, without making it;
  /// called with the model type's own `Identifiable` type.
  ///
  /// - Complexity: O(n), where n is the number of items.
  private func orderedPosition<Identified: Identifiable>(of item: Model, _ identified: Identified)
    -> ListPosition?
  {
    for (section, content) in sections.enumerated() {
      // The model type is `Identified` itself (the caller checked), so the array is one of
      // them.
      let items = unsafeBitCast(content.items, to: [Identified].self)
      var start = 0
      while let found = items[start...].firstIndex(where: { $0.id == identified.id }) {
        if content.items[found] == item { return ListPosition(section: section, item: found) }
        start = found + 1
      }
    }
    return nil
  }

  /// The index of the items' identifiers, made now when the items changed since the last one.
  ///
  /// - Complexity: O(1), or O(n) when it makes the index, where n is the number of items.
  private func identifierIndex<Identified: Identifiable>(of type: Identified.Type)
    -> IdentifierPositions<Identified.ID>
  {
    if let index = positionIndex as? IdentifierPositions<Identified.ID> { return index }
    let index = IdentifierPositions<Identified.ID>()
    for (section, content) in sections.enumerated() {
      // The model type is `Identified` itself (the caller checked), so the array is one of
      // them: read as such, each identifier is read without a dynamic cast.
      index.add(unsafeBitCast(content.items, to: [Identified].self), section: section)
    }
    positionIndex = index
    return index
  }
}

/// Where the items of an ``ArrayDataSource`` are, by identifier: what finds an item of an
/// `Identifiable` model without comparing every item.
final class IdentifierPositions<Identifier: Hashable> {
  /// The first position of each identifier.
  var first: [Identifier: ListPosition] = [:]
  /// The later positions of each identifier that several items share, in order.
  var later: [Identifier: [ListPosition]] = [:]

  /// Adds the items of a section, after those of the sections before it.
  ///
  /// - Complexity: O(k) expected, where k is the number of items.
  func add<Item: Identifiable>(_ items: [Item], section: Int) where Item.ID == Identifier {
    first.reserveCapacity(first.count + items.count)
    for (offset, item) in items.enumerated() {
      let position = ListPosition(section: section, item: offset)
      // One lookup for an identifier seen for the first time, the common case.
      if let earlier = first.updateValue(position, forKey: item.id) {
        first[item.id] = earlier
        later[item.id, default: []].append(position)
      }
    }
  }
}
