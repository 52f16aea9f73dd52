/// A data source fed by change events: each transaction of a feed — Core Data's fetched results
/// controller, a server's event stream, a database's change log — brings the new data and the
/// events that lead there, and the source animates them as batches UIKit accepts.
///
///     let orders = ChangeFeedDataSource(sections: [], decorator: OrderDecorator.self)
///     let screen = try SectionedDataSource([header, orders])
///     try tableView.attach(screen)
///     server.onTransaction = { transaction in orders.apply(transaction) }
///
/// **The bug it prevents.** Feeds report what they observed, and what they observed is often
/// redundant or contradictory for `performBatchUpdates`: an update and a move of the same object,
/// a delete and a reload of one position, changes inside a section that is deleted, the same
/// delete twice. Passed to UIKit as they are, such events raise
/// `NSInternalInconsistencyException` or show stale rows. ``apply(_:)`` normalises them first
/// (see `normalizedBatches(countsBefore:countsAfter:updateStyle:)` for the
/// rules), and checks that they take the counts the source shows to the counts of the new data;
/// when they do not, it shows the new data with a reloading batch and reports why, so the data
/// and what the host shows can never disagree.
///
/// **Composition.** The source publishes through its ``DataSource/updates`` relay like any leaf, so
/// ``SectionedDataSource`` remaps its batches into screen positions, and nothing outside it is
/// touched. Cells come from a decorator (or a closure) as in ``ArrayDataSource``; ``onSelect``
/// and ``onEvent`` receive the typed model.
///
/// **What it does not do.** It never diffs: the events are the truth about what changed. It
/// checks them: against the counts always, against the models' identities when they have
/// them (``checksItemIdentity``), and against the models' content when it can be compared
/// (``checksItemContent``): an edited item that the events keep without an update is
/// refreshed. Section titles are read when a section is shown; a title that changes in a
/// section the events keep shows after the next reload of that section.
///
/// On Apple platforms, `FetchedResultsChangeFeed` feeds one from an
/// `NSFetchedResultsController`.
///
/// - Complexity: Counts, ``DataSource/model(at:)`` and cell requests are O(1); ``apply(_:)`` is
///   O(e log e + s), where e is the number of events and s the number of sections, plus O(n)
///   for the identity check of n items.
@MainActor
public final class ChangeFeedDataSource<Model, Cell: AnyObject>: ForwardingDataSource,
  ShownItemEventHandling, SupplementaryRefreshing
{
  /// The items as they are shown, with the cells, handlers and supplementary views.
  let content: ArrayDataSource<Model, Cell>

  /// How updated items show their new content: `.reload` (the default) replaces the cell of an
  /// updated item that stays in place, and deletes and inserts one that moves or shifts;
  /// `.reconfigure` keeps every cell, moving it in one batch and configuring it again in a
  /// second.
  public var updateStyle: DiffOptions.UpdateStyle = .reload

  /// A Boolean value that indicates whether ``apply(_:)`` checks, when the models have
  /// identities (`Identifiable`), that the events leave every kept item where the new data
  /// has it, and sets them aside when they do not. Defaults to `true`.
  ///
  /// - Complexity: The check reads every item's identity before and after each transaction,
  ///   O(n) for n items; turn it off for very large lists whose feed you trust.
  public var checksItemIdentity = true

  /// A Boolean value that indicates whether ``apply(_:)`` compares, when the models are
  /// `ContentEquatable` or `Equatable`, every item the events keep with its new value, and
  /// refreshes those whose content changed though no event reported it (see
  /// ``ListChange/unreportedChanges``). Defaults to `true`.
  ///
  /// - Complexity: One content comparison per kept item and transaction, O(n) for n items;
  ///   turn it off for very large lists whose feed you trust.
  public var checksItemContent = true

  /// Called when a transaction's events do not describe its data, with the reason; the source
  /// has shown the new data with a reloading batch. Log it: the feed lost or garbled an event.
  public var onRejectedEvents: (@MainActor (ChangeEventError) -> Void)?

  /// Creates a source of sections whose cells are filled by a closure.
  ///
  /// - Parameters:
  ///   - sections: The sections to show before the first transaction.
  ///   - cell: The cell class to dequeue.
  ///   - reuseIdentifier: The identifier to pool cells under; defaults to the cell type's name.
  ///   - configure: Fills a cell with a model.
  public init(
    sections: [ListSection<Model>], cell: Cell.Type, reuseIdentifier: String? = nil,
    configure: @escaping @MainActor (Cell, Model) -> Void
  ) {
    content = ArrayDataSource(
      sections: sections, cell: cell, reuseIdentifier: reuseIdentifier, configure: configure)
  }

  /// Creates a source of sections rendered by a decorator.
  public init<Decorator: CellDecorator>(
    sections: [ListSection<Model>], decorator: Decorator.Type
  ) where Decorator.Model == Model, Decorator.Cell == Cell {
    content = ArrayDataSource(sections: sections, decorator: decorator)
  }

  /// The sections as they are shown, with their items and titles.
  public var sections: [ListSection<Model>] { content.sections }

  /// All items, section by section.
  public var items: [Model] { content.items }

  /// Called when an item is selected, with its model and its position in this source.
  public var onSelect: (@MainActor (Model, ListPosition) -> Void)? {
    get { content.onSelect }
    set { content.onSelect = newValue }
  }

  /// Called for every event of an item (selection, display, prefetch, ...), with the typed
  /// model, its position in this source and its cell; see ``ItemEvent``.
  public var onEvent: (@MainActor (ItemEventDetails<Model, Cell>) -> Void)? {
    get { content.onEvent }
    set { content.onEvent = newValue }
  }

  /// Shows a supplementary view of the decorator's kind in every section, filled from the
  /// section (see ``ArrayDataSource/addSupplementary(_:)``).
  public func addSupplementary<Decorator: SupplementaryDecorator>(_ decorator: Decorator.Type)
  where Decorator.Section == ListSection<Model> {
    content.addSupplementary(decorator)
  }

  // MARK: DataSource

  /// The array source that keeps the items, cells and handlers: every request goes to it.
  public var forwardedSource: ArrayDataSource<Model, Cell> { content }
}
