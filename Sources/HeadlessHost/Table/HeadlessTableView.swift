/// A table view without a screen: it asks its data source for counts and cells the way
/// `UITableView` does, reuses cells the way UIKit does, and checks every batch update against
/// UIKit's rules, so that a data source's bugs show up in an ordinary test on Linux.
///
/// The bug this prevents: a data source that is fine on the happy path crashes on a device the
/// first time an update's counts disagree with its data ("Invalid update: invalid number of rows
/// in section 0 …"), dequeues an identifier nobody registered, or returns a stale cell. The
/// headless table view reproduces those faults as thrown `InternalInconsistency` values with
/// UIKit's own message, and leaves itself as it was before the failed update.
///
///     let tableView = HeadlessTableView()
///     try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "name")
///     tableView.dataSource = contacts         // held weakly, as by UIKit
///     try tableView.layoutIfNeeded()          // cells for the visible rows only
///     contacts.names.append("Katherine")
///     try tableView.insertRows(at: [ListPosition(section: 0, item: 2)])
///     print(tableView.render())
///
/// What is faithful: the count cache and when it is read (§1.2 of the reference), registration,
/// dequeue and the reuse pool with `prepareForReuse()` once per reuse (§2), the index spaces,
/// illegal combinations and count invariant of batch updates with UIKit's texts (§3), reload
/// versus reconfigure, and nested batches with their completions in order.
///
/// What is not: there is no geometry (the visible window is a number of rows, see
/// ``HeadlessHostOptions/visibleItemLimit``), no animation (completions run synchronously, and
/// the ``RowAnimation`` argument is ignored), no
/// editing mode (a user's drag, swipe, menu and touch are methods: ``moveItem(from:to:)``,
/// `performSwipeAction`, `performMenuAction`, `select…`), and no nibs or storyboards. UIKit behaviours the reference marks as unverified are
/// options with documented defaults.
///
/// The data source and delegate are held weakly, like UIKit's, so a test keeps its own reference;
/// ``attach(_:)`` keeps a ListComposer data source alive itself because nothing else owns it.
@MainActor
public final class HeadlessTableView: CellHost {
  let engine: ListEngine
  /// The adapter of the attached (or displayed) ListComposer source.
  public internal(set) var adapter: ListAdapter?
  var adapterDataSource: AdapterDataSource?

  /// A Boolean value that indicates whether the view is in a window. While it is `false`, an
  /// attached source's changes reload the view instead of animating, as `ListAdapter` does
  /// for a `UITableView` that is not on screen.
  public var isInWindow = true

  /// The animation an attached source's last batch asked for.
  public internal(set) var lastBatchAnimation: ListAnimation?

  /// The view shown behind the rows, like `UITableView.backgroundView`: set by the app, or by an
  /// attached source's adapter for a `StatefulDataSource` in background presentation. A
  /// rendering shows it as a "Background:" line under the summary.
  public var backgroundView: HeadlessBackgroundView?

  /// Creates an empty table view.
  ///
  /// - Parameter options: The behaviours to imitate; defaults to a current iOS.
  public init(options: HeadlessHostOptions = HeadlessHostOptions()) {
    engine = ListEngine(flavor: .table, options: options) { $0 as? HeadlessTableViewCell.Type }
    engine.client = self
    // UIKit asks a table's delegate for a header and a footer view of every section it shows;
    // a section without one shows its title.
    engine.supplementaryKinds = { _ in [SupplementaryKind.header, SupplementaryKind.footer] }
    engine.onItemEvent = { [weak self] event, position, cell in
      self?.adapter?.handle(event, at: position, cell: cell)
    }
    engine.onSupplementaryEvent = { [weak self] event, kind, section, view in
      self?.adapter?.handleSupplementary(event, ofKind: kind, inSection: section, view: view)
    }
  }

  /// The behaviours this view imitates.
  public var options: HeadlessHostOptions {
    get { engine.options }
    set { engine.options = newValue }
  }

