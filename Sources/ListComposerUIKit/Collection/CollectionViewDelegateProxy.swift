#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  /// The collection view's delegate while a ``CollectionViewBridge`` shows a source: routes
  /// selection, display and highlight events, and those of supplementary views
  /// (`CollectionViewDelegateProxy+SectionEvents.swift`), to the adapter (which hands each to
  /// the child that owns the item or section) and then to the app's delegate, lets the sources
  /// refuse touches, gives items and title headers their accessibility, answers where a dragged
  /// item may go and which context menu an item has (`CollectionViewDelegateProxy+Editing.swift`)
  /// and, for a flow layout, the sizes the sources give
  /// (`FlowLayoutSizes`), and forwards every other message to the app's
  /// delegate.
  @MainActor
  final class CollectionViewDelegateProxy: DelegateForwarder, UICollectionViewDelegate {
    let adapter: ListAdapter
    /// The sizes a flow layout asks for, which the forwarding hands it while sources give them.
    private let sizes: FlowLayoutSizes
    /// The accessibility of the cells (and ``CollectionViewBridge/announcesPositions``).
    let accessibility: CellAccessibility<UICollectionView>

    init(adapter: ListAdapter) {
      self.adapter = adapter
      accessibility = CellAccessibility(adapter: adapter)
      let sizes = FlowLayoutSizes(adapter: adapter)
      self.sizes = sizes
      super.init(
        answering: [UICollectionViewDelegate.self, UICollectionViewDelegateFlowLayout.self],
        olderForms: [
          // Deprecated (in iOS 15, 16 and 13), hence no `#selector`.
          "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:"
            + "toProposedIndexPath:": [
              "collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:"
            ],
          "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:": [
            "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
            "collectionView:shouldShowMenuForItemAtIndexPath:",
          ],
        ],
        switchable: FlowLayoutSizes.questions.map(\.1), answerer: sizes)
      sizes.appObject = forwarding.target
    }

    /// Switches on the size messages the sources answer now, and returns whether that changed:
    /// the bridge then gives the collection view its delegate again.
    func updateAnsweredMessages() -> Bool {
      sizes.updateAnsweredMessages(switches)
    }

    /// The app's own delegate.
    var appDelegate: (any UICollectionViewDelegate)? {
      forwarding.target.object as? any UICollectionViewDelegate
    }

    /// Routes an event of the item at `indexPath` to its source, with its cell.
    private func route(_ event: ItemEvent, at indexPath: IndexPath, in view: UICollectionView) {
      adapter.handle(event, at: indexPath.listPosition, cell: view.cellForItem(at: indexPath))
    }

    // MARK: Selection

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      route(.select, at: indexPath, in: collectionView)
      appDelegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      route(.deselect, at: indexPath, in: collectionView)
      appDelegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
    }

    // MARK: Touches

    // A touch happens when the item's source allows it (`SourceHandlers.touchRules`) and
    // the app's delegate, when it answers, allows it too: the rule of every bridge, decided in
    // `ListAdapter.shouldAllow(_:at:appDelegate:)`.

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool
    {
      adapter.shouldAllow(.select, at: indexPath.listPosition) { _ in
        appDelegate?.collectionView?(collectionView, shouldSelectItemAt: indexPath)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
      adapter.shouldAllow(.deselect, at: indexPath.listPosition) { _ in
        appDelegate?.collectionView?(collectionView, shouldDeselectItemAt: indexPath)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      adapter.shouldAllow(.highlight, at: indexPath.listPosition) { _ in
        appDelegate?.collectionView?(collectionView, shouldHighlightItemAt: indexPath)
      }
    }

    // MARK: Highlight

    func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      route(.highlight, at: indexPath, in: collectionView)
      appDelegate?.collectionView?(collectionView, didHighlightItemAt: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      route(.unhighlight, at: indexPath, in: collectionView)
      appDelegate?.collectionView?(collectionView, didUnhighlightItemAt: indexPath)
    }

    // MARK: Scrolling

    /// Tells the adapter where the viewport is (it tells the sources what they show), then the
    /// app's delegate.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      if let collectionView = scrollView as? UICollectionView {
        adapter.viewDidScroll(
          contentOffset: collectionView.contentOffset.y, height: collectionView.bounds.height
        ) { [weak collectionView] top, bottom in
          guard let collectionView else { return [] }
          let band = CGRect(
            x: collectionView.bounds.minX, y: top, width: max(1, collectionView.bounds.width),
            height: bottom - top)
          let attributes =
            collectionView.collectionViewLayout.layoutAttributesForElements(in: band) ?? []
          return attributes.filter { $0.representedElementCategory == .cell }
            .map(\.indexPath.listPosition)
        }
      }
      appDelegate?.scrollViewDidScroll?(scrollView)
    }

    // MARK: Display

    /// Routes the event, gives the cell its item's accessibility, then tells the app's
    /// delegate, which may change it.
    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      adapter.handle(.willDisplay, at: indexPath.listPosition, cell: cell)
      accessibility.update(cell, at: indexPath, in: collectionView)
      appDelegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      adapter.handle(.didEndDisplaying, at: indexPath.listPosition, cell: cell)
      appDelegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    // MARK: Accessibility

    /// Routes the view's appearance (`ListAdapter.handleSupplementary`, from which the
    /// section's own events follow; its end is in
    /// `CollectionViewDelegateProxy+SectionEvents.swift`), gives VoiceOver a header that shows
    /// its section's title as a heading (its rotor moves by headings), then tells the app's
    /// delegate, which may change it. Headers from the sources' decorators are theirs to mark.
    func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      adapter.handleSupplementary(
        .willDisplay, ofKind: elementKind, inSection: indexPath.section, view: view)
      if elementKind == SupplementaryKind.header,
        view.reuseIdentifier == BridgeReuseIdentifier.title
      {
        view.accessibilityTraits.insert(.sectionHeading)
      }
      appDelegate?.collectionView?(
        collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind,
        at: indexPath)
    }
  }
#endif
