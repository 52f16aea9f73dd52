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
/// the ``RowAnimation`` argument is ignored), no editing mode (a user's drag, swipe, menu and
/// touch are methods: ``HeadlessListView/moveItem(from:to:)``, `performSwipeAction`,
/// `performMenuAction`, `select…`), and no nibs or storyboards. UIKit behaviours the reference
/// marks as unverified are options with documented defaults.
///
/// What both headless views do alike (batches, layout, attaching a ListComposer source, the
/// record of what happened) is declared once, on ``HeadlessListView``; this class adds
/// `UITableView`'s names and a table's rules: `reloadData()` reads the counts at once, and a
/// missing section has no rows.
///
/// The data source and delegate are held weakly, like UIKit's, so a test keeps its own
/// reference; ``HeadlessListView/attach(_:)`` keeps a ListComposer data source alive itself
/// because nothing else owns it.
@MainActor
public final class HeadlessTableView: HeadlessListView {
  /// The base class of the cells the view shows.
  public typealias Cell = HeadlessTableViewCell

  /// The engine behind the view.
  @_spi(HeadlessEngine) public let engine: ListEngine

  /// Creates an empty table view.
  ///
  /// - Parameter options: The behaviours to imitate; defaults to a current iOS.
  public init(options: HeadlessHostOptions = HeadlessHostOptions()) {
    engine = ListEngine(flavor: .table, options: options) { $0 as? HeadlessTableViewCell.Type }
    engine.client = self
    // UIKit asks a table's delegate for a header and a footer view of every section it shows;
    // a section without one shows its title.
    engine.supplementaryKinds = { _ in [SupplementaryKind.header, SupplementaryKind.footer] }
    engine.supplementaryKindsAreFixed = true
  }

  /// The object that provides counts and cells. Setting it discards the cells and the count
  /// cache (reloaded at once, as ``HeadlessListView/reloadData()`` does for a table). While
  /// the view shows a ListComposer source (``HeadlessListView/attach(_:)``), it reads the
  /// source through its adapter instead; setting a data source ends that.
  public weak var dataSource: (any HeadlessTableViewDataSource)? {
    didSet { engine.read(from: nil) }
  }

  /// The object told about selections.
  public weak var delegate: (any HeadlessTableViewDelegate)?

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
  ) throws(InternalInconsistency) {
    try engine.register(cellClass, forIdentifier: identifier)
  }

  /// Returns a cell for the row being requested: a pooled one (after `prepareForReuse()`) or a
  /// new one. Call it once per `tableView(_:cellForRowAt:)`.
  ///
  /// - Throws: `InternalInconsistency.Kind.unregisteredIdentifier`, or
  ///   `InternalInconsistency.Kind.multipleDequeue` for a second call in one request (iOS 11+).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: ListPosition)
    throws(InternalInconsistency) -> HeadlessTableViewCell
  { try dequeue(withIdentifier: identifier, for: indexPath) }

  /// Returns a pooled cell for an identifier (after `prepareForReuse()`), a new registered one
  /// when the pool is empty (as devices do, though UIKit documents `nil`), or `nil`.
  public func dequeueReusableCell(withIdentifier identifier: String) -> HeadlessTableViewCell? {
    if let cell = engine.takeFromPool(identifier) as? HeadlessTableViewCell { return cell }
    guard engine.options.dequeueWithoutIndexPathCreatesCells,
      let cellType = engine.registrations[identifier]
    else { return nil }
    return cellType.init(reuseIdentifier: identifier) as? HeadlessTableViewCell
  }

  // MARK: Visible rows

  /// The positions of the visible rows that have cells, in order.
  public var indexPathsForVisibleRows: [ListPosition] { visiblePositions }

  /// Returns the cell shown (or prefetched) at a row, or `nil` when there is none or the row is
  /// out of range.
  public func cellForRow(at indexPath: ListPosition) -> HeadlessTableViewCell? {
    cell(at: indexPath)
  }

  /// Scrolls so that the flattened row at `offset` (counting across sections) is the first
  /// visible one, clamped to keep the window full, and lays out.
  public func scroll(toRowOffset offset: Int) throws(InternalInconsistency) {
    try engine.scroll(toItemOffset: offset)
  }

  /// The flattened offset of the first visible row.
  public var firstVisibleRowOffset: Int { engine.firstVisibleItem }

  // MARK: Touches

  /// Selects a row, as a touch does: tells the delegate and, for an attached ListComposer
  /// source, the source.
  ///
  /// The row's source may veto it (`SourceHandlers.touchRules` with `.select`), and then
  /// a delegate that answers `tableView(_:willSelectRowAt:)`, which may pick another row the
  /// sources allow: both must allow it, as with `willSelectRowAt` on a device.
  ///
  /// - Returns: `false` when the row does not exist, its source or the delegate refuses the
  ///   selection, or asking changed the items, so that the row may show another item now
  ///   (reported to the adapter's `onFailure`).
  @discardableResult
  public func selectRow(at indexPath: ListPosition) -> Bool { select(at: indexPath) }

  /// Deselects a row, as a touch does: for an attached ListComposer source, the owning source
  /// handles `ItemEvent.deselect`.
  ///
  /// - Returns: `false` when the row does not exist, or its source
  ///   (`SourceHandlers.touchRules` with `.deselect`) or the delegate
  ///   (`tableView(_:willDeselectRowAt:)`) refuses the deselection.
  @discardableResult
  public func deselectRow(at indexPath: ListPosition) -> Bool { deselect(at: indexPath) }

  /// Touches a row down and up, as a finger does before a selection: the owning source
  /// handles `ItemEvent.highlight` then `ItemEvent.unhighlight`.
  ///
  /// - Returns: `false` when the row does not exist, or its source
  ///   (`SourceHandlers.touchRules` with `.highlight`) or the delegate
  ///   (`tableView(_:shouldHighlightRowAt:)`) refuses the highlight.
  @discardableResult
  public func highlightRow(at indexPath: ListPosition) -> Bool { highlight(at: indexPath) }
}

