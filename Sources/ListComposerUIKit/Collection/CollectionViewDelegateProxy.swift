#if canImport(UIKit)
  import ListComposer
  import ListComposerBridgeCore
  import UIKit

  /// The collection view's delegate while a ``CollectionViewBridge`` shows a source: routes
  /// selection, display and highlight events to the adapter (which hands each to the child that
  /// owns the item) and then to the app's delegate, and forwards every other message to the
  /// app's delegate.
  @MainActor
  final class CollectionViewDelegateProxy: DelegateForwarder, UICollectionViewDelegate {
    let adapter: ListAdapter

    init(adapter: ListAdapter) {
      self.adapter = adapter
      super.init(answering: [UICollectionViewDelegate.self])
    }

    /// The app's own delegate.
    var appDelegate: (any UICollectionViewDelegate)? {
      forwarding.target.object as? any UICollectionViewDelegate
    }

    // MARK: Selection

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      adapter.handle(
        .select, at: indexPath.listPosition, cell: collectionView.cellForItem(at: indexPath))
      appDelegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      adapter.handle(
        .deselect, at: indexPath.listPosition, cell: collectionView.cellForItem(at: indexPath))
      appDelegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
    }

    // MARK: Highlight

    func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      adapter.handle(
        .highlight, at: indexPath.listPosition, cell: collectionView.cellForItem(at: indexPath))
      appDelegate?.collectionView?(collectionView, didHighlightItemAt: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      adapter.handle(
        .unhighlight, at: indexPath.listPosition, cell: collectionView.cellForItem(at: indexPath))
      appDelegate?.collectionView?(collectionView, didUnhighlightItemAt: indexPath)
    }

    // MARK: Display

    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      adapter.handle(.willDisplay, at: indexPath.listPosition, cell: cell)
      appDelegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      adapter.handle(.didEndDisplaying, at: indexPath.listPosition, cell: cell)
      appDelegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
  }
#endif
