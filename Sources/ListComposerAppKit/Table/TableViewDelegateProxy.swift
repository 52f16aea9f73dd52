#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerBridgeCore

  /// The table view's delegate while a ``TableViewBridge`` shows a source: gives the views of
  /// rows and group rows, the selection the sources allow and the rows' row actions (where the
  /// app's delegate does not answer those itself), routes selection and display events (a group
  /// row's as its section header's) to the portable host and adapter (which hand each to the
  /// child that owns the row or section) and then to the app's delegate, gives rows the heights
  /// the sources give (`TableViewDelegateProxy+Sizes.swift`), and forwards every other message
  /// to the app's delegate.
  @MainActor
  final class TableViewDelegateProxy: DelegateForwarder, NSTableViewDelegate {
    weak var bridge: TableViewBridge?

    init() {
      super.init(answering: [NSTableViewDelegate.self], switchable: [Self.heightOfRowMessage])
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

    /// The app delegate's selection when it answers this itself; otherwise the rows the
    /// sources allow (see `TableViewBridge.selection(proposed:in:shouldSelectRow:)`): rows
    /// newly proposed that the app delegate's `tableView(_:shouldSelectRow:)` accepts, or, where
    /// it does not answer, item rows whose source allows `.select` (group rows stand for
    /// headers and are not selectable), plus the selected rows whose source refuses
    /// `.deselect`.
    ///
    /// AppKit does not call `tableView(_:shouldSelectRow:)` when the delegate answers this, so
    /// the proxy asks the app delegate's itself. `NSTableView` asks nothing before it highlights
    /// a row: `ItemTouch.highlight` is never asked.
    func tableView(
      _ tableView: NSTableView,
      selectionIndexesForProposedSelection proposedSelectionIndexes: IndexSet
    ) -> IndexSet {
      let app = appDelegate
      if let answer = app?.tableView?(
        tableView, selectionIndexesForProposedSelection: proposedSelectionIndexes)
      {
        return answer
      }
      guard let bridge else { return proposedSelectionIndexes }
      return bridge.selection(proposed: proposedSelectionIndexes, in: tableView) { row in
        app?.tableView?(tableView, shouldSelectRow: row)
      }
    }

    func tableViewSelectionDidChange(_ notification: Notification) {
      bridge?.rows.selectionDidChange()
      appDelegate?.tableViewSelectionDidChange?(notification)
    }

    // MARK: Display

    /// An item row's cell is the item's display; a group row is its section's header and a
    /// footer row its footer, keyed by its row view (which stays while
    /// `reloadData(forRowIndexes:columnIndexes:)` replaces the view inside it), from which the
    /// adapter derives the section's own events.
    func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int) {
      if let bridge {
        switch bridge.rows.content(ofRow: row) {
        case .groupRow(let section):
          bridge.adapter.handleSupplementary(
            .willDisplay, ofKind: SupplementaryKind.header, inSection: section, view: rowView)
        case .footerRow(let section):
          bridge.adapter.handleSupplementary(
            .willDisplay, ofKind: SupplementaryKind.footer, inSection: section, view: rowView)
        case .item, nil:
          bridge.rows.handle(
            .willDisplay, atRow: row,
            cell: rowView.view(atColumn: bridge.tableRows.cellColumnIndex) as? NSView)
        }
      }
      appDelegate?.tableView?(tableView, didAdd: rowView, forRow: row)
    }

    /// `row` is -1 for a removed row: the host finds the item by the cell it displayed, and the
    /// adapter a group row's header or a footer row's footer by its row view (a row view it
    /// does not know is ignored; the adapter remembers the kind it was shown as).
    func tableView(_ tableView: NSTableView, didRemove rowView: NSTableRowView, forRow row: Int) {
      if let bridge {
        if let cell = rowView.view(atColumn: bridge.tableRows.cellColumnIndex) as? NSView {
          bridge.rows.handle(.didEndDisplaying, atRow: row, cell: cell)
        }
        bridge.adapter.handleSupplementary(
          .didEndDisplaying, ofKind: SupplementaryKind.header, inSection: -1, view: rowView)
      }
      appDelegate?.tableView?(tableView, didRemove: rowView, forRow: row)
    }

    // MARK: Row actions

    /// The app delegate's row actions when it gives some; otherwise the row's swipe actions for
    /// the edge, or a Delete action on the trailing edge of a row its source lets the user
    /// delete (see `TableViewBridge.rowActions(forRow:edge:)`).
    func tableView(
      _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    ) -> [NSTableViewRowAction] {
      if let actions = appDelegate?.tableView?(tableView, rowActionsForRow: row, edge: edge) {
        return actions
      }
      return bridge?.rowActions(forRow: row, edge: edge) ?? []
    }
  }
#endif
