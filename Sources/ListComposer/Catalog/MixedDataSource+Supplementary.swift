extension MixedDataSource {
  /// Shows a supplementary view of the decorator's kind in every section, filled from the
  /// section; see ``ArrayDataSource/addSupplementary(_:)``.
  public func addSupplementary<Decorator: SupplementaryDecorator>(_ decorator: Decorator.Type)
  where Decorator.Section == ListSection<Any> {
    supplementaryProviders[decorator.kind] = SupplementaryProvider(decorator)
  }

  public var supplementaryRegistrations: [SupplementaryRegistration] {
    supplementaryProviders.values.map(\.registration).sorted { $0.kind < $1.kind }
  }

  public func supplementaryView(
    ofKind kind: String, at position: ListPosition, for request: SupplementaryRequest
  ) throws -> AnyObject? {
    guard let provider = supplementaryProviders[kind] else { return nil }
    guard sections.indices.contains(position.section) else {
      throw ListError.sectionOutOfRange(position.section, sectionCount: sections.count)
    }
    return try provider.make(request, sections[position.section], position.section)
  }
}
