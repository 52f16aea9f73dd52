// A composition adopts every capability and passes each request to the child that owns the
// position; a child without the capability answers as a source without it would (through its
// `AnyDataSource`).

extension SectionedDataSource: SectionTitledDataSource, SupplementaryDataSource,
  EventHandlingDataSource, IdentifiedDataSource, SectionIndexedDataSource, TypedModelReading,
  SupplementaryRefreshing
{}
