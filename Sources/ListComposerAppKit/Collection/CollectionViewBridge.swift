#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  /// Shows a ListComposer data source in an `NSCollectionView` and animates every change it
  /// publishes: the same composed sources, decorators and handlers an iOS app shows in a
  /// `UICollectionView`, with `NSCollectionViewItem` subclasses as the decorators' cells.
  ///
  ///     bridge = try CollectionViewBridge(screen, collectionView: collectionView)
  ///     bridge.setLayout(for: contacts) { _, environment in .carousel(environment) }
  ///     collectionView.collectionViewLayout = bridge.makeLayout()  // the others: a list
  ///     bridge.delegate = self  // drag and drop: still yours
  ///
  /// Like ``TableViewBridge``, it is a thin host of a `ListAdapter`: it becomes
  /// the collection view's data source, prefetch data source and delegate, forwards each
  /// question to the adapter, and forwards every delegate message it does not handle to the
  /// app's own ``delegate``. Each child may lay out its own sections in a compositional layout
  /// (``setLayout(for:_:)``, ``makeLayout(configuration:)``), found for every section on each
  /// layout pass, with headers that can stay pinned (``pinsSectionHeaders``); prefetching
  /// reaches the child that owns each item as `ItemEvent.prefetch` and
  /// `ItemEvent.cancelPrefetch`.
  /// Supplementary views come from the decorators of the child that owns the section; a header
  /// or footer the layout asks for and no decorator provides shows the section's title, and
  /// VoiceOver's Headings rotor moves from section header to section header. A source
  /// may refuse that its items be selected, deselected or highlighted
  /// (`SourceHandlers.touchRules`; refusing `.highlight` also refuses the selection a click
  /// would make), unless your delegate answers those questions itself. In a flow layout a
  /// source gives its items' sizes (`SourceHandlers.itemSize`) and its sections' header
  /// and footer heights (`SourceHandlers.supplementaryHeights`), with the typed model;
  /// the others get the layout's own sizes, and your delegate's sizes win. Reordering, swipe
  /// actions and context menus are the table bridge's only.
  ///
  /// An item class without a nib must make its view in `loadView()`; an item class that names
  /// its nib (`NibNamedCell`) is registered from it, and nibs passed to the initializer
  /// (`nibs:`, `supplementaryNibs:`) are registered instead of the classes. A new
  /// bridge on the same collection view detaches the previous one once it is shown, so a bridge
  /// whose construction throws leaves the previous one working.
  @MainActor
  public final class CollectionViewBridge: NSObject {
    /// The adapter that connects the source to the collection view: set `onFailure`,
    /// `onItemEvent` and the sources users may delete from on it.
    public let adapter: ListAdapter

    /// The collection view shown in, or `nil` once it is gone.
    public var collectionView: NSCollectionView? { takeover.view }

    var layoutProviders = ProvidersBySource<SectionLayoutProvider>()
    private let host: CollectionViewHost
    private let delegateSlot: ProxySlot<NSCollectionView, any NSCollectionViewDelegate>
    private let dataSourceSlot: ProxySlot<NSCollectionView, any NSCollectionViewDataSource>
    private let prefetchSlot: ProxySlot<NSCollectionView, any NSCollectionViewPrefetching>
    private let delegateProxy: CollectionViewDelegateProxy
    private let takeover: ViewTakeover<NSCollectionView>
    private let headings = HeaderViewHeadings()

    /// Shows a source in a collection view.
    ///
    /// Registers `nibs` under their reuse identifiers, then the source's item and
    /// supplementary view classes for the other identifiers (or `supplementaryNibs` for theirs);
    /// becomes the collection view's data source, prefetch data source and delegate (adopting
    /// the ones it had); makes it selectable (`isSelectable`, off by default in AppKit: set it
    /// to `false` afterwards for a collection view whose items are not selected); adds a
    /// Headings rotor to its accessibility rotors, after yours; and reloads it. A bridge that
    /// showed a source in the collection view is detached once this one succeeds.
    ///
    /// - Parameters:
    ///   - source: The source to show, usually the root of a composition.
    ///   - collectionView: The collection view to show it in.
    ///   - nibs: Nibs to register for item reuse identifiers, instead of the item classes.
    ///   - supplementaryNibs: Nibs to register for supplementary view reuse identifiers, for
    ///     every kind the source registers them for, instead of the view classes.
    /// - Throws: `ListError` when the source belongs to a composition or another
    ///   view, or two of its cell types share a reuse identifier.
    public init(
      _ source: some DataSource, collectionView: NSCollectionView, nibs: [String: NSNib] = [:],
      supplementaryNibs: [String: NSNib] = [:]
    ) throws(ListError) {
      for (identifier, nib) in nibs where !identifier.isEmpty {
        collectionView.register(
          nib, forItemWithIdentifier: NSUserInterfaceItemIdentifier(identifier))
      }
      collectionView.register(
        PlaceholderItem.self,
        forItemWithIdentifier: NSUserInterfaceItemIdentifier(BridgeReuseIdentifier.placeholder))
      for kind in [
        NSCollectionView.elementKindSectionHeader, NSCollectionView.elementKindSectionFooter,
      ] {
        collectionView.register(
          TitleView.self, forSupplementaryViewOfKind: kind,
          withIdentifier: NSUserInterfaceItemIdentifier(BridgeReuseIdentifier.title))
      }
      let (adapter, host) = try BridgeAdapter.make(
        showing: source,
        replacing: (collectionView.dataSource as? CollectionViewDataSourceProxy)?.adapter,
        keepingRegistrationsOf: Set(nibs.keys)
      ) { isLive in
        CollectionViewHost(collectionView, isLive: isLive, supplementaryNibs: supplementaryNibs)
      }
      self.adapter = adapter
      self.host = host
      let delegateProxy = CollectionViewDelegateProxy(adapter: adapter)
      self.delegateProxy = delegateProxy
      delegateSlot = ProxySlot(\.delegate, proxy: delegateProxy)
      dataSourceSlot = ProxySlot(
        \.dataSource, proxy: CollectionViewDataSourceProxy(adapter: adapter))
      prefetchSlot = ProxySlot(
        \.prefetchDataSource, proxy: CollectionViewPrefetchProxy(adapter: adapter))
      takeover = ViewTakeover(
        collectionView, adapter: adapter, dataSource: dataSourceSlot, delegate: delegateSlot,
        others: [ViewSlot(prefetchSlot)])
      super.init()
      _ = delegateProxy.updateAnsweredMessages()
      adapter.onSizesChange = { [weak self] in self?.sizesDidChange() }
      headings.bridge = self
      headings.install(in: collectionView)
      // NSCollectionView selects nothing unless told to; a UICollectionView selects by default,
      // and the sources' selection rules and events assume so.
      collectionView.isSelectable = true
      observeScrolling(of: collectionView)
      takeover.start()
    }

    /// A source's sizes were given or removed: the collection view is given its delegate again
    /// when the size questions it answers changed (a flow layout caches which it answers), and
    /// its layout is invalidated.
    private func sizesDidChange() {
      takeover.sizesDidChange(answeredMessagesChanged: delegateProxy.updateAnsweredMessages) {
        $0.collectionViewLayout?.invalidateLayout()
      }
    }

    /// The app's own delegate: it receives every delegate message, including the selection,
    /// highlight and display events the bridge handles first. Held weakly.
    public weak var delegate: (any NSCollectionViewDelegate)? {
      get { delegateSlot.appObject }
      set { delegateSlot.setAppObject(newValue, in: collectionView) }
    }

    /// The app's own data source: it receives the optional data-source messages the bridge does
    /// not answer. Held weakly.
    public weak var dataSource: (any NSCollectionViewDataSource)? {
      get { dataSourceSlot.appObject }
      set { dataSourceSlot.setAppObject(newValue, in: collectionView) }
    }

    /// The app's own prefetch data source: it hears of prefetching after the sources. Held
    /// weakly.
    public weak var prefetchDataSource: (any NSCollectionViewPrefetching)? {
      get { prefetchSlot.appObject }
      set { prefetchSlot.setAppObject(newValue, in: collectionView) }
    }

    /// A Boolean value that indicates whether section headers stay pinned to the top of the
    /// collection view while their section scrolls under them.
    ///
    ///     bridge.pinsSectionHeaders = true
    ///
    /// It applies to the list sections the bridge makes for sections without a provider and to
    /// the headers it adds to your sections in a layout from
    /// ``makeLayout(configuration:)``; a section layout that declares its own header items pins
    /// them as it says (`pinToVisibleBounds`). A pinned header is drawn above the items. The
    /// default, `false`, scrolls headers with their sections. Setting it invalidates the
    /// layout.
    public var pinsSectionHeaders = false {
      didSet {
        guard pinsSectionHeaders != oldValue else { return }
        collectionView?.collectionViewLayout?.invalidateLayout()
      }
    }

    /// Stops showing the source: stops observing it, gives the collection view back its own
    /// data source, delegate and prefetch data source, and takes away its Headings rotor unless
    /// another bridge's replaced it.
    public func detach() {
      takeover.detach(undoing: headings.remove(from:))
    }
  }

  /// The empty item shown where the source could not provide one.
  final class PlaceholderItem: NSCollectionViewItem {
    override func loadView() {
      view = NSView(frame: .zero)
    }
  }

  /// A section's header or footer title.
  final class TitleView: NSView, NSCollectionViewElement {
    let label = NSTextField(labelWithString: "")

    override init(frame: NSRect) {
      super.init(frame: frame)
      label.translatesAutoresizingMaskIntoConstraints = false
      label.font = .boldSystemFont(ofSize: NSFont.systemFontSize)
      addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
        label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
        label.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }
#endif
