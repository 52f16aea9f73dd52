#if canImport(UIKit)
  import ListComposer
  import ListComposerBridgeCore
  import UIKit

  /// Shows a ListComposer data source in a `UICollectionView`, animates every change it
  /// publishes, and lays out each child its own way.
  ///
  ///     bridge = try CollectionViewBridge(screen, collectionView: collectionView)
  ///     bridge.setLayout(for: contacts) { _, _ in .carousel }  // the others: a list
  ///     collectionView.collectionViewLayout = bridge.makeLayout()
  ///
  /// Like ``TableViewBridge``, it is a thin host of a `ListAdapter`: it becomes the collection
  /// view's data source, prefetch data source and delegate, forwards each question to the
  /// adapter, and forwards every delegate message it does not handle to the app's own
  /// ``delegate``. It adds:
  ///
  /// - **Supplementary views of any kind**, from the decorators of the child that owns the
  ///   section (`SupplementaryDecorator`); a header or footer the layout asks for
  ///   and no decorator provides shows the section's title when it has one.
  /// - **Prefetching**: `prefetchItemsAt` and `cancelPrefetchingForItemsAt` reach the child that
  ///   owns each item as `ItemEvent.prefetch` and
  ///   `ItemEvent.cancelPrefetch`.
  /// - **A compositional layout in which each child provides its own sections**
  ///   (``setLayout(for:_:)``, ``makeLayout(configuration:)``), found for every section on each
  ///   layout pass, so children added, removed and nested later need nothing registered.
  ///
  /// - **Swipe to delete** in the list sections of ``makeLayout(configuration:)`` (not on tvOS):
  ///   a trailing Delete action for the items a source lets the user delete (see
  ///   `ListAdapter.allowDeleting(in:where:delete:)`).
  ///
  /// A collection view cannot say which nibs or storyboard prototypes it has: name them in the
  /// initializer (`nibs:`, `prototypes:`, `supplementaryNibs:`, `supplementaryPrototypes:`) so
  /// that the bridge never registers a class over them. A new bridge on the same collection view
  /// detaches the previous one once it is shown, so a bridge whose construction throws leaves
  /// the previous one working.
  @MainActor
  public final class CollectionViewBridge: NSObject {
    /// The reuse identifier of the empty cells and views shown where the source could not
    /// provide one.
    public static let placeholderReuseIdentifier = "ListComposer.placeholder"
    /// The reuse identifier of the views that show a section's header or footer title.
    public static let titleReuseIdentifier = "ListComposer.title"

    /// The adapter that connects the source to the collection view: set `onFailure`,
    /// `onItemEvent` and the sources users may delete from on it.
    public let adapter: ListAdapter

    /// The collection view shown in, or `nil` once it is gone.
    public private(set) weak var collectionView: UICollectionView?

    var layoutProviders = ProvidersBySource<SectionLayoutProvider>()
    private let host: CollectionViewHost
    private let delegateSlot: ProxySlot<UICollectionView, any UICollectionViewDelegate>
    private let dataSourceSlot: ProxySlot<UICollectionView, any UICollectionViewDataSource>
    private let prefetchSlot: ProxySlot<UICollectionView, any UICollectionViewDataSourcePrefetching>

    /// Shows a source in a collection view.
    ///
    /// Registers `nibs` under their reuse identifiers, then the source's cell and supplementary
    /// view classes for the other identifiers (or `supplementaryNibs` for theirs); becomes the
    /// collection view's data source, prefetch data source and delegate (adopting the ones it
    /// had); and reloads it. A bridge that showed a source in the collection view is detached
    /// once this one succeeds.
    ///
    /// - Parameters:
    ///   - source: The source to show, usually the root of a composition.
    ///   - collectionView: The collection view to show it in.
    ///   - nibs: Nibs to register for cell reuse identifiers, instead of the cell classes.
    ///   - prototypes: Reuse identifiers of the storyboard's prototype cells, which the bridge
    ///     must not register over.
    ///   - supplementaryNibs: Nibs to register for supplementary view reuse identifiers, for
    ///     every kind the source registers them for, instead of the view classes.
    ///   - supplementaryPrototypes: Reuse identifiers of supplementary views the app registers
    ///     itself (in a storyboard, say), which the bridge must not register over.
    /// - Throws: `ListError` when the source belongs to a composition or another
    ///   view, or two of its cell types share a reuse identifier.
    public init(
      _ source: some DataSource, collectionView: UICollectionView, nibs: [String: UINib] = [:],
      prototypes: Set<String> = [], supplementaryNibs: [String: UINib] = [:],
      supplementaryPrototypes: Set<String> = []
    ) throws(ListError) {
      for (identifier, nib) in nibs where !identifier.isEmpty {
        collectionView.register(nib, forCellWithReuseIdentifier: identifier)
      }
      collectionView.register(
        UICollectionViewCell.self, forCellWithReuseIdentifier: Self.placeholderReuseIdentifier)
      for kind in [SupplementaryKind.header, SupplementaryKind.footer] {
        collectionView.register(
          UICollectionViewListCell.self, forSupplementaryViewOfKind: kind,
          withReuseIdentifier: Self.titleReuseIdentifier)
      }
      let (adapter, host) = try BridgeAdapter.make(
        showing: source,
        replacing: (collectionView.dataSource as? CollectionViewDataSourceProxy)?.adapter,
        keepingRegistrationsOf: prototypes.union(nibs.keys)
      ) { isLive in
        CollectionViewHost(
          collectionView, isLive: isLive, supplementaryNibs: supplementaryNibs,
          keepingSupplementaryRegistrationsOf: supplementaryPrototypes)
      }
      self.adapter = adapter
      self.host = host
      self.collectionView = collectionView
      delegateSlot = ProxySlot(\.delegate, proxy: CollectionViewDelegateProxy(adapter: adapter))
      dataSourceSlot = ProxySlot(
        \.dataSource, proxy: CollectionViewDataSourceProxy(adapter: adapter))
      prefetchSlot = ProxySlot(
        \.prefetchDataSource, proxy: CollectionViewPrefetchProxy(adapter: adapter))
      super.init()
      dataSourceSlot.install(in: collectionView)
      delegateSlot.install(in: collectionView)
      prefetchSlot.install(in: collectionView)
      adapter.reloadData()
    }

    /// The app's own delegate: it receives every delegate message, including the selection,
    /// highlight and display events the bridge handles first. Held weakly.
    public weak var delegate: (any UICollectionViewDelegate)? {
      get { delegateSlot.appObject }
      set { delegateSlot.setAppObject(newValue, in: collectionView) }
    }

    /// The app's own data source: it receives the optional data-source messages the bridge does
    /// not answer (moving items, index titles). Held weakly.
    public weak var dataSource: (any UICollectionViewDataSource)? {
      get { dataSourceSlot.appObject }
      set { dataSourceSlot.setAppObject(newValue, in: collectionView) }
    }

    /// The app's own prefetch data source: it hears of prefetching after the sources. Held
    /// weakly.
    public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
      get { prefetchSlot.appObject }
      set { prefetchSlot.setAppObject(newValue, in: collectionView) }
    }

    /// The source shown.
    public var source: AnyDataSource { adapter.source }

    /// `.none` applies batches without animation; a collection view ignores the other values.
    public var animation: ListAnimation {
      get { adapter.animation }
      set { adapter.animation = newValue }
    }

    /// Runs `body` with every batch it causes animated as `animation`.
    public func withAnimation<Result, Failure: Error>(
      _ animation: ListAnimation, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
      try adapter.withAnimation(animation, body)
    }

    /// A Boolean value that indicates whether the bridge still applies the source's changes.
    public var isObserving: Bool { adapter.isObserving }

    /// Stops showing the source: stops observing it and gives the collection view back its own
    /// data source, delegate and prefetch data source.
    public func detach() {
      adapter.detach()
      dataSourceSlot.restore(in: collectionView)
      delegateSlot.restore(in: collectionView)
      prefetchSlot.restore(in: collectionView)
      collectionView?.reloadData()
    }
  }
#endif