  /// The object that provides counts and cells. Setting it discards the cells and the count
  /// cache (reloaded at once, as ``reloadData()`` does for a table).
  public weak var dataSource: (any HeadlessTableViewDataSource)? {
    didSet { engine.reloadData() }
  }

  /// The object told about selections.
  public weak var delegate: (any HeadlessTableViewDelegate)?

  // MARK: Data

  /// Discards every cell and rereads the counts; cells are requested at the next layout.
  ///
  /// Calling it inside a batch update is recorded as a misuse (an error in strict mode).
  public func reloadData() { engine.reloadData() }

  /// The number of sections the view knows (loading the counts first if they are stale).
  public var numberOfSections: Int { engine.loadedSnapshot().counts.count }

  /// Returns the number of rows the view knows in a section, or 0 for a missing section.
  public func numberOfRows(inSection section: Int) -> Int {
    let counts = engine.loadedSnapshot().counts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  // MARK: Registration and dequeue

  /// Registers a cell class for a reuse identifier; `nil` removes the registration.
  ///
  /// - Throws: `InternalInconsistency.Kind.invalidRegistration` for an empty identifier or a
  ///   class that is not a ``HeadlessTableViewCell`` subclass.
  public func register(
    _ cellClass: (any AnyObject.Type)?, forCellReuseIdentifier identifier: String
  )
    throws(InternalInconsistency)
  {
    try engine.register(cellClass, forIdentifier: identifier)
  }

  /// Returns a cell for the row being requested: a pooled one (after `prepareForReuse()`) or a
  /// new one. Call it once per `tableView(_:cellForRowAt:)`.
  ///
  /// - Throws: `InternalInconsistency.Kind.unregisteredIdentifier`, or
  ///   `InternalInconsistency.Kind.multipleDequeue` for a second call in one request (iOS 11+).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: ListPosition)
    throws(InternalInconsistency) -> HeadlessTableViewCell
  {
    let cell = try engine.dequeueCell(withIdentifier: identifier, for: indexPath)
    guard let typed = cell as? HeadlessTableViewCell else {
      throw InternalInconsistency(.invalidRegistration, "\(cell) is not a HeadlessTableViewCell")
    }
    return typed
  }

  /// Returns a pooled cell for an identifier (after `prepareForReuse()`), a new registered one
  /// (see ``HeadlessHostOptions/dequeueWithoutIndexPathCreatesCells``), or `nil`.
  public func dequeueReusableCell(withIdentifier identifier: String) -> HeadlessTableViewCell? {
    if let cell = engine.takeFromPool(identifier) as? HeadlessTableViewCell { return cell }
    guard engine.options.dequeueWithoutIndexPathCreatesCells,
      let cellType = engine.registrations[identifier]
    else { return nil }
    return cellType.init(reuseIdentifier: identifier) as? HeadlessTableViewCell
  }

  // MARK: Visible rows

  /// Requests a cell for every row in the visible window (and prefetch margin) that has none,
  /// and sends cells that left the window to the reuse pool.
  public func layoutIfNeeded() throws(InternalInconsistency) { try engine.layout() }

  /// Scrolls so that the flattened row at `offset` (counting across sections) is the first
  /// visible one, clamped to keep the window full, and lays out.
  public func scroll(toRowOffset offset: Int) throws(InternalInconsistency) {
    try engine.scroll(toItemOffset: offset)
  }

  /// The flattened offset of the first visible row.
  public var firstVisibleRowOffset: Int { engine.firstVisibleItem }

  /// The positions of the visible rows that have cells, in order.
  public var indexPathsForVisibleRows: [ListPosition] {
    engine.windowPositions(includingPrefetch: false).filter { engine.cells[$0] != nil }
  }

  /// The visible cells, in row order.
  public var visibleCells: [HeadlessTableViewCell] {
    indexPathsForVisibleRows.compactMap { engine.cells[$0] as? HeadlessTableViewCell }
  }

  /// Returns the cell shown (or prefetched) at a row, or `nil` when there is none or the row is
  /// out of range.
  public func cellForRow(at indexPath: ListPosition) -> HeadlessTableViewCell? {
    engine.cells[indexPath] as? HeadlessTableViewCell
  }

  /// Selects a row, as a touch does: tells the delegate and, for an attached ListComposer
  /// source, the source.
  ///
  /// The row's source may veto it (`ListAdapter.allow(_:in:where:)` with `.select`), and then
  /// the delegate (``HeadlessTableViewDelegate/tableView(_:willSelectRowAt:)``), which may pick
  /// another row the sources allow: both must allow it, as with `willSelectRowAt` on a device.
  ///
  /// - Returns: `false` when the row does not exist, its source or the delegate refuses the
  ///   selection, or asking changed the items, so that the row may show another item now
  ///   (reported to the adapter's `onFailure`).
  @discardableResult
  public func selectRow(at indexPath: ListPosition) -> Bool {
    let picked = allowedPositions(for: .select, at: indexPath) { allowed in
      guard let delegate else { return allowed }
      return allowed.compactMap { delegate.tableView(self, willSelectRowAt: $0) }
    }
    guard let row = picked.first else { return false }
    delegate?.tableView(self, didSelectRowAt: row)
    adapter?.handle(.select, at: row, cell: engine.cells[row])
    return true
  }

  /// Deselects a row, as a touch does: for an attached ListComposer source, the owning source
  /// handles `ItemEvent.deselect`.
  ///
  /// - Returns: `false` when the row does not exist, or its source
  ///   (`ListAdapter.allow(_:in:where:)` with `.deselect`) or the delegate
  ///   (``HeadlessTableViewDelegate/tableView(_:willDeselectRowAt:)``) refuses the deselection.
  @discardableResult
  public func deselectRow(at indexPath: ListPosition) -> Bool {
    let picked = allowedPositions(for: .deselect, at: indexPath) { allowed in
      guard let delegate else { return allowed }
      return allowed.compactMap { delegate.tableView(self, willDeselectRowAt: $0) }
    }
    guard let row = picked.first else { return false }
    return send(.deselect, at: row)
  }

  /// Touches a row down and up, as a finger does before a selection: the owning source
  /// handles `ItemEvent.highlight` then `ItemEvent.unhighlight`.
  ///
  /// - Returns: `false` when the row does not exist, or its source
  ///   (`ListAdapter.allow(_:in:where:)` with `.highlight`) or the delegate
  ///   (``HeadlessTableViewDelegate/tableView(_:shouldHighlightRowAt:)``) refuses the highlight.
  @discardableResult
  public func highlightRow(at indexPath: ListPosition) -> Bool {
    let allowed = allowedPositions(for: .highlight, at: indexPath) { allowed in
      guard let delegate else { return allowed }
      return allowed.filter { delegate.tableView(self, shouldHighlightRowAt: $0) }
    }
    return allowed == [indexPath] && send(.highlight, at: indexPath)
      && send(.unhighlight, at: indexPath)
  }

  // MARK: Section titles

  /// Returns the header title the view shows for a section: read when the section was loaded,
  /// inserted or reloaded, and kept otherwise, as UIKit keeps a header until its section
  /// reloads. `nil` for a section without a header or out of range.
  public func headerTitle(forSection section: Int) -> String? {
    engine.loadedSnapshot().header(section)
  }

  /// Returns the footer title the view shows for a section, with the same rule as
  /// ``headerTitle(forSection:)``.
  public func footerTitle(forSection section: Int) -> String? {
    engine.loadedSnapshot().footer(section)
  }

  // MARK: What happened

  /// Every outermost batch processed, oldest first, with its outcome.
  public var updateLog: [HeadlessUpdateRecord] { engine.updateLog }

  /// The outcome of the last batch: the applied update, or the fault that rejected it.
  public var lastUpdateResult: Result<BatchUpdate, InternalInconsistency>? {
    engine.updateLog.last.map { $0.error.map { .failure($0) } ?? .success($0.update) }
  }

  /// Faults UIKit accepts that the last applied batch contained.
  public var warnings: [InternalInconsistency] { engine.warnings }

  /// How many batches were taken on the validation an asynchronous update did away from the
  /// main actor (see ``HeadlessHostOptions/usesStageProofs``): for tests.
  package var provedBatches: Int { engine.provedBatches }

  /// How many sections' identity checks were taken on that proof: for tests.
  package var provedIdentities: Int { engine.provedIdentities }

  /// Messages UIKit would print to the console (misuse, log-and-reload fallbacks).
  public var consoleLog: [String] { engine.consoleLog }

  /// The faults a device would have raised `NSInternalInconsistencyException` for, recorded
  /// under ``HeadlessHostOptions/InvalidUpdatePolicy/raise`` instead of thrown, oldest first:
  /// each one is a crash that would have happened. Empty under the other policies.
  public var raisedExceptions: [InternalInconsistency] { engine.raisedExceptions }

  /// The number of times the view has asked its data source for a cell.
  public var cellRequestCount: Int { engine.cellRequestCount }

  /// Lays out and renders the view as text: a header line per section, one line per visible row
  /// (position, the cell's ``HeadlessReusableCell/renderedText``, and notes such as "reused",
  /// "inserted", "moved from [0, 2]"), hidden row counts, footers, and the last update.
  ///
  /// - Parameter showingLastUpdate: Whether to show what the last batch did (the notes on
  ///   rows and the "Last update" lines); a transcript step that applied no batch leaves them
  ///   out, since they describe an earlier step.
  public func render(showingLastUpdate: Bool = true) -> String {
    inserting(
      background: backgroundView,
      into: engine.render(title: "HeadlessTableView", showingLastUpdate: showingLastUpdate))
  }
}

extension HeadlessTableView: ListEngineClient {
  var hasDataSource: Bool { dataSource != nil }
  func dataSourceNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }
  func dataSourceNumberOfItems(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }
  func dataSourceCell(at position: ListPosition) throws -> HeadlessReusableCell? {
    try dataSource?.tableView(self, cellForRowAt: position)
  }
  func dataSourceItemIdentifier(at position: ListPosition) -> AnyHashable? {
    dataSource?.tableView(self, itemIdentifierForRowAt: position)
  }
  func dataSourceItemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    dataSource?.tableView(self, itemIdentifiersInSection: section)
  }
  func dataSourceHeaderTitle(forSection section: Int) -> String? {
    dataSource?.tableView(self, titleForHeaderInSection: section)
  }
  func dataSourceSupplementaryView(ofKind kind: String, at position: ListPosition) throws
    -> HeadlessCollectionReusableView?
  {
    guard let dataSource else { return nil }
    return kind == SupplementaryKind.footer
      ? try dataSource.tableView(self, viewForFooterInSection: position.section)
      : try dataSource.tableView(self, viewForHeaderInSection: position.section)
  }
  func dataSourceFooterTitle(forSection section: Int) -> String? {
    dataSource?.tableView(self, titleForFooterInSection: section)
  }
  var dataSourceDescription: String { describe(dataSource) }
  var viewDescription: String { describe(self, named: "HeadlessTableView") }
}

/// `<TypeName: 0x…>`, the way Objective-C describes an object.
@MainActor
func describe(_ object: AnyObject?) -> String {
  guard let object else { return "(null)" }
  return describe(object, named: "\(type(of: object))")
}

/// `<name: 0x…>`, the address in 16 hex digits; called with the class name where it is known,
/// so as not to ask the runtime for it (each batch's validator is given the view's
/// description).
func describe(_ object: AnyObject, named name: String) -> String {
  let digits = String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
  return "<" + name + ": 0x" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    + ">"
}
