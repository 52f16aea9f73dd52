extension HeadlessCollectionView {
  /// Shows a ListComposer data source, as ``HeadlessTableView/attach(_:)`` does: registers its cells, becomes its host, applies every
  /// batch it publishes, and lays out.
  ///
  /// Each published ``BatchUpdate`` goes through ``performBatchUpdates(_:completion:)``; the
  /// outcome is in ``updateLog`` and ``lastUpdateResult`` (a rejected batch is not thrown,
  /// because the source's mutation has already happened). The source publishes after changing
  /// its data and the view's counts are cached, the order UIKit accepts (reference case 23).
  ///
  ///     let collectionView = HeadlessCollectionView()
  ///     try collectionView.attach(contacts)
  ///     contacts.append(katherine)
  ///     collectionView.lastUpdateResult  // .success(insert items [0, 2])
  ///
  /// The view keeps the source alive until another source is attached.
  ///
  /// - Throws: ``InternalInconsistency/Kind/duplicateIdentifier`` when two cell classes claim
  ///   one reuse identifier (in the source or against the view's own registrations),
  ///   ``InternalInconsistency/Kind/invalidRegistration`` for a cell class that is not a
  ///   ``HeadlessCollectionViewCell`` subclass, and the first layout's faults.
  public func attach<Source: DataSource>(_ source: Source) throws(InternalInconsistency) {
    let adapter = try Attachment.replace(&attachment, of: self, engine: engine, with: source) {
      try? $0.performBatchUpdates($1)
    }
    dataSource = adapter
    try layoutIfNeeded()
  }

  // MARK: CellHost

  /// Registers a ListComposer cell registration (see ``register(_:forCellWithReuseIdentifier:)``).
  public func registerCell(_ registration: ListComposer.CellRegistration)
    throws(InternalInconsistency)
  {
    try register(registration.cellType, forCellWithReuseIdentifier: registration.reuseIdentifier)
  }

  /// Dequeues a cell for a ListComposer data source (see
  /// ``dequeueReusableCell(withReuseIdentifier:for:)``).
  public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
    throws(InternalInconsistency) -> AnyObject
  {
    try dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: position)
  }
}
