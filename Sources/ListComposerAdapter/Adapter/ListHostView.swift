import ListComposer

/// A view that a ``ListAdapter`` drives: `UITableView`, `UICollectionView`, or one of the
/// headless look-alikes. The view conforms with a few lines that call its own API; every
/// decision (what to register, when to reload instead of animating, whether a batch may reach
/// the view, where an event goes) is the adapter's, in portable code.
///
/// The views are the package's own (the headless views and the UIKit, AppKit and SwiftUI
/// bridges), which ask the adapter their data-source questions through its `package` API, so
/// the protocol is the package's too: an app shows a source through a bridge or a headless
/// view, never through a view of its own.
/// One requirement lies outside the protocol: the view's data source answers the number of
/// sections with the adapter's `numberOfSections(readBy:)`, passing the view. That read is how the adapter learns that the view holds
/// the source's counts after a reload; until the view makes it, every change reloads the view
/// instead of animating, since no batch can be checked against counts the view does not
/// have. A view that asks for cells without making it is reported once, through
/// ``ListAdapter/onFailure`` (``ListAdapterFailure/batch(_:reason:)``) and the view's log.
///
///     func numberOfSections(in tableView: UITableView) -> Int {
///       adapter.numberOfSections(readBy: host)
///     }
@MainActor
package protocol ListHostView: CellHost {
  /// A Boolean value that indicates whether the view is on screen and laid out, so that a
  /// batch can be animated. When it is `false` (a table view not in a window, say), the
  /// adapter reloads the view instead: UIKit otherwise asks for data out of order.
  var isReadyForAnimatedUpdates: Bool { get }

  /// A Boolean value that indicates whether the view shows changes its data source does not
  /// have yet: drop placeholders, or rows it reorders while it handles a drop
  /// (`UITableView.hasUncommittedUpdates`). The default is `false`.
  ///
  /// Apple asks that such a view not be changed, and above all not reloaded, which discards
  /// those changes. While it is `true`, the adapter hands the view no batch and no reload: it
  /// reloads the view once the value is `false` again, and the changes published meanwhile
  /// are on screen (`UpdateRelay.shown()`) after that reload.
  var hasUncommittedUpdates: Bool { get }

  /// Discards every cell and asks the data source again.
  func reloadData()

  /// Applies one batch whose data the data source already shows.
  ///
  /// - Throws: What the view reports when it rejects the batch (a headless view's
  ///   `InternalInconsistency`); UIKit raises an exception instead and never throws.
  func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws

  /// Applies one batch whose data the data source already shows, and calls `completion` once
  /// the batch is on screen: when its animation ended (UIKit's `performBatchUpdates`
  /// completion), or before returning for a view that does not animate.
  ///
  /// Call `completion` exactly once, on the main actor, when the method returns normally, and
  /// not at all when it throws: the adapter then reloads the view and waits for the reload
  /// instead (a call before throwing does no harm). The adapter uses it to end the waits of
  /// `UpdateRelay.shown()` and `UpdateRelay.whenShown(_:)`. The default calls
  /// ``applyBatch(_:animation:)`` and then `completion` at once, so a view that does not
  /// implement this method reports its batches on screen as soon as it took them.
  ///
  ///     try view.applyBatch(update, animation: .fade) { print("on screen") }
  ///
  /// - Parameters:
  ///   - update: The batch, in the view's positions.
  ///   - animation: How to animate it.
  ///   - completion: What to call once the batch is on screen.
  /// - Throws: What ``applyBatch(_:animation:)`` throws.
  func applyBatch(
    _ update: BatchUpdate, animation: ListAnimation,
    completion: @escaping @MainActor () -> Void
  ) throws

  /// Discards every cell, asks the data source again, and calls `completion` once the view
  /// shows what it read.
  ///
  /// The default calls ``reloadData()`` and then `completion` at once: a reload is not
  /// animated, and the view shows the data it reads from then on (a view that reads its counts
  /// lazily reads the new data when it next lays out). A view that applies a reload later
  /// (a snapshot applied asynchronously, say) calls `completion` then, exactly once.
  ///
  /// - Parameter completion: What to call once the view shows the reloaded data.
  func reloadData(completion: @escaping @MainActor () -> Void)

  /// Throws when a cell type cannot be registered next to the view's own registrations (two
  /// classes under one reuse identifier). The default accepts every registration, as UIKit
  /// does (the last registration of an identifier wins).
  func checkRegistrations(_ registrations: [CellRegistration]) throws(ListError)

  /// Returns the class of the cells the view already creates for a reuse identifier from a
  /// registration the adapter did not make (a storyboard prototype, or a nib or class the app
  /// registered), or `nil` when it has none or cannot tell. The default is `nil`.
  ///
  /// The adapter keeps such a registration when its class is the class the source dequeues or
  /// a subclass, instead of registering the class over it: a nib's outlets stay connected.
  func existingCellClass(forReuseIdentifier identifier: String) -> (any AnyObject.Type)?

  /// Writes a message where the platform keeps such messages (the console, a log).
  func log(_ message: String)

  /// The number of items in each section as the view holds them now, asked of the view itself
  /// (`UITableView.numberOfRows(inSection:)`, say), or `nil` when the view cannot tell. The
  /// default is `nil`.
  ///
  /// The adapter checks every batch against these counts before it hands the batch to the
  /// view (see ``ListAdapter``). A view whose cached counts are stale reads them again from its
  /// data source when asked, as UIKit does; the data source then already has the new data, the
  /// batch no longer fits, and the adapter reloads instead. Without the view's counts the
  /// adapter uses the counts the view last read through it.
  var displayedItemCounts: [Int]? { get }

  /// Returns the reuse identifier of the cell the view shows at a position now, or `nil` when
  /// it shows none there (the row is off screen, say) or cannot tell. The default is `nil`.
  ///
  /// UIKit raises an exception when reconfiguring a cell dequeues another reuse identifier than
  /// the cell it shows ("Attempted to dequeue a cell for a different registration or reuse
  /// identifier than the existing cell when reconfiguring an item"). Before a batch reaches the
  /// view, the adapter compares this identifier with the one the source dequeues for the item
  /// now, and reloads instead of reconfiguring each item whose cell would change kind. A view
  /// that fills reconfigured items again without that rule (AppKit's) need not implement it.
  ///
  /// - Parameter position: The position in the view, before the batch being applied.
  func displayedReuseIdentifier(at position: ListPosition) -> String?

  /// The flavour whose rules and wording the adapter checks each batch by. The default is
  /// `ListViewFlavor.table`.
  var batchFlavor: ListViewFlavor { get }

  /// A Boolean value that indicates whether the view takes a stage's proof for a batch and
  /// moves its cells by the proof's mapping (a headless view): the adapter then has the proof
  /// make its mapping in the pre-flight, once for both. The default is `false`: a platform view
  /// moves its own cells, and the mapping is made only when the adapter needs it.
  var mapsProvedBatches: Bool { get }

  /// Tells the view that the adapter refused a batch before handing it over, because it breaks
  /// a rule the view would raise an exception for; the adapter then reloads the view. The
  /// default does nothing; a headless view records the batch with the fault.
  func didRefuseBatch(_ update: BatchUpdate, because fault: InternalInconsistency)

  /// Tells the view that an adapter now shows its source in it, replacing any adapter that did,
  /// so that a view whose data source is the adapter's (a headless view) reads the new one. The
  /// default does nothing: a platform bridge sets its view's data source itself.
  func didAttach(_ adapter: ListAdapter)

  /// Returns a new view of a type to show behind the rows, created the way the platform creates
  /// a view in code (`UIView()`, say), or `nil` when the type is not a view class this view can
  /// show. The default is `nil`: a view that does not implement it shows no background.
  ///
  /// The adapter calls it for a `BackgroundDecorator`'s `BackgroundDecorator.View` when a
  /// source asks for a background (see ``ListAdapter/backgroundSource``).
  ///
  /// - Parameter type: The class of the view.
  func makeBackgroundView(ofType type: any AnyObject.Type) -> AnyObject?

  /// Shows a view behind the rows, replacing the one shown, or none with `nil`:
  /// `UITableView.backgroundView`, say. The adapter passes only views made by
  /// ``makeBackgroundView(ofType:)``, and `nil` only to remove a view it set. The default does
  /// nothing.
  ///
  /// - Parameter backgroundView: The view, or `nil`.
  func setBackgroundView(_ backgroundView: AnyObject?)
}

