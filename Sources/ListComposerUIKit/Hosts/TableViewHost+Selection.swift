#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  /// The table view's selection, which the adapter keeps by identity across batches and
  /// reloads (`SelectionHost`): read and changed with the table view's own API, which tells
  /// no delegate of a selection made in code.
  extension TableViewHost: SelectionHost {
    /// `indexPathsForSelectedRows`; empty for a host that is not live.
    var selectedPositions: [ListPosition] {
      guard isLive else { return [] }
      return (tableView?.indexPathsForSelectedRows ?? []).compactMap { ListPosition($0) }
    }

    /// `deselectRow(at:animated:)`, then `selectRow(at:animated:scrollPosition:)` without
    /// animation or scrolling; nothing for a host that is not live.
    func showSelection(_ change: SelectionChange) {
      guard isLive, let tableView else { return }
      for position in change.deselect {
        tableView.deselectRow(at: position.indexPath, animated: false)
      }
      for position in change.select {
        tableView.selectRow(at: position.indexPath, animated: false, scrollPosition: .none)
      }
    }
  }
#endif
