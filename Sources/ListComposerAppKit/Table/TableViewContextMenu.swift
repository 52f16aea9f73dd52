#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter

  /// The table view's context menu while a ``TableViewBridge`` shows a source and the app has
  /// no menu of its own: rebuilt each time it opens, for the row the user clicked, from the menu
  /// the row's source gives (`SourceHandlers.contextMenu`).
  ///
  /// A group row, a click outside the rows and a row whose source gives no menu get an empty
  /// menu, which AppKit does not show. Each item runs its action for the item where the table
  /// view shows it when the user picks it (see ``OfferedRow``).
  @MainActor
  final class TableViewContextMenu: NSObject, NSMenuDelegate {
    /// The menu the bridge sets as the table view's `menu`.
    let menu = BridgeMenu(title: "")
    weak var bridge: TableViewBridge?

    override init() {
      super.init()
      menu.delegate = self
      menu.autoenablesItems = false
    }

    /// Puts the menu on the table view unless it has one (the app's, which wins), or the menu of
    /// a bridge that showed a source in it before.
    func install(in tableView: NSTableView) {
      guard tableView.menu == nil || tableView.menu is BridgeMenu else { return }
      tableView.menu = menu
    }

    /// Takes the menu off the table view, if it is still there.
    func remove(from tableView: NSTableView?) {
      guard let tableView, tableView.menu === menu else { return }
      tableView.menu = nil
    }

    func menuNeedsUpdate(_ menu: NSMenu) {
      menu.removeAllItems()
      guard let bridge, let tableView = bridge.tableView else { return }
      let row = tableView.clickedRow
      guard let offered = OfferedRow(row: row, in: bridge.rows),
        let itemMenu = bridge.adapter.contextMenu(at: offered.position)
      else { return }
      // The row view stays the row's while rows move around it (a reload of the row keeps it).
      let rowView = tableView.rowView(atRow: row, makeIfNecessary: false)
      let hadRowView = rowView != nil
      menu.title = itemMenu.title
      menu.items = itemMenu.menuItems { [weak tableView, weak rowView] action in
        let now = hadRowView ? rowView.flatMap { tableView?.row(for: $0) } : row
        offered.perform(action, offeredBy: .menu, atRow: now)
      }
    }
  }

  /// The context menu of a bridge, told apart from the app's by its class.
  final class BridgeMenu: NSMenu {}
#endif
