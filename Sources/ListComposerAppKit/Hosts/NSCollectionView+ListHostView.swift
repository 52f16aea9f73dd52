#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer

  /// A collection view is a host of `ListAdapter`, with supplementary views of any
  /// kind: a few lines that call its own API, as `UICollectionView` does on iOS.
  extension NSCollectionView: ListHostView, SupplementaryViewHost {
    /// `window != nil`: a collection view that is not in a window is reloaded instead of
    /// animated.
    public var isReadyForAnimatedUpdates: Bool { window != nil }

    /// Applies a batch in one `performBatchUpdates`, which takes the same index spaces as
    /// UIKit's; animated through the animator proxy unless `animation` is
    /// `ListAnimation.none`. AppKit has no reconfiguring: reconfigured items are
    /// reloaded.
    public func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
      let view = animation == .none ? self : animator()
      animation.perform {
        view.performBatchUpdates(
          {
            view.deleteSections(IndexSet(update.deletedSections))
            view.insertSections(IndexSet(update.insertedSections))
            view.reloadSections(IndexSet(update.reloadedSections))
            for move in update.movedSections { view.moveSection(move.from, toSection: move.to) }
            view.deleteItems(at: Set(update.deletedItems.map(\.indexPath)))
            view.insertItems(at: Set(update.insertedItems.map(\.indexPath)))
            view.reloadItems(
              at: Set((update.reloadedItems + update.reconfiguredItems).map(\.indexPath)))
            for move in update.movedItems {
              view.moveItem(at: move.from.indexPath, to: move.to.indexPath)
            }
          }, completionHandler: nil)
      }
    }

    /// Writes the message to the unified log (see ``ListComposerLog``).
    public func log(_ message: String) {
      ListComposerLog.write(message)
    }

    /// Registers an `NSCollectionViewItem` subclass for a reuse identifier.
    ///
    /// - Throws: ``AppKitHostError`` for a class that is not an `NSCollectionViewItem` subclass
    ///   or an empty identifier.
    public func registerCell(_ registration: CellRegistration) throws {
      guard let itemClass = registration.cellType as? NSCollectionViewItem.Type else {
        throw AppKitHostError.notACell(registration.cellTypeName, expected: "NSCollectionViewItem")
      }
      guard !registration.reuseIdentifier.isEmpty else { throw AppKitHostError.emptyIdentifier }
      register(
        itemClass,
        forItemWithIdentifier: NSUserInterfaceItemIdentifier(registration.reuseIdentifier))
    }

    /// Makes an item with `makeItem(withIdentifier:for:)`.
    public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
      throws -> AnyObject
    {
      makeItem(
        withIdentifier: NSUserInterfaceItemIdentifier(reuseIdentifier), for: position.indexPath)
    }

    /// Registers an `NSView` subclass (which must adopt `NSCollectionViewElement`) for a kind and
    /// reuse identifier; ListComposer's header and footer kinds are AppKit's.
    ///
    /// - Throws: ``AppKitHostError`` for a class that is not an `NSView` subclass or an empty
    ///   identifier.
    public func registerSupplementaryView(_ registration: SupplementaryRegistration) throws {
      guard let viewClass = registration.viewType as? NSView.Type else {
        throw AppKitHostError.notACell(
          String(describing: registration.viewType), expected: "NSView")
      }
      guard !registration.reuseIdentifier.isEmpty else { throw AppKitHostError.emptyIdentifier }
      register(
        viewClass, forSupplementaryViewOfKind: Self.appKitKind(registration.kind),
        withIdentifier: NSUserInterfaceItemIdentifier(registration.reuseIdentifier))
    }

    /// Makes a view with `makeSupplementaryView(ofKind:withIdentifier:for:)`.
    public func dequeueSupplementaryView(
      ofKind kind: String, withReuseIdentifier reuseIdentifier: String, for position: ListPosition
    ) throws -> AnyObject {
      makeSupplementaryView(
        ofKind: Self.appKitKind(kind),
        withIdentifier: NSUserInterfaceItemIdentifier(reuseIdentifier),
        for: position.indexPath)
    }

    /// AppKit's element kind for one of ListComposer's.
    static func appKitKind(_ kind: String) -> NSCollectionView.SupplementaryElementKind {
      switch kind {
      case SupplementaryKind.header: NSCollectionView.elementKindSectionHeader
      case SupplementaryKind.footer: NSCollectionView.elementKindSectionFooter
      default: kind
      }
    }

    /// ListComposer's element kind for one of AppKit's.
    static func listKind(_ kind: NSCollectionView.SupplementaryElementKind) -> String {
      switch kind {
      case NSCollectionView.elementKindSectionHeader: SupplementaryKind.header
      case NSCollectionView.elementKindSectionFooter: SupplementaryKind.footer
      default: kind
      }
    }
  }
#endif
