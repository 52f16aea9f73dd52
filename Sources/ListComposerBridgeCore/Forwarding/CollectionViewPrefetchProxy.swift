#if canImport(UIKit)
  import UIKit

  /// The collection view's prefetch data source protocol of the platform.
  package typealias PlatformCollectionViewPrefetching = UICollectionViewDataSourcePrefetching
#elseif canImport(AppKit)
  import AppKit

  /// The collection view's prefetch data source protocol of the platform.
  package typealias PlatformCollectionViewPrefetching = NSCollectionViewPrefetching
#endif

#if canImport(UIKit) || canImport(AppKit)
  import ListComposer
  import ListComposerAdapter

  /// A collection view's prefetch data source while a collection bridge (UIKit's or AppKit's)
  /// shows a source: routes prefetching to the child that owns each item (`ItemEvent.prefetch`
  /// and `ItemEvent.cancelPrefetch`, through `ListAdapter.handle(_:at:)`), then to the app's
  /// own prefetch data source, and forwards every other message to it (``Forwarding``).
  @MainActor
  package final class CollectionViewPrefetchProxy: NSObject, PlatformCollectionViewPrefetching,
    ForwardingProxy
  {
    package let forwarding = Forwarding(protocols: [PlatformCollectionViewPrefetching.self])
    private let adapter: ListAdapter

    /// Creates the prefetch data source of `adapter`'s source.
    package init(adapter: ListAdapter) {
      self.adapter = adapter
    }

    /// The app's own prefetch data source.
    private var appPrefetchDataSource: (any PlatformCollectionViewPrefetching)? {
      forwarding.target.object as? any PlatformCollectionViewPrefetching
    }

    nonisolated package override func responds(to selector: Selector?) -> Bool {
      forwarding.responds(to: selector, itself: super.responds(to: selector))
    }

    nonisolated package override func forwardingTarget(for selector: Selector?) -> Any? {
      forwarding.target(for: selector) ?? super.forwardingTarget(for: selector)
    }

    /// Routes `ItemEvent.prefetch` to the child that owns each item, then tells the app's own
    /// prefetch data source.
    package func collectionView(
      _ collectionView: PlatformCollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      adapter.handle(.prefetch, at: indexPaths.map(\.listPosition))
      appPrefetchDataSource?.collectionView(collectionView, prefetchItemsAt: indexPaths)
    }

    /// Routes `ItemEvent.cancelPrefetch` to the child that owns each item, then tells the
    /// app's own prefetch data source.
    package func collectionView(
      _ collectionView: PlatformCollectionView,
      cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      adapter.handle(.cancelPrefetch, at: indexPaths.map(\.listPosition))
      appPrefetchDataSource?.collectionView?(
        collectionView, cancelPrefetchingForItemsAt: indexPaths)
    }
  }
#endif
