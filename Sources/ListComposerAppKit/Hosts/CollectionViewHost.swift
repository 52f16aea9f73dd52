#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerBridgeCore

  /// The collection view as a host of a bridge's `ListAdapter`, with supplementary views of any
  /// kind: a few lines that call its own API, as the UIKit bridge's host does on iOS.
  ///
  /// A wrapper rather than a conformance of `NSCollectionView`, so that no collection view of an
  /// app gains public members. It holds the collection view weakly. A host that is not live (a
  /// dry run, see `BridgeAdapter`) checks registrations but registers nothing and never
  /// reloads. For a supplementary reuse identifier with a nib it registers the nib instead of
  /// the source's class, as for items.
  @MainActor
  final class CollectionViewHost: ListHostView, SupplementaryViewHost {
    private(set) weak var collectionView: NSCollectionView?
    let isLive: Bool
    private let supplementaryNibs: [String: NSNib]

    init(_ collectionView: NSCollectionView, isLive: Bool, supplementaryNibs: [String: NSNib]) {
      self.collectionView = collectionView
      self.isLive = isLive
      self.supplementaryNibs = supplementaryNibs
    }

    /// `window != nil`: a collection view that is not in a window is reloaded instead of
    /// animated.
    var isReadyForAnimatedUpdates: Bool { collectionView?.window != nil }

    /// The items per section the collection view holds, from `numberOfItems(inSection:)`, so
    /// that the adapter's pre-flight of a batch sees what the collection view would check.
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

    /// Applies a batch in one `performBatchUpdates`, which takes the same index spaces as
    /// UIKit's; animated through the animator proxy unless `animation` is
    /// `ListAnimation.none`. AppKit has no reconfiguring: reconfigured items are reloaded.
    func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
      try applyBatch(update, animation: animation, completion: {})
    }

    /// Applies a batch as `applyBatch(_:animation:)` does and calls `completion` from
    /// `performBatchUpdates`' completion handler, which AppKit calls once the animation ended
    /// (at once for `ListAnimation.none`); at once for a host that is not live or a view that
    /// is gone.
    func applyBatch(
      _ update: BatchUpdate, animation: ListAnimation,
      completion: @escaping @MainActor () -> Void
    ) throws {
      guard isLive, let collectionView else {
        completion()
        return
      }
      let view = animation == .none ? collectionView : collectionView.animator()
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
          }, completionHandler: { _ in completion() })
      }
    }

    func log(_ message: String) {
      ListComposerLog.write(message)
    }

    /// Registers an `NSCollectionViewItem` subclass for a reuse identifier: the nib it names
    /// (`NibNamedCell`), or else the class.
    ///
    /// - Throws: ``AppKitHostError`` for a class that is not an `NSCollectionViewItem`
    ///   subclass, an empty identifier or a named nib that is not in the class's bundle.
    func registerCell(_ registration: CellRegistration) throws {
      guard let itemClass = registration.cellType as? NSCollectionViewItem.Type else {
        throw AppKitHostError.notACell(registration.cellTypeName, expected: "NSCollectionViewItem")
      }
      guard !registration.reuseIdentifier.isEmpty else { throw AppKitHostError.emptyIdentifier }
      let nib = try registration.namedNib()
      guard isLive else { return }
      let identifier = NSUserInterfaceItemIdentifier(registration.reuseIdentifier)
      if let nib {
        collectionView?.register(nib, forItemWithIdentifier: identifier)
      } else {
        collectionView?.register(itemClass, forItemWithIdentifier: identifier)
      }
    }

    /// Makes an item with `makeItem(withIdentifier:for:)`.
    func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
      throws -> AnyObject
    {
      guard let collectionView else { throw AppKitHostError.viewGone }
      return collectionView.makeItem(
        withIdentifier: NSUserInterfaceItemIdentifier(reuseIdentifier), for: position.indexPath)
    }

    /// Registers the app's nib for the reuse identifier, or else an `NSView` subclass (which
    /// must adopt `NSCollectionViewElement`), for a kind; ListComposer's header and footer kinds
    /// are AppKit's.
    ///
    /// - Throws: ``AppKitHostError`` for a class that is not an `NSView` subclass or an empty
    ///   identifier.
    func registerSupplementaryView(_ registration: SupplementaryRegistration) throws {
      let identifier = registration.reuseIdentifier
      guard !identifier.isEmpty else { throw AppKitHostError.emptyIdentifier }
      let kind = Self.appKitKind(registration.kind)
      if let nib = supplementaryNibs[identifier] {
        guard isLive else { return }
        collectionView?.register(
          nib, forSupplementaryViewOfKind: kind,
          withIdentifier: NSUserInterfaceItemIdentifier(identifier))
        return
      }
      guard let viewClass = registration.viewType as? NSView.Type else {
        throw AppKitHostError.notACell(
          String(describing: registration.viewType), expected: "NSView")
      }
      guard isLive else { return }
      collectionView?.register(
        viewClass, forSupplementaryViewOfKind: kind,
        withIdentifier: NSUserInterfaceItemIdentifier(identifier))
    }

    /// Makes a view with `makeSupplementaryView(ofKind:withIdentifier:for:)`.
    func dequeueSupplementaryView(
      ofKind kind: String, withReuseIdentifier reuseIdentifier: String, for position: ListPosition
    ) throws -> AnyObject {
      guard let collectionView else { throw AppKitHostError.viewGone }
      return collectionView.makeSupplementaryView(
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
