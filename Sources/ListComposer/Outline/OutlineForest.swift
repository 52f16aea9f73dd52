/// An outline's nodes in flat arrays, linked by index: each node's parent, first child and next
/// sibling, so that the walks that expand and collapse run as plain code on integer arrays, and
/// children loaded later are appended and linked in, in time proportional to their number.
///
/// Rows are named by keys: `2 * index` for a node's own row and `2 * index + 1` for the load row
/// under it (the loading or error row shown while its children load).
///
/// The models and identities are generic; the links are not. It is an object so that a read
/// reads its arrays in place; it is only touched on the main actor, never during another
/// access, so dynamic exclusivity checks are turned off for them.
@usableFromInline
final class OutlineForest<Node: Identifiable> {
  /// Where one node sits in the tree.
  @usableFromInline
  struct Place {
    /// The parent, or -1 for a root.
    var parent: Int32
    /// The first child, or -1.
    var firstChild: Int32 = -1
    /// The next sibling, or -1.
    var nextSibling: Int32 = -1
    /// The level: 0 for a root.
    var level: Int32
    /// Whether the node is expanded.
    var expanded = false
    /// Whether the node's children are loaded on expansion and are not loaded yet.
    var lazy = false
    /// Whether a load row shows under the node while it is expanded: its children load, or
    /// their load failed.
    var loadRow = false
    /// Whether the load row is an error row.
    var loadFailed = false
  }

  /// The models, by index; a node taken out of the tree keeps its slot until the next
  /// compaction (see ``removedCount``).
  @exclusivity(unchecked) var models: [Node] = []
  /// The place of each node, by index.
  @exclusivity(unchecked) @usableFromInline var nodes: [Place] = []
  /// The first root, or -1.
  @exclusivity(unchecked) var firstRoot: Int32 = -1
  /// The index of each node in the tree by identity.
  var indexByID: [Node.ID: Int32] = [:]
  /// The number of slots whose node was taken out of the tree.
  private(set) var removedCount = 0

  /// The number of slots, those of nodes taken out included.
  var slotCount: Int { models.count }

  /// The number of row keys the slots can have.
  var keyCount: Int { 2 * models.count }

  /// The number of nodes in the tree.
  var count: Int { models.count - removedCount }

  /// Builds an outline.
  ///
  /// - Throws: ``OutlineError/duplicateNode(_:)`` when two nodes have the same identity.
  /// - Complexity: O(n), where n is the number of nodes.
  init(_ roots: [OutlineNode<Node>]) throws(OutlineError) {
    try append(roots, under: -1)
  }

  /// Creates an empty outline.
  init() {}

  /// Adds subtrees as the children of a node that has none (or as the roots of an empty
  /// outline, for `parent` -1), in order, depth first.
  ///
  /// - Throws: ``OutlineError/duplicateNode(_:)`` when an identity is in the tree already
  ///   or twice among the new nodes; nothing changes then.
  /// - Complexity: O(s) expected, where s is the number of nodes added.
  func append(_ subtrees: [OutlineNode<Node>], under parent: Int32) throws(OutlineError) {
    let start = models.count
    let level = parent >= 0 ? nodes[Int(parent)].level + 1 : 0
    var frames = [(parent: parent, level: level, children: subtrees[...], last: Int32(-1))]
    while let top = frames.indices.last {
      guard let node = frames[top].children.popFirst() else {
        frames.removeLast()
        continue
      }
      let index = Int32(models.count)
      let id = node.model.id
      if let existing = indexByID.updateValue(index, forKey: id) {
        indexByID[id] = existing
        undoAppend(from: start, under: parent)
        throw .duplicateNode(String(describing: id))
      }
      let frame = frames[top]
      models.append(node.model)
      nodes.append(Place(parent: frame.parent, level: frame.level))
      nodes[Int(index)].lazy = node.loadsChildren && node.children.isEmpty
      if frame.last >= 0 {
        nodes[Int(frame.last)].nextSibling = index
      } else if frame.parent >= 0 {
        nodes[Int(frame.parent)].firstChild = index
      } else {
        firstRoot = index
      }
      frames[top].last = index
      if !node.children.isEmpty {
        frames.append((index, frame.level + 1, node.children[...], -1))
      }
    }
  }

