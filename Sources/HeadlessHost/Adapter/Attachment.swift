/// What a view keeps for an attached ListComposer data source: the adapter that answers the
/// view's data-source protocol, and how to stop observing the source.
@MainActor
final class Attachment {
  let adapter: AnyObject
  let select: (ListPosition) -> Void
  let detach: () -> Void

  init(
    adapter: AnyObject, select: @escaping (ListPosition) -> Void, detach: @escaping () -> Void
  ) {
    self.adapter = adapter
    self.select = select
    self.detach = detach
  }
}

extension Attachment {
  /// Attaches a ListComposer source to a view in place of `current`: registers the source's
  /// cells, and applies every batch the source publishes with `apply`. Returns the adapter the
  /// view must take as its data source.
  static func replace<View: AnyObject, Source: DataSource>(
    _ current: inout Attachment?, of view: View, engine: ListEngine, with source: Source,
    apply: @escaping @MainActor (View, BatchUpdate) -> Void
  ) throws(InternalInconsistency) -> DataSourceAdapter<Source> {
    try engine.registerAll(source.cellRegistrations)
    current?.detach()
    let adapter = DataSourceAdapter(source)
    source.updates.observe(by: view) { [weak view, weak engine] update in
      guard let view, let engine else { return }
      // A child added after `attach` may bring a cell type the view has not seen; register it
      // before the batch asks for its cells. A conflict surfaces as the dequeue's own fault.
      try? engine.registerAll(source.cellRegistrations)
      apply(view, update)
    }
    current = Attachment(
      adapter: adapter, select: { source.selectItem(at: $0) },
      detach: { [weak view] in
        guard let view else { return }
        source.updates.removeObserver(view)
      })
    return adapter
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
        "the data source returned a \(type(of: cell)), which is not a headless cell, for index "
          + "path \(UIKitMessages.indexPath(position))")
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
          "reuse identifier \(identifier) is registered for both \(existing) and "
            + "\(registration.cellTypeName); a reuse identifier names one cell class")
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
