// What an array source can do beyond the core protocol; the members are beside the features.

extension ArrayDataSource: ListSectionDataSource, SupplementaryDataSource,
  EventHandlingDataSource, IdentifiedDataSource
{}

extension ArrayDataSource: SectionStoring {
  var erasedSectionStore: AnyObject { store }
}

extension ArrayDataSource: RegistrationReporting {
  package var reportsRegistrationChanges: Bool { true }
}

extension SectionedDataSource: RegistrationReporting {}

extension ArrayDataSource: AnyModelReading {
  func anyModel(at position: ListPosition) -> Any? { readAnyModel(self, position) }
}

extension MixedDataSource: ListSectionDataSource, SupplementaryDataSource,
  EventHandlingDataSource, IdentifiedDataSource
{}

extension ArrayDataSource: ShownItemEventHandling, SupplementaryRefreshing {}

extension MixedDataSource: ShownItemEventHandling, SupplementaryRefreshing {}
