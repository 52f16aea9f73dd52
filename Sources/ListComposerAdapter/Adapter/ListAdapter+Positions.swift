import ListComposer

extension ListAdapter {
  /// Returns the screen position of a position of one of the screen's sources, at any depth of
  /// composition, or `nil` when the source is not shown or has no such position.
  ///
  /// A source speaks its own positions (its mutations, its `ArrayDataSource.onSelect`); the
  /// view speaks the screen's (scrolling, selecting, asking for a cell). This translates one into
  /// the other, through every composition between the screen's root and the source:
  ///
  ///     // screen = [contacts, [messages, people]]
  ///     let first = ListPosition(section: 0, item: 0)
  ///     adapter.position(of: first, in: people)    // [2, 0]
  ///     adapter.position(of: first, in: detached)  // nil: not on this screen
  ///
  /// Under a linear composition (`SectionedDataSource(_:layout: .linear)`) a source's sections
  /// become runs of the composition's one section, and the position says where in it. A source
  /// inside a `StatefulDataSource` that shows a placeholder instead of its content has no
  /// screen position.
  ///
  /// - Parameters:
  ///   - local: A position in `source`'s own index space.
  ///   - source: A source of the screen, at any depth; the screen's root gives `local` back.
  /// - Returns: The position the view shows the item at, or `nil`.
  /// - Complexity: O(m + d · k), where m is the number of sources of the screen, d the depth of
  ///   `source` and k the number of children of each composition on the way (plus the sections
  ///   of `source` before `local` under a linear composition).
  public func position(of local: ListPosition, in source: some DataSource) -> ListPosition? {
    guard source.contains(local), let toScreen = placeMapping(of: source) else { return nil }
    return toScreen(local)
  }

  /// Returns the screen position of the first item of a source that `item` names, or `nil`
  /// when there is none or the source is not shown.
  ///
  ///     adapter.position(of: ada, in: people)                         // [2, 0]
  ///     adapter.position(of: Message(id: 7, subject: ""), in: feed)  // [1, 3]
  ///
  /// An `ArrayDataSource` compares its items with `==` (for an `Identifiable` model, only
  /// those with the item's identifier, found in an index); a `MixedDataSource` matches by
  /// type and identifier when the item's type is `Identifiable`, otherwise by equality; an
  /// `OutlineDataSource` finds the row of the app's node by its identity (see
  /// `ItemFindingDataSource`).
  ///
  /// - Parameters:
  ///   - item: The item to look for, as the source names it (its model; an outline's node).
  ///   - source: A source of the screen, at any depth.
  /// - Complexity: The cost of the source's `ItemFindingDataSource.firstPosition(of:)` (O(1)
  ///   expected for an `ArrayDataSource` of an `Identifiable` model once it has indexed its
  ///   items, O(n) in its n items otherwise), plus the cost of mapping a position to the
  ///   screen (`position(of:in:)` with a position).
  public func position<Source: ItemFindingDataSource>(of item: Source.FoundItem, in source: Source)
    -> ListPosition?
  {
    source.firstPosition(of: item).flatMap { position(of: $0, in: source) }
  }

  /// Returns the screen position of the first item, anywhere on the screen, whose type is
  /// `Item` and whose `id` equals `item`'s, or `nil`.
  ///
  ///     adapter.position(of: Contact(id: 7, name: ""))  // [2, 0], whichever source shows it
  ///
  /// Items of array sources are matched by identifier, items of mixed sources by type and
  /// identifier; an item of another type that happens to share the identifier (a message whose
  /// `id` is also 7) is skipped. An item whose source reports no identifier is never found.
  ///
  /// The screen is read section by section through `itemIdentifiers(inSection:)`, in the
  /// order the view shows it, so the first match is the one nearest the top.
  ///
  /// - Parameter item: The item to look for.
  /// - Returns: The screen position of the first match, or `nil`.
  /// - Complexity: O(n), where n is the number of items on the screen (reading each section's
  ///   identifiers is O(n) too), plus O(d log k) for each item whose identifier matches, to
  ///   check its type.
  public func position<Item: Identifiable>(of item: Item) -> ListPosition? {
    let identifier = item.id
    let boxed = AnyHashable(identifier)
    let mixed = AnyHashable(
      MixedItemIdentifier(modelType: ObjectIdentifier(Item.self), identifier: boxed))
    for section in 0..<numberOfSections {
      let count = numberOfItems(inSection: section)
      let identifiers = itemIdentifiers(inSection: section)
      var found: ListPosition?
      func check(_ offset: Int) -> Bool {
        let position = ListPosition(section: section, item: offset)
        guard source.model(at: position) is Item else { return false }
        found = position
        return true
      }
      if let identifiers, identifiers.count == count {
        identifiers.forEachOffset(matching: identifier, boxed: boxed, or: mixed, until: check)
      } else {
        // Some item of the section has no identifier: read them one by one.
        for offset in 0..<count {
          let candidate = itemIdentifier(at: ListPosition(section: section, item: offset))
          if candidate == boxed || candidate == mixed, check(offset) { break }
        }
      }
      if let found { return found }
    }
    return nil
  }

  /// Returns how a source's places map to the screen's, or `nil` when the source is not shown.
  ///
  /// The mapping walks up from the source through every composition above it
  /// (``ContainerDataSource/place(_:inChild:)``), so it also maps the end of a section (`item`
  /// equal to its count), where a dragged item can be dropped.
  ///
  /// - Complexity: O(m) to find the source, where m is the number of sources of the screen;
  ///   the mapping is O(d · k), where d is the depth of the source and k the number of children
  ///   of each composition on the way.
  func placeMapping(of target: any DataSource) -> ((ListPosition) -> ListPosition?)? {
    let identity = dataSourceIdentity(target)
    var path: [any DataSource] = []
    func find(_ node: any DataSource) -> Bool {
      path.append(node)
      if dataSourceIdentity(node) === identity { return true }
      if let container = node as? any ContainerDataSource {
        for child in container.childSources where find(child) { return true }
      }
      path.removeLast()
      return false
    }
    guard find(source.base) else { return nil }
    let chain = path
    return { local in
      var place = local
      for level in stride(from: chain.count - 1, to: 0, by: -1) {
        guard let container = chain[level - 1] as? any ContainerDataSource,
          let outer = container.place(place, inChild: chain[level])
        else { return nil }
        place = outer
      }
      return place
    }
  }
}
