/// A data source whose items are of different model types, each rendered by the decorator a
/// ``DecoratorCatalog`` registers for its type.
///
/// A feed interleaves contacts, messages and ads in one section, in an order only the server
/// knows, so it cannot be split into one ``ArrayDataSource`` per model type. `MixedDataSource`
/// keeps the items as `Any` and, for every cell request, looks up the decorator of the item's
/// dynamic type:
///
///     let feed = MixedDataSource([ada, welcome, springSale], catalog: .generated)
///     try tableView.attach(feed)
///     try feed.insert(summerSale, at: ListPosition(section: 0, item: 1))
///     feed.missingDecorators()  // []: every item has a decorator
///
/// An item without a decorator is a typed error that names its type, never a trap:
/// ``cell(at:for:)`` throws ``ListError/noDecorator(modelType:)``, the mutations refuse such an
/// item with the same error and change nothing, and ``missingDecorators()`` lists the types up
/// front. Two cell types under one reuse identifier in the catalog make the cell requests that
/// use it throw ``ListError/conflictingRegistration(reuseIdentifier:existing:new:)``.
///
/// Mutations report `BatchUpdate`s through ``updates`` exactly as ``ArrayDataSource`` does, so
/// a mixed source composes into a ``SectionedDataSource`` like any other. Item identity, which
/// strict hosts check after each batch, is the pair of an item's type and its
/// `id`: a contact and a message that share an `id` are different
/// items.
///
/// - Complexity: Counts and ``model(at:)`` are O(1); a cell request is O(1) on average plus the
///   decorator's work. Mutations are O(n) in the number of items of the affected section, like
///   the array operations they perform.
@MainActor
public final class MixedDataSource: DataSource {
  /// The items are values of any type that the catalog has a decorator for.
  public typealias Model = Any

  /// The sections, with their items and titles.
  public private(set) var sections: [ListSection<Any>]

  /// The catalog that supplies each item's decorator.
  public let catalog: DecoratorCatalog

  /// The variant of decorator to prefer for every item; a model type without a decorator of
  /// this variant is shown by its default decorator.
  public let variant: String?

  /// Called when an item is selected, with its model and its position in this source.
  public var onSelect: (@MainActor (Any, ListPosition) -> Void)?

  /// Called for every event of an item (selection, display, highlight, prefetch, ...), with the
  /// item, its position in this source and its cell; see ``ItemEvent``.
  public var onEvent: (@MainActor (ItemEventDetails<Any, AnyObject>) -> Void)?

  /// The relay through which this source reports its changes.
  public let updates = UpdateRelay()

  var supplementaryProviders: [String: SupplementaryProvider<ListSection<Any>>] = [:]

  private let conflicts: [String: ListError]

  /// Creates a data source of sections whose items are rendered by a catalog's decorators.
  ///
  ///     let feed = MixedDataSource(
  ///       sections: [ListSection(header: "Today", items: [ada, welcome])],
  ///       catalog: .generated)
  ///
  /// Items are not checked here; call ``missingDecorators()`` to validate them up front.
  ///
  /// - Parameters:
  ///   - sections: The sections to show.
  ///   - catalog: The decorators, by model type.
  ///   - variant: The variant of decorator to prefer, or `nil` for the default decorators.
  /// - Complexity: O(d), where d is the number of decorators in the catalog.
  public init(sections: [ListSection<Any>], catalog: DecoratorCatalog, variant: String? = nil) {
    self.sections = sections
    self.catalog = catalog
    self.variant = variant
    self.conflicts = Dictionary(
      catalog.conflicts().map { ($0.reuseIdentifier, $0.error) }, uniquingKeysWith: { a, _ in a })
  }

  /// Creates a single-section data source whose items are rendered by a catalog's decorators.
  ///
  ///     let feed = MixedDataSource([ada, welcome, springSale], catalog: .generated)
  ///
  /// - Complexity: O(d), where d is the number of decorators in the catalog.
  public convenience init(
    _ items: [Any], catalog: DecoratorCatalog, header: String? = nil, footer: String? = nil,
    variant: String? = nil
  ) {
    self.init(
      sections: [ListSection(header: header, items: items, footer: footer)], catalog: catalog,
      variant: variant)
  }

