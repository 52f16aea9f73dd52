/// A data source for one model type, in one or more sections, rendered by one decorator.
///
/// `ArrayDataSource` is the leaf of every screen: it owns its models, fills cells through a
/// decorator (or a closure), and reports each mutation as a `BatchUpdate`. Compose several of
/// them, each with its own model and cell types, through ``SectionedDataSource``.
///
///     let messages = ArrayDataSource(inbox, decorator: MessageDecorator.self)
///     messages.onSelect = { message, position in print("open", message.subject) }
///     let change = try messages.insert(newMessage, at: ListPosition(section: 0, item: 0))
///     // change.batches.first?.insertedItems: the new message's position on the whole screen
///
/// Every mutation returns the change in the positions of the root of the composition the source
/// belongs to (its own positions when it stands alone), after handing it to the root's observers
/// (a host animates it). Mutations at positions that do not exist throw ``ListError`` and change
/// nothing.
///
/// - Complexity: Counts, ``model(at:)`` and cell requests are O(1). Mutations are O(n) in the
///   number of items of the affected section, like the array operations they perform.
@MainActor
public final class ArrayDataSource<Model, Cell: AnyObject>: DataSource {
  /// The sections, with their items and titles.
  public private(set) var sections: [ListSection<Model>] {
    @inlinable get { store.sections }
    _modify {
      defer { sectionsDidChange() }
      yield &store.sections
    }
    set {
      store.sections = newValue
      sectionsDidChange()
    }
  }

  /// Holds ``sections``, so that a composition reads a model through type erasure from it
  /// directly (see ``AnyDataSource/model(at:as:)``).
  @usableFromInline let store: SectionStore<Model>

  /// Keeps the counts and the search index of ``sections`` up to date after they change.
  ///
  /// Inlinable, as ``edit(positional:_:)`` is: a diff's stages set the sections in code
  /// specialised for the app's model type, where counting a section's items looks nothing up.
  @inlinable
  func sectionsDidChange() {
    itemCounts = store.sections.itemCounts()
    revision &+= 1
    positionIndex = nil
    hasSearchedSinceChange = false
  }

  // The three below are written by every change of the sections (see `sectionsDidChange()`)
  // and only read or written whole, on the main actor, never during another access to them:
  // dynamic exclusivity checks are turned off for them.

  /// The positions of the items by identifier, made by the second search for an item since the
  /// sections last changed (see `firstPosition(of:)`); `nil` until then.
  @exclusivity(unchecked) @usableFromInline var positionIndex: AnyObject?
  /// A Boolean value that indicates whether an item was searched for since the sections last
  /// changed: the first search compares the items in order, the second makes the index.
  @exclusivity(unchecked) @usableFromInline var hasSearchedSinceChange = false

  /// Counts the changes of ``sections``, so that an asynchronous diff can tell whether the
  /// sections it was computed from are still the ones shown.
  @exclusivity(unchecked) @usableFromInline var revision = 0

  /// The identifiers read per section at one ``revision``: reads between two changes share one
  /// list, so that a host can tell the list it holds from another by its storage.
  private var identifierCache: (revision: Int, sections: [Int: ItemIdentifiers]) = (-1, [:])

  /// Counts the calls that replace items by a diff: all of them (`setItems`, `setSections`) or
  /// one section's (`setItems(_:inSection:)`), so that an earlier asynchronous one can tell
  /// that a later one superseded it.
  var replacementGeneration = 0

  /// The ``replacementGeneration`` of the last call that replaced all items.
  var wholeReplacementGeneration = 0

  /// The ``replacementGeneration`` of the last call that replaced each section's items, by
  /// section index, since the last replacement of all items.
  var sectionReplacementGenerations: [Int: Int] = [:]

  /// The item count of every section. Counts are asked for far more often than items change,
  /// and reading them from a plain array avoids generic dispatch when the source is used
  /// through `any DataSource`.
  @exclusivity(unchecked) @usableFromInline var itemCounts: [Int]

  /// Called when an item is selected, with its model and its position in this source.
  public var onSelect: (@MainActor (Model, ListPosition) -> Void)? {
    didSet { hearsSelection = onSelect != nil }
  }

