#if canImport(ObjectiveC)
  import Foundation
  import ListComposer
  import ListComposerAdapter

  extension IndexPath {
    /// The position of an index path a view hands a data source or delegate; a malformed one
    /// (not two indices) becomes a position no source has, so the adapter reports it instead of
    /// trapping.
    package var listPosition: ListPosition {
      ListPosition(self) ?? ListPosition(section: -1, item: -1)
    }
  }
#endif
