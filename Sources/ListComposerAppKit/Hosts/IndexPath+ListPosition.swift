#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import Foundation
  import ListComposer

  extension IndexPath {
    /// The position of an index path AppKit hands a data source or delegate; a malformed one
    /// (not two indices) becomes a position no source has, so the adapter reports it instead of
    /// trapping.
    var listPosition: ListPosition {
      ListPosition(self) ?? ListPosition(section: -1, item: -1)
    }
  }
#endif
