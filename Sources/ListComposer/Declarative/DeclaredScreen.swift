/// A screen declared from its sections, and declared again whenever its content changes.
///
/// Instead of building sources, composing them and calling `setChildren` by hand when sections
/// come and go, describe the whole screen each time:
///
///     @ScreenBuilder func home() -> [ScreenSection] {
///       ScreenSection("contacts", items: contacts, decorator: ContactDecorator.self)
///       if settings.showsMessages { ScreenSection("messages", source: messages) }
///     }
///     let screen = try DeclaredScreen { home() }
///     try tableView.attach(screen.root)
///
///     settings.showsMessages = false
///     try screen.setSections { home() }
///     // one batch: delete the messages section; the contacts' cells stay
///
/// A new declaration is matched with the shown one by identity, group by group: entries whose
/// identity is still there keep their source object (and with it their cells), inline sections
/// receive their new items as a diff, entries that left are removed, new ones inserted, and
/// kept ones that changed places moved, with the fewest moves (``SectionedDataSource/setChildren(_:)``).
/// Nothing is rebuilt. The whole update is one change of the screen: no other change runs
/// between its batches, which reach the host in order (one per group whose entries changed,
/// then the diffs of the inline sections whose items changed).
///
/// An entry keeps its source only while its kind stays the same: an inline section whose model
/// or cell type changes, a `.source` entry given another source object, or a group that changes
/// layout gets a new source, as a removal and an insertion.
@MainActor
public final class DeclaredScreen {
  /// The composition that shows the screen: attach it to a host.
  public let root: SectionedDataSource

  /// The shown entries, as the last declaration made them.
  private var entries: [Node]

  /// The first failure of the update being applied. The update goes on and throws it at the
  /// end, so that ``entries`` always match what is shown.
  private var failure: ListError?

  /// A shown entry: its identity, its source, and for a group its entries.
  @MainActor
  private struct Node {
    var id: AnyHashable
    var source: AnyDataSource
    var kind: Kind

    enum Kind {
      case source
      case inline(ObjectIdentifier)
      case group(SectionedDataSource.Layout, [Node])
    }

    /// The composition of a group.
    var composition: SectionedDataSource? { source.base as? SectionedDataSource }
  }

  /// Declares a screen.
  ///
  /// - Throws: ``DeclaredScreenError/duplicateIdentity(_:)`` when two entries of one group share an
  ///   identity or one source is declared twice; what ``SectionedDataSource/init(_:layout:)``
  ///   throws for a source that belongs to another composition or a host.
  public init(@ScreenBuilder _ content: () -> [ScreenSection]) throws {
    let declared = content()
    try Self.check(declared)
    let nodes = try Self.make(declared)
    root = try SectionedDataSource(nodes.map(\.source.base))
    entries = nodes
  }

