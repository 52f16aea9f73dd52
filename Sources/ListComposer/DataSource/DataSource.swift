/// A source of sections, items and cells for a list: the platform-neutral counterpart of
/// `UITableViewDataSource` and `UICollectionViewDataSource`.
///
/// A data source answers counts, creates the cell for a position through the host that asks
/// (see ``CellRequest``), and reports its own changes through its ``updates`` relay. Sources of
/// different model types compose into one screen through ``AnyDataSource`` and
/// ``SectionedDataSource``; each keeps working in its own local positions.
///
/// Asking about a position that does not exist never traps: counts for a missing section are 0,
/// ``model(at:)`` returns `nil`, and ``cell(at:for:)`` throws ``ListError``.
@MainActor
public protocol DataSource: AnyObject {
  /// The type of the values the source shows.
  associatedtype Model

  /// The number of sections.
  var numberOfSections: Int { get }

  /// Returns the number of items in a section, or 0 when the section does not exist.
  func numberOfItems(inSection section: Int) -> Int

  /// Returns the model at a position, or `nil` when the position does not exist.
  func model(at position: ListPosition) -> Model?

  /// Returns a configured cell for a position, dequeued from the request's host.
  ///
  /// - Throws: ``ListError/positionOutOfRange(_:sectionCount:itemCount:)`` for a missing
  ///   position, and the host's error when the cell cannot be dequeued.
  func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject

  /// The cell types this source dequeues, for registration with a host.
  var cellRegistrations: [CellRegistration] { get }

  /// Returns the title of a section's header, if it has one.
  func headerTitle(forSection section: Int) -> String?

  /// Returns the title of a section's footer, if it has one.
  func footerTitle(forSection section: Int) -> String?

  /// Handles the selection of the item at a position.
  ///
  /// - Returns: `true` when the position exists and a selection handler ran.
  @discardableResult
  func selectItem(at position: ListPosition) -> Bool

  /// Returns a stable identifier for the item at a position, when the source knows one.
  ///
  /// Hosts use it to check that a batch update moves each item where the data says it went.
  func itemIdentifier(at position: ListPosition) -> AnyHashable?

  /// The relay through which the source reports its changes to its composition or host.
  var updates: UpdateRelay { get }
}

extension DataSource {
  public func headerTitle(forSection section: Int) -> String? { nil }
  public func footerTitle(forSection section: Int) -> String? { nil }
  public func itemIdentifier(at position: ListPosition) -> AnyHashable? { nil }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(s), where s is the number of sections.
  public var numberOfItems: Int {
    (0..<numberOfSections).reduce(0) { $0 + numberOfItems(inSection: $1) }
  }

  /// A Boolean value that indicates whether the position exists.
  public func contains(_ position: ListPosition) -> Bool {
    position.section >= 0 && position.section < numberOfSections && position.item >= 0
      && position.item < numberOfItems(inSection: position.section)
  }

  /// Returns ``ListError/positionOutOfRange(_:sectionCount:itemCount:)`` for a position that
  /// does not exist.
  public func outOfRangeError(_ position: ListPosition) -> ListError {
    let sections = numberOfSections
    let inRange = position.section >= 0 && position.section < sections
    return .positionOutOfRange(
      position, sectionCount: sections,
      itemCount: inRange ? numberOfItems(inSection: position.section) : nil)
  }
}
