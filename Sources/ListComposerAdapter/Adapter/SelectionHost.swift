import ListComposer

/// A view whose selection a ``ListAdapter`` reads and changes: the package's own views (the
/// headless views, `FlatRowHost`, and the UIKit and AppKit bridges' hosts), so that the adapter
/// keeps the items the view selects by identity across batches and reloads
/// (`ListAdapter+KeptSelection.swift`).
///
/// The view keeps its selection as its platform does: a batch moves the selection of the rows
/// it moves or shifts and drops that of the rows it deletes or reloads, and a reload drops all
/// of it (UIKit) or leaves it on row indexes that may show other items now (AppKit). The
/// adapter only reads it and selects again what the view dropped but the source still has.
/// A view that does not conform keeps its selection as the platform does, and the adapter
/// reads none of it.
@MainActor
package protocol SelectionHost: ListHostView {
  /// The screen positions the view selects now, in any order: `indexPathsForSelectedRows`,
  /// `indexPathsForSelectedItems`, `selectionIndexPaths`, or the item rows of
  /// `selectedRowIndexes`.
  var selectedPositions: [ListPosition] { get }

  /// Deselects, then selects, positions as an app does in code
  /// (`selectRow(at:animated:scrollPosition:)`, `selectItem(at:animated:scrollPosition:)`,
  /// `selectRowIndexes(_:byExtendingSelection:)`): without animation or scrolling, telling no
  /// delegate and no source. Selecting a position selected already changes nothing.
  ///
  /// A view that applies a reload lazily (a collection view, at its next layout) lays out
  /// first, so that the selection is not dropped by the reload it has not applied yet.
  func showSelection(_ change: SelectionChange)
}
