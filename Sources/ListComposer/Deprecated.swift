// Deprecated forwards, kept for one release and removed before 1.0. Each says what to write
// instead; the CHANGELOG's "Migrating to the 1.0 shape" table lists them.

// MARK: DataSource requirements that became capabilities

// A source that adopts a capability without implementing one of its members gets a warning that
// one of these forwards satisfies it: implement the member. Until then the forward is that
// member, and asking the capability through `AnyDataSource` would call it again; each forward
// runs once per source at a time (`ForwardOnce`) and answers the capability's default the
// second time, so that such a source never recurses without end.

extension DataSource {
  /// Asks the source as a ``SectionTitledDataSource``, if it is one.
  @available(
    *, deprecated,
    message: "adopt SectionTitledDataSource and implement it, or call it on an AnyDataSource"
  )
  public func headerTitle(forSection section: Int) -> String? {
    ForwardOnce.run(self, otherwise: nil) { AnyDataSource(self).headerTitle(forSection: section) }
  }

  /// Asks the source as a ``SectionTitledDataSource``, if it is one.
  @available(
    *, deprecated,
    message: "adopt SectionTitledDataSource and implement it, or call it on an AnyDataSource"
  )
  public func footerTitle(forSection section: Int) -> String? {
    ForwardOnce.run(self, otherwise: nil) { AnyDataSource(self).footerTitle(forSection: section) }
  }

  /// Asks the source as an ``EventHandlingDataSource``, if it is one.
  @available(
    *, deprecated,
    message: "adopt EventHandlingDataSource and implement it, or call it on an AnyDataSource"
  )
  @discardableResult
  public func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    ForwardOnce.run(self, otherwise: false) {
      AnyDataSource(self).handle(event, at: position, cell: cell)
    }
  }

  /// Asks the source as an ``EventHandlingDataSource``, if it is one.
  @available(
    *, deprecated,
    message:
      "the package's views route a shown item's event to its source; implement handle(_:at:cell:)"
  )
  @discardableResult
  public func handle(_ event: ItemEvent, model: Any, at position: ListPosition, cell: AnyObject?)
    -> Bool
  {
    ForwardOnce.run(self, otherwise: false) {
      AnyDataSource(self).handle(event, model: model, at: position, cell: cell)
    }
  }

  /// Asks the source as an ``EventHandlingDataSource``, if it is one.
  @available(
    *, deprecated,
    message: "write handle(.select, at: position, cell: nil) on an EventHandlingDataSource"
  )
  @discardableResult
  public func selectItem(at position: ListPosition) -> Bool {
    ForwardOnce.run(self, otherwise: false) {
      AnyDataSource(self).handle(.select, at: position, cell: nil)
    }
  }

  /// Asks the source as an ``IdentifiedDataSource``, if it is one.
  @available(
    *, deprecated,
    message: "adopt IdentifiedDataSource and implement it, or call it on an AnyDataSource"
  )
  public func itemIdentifier(at position: ListPosition) -> AnyHashable? {
    ForwardOnce.run(self, otherwise: nil) { AnyDataSource(self).itemIdentifier(at: position) }
  }

  /// Asks the source as an ``IdentifiedDataSource``, if it is one.
  @available(
    *, deprecated,
    message: "adopt IdentifiedDataSource and implement it, or call it on an AnyDataSource"
  )
  public func itemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    ForwardOnce.run(self, otherwise: nil) {
      AnyDataSource(self).itemIdentifiers(inSection: section)
    }
  }

  /// Asks the source as a ``SupplementaryDataSource``, if it is one.
  @available(
    *, deprecated,
    message: "adopt SupplementaryDataSource and implement it, or call it on an AnyDataSource"
  )
  public var supplementaryRegistrations: [SupplementaryRegistration] {
    ForwardOnce.run(self, otherwise: []) { AnyDataSource(self).supplementaryRegistrations }
  }

  /// Asks the source as a ``SupplementaryDataSource``, if it is one.
  @available(
    *, deprecated,
    message: "adopt SupplementaryDataSource and implement it, or call it on an AnyDataSource"
  )
  public func supplementaryView(
    ofKind kind: String, at position: ListPosition, for request: SupplementaryRequest
  ) throws -> AnyObject? {
    try ForwardOnce.run(self, otherwise: nil) { () throws -> AnyObject? in
      try AnyDataSource(self).supplementaryView(ofKind: kind, at: position, for: request)
    }
  }

  /// Asks the source as a ``SupplementaryDataSource``, if it is one.
  @available(
    *, deprecated,
    message: "the package's sources refresh their supplementary views with their items"
  )
  public func refreshSupplementaryView(
    _ view: AnyObject, ofKind kind: String, inSection section: Int
  ) -> Bool {
    ForwardOnce.run(self, otherwise: false) {
      AnyDataSource(self).refreshSupplementaryView(view, ofKind: kind, inSection: section)
    }
  }

  /// Asks the source as a ``SectionIndexedDataSource``, if it is one.
  @available(
    *, deprecated,
    message: "adopt SectionIndexedDataSource and implement it, or call it on an AnyDataSource"
  )
  public var sectionIndexTitles: [SectionIndexTitle] {
    ForwardOnce.run(self, otherwise: []) { AnyDataSource(self).sectionIndexTitles }
  }
}

