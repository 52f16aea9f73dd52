#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  /// The collection view as a host of a bridge's `ListAdapter`, with supplementary views of any
  /// kind: a few lines that call its own API, as ``TableViewHost`` does for a table view.
  ///
  /// Supplementary views the app registers itself are kept, as cells are: for a reuse
  /// identifier with a nib the host registers the nib instead of the source's class, and for an
  /// identifier the app registered (a storyboard's supplementary view, say) it registers nothing.
  @MainActor
  final class CollectionViewHost: BridgeHost, SupplementaryViewHost {
    private(set) weak var collectionView: UICollectionView?
    var view: UICollectionView? { collectionView }
    let isLive: Bool
    /// Runs after each batch is handed to the collection view: the bridge gives the items that
    /// stayed on screen their accessibility again.
    var didApplyBatch: (@MainActor () -> Void)?
    /// The reader's place to keep once the collection view shows the next batch or reload.
    var pendingPlace: PlaceToKeep?
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

    /// `UICollectionView.hasUncommittedUpdates` (drop placeholders, or items reordered while
    /// it handles a drop): the adapter then neither reloads the view nor hands it a batch.
    var hasUncommittedUpdates: Bool { collectionView?.hasUncommittedUpdates ?? false }

    /// A collection view's rules and wording.
    var batchFlavor: ListViewFlavor { .collection }

    /// Hands a batch to the collection view in one `performBatchUpdates` and calls `completion`
    /// from its completion, when the animation ended (UIKit calls it whether or not the
    /// animation finished). A collection view animates every batch its own way, so only
    /// `ListAnimation.none` changes anything (it turns animations off).
    func perform(
      _ update: BatchUpdate, animation: ListAnimation, in view: UICollectionView,
      completion: @escaping @MainActor () -> Void
    ) {
      animation.perform {
        view.performBatchUpdates({ update.apply(to: view) }, completion: { _ in completion() })
      }
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
