/// Composes independent data sources into one list, remapping positions in both directions.
///
/// A home screen of recent contacts, top messages and people is three sources that know nothing
/// of each other. `SectionedDataSource` shows them together in one of two layouts:
///
/// - ``Layout/sections``: each child contributes its own sections, one after the other.
/// - ``Layout/linear``: the children's items are concatenated into one section.
///
/// A child may itself be a composition, up to `ListLimits.maximumNestingDepth` (64) sources
/// deep in all (see ``DataSource/nestingDepth``).
///
///     let screen = try SectionedDataSource([contacts, messages, people])
///     screen.locate(ListPosition(section: 1, item: 0))
///     // (child: 1, position: [0, 0]): messages' first item
///     screen.position(ListPosition(section: 0, item: 0), inChild: 2)
///     // [2, 0]: people's first item on the screen
///
/// The hand-written alternative, index arithmetic in `cellForRowAt`, is where lists crash when it
/// is off by one. Here every request is resolved in O(log k), where k is the number of children,
/// by `PrefixSums` kept current as children change; no lookup scans the children, and
/// inserting or removing one child of many rewrites no table of all of them.
///
/// Children report their own changes in local positions; the composition remaps each change
/// into its positions and passes it up, so a host animates only the part of the screen that
/// changed. A source belongs to at most one composition, a composition cannot contain itself,
/// and a screen nests at most `ListLimits.maximumNestingDepth` sources deep: all three are
/// ``ListError`` values, not traps.
@MainActor
public final class SectionedDataSource: DataSource {
  /// How a composition lays out its children.
  public enum Layout: Sendable, Hashable {
    /// Each child contributes its own sections.
    case sections
    /// The children's items are concatenated into one section.
    case linear
  }

  /// The models are those of the children, as `Any`.
  public typealias Model = Any

  /// The children, in display order.
  @exclusivity(unchecked) public internal(set) var children: [AnyDataSource] = [] {
    // Every way a child is added, removed or replaced changes this list: the registrations
    // of the composition may change with it.
    didSet { RegistrationRevision.bump() }
  }

  /// The layout of the children.
  public let layout: Layout

  /// The header title of the single section of a linear composition.
  ///
  /// Changing it reloads that section, as UIKit needs to show a new title.
  public var headerTitle: String? {
    didSet { titleDidChange(from: oldValue, to: headerTitle) }
  }
  /// The footer title of the single section of a linear composition.
  ///
  /// Changing it reloads that section, as UIKit needs to show a new title.
  public var footerTitle: String? {
    didSet { titleDidChange(from: oldValue, to: footerTitle) }
  }

  /// The relay through which this composition reports changes to its parent or host.
  public let updates = UpdateRelay()

  /// Counts the calls to `setChildren`, so that an earlier asynchronous one can tell that a
  /// later one superseded it.
  var replacementGeneration = 0

  // The lookup tables are read for every cell request, and the slots for every change of a
  // child. They are only ever touched on the main actor and never while another access to them
  // is in progress, so dynamic exclusivity checks are turned off for them: they cost more than
  // the lookup itself.

  /// Per child: its section count (sectioned layout) or its item count (linear layout). Each
  /// child's item count per section is kept by its wrapper (``AnyDataSource/sectionCounts``),
  /// current with the child's updates, so that lookups never call into a child.
  @exclusivity(unchecked) @usableFromInline var spans = PrefixSums()
  /// Per child, the slot its relay uses to find the child's index.
  @exclusivity(unchecked) var slots = ChildSlots(count: 0)

  /// Creates a composition of children.
  ///
  /// - Throws: ``ListError/alreadyComposed(child:)`` when a child already belongs to another
  ///   composition, ``ListError/alreadyAttached(_:)`` when a host shows it,
  ///   ``ListError/compositionCycle(_:)`` when a child contains this composition,
  ///   ``ListError/nestingTooDeep(depth:maximum:)`` when the composition would be deeper than
  ///   `ListLimits.maximumNestingDepth`.
  ///
  /// - Complexity: O(k + s + n), where k is the number of children, s their number of sections
  ///   and n the number of sources in them, at every depth.
  public init(_ children: [any DataSource], layout: Layout = .sections) throws(ListError) {
    self.layout = layout
    var adopted: [AnyDataSource] = []
    var seen: Set<ObjectIdentifier> = []
    for child in children {
      let erased = AnyDataSource(child)
      guard seen.insert(ObjectIdentifier(erased.base)).inserted else {
        throw .alreadyComposed(child: String(describing: type(of: erased.base)))
      }
      adopted.append(erased)
    }
    try checkCanAdopt(adopted)
    self.children = adopted
    reloadCounts()
    reattachChildren()
  }

  /// Publishes a reload of the linear layout's section when one of its titles changed.
  private func titleDidChange(from oldValue: String?, to newValue: String?) {
    guard layout == .linear, oldValue != newValue else { return }
    updates.run(.queue(returning: ())) {
      _ = try? self.updates.send(BatchUpdate(reloadedSections: [0]))
    }
  }

