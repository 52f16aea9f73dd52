#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import ListComposer
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
      public private(set) var bridge: CollectionViewBridge?
      private var screen = ComposedListScreen()
      private var configuration = ComposedListConfiguration()
      private var refreshAction: (@MainActor () async -> Void)?
      private var refreshTask: Task<Void, Never>?
      /// The selection binding, kept in step with the bridge's items and view.
      private var boundSelection: BoundSelection?

      /// Shows the declaration's screen (making the bridge on first use) and applies its
      /// modifiers and SwiftUI's environment.
      func update(
        from list: ComposedList, in collectionView: UICollectionView,
        environment: EnvironmentValues
      ) {
        configuration = list.configuration
        show(list, in: collectionView)
        guard let bridge else { return }
        bridge.pinsSectionHeaders = configuration.pinsSectionHeaders
        updateLayouts(list.layouts, of: bridge)
        for swipe in configuration.swipeActions { swipe.apply(bridge.adapter) }
        updateEditing(environment.editMode?.wrappedValue.isEditing ?? false, in: collectionView)
        updateRefresh(environment.refresh, in: collectionView)
        updateSelection(in: collectionView)
      }

      /// Stops showing the screen.
      func dismantle() {
        refreshTask?.cancel()
        bridge?.detach()
        bridge = nil
        boundSelection = nil
        screen.reset()
      }

      // MARK: Screen

      private func show(_ list: ComposedList, in collectionView: UICollectionView) {
        do {
          try screen.show(list.content) { try attach($0, to: collectionView, list) }
        } catch {
          configuration.report(error)
        }
      }

      private func attach(
        _ screen: some DataSource, to collectionView: UICollectionView, _ list: ComposedList
      ) throws {
        bridge?.detach()
        bridge = nil
        let made = try CollectionViewBridge(screen, collectionView: collectionView)
        made.delegate = self
        bridge = made
        boundSelection = Self.boundSelection(of: collectionView, following: made.adapter)
        runOnBridge(list.onBridge, with: made)
      }

      /// Runs the app's `onBridge` code on the main actor's next turn, outside the SwiftUI
      /// update that made the bridge (state it changes there would be changed during a view
      /// update), then reloads the view so that what it configured (deletion and move rules,
      /// menus) holds for the cells already shown. Nothing runs when the bridge was replaced or
      /// dismantled by then.
      private func runOnBridge(
        _ onBridge: (@MainActor (CollectionViewBridge) -> Void)?, with made: CollectionViewBridge
      ) {
        guard let onBridge else { return }
        Task { @MainActor [weak self, weak made] in
          guard let self, let made, self.bridge === made else { return }
          onBridge(made)
          made.adapter.reloadData()
        }
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

      /// Gives the bound selection this update's binding, and selects the items it identifies.
      private func updateSelection(in collectionView: UICollectionView) {
        boundSelection?.binding = configuration.selection
        guard let selection = configuration.selection, let boundSelection else { return }
        collectionView.allowsMultipleSelection = true
        boundSelection.show(selection.read())
      }

      /// Writes the user's selection to the binding.
      public func collectionView(
        _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
      ) {
        boundSelection?.viewSelectionDidChange()
      }

      /// Writes the user's selection to the binding.
      public func collectionView(
        _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
      ) {
        boundSelection?.viewSelectionDidChange()
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
