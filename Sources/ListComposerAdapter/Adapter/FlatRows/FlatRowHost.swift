import ListComposer

/// A view of rows without sections (`NSTableView`, or a test's look-alike) that a
/// ``FlatRowHost`` drives: it conforms with a few lines that call its own API.
@MainActor
package protocol FlatRowView: AnyObject {
  /// A Boolean value that indicates whether the view is on screen, so that a batch can be
  /// animated; when it is `false` the adapter reloads the view instead.
  var isReadyForAnimatedUpdates: Bool { get }

  /// The rows selected now.
  var selectedRows: Set<Int> { get }

  /// Selects exactly `rows`, as an app does in code
  /// (`selectRowIndexes(_:byExtendingSelection: false)`), without scrolling. The default
  /// selects nothing: a look-alike whose selection a test sets by hand.
  func selectRows(_ rows: Set<Int>)

  /// Discards every row and asks its data source again.
  func reloadData()

  /// Applies the operations of a batch one after another, then reloads its reloaded rows.
  func applyRowBatch(_ batch: RowBatch, animation: ListAnimation)

  /// Applies a batch as ``applyRowBatch(_:animation:)`` does, and calls `completion` once,
  /// when the rows are on screen (their animation ended). The default calls
  /// ``applyRowBatch(_:animation:)``, then `completion` at once.
  ///
  /// - Parameters:
  ///   - batch: The row operations.
  ///   - animation: How to animate them.
  ///   - completion: What to call once the rows are on screen.
  func applyRowBatch(
    _ batch: RowBatch, animation: ListAnimation, completion: @escaping @MainActor () -> Void)

  /// Registers a cell type for a reuse identifier.
  func registerCell(_ registration: CellRegistration) throws

  /// Returns a reusable cell for the identifier.
  func dequeueCell(withReuseIdentifier reuseIdentifier: String) throws -> AnyObject

  /// Returns the cell the view shows for a row now, or `nil` when the row is not on screen.
  func visibleCell(atRow row: Int) -> AnyObject?

  /// Writes a message where the platform keeps such messages.
  func log(_ message: String)

  /// The number of rows the view holds now, asked of the view itself (`NSTableView`'s
  /// `numberOfRows`), or `nil` when it cannot tell. The default is `nil`.
  var displayedRowCount: Int? { get }

  /// Returns the view the view displays now for a row (the one ``FlatRowHost`` gave it, such
  /// as a group row's header view), or `nil` when the row is not on screen or the view cannot
  /// tell; it never makes one. The default is `nil`.
  ///
  /// The host fills a group row's or footer row's view again in place through it when a batch
  /// changes its section's items (`SupplementaryDecorator.refreshesWithItems`). `NSTableView`
  /// answers `view(atColumn:row:makeIfNecessary:)` with `makeIfNecessary` `false`.
  ///
  /// - Parameter row: A row of the view as it is now.
  func displayedView(atRow row: Int) -> AnyObject?

  /// The visible rows, in order, each with the distance from the viewport's top to its top.
  /// The default is none: the view cannot tell.
  var visibleRowPlaces: [(row: Int, distance: Double)] { get }

  /// A Boolean value that indicates whether the viewport shows the end of the rows. The default
  /// is `true`.
  var isScrolledToBottom: Bool { get }

  /// Scrolls so that a row shows at a place in the viewport. The default does nothing.
  func scroll(toRow row: Int, at scrollPosition: ListScrollPosition, animated: Bool)

  /// Sets the viewport, at once, so that a row's top is at a distance below its top, or the
  /// end of the rows at its bottom for a `nil` row. The default does nothing.
  func keep(row: Int?, distance: Double)

  /// Takes the new heights of rows, keeping their views. The default does nothing.
  func noteHeightOfRows(_ rows: [Int])
}

extension FlatRowView {
  package var displayedRowCount: Int? { nil }

  /// Selects nothing.
  package func selectRows(_ rows: Set<Int>) {}

  /// Returns `nil`: the view cannot tell which view a row displays.
  package func displayedView(atRow row: Int) -> AnyObject? { nil }

