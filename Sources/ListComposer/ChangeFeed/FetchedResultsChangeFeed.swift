#if canImport(CoreData)
  import CoreData

  /// Feeds a ``ChangeFeedDataSource`` from an `NSFetchedResultsController`: the controller's
  /// delegate, which collects the changes it reports during one save and applies them, with the
  /// fetched objects as the new data, when the content has changed.
  ///
  ///     let request = Order.fetchRequest()
  ///     request.sortDescriptors = [NSSortDescriptor(key: "date", ascending: false)]
  ///     let controller = NSFetchedResultsController(
  ///       fetchRequest: request, managedObjectContext: container.viewContext,
  ///       sectionNameKeyPath: "status", cacheName: nil)
  ///     let orders = ChangeFeedDataSource(sections: [], decorator: OrderDecorator.self)
  ///     feed = FetchedResultsChangeFeed(controller, source: orders)  // keep a reference
  ///     try feed.performFetch()
  ///     bridge = try TableViewBridge(try SectionedDataSource([orders]), tableView: tableView)
  ///
  /// The controller reports changes in UIKit's convention (deletes, updates and move sources at
  /// old index paths; inserts and move destinations at new ones) but, like any feed, not always
  /// in a form UIKit accepts: an object whose sort key changed is reported as a move, with no
  /// update, although its content changed; on some systems an update arrives with a different
  /// new index path, which is a move. The feed reports both as a move and an update, and the
  /// source turns them into batches UIKit accepts (see ``ChangeFeedDataSource/apply(_:)``).
  ///
  /// **Concurrency.** The feed lives on the main actor; use a controller whose context has
  /// main-queue concurrency (a `viewContext`), whose delegate is called on the main thread. The
  /// delegate methods check that they run there.
  ///
  /// **Ownership.** The controller holds its delegate weakly: keep a reference to the feed as
  /// long as the list shows.
  @MainActor
  public final class FetchedResultsChangeFeed<Object: NSFetchRequestResult, Cell: AnyObject> {
    /// The controller whose changes the feed applies.
    public let controller: NSFetchedResultsController<Object>

    /// The source that shows the controller's objects.
    public let source: ChangeFeedDataSource<Object, Cell>

    /// A Boolean value that indicates whether a moved object is also refreshed, since the
    /// controller reports a move (and no update) when an object's sort key changes. Defaults
    /// to `true`.
    public var refreshesMovedObjects = true

    /// Called after each transaction is applied, with what the source did.
    public var onApply: (@MainActor (ListChange) -> Void)?

    /// The events of the transaction in progress.
    private var pending: [ChangeEvent] = []

    /// The controller's delegate, which passes what the controller reports to this feed: the
    /// controller holds it weakly, the feed strongly, so that the delegate methods are not
    /// members of the feed.
    private let delegate = FetchedResultsDelegate()

    /// Creates a feed and makes it the controller's delegate.
    ///
    /// - Parameters:
    ///   - controller: The controller to observe; call ``performFetch()`` to show its objects.
    ///   - source: The source that shows the objects.
    public init(
      _ controller: NSFetchedResultsController<Object>,
      source: ChangeFeedDataSource<Object, Cell>
    ) {
      self.controller = controller
      self.source = source
      delegate.willChange = { [weak self] in self?.pending = [] }
      delegate.sectionChanged = { [weak self] index, type in
        self?.noteSectionChange(at: index, type)
      }
      delegate.objectChanged = { [weak self] indexPath, type, newIndexPath in
        self?.noteObjectChange(at: indexPath, type, newIndexPath: newIndexPath)
      }
      delegate.didChange = { [weak self] in self?.applyPending() }
      controller.delegate = delegate
    }

    /// Fetches the controller's objects and shows them with one reloading batch.
    ///
    /// - Throws: The error of the controller's fetch; the source then keeps what it showed.
    public func performFetch() throws {
      try controller.performFetch()
      pending = []
      source.setSections(currentSections())
    }

    /// The controller's sections as the source shows them: titled by section name when the
    /// controller has a section name key path.
    func currentSections() -> [ListSection<Object>] {
      let titled = controller.sectionNameKeyPath != nil
      return (controller.sections ?? []).map { info in
        ListSection(
          header: titled ? info.name : nil,
          items: (info.objects ?? []).compactMap { $0 as? Object })
      }
    }

    private func noteSectionChange(at sectionIndex: Int, _ type: NSFetchedResultsChangeType) {
      switch type {
      case .insert: pending.append(.insertSection(sectionIndex))
      case .delete: pending.append(.deleteSection(sectionIndex))
      default: break  // the controller reports no other section changes
      }
    }

    private func noteObjectChange(
      at indexPath: IndexPath?, _ type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
      let change: FetchedObjectChange
      switch type {
      case .insert: change = .insert
      case .delete: change = .delete
      case .update: change = .update
      case .move: change = .move
      @unknown default: return
      }
      pending += change.events(
        at: indexPath.flatMap(ListPosition.init),
        newPosition: newIndexPath.flatMap(ListPosition.init),
        refreshingMoves: refreshesMovedObjects)
    }

    private func applyPending() {
      let events = pending
      pending = []
      let result = source.apply(ChangeTransaction(sections: currentSections(), events: events))
      onApply?(result)
    }
  }

  /// The delegate of a fetched results controller that a ``FetchedResultsChangeFeed`` observes:
  /// passes each report to the feed's closures, on the main actor (the methods check that they
  /// run there).
  @MainActor
  final class FetchedResultsDelegate: NSObject, @preconcurrency NSFetchedResultsControllerDelegate {
    var willChange: (@MainActor () -> Void)?
    var sectionChanged: (@MainActor (Int, NSFetchedResultsChangeType) -> Void)?
    var objectChanged: (@MainActor (IndexPath?, NSFetchedResultsChangeType, IndexPath?) -> Void)?
    var didChange: (@MainActor () -> Void)?

    func controllerWillChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) {
      willChange?()
    }

    func controller(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
      didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
      for type: NSFetchedResultsChangeType
    ) {
      sectionChanged?(sectionIndex, type)
    }

    func controller(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
      didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType,
      newIndexPath: IndexPath?
    ) {
      objectChanged?(indexPath, type, newIndexPath)
    }

    func controllerDidChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) {
      didChange?()
    }
  }
#endif
