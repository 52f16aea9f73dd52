#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
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
  ///   layout pass, so children added, removed and nested later need nothing registered; its
  ///   section headers can stay pinned to the top (``pinsSectionHeaders``).
  /// - **Sizes per child in a flow layout**: a source gives its items' sizes
  ///   (`SourceHandlers.itemSize`) and its sections' header and footer heights
  ///   (`SourceHandlers.supplementaryHeights`), with the typed model; the others get
  ///   the layout's own sizes. The layout is asked a size question only while a source (or your
  ///   delegate) answers it, and giving or removing sizes invalidates it.
  /// - **Nibs named by their cells**: a cell class that names its nib (`NibNamedCell`) is
  ///   registered from that nib.
  /// - **Editing by hand**, routed to the source that owns the item, with its typed model:
  ///   reordering (`SourceHandlers.move`, with a list cell's reorder
  ///   accessory or your own interactive movement), swipe actions in list sections
  ///   (`SourceHandlers` swipe actions, or else a trailing Delete for the items a source lets the
  ///   user delete, `SourceHandlers.delete`; not on tvOS), context menus for a single
  ///   item (`SourceHandlers.contextMenu`) and touch rules (`SourceHandlers.touchRules`). An action the user
  ///   picks runs for the item where it is then, or not at all if it is gone.
  /// - **Accessibility**: a header that shows its section's title is a VoiceOver heading; an
  ///   item's swipe and menu actions are its accessibility custom actions, beside the cell's
  ///   own; with ``announcesPositions``, an item's hint says where it is ("row 3 of 12 in
  ///   Messages").
  ///
  /// Where your ``delegate`` or ``dataSource`` answers a question the sources answer too (an
  /// item's or header's size in a flow layout, where a dragged item may go, a context menu,
  /// whether an item can move), its answer wins; a touch
  /// (`shouldSelectItemAt`, `shouldDeselectItemAt`, `shouldHighlightItemAt`) happens only when
  /// both the item's source and your delegate allow it.
  ///
  /// A collection view cannot say which nibs or storyboard prototypes it has: name them in the
  /// initializer (`nibs:`, `prototypes:`, `supplementaryNibs:`, `supplementaryPrototypes:`) so
  /// that the bridge never registers a class over them. A new bridge on the same collection view
  /// detaches the previous one once it is shown, so a bridge whose construction throws leaves
  /// the previous one working.
  @MainActor
  public final class CollectionViewBridge: NSObject {
    /// The adapter that connects the source to the collection view: set `onFailure`,
    /// `onItemEvent`, and what users may do to the sources' items (delete, move, swipe actions,
    /// context menus, touch rules) on it.
    public let adapter: ListAdapter

    /// The collection view shown in, or `nil` once it is gone.
    public var collectionView: UICollectionView? { takeover.view }

    var layoutProviders = ProvidersBySource<SectionLayoutProvider>()
    private let host: CollectionViewHost
    private let delegateProxy: CollectionViewDelegateProxy
    private let delegateSlot: ProxySlot<UICollectionView, any UICollectionViewDelegate>
    private let dataSourceSlot: ProxySlot<UICollectionView, any UICollectionViewDataSource>
    private let prefetchSlot: ProxySlot<UICollectionView, any UICollectionViewDataSourcePrefetching>
    private let takeover: ViewTakeover<UICollectionView>

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
        UICollectionViewCell.self, forCellWithReuseIdentifier: BridgeReuseIdentifier.placeholder)
      for kind in [SupplementaryKind.header, SupplementaryKind.footer] {
        collectionView.register(
          UICollectionViewListCell.self, forSupplementaryViewOfKind: kind,
          withReuseIdentifier: BridgeReuseIdentifier.title)
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
      let delegateProxy = CollectionViewDelegateProxy(adapter: adapter)
      let dataSourceProxy = CollectionViewDataSourceProxy(adapter: adapter)
      dataSourceProxy.delegateProxy = delegateProxy
      self.delegateProxy = delegateProxy
      host.didApplyBatch = { [weak delegateProxy, weak collectionView] in
        guard let collectionView else { return }
        delegateProxy?.accessibility.refreshOnNextTurn(in: collectionView)
      }
      delegateSlot = ProxySlot(\.delegate, proxy: delegateProxy)
      dataSourceSlot = ProxySlot(\.dataSource, proxy: dataSourceProxy)
      prefetchSlot = ProxySlot(
        \.prefetchDataSource, proxy: CollectionViewPrefetchProxy(adapter: adapter))
      takeover = ViewTakeover(
        collectionView, adapter: adapter, dataSource: dataSourceSlot, delegate: delegateSlot,
        others: [ViewSlot(prefetchSlot)])
      super.init()
      _ = delegateProxy.updateAnsweredMessages()
      adapter.onSizesChange = { [weak self] in self?.sizesDidChange() }
      takeover.start()
    }

    /// A source's sizes were given or removed: the collection view is given its delegate again
    /// when the size questions it answers changed (a flow layout caches which it answers), and
    /// its layout is invalidated.
    private func sizesDidChange() {
      takeover.sizesDidChange(answeredMessagesChanged: delegateProxy.updateAnsweredMessages) {
        $0.collectionViewLayout.invalidateLayout()
      }
    }

    /// A Boolean value that indicates whether section headers stay pinned to the top of the
    /// collection view while their section scrolls under them, as in a plain `UITableView`.
    ///
    ///     bridge.pinsSectionHeaders = true
    ///
    /// It applies to the list sections the bridge makes for sections without a provider and to
    /// the headers it adds to your sections; a section layout that declares its own
    /// header items pins them as it says (`pinToVisibleBounds`). A pinned header is drawn above
    /// the items. The default, `false`, scrolls headers with their sections. Setting it
    /// invalidates the layout.
    public var pinsSectionHeaders = false {
      didSet {
        guard pinsSectionHeaders != oldValue else { return }
        collectionView?.collectionViewLayout.invalidateLayout()
      }
    }

    /// The app's own delegate: it receives every delegate message, including the selection,
    /// highlight and display events the bridge handles first. Held weakly.
    public weak var delegate: (any UICollectionViewDelegate)? {
      get { delegateSlot.appObject }
      set { delegateSlot.setAppObject(newValue, in: collectionView) }
    }

    /// The app's own data source: it receives the optional data-source messages the bridge does
    /// not answer and the moves of items no source lets the user move, and its index titles,
    /// when it gives them, win over the sources'. Held weakly.
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

    /// A Boolean value that indicates whether each item tells VoiceOver where it is, as its
    /// accessibility hint: "row 3 of 12 in Messages", its place in its section of the source
    /// that shows it (see `ListAdapter.accessibilityPosition(at:)`).
    ///
    ///     bridge.announcesPositions = true
    ///
    /// The hints follow insertions, deletions and moves. The default, `false`, leaves the
    /// cells' hints alone; turning it off leaves the hints already set until the cells show
    /// other items.
    public var announcesPositions: Bool {
      get { delegateProxy.accessibility.announcesPositions }
      set {
        delegateProxy.accessibility.announcesPositions = newValue
        if let collectionView { delegateProxy.accessibility.refresh(in: collectionView) }
      }
    }

    /// Stops showing the source: stops observing it and gives the collection view back its own
    /// data source, delegate and prefetch data source.
    public func detach() {
      takeover.detach()
    }
  }
#endif
