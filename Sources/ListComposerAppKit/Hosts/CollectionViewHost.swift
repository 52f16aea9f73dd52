#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
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
  final class CollectionViewHost: BridgeHost, SupplementaryViewHost {
    private(set) weak var collectionView: NSCollectionView?
    var view: NSCollectionView? { collectionView }
    let isLive: Bool
    /// The reader's place to keep once the collection view shows the next batch or reload.
    var pendingPlace: PlaceToKeep?
    private let supplementaryNibs: [String: NSNib]

    init(_ collectionView: NSCollectionView, isLive: Bool, supplementaryNibs: [String: NSNib]) {
      self.collectionView = collectionView
      self.isLive = isLive
      self.supplementaryNibs = supplementaryNibs
    }

    /// A collection view's rules and wording.
    var batchFlavor: ListViewFlavor { .collection }

    /// Hands a batch to the collection view in one `performBatchUpdates`, which takes the same
    /// index spaces as UIKit's, through the animator proxy unless `animation` is
    /// `ListAnimation.none`, and calls `completion` from its completion handler, which AppKit
    /// calls once the animation ended (at once for `ListAnimation.none`). AppKit has no
    /// reconfiguring: reconfigured items are reloaded.
    func perform(
      _ update: BatchUpdate, animation: ListAnimation, in view: NSCollectionView,
      completion: @escaping @MainActor () -> Void
    ) {
      let target = animation == .none ? view : view.animator()
      animation.perform {
        target.performBatchUpdates(
          { update.apply(to: target) }, completionHandler: { _ in completion() })
      }
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
