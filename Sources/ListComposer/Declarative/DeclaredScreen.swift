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
///     try screen.update { home() }
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
  /// - Throws: ``ListError/duplicateIdentity(_:)`` when two entries of one group share an
  ///   identity or one source is declared twice; what ``SectionedDataSource/init(_:layout:)``
  ///   throws for a source that belongs to another composition or a host.
  public init(@ScreenBuilder _ content: () -> [ScreenSection]) throws(ListError) {
    let declared = content()
    try Self.check(declared)
    let nodes = try Self.make(declared)
    root = try SectionedDataSource(nodes.map(\.source.base))
    entries = nodes
  }

  /// Declares the screen again and updates the shown one to match, by identity.
  ///
  /// - Returns: The published batches, in the root's positions, in the order they were applied;
  ///   empty when the screen was applying another change, after which this update runs.
  /// - Throws: ``ListError/duplicateIdentity(_:)`` when two entries of one group share an
  ///   identity or one source is declared twice, and ``ListError/alreadyComposed(child:)`` when a
  ///   declared source belongs to a composition outside this screen; nothing changes then. What
  ///   ``SectionedDataSource/setChildren(_:)`` throws when a host cannot take the change.
  /// - Complexity: O(*e* + *u*) plus the diffs of the inline sections, where *e* is the number
  ///   of entries declared and shown and *u* the number of sections (or items) inserted,
  ///   removed and moved.
  @discardableResult
  public func update(@ScreenBuilder _ content: () -> [ScreenSection]) throws(ListError)
    -> [BatchUpdate]
  {
    let declared = content()
    try Self.check(declared)
    try checkSourcesAreFree(declared)
    // One change of the screen: changes that observers or hosts make meanwhile wait for it.
    return try root.updates.run(.queue(returning: [])) { () throws(ListError) in
      var inlineUpdates: [@MainActor () -> Void] = []
      let recorder = UpdateRecorder()
      self.root.updates.observe(by: recorder) { recorder.batches.append($0) }
      defer { self.root.updates.removeObserver(recorder) }
      try self.release(self.entries, keeping: declared)
      self.entries = try self.reconcile(
        self.entries, with: declared, in: self.root, inlineUpdates: &inlineUpdates)
      for update in inlineUpdates { update() }
      return recorder.batches
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
  private static func check(_ declared: [ScreenSection]) throws(ListError) {
    var objects: Set<ObjectIdentifier> = []
    func visit(_ level: [ScreenSection], path: [AnyHashable]) throws(ListError) {
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

  /// Throws when a declared source belongs to a composition that is not part of this screen.
  private func checkSourcesAreFree(_ declared: [ScreenSection]) throws(ListError) {
    var shown: Set<ObjectIdentifier> = []
    func collect(_ nodes: [Node]) {
      for node in nodes {
        shown.insert(ObjectIdentifier(node.source.base))
        if case .group(_, let children) = node.kind { collect(children) }
      }
    }
    collect(entries)
    func visit(_ level: [ScreenSection]) throws(ListError) {
      for entry in level {
        switch entry.content {
        case .source(let source):
          if !shown.contains(ObjectIdentifier(source.base)), source.updates.hasParent {
            throw .alreadyComposed(child: String(describing: type(of: source.base)))
          }
        case .inline: break
        case .group(_, _, _, let children): try visit(children)
        }
      }
    }
    try visit(declared)
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
  private func release(_ nodes: [Node], keeping declared: [ScreenSection]) throws(ListError) {
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
    /// `declaredLevel` is the declaration of this group when the group is kept, `nil` when it
    /// is replaced or removed: then every source that goes on being shown must leave it first.
    func detach(
      _ level: [Node], in composition: SectionedDataSource, path: [AnyHashable],
      declaredLevel: [ScreenSection]?
    ) throws(ListError) {
      var left: Set<ObjectIdentifier> = []
      for node in level {
        guard case .source = node.kind,
          let target = destination[ObjectIdentifier(node.source.base)],
          target != path || declaredLevel == nil
        else { continue }
        left.insert(ObjectIdentifier(node.source.base))
      }
      if !left.isEmpty {
        try composition.setChildren(
          level.filter { !left.contains(ObjectIdentifier($0.source.base)) }.map(\.source.base))
      }
      for node in level {
        guard case .group(_, let children) = node.kind, let inner = node.composition else {
          continue
        }
        let kept = declaredLevel?.first { $0.id == node.id && Self.fits(node, $0) }
        var innerDeclaration: [ScreenSection]?
        if let kept, case .group(_, _, _, let entries) = kept.content { innerDeclaration = entries }
        try detach(
          children, in: inner, path: path + [node.id], declaredLevel: innerDeclaration)
      }
    }
    try detach(nodes, in: root, path: [], declaredLevel: declared)
    entries = pruned(entries, declared: declared, destination: destination)
  }

  /// The shown nodes without the `.source` nodes detached by ``release(_:keeping:)``.
  private func pruned(
    _ nodes: [Node], declared: [ScreenSection], destination: [ObjectIdentifier: [AnyHashable]]
  ) -> [Node] {
    func prune(_ level: [Node], path: [AnyHashable], declaredLevel: [ScreenSection]?) -> [Node] {
      level.compactMap { node in
        var node = node
        switch node.kind {
        case .source:
          if let target = destination[ObjectIdentifier(node.source.base)],
            target != path || declaredLevel == nil
          {
            return nil
          }
        case .inline: break
        case .group(let layout, let children):
          let kept = declaredLevel?.first { $0.id == node.id && Self.fits(node, $0) }
          var innerDeclaration: [ScreenSection]?
          if let kept, case .group(_, _, _, let entries) = kept.content {
            innerDeclaration = entries
          }
          node.kind = .group(
            layout, prune(children, path: path + [node.id], declaredLevel: innerDeclaration))
        }
        return node
      }
    }
    return prune(nodes, path: [], declaredLevel: declared)
  }

  /// Matches a group's shown nodes with its declared entries, updates the kept groups inside it
  /// first, then sets the group's children in one batch; collects the inline updates to run
  /// after the structure is in place.
  private func reconcile(
    _ shown: [Node], with declared: [ScreenSection], in composition: SectionedDataSource,
    inlineUpdates: inout [@MainActor () -> Void]
  ) throws(ListError) -> [Node] {
    var byID: [AnyHashable: Node] = [:]
    for node in shown { byID[node.id] = node }
    var next: [Node] = []
    for entry in declared {
      guard let node = byID[entry.id], Self.fits(node, entry) else {
        next.append(try Self.make(entry))
        continue
      }
      switch (node.kind, entry.content) {
      case (.inline, .inline(let inline)):
        let source = node.source.base
        inlineUpdates.append { _ = inline.update(source) }
        next.append(node)
      case (.group(let layout, let children), .group(_, let header, let footer, let entries)):
        guard let inner = node.composition else {
          next.append(try Self.make(entry))
          continue
        }
        let kept = try reconcile(children, with: entries, in: inner, inlineUpdates: &inlineUpdates)
        if inner.headerTitle != header { inner.headerTitle = header }
        if inner.footerTitle != footer { inner.footerTitle = footer }
        next.append(Node(id: node.id, source: node.source, kind: .group(layout, kept)))
      default:
        next.append(node)
      }
    }
    try composition.setChildren(next.map(\.source.base))
    return next
  }
}

/// Collects the batches a screen's root publishes during one update.
@MainActor
private final class UpdateRecorder {
  var batches: [BatchUpdate] = []
}
