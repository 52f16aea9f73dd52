#if canImport(UIKit)
  import ListComposer
  import UIKit

  // The data-source questions, each answered by the adapter.

  extension CollectionViewBridge: UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      adapter.numberOfSections
    }

    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      adapter.numberOfItems(inSection: section)
    }

    /// The source's cell; when it cannot provide one, the failure is reported and logged and the
    /// collection view gets an empty cell.
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      adapter.cell(at: indexPath.listPosition, as: UICollectionViewCell.self) {
        collectionView.dequeueReusableCell(
          withReuseIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
      }
    }

    /// The view of the kind from the child that owns the section; for a header or footer no
    /// decorator provides, the section's title; otherwise, reported and logged, an empty view
    /// (a collection view needs one whenever its layout asks).
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      adapter.supplementaryView(
        ofKind: kind, at: indexPath.listPosition, as: UICollectionReusableView.self,
        title: { title in
          let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.titleReuseIdentifier, for: indexPath)
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
          if placeholderKinds.insert(kind).inserted {
            collectionView.register(
              UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
              withReuseIdentifier: Self.placeholderReuseIdentifier)
          }
          return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
        })
    }
  }

  extension CollectionViewBridge: UICollectionViewDataSourcePrefetching {
    /// Routes `ItemEvent.prefetch` to the child that owns each item, then tells
    /// the app's own prefetch data source.
    public func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      adapter.handle(.prefetch, at: indexPaths.map(\.listPosition))
      appPrefetchDataSource?.collectionView(collectionView, prefetchItemsAt: indexPaths)
    }

    /// Routes `ItemEvent.cancelPrefetch` to the child that owns each item, then
    /// tells the app's own prefetch data source.
    public func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      adapter.handle(.cancelPrefetch, at: indexPaths.map(\.listPosition))
      appPrefetchDataSource?.collectionView?(
        collectionView, cancelPrefetchingForItemsAt: indexPaths)
    }
  }
#endif
