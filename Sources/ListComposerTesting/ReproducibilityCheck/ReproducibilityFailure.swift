import ListComposer

/// One way in which a host that applied a data source's changes differs from a rebuild of the
/// same data from scratch.
///
///     let failures = check.failures(after: { _ = messages.remove(spam) })
///     failures.first?.kind     // .lostItem
///     failures.first?.message  // "item 7 is missing: a rebuild shows it 1 time, the host 0"
public struct ReproducibilityFailure: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The host rejected a batch the source published (UIKit would have crashed).
    case rejectedBatch
    /// The host accepted a batch but reported combinations UIKit shows wrongly (a host that is
    /// not strict).
    case acceptedWithWarnings
    /// The source published a different number of batches than the host processed, or the
    /// source is not the root attached to the host.
    case unappliedBatch
    /// Showing the data in a fresh host failed, so there is nothing to compare with.
    case rebuildFailed
    /// The host has a different number of sections, or of items in a section, than a rebuild.
    case countMismatch
    /// An item a rebuild shows is missing from the host, or shown fewer times.
    case lostItem
    /// An item is shown more times by the host than by a rebuild.
    case duplicatedItem
    /// The host shows an item that a rebuild does not show at all.
    case unexpectedItem
    /// The host shows every item, but not at the position where a rebuild shows it.
    case misplacedItem
    /// A cell the host shows has other text than a fresh cell for the same position.
    case staleCell
  }

  /// What went wrong.
  public var kind: Kind

  /// The position in the host concerned, when there is one.
  public var position: ListPosition?

  /// A description of the item concerned (its identifier), when there is one.
  public var item: String?

  /// A sentence that names what differs, with the positions, items and counts involved.
  public var message: String

  /// Creates a failure.
  package init(
    _ kind: Kind, _ message: String, position: ListPosition? = nil, item: String? = nil
  ) {
    self.kind = kind
    self.message = message
    self.position = position
    self.item = item
  }

  public var description: String { message }
}
