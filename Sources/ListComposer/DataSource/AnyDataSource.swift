/// A type-erased data source, so that sources of different model types can sit in one array.
///
/// A screen of contacts, messages and people is three sources with three model types;
/// `AnyDataSource` hides the model type so a ``SectionedDataSource`` can hold them together,
/// while ``base`` and ``model(at:as:)`` give the typed source and models back.
///
///     let children: [AnyDataSource] = [AnyDataSource(contacts), AnyDataSource(messages)]
///     children[1].model(at: ListPosition(section: 0, item: 0), as: Message.self)
///
/// The wrapper adopts every capability (``SectionTitledDataSource``,
/// ``SupplementaryDataSource``, ``EventHandlingDataSource``, ``IdentifiedDataSource``,
/// ``SectionIndexedDataSource``): it reads which of them the wrapped source has once, when it
/// wraps it, and answers for a capability the source lacks as a source without it would (no
/// title, no supplementary view, no handler, no identifier, no index entry).
///
/// The wrapper shares the wrapped source's ``updates`` relay: changes flow through it unchanged.
@MainActor
public final class AnyDataSource: SectionTitledDataSource, SupplementaryDataSource,
  EventHandlingDataSource, IdentifiedDataSource, SectionIndexedDataSource, ShownItemEventHandling,
  SupplementaryRefreshing, RegistrationReporting
{
  /// The models are those of the wrapped source, as `Any`.
  public typealias Model = Any

  /// The wrapped source.
  public let base: any DataSource

  /// Reads the wrapped source's models as their own type: the source's ``SectionStore`` when it
  /// keeps one (``SectionStoring``), read directly so that a typed lookup through a
  /// composition follows as few objects as possible; otherwise a ``ModelReader``. Either is of
  /// the source's model type.
  @usableFromInline let modelAccess: AnyObject
  /// A Boolean value that indicates whether `modelAccess` is a `SectionStore`.
  @usableFromInline let modelAccessIsStore: Bool
  /// The wrapped source's model type, which `modelAccess` reads.
  @usableFromInline let modelType: ObjectIdentifier
  /// The wrapped source's capabilities, read once when it was wrapped.
  let capabilities: Capabilities

  /// The wrapped source's item count in each of its sections, as last read by the composition
  /// that holds this wrapper (a composition makes a wrapper of its own for every child, so no
  /// two compositions share one).
  ///
  /// Kept here rather than in a table of the composition: a lookup reads the counts next to the
  /// models of the same child, and inserting or removing a child moves one table fewer.
  @exclusivity(unchecked) @usableFromInline var sectionCounts: [Int] = []

  /// Wraps a data source; wrapping an `AnyDataSource` returns its base wrapped once.
  public init(_ base: some DataSource) {
    if let erased = base as? AnyDataSource {
      self.base = erased.base
      modelAccess = erased.modelAccess
      modelAccessIsStore = erased.modelAccessIsStore
      modelType = erased.modelType
      capabilities = erased.capabilities
    } else {
      self.base = base
      let store = (base as? any SectionStoring)?.erasedSectionStore
      modelAccess = store ?? Self.modelReader(of: base)
      modelAccessIsStore = store != nil
      modelType = Self.modelType(of: base)
      capabilities = Capabilities(of: base)
    }
  }

  private static func modelReader<Source: DataSource>(of source: Source) -> AnyObject {
    ModelReader<Source.Model> { source.model(at: $0) }
  }

  private static func modelType<Source: DataSource>(of source: Source) -> ObjectIdentifier {
    ObjectIdentifier(Source.Model.self)
  }

  /// Returns the model at a position as a concrete type, or `nil` when the position does not
  /// exist or the model is of another type.
  ///
  /// When `type` is the wrapped source's own model type, the model is read without boxing it in
  /// `Any` or casting it; a composition passes the question on to its child.
  ///
  /// - Complexity: O(1) beyond the wrapped source's own lookup.
  @inlinable @inline(__always)
  public func model<Value>(at position: ListPosition, as type: Value.Type) -> Value? {
    if modelType == ObjectIdentifier(Value.self) {
      // `modelAccess` reads the source's model type, which is `Value`.
      if modelAccessIsStore {
        return unsafeDowncast(modelAccess, to: SectionStore<Value>.self).model(at: position)
      }
      return unsafeDowncast(modelAccess, to: ModelReader<Value>.self).model(at: position)
    }
    return erasedModel(at: position, as: type)
  }

  /// The model at a position through `Any`, for a type other than the source's model type (a
  /// protocol, a superclass, or the model type of a composition's child).
  @usableFromInline
  func erasedModel<Value>(at position: ListPosition, as type: Value.Type) -> Value? {
    if let typed = capabilities.typedModels { return typed.model(at: position, as: type) }
    return base.model(at: position) as? Value
  }

  public var numberOfSections: Int { base.numberOfSections }
  public func numberOfItems(inSection section: Int) -> Int {
    base.numberOfItems(inSection: section)
  }
  public func model(at position: ListPosition) -> Any? {
    if let anyModels = capabilities.anyModels { return anyModels.anyModel(at: position) }
    return base.model(at: position)
  }
  public func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    try base.cell(at: position, for: request)
  }
  public var cellRegistrations: [CellRegistration] { base.cellRegistrations }
  public var updates: UpdateRelay { base.updates }

  public func headerTitle(forSection section: Int) -> String? {
    capabilities.titles?.headerTitle(forSection: section)
  }
  public func footerTitle(forSection section: Int) -> String? {
    capabilities.titles?.footerTitle(forSection: section)
  }
  @discardableResult
  public func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    capabilities.events?.handle(event, at: position, cell: cell) ?? false
  }
  @discardableResult
  package func handle(_ event: ItemEvent, model: Any, at position: ListPosition, cell: AnyObject?)
    -> Bool
  {
    capabilities.shownEvents?.handle(event, model: model, at: position, cell: cell) ?? false
  }
  public func itemIdentifier(at position: ListPosition) -> AnyHashable? {
    capabilities.identified?.itemIdentifier(at: position)
  }
  /// The wrapped source's identifiers; for a source without identifiers, those of an empty
  /// section (none), and `nil` for any other.
  public func itemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    if let identified = capabilities.identified {
      return identified.itemIdentifiers(inSection: section)
    }
    return identifiersReadOneByOne(inSection: section) { _ in nil }
  }
  public var supplementaryRegistrations: [SupplementaryRegistration] {
    capabilities.supplementary?.supplementaryRegistrations ?? []
  }

  /// The wrapped source as a source that shows the items of others, read when it was wrapped:
  /// how the adapter walks down a screen without casting each source it passes.
  package var container: (any ContainerDataSource)? { capabilities.container }

  /// Whether the wrapped source reports its registration changes (see
  /// `RegistrationReporting`); `false` for a source that does not adopt it.
  package var reportsRegistrationChanges: Bool {
    capabilities.registrationReporting?.reportsRegistrationChanges ?? false
  }

  /// The wrapped source as a sectioned composition, read when it was wrapped: how the adapter
  /// walks down a screen to the source that owns a position without casting each level.
  package var composition: SectionedDataSource? { capabilities.composition }

  /// The wrapped source as a handler of events of items it showed, read when it was wrapped.
  package var shownEventHandler: (any ShownItemEventHandling)? { capabilities.shownEvents }
  public var sectionIndexTitles: [SectionIndexTitle] {
    capabilities.indexed?.sectionIndexTitles ?? []
  }
  package func refreshSupplementaryView(
    _ view: AnyObject, ofKind kind: String, inSection section: Int
  ) -> Bool {
    capabilities.refreshing?.refreshSupplementaryView(view, ofKind: kind, inSection: section)
      ?? false
  }
  public func supplementaryView(
    ofKind kind: String, at position: ListPosition, for request: SupplementaryRequest
  ) throws -> AnyObject? {
    try capabilities.supplementary?.supplementaryView(ofKind: kind, at: position, for: request)
  }
}