extension HeadlessTableView: ListEngineClient {
  // The data source's answers, in `UITableViewDataSource`'s order.

  var viewDescription: String { describe(self, named: "HeadlessTableView") }
  var dataSourceDescription: String { describe(dataSource) }
  func dataSourceNumberOfItems(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }
  func dataSourceCell(at position: ListPosition) throws -> HeadlessReusableCell? {
    try dataSource?.tableView(self, cellForRowAt: position)
  }
  var hasDataSource: Bool { dataSource != nil }
  func dataSourceNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }
  func dataSourceHeaderTitle(forSection section: Int) -> String? {
    dataSource?.tableView(self, titleForHeaderInSection: section)
  }
  func dataSourceFooterTitle(forSection section: Int) -> String? {
    dataSource?.tableView(self, titleForFooterInSection: section)
  }
  func dataSourceCanMoveItem(at position: ListPosition) -> Bool {
    dataSource?.tableView(self, canMoveRowAt: position) ?? false
  }
  func dataSourceMoveItem(from source: ListPosition, to destination: ListPosition) {
    dataSource?.tableView(self, moveRowAt: source, to: destination)
  }
  func dataSourceSupplementaryView(ofKind kind: String, at position: ListPosition) throws
    -> HeadlessCollectionReusableView?
  {
    guard let dataSource else { return nil }
    return kind == SupplementaryKind.footer
      ? try dataSource.tableView(self, viewForFooterInSection: position.section)
      : try dataSource.tableView(self, viewForHeaderInSection: position.section)
  }
  func dataSourceItemIdentifier(at position: ListPosition) -> AnyHashable? {
    dataSource?.tableView(self, itemIdentifierForRowAt: position)
  }
  func dataSourceItemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    dataSource?.tableView(self, itemIdentifiersInSection: section)
  }

  // The delegate's answers: a table's delegate may pick another row to select or deselect.

  func delegateDidSelectItem(at position: ListPosition) {
    delegate?.tableView(self, didSelectRowAt: position)
  }
  func delegateSwipeActions(at position: ListPosition, edge: SwipeEdge) -> SwipeActions? {
    answering?.tableView(self, swipeActionsForRowAt: position, edge: edge)
  }
  func delegatePositions(for touch: ItemTouch, proposed: [ListPosition]) -> [ListPosition] {
    guard let delegate = answering else { return proposed }
    switch touch {
    case .select: return proposed.compactMap { delegate.tableView(self, willSelectRowAt: $0) }
    case .deselect: return proposed.compactMap { delegate.tableView(self, willDeselectRowAt: $0) }
    case .highlight: return proposed.filter { delegate.tableView(self, shouldHighlightRowAt: $0) }
    }
  }
  func delegateContextMenu(at position: ListPosition) -> ItemMenu? {
    answering?.tableView(self, contextMenuForRowAt: position)
  }
  func delegateTarget(forMoveFrom source: ListPosition, proposed: ListPosition) -> ListPosition {
    answering?.tableView(
      self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
  }
  private var answering: (any HeadlessTableViewAnsweringDelegate)? {
    delegate as? any HeadlessTableViewAnsweringDelegate
  }
}

// The one implementation both headless views share.
extension HeadlessTableView: HeadlessListHost {}
