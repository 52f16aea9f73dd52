/// The behaviours of a headless host that the UIKit reference leaves open or that changed between
/// iOS releases.
///
/// The defaults model a current iOS (18) with the settings that catch the most bugs without
/// reporting anything UIKit itself accepts. Turn on ``isStrict`` to also reject the combinations
/// UIKit accepts but shows wrongly.
///
///     var options = HeadlessHostOptions()
///     options.messageStyle = .modern    // "Invalid batch updates detected: …"
///     options.isStrict = true           // unsafe combinations and identity mismatches fail
///     let tableView = HeadlessTableView(options: options)
public struct HeadlessHostOptions: Hashable, Sendable {
  /// What a host does with a batch that fails validation.
  public enum InvalidUpdatePolicy: Hashable, Sendable {
    /// Throws the `InternalInconsistency` and leaves the host as it was before the batch, as
    /// UIKit's exception does (minus the crash).
    case throwError
    /// Writes the reason to ``HeadlessListView/consoleLog`` and reloads all data, as
    /// `UICollectionView` did for some invalid updates before the iOS 16.4 SDK.
    case logAndReloadData
    /// Does what a device does, short of stopping the app: the fault that UIKit raises
    /// `NSInternalInconsistencyException` for (an invalid batch, a cell that was not dequeued
    /// for its request, a second dequeue, a reconfigure that dequeues another identifier) is
    /// not thrown to the caller but recorded in the view's `raisedExceptions`, as a crash that
    /// would have happened; the view then reloads all data, so that later checks start from the
    /// data source. A test on such a view asserts that `raisedExceptions` stays empty.
    case raise
  }

  /// The major iOS version to imitate. It gates the table's multiple-dequeue check (11), the
  /// modern texts for a reload combined with a move (11), the registration-in-provider check
  /// (15), and the collection view's one-dequeue-per-request checks (18). Defaults to 18.
  public var iOSVersion: Int {
    get { rules.iOSVersion }
    set { rules.iOSVersion = newValue }
  }

  /// The wording of count errors. Defaults to `BatchRules.MessageStyle.legacy`, whose text names the
  /// section and the counts in one sentence.
  public var messageStyle: BatchRules.MessageStyle {
    get { rules.messageStyle }
    set { rules.messageStyle = newValue }
  }

  /// What to do with an invalid batch. Defaults to ``InvalidUpdatePolicy/throwError``.
  public var invalidUpdatePolicy: InvalidUpdatePolicy = .throwError

  /// A Boolean value that indicates whether combinations UIKit accepts but displays wrongly are
  /// errors rather than warnings: item changes inside moved sections, reloads that other changes
  /// shift, item reloads in a batch that inserts, deletes or moves sections, duplicate index
  /// paths, `reloadData()` inside a batch, a batch that arrives while the view delivers display
  /// or prefetch events, and (when the data source reports item identifiers) updates that put
  /// items where the data does not. Defaults to `false`.
  public var isStrict: Bool {
    get { rules.isStrict }
    set { rules.isStrict = newValue }
  }

  /// A Boolean value that indicates whether `reloadData()` reads the counts at once (`true`) or
  /// only marks them stale until the next layout, count query or batch (`false`). `nil`, the
  /// default, means `true` for a table view and `false` for a collection view.
  package var eagerReloadCounts: Bool?

  /// A Boolean value that indicates whether a reloaded section may come back with a different
  /// number of items. Defaults to `true`.
  package var reloadedSectionCountMayChange: Bool {
    get { rules.reloadedSectionCountMayChange }
    set { rules.reloadedSectionCountMayChange = newValue }
  }

