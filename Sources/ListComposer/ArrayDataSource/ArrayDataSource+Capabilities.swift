// What an array source can do beyond the core protocol; the members are beside the features.

extension ArrayDataSource: SectionTitledDataSource, SupplementaryDataSource,
  EventHandlingDataSource, IdentifiedDataSource, SectionIndexedDataSource
{}

extension ArrayDataSource: SectionStoring {
  var erasedSectionStore: AnyObject { store }
}

extension MixedDataSource: SectionTitledDataSource, SupplementaryDataSource,
  EventHandlingDataSource, IdentifiedDataSource, SectionIndexedDataSource
{}