  // MARK: Mapping

  /// Returns the child that shows a global position, and the position within that child.
  ///
  /// - Returns: `nil` when the position does not exist.
  /// - Complexity: O(log k), where k is the number of children (see `PrefixSums`); for a
  ///   linear layout, plus the number of sections of the child found.
  @inlinable @inline(__always)
  public func locate(_ position: ListPosition) -> (child: Int, position: ListPosition)? {
    guard position.item >= 0 else { return nil }
    switch layout {
    case .sections:
      guard let (child, section) = spans.locate(position.section),
        position.item < children[child].sectionCounts[section]
      else { return nil }
      return (child, ListPosition(section: section, item: position.item))
    case .linear:
      guard position.section == 0, let (child, offset) = spans.locate(position.item) else {
        return nil
      }
      var remaining = offset
      var section = 0
      for count in children[child].sectionCounts {
        if remaining < count { return (child, ListPosition(section: section, item: remaining)) }
        remaining -= count
        section += 1
      }
      return nil
    }
  }

  /// Returns the child that shows a global section and the section within that child; for a
  /// linear layout, `nil` (its one section belongs to the composition).
  ///
  /// - Complexity: O(log k), where k is the number of children.
  public func locate(section: Int) -> (child: Int, section: Int)? {
    guard layout == .sections, let (child, local) = spans.locate(section) else { return nil }
    return (child, local)
  }

  /// Returns the global position of a child's local position.
  ///
  /// - Returns: `nil` when the child or the local position does not exist.
  /// - Complexity: O(log k), where k is the number of children; for a linear layout, plus the
  ///   number of sections of the child.
  public func position(_ local: ListPosition, inChild child: Int) -> ListPosition? {
    guard children.indices.contains(child), children[child].contains(local),
      let start = spans.start(of: child)
    else { return nil }
    switch layout {
    case .sections:
      return ListPosition(section: start + local.section, item: local.item)
    case .linear:
      let before = children[child].sectionCounts.prefix(local.section).reduce(0, +)
      return ListPosition(section: 0, item: start + before + local.item)
    }
  }

  /// Returns the global section of a child's local section; `nil` for a linear layout or when
  /// the child or section does not exist.
  ///
  /// - Complexity: O(log k), where k is the number of children.
  public func section(_ local: Int, inChild child: Int) -> Int? {
    guard layout == .sections, children.indices.contains(child), local >= 0,
      local < children[child].numberOfSections, let start = spans.start(of: child)
    else { return nil }
    return start + local
  }

  // MARK: DataSource

  public var numberOfSections: Int { layout == .sections ? spans.total : 1 }

  public func numberOfItems(inSection section: Int) -> Int {
    switch layout {
    case .sections:
      guard let (child, local) = spans.locate(section) else { return 0 }
      return children[child].sectionCounts[local]
    case .linear:
      return section == 0 ? spans.total : 0
    }
  }

  public func model(at position: ListPosition) -> Any? {
    guard let (child, local) = locate(position) else { return nil }
    return children[child].model(at: local)
  }

  /// Returns the model at a global position as a concrete type, or `nil` when the position does
  /// not exist or its model is of another type.
  ///
  ///     screen.model(at: ListPosition(section: 1, item: 0), as: Message.self)  // typed, or nil
  ///
  /// Asking for the owning child's own model type reads the model without boxing it in `Any`
  /// (see ``AnyDataSource/model(at:as:)``).
  ///
  /// - Complexity: O(log k), where k is the number of children, as ``locate(_:)``.
  @inlinable
  public func model<Value>(at position: ListPosition, as type: Value.Type) -> Value? {
    guard let (child, local) = locate(position) else { return nil }
    return children[child].model(at: local, as: type)
  }