  /// Declares the screen again and updates the shown one to match, by identity.
  ///
  ///     try screen.setSections { home() }
  ///
  /// Sources declared again keep their cells; groups are matched and moved as
  /// ``SectionedDataSource/setChildren(_:)`` does, and the items of inline sections are
  /// diffed as ``ArrayDataSource/setSections(_:options:)`` does, with `options`.
  ///
  /// - Parameters:
  ///   - options: How inline sections report changed items and when they prefer a reload.
  ///   - content: The screen's entries.
  /// - Returns: The published batches, in the root's positions, in the order they were applied;
  ///   queued (``ListChange/isQueued``) when the screen was applying another change, after
  ///   which this update runs.
  /// An update is all or nothing. Every new source is checked before the first group changes:
  /// that no two entries share an identity, that a declared source belongs to no composition
  /// outside this screen and to no host, that it does not contain the screen, and that the host
  /// showing the screen can register every new cell type (none claims a reuse identifier that
  /// the host, or another new source, gives to another cell class). When a check fails, the
  /// update throws and nothing has changed: the screen and the entries that later updates are
  /// matched with stay as they were.
  ///
  /// - Throws: ``DeclaredScreenError/duplicateIdentity(_:)`` when two entries of one group share an
  ///   identity or one source is declared twice, ``ListError/alreadyComposed(child:)`` when a
  ///   declared source belongs to a composition outside this screen,
  ///   ``ListError/alreadyAttached(_:)`` when a host shows it,
  ///   ``ListError/compositionCycle(_:)`` when it contains the screen,
  ///   ``ListError/nestingTooDeep(depth:maximum:)`` when the declaration nests deeper than
  ///   `ListLimits.maximumNestingDepth`, and
  ///   ``ListError/conflictingRegistration(reuseIdentifier:existing:new:)`` when the host cannot
  ///   register a new cell type; nothing changes then. ``ListError/hostFailed(host:reason:)``
  ///   when the host could not apply one of the batches: it reloaded, the update was carried
  ///   through to the end, and the screen shows the new declaration.
  /// - Complexity: O(*e* + *u*) plus the diffs of the inline sections, where *e* is the number
  ///   of entries declared and shown and *u* the number of sections (or items) inserted,
  ///   removed and moved.
  @discardableResult
  public func setSections(
    options: DiffOptions = DiffOptions(), @ScreenBuilder _ content: () -> [ScreenSection]
  ) throws -> ListChange {
    let declared = content()
    try checkCanApply(declared)
    // One change of the screen: changes that observers or hosts make meanwhile wait for it.
    return try root.updates.run(.queue(returning: .queued)) { () throws in
      // Checked again: a queued update runs after other changes.
      try self.checkCanApply(declared)
      var inlineUpdates: [@MainActor () -> Void] = []
      let recorder = UpdateRecorder()
      self.root.updates.observe(by: recorder) { recorder.batches.append($0) }
      defer { self.root.updates.removeObserver(recorder) }
      self.failure = nil
      defer { self.failure = nil }
      self.release(self.entries, keeping: declared)
      self.entries = self.reconcile(
        self.entries, with: declared, in: self.root, options: options,
        inlineUpdates: &inlineUpdates)
      for update in inlineUpdates { update() }
      if let failure = self.failure { throw failure }
      return ListChange(batches: recorder.batches)
    }
  }

  /// The source of the entry at a path of identities (a top-level entry, then entries of its
  /// group, and so on), as a concrete type; `nil` when there is none or it is of another type.
  ///
  ///     screen.source(ArrayDataSource<Contact, ContactCell>.self, at: "people", "suggested")
  public func source<Source: DataSource>(_ type: Source.Type, at path: AnyHashable...)
    -> Source?
  {
    var level = entries
    var found: Node?
    for id in path {
      guard let node = level.first(where: { $0.id == id }) else { return nil }
      found = node
      if case .group(_, let children) = node.kind { level = children } else { level = [] }
    }
    return found?.source.base as? Source
  }

  // MARK: Checks

  /// Throws when two siblings share an identity or a source object is declared twice.
  private static func check(_ declared: [ScreenSection]) throws(DeclaredScreenError) {
    var objects: Set<ObjectIdentifier> = []
    func visit(_ level: [ScreenSection], path: [AnyHashable]) throws(DeclaredScreenError) {
      var ids: Set<AnyHashable> = []
      for entry in level {
        guard ids.insert(entry.id).inserted else {
          throw .duplicateIdentity(
            "two entries of \(describe(path)) have the identity \(entry.id.base)")
        }
        switch entry.content {
        case .source(let source):
          guard objects.insert(ObjectIdentifier(source.base)).inserted else {
            throw .duplicateIdentity(
              "\(type(of: source.base)) is declared twice (the second time as "
                + "\(entry.id.base) in \(describe(path)))")
          }
        case .inline: break
        case .group(_, _, _, let children): try visit(children, path: path + [entry.id])
        }
      }
    }
    try visit(declared, path: [])
  }

  private static func describe(_ path: [AnyHashable]) -> String {
    path.isEmpty ? "the screen" : "group " + path.map { "\($0.base)" }.joined(separator: " / ")
  }

