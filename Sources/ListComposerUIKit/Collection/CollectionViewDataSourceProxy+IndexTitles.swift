#if canImport(UIKit)
  import ListComposer
  import ListComposerBridgeCore
  import UIKit

  // The index (the letters down the side of the collection view), from the sources'
  // `ListAdapter.sectionIndexTitles`. The app's data source wins wherever it answers itself.

  extension CollectionViewDataSourceProxy {
    /// The app data source's titles when it gives them itself; otherwise the sources' titles,
    /// or `nil` when they have none, so that the collection view shows no index.
    func indexTitles(for collectionView: UICollectionView) -> [String]? {
      if let appDataSource, appImplements(#selector(UICollectionViewDataSource.indexTitles(for:))) {
        return appDataSource.indexTitles?(for: collectionView) ?? nil
      }
      let titles = adapter.sectionIndexTitles
      return titles.isEmpty ? nil : titles
    }

    /// The app data source's index path when it answers this itself; otherwise the first item
    /// of the section the entry jumps to (`ListAdapter.section(forSectionIndexTitleAt:)`; for
    /// the app's own titles or an entry that no longer exists, the section of the entry's
    /// index), or, when that section is empty, of the nearest section with items: the
    /// collection view scrolls to the item, and it must exist.
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
      let section =
        (titlesAreTheApps ? nil : adapter.section(forSectionIndexTitleAt: index)) ?? index
      return IndexPath(item: 0, section: nearestSection(withItemsFrom: section))
    }

    /// Returns `section` when it has items, else the first section after it with items, else
    /// the last before it; `section` itself, kept inside the sections, when none has any.
    private func nearestSection(withItemsFrom section: Int) -> Int {
      let count = adapter.numberOfSections
      let section = max(0, min(section, count - 1))
      let hasItems = { self.adapter.numberOfItems(inSection: $0) > 0 }
      return (section..<max(section, count)).first(where: hasItems)
        ?? (0..<section).last(where: hasItems) ?? section
    }

    /// Returns whether the app's data source implements a message itself.
    private func appImplements(_ selector: Selector) -> Bool {
      appDataSource?.responds(to: selector) ?? false
    }
  }
#endif
