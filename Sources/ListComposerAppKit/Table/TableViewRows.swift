#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  /// The table view as the `FlatRowHost` sees it: a few lines that call
  /// `NSTableView`'s own API. It also keeps the cell classes, since `NSTableView` registers
  /// only nibs.
  @MainActor
  final class TableViewRows: FlatRowView {
    private weak var tableView: NSTableView?
    /// The column the decorators' cells fill; `nil` means the first column.
    var cellColumn: NSUserInterfaceItemIdentifier?
    private var cellClasses: [String: NSView.Type] = [:]
    private let isLive: Bool

    /// Creates the rows of a table view; rows that are not live (a dry run, see
    /// `BridgeAdapter`) never reload or change the table view.
    init(tableView: NSTableView, isLive: Bool) {
      self.tableView = tableView
      self.isLive = isLive
    }

    /// The index of the column the decorators' cells fill.
    var cellColumnIndex: Int {
      guard let tableView, let cellColumn else { return 0 }
      return max(0, tableView.column(withIdentifier: cellColumn))
    }

    /// `window != nil`: a table view that is not in a window is reloaded instead of animated.
    var isReadyForAnimatedUpdates: Bool { tableView?.window != nil }

    /// `numberOfRows`: the portable host compares it with the rows it laid out before a batch.
    var displayedRowCount: Int? { tableView?.numberOfRows }

    var selectedRows: Set<Int> { Set(tableView?.selectedRowIndexes ?? []) }

    /// `selectRowIndexes(_:byExtendingSelection: false)`, which scrolls nothing; nothing for a
    /// bridge that is not live.
    func selectRows(_ rows: Set<Int>) {
      guard isLive else { return }
      tableView?.selectRowIndexes(IndexSet(rows), byExtendingSelection: false)
    }

    func reloadData() {
      guard isLive else { return }
      tableView?.reloadData()
    }

    /// Applies the operations one after another between `beginUpdates()` and `endUpdates()`
    /// (each is applied at once: see AppKitIntegration.md in the module's documentation), then
    /// reloads the reconfigured rows' views in every column with
    /// `reloadData(forRowIndexes:columnIndexes:)`.
    func applyRowBatch(_ batch: RowBatch, animation: ListAnimation) {
      applyRowBatch(batch, animation: animation, completion: {})
    }

    /// Applies the batch as `applyRowBatch(_:animation:)` does, inside
    /// `NSAnimationContext.runAnimationGroup(_:completionHandler:)` (lasting no time for
    /// `ListAnimation.none`), and calls `completion` on the main actor after its completion
    /// handler, which AppKit calls once the row animations that `endUpdates()` started have
    /// ended; at once for rows that are not live or a table view that is gone.
    func applyRowBatch(
      _ batch: RowBatch, animation: ListAnimation, completion: @escaping @MainActor () -> Void
    ) {
      guard isLive, let tableView else {
        completion()
        return
      }
      let options = NSTableView.AnimationOptions(listAnimation: animation)
      NSAnimationContext.runAnimationGroup(
        { context in
          if animation == .none { context.duration = 0 }
          tableView.beginUpdates()
          for operation in batch.operations {
            switch operation {
            case .remove(let rows):
              tableView.removeRows(at: IndexSet(rows), withAnimation: options)
            case .move(let from, let to): tableView.moveRow(at: from, to: to)
            case .insert(let rows):
              tableView.insertRows(at: IndexSet(rows), withAnimation: options)
            }
          }
          tableView.endUpdates()
        },
        completionHandler: {
          // The SDK does not mark the handler as the main actor's (AppKit runs it on the main
          // thread): the completion runs on the main actor right after it.
          Task { @MainActor in completion() }
        })
      if !batch.reloadedRows.isEmpty {
        tableView.reloadData(
          forRowIndexes: IndexSet(batch.reloadedRows),
          columnIndexes: IndexSet(integersIn: 0..<tableView.numberOfColumns))
      }
    }

    /// Registers the nib an `NSView` subclass names (`NibNamedCell`) for a reuse identifier, or
    /// else remembers the class, made when the table view has no nib for it.
    ///
    /// - Throws: ``AppKitHostError`` for a class that is not an `NSView` subclass, an empty
    ///   identifier or a named nib that is not in the class's bundle.
    func registerCell(_ registration: CellRegistration) throws {
      guard let viewClass = registration.cellType as? NSView.Type else {
        throw AppKitHostError.notACell(registration.cellTypeName, expected: "NSView")
      }
      guard !registration.reuseIdentifier.isEmpty else { throw AppKitHostError.emptyIdentifier }
      if let nib = try registration.namedNib() {
        guard isLive else { return }
        tableView?.register(
          nib, forIdentifier: NSUserInterfaceItemIdentifier(registration.reuseIdentifier))
        return
      }
      cellClasses[registration.reuseIdentifier] = viewClass
    }

    /// A reused or nib-made view from `makeView(withIdentifier:owner:)`, or else a new view of
    /// the registered class, given the identifier so that the table view reuses it.
    func dequeueCell(withReuseIdentifier reuseIdentifier: String) throws -> AnyObject {
      guard let tableView else { throw AppKitHostError.viewGone }
      let identifier = NSUserInterfaceItemIdentifier(reuseIdentifier)
      if let view = tableView.makeView(withIdentifier: identifier, owner: nil) { return view }
      guard let viewClass = cellClasses[reuseIdentifier] else {
        throw AppKitHostError.notRegistered(reuseIdentifier)
      }
      let view = viewClass.init(frame: .zero)
      view.identifier = identifier
      return view
    }

    func visibleCell(atRow row: Int) -> AnyObject? {
      guard let tableView, row >= 0, row < tableView.numberOfRows else { return nil }
      return tableView.view(atColumn: cellColumnIndex, row: row, makeIfNecessary: false)
    }

    /// The view the row shows now, never made for the asking: a group row's full-width view
    /// (column 0 of a row view in group-row style), or the view of ``cellColumn`` for other rows,
    /// such as footer rows.
    func displayedView(atRow row: Int) -> AnyObject? {
      guard let tableView, row >= 0, row < tableView.numberOfRows,
        let rowView = tableView.rowView(atRow: row, makeIfNecessary: false)
      else { return nil }
      let column = rowView.isGroupRowStyle ? 0 : cellColumnIndex
      return tableView.view(atColumn: column, row: row, makeIfNecessary: false)
    }

    func log(_ message: String) {
      BridgeLog.write(message)
    }
  }

  // The table view scrolls by row for the `FlatRowHost`: `scrollRowToVisible(_:)` for the
  // nearest edge, its clip view for the other places and to keep the reader's place, and
  // `noteHeightOfRows(withIndexesChanged:)` for new row heights, which keeps every row view.
  extension TableViewRows {
    private var clipView: NSClipView? { tableView?.enclosingScrollView?.contentView }

    var visibleRowPlaces: [(row: Int, distance: Double)] {
      guard let tableView, let clipView else { return [] }
      let rows = tableView.rows(in: clipView.documentVisibleRect)
      let viewport = clipView.listViewport
      return (rows.location..<(rows.location + rows.length)).map {
        ($0, viewport.distance(toItemTop: Double(tableView.rect(ofRow: $0).minY)))
      }
    }

    var isScrolledToBottom: Bool { clipView?.listIsScrolledToBottom ?? true }

    func scroll(toRow row: Int, at scrollPosition: ListScrollPosition, animated: Bool) {
      guard isLive, let tableView, row >= 0, row < tableView.numberOfRows else { return }
      if scrollPosition == .nearest, !animated {
        tableView.scrollRowToVisible(row)
        return
      }
      let frame = tableView.rect(ofRow: row)
      clipView?.listScroll(
        toItemTop: Double(frame.minY), height: Double(frame.height), at: scrollPosition,
        animated: animated)
    }

    func keep(row: Int?, distance: Double) {
      guard isLive, let tableView, let clipView else { return }
      tableView.layoutSubtreeIfNeeded()
      guard let row else {
        clipView.listSetViewportTop(.infinity, animated: false)
        return
      }
      guard row >= 0, row < tableView.numberOfRows else { return }
      clipView.listSetViewportTop(
        Double(tableView.rect(ofRow: row).minY) - distance, animated: false)
    }

    func noteHeightOfRows(_ rows: [Int]) {
      guard isLive, let tableView, !rows.isEmpty else { return }
      NSAnimationContext.runAnimationGroup { _ in
        tableView.noteHeightOfRows(withIndexesChanged: IndexSet(rows))
      }
    }
  }
#endif
