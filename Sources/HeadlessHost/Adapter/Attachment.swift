/// What a view keeps for an attached ListComposer data source: the adapter that answers the
/// view's data-source protocol, and how to stop observing the source.
@MainActor
final class Attachment {
  let source: AnyObject
  let adapter: AnyObject
  let select: (ListPosition) -> Void
  let detach: () -> Void

  init(
    source: AnyObject, adapter: AnyObject, select: @escaping (ListPosition) -> Void,
    detach: @escaping () -> Void
  ) {
    self.source = source
    self.adapter = adapter
    self.select = select
    self.detach = detach
  }
}

extension Attachment {
  /// Attaches a ListComposer source to a view in place of `current`: registers the source's
  /// cells and, when `observing`, becomes the source's host and applies every batch it
  /// publishes with `apply`. Returns the adapter the view must take as its data source.
  ///
  /// A batch the view rejects, or whose layout fails, is recorded in the view's update log; the
  /// view then reloads (so it shows the data as it is now, with the reason in the console log)
  /// and the failure goes back to the source's caller as ``ListError/hostFailed(host:reason:)``.
  static func replace<View: AnyObject, Source: DataSource>(
    _ current: inout Attachment?, of view: View, engine: ListEngine, with source: Source,
    observing: Bool,
    apply: @escaping @MainActor (View, BatchUpdate) throws(InternalInconsistency) -> Void
  ) throws(InternalInconsistency) -> DataSourceAdapter<Source> {
    if observing {
      if source.updates.hasParent {
        throw InternalInconsistency(
          .misuse,
          "cannot attach a \(type(of: source)) that belongs to a composition: a data source "
            + "belongs to one screen, so attach the root of the composition instead",
          underlying: .alreadyComposed(child: String(describing: type(of: source))))
      }
      if source.updates.hasHost, current?.source !== source {
        throw InternalInconsistency(
          .misuse,
          "cannot attach a \(type(of: source)) that another view already shows: a data source "
            + "belongs to one screen, so detach it from that view first",
          underlying: .alreadyAttached(String(describing: type(of: view))))
      }
    }
    try engine.registerAll(source.cellRegistrations)
    current?.detach()
    current = nil
    let adapter = DataSourceAdapter(source)
    if observing {
      let host = String(describing: type(of: view))
      do throws(ListError) {
        try source.updates.attachHost(
          view,
          checkRegistrations: { [weak engine] registrations throws(ListError) in
            try engine?.checkRegistrations(registrations)
          },
          { [weak view, weak engine] update throws(ListError) in
            guard let view, let engine else { return }
            try engine.applyOrRecover(update, host: host) { () throws(InternalInconsistency) in
              // A child added after `attach` may bring a cell type the view has not seen.
              try engine.registerAll(source.cellRegistrations)
              try apply(view, update)
            }
          })
      } catch {
        throw InternalInconsistency(.misuse, error.description, underlying: error)
      }
    }
    engine.relay = observing ? source.updates : nil
    current = Attachment(
      source: source, adapter: adapter, select: { source.selectItem(at: $0) },
      detach: { [weak view, weak engine] in
        guard let view else { return }
        source.updates.removeObserver(view)
        if engine?.relay === source.updates { engine?.relay = nil }
      })
    return adapter
  }
}

extension ListEngine {
  /// Applies one batch of an attached source; when it fails, records the failure, reloads so the
  /// view shows the data as it is now, and throws the failure as a ``ListError``.
  func applyOrRecover(
    _ update: BatchUpdate, host: String, _ apply: () throws(InternalInconsistency) -> Void
  ) throws(ListError) {
    let logged = updateLog.count
    let failure: InternalInconsistency?
    do {
      try apply()
      failure = updateLog.dropFirst(logged).compactMap(\.error).first
    } catch {
      failure = error
      if updateLog.count == logged {
        // Failed before the batch ran (a registration): record it as the batch's failure.
        updateLog.append(HeadlessUpdateRecord(update: update, error: error, warnings: []))
      }
    }
    guard let failure else { return }
    consoleLog.append(
      "ListComposer: \(host) could not apply a change and reloaded its data: \(failure.reason)")
    resynchronize()
    throw .hostFailed(host: host, reason: failure.reason)
  }

  /// Drops every cell, rereads the data and lays out again, outside any batch.
  func resynchronize() {
    batchDepth = 0
    pending = BatchUpdate()
    batchStart = nil
    completions = []
    misuse = []
    reloadData()
    do {
      try layout()
    } catch {
      consoleLog.append("ListComposer: the layout after reloading failed: \(error.reason)")
    }
  }

