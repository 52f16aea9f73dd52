import ListComposer

extension ListAdapter {
  /// Returns the items of a source that the view selects, typed, in screen order: each with
  /// its model and its position in the source.
  ///
  ///     // screen = [contacts, [messages, people]]; the user selected two messages
  ///     adapter.selectedItems(in: messages).map(\.model.subject)  // ["Lunch", "Invoice"]
  ///     adapter.selectedItems(in: messages).map(\.position)       // [[0, 1], [0, 4]]
  ///     adapter.selectedItems(in: people)                          // []
  ///
  /// The view keeps the selection by position; the adapter keeps the items it selects by
  /// their identity, so the same items are selected after a batch that inserts, deletes or
  /// moves other rows, and after a reload the adapter makes (a change it shows without
  /// animation, ``reloadData()``), which on UIKit drops every selection. A selected item that
  /// leaves the screen (deleted, filtered, collapsed) leaves the selection, and its source
  /// handles `ItemEvent.deselect` with the model and the position the item had (an
  /// `ArrayDataSource`'s `onEvent`, say). An item whose source gives no identifier
  /// (`IdentifiedDataSource`) stays selected only as long as the view keeps it.
  ///
  /// A composition gives the selected items of all its children, each at its position in the
  /// composition; a source that is not on the screen, or a view the package does not provide,
  /// gives none.
  ///
  /// - Parameter source: A source of the screen, at any depth, or the screen's root.
  /// - Returns: The selected items of `source`, in the order the view shows them.
  /// - Complexity: O(s · d log k), where s is the number of items the view selects, d the
  ///   depth of the composition and k the number of children at each level.
  public func selectedItems<Source: DataSource>(in source: Source) -> [SourceItem<Source.Model>] {
    guard let host = view as? any SelectionHost else { return [] }
    let target = dataSourceIdentity(source)
    var items: [SourceItem<Source.Model>] = []
    for position in host.selectedPositions.sorted() {
      guard
        let local = owners(of: position).first(where: { dataSourceIdentity($0.source) === target })?
          .position,
        let model = source.model(at: local)
      else { continue }
      items.append(SourceItem(model: model, position: local))
    }
    return items
  }

  /// Returns the screen positions of the items whose identifiers are in `identifiers`, in
  /// screen order: what a view selects to show a selection kept as identifiers (a SwiftUI
  /// `Binding<Set<ID>>`, say).
  ///
  ///     // screen = [contacts, messages]; messages identified by their `id`
  ///     adapter.positions(ofItemsIdentifiedBy: [AnyHashable(7)])  // [[1, 2]]
  ///
  /// An identifier no item of the screen has is skipped; one that items of two sources share
  /// (two sources identify their items by `Int`, say) gives every position that shows it.
  /// Identifiers are the items' `id`s, as the view reads them: the same values whatever
  /// composition the item is in.
  ///
  /// - Parameter identifiers: The identifiers of the items to find.
  /// - Returns: The positions, in screen order; empty when no identifier is shown.
  /// - Complexity: O(n), where n is the number of items of the screen; O(1) when `identifiers`
  ///   is empty.
  package func positions(ofItemsIdentifiedBy identifiers: Set<AnyHashable>) -> [ListPosition] {
    guard !identifiers.isEmpty else { return [] }
    var found: [ListPosition] = []
    for section in 0..<max(0, numberOfSections) {
      guard let shown = itemIdentifiers(inSection: section) else { continue }
      for item in 0..<shown.count {
        if let identifier = shown[item], identifiers.contains(identifier) {
          found.append(ListPosition(section: section, item: item))
        }
      }
    }
    return found
  }

  /// Returns the identifiers of the items at screen positions, typed: the way back from a
  /// view's selected positions to a selection kept as identifiers.
  ///
  ///     adapter.identifiers(ofItemsAt: [ListPosition(section: 1, item: 2)], as: Int.self)  // [7]
  ///
  /// A position that does not exist, an item without an identifier and an identifier of
  /// another type are skipped, so that a placeholder row or an item of another source never
  /// reaches a `Set<Message.ID>`.
  ///
  /// - Parameters:
  ///   - positions: Screen positions, such as the view's selected index paths.
  ///   - type: The identifier type to keep.
  /// - Complexity: O(p), where p is the number of positions, plus the cost of reading each
  ///   identifier through the composition (O(log k) per level).
  package func identifiers<ID: Hashable>(
    ofItemsAt positions: some Sequence<ListPosition>, as type: ID.Type = AnyHashable.self
  ) -> Set<ID> {
    var found = Set<ID>()
    for position in positions {
      if let identifier = itemIdentifier(at: position), let typed = identifier as? ID {
        found.insert(typed)
      }
    }
    return found
  }

  /// Returns what a view must select and deselect so that the items selected are those
  /// identified by `identifiers`, given the positions it selects now.
  ///
  ///     let change = adapter.selectionChange(
  ///       toSelect: [AnyHashable(7)], selectedNow: collectionView.selectedPositions)
  ///     change.select    // [[1, 2]]
  ///     change.deselect  // the positions selected now whose item is not identified
  ///
  /// A selected position keeps its selection when its item is one of `identifiers`, so the
  /// view is never asked to select what it already selects (which would scroll or animate for
  /// nothing).
  ///
  /// - Parameters:
  ///   - identifiers: The identifiers of the items to show selected.
  ///   - selectedNow: The screen positions the view selects now.
  /// - Complexity: O(n + s), where n is the number of items of the screen and s the number of
  ///   positions selected now.
  package func selectionChange(
    toSelect identifiers: Set<AnyHashable>, selectedNow: some Sequence<ListPosition>
  ) -> SelectionChange {
    let wanted = positions(ofItemsIdentifiedBy: identifiers)
    let current = Set(selectedNow)
    let wantedSet = Set(wanted)
    return SelectionChange(
      select: wanted.filter { !current.contains($0) },
      deselect: current.filter { !wantedSet.contains($0) }.sorted())
  }
}

/// What a view must select and deselect to show a selection: see
/// `ListAdapter.selectionChange(toSelect:selectedNow:)`.
package struct SelectionChange: Equatable, Sendable {
  /// The positions to select, in screen order.
  package var select: [ListPosition]
  /// The positions to deselect, in screen order.
  package var deselect: [ListPosition]

  /// Creates a change of selection.
  package init(select: [ListPosition] = [], deselect: [ListPosition] = []) {
    self.select = select
    self.deselect = deselect
  }

  /// A Boolean value that indicates whether the view selects what it should already.
  package var isEmpty: Bool { select.isEmpty && deselect.isEmpty }
}