  /// Returns the names of the item types that have no decorator in the catalog, once each, in
  /// the order in which they first appear.
  ///
  ///     let feed = MixedDataSource([ada, poll, welcome, poll], catalog: .generated)
  ///     feed.missingDecorators()  // ["Poll"]
  ///
  /// - Complexity: O(n), where n is the number of items.
  public func missingDecorators() -> [String] {
    var seen: Set<ObjectIdentifier> = []
    var names: [String] = []
    for section in sections {
      for item in section.items where catalog.decorator(for: item, variant: variant) == nil {
        let itemType = type(of: item)
        if seen.insert(ObjectIdentifier(itemType)).inserted {
          names.append(String(describing: itemType))
        }
      }
    }
    return names
  }

  // MARK: DataSource

  public var numberOfSections: Int { sections.count }

  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].items.count : 0
  }

  /// Returns the item at a position, or `nil` when the position does not exist.
  ///
  /// - Complexity: O(1).
  public func model(at position: ListPosition) -> Any? { sections.item(at: position) }

  /// Returns the cell for the item at a position, dequeued from the request's host and filled
  /// by the decorator of the item's type.
  ///
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)`` for a missing
  ///   position; ``ListError/noDecorator(modelType:)`` naming the item's type when the catalog
  ///   has no decorator for it; ``ListError/conflictingRegistration(reuseIdentifier:existing:new:)``
  ///   when the decorator's reuse identifier names two cell types in the catalog; and the
  ///   host's error when the cell cannot be dequeued.
  /// - Complexity: O(1) on average, plus the decorator's work.
  public func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    guard let item = model(at: position) else { throw outOfRangeError(position) }
    let decorator = try requireDecorator(for: item)
    if let conflict = conflicts[decorator.reuseIdentifier] {
      throw conflict
    }
    return try decorator.cell(for: item, at: position, with: request)
  }

  /// The registrations of every decorator in the catalog, so that items inserted later find
  /// their cell types registered.
  public var cellRegistrations: [CellRegistration] { catalog.registrations }

  /// Calls ``onSelect`` for a selection, and ``onEvent`` for every event.
  @discardableResult
  public func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    guard let item = model(at: position) else { return false }
    return handle(event, model: item, at: position, cell: cell)
  }

  /// Calls the handlers with an item this source showed (see
  /// `ShownItemEventHandling`).
  @discardableResult
  package func handle(
    _ event: ItemEvent, model item: Any, at position: ListPosition, cell: AnyObject?
  ) -> Bool {
    deliverItemEvent(event, item, at: position, cell: cell, onSelect: onSelect, onEvent: onEvent)
  }

  /// The pair of the item's type and its `id`, when the item's
  /// type has one; `nil` otherwise.
  public func itemIdentifier(at position: ListPosition) -> AnyHashable? {
    guard let item = model(at: position), let identifiable = item as? any Identifiable else {
      return nil
    }
    return AnyHashable(
      MixedItemIdentifier(
        modelType: ObjectIdentifier(type(of: item)), identifier: erasedIdentifier(of: identifiable)
      ))
  }

  // MARK: Internal mutation support

  /// Returns the item's decorator, or throws ``ListError/noDecorator(modelType:)``.
  func requireDecorator(for item: Any) throws(ListError) -> AnyCellDecorator {
    guard let decorator = catalog.decorator(for: item, variant: variant) else {
      throw .noDecorator(modelType: String(describing: type(of: item)))
    }
    return decorator
  }

  /// Applies one of the shared section edits in place and publishes its change.
  func edit<Failure: Error>(
    positional: String?,
    _ body: @escaping (inout [ListSection<Any>]) throws(Failure) -> BatchUpdate
  ) throws(Failure) -> BatchUpdate {
    try updates.change(positional: positional) { () throws(Failure) in try body(&self.sections) }
  }
}

/// The identity of an item of a ``MixedDataSource``: its type and its own identifier.
package struct MixedItemIdentifier: Hashable {
  var modelType: ObjectIdentifier
  var identifier: AnyHashable

  package init(modelType: ObjectIdentifier, identifier: AnyHashable) {
    self.modelType = modelType
    self.identifier = identifier
  }
}
