extension HeadlessListView {
  /// Shows a ListComposer data source: registers its cells, becomes its host, applies every
  /// batch it publishes, and lays out.
  ///
  /// Each published `BatchUpdate` goes through
  /// ``performBatchUpdates(_:completion:)-(BatchUpdate,_)``; the outcome is in ``updateLog``
  /// and ``lastUpdateResult``. A batch the view rejects is not thrown here, because the
  /// source's mutation has already happened: the view reloads, so it shows the data as it is
  /// now, logs the reason in ``consoleLog``, and the mutation's caller receives
  /// `ListError.hostFailed(host:reason:)` (from mutations that throw). Changes made while the
  /// view lays out (by a decorator, say) are queued until the layout ends. The source publishes
  /// after changing its data and the view's counts are cached, the order UIKit accepts
  /// (reference case 23).
  ///
  ///     let tableView = HeadlessTableView()
  ///     try tableView.attach(contacts)
  ///     contacts.append(katherine)
  ///     tableView.lastUpdateResult  // .success(insert items [0, 2])
  ///
  /// The view keeps the source alive until another source is attached or ``detach()`` is called.
  /// A source belongs to one screen: a source that belongs to a composition, or that another
  /// view shows, cannot be attached (see ``display(_:)`` to show one without observing it).
  ///
  /// - Throws: `InternalInconsistency.Kind.misuse` carrying `ListError.alreadyComposed(child:)`
  ///   or `ListError.alreadyAttached(_:)` (see `InternalInconsistency.underlying`) for a
  ///   source of another screen, `InternalInconsistency.Kind.duplicateIdentifier` when two cell
  ///   classes claim one reuse identifier (in the source or against the view's own
  ///   registrations), `InternalInconsistency.Kind.invalidRegistration` for a cell class that
  ///   is not a subclass of the view's ``Cell`` class, and the first layout's faults.
  public func attach<Source: DataSource>(_ source: Source) throws(InternalInconsistency) {
    try show(source, observing: true)
  }

  /// Shows a ListComposer data source as it is now, without becoming its host: the view does not
  /// hear of the source's later changes (call ``reloadData()`` to show them), and tells the
  /// source nothing either: no display, prefetch or supplementary-view event reaches it (nor
  /// the adapter's `onItemEvent`), so that showing a source to compare it neither loads a page
  /// nor counts a row as seen. For comparing a live view against one rebuilt from the data; a
  /// source shown this way may belong to a composition or to another view.
  ///
  /// - Throws: As ``attach(_:)``, except for ownership.
  public func display<Source: DataSource>(_ source: Source) throws(InternalInconsistency) {
    try show(source, observing: false)
  }

  /// Stops showing the attached source: the view is no longer its host (so the source may join
  /// a composition or another view) and reads its own data source again, if it has one.
  /// Deallocating the view does the same.
  public func detach() {
    engine.adapter?.detach()
    engine.adapter = nil
    engine.relay = nil
    engine.read(from: nil)
  }

  /// Shows a source through a new adapter, observing its changes or not, and lays out.
  private func show(_ source: some DataSource, observing: Bool) throws(InternalInconsistency) {
    // Both views are `HeadlessListHost`s; the public protocol cannot say so, as the adapter's
    // view protocol belongs to the package.
    guard let host = self as? any HeadlessListHost else {
      throw InternalInconsistency(
        .misuse, "\(Self.self) is not a headless view the package made: it cannot show a source")
    }
    let adapter = try engine.show(source, in: host, current: adapter, observing: observing)
    // A view that showed a source has followed the new adapter already (`didAttach(_:)`).
    if self.adapter !== adapter { host.adopt(adapter) }
    try layoutIfNeeded()
  }

  // MARK: CellHost

  /// Registers a ListComposer cell registration, as the view's `register` method for a cell
  /// class does.
  public func registerCell(_ registration: CellRegistration) throws(InternalInconsistency) {
    try engine.register(registration.cellType, forIdentifier: registration.reuseIdentifier)
  }

  /// Dequeues a cell for a ListComposer data source, as the view's `dequeueReusableCell`
  /// method does.
  public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
    throws(InternalInconsistency) -> AnyObject
  {
    try dequeue(withIdentifier: reuseIdentifier, for: position)
  }

  // MARK: SupplementaryViewHost

  /// Registers a ListComposer supplementary registration, as the view's `register` method for
  /// a supplementary (or header-footer) view class does; a table view shows headers and
  /// footers only, so it accepts other kinds and never asks for them.
  public func registerSupplementaryView(_ registration: SupplementaryRegistration)
    throws(InternalInconsistency)
  {
    let kind = registration.kind
    guard engine.flavor == .collection || SupplementaryKind.headerAndFooter.contains(kind)
    else { return }
    try engine.registerSupplementary(
      registration.viewType, kind: kind, identifier: registration.reuseIdentifier)
  }

  /// Dequeues a supplementary (or header-footer) view for a ListComposer data source.
  ///
  /// - Throws: `InternalInconsistency.Kind.unregisteredIdentifier` when nothing is registered.
  public func dequeueSupplementaryView(
    ofKind kind: String, withReuseIdentifier reuseIdentifier: String, for position: ListPosition
  ) throws(InternalInconsistency) -> AnyObject {
    try engine.dequeueSupplementary(kind: kind, identifier: reuseIdentifier)
  }
}

extension HeadlessListHost {
  /// Makes the view read an adapter's source through an `AdapterDataSource` and, when the
  /// adapter observes its source, queue changes made during layout on the source's relay.
  func adopt(_ adapter: ListAdapter) {
    engine.adapter = adapter
    engine.relay = adapter.isObserving ? adapter.source.updates : nil
    engine.eventsReachAdapter = adapter.isObserving
    engine.read(from: AdapterDataSource(adapter, view: self))
  }
}

extension SupplementaryKind {
  /// The kinds a table view shows.
  static let headerAndFooter: Set<String> = [header, footer]
}
