extension HeadlessCollectionView {
  /// Registers a view class for a kind of supplementary view and a reuse identifier; `nil`
  /// removes the registration. Registrations are keyed by kind and identifier, as UIKit keys
  /// them.
  ///
  /// - Throws: `InternalInconsistency.Kind.invalidRegistration` for an empty kind or
  ///   identifier, or a class that is not a ``HeadlessCollectionReusableView`` subclass.
  public func register(
    _ viewClass: (any AnyObject.Type)?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) throws(InternalInconsistency) {
    try engine.registerSupplementary(viewClass, kind: kind, identifier: identifier)
  }

  /// Returns a supplementary view for the view being requested: a pooled one (after
  /// `prepareForReuse()`) or a new one.
  ///
  /// - Throws: `InternalInconsistency.Kind.unregisteredIdentifier` with UIKit's message
  ///   ("could not dequeue a view of kind: … with identifier …") when nothing is registered.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: ListPosition
  ) throws(InternalInconsistency) -> HeadlessCollectionReusableView {
    try engine.dequeueSupplementary(kind: kind, identifier: identifier)
  }

  /// Returns the supplementary view shown for a kind in a section, or `nil`.
  public func supplementaryView(forElementKind kind: String, at indexPath: ListPosition)
    -> HeadlessCollectionReusableView?
  {
    engine.supplementary.shown[SupplementarySlot(section: indexPath.section, kind: kind)]
  }

  /// The kinds of supplementary view the layout shows in a section.
  ///
  /// With ``layoutSupplementaryKinds`` set, its answer; otherwise, for an attached
  /// ListComposer source, the kinds the section's owning source registers (as a compositional
  /// layout whose sections come from each child shows each child's boundary items); otherwise
  /// none.
  package func supplementaryKinds(in section: Int) -> [String] {
    if let layoutSupplementaryKinds { return layoutSupplementaryKinds(section) }
    guard let owner = adapter?.owner(ofSection: section),
      let supplementary = owner.source as? any SupplementaryDataSource
    else { return [] }
    return supplementary.supplementaryRegistrations.map(\.kind)
  }
}

extension HeadlessCollectionView {
  /// The view of a kind the view shows for a section now (see
  /// ``supplementaryView(forElementKind:at:)``).
  public func displayedSupplementaryView(ofKind kind: String, inSection section: Int)
    -> AnyObject?
  {
    supplementaryView(forElementKind: kind, at: ListPosition(section: section, item: 0))
  }
}