extension ListHostView {
  /// Calls ``applyBatch(_:animation:)``, then `completion` at once.
  ///
  /// - Throws: What ``applyBatch(_:animation:)`` throws; `completion` is not called then.
  package func applyBatch(
    _ update: BatchUpdate, animation: ListAnimation,
    completion: @escaping @MainActor () -> Void
  ) throws {
    try applyBatch(update, animation: animation)
    completion()
  }

  /// Calls ``reloadData()``, then `completion` at once.
  package func reloadData(completion: @escaping @MainActor () -> Void) {
    reloadData()
    completion()
  }

  package var hasUncommittedUpdates: Bool { false }
  package var displayedItemCounts: [Int]? { nil }
  package func displayedReuseIdentifier(at position: ListPosition) -> String? { nil }
  package var batchFlavor: ListViewFlavor { .table }
  package var mapsProvedBatches: Bool { false }
  package func didRefuseBatch(_ update: BatchUpdate, because fault: InternalInconsistency) {}
  package func didAttach(_ adapter: ListAdapter) {}
  package func makeBackgroundView(ofType type: any AnyObject.Type) -> AnyObject? { nil }
  package func setBackgroundView(_ backgroundView: AnyObject?) {}
  package func checkRegistrations(_ registrations: [CellRegistration]) throws(ListError) {}
  package func existingCellClass(forReuseIdentifier identifier: String) -> (any AnyObject.Type)? {
    nil
  }
}

/// How a batch is animated.
///
/// The cases are `UITableView.RowAnimation`'s; a collection view animates every batch its own
/// way and honours only ``none``.
public enum ListAnimation: Hashable, Sendable {
  /// The view chooses.
  case automatic
  /// No animation: the batch is applied at once.
  case none
  /// Rows fade in and out.
  case fade
  /// Rows slide from or to the right.
  case right
  /// Rows slide from or to the left.
  case left
  /// Rows slide from or to the top.
  case top
  /// Rows slide from or to the bottom.
  case bottom
  /// Rows collapse to or expand from the middle.
  case middle
}

/// An error a view reports for a rejected batch, with the message to log.
package protocol ListHostFault: Error {
  /// The view's own message.
  var reason: String { get }
}
