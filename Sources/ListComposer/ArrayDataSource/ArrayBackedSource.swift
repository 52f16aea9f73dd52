/// What the operations shared by the array-backed sources (``ArrayDataSource`` and
/// ``MixedDataSource``) need from them: their sections, and the one helper through which they
/// change their sections and publish the change.
///
/// The shared operations (the staged diffs in `ArrayBackedSource+Diffing.swift`; the pure section
/// edits in `ListSection+Edits.swift` and `ListSection+Upsert.swift`) never assign the sections
/// or call ``UpdateRelay/send(_:)`` themselves: every change goes through ``edit(_:)``, so a
/// source controls, in one place, when its data changes and its change is published.
@MainActor
protocol ArrayBackedSource: DataSource {
  /// The type of the items the sections hold.
  associatedtype Item

  /// The sections, with their items and titles.
  var sections: [ListSection<Item>] { get }

  /// Applies an edit to the sections in place and publishes the change it returns (an empty
  /// change publishes nothing); returns the change in the root's positions.
  ///
  /// The edit runs as one change of the screen (see ``UpdateRelay``): an edit that names a
  /// position passes its name as `positional` and is refused while the screen applies another
  /// change; any other is queued then.
  func edit<Failure: Error>(
    positional: String?,
    _ body: @escaping (inout [ListSection<Item>]) throws(Failure) -> BatchUpdate
  ) throws(Failure) -> BatchUpdate

  /// The relay through which the source reports its changes.
  var updates: UpdateRelay { get }

  /// The supplementary decorators added with `addSupplementary(_:)`, by kind.
  var supplementaryProviders: [String: SupplementaryProvider<ListSection<Item>>] { get set }

  /// Takes identifier lists as those of the sections the change being made sets (see
  /// ``ArrayDataSource/expectIdentifiers(_:)``); a source that reads none ignores them.
  func expectIdentifiers(_ lists: [ItemIdentifiers])

  /// Throws when the source cannot show one of `items` (a mixed source cannot show an item
  /// whose type has no decorator); called before a mutation changes anything.
  func checkItems(_ items: [Item]) throws(ListError)
}

extension ArrayBackedSource {
  func expectIdentifiers(_ lists: [ItemIdentifiers]) {}

  func checkItems(_ items: [Item]) throws(ListError) {}
}

extension ArrayBackedSource {
  /// The registrations of the supplementary decorators, in kind order.
  var providedSupplementaryRegistrations: [SupplementaryRegistration] {
    // Asked per section while the view lays out: most sources have no provider, and a closure
    // rather than a key path keeps generic code from instantiating a key path on every call.
    guard !supplementaryProviders.isEmpty else { return [] }
    return supplementaryProviders.values.map { $0.registration }.sorted { $0.kind < $1.kind }
  }

  /// Makes the supplementary view of a kind for a section, or `nil` when no decorator has the
  /// kind.
  func makeSupplementaryView(
    ofKind kind: String, at position: ListPosition, for request: SupplementaryRequest
  ) throws -> AnyObject? {
    guard let provider = supplementaryProviders[kind] else { return nil }
    guard sections.indices.contains(position.section) else {
      throw ListError.sectionOutOfRange(position.section, sectionCount: sections.count)
    }
    return try provider.make(request, sections[position.section], position.section)
  }

  /// Fills a shown view of a kind again from its section, when its decorator refreshes with
  /// the section's items; returns whether it did.
  func refreshProvidedView(_ view: AnyObject, ofKind kind: String, inSection section: Int) -> Bool {
    guard let provider = supplementaryProviders[kind], sections.indices.contains(section) else {
      return false
    }
    return provider.refresh(view, sections[section], section)
  }
}

extension ArrayBackedSource {
  /// Applies an edit that names no position (see ``edit(positional:_:)``).
  func edit<Failure: Error>(
    _ body: @escaping (inout [ListSection<Item>]) throws(Failure) -> BatchUpdate
  ) throws(Failure) -> BatchUpdate {
    try edit(positional: nil, body)
  }
}

/// Calls the handlers of an array-backed source for an item's event: `onSelect` for a
/// selection, `onEvent` for every event; returns whether one of them was called.
@MainActor
func deliverItemEvent<Model, Cell>(
  _ event: ItemEvent, _ model: Model, at position: ListPosition, cell: Cell?,
  onSelect: (@MainActor (Model, ListPosition) -> Void)?,
  onEvent: (@MainActor (ItemEventDetails<Model, Cell>) -> Void)?
) -> Bool {
  var handled = false
  if event == .select, let onSelect {
    onSelect(model, position)
    handled = true
  }
  if let onEvent {
    onEvent(ItemEventDetails(kind: event, model: model, position: position, cell: cell))
    handled = true
  }
  return handled
}

extension ArrayDataSource: ArrayBackedSource {}

extension ArrayDataSource {
  /// A Boolean value that indicates whether two models are the same item, so that one can
  /// replace the other in the same cell: their `id`s are equal,
  /// or the model type has no identity (an item is then known by its position alone).
  ///
  /// - Complexity: O(1), plus the cost of reading and comparing two identifiers.
  nonisolated static func isSameItem(_ old: Model, _ new: Model) -> Bool {
    guard let old = old as? any Identifiable, let new = new as? any Identifiable else {
      return true
    }
    return erasedIdentifier(of: old) == erasedIdentifier(of: new)
  }
}
