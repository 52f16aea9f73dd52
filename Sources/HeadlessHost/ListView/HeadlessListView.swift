/// What a ``HeadlessTableView`` and a ``HeadlessCollectionView`` share, written once: the count
/// cache, layout and the visible window, batch updates, showing a ListComposer source, a user's
/// move, backgrounds, and the record of what happened.
///
/// Each view adds UIKit's own names where UIKit names a thing differently
/// (`numberOfRows(inSection:)` and `numberOfItems(inSection:)`, `selectRow(at:)` and
/// `selectItem(at:)`), its data-source and delegate protocols, and the rules in which a table
/// and a collection view differ: when `reloadData()` reads the counts, what a missing section's
/// count is, which supplementary views a section shows. Everything here behaves the same on
/// both, so a test helper written against the protocol checks either view:
///
///     func texts(of view: some HeadlessListView) throws -> [String] {
///       try view.layoutIfNeeded()
///       return view.visibleCells.map(\.renderedText)
///     }
///
/// Only the two headless views conform: the one requirement, the engine behind them, belongs to
/// the package, and so does the way the adapter drives them (`ListHostView`).
@MainActor
public protocol HeadlessListView: SupplementaryViewHost {
  /// The base class of the cells the view shows: ``HeadlessTableViewCell`` or
  /// ``HeadlessCollectionViewCell``.
  associatedtype Cell: HeadlessReusableCell

  /// The engine behind the view: its counts, cells, pools and batches.
  @_spi(HeadlessEngine) var engine: ListEngine { get }
}

extension HeadlessListView {
  /// The behaviours this view imitates.
  public var options: HeadlessHostOptions {
    get { engine.options }
    set { engine.options = newValue }
  }

  /// The adapter of the attached (or displayed) ListComposer source.
  public var adapter: ListAdapter? { engine.adapter }

  /// A Boolean value that indicates whether the view is in a window. While it is `false`, an
  /// attached source's changes reload the view instead of animating, as `ListAdapter` does
  /// for a `UITableView` that is not on screen.
  public var isInWindow: Bool {
    get { engine.isInWindow }
    set { engine.isInWindow = newValue }
  }

  /// The animation an attached source's last batch asked for.
  public var lastBatchAnimation: ListAnimation? { engine.lastBatchAnimation }

  // MARK: Data

  /// Discards every cell and the count cache; cells are requested at the next layout.
  ///
  /// A table view reads its counts again at once; a collection view only when it next lays
  /// out, is asked for them or begins a batch, which reproduces the classic failure of an
  /// update issued right after `reloadData()` (§1.2 of the reference). Calling it inside a
  /// batch update is recorded as a misuse (an error in strict mode).
  public func reloadData() { engine.reloadData() }

  /// The number of sections the view knows (loading the counts first if they are stale).
  public var numberOfSections: Int { engine.loadedSnapshot().counts.count }

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

  // MARK: Visible cells

  /// Requests a cell for every item in the visible window (and prefetch margin) that has none,
  /// and sends cells that left the window to the reuse pool.
  public func layoutIfNeeded() throws(InternalInconsistency) { try engine.layout() }

  /// The visible cells, in order.
  public var visibleCells: [Cell] { visiblePositions.compactMap { engine.cells[$0] as? Cell } }

  /// The positions of the visible items that have cells, in order.
  var visiblePositions: [ListPosition] {
    engine.windowPositions(includingPrefetch: false).filter { engine.cells[$0] != nil }
  }

  /// The cell shown (or prefetched) at a position, or `nil`.
  func cell(at position: ListPosition) -> Cell? { engine.cells[position] as? Cell }

  /// A cell for the item being requested, of the view's cell class.
  func dequeue(withIdentifier identifier: String, for position: ListPosition)
    throws(InternalInconsistency) -> Cell
  {
    let cell = try engine.dequeueCell(withIdentifier: identifier, for: position)
    guard let typed = cell as? Cell else {
      throw InternalInconsistency(.invalidRegistration, "\(cell) is not a \(Cell.self)")
    }
    return typed
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
  /// main actor (see `HeadlessHostOptions.usesStageProofs`): for tests.
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

  /// Lays out and renders the view as text: a header line per section, one line per visible
  /// item (position, the cell's ``HeadlessReusableCell/renderedText``, and notes such as
  /// "reused", "inserted", "moved from [0, 2]"), hidden item counts, footers, and the last
  /// update; a table view says "rows" where a collection view says "items".
  ///
  /// - Parameter showingLastUpdate: Whether to show what the last batch did (the notes on
  ///   items and the "Last update" lines); a transcript step that applied no batch leaves them
  ///   out, since they describe an earlier step.
  public func render(showingLastUpdate: Bool = true) -> String {
    inserting(
      background: engine.backgroundView,
      into: engine.render(title: engine.viewName, showingLastUpdate: showingLastUpdate))
  }
}

extension ListEngine {
  /// The name of the view's class, as the rendering's first line and UIKit's messages say it.
  var viewName: String { flavor == .table ? "HeadlessTableView" : "HeadlessCollectionView" }

  /// A Boolean value that indicates whether the view knows an item at the position.
  func containsItem(at position: ListPosition) -> Bool {
    let counts = loadedSnapshot().counts
    return counts.indices.contains(position.section)
      && (0..<counts[position.section]).contains(position.item)
  }
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
