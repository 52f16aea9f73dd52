extension MixedDataSource {
  /// Shows a supplementary view of the decorator's kind in every section, filled from the
  /// section; see ``ArrayDataSource/addSupplementary(_:)``.
  public func addSupplementary<Decorator: SupplementaryDecorator>(_ decorator: Decorator.Type)
  where Decorator.Section == ListSection<Any> {
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
