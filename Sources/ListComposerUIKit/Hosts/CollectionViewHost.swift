#if canImport(UIKit)
  import ListComposer
  import ListComposerBridgeCore
  import UIKit

  /// The collection view as a host of a bridge's `ListAdapter`, with supplementary views of any
  /// kind: a few lines that call its own API, as ``TableViewHost`` does for a table view.
  ///
  /// Supplementary views the app registers itself are kept, as cells are: for a reuse
  /// identifier with a nib the host registers the nib instead of the source's class, and for an
  /// identifier the app registered (a storyboard's supplementary view, say) it registers nothing.
  @MainActor
  final class CollectionViewHost: ListHostView, SupplementaryViewHost {
    private(set) weak var collectionView: UICollectionView?
    let isLive: Bool
    /// Runs after each batch is handed to the collection view: the bridge gives the items that
    /// stayed on screen their accessibility again.
    var didApplyBatch: (@MainActor () -> Void)?
    private let supplementaryNibs: [String: UINib]
    private let keptSupplementaryIdentifiers: Set<String>

    init(
      _ collectionView: UICollectionView, isLive: Bool, supplementaryNibs: [String: UINib],
      keepingSupplementaryRegistrationsOf identifiers: Set<String>
    ) {
      self.collectionView = collectionView
      self.isLive = isLive
      self.supplementaryNibs = supplementaryNibs
      keptSupplementaryIdentifiers = identifiers
    }

    /// `window != nil`: a collection view that is not in a window is reloaded instead of
    /// animated.
    var isReadyForAnimatedUpdates: Bool { collectionView?.window != nil }

    /// `UICollectionView.hasUncommittedUpdates` (drop placeholders, or items reordered while
    /// it handles a drop): the adapter then neither reloads the view nor hands it a batch.
    var hasUncommittedUpdates: Bool { collectionView?.hasUncommittedUpdates ?? false }

    /// The items per section the collection view holds, from `numberOfItems(inSection:)`: a
    /// collection view whose counts are stale reads them from its data source first, so the
    /// adapter's pre-flight of a batch sees what `performBatchUpdates` would check against.
    var displayedItemCounts: [Int]? {
      guard isLive, let collectionView else { return nil }
      return (0..<collectionView.numberOfSections).map {
        collectionView.numberOfItems(inSection: $0)
      }
    }

    /// A collection view's rules and wording.
    var batchFlavor: ListViewFlavor { .collection }

    func reloadData() {
      guard isLive else { return }
      collectionView?.reloadData()
    }

    /// Applies a batch in one `performBatchUpdates`; a collection view animates every batch its
    /// own way, so only `ListAnimation.none` changes anything (it turns animations off).
    func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
      try applyBatch(update, animation: animation, completion: {})
    }

    /// Applies a batch as `applyBatch(_:animation:)` does and calls `completion` from
    /// `performBatchUpdates`' completion, when the animation ended (UIKit calls it whether or
    /// not the animation finished); at once for a host that is not live or a view that is gone.
    func applyBatch(
      _ update: BatchUpdate, animation: ListAnimation,
      completion: @escaping @MainActor () -> Void
    ) throws {
      guard isLive, let view = collectionView else {
        completion()
        return
      }
      animation.perform {
        view.performBatchUpdates(
          {
            view.deleteSections(IndexSet(update.deletedSections))
            view.insertSections(IndexSet(update.insertedSections))
            view.reloadSections(IndexSet(update.reloadedSections))
            for move in update.movedSections { view.moveSection(move.from, toSection: move.to) }
            view.deleteItems(at: update.deletedItems.map(\.indexPath))
            view.insertItems(at: update.insertedItems.map(\.indexPath))
            view.reloadItems(at: update.reloadedItems.map(\.indexPath))
            for move in update.movedItems {
              view.moveItem(at: move.from.indexPath, to: move.to.indexPath)
            }
            view.reconfigureItems(at: update.reconfiguredItems.map(\.indexPath))
          }, completion: { _ in completion() })
      }
      didApplyBatch?()
    }

    func log(_ message: String) {
      ListComposerLog.write(message)
    }

    /// Registers a `UICollectionViewCell` subclass for a reuse identifier: the nib it names
    /// (`NibNamedCell`), or else the class.
    ///
    /// - Throws: ``UIKitHostError`` for a class that is not a `UICollectionViewCell` subclass,
    ///   an empty identifier or a named nib that is not in the class's bundle, which UIKit would
    ///   reject with an exception.
    func registerCell(_ registration: CellRegistration) throws {
      guard let cellClass = registration.cellType as? UICollectionViewCell.Type else {
        throw UIKitHostError.notACell(registration.cellTypeName, expected: "UICollectionViewCell")
      }
      guard !registration.reuseIdentifier.isEmpty else { throw UIKitHostError.emptyIdentifier }
      let nib = try registration.namedNib()
      guard isLive else { return }
      let identifier = registration.reuseIdentifier
      if let nib {
        collectionView?.register(nib, forCellWithReuseIdentifier: identifier)
      } else {
        collectionView?.register(cellClass, forCellWithReuseIdentifier: identifier)
      }
    }

    func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
      throws -> AnyObject
    {
      guard let collectionView else {
        throw ListError.hostFailed(host: "UICollectionView", reason: "the view is gone")
      }
      return collectionView.dequeueReusableCell(
        withReuseIdentifier: reuseIdentifier, for: position.indexPath)
    }

    /// Registers the app's nib for the reuse identifier, or else a `UICollectionReusableView`
    /// subclass, for a kind; nothing for an identifier the app registered itself.
    ///
    /// - Throws: ``UIKitHostError`` for a class that is not a `UICollectionReusableView`
    ///   subclass or an empty identifier.
    func registerSupplementaryView(_ registration: SupplementaryRegistration) throws {
      let identifier = registration.reuseIdentifier
      guard !identifier.isEmpty else { throw UIKitHostError.emptyIdentifier }
      if keptSupplementaryIdentifiers.contains(identifier) { return }
      if let nib = supplementaryNibs[identifier] {
        guard isLive else { return }
        collectionView?.register(
          nib, forSupplementaryViewOfKind: registration.kind, withReuseIdentifier: identifier)
        return
      }
      guard let viewClass = registration.viewType as? UICollectionReusableView.Type else {
        throw UIKitHostError.notACell(
          String(describing: registration.viewType), expected: "UICollectionReusableView")
      }
      guard isLive else { return }
      collectionView?.register(
        viewClass, forSupplementaryViewOfKind: registration.kind, withReuseIdentifier: identifier)
    }

    func dequeueSupplementaryView(
      ofKind kind: String, withReuseIdentifier reuseIdentifier: String, for position: ListPosition
    ) throws -> AnyObject {
      guard let collectionView else {
        throw ListError.hostFailed(host: "UICollectionView", reason: "the view is gone")
      }
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: reuseIdentifier, for: position.indexPath)
    }
  }
#endif
