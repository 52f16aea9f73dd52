#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  // A table view indents a row by what its delegate answers to
  // `tableView(_:indentationLevelForRowAt:)`, and by the cell's own `indentationLevel`
  // otherwise. The proxy answers it only while the screen shows an outline, so a screen without
  // one lays out as it would without the bridge.

  extension TableViewDelegateProxy {
    /// The outline messages to answer now (among `switchableMessages`): the indentation while
    /// the screen shows an outline (checked when the bridge is made and when a source registers
    /// views or gives sizes).
    var answeredOutlineMessages: [Selector] {
      adapter.showsOutline
        ? [#selector(UITableViewDelegate.tableView(_:indentationLevelForRowAt:))] : []
    }

    /// The app delegate's level when it answers; otherwise the level of the row's node for an
    /// outline row (`ListAdapter.outlineItemState(at:)`), or 0.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
      if let level = appDelegate?.tableView?(tableView, indentationLevelForRowAt: indexPath) {
        return level
      }
      return adapter.outlineItemState(at: indexPath.listPosition)?.level ?? 0
    }
  }
#endif
