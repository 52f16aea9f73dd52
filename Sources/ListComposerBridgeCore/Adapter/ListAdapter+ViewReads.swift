#if canImport(ObjectiveC)
  import ListComposer
  import ListComposerAdapter

  extension ListAdapter {
    /// The number of sections, for the data source of the view the adapter shows its source in:
    /// the read that tells the adapter the view holds the source's counts again after a reload
    /// (see `ListAdapter.numberOfSections(readBy:)`). Only a bridge's data source asks this.
    package var numberOfSectionsReadByItsView: Int {
      guard let view else { return numberOfSections }
      return numberOfSections(readBy: view)
    }
  }
#endif
