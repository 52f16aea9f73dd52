// The capabilities a source adopts beyond the core protocol. Each is a protocol of its own, so
// that a source declares what it can do and a composition, a wrapper or a host asks only the
// sources that can: `AnyDataSource` captures each capability once when it wraps a source.

/// A source whose sections have header and footer titles.
///
///     extension NotesSource: SectionTitledDataSource {
///       func headerTitle(forSection section: Int) -> String? { folders[section].name }
///     }
@MainActor
public protocol SectionTitledDataSource: DataSource {
  /// Returns the title of a section's header, if it has one; the default is `nil`.
  func headerTitle(forSection section: Int) -> String?

  /// Returns the title of a section's footer, if it has one; the default is `nil`.
  func footerTitle(forSection section: Int) -> String?
}

extension SectionTitledDataSource {
  /// No header title.
  public func headerTitle(forSection section: Int) -> String? { nil }
  /// No footer title.
  public func footerTitle(forSection section: Int) -> String? { nil }
}

/// A source that shows supplementary views (section headers and footers, badges) beside its
/// items.
@MainActor
public protocol SupplementaryDataSource: DataSource {
  /// The supplementary view types this source dequeues, for registration with a host.
  var supplementaryRegistrations: [SupplementaryRegistration] { get }

  /// Returns a configured supplementary view of a kind for a position (a section header's
  /// position is item 0 of its section), dequeued from the request's host, or `nil` when the
  /// source has no view of that kind.
  func supplementaryView(
    ofKind kind: String, at position: ListPosition, for request: SupplementaryRequest
  ) throws -> AnyObject?
}

/// A source that fills a supplementary view the host shows for a section again, in place, when
/// its decorator refreshes with the section's items (``SupplementaryDecorator/refreshesWithItems``):
/// the adapter asks the screen's root after each batch. The package's sources that take
/// supplementary decorators, and the compositions and wrappers above them, adopt it.
@MainActor
package protocol SupplementaryRefreshing: SupplementaryDataSource {
  /// Fills a supplementary view again, in place; returns whether it did. A composition passes
  /// the request to the child that owns the section.
  func refreshSupplementaryView(_ view: AnyObject, ofKind kind: String, inSection section: Int)
    -> Bool
}

/// A source that handles the events of its items: selection, display, prefetch.
@MainActor
public protocol EventHandlingDataSource: DataSource {
  /// Handles an event of the item at a position: a composition passes it to the child that
  /// owns the position, in the child's local position; a leaf calls its handlers with the typed
  /// model.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - position: The item's position in this source.
  ///   - cell: The item's cell, when the view has one.
  /// - Returns: `true` when the position exists and a handler ran.
  @discardableResult
  func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool
}

/// A source that handles an event of an item it showed with the model it showed, when the item
/// may no longer be at `position` (a deleted item's cell ending its display): the adapter asks
/// the leaf that showed the item. The package's leaves and wrappers adopt it.
@MainActor
package protocol ShownItemEventHandling: EventHandlingDataSource {
  /// Handles an event of an item this source showed, with the model it showed. A leaf calls its
  /// handlers when `model` is of its model type.
  @discardableResult
  func handle(_ event: ItemEvent, model: Any, at position: ListPosition, cell: AnyObject?) -> Bool
}

/// A source that knows a stable identifier for each of its items.
///
/// Hosts use the identifiers to check that a batch update moves each item where the data says
/// it went.
@MainActor
public protocol IdentifiedDataSource: DataSource {
  /// Returns a stable identifier for the item at a position, or `nil` when the position does
  /// not exist or the item has none.
  func itemIdentifier(at position: ListPosition) -> AnyHashable?

  /// Returns the identifiers of every item of a section in one call, or `nil` when an item has
  /// none or the section does not exist.
  ///
  /// Hosts read a changed section this way to check a batch against the data without boxing
  /// each identifier. The default reads ``itemIdentifier(at:)`` item by item; sources that hold
  /// their models in arrays return them typed (see `ItemIdentifiers`).
  func itemIdentifiers(inSection section: Int) -> ItemIdentifiers?
}

extension IdentifiedDataSource {
  /// Reads ``itemIdentifier(at:)`` item by item; `nil` when one is missing.
  public func itemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    identifiersReadOneByOne(inSection: section, itemIdentifier(at:))
  }
}

extension DataSource {
  /// The identifiers of a section read item by item, or `nil` when one is missing or the
  /// section does not exist: a section without items has an empty list.
  func identifiersReadOneByOne(
    inSection section: Int, _ identifier: (ListPosition) -> AnyHashable?
  ) -> ItemIdentifiers? {
    guard section >= 0, section < numberOfSections else { return nil }
    var identifiers: [AnyHashable] = []
    let count = numberOfItems(inSection: section)
    identifiers.reserveCapacity(max(0, count))
    for item in 0..<max(0, count) {
      guard let found = identifier(ListPosition(section: section, item: item)) else {
        return nil
      }
      identifiers.append(found)
    }
    return ItemIdentifiers(identifiers)
  }
}

/// A source that gives the entries of a section index (the letters down the side of a table
/// view).
@MainActor
public protocol SectionIndexedDataSource: DataSource {
  /// The entries this source gives, each with the section of this source it jumps to, in
  /// order. A composition gathers its children's, with their sections in its own index space.
  var sectionIndexTitles: [SectionIndexTitle] { get }
}

/// Counts the levels of a screen's sources; see ``DataSource/nestingDepth``.
@MainActor
enum NestingDepth {
  static func of(_ source: some DataSource) -> Int {
    if let erased = source as? AnyDataSource { return erased.base.nestingDepth }
    if let forwarding = source as? any ForwardingDataSource {
      return ListLimits.add(1, forwarding.forwardedSource.nestingDepth)
    }
    if let container = source as? any ContainerDataSource {
      return ListLimits.add(1, container.childSources.reduce(0) { max($0, $1.nestingDepth) })
    }
    return 1
  }
}
