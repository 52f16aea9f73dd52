#if canImport(UIKit)
  import UIKit

  /// The collection view class of the platform: `UICollectionView`.
  package typealias PlatformCollectionView = UICollectionView
  /// The collection view layout class of the platform: `UICollectionViewLayout`.
  package typealias PlatformCollectionViewLayout = UICollectionViewLayout
  /// The flow layout class of the platform: `UICollectionViewFlowLayout`.
  package typealias PlatformFlowLayout = UICollectionViewFlowLayout
  /// The flow layout's delegate protocol of the platform.
  package typealias PlatformFlowLayoutDelegate = UICollectionViewDelegateFlowLayout
#elseif canImport(AppKit)
  import AppKit

  /// The collection view class of the platform: `NSCollectionView`.
  package typealias PlatformCollectionView = NSCollectionView
  /// The collection view layout class of the platform: `NSCollectionViewLayout`.
  package typealias PlatformCollectionViewLayout = NSCollectionViewLayout
  /// The flow layout class of the platform: `NSCollectionViewFlowLayout`.
  package typealias PlatformFlowLayout = NSCollectionViewFlowLayout
  /// The flow layout's delegate protocol of the platform.
  package typealias PlatformFlowLayoutDelegate = NSCollectionViewDelegateFlowLayout
#endif

#if canImport(UIKit) || canImport(AppKit)
  import ListComposer
  import ListComposerAdapter

  /// The sizes a collection bridge gives a flow layout (a compositional layout never asks: its
  /// sections say how big their items are), for UIKit and AppKit alike: the app's delegate wins
  /// where it answers, then the source that owns the item or section, then the layout's own
  /// size.
  ///
  /// A flow layout that is asked for sizes by its delegate uses them instead of its own, so
  /// the bridge's delegate proxy answers each question only while a source gives those sizes or
  /// the app's delegate answers it: the proxy's ``Forwarding`` hands the size messages to this
  /// object while they are switched on (``updateAnsweredMessages(_:)``), and to the app's
  /// delegate otherwise.
  @MainActor
  package final class FlowLayoutSizes: NSObject, PlatformFlowLayoutDelegate {
    /// The messages answered only while a source gives their sizes, with the question each
    /// asks.
    package static let questions: [(SizeQuestion, Selector)] = [
      (
        .itemSize,
        #selector(PlatformFlowLayoutDelegate.collectionView(_:layout:sizeForItemAt:))
      ),
      (
        .supplementaryHeight(SupplementaryKind.header),
        #selector(
          PlatformFlowLayoutDelegate.collectionView(_:layout:referenceSizeForHeaderInSection:))
      ),
      (
        .supplementaryHeight(SupplementaryKind.footer),
        #selector(
          PlatformFlowLayoutDelegate.collectionView(_:layout:referenceSizeForFooterInSection:))
      ),
    ]

    private let adapter: ListAdapter
    /// The app's own delegate, behind the bridge's delegate proxy.
    package var appObject: WeakTarget?

    /// Creates the sizes of `adapter`'s sources.
    package init(adapter: ListAdapter) {
      self.adapter = adapter
    }

    /// Switches on the messages the sources answer now, and returns whether that changed: the
    /// bridge then gives the collection view its delegate again.
    package func updateAnsweredMessages(_ switches: MessageSwitches) -> Bool {
      switches.switchOn(Self.questions.filter { adapter.givesSizes(for: $0.0) }.map(\.1))
    }

    /// The app's own delegate, as a flow layout's.
    private var appDelegate: (any PlatformFlowLayoutDelegate)? {
      appObject?.object as? any PlatformFlowLayoutDelegate
    }

    /// The app delegate's size when it gives one; otherwise the size the item's source gives
    /// (`ListAdapter.itemSize(at:)`), or else the layout's own: its `estimatedItemSize` when
    /// its cells size themselves from a fixed estimate, its `itemSize` otherwise
    /// (`ListAdapter.flowLayoutItemSize`).
    package func collectionView(
      _ collectionView: PlatformCollectionView, layout: PlatformCollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      adapter.flowLayoutItemSize(
        at: indexPath.listPosition,
        appAnswer: appDelegate?.collectionView?(
          collectionView, layout: layout, sizeForItemAt: indexPath)
      ) {
        guard let flow = layout as? PlatformFlowLayout else { return nil }
        let estimate = flow.estimatedItemSize
        return estimate != .zero && !Self.isAutomatic(estimate) ? estimate : flow.itemSize
      }
    }

    /// Whether an estimated item size asks the cells to size themselves from their content
    /// (UIKit's `automaticSize`; AppKit has none).
    private static func isAutomatic(_ estimate: CGSize) -> Bool {
      #if canImport(UIKit)
        estimate == UICollectionViewFlowLayout.automaticSize
      #else
        false
      #endif
    }

    /// The app delegate's size when it gives one; otherwise the height the section's source
    /// gives its header (`ListAdapter.supplementaryHeight(ofKind:inSection:)`) as both sides,
    /// or else the layout's `headerReferenceSize` (`ListAdapter.flowLayoutReferenceSize`).
    package func collectionView(
      _ collectionView: PlatformCollectionView, layout: PlatformCollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      referenceSize(ofKind: SupplementaryKind.header, inSection: section, collectionView, layout)
    }

    /// As for headers, with the layout's `footerReferenceSize`.
    package func collectionView(
      _ collectionView: PlatformCollectionView, layout: PlatformCollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      referenceSize(ofKind: SupplementaryKind.footer, inSection: section, collectionView, layout)
    }

    /// The reference size of a section's header or footer: the app delegate's, the source's,
    /// or the flow layout's own.
    private func referenceSize(
      ofKind kind: String, inSection section: Int, _ collectionView: PlatformCollectionView,
      _ layout: PlatformCollectionViewLayout
    ) -> CGSize {
      let isHeader = kind == SupplementaryKind.header
      let flow = layout as? PlatformFlowLayout
      let appAnswer =
        isHeader
        ? appDelegate?.collectionView?(
          collectionView, layout: layout, referenceSizeForHeaderInSection: section)
        : appDelegate?.collectionView?(
          collectionView, layout: layout, referenceSizeForFooterInSection: section)
      return adapter.flowLayoutReferenceSize(
        ofKind: kind, inSection: section, appAnswer: appAnswer,
        layoutSize: isHeader ? flow?.headerReferenceSize : flow?.footerReferenceSize)
    }
  }
#endif
