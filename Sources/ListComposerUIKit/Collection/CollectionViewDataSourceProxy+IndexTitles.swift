#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  // The index (the letters down the side of the collection view), from the sources'
  // `ListAdapter.sectionIndexTitles`. The app's data source wins wherever it answers itself.

  extension CollectionViewDataSourceProxy {
    /// The app data source's titles when it gives them itself; otherwise the sources' titles
    /// (`ListAdapter.itemIndexTitles`: none while every section is empty), or `nil` when there
    /// are none, so that the collection view shows no index.
    func indexTitles(for collectionView: UICollectionView) -> [String]? {
      if let appDataSource, appImplements(#selector(UICollectionViewDataSource.indexTitles(for:))) {
        return appDataSource.indexTitles?(for: collectionView) ?? nil
      }
      let titles = adapter.itemIndexTitles
      return titles.isEmpty ? nil : titles
    }

    /// The app data source's index path when it answers this itself; otherwise the item the
    /// entry jumps to (`ListAdapter.itemPosition(forIndexTitleAt:titlesAreTheSources:)`: the
    /// first item of the entry's section or of the nearest section with items). The collection
    /// view offers no index of the sources' while no section has an item; for the app's own
    /// titles then, the first section's first index path, the only answer left.
    func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      let selector = #selector(
        UICollectionViewDataSource.collectionView(_:indexPathForIndexTitle:at:))
      if let appDataSource, appImplements(selector),
        let indexPath = appDataSource.collectionView?(
          collectionView, indexPathForIndexTitle: title, at: index)
      {
        return indexPath
      }
      let titlesAreTheApps = appImplements(
        #selector(UICollectionViewDataSource.indexTitles(for:)))
      let position = adapter.itemPosition(
        forIndexTitleAt: index, titlesAreTheSources: !titlesAreTheApps)
      return IndexPath(item: position?.item ?? 0, section: position?.section ?? 0)
    }

    /// Returns whether the app's data source implements a message itself.
    private func appImplements(_ selector: Selector) -> Bool {
      appDataSource?.responds(to: selector) ?? false
    }
  }
#endif
