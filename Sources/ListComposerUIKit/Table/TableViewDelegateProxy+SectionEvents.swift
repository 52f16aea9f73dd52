#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  // The display events of section headers and footers, routed to the adapter
  // (`ListAdapter.handleSupplementary(_:ofKind:inSection:view:)`), which derives the sections'
  // own events from them, and then to the app's delegate. A header's appearance is handled with
  // its accessibility, in `TableViewDelegateProxy.swift`.

  extension TableViewDelegateProxy {
    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      adapter.handleSupplementary(
        .willDisplay, ofKind: SupplementaryKind.footer, inSection: section, view: view)
      appDelegate?.tableView?(tableView, willDisplayFooterView: view, forSection: section)
    }

    /// The adapter finds the header by identity, as a batch may have moved its section.
    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      adapter.handleSupplementary(
        .didEndDisplaying, ofKind: SupplementaryKind.header, inSection: section, view: view)
      appDelegate?.tableView?(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }

    /// The adapter finds the footer by identity, as a batch may have moved its section.
    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      adapter.handleSupplementary(
        .didEndDisplaying, ofKind: SupplementaryKind.footer, inSection: section, view: view)
      appDelegate?.tableView?(tableView, didEndDisplayingFooterView: view, forSection: section)
    }
  }
#endif
