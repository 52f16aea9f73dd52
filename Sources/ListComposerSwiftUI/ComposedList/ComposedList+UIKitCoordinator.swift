#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import ListComposer
  import ListComposerAdapter
  import ListComposerUIKit
  import SwiftUI
  import UIKit

  extension ComposedList {
    /// Keeps a ``ComposedList``'s bridge for as long as the view's identity, and forwards
    /// SwiftUI's state to it: the screen or its declaration, the selection, editing mode and
    /// the refresh action. It is the bridge's delegate, so it hears of selections and of cells
    /// about to show after the sources did.
    @MainActor
    public final class Coordinator: NSObject, UICollectionViewDelegate {
      /// The bridge that shows the screen, once it is made.
      package var bridge: CollectionViewBridge? { keeper.bridge }
      private let keeper = ComposedListBridgeKeeper<CollectionViewBridge>()
      private var refreshAction: (@MainActor () async -> Void)?
      private var refreshTask: Task<Void, Never>?

      /// Shows the declaration's screen (making the bridge on first use) and applies its
      /// modifiers and SwiftUI's environment.
      func update(
        from list: ComposedList, in collectionView: UICollectionView,
        environment: EnvironmentValues
      ) {
        keeper.configuration = list.configuration
        keeper.show(list.content, onBridge: list.onBridge) { screen in
          let made = try CollectionViewBridge(screen, collectionView: collectionView)
          made.delegate = self
          return made
        } bindSelection: { made in
          Self.boundSelection(of: collectionView, following: made.adapter)
        }
        guard let bridge else { return }
        bridge.pinsSectionHeaders = keeper.configuration.pinsSectionHeaders
        updateLayouts(list.layouts, of: bridge)
        for swipe in keeper.configuration.swipeActions { swipe.apply(bridge.adapter) }
        updateEditing(environment.editMode?.wrappedValue.isEditing ?? false, in: collectionView)
        updateRefresh(environment.refresh, in: collectionView)
        keeper.updateSelection { collectionView.allowsMultipleSelection = true }
      }

      /// Stops showing the screen.
      func dismantle() {
        refreshTask?.cancel()
        keeper.dismantle()
      }

      /// Gives every source with a `.layout(for:)` the provider of this update, as swipe actions
      /// are given theirs on every update: a provider reads the SwiftUI state of the update that
      /// made it, so one kept from an earlier update would lay out with stale state.
      private func updateLayouts(
        _ layouts: [ComposedListConfiguration.PerSource<@MainActor (CollectionViewBridge) -> Void>],
        of bridge: CollectionViewBridge
      ) {
        for layout in layouts { layout.apply(bridge) }
      }

      // MARK: Selection

      /// Keeps the selection binding of a collection view in step with an adapter's items
      /// (`BoundSelection`): the collection view selects and deselects in code, which UIKit
      /// tells no delegate, so no source hears of it.
      private static func boundSelection(
        of collectionView: UICollectionView, following adapter: ListAdapter
      ) -> BoundSelection {
        let selection = BoundSelection(
          selectedInView: { [weak collectionView] in
            (collectionView?.indexPathsForSelectedItems ?? []).compactMap { ListPosition($0) }
          },
          showInView: { [weak collectionView] change in
            for position in change.deselect {
              collectionView?.deselectItem(at: position.indexPath, animated: false)
            }
            for position in change.select {
              collectionView?.selectItem(
                at: position.indexPath, animated: false, scrollPosition: [])
            }
          })
        selection.follow(adapter)
        return selection
      }

      /// Writes the user's selection to the binding.
      public func collectionView(
        _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
      ) {
        keeper.viewSelectionDidChange()
      }

      /// Writes the user's selection to the binding.
      public func collectionView(
        _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
      ) {
        keeper.viewSelectionDidChange()
      }

      // MARK: Editing

      private func updateEditing(_ isEditing: Bool, in collectionView: UICollectionView) {
        guard collectionView.isEditing != isEditing else { return }
        collectionView.isEditing = isEditing
        for indexPath in collectionView.indexPathsForVisibleItems {
          if let cell = collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell {
            showEditingControls(on: cell, at: indexPath)
          }
        }
      }

      /// Gives a list cell the editing controls its source allows, shown while editing.
      private func showEditingControls(on cell: UICollectionViewListCell, at indexPath: IndexPath) {
        guard let adapter = bridge?.adapter, let position = ListPosition(indexPath) else { return }
        let controls = adapter.editingControls(at: position)
        var accessories = cell.accessories.filter {
          $0.accessoryType != .delete && $0.accessoryType != .reorder
        }
        if controls.contains(.delete) { accessories.append(.delete(displayed: .whenEditing)) }
        if controls.contains(.reorder) { accessories.append(.reorder(displayed: .whenEditing)) }
        cell.accessories = accessories
      }

      /// Gives a list cell about to show the editing controls its source allows.
      public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
      ) {
        if let cell = cell as? UICollectionViewListCell {
          showEditingControls(on: cell, at: indexPath)
        }
      }

      // MARK: Refresh

      private func updateRefresh(_ action: RefreshAction?, in collectionView: UICollectionView) {
        if let action {
          refreshAction = { await action() }
        } else if let adapter = bridge?.adapter, !adapter.refreshableSources.isEmpty {
          refreshAction = { [weak adapter] in _ = await adapter?.refresh() }
        } else {
          refreshAction = nil
        }
        // UIKit raises for a refresh control in Mac Catalyst's Mac idiom, which has no pull to
        // refresh: there the app refreshes from a command (see ComposedList).
        if refreshAction == nil || collectionView.traitCollection.userInterfaceIdiom == .mac {
          collectionView.refreshControl = nil
        } else if collectionView.refreshControl == nil {
          let control = UIRefreshControl()
          control.addTarget(self, action: #selector(pulledToRefresh(_:)), for: .valueChanged)
          collectionView.refreshControl = control
        }
      }

      /// Runs the refresh action, and ends the control when it returns.
      @objc private func pulledToRefresh(_ control: UIRefreshControl) {
        guard let refreshAction else {
          control.endRefreshing()
          return
        }
        refreshTask?.cancel()
        refreshTask = Task { [weak control] in
          await refreshAction()
          control?.endRefreshing()
        }
      }
    }
  }
#endif

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import ListComposerUIKit

  extension CollectionViewBridge: ComposedListBridge {}
#endif
