extension HeadlessCollectionView: ListHostView {
  /// ``isInWindow``.
  public var isReadyForAnimatedUpdates: Bool { isInWindow }

  /// Applies a batch as one ``performBatchUpdates(_:completion:)-(BatchUpdate,_)``; the animation is recorded
  /// in ``lastBatchAnimation`` (a headless view does not animate).
  ///
  /// - Throws: The ``InternalInconsistency`` that rejected the batch or the layout after it,
  ///   whatever ``HeadlessHostOptions/invalidUpdatePolicy`` says.
  public func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
    lastBatchAnimation = animation
    try engine.applyBatch(update)
  }

  /// Throws when a cell type's reuse identifier is registered for another class.
  public func checkRegistrations(_ registrations: [ListComposer.CellRegistration]) throws(ListError)
  {
    try engine.checkRegistrations(registrations)
  }

  /// Appends the message to ``consoleLog``.
  public func log(_ message: String) {
    engine.consoleLog.append(message)
  }
}
