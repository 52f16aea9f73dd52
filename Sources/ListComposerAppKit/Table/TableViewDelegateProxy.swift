#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
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

    /// The rows the sources and the app's delegate both allow (see
    /// `TableViewBridge.selection(proposed:in:shouldSelectRow:appSelection:)`, the portable
    /// `FlatRowHost.selection`): rows newly proposed that are item rows whose source allows
    /// `.select` (group rows stand for headers and are not selectable) and that the app
    /// delegate's `tableView(_:shouldSelectRow:)` does not refuse, plus the selected rows whose
    /// source refuses `.deselect`. An app delegate that answers this itself is asked about
    /// that selection, and its answer is held to the sources' rules again.
    ///
    /// AppKit does not call `tableView(_:shouldSelectRow:)` when the delegate answers this, so
    /// the proxy asks the app delegate's itself (unless the app delegate answers this too).
    /// `NSTableView` asks nothing before it highlights a row: `ItemTouch.highlight` is never
    /// asked.
    func tableView(
      _ tableView: NSTableView,
      selectionIndexesForProposedSelection proposedSelectionIndexes: IndexSet
    ) -> IndexSet {
      let app = appDelegate
      guard let bridge else { return proposedSelectionIndexes }
      let answersSelections =
        app?.responds(
          to: #selector(NSTableViewDelegate.tableView(_:selectionIndexesForProposedSelection:)))
        ?? false
      return bridge.selection(
        proposed: proposedSelectionIndexes, in: tableView,
        shouldSelectRow: { row in app?.tableView?(tableView, shouldSelectRow: row) },
        appSelection: answersSelections
          ? { allowed in
            app?.tableView?(tableView, selectionIndexesForProposedSelection: allowed) ?? allowed
          } : nil)
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
      guard let bridge else {
        return appDelegate?.tableView?(tableView, rowActionsForRow: row, edge: edge) ?? []
      }
      return bridge.adapter.answer {
        appDelegate?.tableView?(tableView, rowActionsForRow: row, edge: edge)
      } sources: {
        bridge.rowActions(forRow: row, edge: edge)
      } ?? []
    }
  }
#endif
