#if canImport(UIKit)
  import ListComposer
  import UIKit

  /// A collection view is a host of `ListAdapter`, with supplementary views of any kind: a few
  /// lines that call its own API, as for `UITableView`.
  extension UICollectionView: ListHostView, SupplementaryViewHost {
    /// `window != nil`: a collection view that is not in a window is reloaded instead of
    /// animated.
    public var isReadyForAnimatedUpdates: Bool { window != nil }

    /// Applies a batch in one `performBatchUpdates`; a collection view animates every batch its
    /// own way, so only `ListAnimation.none` changes anything (it turns animations off).
    public func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
      animation.perform {
        performBatchUpdates(
          {
            deleteSections(IndexSet(update.deletedSections))
            insertSections(IndexSet(update.insertedSections))
            reloadSections(IndexSet(update.reloadedSections))
            for move in update.movedSections { moveSection(move.from, toSection: move.to) }
            deleteItems(at: update.deletedItems.map(\.indexPath))
            insertItems(at: update.insertedItems.map(\.indexPath))
            reloadItems(at: update.reloadedItems.map(\.indexPath))
            for move in update.movedItems {
              moveItem(at: move.from.indexPath, to: move.to.indexPath)
            }
            reconfigureItems(at: update.reconfiguredItems.map(\.indexPath))
          }, completion: nil)
      }
    }

    /// Writes the message to the unified log (see ``ListComposerLog``).
    public func log(_ message: String) {
      ListComposerLog.write(message)
    }

    /// Registers a `UICollectionViewCell` subclass for a reuse identifier.
    ///
    /// - Throws: ``UIKitHostError`` for a class that is not a `UICollectionViewCell` subclass
    ///   or an empty identifier, which UIKit would reject with an exception.
    public func registerCell(_ registration: ListComposer.CellRegistration) throws {
      guard let cellClass = registration.cellType as? UICollectionViewCell.Type else {
        throw UIKitHostError.notACell(registration.cellTypeName, expected: "UICollectionViewCell")
      }
      guard !registration.reuseIdentifier.isEmpty else { throw UIKitHostError.emptyIdentifier }
      register(cellClass, forCellWithReuseIdentifier: registration.reuseIdentifier)
    }

    /// Dequeues a cell with `dequeueReusableCell(withReuseIdentifier:for:)`.
    public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
      throws -> AnyObject
    {
      dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: position.indexPath)
    }

    /// Registers a `UICollectionReusableView` subclass for a kind and reuse identifier.
    ///
    /// - Throws: ``UIKitHostError`` for a class that is not a `UICollectionReusableView`
    ///   subclass or an empty identifier.
    public func registerSupplementaryView(
      _ registration: ListComposer.SupplementaryRegistration
    ) throws {
      guard let viewClass = registration.viewType as? UICollectionReusableView.Type else {
        throw UIKitHostError.notACell(
          String(describing: registration.viewType), expected: "UICollectionReusableView")
      }
      guard !registration.reuseIdentifier.isEmpty else { throw UIKitHostError.emptyIdentifier }
      register(
        viewClass, forSupplementaryViewOfKind: registration.kind,
        withReuseIdentifier: registration.reuseIdentifier)
    }

    /// Dequeues a view with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    public func dequeueSupplementaryView(
      ofKind kind: String, withReuseIdentifier reuseIdentifier: String, for position: ListPosition
    ) throws -> AnyObject {
      dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: reuseIdentifier, for: position.indexPath)
    }
  }
#endif
