#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter

  // What the bridge answers for the user's edits when the app's delegate does not: row actions,
  // the selection a source allows, and the accessibility custom actions of item views. The
  // proxies decide when the app's delegate wins; this is the portable host's and the adapter's
  // answer, in AppKit's types.

  extension TableViewBridge {
    // MARK: Row actions

    /// The row actions of an edge of a row: the swipe actions its source gives there
    /// (`SourceHandlers` swipe actions; none when it gives an empty list), or else,
    /// on the trailing edge, a Delete action for a row its source lets the user delete; else
    /// none.
    ///
    /// Each action runs for the item at the row AppKit hands it when it fires (an earlier change
    /// may have moved the item since the swipe began), at once, on the main thread; a swipe
    /// action then closes the row actions. A full swipe performs the first action whatever
    /// `SwipeActions.performsFirstActionWithFullSwipe` says: AppKit has no such switch.
    func rowActions(forRow row: Int, edge: NSTableView.RowActionEdge) -> [NSTableViewRowAction] {
      guard let position = rows.mapping.position(ofRow: row) else { return [] }
      let swipeEdge: SwipeEdge = edge == .leading ? .leading : .trailing
      if let swipe = adapter.swipeActions(at: position, edge: swipeEdge),
        let offered = OfferedRow(row: row, in: rows)
      {
        return swipe.actions.map { action in
          action.rowAction { [weak tableView] action, row in
            offered.perform(action, offeredBy: .swipe(swipeEdge), atRow: row)
            tableView?.rowActionsVisible = false
          }
        }
      }
      guard edge == .trailing, adapter.canDeleteItem(at: position) else { return [] }
      return [
        NSTableViewRowAction(style: .destructive, title: "Delete") { [weak self] _, row in
          guard let self, let position = self.rows.mapping.position(ofRow: row) else { return }
          self.adapter.deleteItem(at: position)
        }
      ]
    }

    // MARK: Selection

    /// The selection the sources and the app's delegate allow out of one AppKit proposes: the
    /// portable `FlatRowHost.selection(proposed:current:allowsMultipleSelection:shouldSelectRow:appSelection:)`,
    /// in AppKit's index sets.
    ///
    /// - Parameters:
    ///   - proposed: The rows AppKit proposes to select.
    ///   - tableView: The table view.
    ///   - shouldSelectRow: The app delegate's answer for a row, or `nil` when it gives none.
    ///   - appSelection: The app delegate's answer for a proposed selection, or `nil` when it
    ///     does not answer that question.
    func selection(
      proposed: IndexSet, in tableView: NSTableView, shouldSelectRow: (Int) -> Bool?,
      appSelection: ((IndexSet) -> IndexSet)?
    ) -> IndexSet {
      IndexSet(
        rows.selection(
          proposed: Set(proposed), current: Set(tableView.selectedRowIndexes),
          allowsMultipleSelection: tableView.allowsMultipleSelection,
          shouldSelectRow: shouldSelectRow,
          appSelection: appSelection.map { answer in { Set(answer(IndexSet($0))) } }))
    }

    // MARK: Accessibility

    /// Gives the view of an item row the item's actions (its row and menu actions, see
    /// `ListAdapter.accessibilityActions(at:)`) as accessibility custom actions after the
    /// view's own, which are left alone. A view whose item offers no actions keeps its custom
    /// actions as they are, less the ones the bridge made for the item it showed before.
    func updateAccessibility(of view: NSView, row: Int, in tableView: NSTableView) {
      let existing = view.accessibilityCustomActions() ?? []
      let own = existing.filter { !($0 is ItemAccessibilityAction) }
      let items =
        OfferedRow(row: row, in: rows)?.accessibilityActions(of: view, in: tableView) ?? []
      if !items.isEmpty || own.count != existing.count {
        let all = own + items
        view.setAccessibilityCustomActions(all.isEmpty ? nil : all)
      }
    }
  }
#endif
