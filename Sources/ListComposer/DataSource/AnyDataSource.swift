/// A type-erased data source, so that sources of different model types can sit in one array.
///
/// A screen of contacts, messages and people is three sources with three model types;
/// `AnyDataSource` hides the model type so a ``SectionedDataSource`` can hold them together,
/// while ``base`` and ``model(at:as:)`` give the typed source and models back.
///
///     let children: [AnyDataSource] = [AnyDataSource(contacts), AnyDataSource(messages)]
///     children[1].model(at: ListPosition(section: 0, item: 0), as: Message.self)
///
/// The wrapper shares the wrapped source's ``updates`` relay: changes flow through it unchanged.
@MainActor
public final class AnyDataSource: DataSource {
  /// The models are those of the wrapped source, as `Any`.
  public typealias Model = Any

  /// The wrapped source.
  public let base: any DataSource

  /// Wraps a data source; wrapping an `AnyDataSource` returns its base wrapped once.
  public init(_ base: some DataSource) {
    if let erased = base as? AnyDataSource {
      self.base = erased.base
    } else {
      self.base = base
    }
  }

  /// Returns the wrapped source as a concrete type, or `nil` when it is of another type.
  public func base<Source: DataSource>(as type: Source.Type) -> Source? { base as? Source }

  /// Returns the model at a position as a concrete type, or `nil` when the position does not
  /// exist or the model is of another type.
  public func model<Value>(at position: ListPosition, as type: Value.Type) -> Value? {
    base.model(at: position) as? Value
  }

  public var numberOfSections: Int { base.numberOfSections }
  public func numberOfItems(inSection section: Int) -> Int {
    base.numberOfItems(inSection: section)
  }
  public func model(at position: ListPosition) -> Any? { base.model(at: position) }
  public func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    try base.cell(at: position, for: request)
  }
  public var cellRegistrations: [CellRegistration] { base.cellRegistrations }
  public func headerTitle(forSection section: Int) -> String? {
    base.headerTitle(forSection: section)
  }
  public func footerTitle(forSection section: Int) -> String? {
    base.footerTitle(forSection: section)
  }
  @discardableResult
  public func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    base.handle(event, at: position, cell: cell)
  }
  @discardableResult
  public func handle(_ event: ItemEvent, model: Any, at position: ListPosition, cell: AnyObject?)
    -> Bool
  {
    base.handle(event, model: model, at: position, cell: cell)
  }
  public func itemIdentifier(at position: ListPosition) -> AnyHashable? {
    base.itemIdentifier(at: position)
  }
  public var updates: UpdateRelay { base.updates }
  public var supplementaryRegistrations: [SupplementaryRegistration] {
    base.supplementaryRegistrations
  }
  public func supplementaryView(
    ofKind kind: String, at position: ListPosition, for request: SupplementaryRequest
  ) throws -> AnyObject? {
    try base.supplementaryView(ofKind: kind, at: position, for: request)
  }
}
