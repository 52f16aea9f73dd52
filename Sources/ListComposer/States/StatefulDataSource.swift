/// Shows a source's content, or a placeholder row that says why there is none: loading, empty,
/// or an error; and, after the content, a row for more of it loading or failing to load.
///
/// A list that loads is rarely its content alone. Written by hand, the "Loading…" row, the
/// "No messages" row and the error row are index arithmetic in every method of the data source
/// (is row 0 the placeholder or the first message?), and the batch that replaces one with the
/// other is where a table view stops the app. `StatefulDataSource` wraps any source and keeps
/// that arithmetic in one place:
///
///     let messages = MessageDecorator.dataSource(for: [], header: "Inbox")
///     let inbox = try StatefulDataSource(messages, state: .loading, placeholder: InboxStatus.self)
///     let screen = try SectionedDataSource([pinned, inbox])   // pinned shows, inbox loads
///     try tableView.attach(screen)
///     messages.setItems(firstPage)   // nothing shows yet: the inbox is loading
///     inbox.setState(.content)
///     // delete items [1, 0]; insert items [1, 0] [1, 1] ...: one batch, in screen positions
///
/// The content keeps its own typed API (``content``): it is mutated, observed and handles its
/// item events as before, and its changes show while the state is ``ListState/content``. A
/// change of state is an ordinary batch update that every composition above remaps: content to
/// empty deletes the rows and inserts the placeholder row in one batch, so a strict host
/// accepts it and a sibling section is never touched.
///
/// Each kind of placeholder row is rendered by a ``CellDecorator`` whose model is
/// ``Placeholder``, chosen per source (``setPlaceholder(_:for:)``), so each section decides
/// how its loading, empty and error rows look. A kind without a decorator shows no row.
///
/// Layout: in a placeholder state the source has one section (titled as the content's first
/// section) with the placeholder row; with its content it has the content's sections, and the
/// ``trailingRow`` (if any) after the last item of the last section.
///
/// - Complexity: Counts and lookups are O(1) plus the content's; a change of state is O(n) in
///   the rows it replaces.
@MainActor
public final class StatefulDataSource<Content: DataSource>: SectionTitledDataSource,
  SupplementaryDataSource, EventHandlingDataSource, IdentifiedDataSource, SectionIndexedDataSource,
  ShownItemEventHandling, SupplementaryRefreshing
{
  /// The models are the content's, or ``Placeholder`` values for placeholder rows.
  public typealias Model = Any

  /// The wrapped source, with its own typed API.
  public let content: Content

  /// The content with its capabilities, read once: what titles, supplementary views, events,
  /// identifiers and index entries are asked of.
  let capableContent: AnyDataSource

  /// The relay through which this source reports its changes.
  public let updates = UpdateRelay()

  /// Called for every event of a placeholder row (the reader selecting an error row to retry,
  /// say), with the placeholder, its position in this source and its cell; in
  /// ``PlaceholderPresentation/background`` presentation, for every event of the background
  /// view (which the view's bridge routes through its adapter), with the view as the cell.
  ///
  ///     inbox.onPlaceholderEvent = { event in
  ///       if event.kind == .select, event.model.kind == .error { reload() }
  ///     }
  public var onPlaceholderEvent: (@MainActor (ItemEventDetails<Placeholder, AnyObject>) -> Void)?

  /// A Boolean value that indicates whether a loaded state (``ListState/content`` or
  /// ``ListState/empty``) shows the empty row when the content has no items and the content
  /// otherwise, following the content as it changes. Defaults to `true`; changing it shows the
  /// state it calls for at once.
  public var showsEmptyStateAutomatically = true {
    didSet {
      guard oldValue != showsEmptyStateAutomatically else { return }
      updates.run(.queue(returning: ())) { _ = self.publishReconciled() }
    }
  }

  /// How the loading, empty and error states show: as a placeholder row (``PlaceholderPresentation/row``,
  /// the default), or behind the list as the view's background
  /// (``PlaceholderPresentation/background``), rendered by the decorators of
  /// ``setBackground(_:for:)``. Changing it while a state shows moves the state at once: the
  /// row is deleted in the batch after which the background shows, or inserted in the batch
  /// after which it goes.
  ///
  ///     inbox.setBackground(InboxBackground.self, for: [.loading, .empty, .error])
  ///     inbox.placeholderPresentation = .background   // delete items [0, 0]; background shows
  ///
  /// In background presentation a placeholder state has one empty section (titled as the
  /// content's first section, as in row presentation), so a composition's sections keep their
  /// places. See `ListAdapter.backgroundSource` for which source of a screen shows its
  /// background when several could.
  public var placeholderPresentation: PlaceholderPresentation = .row {
    didSet {
      guard oldValue != placeholderPresentation else { return }
      if placeholderPresentation == .background { BackgroundPresenters.add(self) }
      updates.run(.queue(returning: ())) { _ = self.publishReconciled() }
    }
  }

  /// The state asked for with ``setState(_:)``.
  var requested: ListState
  /// The row asked for with ``setTrailingRow(_:)``.
  var requestedTrailingRow: TrailingRow?
  /// The row shown before the content: the previous page of a ``PagedDataSource`` that pages
  /// both ways, loading or failed.
  var requestedLeadingRow: TrailingRow?
  /// The decorator of each kind of placeholder row.
  var renderers: [Placeholder.Kind: PlaceholderRenderer] = [:]
  /// The decorator of each kind of background, for ``PlaceholderPresentation/background``.
  var backgroundRenderers: [Placeholder.Kind: BackgroundRenderer] = [:]
  /// Counts the changes of what the background shows (its kind, error or decorator), so that
  /// the adapter fills its view again only when something changed.
  var backgroundGeneration = 0
  /// What the hosts were last told this source shows: the answer to every count question.
  var shown: Shown
  /// Set for one reconciliation that must show a placeholder row anew although its kind did
  /// not change (a new error, a reset).
  var refreshesPlaceholderRow = false
  /// Set for one reconciliation that must show the leading row anew although its kind did not
  /// change (a new error).
  var refreshesLeadingRow = false

  /// Creates a source that shows a content source or, in the other states, a placeholder row
  /// rendered by one decorator for every kind.
  ///
  ///     let inbox = try StatefulDataSource(messages, state: .loading, placeholder: InboxStatus.self)
  ///
  /// - Parameters:
  ///   - content: The source to show in the ``ListState/content`` state; it must not belong to
  ///     a composition or a host yet.
  ///   - state: The state to start in; defaults to ``ListState/content``.
  ///   - placeholder: The decorator of every kind of placeholder row; replace it for some kinds
  ///     with ``setPlaceholder(_:for:)``.
  /// - Throws: ``ListError/alreadyComposed(child:)`` when the content belongs to a composition,
  ///   ``ListError/alreadyAttached(_:)`` when a host shows it, and
  ///   ``ListError/nestingTooDeep(depth:maximum:)`` when the content is already
  ///   `ListLimits.maximumNestingDepth` sources deep, so that this one would pass it.
  /// - Complexity: O(s + n), where s is the content's number of sections and n the number of
  ///   sources inside it.
  public convenience init<Decorator: CellDecorator>(
    _ content: Content, state: ListState = .content, placeholder: Decorator.Type
  ) throws(ListError) where Decorator.Model == Placeholder {
    if content.updates.hasParent {
      throw .alreadyComposed(child: String(describing: type(of: content)))
    }
    if content.updates.hasHost {
      throw .alreadyAttached("host (\(type(of: content)) is the root of a screen)")
    }
    let depth = ListLimits.add(1, content.nestingDepth)
    guard depth <= ListLimits.maximumNestingDepth else {
      throw .nestingTooDeep(depth: depth, maximum: ListLimits.maximumNestingDepth)
    }
    self.init(adopting: content, state: state, placeholder: PlaceholderRenderer(placeholder))
  }

  /// Creates a source over content that belongs to no screen.
  init(adopting content: Content, state: ListState, placeholder: PlaceholderRenderer) {
    self.content = content
    capableContent = AnyDataSource(content)
    requested = state
    shown = .placeholder(.loading, hasRow: false)
    for kind in Placeholder.Kind.allCases { renderers[kind] = placeholder }
    shown = layoutNow()
    content.updates.attach(to: self, relay: updates) { [weak self] update in
      self?.reconcile(update) ?? update
    }
  }

  /// What the source shows now: ``ListState/content``, or the state whose placeholder row
  /// shows. With ``showsEmptyStateAutomatically``, ``ListState/content`` and
  /// ``ListState/empty`` follow the content's item count.
  public var state: ListState {
    switch requested {
    case .loading, .error:
      return requested
    case .content, .empty:
      if case .placeholder(.empty, _) = shown { return .empty }
      if case .content = shown { return .content }
      return requested
    }
  }

  /// The row shown after the content while the state is ``ListState/content``, or `nil`.
  public var trailingRow: TrailingRow? { requestedTrailingRow }

  /// The row shown before the content while the state is ``ListState/content``, or `nil`.
  var leadingRow: TrailingRow? { requestedLeadingRow }

  // MARK: DataSource

  public var numberOfSections: Int { shown.counts.count }

  public func numberOfItems(inSection section: Int) -> Int {
    let counts = shown.counts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Returns the content's model, or the ``Placeholder`` of a placeholder row.
  public func model(at position: ListPosition) -> Any? {
    switch row(at: position) {
    case .content(let local)?: content.model(at: local)
    case .placeholder(let placeholder)?: placeholder
    case nil: nil
    }
  }

  public func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    switch row(at: position) {
    case .content(let local)?:
      return try content.cell(at: local, for: request)
    case .placeholder(let placeholder)?:
      guard let renderer = renderers[placeholder.kind] else { throw outOfRangeError(position) }
      return try renderer.make(CellContext(position: position, request: request), placeholder)
    case nil:
      throw outOfRangeError(position)
    }
  }

  /// The content's registrations, then those of the placeholder decorators, each once.
  public var cellRegistrations: [CellRegistration] {
    let placeholders = Placeholder.Kind.allCases.compactMap { renderers[$0]?.registration }
    return (content.cellRegistrations + placeholders).firstOfEach()
  }

  /// The content's title; a placeholder row's section has the title of the content's first.
  public func headerTitle(forSection section: Int) -> String? {
    contentSection(section).flatMap { capableContent.headerTitle(forSection: $0) }
  }

  public func footerTitle(forSection section: Int) -> String? {
    contentSection(section).flatMap { capableContent.footerTitle(forSection: $0) }
  }

  /// Refreshes the content's view while it shows the content.
  package func refreshSupplementaryView(
    _ view: AnyObject, ofKind kind: String, inSection section: Int
  ) -> Bool {
    guard case .content(let counts, _, _) = shown, counts.indices.contains(section) else {
      return false
    }
    return capableContent.refreshSupplementaryView(view, ofKind: kind, inSection: section)
  }

  /// The content's entries while it shows the content; none while it shows a placeholder.
  public var sectionIndexTitles: [SectionIndexTitle] {
    guard case .content(let counts, _, _) = shown else { return [] }
    return capableContent.sectionIndexTitles.filter { counts.indices.contains($0.section) }
  }

  public var supplementaryRegistrations: [SupplementaryRegistration] {
    capableContent.supplementaryRegistrations
  }

  public func supplementaryView(
    ofKind kind: String, at position: ListPosition, for request: SupplementaryRequest
  ) throws -> AnyObject? {
    guard let section = contentSection(position.section) else { return nil }
    return try capableContent.supplementaryView(
      ofKind: kind, at: ListPosition(section: section, item: position.item), for: request)
  }

  /// Passes a content row's event to the content, in the same position; calls
  /// ``onPlaceholderEvent`` for a placeholder row.
  @discardableResult
  public func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    switch row(at: position) {
    case .content(let local)?: capableContent.handle(event, at: local, cell: cell)
    case .placeholder(let placeholder)?: deliver(event, placeholder, at: position, cell: cell)
    case nil: false
    }
  }

  @discardableResult
  package func handle(_ event: ItemEvent, model: Any, at position: ListPosition, cell: AnyObject?)
    -> Bool
  {
    if let placeholder = model as? Placeholder {
      return deliver(event, placeholder, at: position, cell: cell)
    }
    return capableContent.handle(event, model: model, at: position, cell: cell)
  }

  /// The content's identifier, or one per kind of placeholder row.
  public func itemIdentifier(at position: ListPosition) -> AnyHashable? {
    switch row(at: position) {
    case .content(let local)?: capableContent.itemIdentifier(at: local)
    case .placeholder(let placeholder)?:
      AnyHashable(PlaceholderIdentity(kind: placeholder.kind, isLeading: placeholder.isLeading))
    case nil: nil
    }
  }

  // MARK: Rows

  /// What a position of this source shows.
  enum Row {
    /// A content row, at this position in the content.
    case content(ListPosition)
    /// A placeholder row.
    case placeholder(Placeholder)
  }

  /// Returns what a position shows, or `nil` when it does not exist.
  ///
  /// - Complexity: O(1).
  func row(at position: ListPosition) -> Row? {
    switch shown {
    case .placeholder(let kind, let hasRow):
      guard hasRow, position == ListPosition(section: 0, item: 0) else { return nil }
      return .placeholder(placeholder(of: kind))
    case .content(let counts, let leading, let trailing):
      if let leading, position == ListPosition(section: 0, item: 0) {
        return .placeholder(placeholder(of: leading, leading: true))
      }
      if let trailing, position == Shown.trailingPosition(counts, leading: leading != nil) {
        return .placeholder(placeholder(of: trailing))
      }
      let local = Shown.contentPosition(position, leading: leading != nil)
      guard counts.indices.contains(local.section), local.item >= 0,
        local.item < counts[local.section]
      else { return nil }
      return .content(local)
    }
  }

  /// A Boolean value that indicates whether a position shows the row before the content.
  func isLeadingRow(_ position: ListPosition) -> Bool {
    guard case .content(_, _?, _) = shown else { return false }
    return position == ListPosition(section: 0, item: 0)
  }

  /// The placeholder a kind of row shows now, with the error it reports; `leading` asks for the
  /// row before the content.
  package func placeholder(of kind: Placeholder.Kind, leading: Bool = false) -> Placeholder {
    var placeholder =
      switch kind {
      case .error: Placeholder(.error, error: requested.error)
      case .loadMoreFailed:
        (leading ? requestedLeadingRow : requestedTrailingRow)?.placeholder ?? Placeholder(kind)
      default: Placeholder(kind)
      }
    placeholder.isLeading = leading && kind.isTrailing
    return placeholder
  }

  /// The content's section shown at a section of this source, if any.
  private func contentSection(_ section: Int) -> Int? {
    switch shown {
    case .placeholder:
      return section == 0 && content.numberOfSections > 0 ? 0 : nil
    case .content(let counts, _, _):
      return counts.indices.contains(section) ? section : nil
    }
  }

  private func deliver(
    _ event: ItemEvent, _ placeholder: Placeholder, at position: ListPosition, cell: AnyObject?
  ) -> Bool {
    guard let onPlaceholderEvent else { return false }
    onPlaceholderEvent(
      ItemEventDetails(kind: event, model: placeholder, position: position, cell: cell))
    return true
  }
}

