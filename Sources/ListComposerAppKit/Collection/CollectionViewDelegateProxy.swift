#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  /// The collection view's delegate while a ``CollectionViewBridge`` shows a source: asks the
  /// adapter whether the items may be selected, deselected and highlighted (the sources and the
  /// app's delegate must both allow it), routes selection, highlight and display events, and those
  /// of supplementary views (`CollectionViewDelegateProxy+SectionEvents.swift`), to the adapter
  /// (which hands each to the child that owns the item or section) and then to the app's
  /// delegate, gives a flow layout the sizes the sources give (`FlowLayoutSizes`),
  /// and forwards every other message to the app's delegate.
  @MainActor
  final class CollectionViewDelegateProxy: DelegateForwarder, NSCollectionViewDelegate {
    let adapter: ListAdapter
    /// The sizes a flow layout asks for, which the forwarding hands it while sources give them.
    private let sizes: FlowLayoutSizes

    init(adapter: ListAdapter) {
      self.adapter = adapter
      let sizes = FlowLayoutSizes(adapter: adapter)
      self.sizes = sizes
      super.init(
        answering: [NSCollectionViewDelegate.self, NSCollectionViewDelegateFlowLayout.self],
        switchable: FlowLayoutSizes.questions.map(\.1), answerer: sizes)
      sizes.appObject = forwarding.target
    }

    /// Switches on the size messages the sources answer now, and returns whether that changed:
    /// the bridge then gives the collection view its delegate again.
    func updateAnsweredMessages() -> Bool {
      sizes.updateAnsweredMessages(switches)
    }

    /// The app's own delegate.
    var appDelegate: (any NSCollectionViewDelegate)? {
      forwarding.target.object as? any NSCollectionViewDelegate
    }

    // MARK: Vetoes

    // An item is selected, deselected or highlighted when its source allows it
    // (`SourceHandlers.touchRules`) and the app's delegate, when it answers, allows it
    // too: the rule of every bridge, decided in `ListAdapter.allowedPositions(for:at:appDelegate:)`.
    // The app's delegate is asked about the items the sources allow, and may keep only those.

    /// The items whose source allows them to be selected (`.select`) and that the app's
    /// delegate, asked about those, keeps.
    func collectionView(
      _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
      allowed(.select, at: indexPaths) { allowed in
        appDelegate?.collectionView?(collectionView, shouldSelectItemsAt: allowed)
      }
    }

    /// The items whose source allows them to be deselected (`.deselect`) and that the app's
    /// delegate keeps: an item either refuses stays selected.
    func collectionView(
      _ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
      allowed(.deselect, at: indexPaths) { allowed in
        appDelegate?.collectionView?(collectionView, shouldDeselectItemsAt: allowed)
      }
    }

    /// For highlighting for selection, the items whose source allows them to be highlighted
    /// (`.highlight`) and that the app's delegate keeps; for the other highlight states, the
    /// app delegate's answer when it gives one, and every item otherwise.
    func collectionView(
      _ collectionView: NSCollectionView, shouldChangeItemsAt indexPaths: Set<IndexPath>,
      to highlightState: NSCollectionViewItem.HighlightState
    ) -> Set<IndexPath> {
      guard highlightState == .forSelection else {
        return appDelegate?.collectionView?(
          collectionView, shouldChangeItemsAt: indexPaths, to: highlightState) ?? indexPaths
      }
      return allowed(.highlight, at: indexPaths) { allowed in
        appDelegate?.collectionView?(
          collectionView, shouldChangeItemsAt: allowed, to: highlightState)
      }
    }

    /// The index paths where a touch happens, by the portable rule, in AppKit's sets.
    private func allowed(
      _ touch: ItemTouch, at indexPaths: Set<IndexPath>,
      appDelegate: (Set<IndexPath>) -> Set<IndexPath>?
    ) -> Set<IndexPath> {
      let positions = indexPaths.sorted().map(\.listPosition)
      let allowed = adapter.allowedPositions(for: touch, at: positions) { allowed in
        appDelegate(Set(allowed.map(\.indexPath)))?.sorted().map(\.listPosition)
      }
      return Set(allowed.map(\.indexPath))
    }

    // MARK: Selection

    func collectionView(
      _ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>
    ) {
      for indexPath in indexPaths.sorted() {
        adapter.handle(
          .select, at: indexPath.listPosition, cell: collectionView.item(at: indexPath))
      }
      appDelegate?.collectionView?(collectionView, didSelectItemsAt: indexPaths)
    }

    func collectionView(
      _ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>
    ) {
      for indexPath in indexPaths.sorted() {
        adapter.handle(
          .deselect, at: indexPath.listPosition, cell: collectionView.item(at: indexPath))
      }
      appDelegate?.collectionView?(collectionView, didDeselectItemsAt: indexPaths)
    }

    // MARK: Highlight

    /// Highlighting for selection is `ItemEvent.highlight`; its end,
    /// `ItemEvent.unhighlight`.
    func collectionView(
      _ collectionView: NSCollectionView, didChangeItemsAt indexPaths: Set<IndexPath>,
      to highlightState: NSCollectionViewItem.HighlightState
    ) {
      let event: ItemEvent? =
        switch highlightState {
        case .forSelection: .highlight
        case .none: .unhighlight
        default: nil
        }
      if let event {
        for indexPath in indexPaths.sorted() {
          adapter.handle(
            event, at: indexPath.listPosition, cell: collectionView.item(at: indexPath))
        }
      }
      appDelegate?.collectionView?(collectionView, didChangeItemsAt: indexPaths, to: highlightState)
    }

    // MARK: Display

    func collectionView(
      _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem,
      forRepresentedObjectAt indexPath: IndexPath
    ) {
      adapter.handle(.willDisplay, at: indexPath.listPosition, cell: item)
      appDelegate?.collectionView?(
        collectionView, willDisplay: item, forRepresentedObjectAt: indexPath)
    }

    func collectionView(
      _ collectionView: NSCollectionView, didEndDisplaying item: NSCollectionViewItem,
      forRepresentedObjectAt indexPath: IndexPath
    ) {
      adapter.handle(.didEndDisplaying, at: indexPath.listPosition, cell: item)
      appDelegate?.collectionView?(
        collectionView, didEndDisplaying: item, forRepresentedObjectAt: indexPath)
    }
  }
#endif
