#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerBridgeCore

  /// The collection view's delegate while a ``CollectionViewBridge`` shows a source: asks the
  /// adapter whether the items may be selected, deselected and highlighted (the app delegate's
  /// answer wins where it gives one), routes selection, highlight and display events, and those
  /// of supplementary views (`CollectionViewDelegateProxy+SectionEvents.swift`), to the adapter
  /// (which hands each to the child that owns the item or section) and then to the app's
  /// delegate, gives a flow layout the sizes the sources give (`CollectionViewDelegateProxy+Sizes.swift`),
  /// and forwards every other message to the app's delegate.
  @MainActor
  final class CollectionViewDelegateProxy: DelegateForwarder, NSCollectionViewDelegate {
    let adapter: ListAdapter

    init(adapter: ListAdapter) {
      self.adapter = adapter
      super.init(
        answering: [NSCollectionViewDelegate.self, NSCollectionViewDelegateFlowLayout.self],
        switchable: Self.sizeQuestions.map(\.1))
    }

    /// The app's own delegate.
    var appDelegate: (any NSCollectionViewDelegate)? {
      forwarding.target.object as? any NSCollectionViewDelegate
    }

    // MARK: Vetoes

    /// The app delegate's answer when it gives one; otherwise the items whose source allows
    /// them to be selected (`ListAdapter.allow(_:in:where:)` with `.select`).
    func collectionView(
      _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
      if let answer = appDelegate?.collectionView?(collectionView, shouldSelectItemsAt: indexPaths)
      {
        return answer
      }
      return indexPaths.filter { adapter.shouldAllow(.select, at: $0.listPosition) }
    }

    /// The app delegate's answer when it gives one; otherwise the items whose source allows
    /// them to be deselected (`.deselect`): an item whose source refuses stays selected.
    func collectionView(
      _ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> {
      if let answer = appDelegate?.collectionView?(
        collectionView, shouldDeselectItemsAt: indexPaths)
      {
        return answer
      }
      return indexPaths.filter { adapter.shouldAllow(.deselect, at: $0.listPosition) }
    }

    /// The app delegate's answer when it gives one; otherwise, for highlighting for selection,
    /// the items whose source allows them to be highlighted (`.highlight`), and every item for
    /// the other highlight states.
    func collectionView(
      _ collectionView: NSCollectionView, shouldChangeItemsAt indexPaths: Set<IndexPath>,
      to highlightState: NSCollectionViewItem.HighlightState
    ) -> Set<IndexPath> {
      if let answer = appDelegate?.collectionView?(
        collectionView, shouldChangeItemsAt: indexPaths, to: highlightState)
      {
        return answer
      }
      guard highlightState == .forSelection else { return indexPaths }
      return indexPaths.filter { adapter.shouldAllow(.highlight, at: $0.listPosition) }
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
