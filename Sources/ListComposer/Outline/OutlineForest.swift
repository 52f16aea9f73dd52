/// An outline flattened in depth-first order, so that every subtree is a contiguous range of
/// node indices: node `i`'s subtree is `i..<subtreeEnd[i]`, its first child (if any) is `i + 1`
/// and the sibling after a child `c` is `subtreeEnd[c]`.
///
/// Expansion flags are kept by index here and carried over by identity when a new outline
/// replaces this one.
struct OutlineForest<Node: DiffIdentifiable> {
  /// The models, in depth-first order.
  var models: [Node] = []
  /// The parent of each node, or -1 for a root.
  var parents: [Int32] = []
  /// The level of each node: 0 for a root.
  var levels: [Int32] = []
  /// The end of each node's subtree.
  var subtreeEnd: [Int32] = []
  /// Whether each node is expanded.
  var expanded: [Bool] = []
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
        subtreeEnd[Int(last)] = Int32(models.count)
        open.removeLast()
      }
      let index = Int32(models.count)
      let id = node.model.diffIdentifier
      guard indexByID.updateValue(index, forKey: id) == nil else {
        throw .duplicateOutlineNode(String(describing: id))
      }
      models.append(node.model)
      parents.append(parent)
      levels.append(level)
      subtreeEnd.append(index + 1)
      expanded.append(false)
      open.append(index)
      for child in node.children.reversed() { stack.append((child, index, level + 1)) }
    }
    for index in open { subtreeEnd[Int(index)] = Int32(models.count) }
  }

  /// Creates an empty outline.
  init() {}

  /// A Boolean value that indicates whether a node has children.
  func hasChildren(_ index: Int) -> Bool { Int(subtreeEnd[index]) > index + 1 }

  /// A Boolean value that indicates whether every ancestor of a node is expanded.
  ///
  /// - Complexity: O(d), where d is the node's level.
  func isVisible(_ index: Int) -> Bool {
    var parent = parents[index]
    while parent >= 0 {
      guard expanded[Int(parent)] else { return false }
      parent = parents[Int(parent)]
    }
    return true
  }

  /// The nodes that are shown under a node when it is expanded and shown itself: its
  /// children, and the descendants of each expanded child, depth first.
  ///
  /// - Complexity: O(k), where k is the number of nodes returned.
  func visibleDescendants(of index: Int) -> [Int32] {
    var result: [Int32] = []
    var next = index + 1
    let end = Int(subtreeEnd[index])
    while next < end {
      result.append(Int32(next))
      next = expanded[next] ? next + 1 : Int(subtreeEnd[next])
    }
    return result
  }

  /// Every node shown, depth first.
  ///
  /// - Complexity: O(r), where r is the number of rows shown.
  func visibleNodes() -> [Int32] {
    var result: [Int32] = []
    var next = 0
    while next < count {
      result.append(Int32(next))
      next = expanded[next] ? next + 1 : Int(subtreeEnd[next])
    }
    return result
  }

  /// The item a node shows as.
  func item(_ index: Int) -> OutlineItem<Node> {
    OutlineItem(
      model: models[index], level: Int(levels[index]), hasChildren: hasChildren(index),
      isExpanded: expanded[index])
  }
}
