/// Shows a hand-written source (a ``ForeignDataSource``) as a child of a composition, like any
/// other ``DataSource``.
///
/// A screen being migrated keeps the sources it already has: wrap each in this type and compose
/// it next to ListComposer's own sources. The composition asks the wrapper, and the wrapper asks
/// the hand-written source, in the source's own positions; the source dequeues its cells from
/// the ``ForeignCellRequest`` it is handed, which dequeues at the position the view asked for.
///
///     let legacy = ForeignChildDataSource(LegacyNotes())
///     let screen = try SectionedDataSource([contacts, legacy])
///     try tableView.attach(screen)
///
///     notes.append("Hedy")                          // the app changes the old source,
///     try legacy.send(BatchUpdate(insertedItems: [ListPosition(section: 0, item: 2)]))
///     try legacy.reloadChild()                      // or, without a batch, reloads it
///
/// ## Counts come from the last published change
///
/// The wrapper reads the source's counts when it is created and again only when the app
/// publishes a change through it (``send(_:)``, ``reloadChild()``); in between it answers
/// with the counts it read (`shownCounts`), which are the counts the screen shows. A
/// hand-written source changes its data without telling anyone, so this is what keeps the
/// screen's batches valid: a change the app forgot to publish does not reach the view as a
/// count mismatch. The cell of a section whose count changed unpublished is refused instead
/// (``ForeignSourceError/countsChangedWithoutUpdate(shown:actual:)``).
///
/// ## Answers that are not trusted
///
/// A negative count, or one that throws, reads as 0; a missing cell, a cell not dequeued for
/// the request, and a published change that does not match the counts are
/// ``ForeignSourceError`` values. Every problem is passed to ``onProblem`` and kept in
/// ``lastProblem``; those of a cell are also thrown, so the adapter reports them as the cell's
/// failure and the view gets a placeholder.
///
/// ## What it does not do
///
/// A hand-written source has no item identifiers and no typed models: ``model(at:)`` is `nil`
/// and `itemIdentifier(at:)` is `nil`, so diffing, upserts and the hosts' identity checks do
/// not apply to it; its changes are the batches the app publishes. It has no supplementary
/// views beyond header and footer titles. Item events (selection, display) go to ``onEvent``
/// with the source's own positions.
@MainActor
public final class ForeignChildDataSource: SectionTitledDataSource, EventHandlingDataSource {
  /// A hand-written source has no typed models.
  public typealias Model = Never

  /// The wrapped hand-written source.
  public let base: any ForeignDataSource

  /// The relay through which the wrapper reports the changes the app publishes.
  public let updates = UpdateRelay()

  /// The number of items in each section of the source, as read when the last change was
  /// published (or the wrapper was created): the counts the screen shows.
  package internal(set) var shownCounts: [Int] = []

  /// Called with every problem with the source's answers or a published change.
  public var onProblem: (@MainActor (ForeignSourceError) -> Void)?

  /// The last problem with the source's answers or a published change, or `nil`.
  public internal(set) var lastProblem: ForeignSourceError?

  /// Called with an event of an item (a selection, say), its position in the source, and its
  /// cell when the view has one.
  ///
  ///     legacy.onEvent = { event, position, _ in
  ///       if event == .select { open(notes[position.section][position.item]) }
  ///     }
  public var onEvent: (@MainActor (ItemEvent, ListPosition, AnyObject?) -> Void)?

  /// Wraps a hand-written source and reads its counts.
  ///
  /// - Complexity: O(s) calls into the source, where s is its number of sections.
  public init(_ base: some ForeignDataSource) {
    self.base = base
    shownCounts = readCounts()
  }

  // MARK: DataSource

  public var numberOfSections: Int { shownCounts.count }

  public func numberOfItems(inSection section: Int) -> Int {
    shownCounts.indices.contains(section) ? shownCounts[section] : 0
  }

  /// `nil`: a hand-written source has no typed models.
  public func model(at position: ListPosition) -> Never? { nil }

  /// Asks the hand-written source for the cell at one of its positions.
  ///
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)`` for a position the
  ///   screen does not show; ``ForeignSourceError/countsChangedWithoutUpdate(shown:actual:)``
  ///   when the source's counts for the section are no longer those shown,
  ///   ``ForeignSourceError/noCell(_:)``, ``ForeignSourceError/cellNotDequeued(_:cell:)``;
  ///   what the source or the host throws.
  /// - Complexity: O(1) calls into the source beyond the cell itself (two counts).
  public func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    guard contains(position) else { throw outOfRangeError(position) }
    let sections = readCount(section: nil) { try base.foreignNumberOfSections() }
    let items =
      position.section < sections
      ? readCount(section: position.section) {
        try base.foreignNumberOfItems(inSection: position.section)
      } : 0
    guard sections == shownCounts.count, items == shownCounts[position.section] else {
      throw report(.countsChangedWithoutUpdate(shown: shownCounts, actual: readCounts()))
    }
    let foreign = ForeignCellRequest(position: position, request: request)
    guard let cell = try base.foreignCell(for: foreign) else { throw report(.noCell(position)) }
    guard foreign.didDequeue(cell) else {
      throw report(.cellNotDequeued(position, cell: String(describing: type(of: cell))))
    }
    return cell
  }

  /// The source's ``ForeignDataSource/foreignCellRegistrations``.
  public var cellRegistrations: [CellRegistration] { base.foreignCellRegistrations }

  public func headerTitle(forSection section: Int) -> String? {
    shownCounts.indices.contains(section) ? base.foreignHeaderTitle(forSection: section) : nil
  }

  public func footerTitle(forSection section: Int) -> String? {
    shownCounts.indices.contains(section) ? base.foreignFooterTitle(forSection: section) : nil
  }

  /// Passes an item's event to ``onEvent`` with the source's position.
  ///
  /// - Returns: `true` when the position is shown and ``onEvent`` is set.
  @discardableResult
  public func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    guard contains(position), let onEvent else { return false }
    onEvent(event, position, cell)
    return true
  }

  // MARK: Reading the source

  /// Reads every count of the source, reporting the answers that cannot be used.
  func readCounts() -> [Int] {
    let sections = readCount(section: nil) { try base.foreignNumberOfSections() }
    return (0..<sections).map { section in
      readCount(section: section) { try base.foreignNumberOfItems(inSection: section) }
    }
  }

  /// Reads one count: a negative one, or a thrown error, is reported and reads as 0; a count
  /// above `ListLimits.maximumCount` reads as that maximum.
  private func readCount(section: Int?, _ read: () throws -> Int) -> Int {
    do {
      let count = try read()
      guard count >= 0 else {
        report(.negativeCount(section: section, count: count))
        return 0
      }
      return ListLimits.clamp(count)
    } catch {
      report(.countFailed(section: section, error: "\(error)"))
      return 0
    }
  }

  /// Keeps and passes on a problem, and returns it for throwing.
  @discardableResult
  func report(_ problem: ForeignSourceError) -> ForeignSourceError {
    lastProblem = problem
    onProblem?(problem)
    return problem
  }
}
