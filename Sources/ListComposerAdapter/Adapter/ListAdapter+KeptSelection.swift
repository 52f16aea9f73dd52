import ListComposer

// The selection kept by identity. A view keeps its selection by position: UIKit moves the
// selection of the rows a batch moves or shifts and drops that of the rows it deletes or
// reloads, and `reloadData()` drops all of it; AppKit's table view leaves it on row indexes
// that may show other items after a reload. The adapter keeps the items the view selects as
// their leaf sources identify them, read from the view whenever the view and the source agree
// (after each batch, each reload, each selection the user makes), and after each batch or
// reload selects again the items the view dropped that the source still shows, wherever they
// are now. An item that left the screen leaves the selection, and its source hears
// `ItemEvent.deselect` with the model and the position it had.
//
// Nothing is read or searched while nothing is selected: a batch then costs one read of the
// view's (empty) selection.

/// An item the view selects, as the adapter last read it.
@MainActor
struct KeptSelectedItem {
  /// The leaf source that holds the item.
  let leaf: any DataSource
  /// The item's identifier in its leaf (`IdentifiedDataSource.itemIdentifier(at:)`), or `nil`
  /// when the leaf gives none: such an item stays selected only as long as the view keeps it.
  let identifier: AnyHashable?
  /// The model, as last read.
  let model: Any
  /// The item's position in its leaf, as last read.
  let local: ListPosition
  /// The item's screen position, as last read.
  let screen: ListPosition

  /// The item's identity on the screen: its leaf and its identifier, or `nil` without one.
  var key: Key? {
    identifier.map { Key(leaf: ObjectIdentifier(dataSourceIdentity(leaf)), identifier: $0) }
  }

  /// An item's identity on the screen: two leaves may use the same identifiers.
  struct Key: Hashable {
    let leaf: ObjectIdentifier
    let identifier: AnyHashable
  }
}

extension ListAdapter {
  /// Takes the view's selection as the selection kept: the items it selects now, read where
  /// the view and the source agree.
  ///
  /// - Complexity: O(s · d log k), where s is the number of items selected, d the depth of the
  ///   composition and k the number of children at each level.
  func keepViewSelection() {
    guard let host = view as? any SelectionHost else { return }
    keptSelection = host.selectedPositions.sorted().compactMap(keptItem(at:))
  }

  /// Takes the view's selection as the selection kept on the main actor's next turn: after a
  /// user's move, which the view may not have finished when it tells its data source.
  func keepViewSelectionOnNextTurn() {
    guard view is any SelectionHost else { return }
    Task { @MainActor [weak self] in self?.keepViewSelection() }
  }

  /// The item at a screen position, as the selection keeps it; `nil` when there is none.
  func keptItem(at screen: ListPosition) -> KeptSelectedItem? {
    guard let (leaf, local) = leaf(at: screen), let model = leaf.model(at: local) else {
      return nil
    }
    return KeptSelectedItem(
      leaf: leaf, identifier: (leaf as? any IdentifiedDataSource)?.itemIdentifier(at: local),
      model: model, local: local, screen: screen)
  }

  /// Keeps the selection after the view applied a batch: the view kept the items it moved or
  /// shifted selected, where they are now; of those it dropped (deleted or reloaded rows), the
  /// ones the source still shows are selected again, wherever they are, and the others leave
  /// the selection and their sources hear of it.
  ///
  /// - Complexity: O(s · d log k) when every item selected stays selected in the view, where
  ///   s is the number of items selected; plus O(d log k) for each item the view dropped that
  ///   is where it was (a reloaded row), and O(n) for each other one, where n is the number of
  ///   items of its leaf source. O(1) when nothing is selected.
  func keepSelection(afterBatch update: BatchUpdate) {
    guard let host = view as? any SelectionHost else { return }
    let before = keptSelection
    let now = host.selectedPositions
    guard !before.isEmpty || !now.isEmpty else { return }
    var kept = now.sorted().compactMap(keptItem(at:))
    var keys = Set(kept.compactMap(\.key))
    var reselected: [ListPosition] = []
    var gone: [KeptSelectedItem] = []
    // An item without an identifier is kept only as the view keeps it.
    for item in before {
      guard let key = item.key, !keys.contains(key) else { continue }
      if let found = find(item) {
        keys.insert(key)
        kept.append(found)
        reselected.append(found.screen)
      } else {
        gone.append(item)
      }
    }
    if !reselected.isEmpty { host.showSelection(SelectionChange(select: reselected.sorted())) }
    keptSelection = kept.sorted { $0.screen < $1.screen }
    reportDeselected(gone)
  }

