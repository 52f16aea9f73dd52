import ListComposer

extension FlatRowHost {
  /// Returns the selection the sources and the app's delegate allow out of one a flat view
  /// proposes (what `NSTableView`'s `selectionIndexesForProposedSelection` answers).
  ///
  /// A row newly proposed is selected when it is an item row whose source allows
  /// ``ItemTouch/select`` (`SourceHandlers.touchRules`) and `shouldSelectRow` (the app's
  /// answer, asked only then) does not refuse it: both must allow, as on every platform; a
  /// group row or footer row never is. When none of the rows newly proposed may be selected (a
  /// click or an arrow key on a group row, a footer row or a refused row), the selection stays
  /// as it is. A selected row left out stays selected when its source refuses
  /// ``ItemTouch/deselect``; a view without multiple selection then keeps its selection as it
  /// was.
  ///
  /// An app's delegate that answers for the whole proposed selection (`appSelection`; AppKit
  /// then asks no `shouldSelectRow`) is given the selection the sources allow, and what it
  /// answers is held to the same rule: it may select no row the sources refuse.
  ///
  /// - Parameters:
  ///   - proposed: The rows the view proposes to select.
  ///   - current: The rows selected now.
  ///   - allowsMultipleSelection: Whether the view selects more than one row.
  ///   - shouldSelectRow: The app's answer for a row, or `nil` when it gives none.
  ///   - appSelection: The app's answer for a proposed selection, or `nil` (the default) when
  ///     it gives none.
  package func selection(
    proposed: Set<Int>, current: Set<Int>, allowsMultipleSelection: Bool,
    shouldSelectRow: (Int) -> Bool? = { _ in nil },
    appSelection: ((Set<Int>) -> Set<Int>)? = nil
  ) -> Set<Int> {
    guard let appSelection else {
      return allowedSelection(
        proposed: proposed, current: current, allowsMultipleSelection: allowsMultipleSelection,
        shouldSelectRow: shouldSelectRow)
    }
    let allowed = allowedSelection(
      proposed: proposed, current: current, allowsMultipleSelection: allowsMultipleSelection,
      shouldSelectRow: { _ in nil })
    return allowedSelection(
      proposed: appSelection(allowed), current: current,
      allowsMultipleSelection: allowsMultipleSelection, shouldSelectRow: { _ in nil })
  }

  private func allowedSelection(
    proposed: Set<Int>, current: Set<Int>, allowsMultipleSelection: Bool,
    shouldSelectRow: (Int) -> Bool?
  ) -> Set<Int> {
    let added = proposed.subtracting(current)
    let accepted = added.filter { allows(.select, atRow: $0, appDelegate: shouldSelectRow) }
    if !added.isEmpty, accepted.isEmpty { return current }
    var selection = proposed.intersection(current).union(accepted)
    var keepsDeselected = false
    for row in current.subtracting(proposed) where !allows(.deselect, atRow: row) {
      selection.insert(row)
      keepsDeselected = true
    }
    if keepsDeselected, !allowsMultipleSelection, selection.count > 1 { return current }
    return selection
  }

  /// Whether a row shows an item whose source allows a touch and the app's delegate, asked
  /// only then, does not refuse it; `false` for a group row or a footer row.
  private func allows(
    _ touch: ItemTouch, atRow row: Int, appDelegate: (Int) -> Bool? = { _ in nil }
  ) -> Bool {
    guard let adapter, let position = mapping.position(ofRow: row) else {
      return touch == .deselect
    }
    return adapter.shouldAllow(touch, at: position) { _ in appDelegate(row) }
  }
}

extension FlatRowHost: SelectionHost {
  /// The positions of the item rows the view selects; group rows and footer rows show none.
  package var selectedPositions: [ListPosition] {
    (view?.selectedRows ?? []).sorted().compactMap { mapping.position(ofRow: $0) }
  }

  /// Selects and deselects the rows of positions as the app does
  /// (``showingSelection(_:)``), so that no source hears of it.
  package func showSelection(_ change: SelectionChange) {
    guard let view else { return }
    var rows = view.selectedRows
    for position in change.deselect {
      if let row = mapping.row(of: position) { rows.remove(row) }
    }
    for position in change.select {
      if let row = mapping.row(of: position) { rows.insert(row) }
    }
    guard rows != view.selectedRows else { return }
    showingSelection { view.selectRows(rows) }
  }
}
