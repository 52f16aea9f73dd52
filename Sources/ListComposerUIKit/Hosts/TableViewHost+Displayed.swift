#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  extension TableViewHost {
    /// The header or footer the table view shows for a section now, from
    /// `headerView(forSection:)` or `footerView(forSection:)`; `nil` for a section off screen
    /// or out of range, another kind, or a host that is not live. The adapter fills it again in
    /// place after a batch that changes the section's items, when its decorator refreshes with
    /// them.
    func displayedSupplementaryView(ofKind kind: String, inSection section: Int) -> AnyObject? {
      guard isLive, let tableView, section >= 0, section < tableView.numberOfSections else {
        return nil
      }
      switch kind {
      case SupplementaryKind.header: return tableView.headerView(forSection: section)
      case SupplementaryKind.footer: return tableView.footerView(forSection: section)
      default: return nil
      }
    }

    /// The reuse identifier of the cell the table view shows at a position, from
    /// `cellForRow(at:)` (`nil` for a row not visible or out of range); `nil` for a host that
    /// is not live. The adapter reloads instead of reconfiguring a row whose cell would change
    /// kind, which `reconfigureRows(at:)` raises an exception for.
    func displayedReuseIdentifier(at position: ListPosition) -> String? {
      guard isLive, let tableView, position.section >= 0, position.item >= 0 else { return nil }
      return tableView.cellForRow(at: position.indexPath)?.reuseIdentifier
    }
  }
#endif
