/// An outline flattened in depth-first order, so that every subtree is a contiguous range of
/// node indices: node `i`'s subtree is `i..<nodes[i].end`, its first child (if any) is `i + 1`
/// and the sibling after a child `c` is `nodes[c].end`.
///
/// The models and identities are generic; the shape of the tree (``OutlineShape``) is not, so
/// the walks that expand and collapse run as plain code on integer arrays. It is an object so
/// that a read reads its arrays in place; it is only touched on the main actor, never during
/// another access, so dynamic exclusivity checks are turned off for them.
@usableFromInline
final class OutlineForest<Node: DiffIdentifiable> {
  /// The models, in depth-first order.
  @exclusivity(unchecked) @usableFromInline var models: [Node] = []
  /// The parents, levels, subtree ends and expansion flags.
  @exclusivity(unchecked) @usableFromInline var shape = OutlineShape()
  /// The index of each node by identity.
  var indexByID: [Node.DiffIdentifier: Int32] = [:]

  /// The number of nodes.
  var count: Int { models.count }

  /// Flattens an outline.
  ///
  /// - Throws: ``ListError/duplicateOutlineNode(_:)`` when two nodes have the same identity.
  /// - Complexity: O(n), where n is the number of nodes.
  init(_ roots: [OutlineNode<Node>]) throws(ListError) {
    var stack: [(node: OutlineNode<Node>, parent: Int32, level: Int32)] = roots.reversed().map {
      ($0, -1, 0)
    }
    // Indices whose subtree is still open, innermost last.
    var open: [Int32] = []
    while let (node, parent, level) = stack.popLast() {
      while let last = open.last, last != parent {
        shape.nodes[Int(last)].end = Int32(models.count)
        open.removeLast()
      }
      let index = Int32(models.count)
      let id = node.model.diffIdentifier
      guard indexByID.updateValue(index, forKey: id) == nil else {
        throw .duplicateOutlineNode(String(describing: id))
      }
      models.append(node.model)
      shape.append(parent: parent, level: level)
      shape.nodes[Int(index)].lazy = node.loadsChildren && node.children.isEmpty
      open.append(index)
      for child in node.children.reversed() { stack.append((child, index, level + 1)) }
    }
    for index in open { shape.nodes[Int(index)].end = Int32(models.count) }
  }

  /// Creates an empty outline.
  init() {}

  /// The item a row shows as: a node's own row for an index below ``count``, or the load row
  /// of node `index - count` (see ``OutlineShape/visibleNodes()``).
  @inlinable @inline(__always)
  func item(_ index: Int) -> OutlineItem<Node> {
    guard index < models.count else { return loadItem(index - models.count) }
    let place = shape.nodes[index]
    return OutlineItem(
      model: models[index], level: Int(place.level),
      hasChildren: Int(place.end) > index + 1 || place.lazy, isExpanded: place.expanded)
  }

  /// The item of the load row under a node.
  @usableFromInline
  func loadItem(_ index: Int) -> OutlineItem<Node> {
    let place = shape.nodes[index]
    return OutlineItem(
      model: models[index], level: Int(place.level) + 1, hasChildren: false, isExpanded: false,
      loadRow: place.loadFailed ? .error : .loading)
  }

  /// The node at an index, as an outline node with its subtree; a node in `grafts` gets the
  /// children given there instead of its own, and no longer loads them.
  ///
  /// - Complexity: O(s), where s is the size of the subtree.
  func subtree(_ index: Int, grafts: [Int: [OutlineNode<Node>]]) -> OutlineNode<Node> {
    if let children = grafts[index] { return OutlineNode(models[index], children: children) }
    var result = OutlineNode(models[index], children: children(of: index, grafts: grafts))
    result.loadsChildren = shape.nodes[index].lazy
    return result
  }

  /// The children of the node at an index, with their subtrees.
  func children(of index: Int, grafts: [Int: [OutlineNode<Node>]] = [:]) -> [OutlineNode<Node>] {
    var result: [OutlineNode<Node>] = []
    var child = index + 1
    while child < Int(shape.nodes[index].end) {
      result.append(subtree(child, grafts: grafts))
      child = Int(shape.nodes[child].end)
    }
    return result
  }

