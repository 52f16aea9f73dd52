/// A source that shows another source's rows as its own: it forwards every requirement and
/// capability to ``forwardedSource`` and writes only what it changes.
///
/// A wrapper that adds behaviour to a source (loads pages into it, feeds it changes from
/// outside, reacts to its events) adopts this protocol: counts, models, cells, registrations,
/// the relay, titles, supplementary views, item events, identifiers and the section index all
/// come from the forwarded source, and the wrapper implements only the members it changes.
///
///     final class LoggedSource: ForwardingDataSource {
///       let forwardedSource: ArrayDataSource<Contact, ContactCell>
///       init(_ source: ArrayDataSource<Contact, ContactCell>) { forwardedSource = source }
///
///       func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
///         log(event, position)
///         return forwardedSource.handle(event, at: position, cell: cell)
///       }
///     }
///
/// A forwarding source counts one level of ``DataSource/nestingDepth`` above the forwarded one.
/// It has the capabilities of the forwarded source: to forward to a source whose type does not
/// show them, forward to an ``AnyDataSource`` of it, which adopts every capability.
@MainActor
public protocol ForwardingDataSource: SectionTitledDataSource, SupplementaryDataSource,
  EventHandlingDataSource, IdentifiedDataSource, SectionIndexedDataSource
{
  /// The type of the source this one forwards to.
  associatedtype
    Forwarded: SectionTitledDataSource & SupplementaryDataSource
        & EventHandlingDataSource & IdentifiedDataSource & SectionIndexedDataSource

  /// The source this one forwards to.
  var forwardedSource: Forwarded { get }
}

extension ForwardingDataSource {
  public var numberOfSections: Int { forwardedSource.numberOfSections }
  public func numberOfItems(inSection section: Int) -> Int {
    forwardedSource.numberOfItems(inSection: section)
  }
  public func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    try forwardedSource.cell(at: position, for: request)
  }
  public var cellRegistrations: [CellRegistration] { forwardedSource.cellRegistrations }
  public var updates: UpdateRelay { forwardedSource.updates }

  /// The forwarded source's header title.
  public func headerTitle(forSection section: Int) -> String? {
    forwardedSource.headerTitle(forSection: section)
  }
  /// The forwarded source's footer title.
  public func footerTitle(forSection section: Int) -> String? {
    forwardedSource.footerTitle(forSection: section)
  }

  /// The forwarded source's supplementary registrations.
  public var supplementaryRegistrations: [SupplementaryRegistration] {
    forwardedSource.supplementaryRegistrations
  }
  /// The forwarded source's supplementary view.
  public func supplementaryView(
    ofKind kind: String, at position: ListPosition, for request: SupplementaryRequest
  ) throws -> AnyObject? {
    try forwardedSource.supplementaryView(ofKind: kind, at: position, for: request)
  }
  /// Refreshes the view through the forwarded source.
  package func refreshSupplementaryView(
    _ view: AnyObject, ofKind kind: String, inSection section: Int
  ) -> Bool {
    (forwardedSource as? any SupplementaryRefreshing)?.refreshSupplementaryView(
      view, ofKind: kind, inSection: section) ?? false
  }

  /// Passes the event to the forwarded source.
  @discardableResult
  public func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    forwardedSource.handle(event, at: position, cell: cell)
  }
  /// Passes the event to the forwarded source.
  @discardableResult
  package func handle(_ event: ItemEvent, model: Any, at position: ListPosition, cell: AnyObject?)
    -> Bool
  {
    (forwardedSource as? any ShownItemEventHandling)?.handle(
      event, model: model, at: position, cell: cell) ?? false
  }

  /// The forwarded source's identifier.
  public func itemIdentifier(at position: ListPosition) -> AnyHashable? {
    forwardedSource.itemIdentifier(at: position)
  }
  /// The forwarded source's identifiers.
  public func itemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    forwardedSource.itemIdentifiers(inSection: section)
  }

  /// The forwarded source's index entries.
  public var sectionIndexTitles: [SectionIndexTitle] { forwardedSource.sectionIndexTitles }
}

extension ForwardingDataSource where Model == Forwarded.Model {
  public func model(at position: ListPosition) -> Model? { forwardedSource.model(at: position) }
}