  /// Called for every event of an item (selection, display, highlight, prefetch, ...), with
  /// the typed model, its position in this source and its cell; see ``ItemEvent``.
  ///
  ///     messages.onEvent = { event in
  ///       switch event.kind {
  ///       case .prefetch: avatars.start(event.model.sender)
  ///       case .cancelPrefetch: avatars.cancel(event.model.sender)
  ///       default: break
  ///       }
  ///     }
  public var onEvent: (@MainActor (ItemEventDetails<Model, Cell>) -> Void)? {
    didSet { hearsEvents = onEvent != nil }
  }

  /// Whether ``onSelect`` and ``onEvent`` are set: read for every event, where the source's
  /// code is not specialised and asking an optional closure of the model's type whether it is
  /// `nil` costs a metadata lookup.
  private var hearsSelection = false
  private var hearsEvents = false

  /// The relay through which this source reports its changes.
  public let updates = UpdateRelay()

  let reuseIdentifier: String
  var supplementaryProviders: [String: SupplementaryProvider<ListSection<Model>>] = [:] {
    // Its supplementary registrations follow (see `RegistrationReporting`); its cell type
    // and reuse identifier never change.
    didSet { RegistrationRevision.bump() }
  }
  /// Dequeues the cell for a position in this source and fills it: made where the app makes
  /// the source, so compiled for its model and cell types (see ``cell(at:for:)``).
  let makeCell:
    @MainActor (ArrayDataSource<Model, Cell>, ListPosition, CellRequest) throws -> AnyObject
  /// Reads the model at a position as `Any`, compiled for the model type as ``makeCell`` is
  /// (see `AnyModelReading`).
  let readAnyModel: @MainActor (ArrayDataSource<Model, Cell>, ListPosition) -> Any?

  /// How an ``ArrayDataSource`` fills its cells.
  ///
  /// A closure that takes no context is called as it is, so the common case pays nothing for
  /// the contextual one; a contextual closure receives the local position and the request, and
  /// makes the ``CellContext`` itself, in inlinable code, so that a decorator whose
  /// ``CellDecorator/decorate(_:with:in:)`` is the default never makes one. The source keeps
  /// the closure in the one that makes its cells (``makeCell``), chosen when the source is made:
  /// `cell(at:for:)` is not specialised, so reading a generic enum there costs a metadata
  /// lookup per cell.
  @usableFromInline
  enum Filling {
    /// Fills a cell from its model alone.
    case model(@MainActor (Cell, Model) -> Void)
    /// Fills a cell from its model, its position in this source and the host's request.
    case context(@MainActor (Cell, Model, ListPosition, CellRequest) -> Void)
  }

  /// Creates a data source of sections whose cells are filled by a closure.
  ///
  ///     let names = ArrayDataSource(
  ///       sections: [ListSection(header: "Team", items: ["Ada", "Grace"])], cell: TextCell.self
  ///     ) { cell, name in
  ///       cell.textLabel = name
  ///     }
  ///
  /// - Parameters:
  ///   - sections: The sections to show.
  ///   - cell: The cell class to dequeue.
  ///   - reuseIdentifier: The identifier to pool cells under; defaults to the cell type's name.
  ///   - configure: Fills a cell with a model.
  /// - Complexity: O(s), where s is the number of sections.
  @inlinable
  public convenience init(
    sections: [ListSection<Model>],
    cell: Cell.Type,
    reuseIdentifier: String? = nil,
    configure: @escaping @MainActor (Cell, Model) -> Void
  ) {
    self.init(
      sections: sections, reuseIdentifier: reuseIdentifier ?? String(describing: cell),
      filling: .model(configure))
  }