extension AnyDataSource {
  /// The capabilities of a wrapped source, each the source itself when it has it: read once
  /// when the source is wrapped, so that no request casts the source again.
  struct Capabilities {
    let titles: (any SectionTitledDataSource)?
    let supplementary: (any SupplementaryDataSource)?
    let refreshing: (any SupplementaryRefreshing)?
    let events: (any EventHandlingDataSource)?
    let shownEvents: (any ShownItemEventHandling)?
    let identified: (any IdentifiedDataSource)?
    let indexed: (any SectionIndexedDataSource)?
    /// Reads models as other types than its own (a composition asks its children).
    let typedModels: (any TypedModelReading)?
    /// Shows the items of other sources (see `ContainerDataSource`).
    let container: (any ContainerDataSource)?
    /// Reads its models as `Any` in code compiled for their type.
    let anyModels: (any AnyModelReading)?
    /// Reports its registration changes.
    let registrationReporting: (any RegistrationReporting)?
    /// The source as a sectioned composition, which only passes a request for a cell or an
    /// item's event on to the child that owns the position.
    let composition: SectionedDataSource?

    init(of source: some DataSource) {
      titles = source as? any SectionTitledDataSource
      supplementary = source as? any SupplementaryDataSource
      refreshing = source as? any SupplementaryRefreshing
      events = source as? any EventHandlingDataSource
      shownEvents = source as? any ShownItemEventHandling
      identified = source as? any IdentifiedDataSource
      indexed = source as? any SectionIndexedDataSource
      typedModels = source as? any TypedModelReading
      container = source as? any ContainerDataSource
      anyModels = source as? any AnyModelReading
      registrationReporting = source as? any RegistrationReporting
      composition = source as? SectionedDataSource
    }
  }
}

/// Reads the models of one source as their own type; see ``AnyDataSource/model(at:as:)``.
///
/// Its closure is made where the source's concrete type is known, for sources that keep their
/// models elsewhere than in a ``SectionStore``.
@MainActor
@usableFromInline
final class ModelReader<Model> {
  @usableFromInline let read: @MainActor (ListPosition) -> Model?

  init(_ read: @escaping @MainActor (ListPosition) -> Model?) { self.read = read }

  @inlinable @inline(__always)
  func model(at position: ListPosition) -> Model? { read(position) }
}

/// A source that keeps its models in a ``SectionStore``, which a wrapper reads directly.
@MainActor
protocol SectionStoring: AnyObject {
  /// The source's `SectionStore`, of its model type.
  var erasedSectionStore: AnyObject { get }
}

/// A source that reads its models as `Any` in code compiled for its model type: what a wrapper
/// asks for a model (a view's display event records the model its cell shows) instead of the
/// generic `model(at:)`, whose result, read through `any DataSource`, is boxed after a metadata
/// lookup.
@MainActor
protocol AnyModelReading: AnyObject {
  /// Returns the model at a position, or `nil` when the position does not exist.
  func anyModel(at position: ListPosition) -> Any?
}

/// A source that reads its models as another type than its own: a composition, which asks the
/// child that owns the position (see ``AnyDataSource/model(at:as:)``).
@MainActor
protocol TypedModelReading: AnyObject {
  /// Returns the model at a position as `type`, or `nil`.
  func model<Value>(at position: ListPosition, as type: Value.Type) -> Value?
}
