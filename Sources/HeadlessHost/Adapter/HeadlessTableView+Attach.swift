extension HeadlessTableView {
  /// Shows a ListComposer data source: registers its cells, becomes its host, applies every
  /// batch it publishes, and lays out.
  ///
  /// Each published ``BatchUpdate`` goes through ``performBatchUpdates(_:completion:)``; the
  /// outcome is in ``updateLog`` and ``lastUpdateResult`` (a rejected batch is not thrown,
  /// because the source's mutation has already happened). The source publishes after changing
  /// its data and the view's counts are cached, the order UIKit accepts (reference case 23).
  ///
  ///     let tableView = HeadlessTableView()
  ///     try tableView.attach(contacts)
  ///     contacts.append(katherine)
  ///     tableView.lastUpdateResult  // .success(insert items [0, 2])
  ///
  /// The view keeps the source alive until another source is attached.
  ///
  /// - Throws: ``InternalInconsistency/Kind/duplicateIdentifier`` when two cell classes claim
  ///   one reuse identifier (in the source or against the view's own registrations),
  ///   ``InternalInconsistency/Kind/invalidRegistration`` for a cell class that is not a
  ///   ``HeadlessTableViewCell`` subclass, and the first layout's faults.
  public func attach<Source: DataSource>(_ source: Source) throws(InternalInconsistency) {
    let adapter = try Attachment.replace(&attachment, of: self, engine: engine, with: source) {
      try? $0.performBatchUpdates($1)
    }
    dataSource = adapter
    try layoutIfNeeded()
  }

  // MARK: CellHost

  /// Registers a ListComposer cell registration (see ``register(_:forCellReuseIdentifier:)``).
  public func registerCell(_ registration: CellRegistration) throws(InternalInconsistency) {
    try register(registration.cellType, forCellReuseIdentifier: registration.reuseIdentifier)
  }

  /// Dequeues a cell for a ListComposer data source (see
  /// ``dequeueReusableCell(withIdentifier:for:)``).
  public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
    throws(InternalInconsistency) -> AnyObject
  {
    try dequeueReusableCell(withIdentifier: reuseIdentifier, for: position)
  }
}
