#if canImport(UIKit)
  import ListComposer
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
  /// A collection view cannot say which nibs or storyboard prototypes it has: name them in the
  /// initializer (`nibs:`, `prototypes:`) so that the bridge never registers a class over them.
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

    let delegateProxy: CollectionViewDelegateProxy
    weak var appPrefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    var layoutProviders = ProvidersBySource<SectionLayoutProvider>()
    var placeholderKinds: Set<String> = []

    /// Shows a source in a collection view.
    ///
    /// Registers `nibs` under their reuse identifiers, then the source's cell and supplementary
    /// view classes for the other identifiers; becomes the collection view's data source,
    /// prefetch data source and delegate (adopting the delegate and prefetch data source it
    /// had); and reloads it.
    ///
    /// - Parameters:
    ///   - source: The source to show, usually the root of a composition.
    ///   - collectionView: The collection view to show it in.
    ///   - nibs: Nibs to register for cell reuse identifiers, instead of the cell classes.
    ///   - prototypes: Reuse identifiers of the storyboard's prototype cells, which the bridge
    ///     must not register over.
    /// - Throws: `ListError` when the source belongs to a composition or another
    ///   view, or two of its cell types share a reuse identifier.
    public init(
      _ source: some DataSource, collectionView: UICollectionView, nibs: [String: UINib] = [:],
      prototypes: Set<String> = []
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
      let adapter = try ListAdapter(
        source: source, view: collectionView,
        keepingRegistrationsOf: prototypes.union(nibs.keys))
      self.adapter = adapter
      self.collectionView = collectionView
      delegateProxy = CollectionViewDelegateProxy(adapter: adapter)
      super.init()
      // Adopt the app's delegate and prefetch data source; from a bridge this one replaces,
      // the app's behind it (never the old bridge, whose source this view no longer shows).
      if let previous = collectionView.delegate as? CollectionViewDelegateProxy {
        delegateProxy.target.object = previous.appDelegate
      } else {
        delegateProxy.target.object = collectionView.delegate
      }
      if let previous = collectionView.prefetchDataSource as? CollectionViewBridge {
        appPrefetchDataSource = previous.appPrefetchDataSource
      } else {
        appPrefetchDataSource = collectionView.prefetchDataSource
      }
      collectionView.dataSource = self
      collectionView.delegate = delegateProxy
      collectionView.prefetchDataSource = self
      adapter.reloadData()
    }

    /// The app's own delegate: it receives every delegate message, including the selection,
    /// highlight and display events the bridge handles first. Held weakly.
    public weak var delegate: (any UICollectionViewDelegate)? {
      get { delegateProxy.appDelegate }
      set {
        delegateProxy.target.object = newValue
        // UIKit caches which messages a delegate answers when it is set.
        guard let collectionView, collectionView.delegate === delegateProxy else { return }
        collectionView.delegate = nil
        collectionView.delegate = delegateProxy
      }
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

    /// Stops showing the source: stops observing it, gives the collection view back its own
    /// delegate and prefetch data source, and leaves it without a data source.
    public func detach() {
      adapter.detach()
      guard let collectionView else { return }
      if collectionView.dataSource === self { collectionView.dataSource = nil }
      if collectionView.delegate === delegateProxy { collectionView.delegate = delegate }
      if collectionView.prefetchDataSource === self {
        collectionView.prefetchDataSource = appPrefetchDataSource
      }
      collectionView.reloadData()
    }
  }
#endif
