import HeadlessHost
import ListComposer

// Data-source objects that forward a headless view's questions to a ListAdapter exactly as the
// UIKit bridge's objects forward UITableView's and UICollectionView's: counts and titles from the
// adapter, cells through `cell(at:as:placeholder:)` (a UIKit view must always be given a cell),
// with a placeholder identifier the bridge registers up front. Driving the strict headless views
// through them tests, on Linux, every decision the UIKit bridge leaves to the adapter.

/// The reuse identifier of the bridges' empty cells and views.
package let placeholderIdentifier = "ListComposer.placeholder"
/// The reuse identifier of the collection bridge's title views.
package let titleIdentifier = "ListComposer.title"

/// The headless counterpart of `TableViewBridge`'s `UITableViewDataSource` methods.
@MainActor
package final class BridgeLikeTableDataSource: HeadlessTableViewDataSource {
  package let adapter: ListAdapter

  package init(_ adapter: ListAdapter, tableView: HeadlessTableView) throws {
    self.adapter = adapter
    try tableView.register(
      HeadlessTableViewCell.self, forCellReuseIdentifier: placeholderIdentifier)
  }

  package func numberOfSections(in tableView: HeadlessTableView) -> Int {
    adapter.numberOfSections(readBy: tableView)
  }

  package func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int
  {
    adapter.numberOfItems(inSection: section)
  }

  package func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: ListPosition)
    throws
    -> HeadlessTableViewCell?
  {
    adapter.cell(at: indexPath, as: HeadlessTableViewCell.self) {
      (try? tableView.dequeueReusableCell(
        withIdentifier: placeholderIdentifier, for: indexPath))
        ?? HeadlessTableViewCell()
    }
  }

  package func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int)
    -> String?
  {
    adapter.headerTitle(forSection: section)
  }

  package func tableView(
    _ tableView: HeadlessTableView, itemIdentifierForRowAt indexPath: ListPosition
  )
    -> AnyHashable?
  {
    adapter.itemIdentifier(at: indexPath)
  }
}

/// The view the collection bridge shows a section's header or footer title in.
package final class TitleView: HeadlessCollectionReusableView {}

/// The headless counterpart of `CollectionViewBridge`'s `UICollectionViewDataSource` methods.
@MainActor
package final class BridgeLikeCollectionDataSource: HeadlessCollectionViewDataSource {
  package let adapter: ListAdapter
  private var placeholderKinds: Set<String> = []

  package init(_ adapter: ListAdapter, collectionView: HeadlessCollectionView) throws {
    self.adapter = adapter
    try collectionView.register(
      HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: placeholderIdentifier)
    for kind in [SupplementaryKind.header, SupplementaryKind.footer] {
      try collectionView.register(
        TitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: titleIdentifier)
    }
  }

  package func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: ListPosition
  ) throws -> HeadlessCollectionReusableView? {
    adapter.supplementaryView(
      ofKind: kind, at: indexPath, as: HeadlessCollectionReusableView.self,
      title: { title in
        let view =
          (try? collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: titleIdentifier, for: indexPath))
          ?? TitleView()
        view.textLabel = title
        return view
      },
      placeholder: {
        if placeholderKinds.insert(kind).inserted {
          try? collectionView.register(
            HeadlessCollectionReusableView.self, forSupplementaryViewOfKind: kind,
            withReuseIdentifier: placeholderIdentifier)
        }
        return
          (try? collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: placeholderIdentifier, for: indexPath))
          ?? HeadlessCollectionReusableView()
      })
  }

  package func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
    adapter.numberOfSections(readBy: collectionView)
  }

  package func collectionView(
    _ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    adapter.numberOfItems(inSection: section)
  }

  package func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ListPosition
  ) throws -> HeadlessCollectionViewCell? {
    adapter.cell(at: indexPath, as: HeadlessCollectionViewCell.self) {
      (try? collectionView.dequeueReusableCell(
        withReuseIdentifier: placeholderIdentifier, for: indexPath))
        ?? HeadlessCollectionViewCell()
    }
  }

  package func collectionView(
    _ collectionView: HeadlessCollectionView, itemIdentifierForItemAt indexPath: ListPosition
  ) -> AnyHashable? {
    adapter.itemIdentifier(at: indexPath)
  }
}

/// A table view whose app registered cells itself (a storyboard prototype, a nib): it answers
/// `existingCellClass(forReuseIdentifier:)` by dequeuing without an index path, as the UIKit
/// bridge's `UITableView` conformance does, and forwards everything else to a headless table.
@MainActor
package final class PrototypeTableView: ListHostView {
  package let tableView: HeadlessTableView

  package init(_ tableView: HeadlessTableView) {
    self.tableView = tableView
  }

  package var isReadyForAnimatedUpdates: Bool { tableView.isReadyForAnimatedUpdates }
  package func reloadData() { tableView.reloadData() }
  package func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
    try tableView.applyBatch(update, animation: animation)
  }
  package func log(_ message: String) { tableView.log(message) }
  package func registerCell(_ registration: CellRegistration) throws {
    try tableView.registerCell(registration)
  }
  package func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
    throws
    -> AnyObject
  {
    try tableView.dequeueCell(withReuseIdentifier: reuseIdentifier, for: position)
  }
  package func existingCellClass(forReuseIdentifier identifier: String) -> (any AnyObject.Type)? {
    tableView.dequeueReusableCell(withIdentifier: identifier).map { type(of: $0) }
  }
}