  /// Takes back the nodes appended from a slot on, after a duplicated identity.
  private func undoAppend(from start: Int, under parent: Int32) {
    for index in start..<models.count {
      let id = models[index].id
      if indexByID[id] == Int32(index) { indexByID[id] = nil }
    }
    models.removeSubrange(start...)
    nodes.removeSubrange(start...)
    if parent >= 0 {
      nodes[Int(parent)].firstChild = -1
    } else {
      firstRoot = -1
    }
  }

  /// Takes a node's descendants out of the tree; their slots stay until the next compaction.
  ///
  /// - Complexity: O(s) expected, where s is the number of descendants.
  func removeChildren(of index: Int) {
    var stack = [nodes[index].firstChild]
    while let next = stack.popLast() {
      guard next >= 0 else { continue }
      let place = nodes[Int(next)]
      let id = models[Int(next)].id
      if indexByID[id] == next { indexByID[id] = nil }
      removedCount += 1
      stack.append(place.nextSibling)
      stack.append(place.firstChild)
    }
    nodes[index].firstChild = -1
  }

  /// The item a row key shows: a node's own row, or the load row under it.
  @usableFromInline
  func item(_ key: Int32) -> OutlineItem<Node> {
    let index = Int(key >> 1)
    let place = nodes[index]
    guard key & 1 == 0 else {
      return OutlineItem(
        model: models[index], level: Int(place.level) + 1, hasChildren: false, isExpanded: false,
        loadRow: place.loadFailed ? .error : .loading)
    }
    return OutlineItem(
      model: models[index], level: Int(place.level),
      hasChildren: place.firstChild >= 0 || place.lazy, isExpanded: place.expanded)
  }

  /// The items of row keys.
  ///
  /// One loop, rather than a call per key, so that code running unspecialised for the app's
  /// node type looks the item's type up once.
  func items(_ keys: [Int32]) -> [OutlineItem<Node>] {
    var result: [OutlineItem<Node>] = []
    result.reserveCapacity(keys.count)
    for key in keys {
      let index = Int(key >> 1)
      let place = nodes[index]
      if key & 1 == 0 {
        result.append(
          OutlineItem(
            model: models[index], level: Int(place.level),
            hasChildren: place.firstChild >= 0 || place.lazy, isExpanded: place.expanded))
      } else {
        result.append(
          OutlineItem(
            model: models[index], level: Int(place.level) + 1, hasChildren: false,
            isExpanded: false, loadRow: place.loadFailed ? .error : .loading))
      }
    }
    return result
  }

  /// Every slot's expansion flag, in order.
  var expandedFlags: [Bool] {
    get { nodes.map(\.expanded) }
    set {
      for index in nodes.indices where index < newValue.count {
        nodes[index].expanded = newValue[index]
      }
    }
  }

  /// A Boolean value that indicates whether a node has children.
  func hasChildren(_ index: Int) -> Bool { nodes[index].firstChild >= 0 }

  /// The rows shown under a node when it is expanded and shown itself: its load row, if it
  /// shows one, its children, and under each expanded child that child's rows in turn.
  ///
  /// - Complexity: O(k + d), where k is the number of rows returned and d the depth below the
  ///   node.
  func visibleDescendants(of index: Int) -> [Int32] {
    var result: [Int32] = []
    if nodes[index].loadRow { result.append(Int32(2 * index + 1)) }
    appendVisible(from: nodes[index].firstChild, into: &result)
    return result
  }