  /// Throws when one of these cell types cannot be registered next to the view's registrations.
  func checkRegistrations(_ registrations: [CellRegistration]) throws(ListError) {
    for registration in registrations {
      if let existing = self.registrations[registration.reuseIdentifier],
        ObjectIdentifier(existing) != ObjectIdentifier(registration.cellType)
      {
        throw .conflictingRegistration(
          reuseIdentifier: registration.reuseIdentifier, existing: String(describing: existing),
          new: registration.cellTypeName)
      }
    }
  }
}

/// Answers a headless view's data-source protocol from a ListComposer ``DataSource``.
@MainActor
final class DataSourceAdapter<Source: DataSource> {
  let source: Source

  init(_ source: Source) {
    self.source = source
  }

  func cell(at position: ListPosition, host: any CellHost) throws -> HeadlessReusableCell? {
    let cell = try source.cell(at: position, for: CellRequest(host: host, hostPosition: position))
    guard let typed = cell as? HeadlessReusableCell else {
      throw InternalInconsistency(
        .dataSourceError,
        "the data source returned a \(type(of: cell)), which is not a headless cell, for "
          + "position \(position)")
    }
    return typed
  }
}

extension DataSourceAdapter: HeadlessTableViewDataSource {
  func numberOfSections(in tableView: HeadlessTableView) -> Int { source.numberOfSections }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    source.numberOfItems(inSection: section)
  }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: ListPosition) throws
    -> HeadlessTableViewCell?
  {
    guard let cell = try cell(at: indexPath, host: tableView) else { return nil }
    guard let typed = cell as? HeadlessTableViewCell else {
      throw InternalInconsistency(
        .dataSourceError,
        "the data source returned a \(type(of: cell)), which is not a HeadlessTableViewCell")
    }
    return typed
  }

  func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
    source.headerTitle(forSection: section)
  }

  func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
    source.footerTitle(forSection: section)
  }

  func tableView(_ tableView: HeadlessTableView, itemIdentifierForRowAt indexPath: ListPosition)
    -> AnyHashable?
  {
    source.itemIdentifier(at: indexPath)
  }
}

extension ListEngine {
  /// Checks a source's registrations against each other and against the view's, then registers
  /// them all; nothing is registered when one conflicts.
  func registerAll(_ registrations: [CellRegistration]) throws(InternalInconsistency) {
    var claimed: [String: any AnyObject.Type] = [:]
    for (identifier, type) in self.registrations { claimed[identifier] = type }
    for registration in registrations {
      let identifier = registration.reuseIdentifier
      if let existing = claimed[identifier],
        ObjectIdentifier(existing) != ObjectIdentifier(registration.cellType)
      {
        throw InternalInconsistency(
          .duplicateIdentifier,
          "reuse identifier \"\(identifier)\" is registered for both \(existing) and "
            + "\(registration.cellTypeName); a reuse identifier names one cell class",
          underlying: .conflictingRegistration(
            reuseIdentifier: identifier, existing: String(describing: existing),
            new: registration.cellTypeName))
      }
      guard cellClass(registration.cellType) != nil, !identifier.isEmpty else {
        try register(registration.cellType, forIdentifier: identifier)  // throws the reason
        continue
      }
      claimed[identifier] = registration.cellType
    }
    for registration in registrations {
      try register(registration.cellType, forIdentifier: registration.reuseIdentifier)
    }
  }
}

extension DataSourceAdapter: HeadlessCollectionViewDataSource {
  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
    source.numberOfSections
  }

  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    source.numberOfItems(inSection: section)
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ListPosition
  ) throws -> HeadlessCollectionViewCell? {
    guard let cell = try cell(at: indexPath, host: collectionView) else { return nil }
    guard let typed = cell as? HeadlessCollectionViewCell else {
      throw InternalInconsistency(
        .dataSourceError,
        "the data source returned a \(type(of: cell)), which is not a HeadlessCollectionViewCell")
    }
    return typed
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, titleForHeaderInSection section: Int
  ) -> String? {
    source.headerTitle(forSection: section)
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, titleForFooterInSection section: Int
  ) -> String? {
    source.footerTitle(forSection: section)
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, itemIdentifierForItemAt indexPath: ListPosition
  ) -> AnyHashable? {
    source.itemIdentifier(at: indexPath)
  }
}