extension StatefulDataSource: ContainerDataSource {
  package func child(owning position: ListPosition) -> (
    source: any DataSource, position: ListPosition
  )? {
    guard case .content(let local)? = row(at: position) else { return nil }
    return (content, local)
  }

  package func child(owningSection section: Int) -> (source: any DataSource, section: Int)? {
    guard case .content(let counts, _, _) = shown,
      section < ListLimits.clamp(content.numberOfSections),
      counts.indices.contains(section)
    else { return nil }
    return (content, section)
  }

  package var childSources: [any DataSource] { [content] }

  /// Content places are this source's own while it shows the content (a trailing row comes
  /// after them, and a leading row before them moves the first section's down by one); none
  /// while it shows a placeholder instead.
  package func place(_ local: ListPosition, inChild child: any DataSource) -> ListPosition? {
    guard child === content, case .content(let counts, let leading, _) = shown,
      counts.indices.contains(local.section), local.item >= 0,
      local.item <= counts[local.section]
    else { return nil }
    guard leading != nil, local.section == 0 else { return local }
    return ListPosition(section: 0, item: ListLimits.add(local.item, 1))
  }
}

/// The identity of a placeholder row, for hosts that check where items go: the rows before and
/// after the content are two items, even of one kind.
private struct PlaceholderIdentity: Hashable {
  let kind: Placeholder.Kind
  let isLeading: Bool
}
