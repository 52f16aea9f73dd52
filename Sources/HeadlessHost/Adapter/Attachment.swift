/// Answers a headless view's questions for its data from a `ListAdapter`, in the engine's
/// flavour-neutral shape: the headless counterpart of the UIKit bridge's data-source objects.
/// It decides nothing; the adapter does. While a ListComposer source is shown, the engine asks
/// this object instead of the view's own data source.
@MainActor
final class AdapterDataSource: ListEngineDataSource {
  let adapter: ListAdapter
  /// The view that shows the adapter's source.
  weak var view: (any HeadlessListHost)?

  init(_ adapter: ListAdapter, view: any HeadlessListHost) {
    self.adapter = adapter
    self.view = view
  }

  var hasDataSource: Bool { true }
  var dataSourceDescription: String { describe(self) }

  func dataSourceNumberOfSections() -> Int {
    guard let view, !view.engine.isPeeking else { return adapter.numberOfSections }
    return adapter.numberOfSections(readBy: view)
  }

  func dataSourceNumberOfItems(inSection section: Int) -> Int {
    adapter.numberOfItems(inSection: section)
  }

  func dataSourceCell(at position: ListPosition) throws -> HeadlessReusableCell? {
    let cell = try adapter.cell(at: position)
    guard let typed = cell as? HeadlessReusableCell else {
      throw InternalInconsistency(
        .dataSourceError,
        "the data source returned a \(type(of: cell)), which is not a headless cell, for "
          + "position \(position)")
    }
    guard let engine = view?.engine, engine.cellClass(type(of: typed)) == nil else { return typed }
    throw InternalInconsistency(
      .dataSourceError,
      "the data source returned a \(type(of: cell)), which is not a \(engine.viewName)Cell")
  }

  func dataSourceItemIdentifier(at position: ListPosition) -> AnyHashable? {
    adapter.itemIdentifier(at: position)
  }

  func dataSourceItemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    adapter.itemIdentifiers(inSection: section)
  }

  func dataSourceHeaderTitle(forSection section: Int) -> String? {
    adapter.headerTitle(forSection: section)
  }

  func dataSourceFooterTitle(forSection section: Int) -> String? {
    adapter.footerTitle(forSection: section)
  }

  /// The section's owner's view of a kind; a table view asks only for the kinds the owner
  /// registers and shows the section's title otherwise (`nil`), where a collection view asks
  /// for the kinds its layout shows, and `nil` is a fault.
  func dataSourceSupplementaryView(ofKind kind: String, at position: ListPosition) throws
    -> HeadlessCollectionReusableView?
  {
    let table = view?.engine.flavor != .collection
    if table, !adapter.hasSupplementaryView(ofKind: kind, inSection: position.section) {
      return nil
    }
    guard let view = try adapter.supplementaryView(ofKind: kind, at: position) else {
      return nil
    }
    let typed =
      table
      ? view as? HeadlessTableViewHeaderFooterView : view as? HeadlessCollectionReusableView
    guard let typed else {
      throw InternalInconsistency(
        .invalidSupplementaryView,
        table
          ? "the data source returned a \(type(of: view)), which is not a "
            + "HeadlessTableViewHeaderFooterView, for the \(kind) of section \(position.section)"
          : "the data source returned a \(type(of: view)), which is not a "
            + "HeadlessCollectionReusableView, for kind \"\(kind)\" at position \(position)")
    }
    return typed
  }

  /// The height a source gives the item: its flow-layout size's height, its row height, or
  /// its estimate, whichever the nearest source gives first.
  func dataSourceItemHeight(at position: ListPosition) -> Double? {
    adapter.itemSize(at: position)?.height ?? adapter.rowHeight(at: position)
      ?? adapter.estimatedRowHeight(at: position)
  }

  func dataSourceSupplementaryHeight(ofKind kind: String, inSection section: Int) -> Double? {
    adapter.supplementaryHeight(ofKind: kind, inSection: section)
      ?? adapter.estimatedSupplementaryHeight(ofKind: kind, inSection: section)
  }

  func dataSourceCanMoveItem(at position: ListPosition) -> Bool {
    adapter.canMoveItem(at: position)
  }

  func dataSourceMoveItem(from source: ListPosition, to destination: ListPosition) {
    adapter.moveItem(from: source, to: destination)
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
          underlying: ListError.conflictingRegistration(
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
          underlying: ListError.alreadyComposed(child: String(describing: type(of: source))))
      }
      if source.updates.hasHost, current?.source.base !== source {
        throw InternalInconsistency(
          .misuse,
          "cannot attach a \(type(of: source)) that another view already shows: a data source "
            + "belongs to one screen, so detach it from that view first",
          underlying: ListError.alreadyAttached(String(describing: type(of: view))))
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
