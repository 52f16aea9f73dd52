/// A data source that shows a tree of models as an outline: the expanded part of the tree,
/// depth first, one row per node, in one section.
///
/// A settings screen with disclosure groups, a file browser or a comment thread is a tree; an
/// outline keeps the index arithmetic of such a screen in one place. Expand and collapse nodes
/// by identity, and the source publishes one batch that inserts (or deletes) exactly the rows
/// that appear (or disappear), expanded grandchildren included, and refreshes the toggled row.
///
///     let files = OutlineDataSource(tree, decorator: FolderDecorator.self)
///     files.togglesOnSelection = true          // a tap on a folder opens or closes it
///     try files.expand(id: "Documents")        // inserts the folder's children under it
///     files.level(of: "Invoices")              // 1
///
/// Its decorator receives an ``OutlineItem``: the node's model, its level, and whether it has
/// children and is expanded, so a platform bridge only maps them to indentation and a disclosure
/// accessory. The source composes as a child of ``SectionedDataSource`` (`.sections` or
/// `.linear`) like any other; its positions are its own, and the composition remaps them. It
/// is a child of a declared screen as any source is (`ScreenSection(_:source:)`). Inside a
/// ``StatefulDataSource``, while a loading, empty or error row shows instead of the outline,
/// expanding and collapsing change only the outline's hidden rows and reach no host; the rows
/// show as they are then when the content shows.
///
/// Expansion state is kept by identity: ``setTree(_:options:)`` carries it over to the new
/// tree and diffs the rows shown, so a subtree that moves to another parent moves on screen.
///
/// Bad input is a value: a tree with a duplicated identity is refused with
/// ``OutlineError/duplicateNode(_:)``, and expanding a node that is not in the tree with
/// ``OutlineError/nodeNotFound(_:)``; nothing changes then. Because children are held by
/// value in ``OutlineNode``, a tree cannot contain a cycle.
///
/// - Complexity: Counts are O(1); ``model(at:)`` and cell requests are O(1) expected. Expanding
///   or collapsing a node that shows or hides k rows costs O(k + C + r / C) for r rows shown
///   and chunks of C = 512 rows, plus O(d) for the depth d below the node; loading c children
///   costs O(c) plus the rows they add.
///   ``expandAll()``, ``collapseAll()`` and ``setTree(_:options:)`` are O(n) in the number of
///   nodes.
@MainActor
public final class OutlineDataSource<Node: Diffable, Cell: AnyObject>: EventHandlingDataSource,
  IdentifiedDataSource, ShownItemEventHandling
{
  /// What each row shows: a node with its place in the tree.
  public typealias Model = OutlineItem<Node>

  // The state is read for every cell request and only touched on the main actor, never during
  // another access, so dynamic exclusivity checks are turned off for it; the reads are
  // inlinable so that they run specialised for the app's node type.

  /// The tree, flattened, with each node's expansion flag.
  @exclusivity(unchecked) @usableFromInline var forest = OutlineForest<Node>()
  /// The rows shown while the tree is the source of truth, each with its item.
  @usableFromInline let rows: OutlineRows<OutlineItem<Node>>
  /// The rows a stage of ``setTree(_:options:)`` holds while the host applies it; `nil`
  /// otherwise.
  @exclusivity(unchecked) @usableFromInline var stagedRows: [OutlineItem<Node>]?

  /// The relay through which this source reports its changes.
  public let updates = UpdateRelay()

  /// A Boolean value that indicates whether selecting a row with children expands or collapses
  /// it (after ``onSelect`` runs); `false` by default.
  public var togglesOnSelection = false

  /// Called when a row is selected, with its item and its position in this source.
  public var onSelect: (@MainActor (OutlineItem<Node>, ListPosition) -> Void)?

  /// Called for every event of a row (selection, display, highlight, prefetch, ...), with the
  /// item, its position in this source and its cell; see ``ItemEvent``.
  public var onEvent: (@MainActor (ItemEventDetails<OutlineItem<Node>, Cell>) -> Void)?

  let reuseIdentifier: String
  let fill: @MainActor (Cell, OutlineItem<Node>, ListPosition, CellRequest) -> Void
  /// The catalog that shows the rows instead of `fill`, for an outline of several cell types
  /// (OutlineDataSource+Catalog.swift).
  var catalogRows: OutlineCatalogRows<Node>?

  /// Called with a node's identity when the answer of a load of its children comes after the
  /// load was cancelled or replaced (the node was collapsed, removed by
  /// ``setTree(_:options:)``, or loads again), or after the outline left its screen (see
  /// ``setChildLoader(_:placeholder:)``): the answer is dropped, nothing changes.
  public var onLateChildren: (@MainActor (Node.ID) -> Void)?

  /// Loads the children of a node whose ``OutlineNode/loadsChildren`` is set.
  var childLoader: (@MainActor (Node) async throws -> [OutlineNode<Node>])?
  /// Renders the loading and error rows shown under a node while its children load.
  var loadRowRenderer: PlaceholderRenderer?
  /// The loads in flight, and the ones that failed, by node.
  var childLoads: [Node.ID: ChildLoad] = [:] {
    // A closure, not a key path: this generic code would make the key path on every change.
    didSet { loadTasks = childLoads.values.compactMap { $0.task } }
  }
  /// The tasks of ``childLoads``, which `deinit` cancels: it can only read `Sendable` state.
  var loadTasks: [Task<Void, Never>] = []
  /// The number of the last load started.
  var loadGeneration = 0
  /// The nodes whose children were loaded, to keep them when ``setTree(_:options:)`` passes
  /// the node again without children.
  var loadedNodes: Set<Node.ID> = []

  /// How many more slots than nodes the tree may keep after children are reloaded before it
  /// is compacted; small in tests, so that compaction happens.
  var compactionSlack = 1_024

  /// A load of a node's children: in flight (with its task) or failed (with its error).
  struct ChildLoad {
    var generation: Int
    var task: Task<Void, Never>?
    var error: (any Error)?
  }

  init(
    roots: [OutlineNode<Node>], reuseIdentifier: String, chunkCapacity: Int,
    fill: @escaping @MainActor (Cell, OutlineItem<Node>, ListPosition, CellRequest) -> Void
  ) throws(OutlineError) {
    self.reuseIdentifier = reuseIdentifier
    self.fill = fill
    self.rows = OutlineRows(capacity: chunkCapacity)
    forest = try OutlineForest(roots)
    resetRows()
    updates.addScreenHook(by: self) { [weak self] event in
      if case .leftScreen = event { self?.suspendLoads() }
    }
  }

  deinit {
    // Nobody can show the answers any more (OutlineDataSource+Lifetime.swift).
    for task in loadTasks { task.cancel() }
  }

  /// The number of rows in a chunk of ``rows``.
  static var defaultChunkCapacity: Int { 512 }

  /// Creates an outline whose rows a decorator fills, with every node collapsed.
  ///
  ///     let files = try OutlineDataSource(tree, decorator: FolderDecorator.self)
  ///
  /// - Throws: ``OutlineError/duplicateNode(_:)`` when two nodes have the same identity.
  /// - Complexity: O(n), where n is the number of nodes.
  public convenience init<Decorator: CellDecorator>(
    _ roots: [OutlineNode<Node>], decorator: Decorator.Type
  ) throws(OutlineError) where Decorator.Model == OutlineItem<Node>, Decorator.Cell == Cell {
    try self.init(
      roots: roots, reuseIdentifier: decorator.reuseIdentifier,
      chunkCapacity: Self.defaultChunkCapacity
    ) { cell, item, position, request in
      decorator.decorate(cell, with: item, in: CellContext(position: position, request: request))
    }
  }

  /// Creates an outline whose rows a closure fills, with every node collapsed.
  ///
  ///     let files = try OutlineDataSource(tree, cell: TextCell.self) { cell, item in
  ///       cell.text = String(repeating: "  ", count: item.level) + item.model.name
  ///     }
  ///
  /// - Throws: ``OutlineError/duplicateNode(_:)`` when two nodes have the same identity.
  /// - Complexity: O(n), where n is the number of nodes.
  public convenience init(
    _ roots: [OutlineNode<Node>], cell: Cell.Type, reuseIdentifier: String? = nil,
    configure: @escaping @MainActor (Cell, OutlineItem<Node>) -> Void
  ) throws(OutlineError) {
    try self.init(
      roots: roots, reuseIdentifier: reuseIdentifier ?? String(describing: cell),
      chunkCapacity: Self.defaultChunkCapacity
    ) { cell, item, _, _ in configure(cell, item) }
  }

  // MARK: DataSource

  public var numberOfSections: Int { 1 }

  public func numberOfItems(inSection section: Int) -> Int {
    guard section == 0 else { return 0 }
    return stagedRows?.count ?? rows.count
  }

  /// Returns the item shown at a position, or `nil` when the position does not exist.
  ///
  /// - Complexity: O(1) expected.
  @inlinable @inline(__always)
  public func model(at position: ListPosition) -> OutlineItem<Node>? {
    guard position.section == 0 else { return nil }
    if let stagedRows {
      return stagedRows.indices.contains(position.item) ? stagedRows[position.item] : nil
    }
    // No closure here: a closure in a main-actor method checks the executor when it is entered.
    return rows.item(at: position.item)
  }

  /// Returns the node's model shown at a position, or `nil` when the position does not exist
  /// or shows the loading or error row under a node (see ``OutlineItem/loadRow``).
  ///
  /// - Complexity: O(1) expected.
  @inlinable @inline(__always)
  public func node(at position: ListPosition) -> Node? {
    guard position.section == 0 else { return nil }
    if let stagedRows {
      guard stagedRows.indices.contains(position.item) else { return nil }
      let item = stagedRows[position.item]
      return item.loadRow == nil ? item.model : nil
    }
    guard let item = rows.item(at: position.item), item.loadRow == nil else { return nil }
    return item.model
  }

  public func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    guard let item = model(at: position) else { throw outOfRangeError(position) }
    if let kind = item.loadRow, let loadRowRenderer {
      let placeholder = Placeholder(kind, error: childLoads[item.model.id]?.error)
      return try loadRowRenderer.make(
        CellContext(position: position, request: request), placeholder)
    }
    if let catalogRows {
      return try catalogRows.cell(for: item, at: position, with: request)
    }
    let cell = try request.dequeue(Cell.self, reuseIdentifier: reuseIdentifier)
    fill(cell, item, position, request)
    return cell
  }

  public var cellRegistrations: [CellRegistration] {
    (catalogRows?.catalog.registrations
      ?? [CellRegistration(Cell.self, reuseIdentifier: reuseIdentifier)])
      + (loadRowRenderer.map { [$0.registration] } ?? [])
  }

  /// Calls ``onSelect`` for a selection and ``onEvent`` for every event; then, when
  /// ``togglesOnSelection`` is set and the selected row has children, expands or collapses it.
  /// Selecting the error row under a node whose children failed to load loads them again
  /// (see ``retryLoad(id:)``), and so does displaying the loading row of a load that was
  /// cancelled when the outline left its screen.
  @discardableResult
  public func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    guard let item = model(at: position) else { return false }
    var handled = deliver(event, item, at: position, cell: cell)
    if event == .willDisplay, item.loadRow == .loading {
      resumeLoad(item.model.id)
    }
    if event == .select, item.loadRow == .error {
      return retryLoad(id: item.model.id) != nil || handled
    }
    if event == .select, togglesOnSelection, item.hasChildren, item.loadRow == nil {
      _ = try? toggle(id: item.model.id)
      handled = true
    }
    return handled
  }

  /// Calls the handlers with an item this source showed (see
  /// `ShownItemEventHandling`).
  @discardableResult
  package func handle(_ event: ItemEvent, model: Any, at position: ListPosition, cell: AnyObject?)
    -> Bool
  {
    guard let item = model as? OutlineItem<Node> else { return false }
    return deliver(event, item, at: position, cell: cell)
  }

  private func deliver(
    _ event: ItemEvent, _ item: OutlineItem<Node>, at position: ListPosition, cell: AnyObject?
  ) -> Bool {
    var handled = false
    if event == .select, let onSelect {
      onSelect(item, position)
      handled = true
    }
    if let onEvent {
      onEvent(ItemEventDetails(kind: event, model: item, position: position, cell: cell as? Cell))
      handled = true
    }
    return handled
  }

  /// The identity of the node shown at a position.
  ///
  /// - Complexity: O(1) expected.
  public func itemIdentifier(at position: ListPosition) -> AnyHashable? {
    guard let item = model(at: position) else { return nil }
    guard item.loadRow == nil else {
      return AnyHashable(OutlineLoadRowIdentity(node: AnyHashable(item.model.id)))
    }
    return AnyHashable(item.model.id)
  }
}

extension OutlineDataSource {
  /// Shows the rows of the tree as it is, from scratch.
  ///
  /// - Complexity: O(r + N), where r is the number of rows shown and N of the tree's slots.
  func resetRows() {
    let keys = forest.visibleNodes()
    rows.reset(keys: keys, items: forest.items(keys), keyCount: forest.keyCount)
  }

  /// Inserts the rows of keys at a row.
  ///
  /// - Complexity: O(k + C + r / C), where k is the number of keys.
  func insertRows(_ keys: [Int32], at row: Int) {
    rows.reserveKeys(forest.keyCount)
    rows.insert(keys: keys, items: forest.items(keys), at: row)
  }

  /// Refreshes the item of a row key's row, after its node's state changed; returns its row,
  /// or `nil` when it is not shown.
  ///
  /// - Complexity: O(C).
  @discardableResult
  func refreshRow(_ key: Int32) -> Int? {
    guard let row = rows.row(ofKey: key) else { return nil }
    rows.setItem(forest.item(key), at: row)
    return row
  }
}

/// The identity of the loading or error row under a node: never equal to a node's.
struct OutlineLoadRowIdentity: Hashable {
  let node: AnyHashable
}