  /// Calls ``applyRowBatch(_:animation:)``, then `completion` at once.
  package func applyRowBatch(
    _ batch: RowBatch, animation: ListAnimation, completion: @escaping @MainActor () -> Void
  ) {
    applyRowBatch(batch, animation: animation)
    completion()
  }
}

/// Shows a ``ListAdapter``'s sections in a view of rows without sections: each section with a
/// header becomes a group row followed by its items, and a section with a footer ends with a
/// footer row (`FlatRowMapping`), every batch becomes
/// sequential row operations (`FlatRowMapping.rowBatch(for:to:)`), and row indexes are turned
/// back into positions for cells, headers and events.
///
/// The host is the adapter's view; it forwards to the `FlatRowView`, which it holds weakly.
/// `NSTableView`'s bridge owns one and answers the table view through it (the package's own
/// API); an app reads rows and opens outline items through the bridge's `rows`:
///
///     bridge.rows.content(ofRow: 0)             // .groupRow(section: 0): the first header
///     bridge.rows.expandOutlineItem(atRow: 3)   // true: the item at row 3 opened
///
/// A group row shows the section's header view (a `SupplementaryDecorator` of kind
/// `SupplementaryKind.header`, whose view the flat view dequeues as a cell) or its title; a
/// footer row likewise shows the section's footer view (`SupplementaryKind.footer`) or its
/// footer title. A source without footers gets exactly the rows it would without footer rows.
/// Selection is reported by the rows the view selects (`selectionDidChange()`): group rows
/// and footer rows are never routed, as item events, selection, moves and actions.
@MainActor
public final class FlatRowHost: ListHostView, SupplementaryViewHost {
  /// The view shown in, or `nil` once it is gone.
  package private(set) weak var view: (any FlatRowView)?

  /// The adapter whose sections the rows show; set it once the adapter is created.
  package weak var adapter: ListAdapter?

  /// The rows the view shows now: read from the adapter when the view asks for its row count,
  /// and moved forward by every batch.
  package private(set) var mapping = FlatRowMapping()

  /// The rows selected when the view last reported its selection.
  public private(set) var selectedRows: Set<Int> = []

  /// A Boolean value that indicates whether the view is applying a batch or reloading: a
  /// change of its selection then (a selected row removed) is neither the user's nor an event.
  package private(set) var isUpdatingRows = false
  /// The reader's place to keep once the view shows the next batch or reload.
  var pendingPlace: PlaceToKeep?
  /// A Boolean value that indicates whether the view is selecting rows for the app
  /// (``showingSelection(_:)``): a change of its selection then is not an event.
  private var isShowingSelection = false

  /// Creates a host that forwards to a view.
  package init(view: some FlatRowView) {
    self.view = view
  }

  // MARK: Answering the view

  /// Reads the layout of the rows from the adapter and returns the number of rows: what the
  /// view's data source answers for its row count.
  ///
  /// - Complexity: O(s · d log k) for s sections of a composition of depth d (each section is
  ///   asked whether it has a header).
  @discardableResult
  package func numberOfRows() -> Int {
    guard let adapter else {
      mapping = FlatRowMapping()
      return 0
    }
    // The view reads its counts: the adapter may animate batches again.
    _ = adapter.numberOfSections(readBy: self)
    mapping = Self.mapping(of: adapter)
    return mapping.numberOfRows
  }

  /// Returns the layout of the adapter's sections now: a group row for each section that has
  /// a header (a header view or title), and a footer row for each that has a footer (a footer
  /// view or title).
  package static func mapping(of adapter: ListAdapter) -> FlatRowMapping {
    let sections = adapter.numberOfSections
    return FlatRowMapping(
      itemCounts: (0..<sections).map { adapter.numberOfItems(inSection: $0) },
      groupRows: (0..<sections).map {
        adapter.hasSupplementaryView(ofKind: SupplementaryKind.header, inSection: $0)
      },
      footerRows: (0..<sections).map {
        adapter.hasSupplementaryView(ofKind: SupplementaryKind.footer, inSection: $0)
      })
  }

  /// Returns what a row shows, or `nil` for a row that does not exist.
  public func content(ofRow row: Int) -> FlatRow? {
    mapping.content(ofRow: row)
  }

  /// Returns whether a row is a section's group row.
  public func isGroupRow(_ row: Int) -> Bool {
    if case .groupRow = mapping.content(ofRow: row) { return true }
    return false
  }

