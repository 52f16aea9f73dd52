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

  /// Reads the wrapped source's models as their own type: the source's ``SectionStore`` when it
  /// keeps one (an ``ArrayDataSource``), read directly so that a typed lookup through a
  /// composition follows as few objects as possible; otherwise a ``ModelReader``. Either is of
  /// the source's model type.
  @usableFromInline let modelAccess: AnyObject
  /// A Boolean value that indicates whether `modelAccess` is a `SectionStore`.
  @usableFromInline let modelAccessIsStore: Bool
  /// The wrapped source's model type, which `modelAccess` reads.
  @usableFromInline let modelType: ObjectIdentifier

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
    } else {
      self.base = base
      let store = (base as? any SectionStoring)?.erasedSectionStore
      modelAccess = store ?? Self.modelReader(of: base)
      modelAccessIsStore = store != nil
      modelType = Self.modelType(of: base)
    }
  }

  private static func modelReader<Source: DataSource>(of source: Source) -> AnyObject {
    ModelReader<Source.Model> { source.model(at: $0) }
  }

  private static func modelType<Source: DataSource>(of source: Source) -> ObjectIdentifier {
    ObjectIdentifier(Source.Model.self)
  }

  /// Returns the wrapped source as a concrete type, or `nil` when it is of another type.
  public func base<Source: DataSource>(as type: Source.Type) -> Source? { base as? Source }

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
    if let composition = base as? SectionedDataSource {
      return composition.model(at: position, as: type)
    }
    return base.model(at: position) as? Value
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

  public func itemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    base.itemIdentifiers(inSection: section)
  }
  public var updates: UpdateRelay { base.updates }
  /// The wrapped source's depth: erasing the model type adds no level.
  public var nestingDepth: Int { base.nestingDepth }
  public var supplementaryRegistrations: [SupplementaryRegistration] {
    base.supplementaryRegistrations
  }
  public var sectionIndexTitles: [SectionIndexTitle] { base.sectionIndexTitles }
  public func refreshSupplementaryView(
    _ view: AnyObject, ofKind kind: String, inSection section: Int
  ) -> Bool {
    base.refreshSupplementaryView(view, ofKind: kind, inSection: section)
  }
  public func supplementaryView(
    ofKind kind: String, at position: ListPosition, for request: SupplementaryRequest
  ) throws -> AnyObject? {
    try base.supplementaryView(ofKind: kind, at: position, for: request)
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

extension ArrayDataSource: SectionStoring {
  var erasedSectionStore: AnyObject { store }
}