  /// Every row shown, depth first.
  ///
  /// - Complexity: O(r + d), where r is the number of rows shown and d the depth.
  func visibleNodes() -> [Int32] {
    var result: [Int32] = []
    appendVisible(from: firstRoot, into: &result)
    return result
  }

  /// Appends the rows of a node, its siblings after it, and the rows under the expanded ones.
  private func appendVisible(from first: Int32, into result: inout [Int32]) {
    var stack: [Int32] = []
    var next = first
    while true {
      guard next >= 0 else {
        guard let resume = stack.popLast() else { return }
        next = resume
        continue
      }
      let place = nodes[Int(next)]
      result.append(2 * next)
      if place.expanded {
        if place.loadRow { result.append(2 * next + 1) }
        if place.firstChild >= 0 {
          stack.append(place.nextSibling)
          next = place.firstChild
          continue
        }
      }
      next = place.nextSibling
    }
  }

  /// The depth-first order of every node in the tree, by slot (-1 for a slot taken out).
  ///
  /// - Complexity: O(N), where N is the number of slots.
  func depthFirstOrder() -> [Int32] {
    var order = Array(repeating: Int32(-1), count: models.count)
    var rank: Int32 = 0
    var stack = [firstRoot]
    while let next = stack.popLast() {
      guard next >= 0 else { continue }
      order[Int(next)] = rank
      rank += 1
      stack.append(nodes[Int(next)].nextSibling)
      stack.append(nodes[Int(next)].firstChild)
    }
    return order
  }

  /// The indices of the children of a node.
  func childIndices(of index: Int) -> [Int] {
    var result: [Int] = []
    var child = nodes[index].firstChild
    while child >= 0 {
      result.append(Int(child))
      child = nodes[Int(child)].nextSibling
    }
    return result
  }

  /// The node at an index, as an outline node with its subtree; a node in `grafts` gets the
  /// children given there instead of its own, and no longer loads them.
  ///
  /// - Complexity: O(s), where s is the size of the subtree.
  func subtree(_ index: Int, grafts: [Int: [OutlineNode<Node>]]) -> OutlineNode<Node> {
    if let children = grafts[index] { return OutlineNode(models[index], children: children) }
    var result = OutlineNode(models[index], children: children(of: index, grafts: grafts))
    result.loadsChildren = nodes[index].lazy
    return result
  }

  /// The children of the node at an index, with their subtrees.
  func children(of index: Int, grafts: [Int: [OutlineNode<Node>]] = [:]) -> [OutlineNode<Node>] {
    childIndices(of: index).map { subtree($0, grafts: grafts) }
  }

  /// Every root, with its subtree, with the children of the nodes in `grafts` replaced.
  ///
  /// - Complexity: O(n + g), where n is the number of nodes and g the number grafted.
  func roots(grafts: [Int: [OutlineNode<Node>]] = [:]) -> [OutlineNode<Node>] {
    var result: [OutlineNode<Node>] = []
    var root = firstRoot
    while root >= 0 {
      result.append(subtree(Int(root), grafts: grafts))
      root = nodes[Int(root)].nextSibling
    }
    return result
  }

  /// The same tree without the slots of nodes taken out, each node keeping its state.
  ///
  /// - Complexity: O(n), where n is the number of nodes.
  func compacted() -> OutlineForest<Node> {
    guard let next = try? OutlineForest(roots()) else { return self }
    next.copyState(from: self)
    return next
  }

  /// Takes every node's expansion and load rows from another forest, by identity.
  ///
  /// - Complexity: O(n) expected, where n is the number of nodes of this forest.
  func copyState(from other: OutlineForest<Node>, loadRows: Bool = true) {
    for index in nodes.indices {
      guard let old = other.indexByID[models[index].id] else { continue }
      let place = other.nodes[Int(old)]
      nodes[index].expanded = place.expanded
      if loadRows {
        nodes[index].loadRow = place.loadRow
        nodes[index].loadFailed = place.loadFailed
      }
    }
  }
}
