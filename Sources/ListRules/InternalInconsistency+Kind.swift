import ListDiffing

extension InternalInconsistency {
  /// The rule a fault broke, grouped as in the UIKit semantics reference: counts, ranges,
  /// illegal combinations, cells, diffable snapshots, and the simulator's strict extras.
  public enum Kind: Hashable, Sendable {
    // MARK: Counts (§3.6)

    /// The number of sections after the update does not follow from the updates.
    case sectionCount
    /// The number of items in an existing section (printed with its new index) does not follow
    /// from the updates.
    case itemCount(section: Int)
    /// The view was asked for the item count of a section it does not have.
    case sectionRequestOutOfRange

    // MARK: Ranges (§3.4)

    /// An item delete, reload or move source lies outside the counts before the update.
    case deleteOutOfRange
    /// An item insert, reload or move destination lies outside the counts after the update.
    case insertOutOfRange
    /// A deleted, reloaded or moved section does not exist before the update.
    case deleteSectionOutOfRange
    /// An inserted or moved-to section does not exist after the update.
    case insertSectionOutOfRange
    /// A reconfigured item does not exist.
    case reconfigureOutOfRange

    // MARK: Illegal combinations (§3.5)

    /// One index path (or section) is both deleted and reloaded.
    case deleteAndReload
    /// One index path (or section) is both deleted (or reloaded) and the source of a move.
    case deleteAndMove
    /// One index path (or section) is both inserted (or reloaded) and the destination of a move.
    case insertAndMove
    /// One index path (or section) is both inserted and reloaded.
    case insertAndReload
    /// An item moves into a section inserted or reloaded in the same batch.
    case moveIntoInsertedSection
    /// An item moves out of a section deleted or reloaded in the same batch.
    case moveFromDeletedSection
    /// iOS 10 and earlier: a reload combined with a move of the same row.
    case twoAnimations
    /// Two moves share a source or a destination.
    case duplicateMove
    /// An index path or section appears twice in one kind of operation (strict mode).
    case duplicateIndexPath

    // MARK: Registration and cells (§2)

    /// A dequeue named an identifier with no registration.
    case unregisteredIdentifier
    /// A registration named a class that is not a cell class of the view's flavour, or an empty
    /// identifier.
    case invalidRegistration
    /// One reuse identifier is claimed by two different cell classes.
    case duplicateIdentifier
    /// The data source returned no cell.
    case nilCell
    /// The data source returned a cell that it did not dequeue for this request.
    case nonDequeuedCell
    /// The data source dequeued more than one cell for one request.
    case multipleDequeue
    /// A collection view cell was dequeued while the view was not asking for one (iOS 18).
    case dequeueOutsideRequest
    /// A cell was dequeued, during a request, for another index path than the one the view
    /// asked for: a collection view's dequeue it did not request (iOS 18); for a table view,
    /// against the documented rule, reported in strict mode.
    case dequeueForOtherIndexPath
    /// A cell registration was created inside the cell provider (iOS 15).
    case registrationInProvider
    /// A reconfigure did not return the existing cell, or dequeued another identifier.
    case reconfigureMismatch
    /// The data source threw an error of its own while providing a cell.
    case dataSourceError
    /// The data source returned no supplementary view, or one it did not dequeue for the
    /// request, when the layout asked for one.
    case invalidSupplementaryView

    // MARK: Diffable snapshots (§4)

    /// Identifiers supplied to a snapshot are not unique.
    case diffableDuplicate
    /// A snapshot operation named an identifier the snapshot does not contain.
    case diffableMissingIdentifier
    /// Items were appended to a snapshot that has no sections.
    case noSections

    // MARK: Strict mode (simulator extras)

    /// A combination UIKit accepts but that corrupts the display.
    case unsafeCombination
    /// The updates move items somewhere other than where the data source now shows them.
    case identityMismatch
    /// A call UIKit documents as forbidden but does not detect, such as `reloadData()` inside a
    /// batch.
    case misuse
  }
}