  /// Every root, with its subtree, with the children of the nodes in `grafts` replaced.
  ///
  /// - Complexity: O(n + g), where n is the number of nodes and g the number grafted.
  func roots(grafts: [Int: [OutlineNode<Node>]]) -> [OutlineNode<Node>] {
    var result: [OutlineNode<Node>] = []
    var root = 0
    while root < count {
      result.append(subtree(root, grafts: grafts))
      root = Int(shape.nodes[root].end)
    }
    return result
  }
}

/// The shape of a flattened outline, without its models: see ``OutlineForest``.
@usableFromInline
struct OutlineShape {
  /// Where one node sits in the tree, in 16 bytes, so that a row's level, children and
  /// expansion are read from one place.
  @usableFromInline
  struct Place {
    /// The parent, or -1 for a root.
    var parent: Int32
    /// The level: 0 for a root.
    @usableFromInline var level: Int32
    /// The end of the node's subtree.
    @usableFromInline var end: Int32
    /// Whether the node is expanded.
    @usableFromInline var expanded: Bool
    /// Whether the node's children are loaded on expansion and are not loaded yet.
    @usableFromInline var lazy = false
    /// Whether a load row shows under the node while it is expanded: its children load, or
    /// their load failed.
    @usableFromInline var loadRow = false
    /// Whether the load row is an error row.
    @usableFromInline var loadFailed = false
  }

  /// The place of each node.
  @usableFromInline var nodes: [Place] = []

  /// The number of nodes.
  var count: Int { nodes.count }

  /// Every node's expansion flag, in order.
  var expandedFlags: [Bool] {
    get { nodes.map(\.expanded) }
    set {
      for index in nodes.indices where index < newValue.count {
        nodes[index].expanded = newValue[index]
      }
    }
  }

  /// Adds a node, collapsed, whose subtree ends after it until told otherwise.
  mutating func append(parent: Int32, level: Int32) {
    nodes.append(
      Place(parent: parent, level: level, end: Int32(nodes.count + 1), expanded: false))
  }

  /// A Boolean value that indicates whether a node has children.
  @inlinable
  func hasChildren(_ index: Int) -> Bool { Int(nodes[index].end) > index + 1 }

  /// The nodes that are shown under a node when it is expanded and shown itself: its
  /// children, and the descendants of each expanded child, depth first. A node whose load row
  /// shows is followed by `count + index` (see ``visibleNodes()``).
  ///
  /// - Complexity: O(k), where k is the number of nodes returned.
  func visibleDescendants(of index: Int) -> [Int32] {
    var result: [Int32] = []
    if nodes[index].loadRow { result.append(Int32(count + index)) }
    var next = index + 1
    let end = Int(nodes[index].end)
    while next < end {
      result.append(Int32(next))
      if nodes[next].expanded && nodes[next].loadRow { result.append(Int32(count + next)) }
      next = nodes[next].expanded ? next + 1 : Int(nodes[next].end)
    }
    return result
  }

  /// The place in depth-first order of a row's node: a load row (`count + index`) comes right
  /// after its node, which has no children while it shows one.
  func order(_ row: Int32) -> Int {
    Int(row) < count ? 2 * Int(row) : 2 * (Int(row) - count) + 1
  }

  /// The number of rows after a node's own row, at `row`, that show its descendants.
  ///
  /// - Complexity: O(k), where k is the number returned.
  func shownDescendantCount(of index: Int, at row: Int, in rows: OutlineRows) -> Int {
    let end = Int(nodes[index].end)
    var last = row
    while let next = rows.node(at: last + 1) {
      // A load row stands for its node, and belongs to the subtree with it.
      let node = Int(next) < count ? Int(next) : Int(next) - count
      guard node < end, node > index || (node == index && Int(next) >= count) else { break }
      last += 1
    }
    return last - row
  }

  /// Every row shown, depth first: a node's index for its own row, and `count + index` for the
  /// load row under an expanded node whose children load (or failed to).
  ///
  /// - Complexity: O(r), where r is the number of rows shown.
  func visibleNodes() -> [Int32] {
    var result: [Int32] = []
    var next = 0
    while next < count {
      result.append(Int32(next))
      if nodes[next].expanded && nodes[next].loadRow { result.append(Int32(count + next)) }
      next = nodes[next].expanded ? next + 1 : Int(nodes[next].end)
    }
    return result
  }
}
