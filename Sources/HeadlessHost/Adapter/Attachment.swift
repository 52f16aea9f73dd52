/// Answers a headless view's data-source protocol from a `ListAdapter`: the headless
/// counterpart of the UIKit bridge's data-source objects. It decides nothing; the adapter does.
@MainActor
final class AdapterDataSource {
  let adapter: ListAdapter

  init(_ adapter: ListAdapter) {
    self.adapter = adapter
  }

  func cell(at position: ListPosition) throws -> HeadlessReusableCell {
    let cell = try adapter.cell(at: position)
    guard let typed = cell as? HeadlessReusableCell else {
      throw InternalInconsistency(
        .dataSourceError,
        "the data source returned a \(type(of: cell)), which is not a headless cell, for "
          + "position \(position)")
    }
    return typed
  }
}

extension AdapterDataSource: HeadlessTableViewDataSource {
  func numberOfSections(in tableView: HeadlessTableView) -> Int {
    tableView.engine.isPeeking
      ? adapter.numberOfSections : adapter.numberOfSections(readBy: tableView)
  }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    adapter.numberOfItems(inSection: section)
  }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: ListPosition) throws
    -> HeadlessTableViewCell?
  {
    let cell = try cell(at: indexPath)
    guard let typed = cell as? HeadlessTableViewCell else {
      throw InternalInconsistency(
        .dataSourceError,
        "the data source returned a \(type(of: cell)), which is not a HeadlessTableViewCell")
    }
    return typed
  }

  func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
    adapter.headerTitle(forSection: section)
  }

  func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
    adapter.footerTitle(forSection: section)
  }

  func tableView(_ tableView: HeadlessTableView, itemIdentifierForRowAt indexPath: ListPosition)
    -> AnyHashable?
  {
    adapter.itemIdentifier(at: indexPath)
  }

  func tableView(_ tableView: HeadlessTableView, itemIdentifiersInSection section: Int)
    -> ItemIdentifiers?
  {
    adapter.itemIdentifiers(inSection: section)
  }

  func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: ListPosition) -> Bool {
    adapter.canMoveItem(at: indexPath)
  }

  func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: ListPosition,
    to destinationIndexPath: ListPosition
  ) {
    adapter.moveItem(from: sourceIndexPath, to: destinationIndexPath)
  }
}

extension AdapterDataSource: HeadlessCollectionViewDataSource {
  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
    collectionView.engine.isPeeking
      ? adapter.numberOfSections : adapter.numberOfSections(readBy: collectionView)
  }

  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    adapter.numberOfItems(inSection: section)
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ListPosition
  ) throws -> HeadlessCollectionViewCell? {
    let cell = try cell(at: indexPath)
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
    adapter.headerTitle(forSection: section)
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, titleForFooterInSection section: Int
  ) -> String? {
    adapter.footerTitle(forSection: section)
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, itemIdentifierForItemAt indexPath: ListPosition
  ) -> AnyHashable? {
    adapter.itemIdentifier(at: indexPath)
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, itemIdentifiersInSection section: Int
  ) -> ItemIdentifiers? {
    adapter.itemIdentifiers(inSection: section)
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: ListPosition
  ) -> Bool {
    adapter.canMoveItem(at: indexPath)
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: ListPosition,
    to destinationIndexPath: ListPosition
  ) {
    adapter.moveItem(from: sourceIndexPath, to: destinationIndexPath)
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: ListPosition
  ) throws -> HeadlessCollectionReusableView? {
    guard let view = try adapter.supplementaryView(ofKind: kind, at: indexPath) else {
      return nil
    }
    guard let typed = view as? HeadlessCollectionReusableView else {
      throw InternalInconsistency(
        .invalidSupplementaryView,
        "the data source returned a \(type(of: view)), which is not a "
          + "HeadlessCollectionReusableView, for kind \"\(kind)\" at position \(indexPath)")
    }
    return typed
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

  /// Applies a ListComposer batch and throws its failure, unless the view records failures as
  /// a device's exceptions (``HeadlessHostOptions/InvalidUpdatePolicy/raise``): a device throws
  /// nothing to the adapter.
  func applyBatch(_ update: BatchUpdate) throws(InternalInconsistency) {
    let logged = updateLog.count
    try performBatchUpdates({ pending.merge(update) }, completion: nil)
    guard !raisesLikeADevice else { return }
    if let failure = updateLog.dropFirst(logged).compactMap(\.error).first { throw failure }
  }

  /// Shows a ListComposer source through an adapter: the checks and registrations both headless
  /// views share. Returns the adapter.
  func show(
    _ source: some DataSource, in view: some ListHostView, current: ListAdapter?, observing: Bool
  ) throws(InternalInconsistency) -> ListAdapter {
    if observing {
      if source.updates.hasParent {
        throw InternalInconsistency(
          .misuse,
          "cannot attach a \(type(of: source)) that belongs to a composition: a data source "
            + "belongs to one screen, so attach the root of the composition instead",
          underlying: .alreadyComposed(child: String(describing: type(of: source))))
      }
      if source.updates.hasHost, current?.source.base !== source {
        throw InternalInconsistency(
          .misuse,
          "cannot attach a \(type(of: source)) that another view already shows: a data source "
            + "belongs to one screen, so detach it from that view first",
          underlying: .alreadyAttached(String(describing: type(of: view))))
      }
    }
    try registerAll(source.cellRegistrations)
    current?.detach()
    do throws(ListError) {
      return try ListAdapter(source: source, view: view, observesChanges: observing)
    } catch {
      throw InternalInconsistency(.misuse, error.description, underlying: error)
    }
  }
}

extension InternalInconsistency: ListHostFault {}
