#if canImport(UIKit) || canImport(AppKit)
  import Foundation
  import ListComposer
  import ListComposerAdapter

  /// The index paths a collection view's batch operations take: an array in UIKit, a set in
  /// AppKit.
  package protocol IndexPathList {
    /// Creates the list of `indexPaths`.
    init(_ indexPaths: [IndexPath])
  }

  extension Array: IndexPathList where Element == IndexPath {}
  extension Set: IndexPathList where Element == IndexPath {}

  /// A collection view's batch operations, which `UICollectionView` and `NSCollectionView` name
  /// alike, so that a batch is handed to either the same way.
  @MainActor
  package protocol CollectionBatchView {
    associatedtype IndexPaths: IndexPathList
    func deleteSections(_ sections: IndexSet)
    func insertSections(_ sections: IndexSet)
    func reloadSections(_ sections: IndexSet)
    func moveSection(_ section: Int, toSection newSection: Int)
    func deleteItems(at indexPaths: IndexPaths)
    func insertItems(at indexPaths: IndexPaths)
    func reloadItems(at indexPaths: IndexPaths)
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
    func reconfigureItems(at indexPaths: IndexPaths)
  }

  extension BatchUpdate {
    /// Hands the batch's operations to a collection view, inside its `performBatchUpdates`.
    @MainActor
    package func apply<View: CollectionBatchView>(to view: View) {
      view.deleteSections(IndexSet(deletedSections))
      view.insertSections(IndexSet(insertedSections))
      view.reloadSections(IndexSet(reloadedSections))
      for move in movedSections { view.moveSection(move.from, toSection: move.to) }
      view.deleteItems(at: View.IndexPaths(deletedItems.map(\.indexPath)))
      view.insertItems(at: View.IndexPaths(insertedItems.map(\.indexPath)))
      view.reloadItems(at: View.IndexPaths(reloadedItems.map(\.indexPath)))
      for move in movedItems { view.moveItem(at: move.from.indexPath, to: move.to.indexPath) }
      if !reconfiguredItems.isEmpty {
        view.reconfigureItems(at: View.IndexPaths(reconfiguredItems.map(\.indexPath)))
      }
    }
  }
#endif

#if canImport(UIKit)
  import UIKit

  extension UITableView: SectionedView {
    /// `numberOfRows(inSection:)`.
    package func numberOfItems(inSection section: Int) -> Int {
      numberOfRows(inSection: section)
    }
  }

  extension UICollectionView: SectionedView, CollectionBatchView {}
#elseif canImport(AppKit)
  import AppKit

  extension NSCollectionView: SectionedView, CollectionBatchView {
    /// AppKit has no reconfiguring: reconfigured items are reloaded.
    package func reconfigureItems(at indexPaths: Set<IndexPath>) {
      reloadItems(at: indexPaths)
    }
  }
#endif
