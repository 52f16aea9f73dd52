#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer

  /// Shows a ListComposer data source in an `NSCollectionView` and animates every change it
  /// publishes: the same composed sources, decorators and handlers an iOS app shows in a
  /// `UICollectionView`, with `NSCollectionViewItem` subclasses as the decorators' cells.
  ///
  ///     bridge = try CollectionViewBridge(screen, collectionView: collectionView)
  ///     bridge.delegate = self  // layout sizes, drag and drop: still yours
  ///
  /// Like ``TableViewBridge``, it is a thin host of a `ListAdapter`: it becomes
  /// the collection view's data source and delegate, forwards each question to the adapter, and
  /// forwards every delegate message it does not handle to the app's own ``delegate``.
  /// Supplementary views come from the decorators of the child that owns the section; a header
  /// or footer the layout asks for and no decorator provides shows the section's title.
  ///
  /// An item class without a nib must make its view in `loadView()`; pass nibs to the
  /// initializer to register them instead of the classes.
  @MainActor
  public final class CollectionViewBridge: NSObject {
    /// The reuse identifier of the empty items and views shown where the source could not
    /// provide one.
    public static let placeholderReuseIdentifier = "ListComposer.placeholder"
    /// The reuse identifier of the views that show a section's header or footer title.
    public static let titleReuseIdentifier = "ListComposer.title"

    /// The adapter that connects the source to the collection view: set `onFailure`,
    /// `onItemEvent` and the sources users may delete from on it.
    public let adapter: ListAdapter

    /// The collection view shown in, or `nil` once it is gone.
    public private(set) weak var collectionView: NSCollectionView?

    let delegateProxy: CollectionViewDelegateProxy
    var placeholderKinds: Set<String> = []

    /// Shows a source in a collection view.
    ///
    /// Registers `nibs` under their reuse identifiers, then the source's item and
    /// supplementary view classes for the other identifiers; becomes the collection view's data
    /// source and delegate (adopting the delegate it had); and reloads it.
    ///
    /// - Parameters:
    ///   - source: The source to show, usually the root of a composition.
    ///   - collectionView: The collection view to show it in.
    ///   - nibs: Nibs to register for item reuse identifiers, instead of the item classes.
    /// - Throws: `ListError` when the source belongs to a composition or another
    ///   view, or two of its cell types share a reuse identifier.
    public init(
      _ source: some DataSource, collectionView: NSCollectionView, nibs: [String: NSNib] = [:]
    ) throws(ListError) {
      for (identifier, nib) in nibs where !identifier.isEmpty {
        collectionView.register(
          nib, forItemWithIdentifier: NSUserInterfaceItemIdentifier(identifier))
      }
      collectionView.register(
        PlaceholderItem.self,
        forItemWithIdentifier: NSUserInterfaceItemIdentifier(Self.placeholderReuseIdentifier))
      for kind in [
        NSCollectionView.elementKindSectionHeader, NSCollectionView.elementKindSectionFooter,
      ] {
        collectionView.register(
          TitleView.self, forSupplementaryViewOfKind: kind,
          withIdentifier: NSUserInterfaceItemIdentifier(Self.titleReuseIdentifier))
      }
      let appDelegate =
        (collectionView.delegate as? CollectionViewDelegateProxy)?.appDelegate
        ?? collectionView.delegate
      let adapter = try ListAdapter(
        source: source, view: collectionView, keepingRegistrationsOf: Set(nibs.keys))
      self.adapter = adapter
      self.collectionView = collectionView
      delegateProxy = CollectionViewDelegateProxy(adapter: adapter)
      super.init()
      delegateProxy.target.object = appDelegate
      collectionView.dataSource = self
      collectionView.delegate = delegateProxy
      adapter.reloadData()
    }

    /// The app's own delegate: it receives every delegate message, including the selection,
    /// highlight and display events the bridge handles first. Held weakly.
    public weak var delegate: (any NSCollectionViewDelegate)? {
      get { delegateProxy.appDelegate }
      set {
        delegateProxy.target.object = newValue
        // AppKit caches which messages a delegate answers when it is set.
        guard let collectionView, collectionView.delegate === delegateProxy else { return }
        collectionView.delegate = nil
        collectionView.delegate = delegateProxy
      }
    }

    /// The source shown.
    public var source: AnyDataSource { adapter.source }

    /// `.none` applies batches without animation; the other values animate them.
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
    /// delegate, and leaves it without a data source.
    public func detach() {
      adapter.detach()
      guard let collectionView else { return }
      if collectionView.dataSource === self { collectionView.dataSource = nil }
      if collectionView.delegate === delegateProxy { collectionView.delegate = delegate }
      collectionView.reloadData()
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