  /// Returns whether a row is a section's footer row: an ordinary row of the view (not a group
  /// row) that shows the section's footer and is never selected, moved or routed.
  public func isFooterRow(_ row: Int) -> Bool {
    if case .footerRow = mapping.content(ofRow: row) { return true }
    return false
  }

  /// Returns the cell, header view or footer view for a row, for a view that must be given one
  /// whatever happens: the source's cell for an item, the section's header view or
  /// `title(text)` for a group row, its footer view or `title(footerText)` for a footer row.
  /// A failure is reported to the adapter's `onFailure` and logged, and the view
  /// gets `placeholder()`.
  package func view<View: AnyObject>(
    forRow row: Int, as viewType: View.Type, title: (String) -> View, placeholder: () -> View
  ) -> View {
    guard let adapter else { return placeholder() }
    switch mapping.content(ofRow: row) {
    case .item(let position):
      return adapter.cell(at: position, as: viewType, placeholder: placeholder)
    case .groupRow(let section):
      return withoutActuallyEscaping(title) { title in
        adapter.supplementaryView(
          ofKind: SupplementaryKind.header, at: ListPosition(section: section, item: 0),
          as: viewType, title: title, placeholder: placeholder)
      }
    case .footerRow(let section):
      return withoutActuallyEscaping(title) { title in
        adapter.supplementaryView(
          ofKind: SupplementaryKind.footer, at: ListPosition(section: section, item: 0),
          as: viewType, title: title, placeholder: placeholder)
      }
    case nil:
      // The view asks for a row it does not have: report it as the adapter reports a cell.
      return adapter.cell(
        at: ListPosition(section: -1, item: row), as: viewType, placeholder: placeholder)
    }
  }

  /// Routes an item event for a row to the source that owns it, through the adapter; group
  /// rows and footer rows are not routed.
  ///
  /// A row that no longer exists (`NSTableView` reports a removed row as -1) still reaches the
  /// item a cell showed for `ItemEvent.didEndDisplaying`.
  ///
  /// - Returns: `true` when a handler of the owning source ran.
  @discardableResult
  package func handle(_ event: ItemEvent, atRow row: Int, cell: AnyObject? = nil) -> Bool {
    guard let adapter else { return false }
    switch mapping.content(ofRow: row) {
    case .item(let position): return adapter.handle(event, at: position, cell: cell)
    case .groupRow, .footerRow: return false
    case nil:
      guard event == .didEndDisplaying, let cell else { return false }
      return adapter.handle(event, at: ListPosition(section: -1, item: -1), cell: cell)
    }
  }

  /// Reads the view's selection and routes `ItemEvent.deselect` for the item rows no longer
  /// selected, then `ItemEvent.select` for the newly selected ones, in row order: a flat view
  /// reports only that its selection changed.
  ///
  /// The changes a batch or a reload makes to the selection (a selected row removed) are not
  /// events, nor is a selection the app shows (`showingSelection(_:)`): the host reads the
  /// selection again after each.
  package func selectionDidChange() {
    guard let view else { return }
    let now = view.selectedRows
    guard !isUpdatingRows, !isShowingSelection else {
      selectedRows = now
      return
    }
    let previous = selectedRows
    selectedRows = now
    for row in previous.subtracting(now).sorted() {
      handle(.deselect, atRow: row, cell: view.visibleCell(atRow: row))
    }
    for row in now.subtracting(previous).sorted() {
      handle(.select, atRow: row, cell: view.visibleCell(atRow: row))
    }
  }

  /// Runs `select`, which selects rows of the view for the app (a `ComposedList`'s selection
  /// binding), not for the user: a change of selection the view reports meanwhile reaches no
  /// source as `ItemEvent.select` or `ItemEvent.deselect`, as on iOS, where a selection
  /// made in code tells no delegate.
  ///
  /// - Parameter select: Selects rows of the view (`NSTableView.selectRowIndexes`).
  package func showingSelection(_ select: () -> Void) {
    let wasShowing = isShowingSelection
    isShowingSelection = true
    defer {
      isShowingSelection = wasShowing
      selectedRows = view?.selectedRows ?? []
    }
    select()
  }

