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
///
/// Counts are read as `ListLimits.clamp(_:)` returns them: a negative count is 0 and a count
/// above `ListLimits.maximumCount` is that maximum, in compositions and hosts alike, so a
/// custom source that reports an impossible count shows fewer rows instead of stopping the app.
///
/// ## Capabilities
///
/// Everything beyond counts, models and cells is a capability that a source declares by
/// adopting its protocol; a source that does not adopt one has none of it:
///
/// - ``SectionTitledDataSource``: header and footer titles.
/// - ``SupplementaryDataSource``: supplementary views (headers, footers, badges) and their
///   registrations.
/// - ``EventHandlingDataSource``: item events (selection, display, prefetch).
/// - ``IdentifiedDataSource``: item identifiers, which hosts use to check where items go.
/// - ``SectionIndexedDataSource``: the entries of a section index.
///
/// ListComposer's own sources adopt every capability they have, and compositions adopt all of
/// them, passing each request to the child that owns the position. A source that shows another
/// source's rows adopts ``ForwardingDataSource`` and writes only what it changes.
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

  /// The relay through which the source reports its changes to its composition or host.
  var updates: UpdateRelay { get }
}

extension DataSource {
  /// The number of sources a request to this source passes through to reach its deepest item,
  /// this source included: 1 for a source that shows its own items, one more than its deepest
  /// child for a composition, one more than its content for a wrapper such as
  /// ``StatefulDataSource`` or any ``ForwardingDataSource``. ``AnyDataSource`` adds no level.
  ///
  ///     let screen = try SectionedDataSource([contacts, SectionedDataSource([messages])])
  ///     screen.nestingDepth   // 3
  ///
  /// A screen nests at most `ListLimits.maximumNestingDepth` sources deep: a composition
  /// refuses a child that would make its screen deeper
  /// (``ListError/nestingTooDeep(depth:maximum:)``). A custom source that passes requests on to
  /// another source adopts ``ForwardingDataSource``, which counts its level.
  ///
  /// - Complexity: O(n), where n is the number of sources inside this one.
  public var nestingDepth: Int { NestingDepth.of(self) }

  /// The number of items in all sections, with every count clamped by `ListLimits.clamp(_:)`
  /// and the sum saturating at `Int.max`.
  ///
  /// - Complexity: O(s), where s is the number of sections.
  public var numberOfItems: Int {
    (0..<ListLimits.clamp(numberOfSections)).reduce(0) {
      ListLimits.add($0, ListLimits.clamp(numberOfItems(inSection: $1)))
    }
  }

  /// A Boolean value that indicates whether the position exists.
  public func contains(_ position: ListPosition) -> Bool {
    position.section >= 0 && position.section < ListLimits.clamp(numberOfSections)
      && position.item >= 0
      && position.item < ListLimits.clamp(numberOfItems(inSection: position.section))
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

/// One entry of a section index: the title the index shows and the section it jumps to.
public struct SectionIndexTitle: Hashable, Sendable {
  /// The title the index shows ("A", "#").
  public var title: String
  /// The section it jumps to, in the index space of the source that gives it.
  public var section: Int

  /// Creates an entry.
  public init(_ title: String, section: Int) {
    self.title = title
    self.section = section
  }
}
