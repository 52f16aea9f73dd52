/// A collection view without a screen: the collection counterpart of ``HeadlessTableView``,
/// sharing its engine, with `UICollectionView`'s names, wording ("item", "collection view") and
/// stricter rules.
///
/// What differs from the table view, as on a device: `reloadData()` only marks the counts stale
/// until the next layout, count query or batch, which reproduces the classic failure of an update
/// issued right after `reloadData()` or before the first layout (§1.2 of the reference); a cell
/// must have been dequeued for the request that returns it, and from iOS 18 exactly once; cell
/// registrations must not be created inside the cell provider (iOS 15); asking for the item count
/// of a missing section is a fault.
///
/// The bug this prevents: a data source that is fine on the happy path crashes on a device the
/// first time an update's counts disagree with its data ("Invalid update: invalid number of items
/// in section 0 …"), dequeues an identifier nobody registered, or returns a stale cell. The
/// headless collection view reproduces those faults as thrown `InternalInconsistency` values with
/// UIKit's own message, and leaves itself as it was before the failed update.
///
///     let collectionView = HeadlessCollectionView()
///     try collectionView.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "photo")
///     collectionView.dataSource = photos
///     try collectionView.layoutIfNeeded()
///     photos.items.append("sunset")
///     try collectionView.insertItems(at: [ListPosition(section: 0, item: 2)])
///
/// What is faithful: the count cache and when it is read (§1.2 of the reference), registration,
/// dequeue and the reuse pool with `prepareForReuse()` once per reuse (§2), the index spaces,
/// illegal combinations and count invariant of batch updates with UIKit's texts (§3), reload
/// versus reconfigure, and nested batches with their completions in order.
///
/// What is not: there is no geometry (the visible window is a number of items, see
/// ``HeadlessHostOptions/visibleItemLimit``), no animation (completions run synchronously), no
/// editing mode (a user's drag, swipe, menu and touch are methods:
/// ``HeadlessListView/moveItem(from:to:)``, `performSwipeAction`, `performMenuAction`,
/// `select…`), and no nibs or storyboards. UIKit behaviours the reference marks as unverified
/// are options with documented defaults.
///
/// What both headless views do alike is declared once, on ``HeadlessListView``; this class
/// adds `UICollectionView`'s names and a collection view's rules.
///
/// The data source and delegate are held weakly, like UIKit's, so a test keeps its own
/// reference; ``HeadlessListView/attach(_:)`` keeps a ListComposer data source alive itself
/// because nothing else owns it.
@MainActor
public final class HeadlessCollectionView: HeadlessListView {
  /// The base class of the cells the view shows.
  public typealias Cell = HeadlessCollectionViewCell

  /// The engine behind the view.
  @_spi(HeadlessEngine) public let engine: ListEngine

  /// The kinds of supplementary view the layout shows in each section, like a flow layout's
  /// header and footer sizes or a compositional section's boundary items; `nil` (the default)
  /// means the kinds the attached source's owning child registers.
  public var layoutSupplementaryKinds: ((Int) -> [String])?

  /// Creates an empty collection view.
  ///
  /// - Parameter options: The behaviours to imitate; defaults to a current iOS.
  public init(options: HeadlessHostOptions = HeadlessHostOptions()) {
    engine = ListEngine(flavor: .collection, options: options) {
      $0 as? HeadlessCollectionViewCell.Type
    }
    engine.client = self
    engine.supplementaryKinds = { [weak self] section in
      self?.supplementaryKinds(in: section) ?? []
    }
  }

  /// The object that provides counts and cells. Setting it discards the cells and the count
  /// cache (reloaded lazily, as ``HeadlessListView/reloadData()`` does for a collection view). While
  /// the view shows a ListComposer source (``HeadlessListView/attach(_:)``), it reads the
  /// source through its adapter instead; setting a data source ends that.
  public weak var dataSource: (any HeadlessCollectionViewDataSource)? {
    didSet { engine.read(from: nil) }
  }

  /// The object told about selections.
  public weak var delegate: (any HeadlessCollectionViewDelegate)?

