#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  /// The collection view's selection, which the adapter keeps by identity across batches and
  /// reloads (`SelectionHost`): read and changed with the collection view's own API, which
  /// tells no delegate of a selection made in code.
  extension CollectionViewHost: SelectionHost {
    /// `selectionIndexPaths`; empty for a host that is not live.
    var selectedPositions: [ListPosition] {
      guard isLive else { return [] }
      return (collectionView?.selectionIndexPaths ?? []).compactMap { ListPosition($0) }
    }

    /// `deselectItems(at:)`, then `selectItems(at:scrollPosition:)` without scrolling, after
    /// `layoutSubtreeIfNeeded()`, so that a reload the collection view has not applied yet
    /// does not drop the selection. Nothing for a host that is not live.
    func showSelection(_ change: SelectionChange) {
      guard isLive, let collectionView else { return }
      collectionView.layoutSubtreeIfNeeded()
      if !change.deselect.isEmpty {
        collectionView.deselectItems(at: Set(change.deselect.map(\.indexPath)))
      }
      if !change.select.isEmpty {
        collectionView.selectItems(at: Set(change.select.map(\.indexPath)), scrollPosition: [])
      }
    }
  }
#endif