  /// Throws when the declaration cannot be applied in full: before anything changes.
  private func checkCanApply(_ declared: [ScreenSection]) throws {
    try Self.check(declared)
    var shown: Set<ObjectIdentifier> = []
    func collect(_ nodes: [Node]) {
      for node in nodes {
        shown.insert(ObjectIdentifier(node.source.base))
        if case .group(_, let children) = node.kind { collect(children) }
      }
    }
    collect(entries)
    // The compositions the screen's root is part of: a declared source must not be one.
    var ancestors: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var ancestor = root.updates.parent
    while let node = ancestor {
      ancestors.insert(ObjectIdentifier(node))
      ancestor = (node as? any DataSource)?.updates.parent
    }
    // The cells of the sources the update adds, in declaration order.
    var registrations: [CellRegistration] = []
    func visit(_ level: [ScreenSection], shownLevel: [Node]?) throws(ListError) {
      for entry in level {
        let node = shownLevel?.first { $0.id == entry.id && Self.fits($0, entry) }
        switch entry.content {
        case .source(let source):
          let id = ObjectIdentifier(source.base)
          guard !shown.contains(id) else { continue }
          let name = String(describing: type(of: source.base))
          if ancestors.contains(id) { throw .compositionCycle(name) }
          if source.updates.hasParent { throw .alreadyComposed(child: name) }
          if source.updates.hasHost {
            throw .alreadyAttached("host (\(name) is the root of a screen)")
          }
          registrations += source.cellRegistrations
        case .inline(let inline):
          if node == nil { registrations.append(inline.registration) }
        case .group(_, _, _, let children):
          var shownChildren: [Node]?
          if let node, case .group(_, let nodes) = node.kind { shownChildren = nodes }
          try visit(children, shownLevel: shownChildren)
        }
      }
    }
    try visit(declared, shownLevel: entries)
    // The root's own level and those above it, plus the deepest declared entry.
    let depth = ListLimits.add(root.lineage().count, Self.depth(of: declared))
    guard depth <= ListLimits.maximumNestingDepth else {
      throw ListError.nestingTooDeep(depth: depth, maximum: ListLimits.maximumNestingDepth)
    }
    try root.updates.checkScreenCanRegister(registrations)
  }

  /// The deepest of the entries, as ``DataSource/nestingDepth`` counts sources: a group is one
  /// level more than its deepest entry, an inline section one level.
  ///
  /// - Complexity: O(n), where n is the number of entries and of the sources inside them.
  private static func depth(of declared: [ScreenSection]) -> Int {
    declared.reduce(0) { deepest, entry in
      switch entry.content {
      case .source(let source): max(deepest, source.nestingDepth)
      case .inline: max(deepest, 1)
      case .group(_, _, _, let children): max(deepest, ListLimits.add(1, depth(of: children)))
      }
    }
  }

  /// Sets a group's children. A failure is kept for the end of the update, which goes on:
  /// returns whether the group now shows `children` (true also when the host failed and
  /// reloaded, since it then shows them).
  private func show(_ children: [AnyDataSource], in composition: SectionedDataSource) -> Bool {
    do {
      try composition.setChildren(children.map(\.base))
      return true
    } catch {
      if failure == nil { failure = error }
      if case .hostFailed = error { return true }
      return false
    }
  }

  // MARK: Making and matching

  /// Makes the nodes of entries that are not shown yet.
  private static func make(_ declared: [ScreenSection]) throws(ListError) -> [Node] {
    var nodes: [Node] = []
    for entry in declared {
      nodes.append(try make(entry))
    }
    return nodes
  }

  private static func make(_ entry: ScreenSection) throws(ListError) -> Node {
    switch entry.content {
    case .source(let source):
      return Node(id: entry.id, source: source, kind: .source)
    case .inline(let inline):
      return Node(id: entry.id, source: AnyDataSource(inline.make()), kind: .inline(inline.type))
    case .group(let layout, let header, let footer, let children):
      let nodes = try make(children)
      let composition = try SectionedDataSource(nodes.map(\.source.base), layout: layout)
      composition.headerTitle = header
      composition.footerTitle = footer
      return Node(id: entry.id, source: AnyDataSource(composition), kind: .group(layout, nodes))
    }
  }

  /// Whether a shown node can show a declared entry.
  private static func fits(_ node: Node, _ entry: ScreenSection) -> Bool {
    switch (node.kind, entry.content) {
    case (.source, .source(let source)): node.source.base === source.base
    case (.inline(let type), .inline(let inline)): type == inline.type
    case (.group(let layout, _), .group(let newLayout, _, _, _)): layout == newLayout
    default: false
    }
  }

