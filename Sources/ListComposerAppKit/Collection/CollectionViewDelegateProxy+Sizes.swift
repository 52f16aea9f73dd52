#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerBridgeCore

  // Item sizes and header and footer sizes from the sources, for a flow layout.
  //
  // A flow layout that is asked for sizes by its delegate uses them instead of its own, so the
  // proxy answers each question only while a source gives those sizes, or the app's delegate
  // answers it; its answer wins.

  extension CollectionViewDelegateProxy: NSCollectionViewDelegateFlowLayout {
    /// The messages answered only while a source gives their sizes, with the question each
    /// asks.
    static let sizeQuestions: [(SizeQuestion, Selector)] = [
      (
        .itemSize,
        #selector(NSCollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))
      ),
      (
        .supplementaryHeight(SupplementaryKind.header),
        #selector(
          NSCollectionViewDelegateFlowLayout.collectionView(
            _:layout:referenceSizeForHeaderInSection:))
      ),
      (
        .supplementaryHeight(SupplementaryKind.footer),
        #selector(
          NSCollectionViewDelegateFlowLayout.collectionView(
            _:layout:referenceSizeForFooterInSection:))
      ),
    ]

    /// The app's own delegate, as a flow layout's.
    private var appFlowDelegate: (any NSCollectionViewDelegateFlowLayout)? {
      appDelegate as? any NSCollectionViewDelegateFlowLayout
    }

    /// Switches on the messages the sources answer now, and returns whether that changed: the
    /// bridge then gives the collection view its delegate again.
    func updateAnsweredMessages() -> Bool {
      switches.switchOn(Self.sizeQuestions.filter { adapter.givesSizes(for: $0.0) }.map(\.1))
    }

    /// The app delegate's size when it gives one; otherwise the size the item's source gives
    /// (`ListAdapter.itemSize(at:)`), or else the layout's own: its `estimatedItemSize` when
    /// its items size themselves, its `itemSize` otherwise.
    func collectionView(
      _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> NSSize {
      if let size = appFlowDelegate?.collectionView?(
        collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
      {
        return size
      }
      if let size = adapter.itemSize(at: indexPath.listPosition) {
        return NSSize(width: size.width, height: size.height)
      }
      guard let flow = collectionViewLayout as? NSCollectionViewFlowLayout else {
        return NSSize(width: 50, height: 50)  // a flow layout's default item size
      }
      return flow.estimatedItemSize != .zero ? flow.estimatedItemSize : flow.itemSize
    }

    /// The app delegate's size when it gives one; otherwise the height the section's source
    /// gives its header (`ListAdapter.supplementaryHeight(ofKind:inSection:)`) as both sides,
    /// since the layout reads only the side along its scrolling direction, or else the
    /// layout's `headerReferenceSize`.
    func collectionView(
      _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> NSSize {
      if let size = appFlowDelegate?.collectionView?(
        collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
      {
        return size
      }
      return referenceSize(
        ofKind: SupplementaryKind.header, inSection: section,
        otherwise: (collectionViewLayout as? NSCollectionViewFlowLayout)?.headerReferenceSize)
    }

    /// As for headers, with the layout's `footerReferenceSize`.
    func collectionView(
      _ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> NSSize {
      if let size = appFlowDelegate?.collectionView?(
        collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
      {
        return size
      }
      return referenceSize(
        ofKind: SupplementaryKind.footer, inSection: section,
        otherwise: (collectionViewLayout as? NSCollectionViewFlowLayout)?.footerReferenceSize)
    }

    /// The section's source's height as a square, or else the layout's size (none without a
    /// flow layout).
    private func referenceSize(ofKind kind: String, inSection section: Int, otherwise: NSSize?)
      -> NSSize
    {
      guard let height = adapter.supplementaryHeight(ofKind: kind, inSection: section) else {
        return otherwise ?? .zero
      }
      return NSSize(width: height, height: height)
    }
  }
#endif
