#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter

  extension NSPasteboard.PasteboardType {
    /// The bridge-private type of a row the user drags to reorder a table view: the row, as a
    /// string, of a drag whose source is the table view itself.
    static let listComposerRow = NSPasteboard.PasteboardType("org.listcomposer.table-row")
  }

  // Reordering rows by dragging them within the table view. `NSTableView` does not move a row
  // itself on a drop: its data source performs the drop, so the bridge asks the portable host
  // (`FlatRowHost.canDragRow(_:)`, `dropRow(forDragging:proposedRow:)`, `acceptDrop(ofRow:
  // aboveRow:)`), the item's source moves the item, and the move reaches the table view as row
  // operations, like every change.
  //
  // The app's data source wins where it implements a method, with one exception: a drag of
  // the bridge's own rows (its private pasteboard type, from this table view, which exists only
  // because the app's data source writes no rows itself) is validated and dropped by the
  // bridge; every other drag goes to the app's data source.
  extension TableViewDataSourceProxy {
    /// The app's own data source.
    var appDataSource: (any NSTableViewDataSource)? {
      forwarding.target.object as? any NSTableViewDataSource
    }

    /// Adds the bridge's row type to the types the table view accepts in a drop, keeping the
    /// app's.
    static func registerRowType(in tableView: NSTableView) {
      let types = tableView.registeredDraggedTypes
      guard !types.contains(.listComposerRow) else { return }
      tableView.registerForDraggedTypes(types + [.listComposerRow])
    }

    /// Removes the bridge's row type from the types the table view accepts, keeping the app's.
    static func unregisterRowType(in tableView: NSTableView?) {
      guard let tableView, tableView.registeredDraggedTypes.contains(.listComposerRow) else {
        return
      }
      let others = tableView.registeredDraggedTypes.filter { $0 != .listComposerRow }
      tableView.unregisterDraggedTypes()
      if !others.isEmpty { tableView.registerForDraggedTypes(others) }
    }

    // MARK: Dragging source

    /// The app data source's writer when it writes rows itself; otherwise, for a row its source
    /// lets the user move (`SourceHandlers.move`), a pasteboard item of the
    /// bridge's private type that carries the row. Group rows are never dragged.
    func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int)
      -> (any NSPasteboardWriting)?
    {
      if let app = appDataSource,
        app.responds(to: #selector(NSTableViewDataSource.tableView(_:pasteboardWriterForRow:)))
      {
        return app.tableView?(tableView, pasteboardWriterForRow: row)
      }
      guard rows.canDragRow(row), let position = rows.mapping.position(ofRow: row) else {
        return nil
      }
      draggedItems.updateValue(rows.adapter?.itemIdentifier(at: position), forKey: row)
      let item = NSPasteboardItem()
      item.setString(String(row), forType: .listComposerRow)
      return item
    }

    /// Forgets the rows of the drag, then tells the app's data source.
    func tableView(
      _ tableView: NSTableView, draggingSession session: NSDraggingSession,
      endedAt screenPoint: NSPoint, operation: NSDragOperation
    ) {
      draggedItems = [:]
      appDataSource?.tableView?(
        tableView, draggingSession: session, endedAt: screenPoint, operation: operation)
    }

    // MARK: Dragging destination

    /// For a drag of the bridge's rows, the place the row would land, as the host retargets
    /// it: always above a row (a drop proposed on a row is taken as above it), `.move`, or
    /// `[]` when the row cannot be dropped there, when the table view no longer shows the
    /// dragged item in that row, or when several rows are dragged (one row moves at a time).
    /// Every other drag: the app data source's answer, or `[]`.
    func tableView(
      _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
      proposedDropOperation dropOperation: NSTableView.DropOperation
    ) -> NSDragOperation {
      guard let dragged = draggedRows(of: info, in: tableView) else {
        return appDataSource?.tableView?(
          tableView, validateDrop: info, proposedRow: row, proposedDropOperation: dropOperation)
          ?? []
      }
      guard let from = movableRow(of: dragged),
        let target = rows.dropRow(forDragging: from, proposedRow: row)
      else { return [] }
      tableView.setDropRow(target, dropOperation: .above)
      return .move
    }

    /// For a drag of the bridge's rows, moves the dragged item through the host, above the row
    /// `validateDrop` chose; the move reaches the table view as every change does. Every other
    /// drop: the app data source's answer, or `false`.
    func tableView(
      _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
      dropOperation: NSTableView.DropOperation
    ) -> Bool {
      guard let dragged = draggedRows(of: info, in: tableView) else {
        return appDataSource?.tableView?(
          tableView, acceptDrop: info, row: row, dropOperation: dropOperation) ?? false
      }
      guard let from = movableRow(of: dragged) else { return false }
      return rows.acceptDrop(ofRow: from, aboveRow: row)
    }

    /// The rows a drag carries when it is a drag of the bridge's rows out of `tableView`, else
    /// `nil`.
    private func draggedRows(of info: any NSDraggingInfo, in tableView: NSTableView) -> [Int]? {
      guard (info.draggingSource as AnyObject?) === tableView else { return nil }
      let dragged = (info.draggingPasteboard.pasteboardItems ?? []).compactMap {
        $0.string(forType: .listComposerRow).flatMap { Int($0) }
      }
      return dragged.isEmpty ? nil : dragged
    }

    /// The dragged row, when only one is dragged and it still shows the item the drag began
    /// with.
    private func movableRow(of dragged: [Int]) -> Int? {
      guard dragged.count == 1, let row = dragged.first, let recorded = draggedItems[row],
        let position = rows.mapping.position(ofRow: row),
        rows.adapter?.itemIdentifier(at: position) == recorded
      else { return nil }
      return row
    }
  }
#endif