  /// Keeps the selection after the view reloaded, which drops it (UIKit) or leaves it on row
  /// indexes that may show other items now (AppKit): selects the items kept that the source
  /// still shows, wherever they are, and only those; the others leave the selection and their
  /// sources hear of it.
  ///
  /// - Complexity: O(s · d log k + g · n), where s is the number of items kept, g the number of
  ///   them not at their screen position any more and n the number of items of each one's leaf
  ///   source. O(1) when nothing is selected.
  func keepSelectionAfterReload() {
    guard let host = view as? any SelectionHost, !keptSelection.isEmpty else { return }
    var kept: [KeptSelectedItem] = []
    var keys = Set<KeptSelectedItem.Key>()
    var gone: [KeptSelectedItem] = []
    for item in keptSelection {
      guard let key = item.key, !keys.contains(key) else {
        // Without an identifier nothing says the item is still there.
        if item.key == nil { gone.append(item) }
        continue
      }
      if let found = find(item) {
        keys.insert(key)
        kept.append(found)
      } else {
        gone.append(item)
      }
    }
    kept.sort { $0.screen < $1.screen }
    let wanted = Set(kept.map(\.screen))
    let stale = host.selectedPositions.filter { !wanted.contains($0) }.sorted()
    // Every item kept is selected again: a view that reloads lazily may still report the
    // selection it is about to drop.
    host.showSelection(SelectionChange(select: kept.map(\.screen), deselect: stale))
    keptSelection = kept
    reportDeselected(gone)
  }

  /// Returns a kept item as it is now: at its screen position when the item there has its
  /// identity (a reloaded row), otherwise wherever its leaf shows it; `nil` when the item has
  /// no identifier or is not on the screen any more.
  ///
  /// - Complexity: O(d log k) when the item is where it was; otherwise O(n + m + d · k), where n
  ///   is the number of items of its leaf and m the number of sources of the screen.
  private func find(_ item: KeptSelectedItem) -> KeptSelectedItem? {
    guard let key = item.key else { return nil }
    if let there = keptItem(at: item.screen), there.key == key { return there }
    guard let leaf = item.leaf as? any IdentifiedDataSource,
      let local = Self.firstPosition(of: key.identifier, in: leaf),
      let screen = placeMapping(of: leaf)?(local)
    else { return nil }
    return keptItem(at: screen).flatMap { $0.key == key ? $0 : nil }
  }

  /// Returns the first position in a source of the item an identifier identifies, or `nil`.
  ///
  /// - Complexity: O(n), where n is the number of items of the source; identifiers of the
  ///   identifier's own type are compared typed, without boxing each one.
  private static func firstPosition(
    of identifier: AnyHashable, in source: some IdentifiedDataSource
  ) -> ListPosition? {
    func offset<Identifier: Hashable>(
      of typed: Identifier, in identifiers: ItemIdentifiers
    ) -> Int? {
      var found: Int?
      identifiers.forEachOffset(matching: typed, boxed: identifier, or: identifier) {
        found = $0
        return true
      }
      return found
    }
    for section in 0..<ListLimits.clamp(source.numberOfSections) {
      if let identifiers = source.itemIdentifiers(inSection: section),
        let typed = identifier.base as? any Hashable
      {
        if let item = offset(of: typed, in: identifiers) {
          return ListPosition(section: section, item: item)
        }
        continue
      }
      // Some item of the section has no identifier: read them one by one.
      for item in 0..<ListLimits.clamp(source.numberOfItems(inSection: section)) {
        let position = ListPosition(section: section, item: item)
        if source.itemIdentifier(at: position) == identifier { return position }
      }
    }
    return nil
  }

  /// Tells the sources of items that left the selection with the screen: each leaf handles
  /// `ItemEvent.deselect` with the model and the position the item had, then ``onItemEvent``
  /// hears it at the screen position it had. A change a handler makes waits a turn, as one
  /// made during the view's layout does.
  private func reportDeselected(_ items: [KeptSelectedItem]) {
    guard !items.isEmpty else { return }
    source.updates.answeringView {
      for item in items {
        (item.leaf as? any ShownItemEventHandling)?.handle(
          .deselect, model: item.model, at: item.local, cell: nil)
        onItemEvent?(.deselect, item.screen, item.model)
      }
    }
  }
}
