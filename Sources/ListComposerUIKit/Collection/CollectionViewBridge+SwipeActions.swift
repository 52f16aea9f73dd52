#if canImport(UIKit) && !os(tvOS)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  extension CollectionViewBridge {
    /// Returns the swipe actions of the item at an index path on one edge: those its source
    /// gives (`SourceHandlers` swipe actions), or else, on the trailing edge, a
    /// Delete when a source lets the user delete the item; `nil` when there are none.
    ///
    /// The list sections the bridge makes for sections without a provider show
    /// them; give them to a list section you make yourself:
    ///
    ///     configuration.trailingSwipeActionsConfigurationProvider = { [weak bridge] indexPath in
    ///       bridge?.swipeActionsConfiguration(forItemAt: indexPath, edge: .trailing)
    ///     }
    ///
    /// An action the user picks runs for the item where it is then: if an earlier change moved
    /// it, the action its source offers at the new place, and nothing if it is gone (see
    /// `ListAdapter.perform(_:at:)`, whose failures reach `onFailure`).
    public func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: SwipeEdge)
      -> UISwipeActionsConfiguration?
    {
      guard let collectionView else { return nil }
      let item = OfferedItem(indexPath, in: collectionView, adapter: adapter)
      if let configuration = item.swipeActionsConfiguration(edge) { return configuration }
      return edge == .trailing ? deleteAction(forItemAt: indexPath) : nil
    }

    /// A destructive Delete action for an item a source lets the user delete, or `nil`.
    ///
    /// The action deletes the item the swiped cell shows when the action fires (an earlier
    /// change may have moved it since the swipe began), and nothing when that cell is gone.
    func deleteAction(forItemAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
      guard adapter.canDeleteItem(at: indexPath.listPosition),
        let cell = collectionView?.cellForItem(at: indexPath)
      else { return nil }
      let delete = UIContextualAction(style: .destructive, title: "Delete") {
        [weak self, weak cell] _, _, completion in
        guard let self, let cell, let now = collectionView?.indexPath(for: cell) else {
          return completion(false)
        }
        completion(adapter.deleteItem(at: now.listPosition))
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
  }
#endif
