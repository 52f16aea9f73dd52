extension FlatRowHost {
  /// Returns the selection the sources allow out of one a flat view proposes (what
  /// `NSTableView`'s `selectionIndexesForProposedSelection` answers).
  ///
  /// A row newly proposed is selected when `shouldSelectRow` says so (the app's answer, when it
  /// gives one) or, without an answer, when it is an item row whose source allows
  /// ``ItemTouch/select`` (`ListAdapter.allow(_:in:where:)`); a group row or footer row never
  /// is. When none of the rows newly proposed may be selected (a click or an arrow key on a
  /// group row, a footer row or a refused row), the selection stays as it is. A selected row
  /// left out stays selected when its source refuses ``ItemTouch/deselect``; a view without
  /// multiple selection then keeps its selection as it was.
  ///
  /// - Parameters:
  ///   - proposed: The rows the view proposes to select.
  ///   - current: The rows selected now.
  ///   - allowsMultipleSelection: Whether the view selects more than one row.
  ///   - shouldSelectRow: The app's answer for a row, or `nil` when it gives none.
  public func selection(
    proposed: Set<Int>, current: Set<Int>, allowsMultipleSelection: Bool,
    shouldSelectRow: (Int) -> Bool? = { _ in nil }
  ) -> Set<Int> {
    let added = proposed.subtracting(current)
    let accepted = added.filter { shouldSelectRow($0) ?? allows(.select, atRow: $0) }
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

  /// Whether a row shows an item whose source allows a touch; `false` for a group row or a
  /// footer row.
  private func allows(_ touch: ItemTouch, atRow row: Int) -> Bool {
    guard let adapter, let position = mapping.position(ofRow: row) else {
      return touch == .deselect
    }
    return adapter.shouldAllow(touch, at: position)
  }
}
