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

extension HeadlessTableView {
  /// The header or footer view the view shows for a section now.
  public func displayedSupplementaryView(ofKind kind: String, inSection section: Int)
    -> AnyObject?
  {
    kind == SupplementaryKind.footer
      ? footerView(forSection: section) : headerView(forSection: section)
  }
}