  @inlinable
  convenience init(sections: [ListSection<Model>], reuseIdentifier: String, filling: Filling) {
    // The closures are made here, inlined into the app, so they are compiled for the app's
    // model type: for a `Identifiable` model the identifier cast folds, which hosts feel:
    // they read many identifiers per batch; a cell's model is read, and the cell cast to its
    // type, without generic dispatch, for every cell the view asks for.
    self.init(
      storing: sections, reuseIdentifier: reuseIdentifier,
      makeCell: Self.cellMaker(reuseIdentifier: reuseIdentifier, filling: filling),
      readAnyModel: { source, position in source.store.model(at: position) },
      readIdentifier: { source, position in
        source.model(at: position).flatMap { model in
          (model as? any Identifiable).map { erasedIdentifier(of: $0) }
        }
      },
      readIdentifiers: { source, section in
        source.sections.indices.contains(section)
          ? ItemIdentifiers(identifiersOf: source.sections[section].items) : nil
      })
  }

  /// Returns the closure that dequeues a cell for a position and fills it with the model there
  /// (see ``makeCell``): a closure that takes no context is called as it is, so the common case
  /// pays nothing for the contextual one.
  @inlinable
  static func cellMaker(reuseIdentifier: String, filling: Filling)
    -> @MainActor (ArrayDataSource<Model, Cell>, ListPosition, CellRequest) throws -> AnyObject
  {
    switch filling {
    case .model(let fill):
      return { source, position, request in
        guard let model = source.store.model(at: position) else {
          throw source.outOfRangeError(position)
        }
        let cell = try request.dequeue(Cell.self, reuseIdentifier: reuseIdentifier)
        fill(cell, model)
        return cell
      }
    case .context(let fill):
      return { source, position, request in
        guard let model = source.store.model(at: position) else {
          throw source.outOfRangeError(position)
        }
        let cell = try request.dequeue(Cell.self, reuseIdentifier: reuseIdentifier)
        fill(cell, model, position, request)
        return cell
      }
    }
  }

  @usableFromInline
  init(
    storing sections: [ListSection<Model>], reuseIdentifier: String,
    makeCell:
      @escaping @MainActor (ArrayDataSource<Model, Cell>, ListPosition, CellRequest) throws ->
      AnyObject,
    readAnyModel: @escaping @MainActor (ArrayDataSource<Model, Cell>, ListPosition) -> Any?,
    readIdentifier:
      @escaping @MainActor (ArrayDataSource<Model, Cell>, ListPosition) ->
      AnyHashable?,
    readIdentifiers:
      @escaping @MainActor (ArrayDataSource<Model, Cell>, Int) -> ItemIdentifiers?
  ) {
    self.store = SectionStore(sections)
    self.itemCounts = sections.itemCounts()
    self.reuseIdentifier = reuseIdentifier
    self.makeCell = makeCell
    self.readAnyModel = readAnyModel
    self.readIdentifier = readIdentifier
    self.readIdentifiers = readIdentifiers
  }

  /// Reads the identifier at a position, compiled for the model type (see
  /// ``itemIdentifier(at:)``).
  let readIdentifier: @MainActor (ArrayDataSource<Model, Cell>, ListPosition) -> AnyHashable?

  /// Reads the identifiers of a section, typed, compiled for the model type (see
  /// ``itemIdentifiers(inSection:)``).
  let readIdentifiers: @MainActor (ArrayDataSource<Model, Cell>, Int) -> ItemIdentifiers?

  /// Creates a single-section data source whose cells are filled by a closure, for one-off
  /// screens that do not need a named decorator.
  ///
  ///     let names = ArrayDataSource(["Ada", "Grace"], cell: TextCell.self) { cell, name in
  ///       cell.textLabel = name
  ///     }
  @inlinable
  public convenience init(
    _ items: [Model],
    cell: Cell.Type,
    reuseIdentifier: String? = nil,
    header: String? = nil,
    footer: String? = nil,
    configure: @escaping @MainActor (Cell, Model) -> Void
  ) {
    self.init(
      sections: [ListSection(header: header, items: items, footer: footer)],
      cell: cell, reuseIdentifier: reuseIdentifier, configure: configure)
  }

  /// Creates a data source of sections rendered by a decorator.
  ///
  /// The compiler checks that the decorator shows this source's model in this source's cell.
  @inlinable
  public convenience init<Decorator: CellDecorator>(
    sections: [ListSection<Model>], decorator: Decorator.Type
  ) where Decorator.Model == Model, Decorator.Cell == Cell {
    self.init(
      sections: sections, reuseIdentifier: decorator.reuseIdentifier,
      filling: .context { cell, model, position, request in
        decorator.decorate(cell, with: model, in: CellContext(position: position, request: request))
      })
  }

