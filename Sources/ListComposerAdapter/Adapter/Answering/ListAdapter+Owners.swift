import ListComposer

extension ListAdapter {
  /// Returns the sources that own a section, from the deepest (the child whose section it is,
  /// or a linear composition, which owns its one section) up to the screen's root, each with
  /// the section in its own index space; empty when the section does not exist.
  ///
  /// How per-source values are found for a section: a collection view's layout asks the child
  /// for its own section layout, and failing that its composition, which may give one for all
  /// its sections.
  ///
  ///     // screen = [contacts, [messages, people]]
  ///     adapter.owners(ofSection: 2).map(\.section)  // [0, 1, 2]: people, the inner
  ///                                                  // composition, the screen
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level.
  package func owners(ofSection section: Int) -> [(source: any DataSource, section: Int)] {
    guard section >= 0, section < ListLimits.clamp(source.numberOfSections) else { return [] }
    var chain: [(source: any DataSource, section: Int)] = [(source.base, section)]
    while let (owner, local) = chain.last, let container = owner as? any ContainerDataSource,
      let (child, childSection) = container.child(owningSection: local)
    {
      chain.append((child, childSection))
    }
    return chain.reversed()
  }

  /// Returns the sources that own the item at a position, from the leaf that holds it up to
  /// the screen's root, each with the item's position in its own index space; empty when the
  /// position does not exist.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level (plus the sections of a linear composition's child).
  package func owners(of position: ListPosition) -> [(
    source: any DataSource, position: ListPosition
  )] {
    var chain: [(source: any DataSource, position: ListPosition)] = []
    walkOwners(of: position) { chain.append(($0, $1)) }
    return chain.reversed()
  }

  /// Returns the leaf source that shows a position, and the position in it: the first of
  /// ``owners(of:)``, found without listing the others.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level.
  package func leaf(at position: ListPosition) -> (source: any DataSource, position: ListPosition)?
  {
    var leaf: (source: any DataSource, position: ListPosition)?
    walkOwners(of: position) { leaf = ($0, $1) }
    return leaf
  }

  /// Hands `body` each source that owns the item at a position, from the screen's root down to
  /// the leaf that holds it, with the item's position in the source's index space; nothing when
  /// the position does not exist.
  func walkOwners(
    of position: ListPosition, _ body: (any DataSource, ListPosition) -> Void
  ) {
    guard source.contains(position) else { return }
    var owner: any DataSource = source.base
    var local = position
    body(owner, local)
    while let container = owner as? any ContainerDataSource,
      let (child, childPosition) = container.child(owning: local)
    {
      (owner, local) = (child, childPosition)
      body(owner, local)
    }
  }
}