/// Runs the deprecated forwards of capability members once per source and member at a time.
///
/// A source that adopts a capability without implementing a member has the `DataSource`
/// forward as that member; the forward asks the capability through `AnyDataSource`, which asks
/// the source, which runs the forward again. The second run, for the same source and member,
/// answers the capability's default (no title, no handler, no identifier, no view, no index
/// entry) instead.
@MainActor
private enum ForwardOnce {
  /// A forward running for a source.
  private struct Running: Hashable {
    let source: ObjectIdentifier
    let member: String
  }

  /// The forwards running now.
  private static var running: Set<Running> = []

  /// Returns what `body` returns, or `fallback` when the forward `member` already runs for
  /// `source`.
  static func run<Result, Failure: Error>(
    _ source: AnyObject, member: String = #function, otherwise fallback: Result,
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let key = Running(source: ObjectIdentifier(source), member: member)
    guard running.insert(key).inserted else { return fallback }
    defer { running.remove(key) }
    return try body()
  }
}

// MARK: One verb to replace a source's data: set…(_:options:)

extension ArrayDataSource {
  /// Replaces every item with the given ones, in a single section, with one reloading batch.
  /// Deprecated: use `setItems(_:options:)` with `DiffOptions(usesReloadData: true)`.
  @available(
    *, deprecated,
    message:
      "Use setItems(_:options:) with DiffOptions(usesReloadData: true); it returns a ListChange"
  )
  @discardableResult
  public func replaceAll(with newItems: [Model]) -> BatchUpdate {
    setItems(newItems, options: DiffOptions(usesReloadData: true)).batches.first ?? BatchUpdate()
  }

  /// Replaces every section with the given ones, with one reloading batch.
  /// Deprecated: use `setSections(_:options:)` with `DiffOptions(usesReloadData: true)`.
  @available(
    *, deprecated,
    message:
      "Use setSections(_:options:) with DiffOptions(usesReloadData: true); it returns a ListChange"
  )
  @discardableResult
  public func replaceAll(with newSections: [ListSection<Model>]) -> BatchUpdate {
    setSections(newSections, options: DiffOptions(usesReloadData: true)).batches.first
      ?? BatchUpdate()
  }
}

extension MixedDataSource {
  /// Replaces every item with the given ones, in a single section, with one reloading batch.
  /// Deprecated: use `setItems(_:options:)` with `DiffOptions(usesReloadData: true)`.
  @available(
    *, deprecated,
    message:
      "Use setItems(_:options:) with DiffOptions(usesReloadData: true); it returns a ListChange"
  )
  @discardableResult
  public func replaceAll(with newItems: [Any]) throws(ListError) -> BatchUpdate {
    try setItems(newItems, options: DiffOptions(usesReloadData: true)).batches.first
      ?? BatchUpdate()
  }

