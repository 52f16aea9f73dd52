import ListComposer

/// What a screen's sources let the user do to their items, by source.
@MainActor
struct ItemInteractions {
  var moving = ProvidersBySource<ItemMoving>()
  var transfers: [ItemTransfer] = []
  var leadingSwipes = ProvidersBySource<ActionProvider<SwipeActions>>()
  var trailingSwipes = ProvidersBySource<ActionProvider<SwipeActions>>()
  var menus = ProvidersBySource<ActionProvider<ItemMenu>>()
  var gates: [ItemTouch: ProvidersBySource<ActionProvider<Bool>>] = [:]
  /// Row heights and item sizes, in points; a provider's `nil` means automatic.
  var rowHeights = ProvidersBySource<ActionProvider<Double?>>()
  var estimatedRowHeights = ProvidersBySource<Double>()
  var itemSizes = ProvidersBySource<ActionProvider<ListSize?>>()
  /// Header, footer and other supplementary heights, by kind.
  var supplementaryHeights: [String: ProvidersBySource<SectionProvider<Double?>>] = [:]
  var estimatedSupplementaryHeights: [String: ProvidersBySource<Double>] = [:]
  /// Tells the bridge that a source's sizes were given or removed.
  var sizesDidChange: (@MainActor () -> Void)?
  /// Each source's handlers as the app gave them (a ``SourceHandlers``), for
  /// ``ListAdapter/handlers(for:)``.
  var given = ProvidersBySource<Any>()

  func swipes(_ edge: SwipeEdge) -> ProvidersBySource<ActionProvider<SwipeActions>> {
    edge == .leading ? leadingSwipes : trailingSwipes
  }

  /// A Boolean value that indicates whether a source gives any size or estimate.
  func givesSizes(_ source: some DataSource) -> Bool {
    rowHeights.provider(for: source) != nil || estimatedRowHeights.provider(for: source) != nil
      || itemSizes.provider(for: source) != nil
      || supplementaryHeights.values.contains { $0.provider(for: source) != nil }
      || estimatedSupplementaryHeights.values.contains { $0.provider(for: source) != nil }
  }
}

/// Something a source gives for one of its items, typed by the source and erased for the
/// table of providers: `nil` when the source's item is not there.
@MainActor
struct ActionProvider<Value> {
  let value: @MainActor (any DataSource, ListPosition) -> Value?

  init<Source: DataSource>(
    _ type: Source.Type, _ body: @escaping @MainActor (Source, SourceItem<Source.Model>) -> Value
  ) {
    value = { owner, position in
      guard let owner = owner as? Source, let model = owner.model(at: position) else { return nil }
      return body(owner, SourceItem(model: model, position: position))
    }
  }
}
