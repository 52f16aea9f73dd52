#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerAppKit
  import SwiftUI

  /// A SwiftUI view that shows a ListComposer screen in an `NSTableView` (in its scroll view),
  /// through `TableViewBridge`: AppKit's table where SwiftUI's `List` is too slow or too
  /// limited, inside a SwiftUI view hierarchy.
  ///
  ///     ComposedList(screen: model.screen)
  ///       .selection($selection)
  ///
  /// The same two forms as on iOS: ``init(screen:)`` for a composition the app owns,
  /// ``init(_:)`` for a screen declared from SwiftUI state and applied as a diff on every
  /// update. Sections with a header become group rows; rows size themselves from their
  /// content (`usesAutomaticRowHeights`), so SwiftUI rows (``SwiftUITableCellView``) and AppKit
  /// cells of other children sit side by side.
  ///
  /// The bridge lives in the view's coordinator, as long as the view's identity. A selection
  /// binding (``selection(_:)``) follows the user's clicks and selects the rows whose items it
  /// identifies. AppKit has no pull to refresh and no edit mode: refresh a screen from a
  /// toolbar button with `ListAdapter.refresh()`; reordering and swipe actions are always on
  /// for the items whose sources allow them.
  @MainActor
  public struct ComposedList: NSViewRepresentable {
    let content: ComposedListContent
    var configuration = ComposedListConfiguration()
    var onBridge: (@MainActor (TableViewBridge) -> Void)?

    /// Makes the scroll view and its table view (one column, no header, rows sized from their
    /// content), and shows the screen.
    public func makeNSView(context: Context) -> NSScrollView {
      let tableView = NSTableView()
      tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("items")))
      tableView.headerView = nil
      tableView.usesAutomaticRowHeights = true
      tableView.style = .inset
      let scrollView = NSScrollView()
      scrollView.documentView = tableView
      scrollView.hasVerticalScroller = true
      context.coordinator.update(from: self, in: tableView)
      return scrollView
    }

    /// Brings the table view up to date with this declaration.
    public func updateNSView(_ scrollView: NSScrollView, context: Context) {
      guard let tableView = scrollView.documentView as? NSTableView else { return }
      context.coordinator.update(from: self, in: tableView)
    }

    /// Detaches the bridge, so that the sources may be shown elsewhere.
    public static func dismantleNSView(_ scrollView: NSScrollView, coordinator: Coordinator) {
      coordinator.dismantle()
    }
  }

  extension ComposedList {
    /// The hosting cell of SwiftUI rows in a ``ComposedList``: ``SwiftUITableCellView`` on
    /// macOS (``SwiftUIListCell`` on iOS), the default cell of a ``SwiftUICellDecorator``.
    public typealias Cell = SwiftUITableCellView

    /// Calls `configure` once with the bridge when it is made, for what the modifiers do not
    /// cover: the adapter's deletion and move rules, context menus, row heights.
    ///
    /// `configure` runs on the main actor's next turn after the SwiftUI update that made the
    /// bridge, not inside it, so it may change SwiftUI state; the view then reloads, so that
    /// what it set (row heights, say) holds for the rows already shown.
    ///
    /// - Parameter configure: Configures the bridge.
    public func onBridge(_ configure: @escaping @MainActor (TableViewBridge) -> Void)
      -> ComposedList
    {
      var list = self
      list.onBridge = configure
      return list
    }
  }

  extension ComposedList {
    /// Keeps a ``ComposedList``'s bridge for as long as the view's identity, and forwards
    /// SwiftUI's state to it. It is the bridge's delegate, so it hears of selection changes
    /// after the sources did.
    @MainActor
    public final class Coordinator: NSObject, NSTableViewDelegate {
      /// The bridge that shows the screen, once it is made.
      package var bridge: TableViewBridge? { keeper.bridge }
      private let keeper = ComposedListBridgeKeeper<TableViewBridge>()

      func update(from list: ComposedList, in tableView: NSTableView) {
        keeper.configuration = list.configuration
        keeper.show(list.content, onBridge: list.onBridge) { screen in
          let made = try TableViewBridge(screen, tableView: tableView)
          made.delegate = self
          return made
        } bindSelection: { made in
          Self.boundSelection(of: tableView, shownBy: made)
        }
        guard let bridge else { return }
        for swipe in keeper.configuration.swipeActions { swipe.apply(bridge.adapter) }
        keeper.updateSelection { tableView.allowsMultipleSelection = true }
      }

      func dismantle() {
        keeper.dismantle()
      }

      /// Keeps the selection binding of a table view in step with a bridge's items
      /// (`BoundSelection`). The table view selects rows in code inside
      /// `FlatRowHost.showingSelection(_:)`: `NSTableView` reports that change as it reports a
      /// click, and the host then routes it to no source.
      private static func boundSelection(
        of tableView: NSTableView, shownBy bridge: TableViewBridge
      ) -> BoundSelection {
        let selection = BoundSelection(
          selectedInView: { [weak tableView, weak bridge] in
            guard let tableView, let bridge else { return [] }
            // Group and footer rows show no item.
            return tableView.selectedRowIndexes.compactMap {
              bridge.rows.mapping.position(ofRow: $0)
            }
          },
          showInView: { [weak tableView, weak bridge] change in
            guard let tableView, let bridge else { return }
            let mapping = bridge.rows.mapping
            var rows = tableView.selectedRowIndexes
            for position in change.deselect {
              if let row = mapping.row(of: position) { rows.remove(row) }
            }
            for position in change.select {
              if let row = mapping.row(of: position) { rows.insert(row) }
            }
            bridge.rows.showingSelection {
              tableView.selectRowIndexes(rows, byExtendingSelection: false)
            }
          })
        selection.follow(bridge.adapter)
        return selection
      }

      /// Writes the user's selection to the binding. A change a batch or a reload makes (a
      /// selected row removed, which `NSTableView` reports at `endUpdates()`, maybe inside
      /// SwiftUI's view update) is not the user's: the bound selection decides the binding on
      /// the main actor's next turn instead.
      public func tableViewSelectionDidChange(_ notification: Notification) {
        guard let bridge, !bridge.rows.isUpdatingRows else { return }
        keeper.viewSelectionDidChange()
      }
    }
  }

  extension TableViewBridge: ComposedListBridge {}
#endif
