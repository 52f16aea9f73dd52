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
      open.append(index)
      for child in node.children.reversed() { stack.append((child, index, level + 1)) }
    }
    for index in open { shape.nodes[Int(index)].end = Int32(models.count) }
  }

  /// Creates an empty outline.
  init() {}

  /// The item a node shows as.
  @inlinable @inline(__always)
  func item(_ index: Int) -> OutlineItem<Node> {
    let place = shape.nodes[index]
    return OutlineItem(
      model: models[index], level: Int(place.level), hasChildren: Int(place.end) > index + 1,
      isExpanded: place.expanded)
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
  /// children, and the descendants of each expanded child, depth first.
  ///
  /// - Complexity: O(k), where k is the number of nodes returned.
  func visibleDescendants(of index: Int) -> [Int32] {
    var result: [Int32] = []
    var next = index + 1
    let end = Int(nodes[index].end)
    while next < end {
      result.append(Int32(next))
      next = nodes[next].expanded ? next + 1 : Int(nodes[next].end)
    }
    return result
  }

  /// The number of rows after a node's own row, at `row`, that show its descendants.
  ///
  /// - Complexity: O(k), where k is the number returned.
  func shownDescendantCount(of index: Int, at row: Int, in rows: OutlineRows) -> Int {
    let end = Int(nodes[index].end)
    var last = row
    while let next = rows.node(at: last + 1), Int(next) > index, Int(next) < end { last += 1 }
    return last - row
  }

  /// Every node shown, depth first.
  ///
  /// - Complexity: O(r), where r is the number of rows shown.
  func visibleNodes() -> [Int32] {
    var result: [Int32] = []
    var next = 0
    while next < count {
      result.append(Int32(next))
      next = nodes[next].expanded ? next + 1 : Int(nodes[next].end)
    }
    return result
  }
}
