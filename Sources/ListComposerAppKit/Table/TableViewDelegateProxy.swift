#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerBridgeCore

  /// The table view's delegate while a ``TableViewBridge`` shows a source: gives the views of
  /// rows and group rows, routes selection and display events to the portable host (which hands
  /// each to the child that owns the row) and then to the app's delegate, and forwards every
  /// other message to the app's delegate.
  @MainActor
  final class TableViewDelegateProxy: DelegateForwarder, NSTableViewDelegate {
    weak var bridge: TableViewBridge?

    init() {
      super.init(answering: [NSTableViewDelegate.self])
    }

    /// The app's own delegate.
    var appDelegate: (any NSTableViewDelegate)? {
      forwarding.target.object as? any NSTableViewDelegate
    }

    // MARK: Views

    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int)
      -> NSView?
    {
      bridge?.view(for: tableColumn, row: row)
    }

    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
      bridge?.rows.isGroupRow(row) ?? false
    }

    // MARK: Selection

    /// Group rows stand for headers: not selectable unless the app delegate says otherwise.
    func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool {
      if let answer = appDelegate?.tableView?(tableView, shouldSelectRow: row) { return answer }
      return !(bridge?.rows.isGroupRow(row) ?? false)
    }

    func tableViewSelectionDidChange(_ notification: Notification) {
      bridge?.rows.selectionDidChange()
      appDelegate?.tableViewSelectionDidChange?(notification)
    }

    // MARK: Display

    func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int) {
      if let bridge, !bridge.rows.isGroupRow(row) {
        bridge.rows.handle(
          .willDisplay, atRow: row,
          cell: rowView.view(atColumn: bridge.tableRows.cellColumnIndex) as? NSView)
      }
      appDelegate?.tableView?(tableView, didAdd: rowView, forRow: row)
    }

    /// `row` is -1 for a removed row: the host finds the item by the cell it displayed.
    func tableView(_ tableView: NSTableView, didRemove rowView: NSTableRowView, forRow row: Int) {
      if let bridge,
        let cell = rowView.view(atColumn: bridge.tableRows.cellColumnIndex) as? NSView
      {
        bridge.rows.handle(.didEndDisplaying, atRow: row, cell: cell)
      }
      appDelegate?.tableView?(tableView, didRemove: rowView, forRow: row)
    }

    // MARK: Deleting

    /// The app delegate's actions when it gives some; otherwise a Delete action on the trailing
    /// edge of the rows a source lets the user delete.
    ///
    /// The action deletes the item at the row AppKit hands it when it fires (an earlier change
    /// may have moved the item since the swipe began), at once, on the main thread.
    func tableView(
      _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    ) -> [NSTableViewRowAction] {
      if let actions = appDelegate?.tableView?(tableView, rowActionsForRow: row, edge: edge) {
        return actions
      }
      guard edge == .trailing, let bridge, let position = bridge.rows.mapping.position(ofRow: row),
        bridge.adapter.canDeleteItem(at: position)
      else { return [] }
      return [
        NSTableViewRowAction(style: .destructive, title: "Delete") { [weak bridge] _, row in
          guard let bridge, let position = bridge.rows.mapping.position(ofRow: row) else {
            return
          }
          bridge.adapter.deleteItem(at: position)
        }
      ]
    }
  }
#endif