  /// Replaces every section with the given ones, with one reloading batch.
  /// Deprecated: use `setSections(_:options:)` with `DiffOptions(usesReloadData: true)`.
  @available(
    *, deprecated,
    message:
      "Use setSections(_:options:) with DiffOptions(usesReloadData: true); it returns a ListChange"
  )
  @discardableResult
  public func replaceAll(with newSections: [ListSection<Any>]) throws(ListError) -> BatchUpdate {
    try setSections(newSections, options: DiffOptions(usesReloadData: true)).batches.first
      ?? BatchUpdate()
  }
}

extension ChangeFeedDataSource {
  /// Shows new sections with one reloading batch.
  /// Deprecated: use `setSections(_:options:)`.
  @available(*, deprecated, message: "Use setSections(_:options:); it returns a ListChange")
  @discardableResult
  public func replaceAll(with sections: [ListSection<Model>]) -> BatchUpdate {
    setSections(sections).batches.first ?? BatchUpdate()
  }
}

extension DeclaredScreen {
  /// Declares the screen again and updates the shown one to match, by identity.
  /// Deprecated: use `setSections(options:_:)`.
  @available(*, deprecated, message: "Use setSections(options:_:); it returns a ListChange")
  @discardableResult
  public func update(@ScreenBuilder _ content: () -> [ScreenSection]) throws
    -> [BatchUpdate]
  {
    try setSections(content).batches
  }
}

// MARK: One result type for every mutation: ListChange

/// What a change feed's transaction did. Deprecated: use `ListChange`.
@available(*, deprecated, renamed: "ListChange")
public typealias ChangeFeedResult = ListChange

extension ListChange {
  /// The batches published. Deprecated: use `batches`.
  @available(*, deprecated, renamed: "batches")
  public var updates: [BatchUpdate] {
    get { batches }
    set { batches = newValue }
  }

  /// Creates a result. Deprecated: use `init(batches:isQueued:rejectedEvents:unreportedChanges:)`.
  @available(*, deprecated, renamed: "init(batches:isQueued:rejectedEvents:unreportedChanges:)")
  public init(
    updates: [BatchUpdate], rejectedEvents: ChangeEventError? = nil, isQueued: Bool = false,
    unreportedChanges: [ListPosition] = []
  ) {
    self.init(
      batches: updates, isQueued: isQueued, rejectedEvents: rejectedEvents,
      unreportedChanges: unreportedChanges)
  }
}

extension AsyncUpdateOutcome {
  /// The published batches when the update was applied, or `nil`. Deprecated: use
  /// `appliedChange`, whose `batches` these are.
  @available(*, deprecated, message: "use appliedChange, whose batches these are")
  public var appliedBatches: [BatchUpdate]? { appliedChange?.batches }
}

// MARK: One verb each: send, update, bind

extension UpdateRelay {
  /// Reports a change in the source's local positions and returns it in the root's positions,
  /// dropping a host's failure.
  @available(
    *, deprecated,
    message: "use send(_:), which throws the failure publish dropped: try? updates.send(update)"
  )
  @discardableResult
  public func publish(_ update: BatchUpdate) -> BatchUpdate {
    publishReportingFailure(update).update
  }
}

extension ForeignChildDataSource {
  /// Reports a change the app made to the hand-written source.
  @available(*, deprecated, renamed: "send(_:)")
  @discardableResult
  public func publish(_ update: BatchUpdate) throws -> BatchUpdate {
    try send(update).batch
  }
}

extension ArrayDataSource {
  /// Replaces the item at a position with a new version of it, keeping its cell.
  @available(
    *, deprecated, message: "use update(at:with:updateStyle:) with updateStyle: .reconfigure"
  )
  @discardableResult
  public func reconfigure(at position: ListPosition, with item: Model) throws(ListError)
    -> ListChange
  {
    try update(at: position, with: item, updateStyle: .reconfigure)
  }
}

