#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  // The section index (the letters down the side of the table view), from the sources'
  // `ListAdapter.sectionIndexTitles`. The app's data source wins wherever it answers itself.

  extension TableViewDataSourceProxy {
    /// The app data source's titles when it gives them itself; otherwise the sources' titles,
    /// or `nil` when they have none, so that the table view shows no index.
    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      if let appDataSource, appImplements(#selector(UITableViewDataSource.sectionIndexTitles(for:)))
      {
        return appDataSource.sectionIndexTitles?(for: tableView) ?? nil
      }
      let titles = adapter.sectionIndexTitles
      return titles.isEmpty ? nil : titles
    }

    /// The app data source's section when it answers this itself; otherwise, for the sources'
    /// titles, the section the entry jumps to (`ListAdapter.section(forSectionIndexTitleAt:)`),
    /// and for the app's own titles or an entry that no longer exists, UIKit's default: the
    /// section of the entry's index, kept inside the table view's sections.
    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      let selector = #selector(UITableViewDataSource.tableView(_:sectionForSectionIndexTitle:at:))
      if let appDataSource, appImplements(selector),
        let section = appDataSource.tableView?(
          tableView, sectionForSectionIndexTitle: title, at: index)
      {
        return section
      }
      let titlesAreTheApps = appImplements(
        #selector(UITableViewDataSource.sectionIndexTitles(for:)))
      if !titlesAreTheApps, let section = adapter.section(forSectionIndexTitleAt: index) {
        return section
      }
      return max(0, min(index, tableView.numberOfSections - 1))
    }

    /// Returns whether the app's data source implements a message itself.
    private func appImplements(_ selector: Selector) -> Bool {
      appDataSource?.responds(to: selector) ?? false
    }
  }
#endif
