extension HeadlessTableView {
  // MARK: Header and footer views

  /// Registers a header-footer view class for a reuse identifier; `nil` removes it. Headers
  /// and footers share one pool, as in `UITableView`.
  ///
  /// - Throws: `InternalInconsistency.Kind.invalidRegistration` for an empty identifier or a
  ///   class that is not a ``HeadlessTableViewHeaderFooterView`` subclass.
  public func register(
    _ viewClass: (any AnyObject.Type)?, forHeaderFooterViewReuseIdentifier identifier: String
  ) throws(InternalInconsistency) {
    try engine.registerSupplementary(
      viewClass, kind: SupplementaryKind.header, identifier: identifier)
  }

  /// Returns a header-footer view for an identifier: a pooled one (after `prepareForReuse()`)
  /// or a new one; `nil` when nothing is registered for it, as `UITableView` answers.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> HeadlessTableViewHeaderFooterView?
  {
    try? engine.dequeueSupplementary(kind: SupplementaryKind.header, identifier: identifier)
      as? HeadlessTableViewHeaderFooterView
  }

  /// Returns the header view the view shows for a section, or `nil` when it shows none (a
  /// title, or the section is not on screen).
  public func headerView(forSection section: Int) -> HeadlessTableViewHeaderFooterView? {
    engine.supplementary.shown[SupplementarySlot(section: section, kind: SupplementaryKind.header)]
      as? HeadlessTableViewHeaderFooterView
  }

  /// Returns the footer view the view shows for a section, or `nil`.
  public func footerView(forSection section: Int) -> HeadlessTableViewHeaderFooterView? {
    engine.supplementary.shown[SupplementarySlot(section: section, kind: SupplementaryKind.footer)]
      as? HeadlessTableViewHeaderFooterView
  }
}

extension HeadlessTableView: SupplementaryViewHost {
  /// The header or footer view the view shows for a section now.
  public func displayedSupplementaryView(ofKind kind: String, inSection section: Int)
    -> AnyObject?
  {
    kind == SupplementaryKind.footer
      ? footerView(forSection: section) : headerView(forSection: section)
  }

  /// Registers a ListComposer header or footer decorator's view class (see
  /// ``register(_:forHeaderFooterViewReuseIdentifier:)``); a table view shows no other kind,
  /// so other kinds are accepted and never asked for.
  public func registerSupplementaryView(_ registration: SupplementaryRegistration)
    throws(InternalInconsistency)
  {
    guard
      registration.kind == SupplementaryKind.header
        || registration.kind == SupplementaryKind.footer
    else { return }
    try register(
      registration.viewType, forHeaderFooterViewReuseIdentifier: registration.reuseIdentifier)
  }

  /// Dequeues a header or footer view for a ListComposer data source.
  ///
  /// - Throws: `InternalInconsistency.Kind.unregisteredIdentifier` when nothing is registered.
  public func dequeueSupplementaryView(
    ofKind kind: String, withReuseIdentifier reuseIdentifier: String, for position: ListPosition
  ) throws(InternalInconsistency) -> AnyObject {
    try engine.dequeueSupplementary(kind: kind, identifier: reuseIdentifier)
  }
}

extension AdapterDataSource {
  // The adapter answers the table's header and footer questions from the section's owner.

  func tableView(_ tableView: HeadlessTableView, viewForHeaderInSection section: Int) throws
    -> HeadlessTableViewHeaderFooterView?
  {
    try headerFooterView(SupplementaryKind.header, section)
  }

  func tableView(_ tableView: HeadlessTableView, viewForFooterInSection section: Int) throws
    -> HeadlessTableViewHeaderFooterView?
  {
    try headerFooterView(SupplementaryKind.footer, section)
  }

  private func headerFooterView(_ kind: String, _ section: Int) throws
    -> HeadlessTableViewHeaderFooterView?
  {
    guard adapter.hasSupplementaryView(ofKind: kind, inSection: section),
      let view = try adapter.supplementaryView(
        ofKind: kind, at: ListPosition(section: section, item: 0))
    else { return nil }
    guard let typed = view as? HeadlessTableViewHeaderFooterView else {
      throw InternalInconsistency(
        .invalidSupplementaryView,
        "the data source returned a \(type(of: view)), which is not a "
          + "HeadlessTableViewHeaderFooterView, for the \(kind) of section \(section)")
    }
    return typed
  }
}
