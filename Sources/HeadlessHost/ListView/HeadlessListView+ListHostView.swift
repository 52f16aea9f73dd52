// How a headless view answers the `ListAdapter` that shows a source in it: one implementation
// for both views. `applyBatch(_:animation:completion:)` and `reloadData(completion:)` are the
// protocol's defaults: a headless view does not animate, so a batch is on screen once it has
// been validated and applied and the view has laid out after it, and a reload at once.

/// A headless view as the adapter drives it: the package's `ListHostView`, implemented once for
/// both views.
@MainActor
package protocol HeadlessListHost: HeadlessListView, ListHostView {}

extension HeadlessListView {

  /// A Boolean value that indicates whether the view shows changes its data source does not
  /// have yet, as `UITableView.hasUncommittedUpdates` does while the user drops rows into it:
  /// set it to imitate a drop in progress.
  ///
  /// While it is `true`, an attached source's adapter hands the view no batch and no reload
  /// (either would discard the drop's placeholders on a device), and reloads the view once it
  /// is `false` again.
  ///
  ///     tableView.hasUncommittedUpdates = true
  ///     try contacts.append("Grace")  // no batch, no reload
  ///     tableView.hasUncommittedUpdates = false
  ///     await contacts.shown()        // reloaded: Grace is on screen
  public var hasUncommittedUpdates: Bool {
    get { engine.hasUncommittedUpdates }
    set { engine.hasUncommittedUpdates = newValue }
  }

  // MARK: Background

  /// The view shown behind the items, like `UITableView.backgroundView`: set by the app, or by
  /// an attached source's adapter for a `StatefulDataSource` in background presentation. A
  /// rendering shows it as a "Background:" line under the summary.
  public var backgroundView: HeadlessBackgroundView? {
    get { engine.backgroundView }
    set { engine.backgroundView = newValue }
  }

  /// Taps the background view, as a reader taps "retry" on an error background: the attached
  /// source's adapter sends `ItemEvent.select` to the source whose state the background shows
  /// (`ListAdapter.handleBackgroundEvent(_:)`).
  ///
  /// - Returns: `false` when no background shows, it is hidden, or its source has no handler.
  @discardableResult
  public func selectBackgroundView() -> Bool {
    guard let backgroundView = engine.backgroundView, !backgroundView.isHidden else {
      return false
    }
    return adapter?.handleBackgroundEvent(.select) ?? false
  }
}

extension HeadlessListHost {
  /// ``HeadlessListView/isInWindow``, and no layout pending (a collection view's layout
  /// invalidated or replaced): a layout pass inside the batch would read counts the batch is
  /// not checked against.
  package var isReadyForAnimatedUpdates: Bool { engine.isInWindow && !engine.hasPendingLayout }

  /// The getter of ``HeadlessListView/hasUncommittedUpdates``, as the adapter reads it.
  package var hasUncommittedUpdates: Bool { engine.hasUncommittedUpdates }

  /// Whether the view takes stage proofs (see `HeadlessHostOptions.usesStageProofs`): it then
  /// lays out by the proof's mapping, which the adapter has made in its pre-flight.
  package var mapsProvedBatches: Bool { engine.options.usesStageProofs }

  /// Applies a batch as one ``performBatchUpdates(_:completion:)-(BatchUpdate,_)``; the
  /// animation is recorded in ``lastBatchAnimation`` (a headless view does not animate).
  ///
  /// A batch the view rejects under ``HeadlessHostOptions/InvalidUpdatePolicy/raise`` is
  /// recorded and reloaded instead, as a device would have raised.
  ///
  /// - Throws: The `InternalInconsistency` that rejected the batch or the layout after it,
  ///   under the other policies.
  package func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
    engine.lastBatchAnimation = animation
    try engine.applyBatch(update)
  }

  /// Throws when a cell type's reuse identifier is registered for another class.
  package func checkRegistrations(_ registrations: [CellRegistration]) throws(ListError) {
    try engine.checkRegistrations(registrations)
  }

  /// The counts the view holds, read from its data source first when they are stale (after a
  /// `reloadData()` that has not been laid out), as UIKit's `numberOfRows(inSection:)` does.
  package var displayedItemCounts: [Int]? { engine.loadedSnapshot().counts }

  /// The reuse identifier of the cell the view shows at a position, or `nil` when no cell
  /// shows there (the item is not laid out).
  package func displayedReuseIdentifier(at position: ListPosition) -> String? {
    engine.cells[position]?.reuseIdentifier
  }

  /// The view's flavour: `ListViewFlavor.table` or `ListViewFlavor.collection`.
  package var batchFlavor: ListViewFlavor { engine.flavor }

  /// Reads the source of an adapter that took over a view shown through ``attach(_:)`` or
  /// ``display(_:)``, whoever created it: the view reads the new adapter's source and lays out
  /// changes through its relay. A view that shows no source of its own is left to whoever made
  /// the adapter, as a bridge sets its view's data source itself.
  package func didAttach(_ adapter: ListAdapter) {
    guard let current = self.adapter, current !== adapter else { return }
    adopt(adapter)
  }

  /// Records the batch in ``updateLog`` as refused before it reached the view.
  package func didRefuseBatch(_ update: BatchUpdate, because fault: InternalInconsistency) {
    engine.updateLog.append(
      HeadlessUpdateRecord(
        update: update, error: fault, warnings: [], refusedBeforeApplying: true))
  }

  /// Appends the message to ``consoleLog``.
  package func log(_ message: String) {
    engine.consoleLog.append(message)
  }

  /// Creates a background view of a ``HeadlessBackgroundView`` subclass with its `init()`, or
  /// returns `nil` for any other type.
  package func makeBackgroundView(ofType type: any AnyObject.Type) -> AnyObject? {
    (type as? HeadlessBackgroundView.Type)?.init()
  }

  /// Sets ``backgroundView``; `nil`, or a view that is not a ``HeadlessBackgroundView``,
  /// removes it.
  package func setBackgroundView(_ backgroundView: AnyObject?) {
    engine.backgroundView = backgroundView as? HeadlessBackgroundView
  }
}
