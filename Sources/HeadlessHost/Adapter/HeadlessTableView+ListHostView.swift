extension HeadlessTableView: ListHostView {
  /// ``isInWindow``.
  public var isReadyForAnimatedUpdates: Bool { isInWindow }

  /// Applies a batch as one ``performBatchUpdates(_:completion:)-(BatchUpdate,_)``; the animation is recorded
  /// in ``lastBatchAnimation`` (a headless view does not animate).
  ///
  /// - Throws: The `InternalInconsistency` that rejected the batch or the layout after it,
  ///   whatever ``HeadlessHostOptions/invalidUpdatePolicy`` says.
  public func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
    lastBatchAnimation = animation
    try engine.applyBatch(update)
  }

  /// Applies a batch as ``applyBatch(_:animation:)`` does, then calls `completion` before
  /// returning: a headless view does not animate, so the batch is on screen once it has been
  /// validated and applied and the view has laid out after it (its reconfigured cells filled
  /// again). A batch the view rejects under ``HeadlessHostOptions/InvalidUpdatePolicy/raise``
  /// is recorded and reloaded instead, and completes the same way; under the other policies
  /// the method throws and `completion` is not called (the adapter reloads the view and
  /// reports the reload instead).
  ///
  /// UIKit runs the completion later, when the animation ends: a test that waits for it with
  /// `shown()` or `whenShown(_:)` holds on both.
  ///
  /// - Throws: What ``applyBatch(_:animation:)`` throws.
  public func applyBatch(
    _ update: BatchUpdate, animation: ListAnimation,
    completion: @escaping @MainActor () -> Void
  ) throws {
    try applyBatch(update, animation: animation)
    completion()
  }

  /// Reloads the view, then calls `completion` at once: a reload is not animated. The table
  /// view reads its counts at once; it makes its cells when it next lays out.
  public func reloadData(completion: @escaping @MainActor () -> Void) {
    reloadData()
    completion()
  }

  /// Throws when a cell type's reuse identifier is registered for another class.
  public func checkRegistrations(_ registrations: [CellRegistration]) throws(ListError) {
    try engine.checkRegistrations(registrations)
  }

  /// The counts the view holds, read from its data source first when they are stale (after a
  /// `reloadData()` that has not been laid out), as UIKit's `numberOfRows(inSection:)` does.
  public var displayedItemCounts: [Int]? { engine.loadedSnapshot().counts }

  /// The reuse identifier of the cell the view shows at a position, or `nil` when no cell
  /// shows there (the row is not laid out).
  public func displayedReuseIdentifier(at position: ListPosition) -> String? {
    engine.cells[position]?.reuseIdentifier
  }

  /// `ListViewFlavor.table`.
  public var batchFlavor: ListViewFlavor { .table }

  /// Reads the source of an adapter that took the view over, whoever created it.
  public func didAttach(_ adapter: ListAdapter) { follow(adapter) }

  /// Records the batch in ``updateLog`` as refused before it reached the view.
  public func didRefuseBatch(_ update: BatchUpdate, because fault: InternalInconsistency) {
    engine.updateLog.append(
      HeadlessUpdateRecord(
        update: update, error: fault, warnings: [], refusedBeforeApplying: true))
  }

  /// Creates a background view of a ``HeadlessBackgroundView`` subclass with its `init()`, or
  /// returns `nil` for any other type.
  public func makeBackgroundView(ofType type: any AnyObject.Type) -> AnyObject? {
    (type as? HeadlessBackgroundView.Type)?.init()
  }

  /// Sets ``backgroundView``; `nil`, or a view that is not a ``HeadlessBackgroundView``,
  /// removes it.
  public func setBackgroundView(_ backgroundView: AnyObject?) {
    self.backgroundView = backgroundView as? HeadlessBackgroundView
  }

  /// Appends the message to ``consoleLog``.
  public func log(_ message: String) {
    engine.consoleLog.append(message)
  }
}
