// The selection, kept by position as UIKit keeps it: a touch selects (`selectRow(at:)`,
// `selectItem(at:)`), a batch moves the selection of the items it moves or shifts and drops
// that of the items it deletes or reloads, and `reloadData()` drops all of it. An attached
// source's adapter reads it and selects again, in code, the items the view dropped that the
// source still shows.

extension HeadlessListView {
  /// A Boolean value that indicates whether a touch adds an item to the selection instead of
  /// replacing it, as `allowsMultipleSelection` does on a device. The default is `false`: a
  /// touch then deselects the item selected before, whose source handles
  /// `ItemEvent.deselect`.
  public var allowsMultipleSelection: Bool {
    get { engine.allowsMultipleSelection }
    set { engine.allowsMultipleSelection = newValue }
  }

  /// The positions the view selects, in order: `indexPathsForSelectedRows` and
  /// `indexPathsForSelectedItems` on a device, empty when nothing is selected.
  package var selectedPositions: [ListPosition] { engine.selection.sorted() }

  /// Deselects, then selects, positions as an app does in code
  /// (`selectRow(at:animated:scrollPosition:)`): telling no delegate and no source. A
  /// position the view does not have is skipped; without multiple selection, a position
  /// selected replaces the selection.
  ///
  /// A headless collection view drops its selection in `reloadData()` itself; UIKit's does so
  /// when it applies the reload, at its next layout, which is why the bridge lays out first.
  package func showSelection(_ change: SelectionChange) {
    for position in change.deselect { engine.selection.remove(position) }
    for position in change.select where engine.containsItem(at: position) {
      if !engine.allowsMultipleSelection { engine.selection.removeAll() }
      engine.selection.insert(position)
    }
  }
}

extension HeadlessTableView: SelectionHost {}
extension HeadlessCollectionView: SelectionHost {}