  /// Returns the number of items the view knows in a section.
  ///
  /// - Throws: `InternalInconsistency.Kind.sectionRequestOutOfRange` for a missing section, as
  ///   `UICollectionView` raises.
  public func numberOfItems(inSection section: Int) throws(InternalInconsistency) -> Int {
    let counts = engine.loadedSnapshot().counts
    guard counts.indices.contains(section) else {
      throw InternalInconsistency(
        .sectionRequestOutOfRange,
        "request for number of items in section \(section) when there are only "
          + "\(counts.count) sections in the collection view")
    }
    return counts[section]
  }

  // MARK: Registration and dequeue

  /// Registers a cell class for a reuse identifier; `nil` removes the registration.
  ///
  /// - Throws: `InternalInconsistency.Kind.invalidRegistration` for an empty identifier or a
  ///   class that is not a ``HeadlessCollectionViewCell`` subclass.
  public func register(
    _ cellClass: (any AnyObject.Type)?, forCellWithReuseIdentifier identifier: String
  ) throws(InternalInconsistency) {
    try engine.register(cellClass, forIdentifier: identifier)
  }

  /// Returns a cell for the item being requested: a pooled one (after `prepareForReuse()`) or a
  /// new one. Call it exactly once per `collectionView(_:cellForItemAt:)`.
  ///
  /// - Throws: `InternalInconsistency.Kind.unregisteredIdentifier`; from iOS 18,
  ///   `InternalInconsistency.Kind.multipleDequeue` for a second call in one request and
  ///   `InternalInconsistency.Kind.dequeueOutsideRequest` for a call outside any request.
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: ListPosition
  ) throws(InternalInconsistency) -> HeadlessCollectionViewCell {
    try dequeue(withIdentifier: identifier, for: indexPath)
  }

  // MARK: Layout and visible items

  /// A Boolean value that indicates whether the layout was invalidated or replaced and the view
  /// has not laid out since: UIKit then lays out inside the next `performBatchUpdates`, reading
  /// its counts from the data source first, so an attached source's next change reloads the
  /// view instead of animating.
  package var hasPendingLayout: Bool { engine.hasPendingLayout }

  /// Invalidates the layout, as `collectionViewLayout.invalidateLayout()` does: the view lays
  /// out again at the next ``HeadlessListView/layoutIfNeeded()``.
  package func invalidateLayout() {
    engine.hasPendingLayout = true
  }

  /// Replaces the layout, as setting `collectionViewLayout` does: the view forgets its cached
  /// counts (it reads them again when it next needs them) and lays out again at the next
  /// ``HeadlessListView/layoutIfNeeded()``.
  package func replaceLayout() {
    engine.hasPendingLayout = true
    engine.cache = nil
  }

  /// Scrolls so that the flattened item at `offset` (counting across sections) is the first
  /// visible one, clamped to keep the window full, and lays out.
  public func scroll(toItemOffset offset: Int) throws(InternalInconsistency) {
    try engine.scroll(toItemOffset: offset)
  }

  /// The flattened offset of the first visible item.
  public var firstVisibleItemOffset: Int { engine.firstVisibleItem }

  /// The positions of the visible items that have cells, in order.
  public var indexPathsForVisibleItems: [ListPosition] { visiblePositions }

  /// Returns the cell shown (or prefetched) at an item, or `nil` when there is none or the item is
  /// out of range.
  public func cellForItem(at indexPath: ListPosition) -> HeadlessCollectionViewCell? {
    cell(at: indexPath)
  }

  // MARK: Touches

  /// Selects an item, as a touch does: tells the delegate and, for an attached ListComposer
  /// source, the source.
  ///
  /// The item's source may veto it (`SourceHandlers.touchRules` with `.select`), and then
  /// a delegate that answers `collectionView(_:shouldSelectItemAt:)`: both must allow it, as
  /// with `shouldSelectItemAt` on a device.
  ///
  /// - Returns: `false` when the item does not exist, its source or the delegate refuses the
  ///   selection, or asking changed the items, so that the position may show another item now
  ///   (reported to the adapter's `onFailure`).
  @discardableResult
  public func selectItem(at indexPath: ListPosition) -> Bool { select(at: indexPath) }

  /// Deselects an item, as a touch does: for an attached ListComposer source, the owning
  /// source handles `ItemEvent.deselect`.
  ///
  /// - Returns: `false` when the item does not exist, or its source
  ///   (`SourceHandlers.touchRules` with `.deselect`) or the delegate
  ///   (`collectionView(_:shouldDeselectItemAt:)`) refuses the deselection.
  @discardableResult
  public func deselectItem(at indexPath: ListPosition) -> Bool { deselect(at: indexPath) }

  /// Touches an item down and up, as a finger does before a selection: the owning source
  /// handles `ItemEvent.highlight` then `ItemEvent.unhighlight`.
  ///
  /// - Returns: `false` when the item does not exist, or its source
  ///   (`SourceHandlers.touchRules` with `.highlight`) or the delegate
  ///   (`collectionView(_:shouldHighlightItemAt:)`) refuses the highlight.
  @discardableResult
  public func highlightItem(at indexPath: ListPosition) -> Bool { highlight(at: indexPath) }
}