  // MARK: ListHostView

  package var isReadyForAnimatedUpdates: Bool { view?.isReadyForAnimatedUpdates ?? false }

  /// The item counts of the sections as the view last read them (its rows, less group rows).
  package var displayedItemCounts: [Int]? {
    (0..<mapping.numberOfSections).map { mapping.numberOfItems(inSection: $0) }
  }

  package func reloadData() {
    isUpdatingRows = true
    defer { isUpdatingRows = false }
    view?.reloadData()
    selectedRows = view?.selectedRows ?? []
    keepPendingPlace()
  }

  /// Translates the batch into row operations against the rows the view shows, and applies
  /// them.
  ///
  /// - Throws: `RowBatchError` when the batch does not fit the rows before and after it;
  ///   the adapter then reloads the view.
  package func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
    try applyBatch(update, animation: animation, completion: {})
  }

  /// Translates the batch into row operations against the rows the view shows, applies them,
  /// and calls `completion` once the view reports them on screen
  /// (`FlatRowView.applyRowBatch(_:animation:completion:)`), or at once when there is nothing
  /// to animate (no row changes, or no view).
  ///
  /// - Throws: `RowBatchError` when the batch does not fit the rows before and after it;
  ///   `completion` is not called then, and the adapter reloads the view.
  package func applyBatch(
    _ update: BatchUpdate, animation: ListAnimation,
    completion: @escaping @MainActor () -> Void
  ) throws {
    guard let view, let adapter else {
      pendingPlace = nil
      completion()
      return
    }
    let old = mapping
    if let shown = view.displayedRowCount, shown != old.numberOfRows {
      throw RowBatchError(
        "the view shows \(shown) rows, but its sections were laid out in \(old.numberOfRows) "
          + "rows when it last read them")
    }
    let new = Self.mapping(of: adapter)
    // Whatever happens, the view shows `new` once it applied the batch or reloaded.
    mapping = new
    let batch = try old.rowBatch(for: update, to: new)
    guard !batch.isEmpty else {
      // No row moved: the place is where it was, and none is left for a later batch.
      keepPendingPlace()
      completion()
      return
    }
    isUpdatingRows = true
    defer {
      isUpdatingRows = false
      selectedRows = view.selectedRows
    }
    view.applyRowBatch(batch, animation: animation, completion: completion)
    keepPendingPlace()
  }

  public func registerCell(_ registration: CellRegistration) throws {
    try view?.registerCell(registration)
  }

  public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
    throws -> AnyObject
  {
    guard let view else { throw RowBatchError("the view is gone") }
    return try view.dequeueCell(withReuseIdentifier: reuseIdentifier)
  }

  /// Registers a header or footer view type as a cell type: a flat view shows it in a group row
  /// or a footer row. Views of other kinds are accepted and never asked for.
  public func registerSupplementaryView(_ registration: SupplementaryRegistration) throws {
    guard
      registration.kind == SupplementaryKind.header || registration.kind == SupplementaryKind.footer
    else { return }
    try view?.registerCell(
      CellRegistration(registration.viewType, reuseIdentifier: registration.reuseIdentifier))
  }

  public func dequeueSupplementaryView(
    ofKind kind: String, withReuseIdentifier reuseIdentifier: String, for position: ListPosition
  ) throws -> AnyObject {
    guard let view else { throw RowBatchError("the view is gone") }
    return try view.dequeueCell(withReuseIdentifier: reuseIdentifier)
  }

  /// Returns the header view a section's group row displays now, or the footer view its footer
  /// row displays (`FlatRowView.displayedView(atRow:)`), so that the adapter fills it again
  /// in place after a batch; `nil` for other kinds, a section without that row, or a row the
  /// view does not display.
  public func displayedSupplementaryView(ofKind kind: String, inSection section: Int)
    -> AnyObject?
  {
    let row: Int?
    switch kind {
    case SupplementaryKind.header: row = mapping.groupRow(ofSection: section)
    case SupplementaryKind.footer: row = mapping.footerRow(ofSection: section)
    default: row = nil
    }
    guard let row else { return nil }
    return view?.displayedView(atRow: row)
  }

  package func log(_ message: String) {
    view?.log(message)
  }
}