  /// Creates a single-section data source rendered by a decorator.
  ///
  ///     let contacts = ArrayDataSource(people, decorator: ContactDecorator.self)
  @inlinable
  public convenience init<Decorator: CellDecorator>(
    _ items: [Model], decorator: Decorator.Type, header: String? = nil, footer: String? = nil
  ) where Decorator.Model == Model, Decorator.Cell == Cell {
    self.init(
      sections: [ListSection(header: header, items: items, footer: footer)], decorator: decorator)
  }

  /// Creates a single-section data source of cells that configure themselves.
  ///
  ///     let messages = ArrayDataSource(inbox, cell: MessageCell.self)
  @inlinable
  public convenience init(
    _ items: [Model], cell: Cell.Type, header: String? = nil, footer: String? = nil
  ) where Cell: ConfigurableCell, Cell.Model == Model {
    self.init(
      items, decorator: ConfigurableCellDecorator<Cell>.self, header: header, footer: footer)
  }

  // MARK: DataSource

  public var numberOfSections: Int { itemCounts.count }

  public func numberOfItems(inSection section: Int) -> Int {
    section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
  }

  /// Returns the model at a position, or `nil` when the position does not exist.
  ///
  /// Inlinable so that callers who know the model type read it without generic dispatch.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func model(at position: ListPosition) -> Model? {
    store.model(at: position)
  }

  public func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    try makeCell(self, position, request)
  }

  public var cellRegistrations: [CellRegistration] {
    [CellRegistration(Cell.self, reuseIdentifier: reuseIdentifier)]
  }

  /// Calls ``onSelect`` for a selection, and ``onEvent`` for every event, with the typed model
  /// and cell.
  @discardableResult
  public func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    // No handler hears it: no model to read (a cell's display events come on every update).
    guard hears(event) else { return false }
    return deliver(event, at: position, cell: cell)
  }

  /// Calls the handlers with a model this source showed (see
  /// `ShownItemEventHandling`).
  @discardableResult
  package func handle(_ event: ItemEvent, model: Any, at position: ListPosition, cell: AnyObject?)
    -> Bool
  {
    guard hears(event) else { return false }
    return deliver(event, shownModel: model, at: position, cell: cell)
  }

  /// Whether a handler is set that hears `event`: ``onEvent``, or ``onSelect`` for a selection.
  private func hears(_ event: ItemEvent) -> Bool {
    hearsEvents || (event == .select && hearsSelection)
  }

  // The two below read a model in code that is not specialised, which makes room for it on
  // entry, after a metadata lookup: apart from the checks above, so that an event no handler
  // hears costs none.

  /// Calls the handlers with the model at a position, if there is one.
  @inline(never)
  private func deliver(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    guard let model = model(at: position) else { return false }
    return deliver(event, model, at: position, cell: cell)
  }

  /// Calls the handlers with a model this source showed, when it is of its model type.
  @inline(never)
  private func deliver(
    _ event: ItemEvent, shownModel: Any, at position: ListPosition, cell: AnyObject?
  ) -> Bool {
    guard let model = shownModel as? Model else { return false }
    return deliver(event, model, at: position, cell: cell)
  }

  private func deliver(
    _ event: ItemEvent, _ model: Model, at position: ListPosition, cell: AnyObject?
  ) -> Bool {
    deliverItemEvent(
      event, model, at: position, cell: cell as? Cell, onSelect: onSelect, onEvent: onEvent)
  }

  /// The model's `id` when the model type has one.
  ///
  /// - Complexity: O(1).
  public func itemIdentifier(at position: ListPosition) -> AnyHashable? {
    readIdentifier(self, position)
  }

  /// The models' `id`s, typed, when the model type has one.
  ///
  /// The list shares the section's array of models and reads each identifier as it is
  /// compared, so reading it copies nothing. It is kept until the items change: reading it
  /// again returns the same list, which a host can tell by its storage. While a host holds it,
  /// the first change of the section's items in place copies them, as any shared array does.
  ///
  /// - Complexity: O(1) for a `Identifiable` model type; O(n) for the first read after the
  ///   items change when the model type is an existential, where n is the number of items in
  ///   the section.
  public func itemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    if identifierCache.revision == revision, let cached = identifierCache.sections[section] {
      return cached
    }
    guard let read = readIdentifiers(self, section) else { return nil }
    if identifierCache.revision != revision { identifierCache = (revision, [:]) }
    identifierCache.sections[section] = read
    return read
  }

  /// The identifiers of every section read since the sections last changed, or `nil` when a
  /// section's were not: what an asynchronous update proves its stages from, without reading
  /// them on the main actor itself.
  var cachedIdentifiers: [ItemIdentifiers]? {
    guard identifierCache.revision == revision else { return nil }
    var lists: [ItemIdentifiers] = []
    lists.reserveCapacity(sections.count)
    for section in sections.indices {
      guard let list = identifierCache.sections[section] else { return nil }
      lists.append(list)
    }
    return lists
  }

  /// Takes `lists` as the identifiers of the sections that the change being made sets, one per
  /// section: called inside the change, before ``sections`` is set, so that they are kept for
  /// exactly the revision that change makes. A stage an asynchronous update proved carries
  /// them, so that hosts read the very lists the proof compared (see `StageProof`).
  @usableFromInline
  func expectIdentifiers(_ lists: [ItemIdentifiers]) {
    identifierCache = (
      revision &+ 1, Dictionary(uniqueKeysWithValues: lists.enumerated().map { ($0, $1) })
    )
  }

  // MARK: Internal mutation support

  /// Applies one of the shared section edits in place and publishes its change, as one change
  /// of the screen (see ``UpdateRelay``): an edit that names a position passes its name as
  /// `positional` and is refused while the screen applies another change; any other is queued.
  ///
  /// Inlinable, so that an edit made in code specialised for the model type (a diff's stages)
  /// sets the sections there too.
  @inlinable
  func edit<Failure: Error>(
    positional: String?,
    _ body: @escaping (inout [ListSection<Model>]) throws(Failure) -> BatchUpdate
  ) throws(Failure) -> BatchUpdate {
    try change(positional: positional) { () throws(Failure) in
      // As the setter of `sections` does, in the caller's specialisation.
      defer { self.sectionsDidChange() }
      return try body(&self.store.sections)
    }
  }

  /// Runs `body`, which changes the sections and returns its change, as one change of the
  /// screen through ``updates`` (see ``edit(positional:_:)``).
  @usableFromInline
  func change<Failure: Error>(
    positional: String?, _ body: @escaping () throws(Failure) -> BatchUpdate
  ) throws(Failure) -> BatchUpdate {
    try updates.change(positional: positional, body)
  }
}

extension CellDecorator {
  /// Returns a single-section data source of models rendered by this decorator.
  ///
  ///     let messages = MessageDecorator.dataSource(for: inbox)
  public static func dataSource(for items: [Model], header: String? = nil, footer: String? = nil)
    -> ArrayDataSource<Model, Cell>
  {
    ArrayDataSource(items, decorator: Self.self, header: header, footer: footer)
  }
}

/// Returns a value's identity as `AnyHashable`; called with an existential, Swift opens it.
@inlinable
func erasedIdentifier<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}

/// The sections of an ``ArrayDataSource``, in an object of their own.
///
/// Read for every cell request and only touched on the main actor, never during another
/// access, so dynamic exclusivity checks are turned off for them.
@MainActor
@usableFromInline
final class SectionStore<Model> {
  @exclusivity(unchecked) @usableFromInline var sections: [ListSection<Model>]

  @usableFromInline
  init(_ sections: [ListSection<Model>]) { self.sections = sections }

  /// The model at a position, or `nil` when the position does not exist.
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  func model(at position: ListPosition) -> Model? {
    guard position.section >= 0, position.section < sections.count,
      position.item >= 0, position.item < sections[position.section].items.count
    else { return nil }
    return sections[position.section].items[position.item]
  }
}