extension HeadlessCollectionView: HeadlessListHost {}

extension HeadlessCollectionView: ListEngineClient {
  // The data source's answers, in `UICollectionViewDataSource`'s order.

  var hasDataSource: Bool { dataSource != nil }
  func dataSourceNumberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }
  func dataSourceCell(at position: ListPosition) throws -> HeadlessReusableCell? {
    try dataSource?.collectionView(self, cellForItemAt: position)
  }
  func dataSourceNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }
  func dataSourceSupplementaryView(ofKind kind: String, at position: ListPosition) throws
    -> HeadlessCollectionReusableView?
  {
    try dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: position)
  }
  func dataSourceCanMoveItem(at position: ListPosition) -> Bool {
    dataSource?.collectionView(self, canMoveItemAt: position) ?? false
  }
  func dataSourceMoveItem(from source: ListPosition, to destination: ListPosition) {
    dataSource?.collectionView(self, moveItemAt: source, to: destination)
  }
  func dataSourceItemIdentifier(at position: ListPosition) -> AnyHashable? {
    dataSource?.collectionView(self, itemIdentifierForItemAt: position)
  }
  func dataSourceItemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    dataSource?.collectionView(self, itemIdentifiersInSection: section)
  }
  func dataSourceHeaderTitle(forSection section: Int) -> String? {
    dataSource?.collectionView(self, titleForHeaderInSection: section)
  }
  func dataSourceFooterTitle(forSection section: Int) -> String? {
    dataSource?.collectionView(self, titleForFooterInSection: section)
  }
  var dataSourceDescription: String { describe(dataSource) }
  var viewDescription: String { describe(self, named: "HeadlessCollectionView") }

  // The delegate's answers: a collection view's delegate allows a touch or not.

  func delegatePositions(for touch: ItemTouch, proposed: [ListPosition]) -> [ListPosition] {
    guard let delegate = answering else { return proposed }
    return proposed.filter { position in
      switch touch {
      case .select: delegate.collectionView(self, shouldSelectItemAt: position)
      case .deselect: delegate.collectionView(self, shouldDeselectItemAt: position)
      case .highlight: delegate.collectionView(self, shouldHighlightItemAt: position)
      }
    }
  }
  func delegateDidSelectItem(at position: ListPosition) {
    delegate?.collectionView(self, didSelectItemAt: position)
  }
  func delegateTarget(forMoveFrom source: ListPosition, proposed: ListPosition) -> ListPosition {
    answering?.collectionView(
      self, targetIndexPathForMoveOfItemFromOriginalIndexPath: source,
      toProposedIndexPath: proposed) ?? proposed
  }
  func delegateSwipeActions(at position: ListPosition, edge: SwipeEdge) -> SwipeActions? {
    answering?.collectionView(self, swipeActionsForItemAt: position, edge: edge)
  }
  private var answering: (any HeadlessCollectionViewAnsweringDelegate)? {
    delegate as? any HeadlessCollectionViewAnsweringDelegate
  }
  func delegateContextMenu(at position: ListPosition) -> ItemMenu? {
    answering?.collectionView(self, contextMenuForItemAt: position)
  }
}
