#if canImport(SwiftUI) && canImport(ObjectiveC)
  import ListComposer
  import ListComposerAdapter
  import SwiftUI

  /// A bridge a ``ComposedList`` shows its screen through: `CollectionViewBridge` on iOS,
  /// `TableViewBridge` on macOS.
  @MainActor
  protocol ComposedListBridge: AnyObject, Sendable {
    /// The adapter that shows the screen.
    var adapter: ListAdapter { get }
    /// Stops showing the screen.
    func detach()
  }

  /// What a ``ComposedList``'s coordinator keeps for as long as the view's identity, on both
  /// platforms: the bridge, the screen it shows, this update's configuration and the bound
  /// selection.
  @MainActor
  final class ComposedListBridgeKeeper<Bridge: ComposedListBridge> {
    /// The bridge that shows the screen, once it is made.
    private(set) var bridge: Bridge?
    /// This update's modifiers.
    var configuration = ComposedListConfiguration()
    /// The selection binding, kept in step with the bridge's items and view.
    private var boundSelection: BoundSelection?
    private var screen = ComposedListScreen()

    /// Shows `content`: a screen not shown yet gets a new bridge from `make`, which replaces
    /// (detaches) the previous one; `bindSelection` makes its bound selection, and the app's
    /// `onBridge` code runs on the main actor's next turn. A failure goes to the
    /// configuration's `onFailure`.
    func show(
      _ content: ComposedListContent, onBridge: (@MainActor (Bridge) -> Void)?,
      make: (any DataSource) throws -> Bridge, bindSelection: (Bridge) -> BoundSelection
    ) {
      do {
        try screen.show(content) { source in
          bridge?.detach()
          bridge = nil
          let made = try make(source)
          bridge = made
          boundSelection = bindSelection(made)
          runOnBridge(onBridge, with: made)
        }
      } catch {
        configuration.report(error)
      }
    }

    /// Runs the app's `onBridge` code on the main actor's next turn, outside the SwiftUI
    /// update that made the bridge (state it changes there would be changed during a view
    /// update), then reloads the view so that what it configured (deletion and move rules,
    /// menus, heights) holds for the cells already shown. Nothing runs when the bridge was
    /// replaced or dismantled by then.
    private func runOnBridge(_ onBridge: (@MainActor (Bridge) -> Void)?, with made: Bridge) {
      guard let onBridge else { return }
      Task { @MainActor [weak self, weak made] in
        guard let self, let made, self.bridge === made else { return }
        onBridge(made)
        made.adapter.reloadData()
      }
    }

    /// Gives the bound selection this update's binding, and shows the items it identifies as
    /// selected, having let the view select several (`allowMultipleSelection`).
    func updateSelection(allowMultipleSelection: () -> Void) {
      boundSelection?.binding = configuration.selection
      guard let selection = configuration.selection, let boundSelection else { return }
      allowMultipleSelection()
      boundSelection.show(selection.read())
    }

    /// Tells the bound selection that the user changed the view's selection.
    func viewSelectionDidChange() {
      boundSelection?.viewSelectionDidChange()
    }

    /// Stops showing the screen.
    func dismantle() {
      bridge?.detach()
      bridge = nil
      boundSelection = nil
      screen.reset()
    }
  }
#endif