  public func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    guard let (child, local) = locate(position) else { throw outOfRangeError(position) }
    return try children[child].cell(at: local, for: request)
  }

  /// Every child's supplementary registrations, each once, in child order.
  public var supplementaryRegistrations: [SupplementaryRegistration] {
    // Asked at every batch: a loop over the children rather than a lazy `flatMap` through a
    // key path, whose generic machinery cost more than the few registrations; most children
    // have none, and none at all needs no look-up for repeats.
    var registrations: [SupplementaryRegistration] = []
    for child in children {
      let own = child.supplementaryRegistrations
      if !own.isEmpty { registrations.append(contentsOf: own) }
    }
    return registrations.count < 2 ? registrations : registrations.firstOfEach()
  }

  /// Asks the child that owns the section (sectioned layout). A linear composition's one
  /// section shows the footer view of its last child that has a footer decorator, from that
  /// child's last section, and for every other kind (a header) the view of its first child that
  /// has a decorator of the kind, from that child's first section: the children's items follow
  /// each other in one section, framed by the first child's header and the last child's footer.
  public func supplementaryView(
    ofKind kind: String, at position: ListPosition, for request: SupplementaryRequest
  ) throws -> AnyObject? {
    guard layout == .linear else {
      guard let (child, local) = locate(section: position.section) else { return nil }
      return try children[child].supplementaryView(
        ofKind: kind, at: ListPosition(section: local, item: position.item), for: request)
    }
    guard position.section == 0, let child = linearSupplementaryChild(ofKind: kind) else {
      return nil
    }
    let sections = ListLimits.clamp(child.numberOfSections)
    let section = kind == SupplementaryKind.footer ? sections - 1 : 0
    return try child.supplementaryView(
      ofKind: kind, at: ListPosition(section: section, item: position.item), for: request)
  }

  /// Passes the request to the child that owns the section, or, for a linear composition, to
  /// the child whose view frames its section.
  package func refreshSupplementaryView(
    _ view: AnyObject, ofKind kind: String, inSection section: Int
  ) -> Bool {
    guard layout == .linear else {
      guard let (child, local) = locate(section: section) else { return false }
      return children[child].refreshSupplementaryView(view, ofKind: kind, inSection: local)
    }
    guard section == 0, let child = linearSupplementaryChild(ofKind: kind) else { return false }
    let sections = ListLimits.clamp(child.numberOfSections)
    return child.refreshSupplementaryView(
      view, ofKind: kind, inSection: kind == SupplementaryKind.footer ? sections - 1 : 0)
  }

  /// The child whose view of a kind a linear composition's section shows: the last with a
  /// decorator of the kind for a footer, the first for any other kind; children without
  /// sections are skipped.
  ///
  /// - Complexity: O(k), where k is the number of children.
  package func linearSupplementaryChild(ofKind kind: String) -> AnyDataSource? {
    let candidates = children.lazy.filter {
      $0.numberOfSections > 0 && $0.supplementaryRegistrations.contains { $0.kind == kind }
    }
    return kind == SupplementaryKind.footer ? candidates.reversed().first : candidates.first
  }

  /// Every child's index entries in child order, each jumping to its section in this
  /// composition; a linear composition's one section has none.
  ///
  /// - Complexity: O(k + t), where k is the number of children and t the number of entries.
  public var sectionIndexTitles: [SectionIndexTitle] {
    guard layout == .sections else { return [] }
    var titles: [SectionIndexTitle] = []
    for (index, child) in children.enumerated() {
      let entries = child.sectionIndexTitles
      guard !entries.isEmpty, let start = spans.start(of: index) else { continue }
      let sections = child.sectionCounts.count
      titles += entries.filter { (0..<sections).contains($0.section) }.map {
        SectionIndexTitle($0.title, section: start + $0.section)
      }
    }
    return titles
  }

  /// Whether every child reports its registration changes (see `RegistrationReporting`): a
  /// change of the children themselves bumps the revision.
  package var reportsRegistrationChanges: Bool {
    children.allSatisfy(\.reportsRegistrationChanges)
  }

  /// Every child's registrations, each identifier and type once, in child order.
  public var cellRegistrations: [CellRegistration] {
    // A loop, as for `supplementaryRegistrations`.
    var registrations: [CellRegistration] = []
    for child in children { registrations.append(contentsOf: child.cellRegistrations) }
    return registrations.count < 2 ? registrations : registrations.firstOfEach()
  }

  public func headerTitle(forSection section: Int) -> String? {
    guard layout == .sections else { return section == 0 ? headerTitle : nil }
    guard let (child, local) = locate(section: section) else { return nil }
    return children[child].headerTitle(forSection: local)
  }

  public func footerTitle(forSection section: Int) -> String? {
    guard layout == .sections else { return section == 0 ? footerTitle : nil }
    guard let (child, local) = locate(section: section) else { return nil }
    return children[child].footerTitle(forSection: local)
  }

  /// Passes an event to the child that owns the position, in the child's local position.
  @discardableResult
  public func handle(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) -> Bool {
    guard let (child, local) = locate(position) else { return false }
    return children[child].handle(event, at: local, cell: cell)
  }

  public func itemIdentifier(at position: ListPosition) -> AnyHashable? {
    guard let (child, local) = locate(position) else { return nil }
    return children[child].itemIdentifier(at: local)
  }

  /// The owning child's identifiers of the section; for a linear layout, every child's, joined.
  ///
  /// - Complexity: O(log k) to find the child, plus the child's read; for a linear layout,
  ///   O(n) to join the n identifiers of the section.
  public func itemIdentifiers(inSection section: Int) -> ItemIdentifiers? {
    switch layout {
    case .sections:
      guard let (child, local) = locate(section: section) else { return nil }
      return children[child].itemIdentifiers(inSection: local)
    case .linear:
      guard section == 0 else { return nil }
      var parts: [ItemIdentifiers] = []
      for child in children {
        for (local, count) in child.sectionCounts.enumerated() where count > 0 {
          guard let part = child.itemIdentifiers(inSection: local), part.count == count else {
            return nil
          }
          parts.append(part)
        }
      }
      return ItemIdentifiers.joined(parts)
    }
  }
}
