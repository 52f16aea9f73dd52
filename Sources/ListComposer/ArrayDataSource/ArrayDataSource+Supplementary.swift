extension ArrayDataSource {
  /// Shows a supplementary view of the decorator's kind in every section (a collection view's
  /// section header, say), filled from the section.
  ///
  ///     messages.addSupplementary(InboxHeader.self)
  ///
  /// A second decorator of the same kind replaces the first. Add decorators before the source
  /// is shown, or reload the view afterwards: adding one is not a change of the data.
  public func addSupplementary<Decorator: SupplementaryDecorator>(_ decorator: Decorator.Type)
  where Decorator.Section == ListSection<Model> {
    supplementaryProviders[decorator.kind] = SupplementaryProvider(decorator)
  }

  public var supplementaryRegistrations: [SupplementaryRegistration] {
    providedSupplementaryRegistrations
  }

  public func supplementaryView(
    ofKind kind: String, at position: ListPosition, for request: SupplementaryRequest
  ) throws -> AnyObject? {
    try makeSupplementaryView(ofKind: kind, at: position, for: request)
  }

  package func refreshSupplementaryView(
    _ view: AnyObject, ofKind kind: String, inSection section: Int
  ) -> Bool {
    refreshProvidedView(view, ofKind: kind, inSection: section)
  }
}
