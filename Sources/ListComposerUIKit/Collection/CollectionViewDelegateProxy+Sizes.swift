#if canImport(UIKit)
  import ListComposer
  import ListComposerBridgeCore
  import UIKit

  // Item sizes and header and footer sizes from the sources, for a flow layout (a
  // compositional layout never asks: its sections say how big their items are).
  //
  // A flow layout that is asked for sizes by its delegate uses them instead of its own, so the
  // proxy answers each question only while a source gives those sizes, or the app's delegate
  // answers it; its answer wins.

  extension CollectionViewDelegateProxy: UICollectionViewDelegateFlowLayout {
    /// The messages answered only while a source gives their sizes, with the question each
    /// asks.
    static let sizeQuestions: [(SizeQuestion, Selector)] = [
      (
        .itemSize,
        #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))
      ),
      (
        .supplementaryHeight(SupplementaryKind.header),
        #selector(
          UICollectionViewDelegateFlowLayout.collectionView(
            _:layout:referenceSizeForHeaderInSection:))
      ),
      (
        .supplementaryHeight(SupplementaryKind.footer),
        #selector(
          UICollectionViewDelegateFlowLayout.collectionView(
            _:layout:referenceSizeForFooterInSection:))
      ),
    ]

    /// The app's own delegate, as a flow layout's.
    private var appFlowDelegate: (any UICollectionViewDelegateFlowLayout)? {
      appDelegate as? any UICollectionViewDelegateFlowLayout
    }

    /// Switches on the messages the sources answer now, and returns whether that changed: the
    /// bridge then gives the collection view its delegate again.
    func updateAnsweredMessages() -> Bool {
      switches.switchOn(Self.sizeQuestions.filter { adapter.givesSizes(for: $0.0) }.map(\.1))
    }

    /// The app delegate's size when it gives one; otherwise the size the item's source gives
    /// (`ListAdapter.itemSize(at:)`), or else the layout's own: its `estimatedItemSize` when
    /// its cells size themselves from a fixed estimate, its `itemSize` otherwise (`ListAdapter.flowLayoutItemSize`).
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      adapter.flowLayoutItemSize(
        at: indexPath.listPosition,
        appAnswer: appFlowDelegate?.collectionView?(
          collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
      ) {
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return nil }
        let estimate = flow.estimatedItemSize
        if estimate != .zero, estimate != UICollectionViewFlowLayout.automaticSize {
          return estimate
        }
        return flow.itemSize
      }
    }

    /// The app delegate's size when it gives one; otherwise the height the section's source
    /// gives its header (`ListAdapter.supplementaryHeight(ofKind:inSection:)`) as both sides,
    /// or else the layout's `headerReferenceSize` (`ListAdapter.flowLayoutReferenceSize`).
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      adapter.flowLayoutReferenceSize(
        ofKind: SupplementaryKind.header, inSection: section,
        appAnswer: appFlowDelegate?.collectionView?(
          collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section),
        layoutSize: (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize)
    }

    /// As for headers, with the layout's `footerReferenceSize`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      adapter.flowLayoutReferenceSize(
        ofKind: SupplementaryKind.footer, inSection: section,
        appAnswer: appFlowDelegate?.collectionView?(
          collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section),
        layoutSize: (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize)
    }
  }
#endif