extension MixedDataSource {
  /// Replaces the item at a position with a new version of it, keeping its cell.
  @available(
    *, deprecated, message: "use update(at:with:updateStyle:) with updateStyle: .reconfigure"
  )
  @discardableResult
  public func reconfigure(at position: ListPosition, with item: Any) throws(ListError)
    -> ListChange
  {
    try update(at: position, with: item, updateStyle: .reconfigure)
  }
}

#if canImport(Observation)
  import Observation

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension ArrayDataSource where Model: Diffable & Sendable {
    /// Shows the items at a key path of an `@Observable` object, and again whenever they change.
    @available(*, deprecated, renamed: "bind(to:of:options:scheduler:)")
    @discardableResult
    public func follow<Object: AnyObject & Observable>(
      _ keyPath: KeyPath<Object, [Model]>, of object: Object,
      options: DiffOptions = DiffOptions(), scheduler: DiffScheduler = .background
    ) -> StreamBinding {
      bind(to: keyPath, of: object, options: options, scheduler: scheduler)
    }

    /// Shows the sections at a key path of an `@Observable` object, and again whenever they
    /// change.
    @available(*, deprecated, renamed: "bind(to:of:options:scheduler:)")
    @discardableResult
    public func follow<Object: AnyObject & Observable>(
      _ keyPath: KeyPath<Object, [ListSection<Model>]>, of object: Object,
      options: DiffOptions = DiffOptions(), scheduler: DiffScheduler = .background
    ) -> StreamBinding {
      bind(to: keyPath, of: object, options: options, scheduler: scheduler)
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension StatefulDataSource {
    /// Shows the items at a key path of an `@Observable` object as the content, and again
    /// whenever they change.
    @available(*, deprecated, renamed: "bind(to:of:options:scheduler:)")
    @discardableResult
    public func follow<Object: AnyObject & Observable, Item: Diffable & Sendable, Cell: AnyObject>(
      _ keyPath: KeyPath<Object, [Item]>, of object: Object,
      options: DiffOptions = DiffOptions(), scheduler: DiffScheduler = .background
    ) -> StreamBinding where Content == ArrayDataSource<Item, Cell> {
      bind(to: keyPath, of: object, options: options, scheduler: scheduler)
    }
  }
#endif

// MARK: Redundant spellings

extension AnyDataSource {
  /// Returns the wrapped source as a concrete type, or `nil` when it is of another type.
  @available(*, deprecated, message: "write `base as? Source`")
  public func base<Source: DataSource>(as type: Source.Type) -> Source? { base as? Source }
}

extension OutlineDataSource {
  /// Expands the node with a model's identity.
  @available(*, deprecated, message: "write expand(id: node.id)")
  @discardableResult
  public func expand(_ node: Node) throws -> ListChange {
    try expand(id: node.id)
  }

  /// Collapses the node with a model's identity.
  @available(*, deprecated, message: "write collapse(id: node.id)")
  @discardableResult
  public func collapse(_ node: Node) throws -> ListChange {
    try collapse(id: node.id)
  }

  /// Toggles the node with a model's identity.
  @available(*, deprecated, message: "write toggle(id: node.id)")
  @discardableResult
  public func toggle(_ node: Node) throws -> ListChange {
    try toggle(id: node.id)
  }
}

extension MixedDataSource {
  /// Returns the decorator that renders a value in this source, or `nil` when the catalog has
  /// none for the value's type.
  @available(*, deprecated, message: "write catalog.decorator(for: item, variant: variant)")
  public func decorator(for item: Any) -> AnyCellDecorator? {
    catalog.decorator(for: item, variant: variant)
  }
}

extension EventHandlingDataSource {
  /// Handles the selection of the item at a position.
  @available(*, deprecated, message: "write handle(.select, at: position, cell: nil)")
  @discardableResult
  public func selectItem(at position: ListPosition) -> Bool {
    handle(.select, at: position, cell: nil)
  }
}