  /// A Boolean value that indicates whether the host compares item identifiers before and after
  /// each batch when the data source reports them. Defaults to `true`.
  ///
  /// The host keeps the identifiers it last read; sections the batch does not touch keep theirs.
  /// For each changed section:
  ///
  /// - When the data source reads a section's identifiers in one call
  ///   (`tableView(_:itemIdentifiersInSection:)`, which every ListComposer source answers with
  ///   its identifiers typed), the host reads the section's new identifiers and compares every
  ///   kept and moved item with what was there before: a full check of the section, at one
  ///   typed comparison per item.
  /// - Otherwise it carries the identifiers through the batch's mapping, reads those of inserted
  ///   and reloaded items, and compares the kept items a wrong batch would misplace first: every
  ///   moved item, the kept items on both sides of every operation, and 64 items spread over the
  ///   section. A batch whose operation sits at the wrong index shifts the items next to it, so
  ///   it is caught; an unreported change of the data far from every operation, off screen and
  ///   between the spread items, is caught only by the
  ///   package's own full check (`checksEveryItemIdentity`).
  ///
  /// Either way, every item whose cell the view keeps is compared, since a kept cell that shows
  /// another item is what UIKit displays wrongly.
  ///
  /// - Complexity: O(n) typed comparisons per batch, where n is the number of items in the
  ///   changed sections; for a data source that answers item by item, O(c log c + v) identifier
  ///   reads, where c is the number of operations and v the number of cells, plus copying the
  ///   kept identifiers of the changed sections.
  public var checksItemIdentity: Bool {
    get { rules.checksItemIdentity }
    set { rules.checksItemIdentity = newValue }
  }

  /// A Boolean value that indicates whether the identity check (see `checksItemIdentity`)
  /// reads and compares every item of every section after each batch, including the sections
  /// the batch does not touch. Defaults to `false`.
  ///
  /// - Complexity: O(n) identifier reads per batch, where n is the number of items.
  package var checksEveryItemIdentity = false

  /// A Boolean value that indicates whether a batch that an asynchronous update already
  /// validated away from the main actor is taken on that validation. Defaults to `true`.
  ///
  /// An asynchronous `setItems` validates each stage's batch where it computes the diff, with
  /// the rules this host uses, against the counts of the source's sections before and after it.
  /// The host takes that result only for the same batch, moved by whole sections as a
  /// composition of sections moves it, when the counts it holds and those its data source
  /// reports are the stage's in those sections and unchanged in every other: then its own
  /// validation would reach the same result. Any other batch is validated here in full. Set to
  /// `false` to validate every batch here, as an independent check of the proofs themselves.
  package var usesStageProofs = true

  /// The number of items, across sections, that fit in the visible window. Defaults to 20.
  public var visibleItemLimit = 20

  /// The height, in points, of the viewport, or `nil` (the default) for a window of
  /// ``visibleItemLimit`` items.
  ///
  /// With a viewport, the view lays its rows out as a scroll view does: each section's header,
  /// items and footer, one below the other, each as tall as its data source says (a source's
  /// `SourceHandlers.rowHeight`, `itemSize` or `supplementaryHeights`, or their estimates) or
  /// ``estimatedItemHeight`` and ``estimatedHeaderFooterHeight``. The visible items are those
  /// whose rows the viewport shows at the content offset
  /// (``HeadlessListView/scroll(toContentOffset:)``); the content offset of any row is found in
  /// O(log n), where n is the number of rows.
  ///
  ///     var options = HeadlessHostOptions()
  ///     options.viewportHeight = 600  // 600 points: 13 rows of 44 points, one of them partly
  public var viewportHeight: Double?

  /// The height, in points, of an item whose data source gives none, with a viewport. Defaults
  /// to 44, a table view's standard row.
  public var estimatedItemHeight = 44.0

  /// The height, in points, of a section header or footer that shows a title and whose data
  /// source gives no height, with a viewport. Defaults to 28. A section without a title and
  /// without a height has no header or footer row.
  public var estimatedHeaderFooterHeight = 28.0

  /// The number of items after the visible window whose cells are prepared in advance, like
  /// prefetched cells. Defaults to 0.
  public var prefetchMargin = 0

  /// A Boolean value that indicates whether the table's `dequeueReusableCell(withIdentifier:)`
  /// (without an index path) creates a cell from a registration when the pool is empty, as
  /// observed on devices, rather than returning `nil`, as documented. Defaults to `true`.
  package var dequeueWithoutIndexPathCreatesCells = true

  /// The rules every batch is validated by; the properties above read and write them.
  package var rules = BatchRules()

  /// Creates options with every behaviour at its default.
  public init() {}
}
