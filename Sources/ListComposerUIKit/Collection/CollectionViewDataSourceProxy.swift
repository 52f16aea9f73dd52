#if canImport(UIKit)
  import ListComposer
  import ListComposerBridgeCore
  import UIKit

  /// The collection view's data source while a ``CollectionViewBridge`` shows a source: answers
  /// each question from the adapter, and forwards every optional message it does not answer
  /// (moving items, index titles) to the app's own data source.
  @MainActor
  final class CollectionViewDataSourceProxy: DelegateForwarder, UICollectionViewDataSource {
    let adapter: ListAdapter
    private var placeholderKinds: Set<String> = []

    init(adapter: ListAdapter) {
      self.adapter = adapter
      super.init(answering: [UICollectionViewDataSource.self])
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
      adapter.numberOfSectionsReadByItsView
    }

    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      adapter.numberOfItems(inSection: section)
    }

    /// The source's cell; when it cannot provide one, the failure is reported and logged and the
    /// collection view gets an empty cell.
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      adapter.cell(at: indexPath.listPosition, as: UICollectionViewCell.self) {
        collectionView.dequeueReusableCell(
          withReuseIdentifier: CollectionViewBridge.placeholderReuseIdentifier, for: indexPath)
      }
    }

    /// The view of the kind from the child that owns the section; for a header or footer no
    /// decorator provides, the section's title; otherwise, reported and logged, an empty view
    /// (a collection view needs one whenever its layout asks).
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      adapter.supplementaryView(
        ofKind: kind, at: indexPath.listPosition, as: UICollectionReusableView.self,
        title: { title in
          let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: CollectionViewBridge.titleReuseIdentifier,
            for: indexPath)
          if let cell = view as? UICollectionViewListCell {
            var content =
              kind == SupplementaryKind.footer
              ? UIListContentConfiguration.plainFooter() : UIListContentConfiguration.plainHeader()
            content.text = title
            cell.contentConfiguration = content
          }
          return view
        },
        placeholder: {
          let identifier = CollectionViewBridge.placeholderReuseIdentifier
          if placeholderKinds.insert(kind).inserted {
            collectionView.register(
              UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
              withReuseIdentifier: identifier)
          }
          return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        })
    }
  }

  /// The collection view's prefetch data source while a ``CollectionViewBridge`` shows a source:
  /// routes prefetching to the child that owns each item, then to the app's prefetch data
  /// source.
  @MainActor
  final class CollectionViewPrefetchProxy: DelegateForwarder, UICollectionViewDataSourcePrefetching
  {
    let adapter: ListAdapter

    init(adapter: ListAdapter) {
      self.adapter = adapter
      super.init(answering: [UICollectionViewDataSourcePrefetching.self])
    }

    /// The app's own prefetch data source.
    var appPrefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
      forwarding.target.object as? any UICollectionViewDataSourcePrefetching
    }

    /// Routes `ItemEvent.prefetch` to the child that owns each item, then tells the app's own
    /// prefetch data source.
    func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      adapter.handle(.prefetch, at: indexPaths.map(\.listPosition))
      appPrefetchDataSource?.collectionView(collectionView, prefetchItemsAt: indexPaths)
    }

    /// Routes `ItemEvent.cancelPrefetch` to the child that owns each item, then tells the app's
    /// own prefetch data source.
    func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      adapter.handle(.cancelPrefetch, at: indexPaths.map(\.listPosition))
      appPrefetchDataSource?.collectionView?(
        collectionView, cancelPrefetchingForItemsAt: indexPaths)
    }
  }
#endif