  /// Detaches, from the shown groups that keep them, the `.source` objects that the declaration
  /// puts in another group, so that their new group can adopt them.
  private func release(_ nodes: [Node], keeping declared: [ScreenSection]) {
    // Where each declared source object goes: its parent group's path.
    var destination: [ObjectIdentifier: [AnyHashable]] = [:]
    func visit(_ level: [ScreenSection], path: [AnyHashable]) {
      for entry in level {
        switch entry.content {
        case .source(let source): destination[ObjectIdentifier(source.base)] = path
        case .inline: break
        case .group(_, _, _, let children): visit(children, path: path + [entry.id])
        }
      }
    }
    visit(declared, path: [])
    var detached: Set<ObjectIdentifier> = []
    /// `declaredLevel` is the declaration of this group when the group is kept, `nil` when it
    /// is replaced or removed: then every source that goes on being shown must leave it first.
    func detach(
      _ level: [Node], in composition: SectionedDataSource, path: [AnyHashable],
      declaredLevel: [ScreenSection]?
    ) {
      var left: Set<ObjectIdentifier> = []
      for node in level {
        guard case .source = node.kind,
          let target = destination[ObjectIdentifier(node.source.base)],
          target != path || declaredLevel == nil
        else { continue }
        left.insert(ObjectIdentifier(node.source.base))
      }
      if !left.isEmpty,
        show(
          level.filter { !left.contains(ObjectIdentifier($0.source.base)) }.map(\.source),
          in: composition)
      {
        detached.formUnion(left)
      }
      for node in level {
        guard case .group(_, let children) = node.kind, let inner = node.composition else {
          continue
        }
        let kept = declaredLevel?.first { $0.id == node.id && Self.fits(node, $0) }
        var innerDeclaration: [ScreenSection]?
        if let kept, case .group(_, _, _, let entries) = kept.content { innerDeclaration = entries }
        detach(children, in: inner, path: path + [node.id], declaredLevel: innerDeclaration)
      }
    }
    detach(nodes, in: root, path: [], declaredLevel: declared)
    entries = Self.pruned(entries, removing: detached)
  }

  /// The shown nodes without the `.source` nodes that ``release(_:keeping:)`` detached.
  private static func pruned(_ nodes: [Node], removing detached: Set<ObjectIdentifier>) -> [Node] {
    guard !detached.isEmpty else { return nodes }
    return nodes.compactMap { node in
      var node = node
      switch node.kind {
      case .source:
        if detached.contains(ObjectIdentifier(node.source.base)) { return nil }
      case .inline: break
      case .group(let layout, let children):
        node.kind = .group(layout, pruned(children, removing: detached))
      }
      return node
    }
  }

  /// Matches a group's shown nodes with its declared entries, updates the kept groups inside it
  /// first, then sets the group's children in one batch; collects the inline updates to run
  /// after the structure is in place.
  ///
  /// Returns the nodes the group shows afterwards: the declared ones, or, when the group could
  /// not take them, its old ones (with the kept groups inside them updated).
  private func reconcile(
    _ shown: [Node], with declared: [ScreenSection], in composition: SectionedDataSource,
    options: DiffOptions, inlineUpdates: inout [@MainActor () -> Void]
  ) -> [Node] {
    var byID: [AnyHashable: Node] = [:]
    for node in shown { byID[node.id] = node }
    var next: [Node] = []
    // Kept groups stay shown whatever happens to this one, updated.
    var keptGroups: [ObjectIdentifier: Node] = [:]
    func unchanged() -> [Node] { shown.map { keptGroups[ObjectIdentifier($0.source.base)] ?? $0 } }
    for entry in declared {
      guard let node = byID[entry.id], Self.fits(node, entry) else {
        do {
          next.append(try Self.make(entry))
        } catch {
          if failure == nil { failure = error }
          return unchanged()
        }
        continue
      }
      switch (node.kind, entry.content) {
      case (.inline, .inline(let inline)):
        let source = node.source.base
        // Shown whether or not this group takes its new children.
        inlineUpdates.append { _ = inline.update(source, options) }
        next.append(node)
      case (.group(let layout, let children), .group(_, let header, let footer, let entries)):
        guard let inner = node.composition else {
          next.append(node)
          continue
        }
        let kept = reconcile(
          children, with: entries, in: inner, options: options, inlineUpdates: &inlineUpdates)
        if inner.headerTitle != header { inner.headerTitle = header }
        if inner.footerTitle != footer { inner.footerTitle = footer }
        let updated = Node(id: node.id, source: node.source, kind: .group(layout, kept))
        keptGroups[ObjectIdentifier(inner)] = updated
        next.append(updated)
      default:
        next.append(node)
      }
    }
    return show(next.map(\.source), in: composition) ? next : unchanged()
  }
}

/// Collects the batches a screen's root publishes during one update.
@MainActor
private final class UpdateRecorder {
  var batches: [BatchUpdate] = []
}
