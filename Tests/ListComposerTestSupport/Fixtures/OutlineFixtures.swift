import HeadlessHost
import ListComposerTesting
import Testing

/// Renders an outline row as its note's text, indented by two spaces a level, with `+` for a
/// collapsed node with children and `-` for an expanded one: `  n2 -`.
package enum OutlineNoteDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  package static var reuseIdentifier: String { "outline" }
  package static func decorate(_ cell: Cell, with item: OutlineItem<Note>) {
    cell.textLabel = outlineText(item)
  }
}

/// `  n2 -`: the text an ``OutlineNoteDecorator`` shows for an item.
package func outlineText(_ item: OutlineItem<Note>) -> String {
  let mark = item.hasChildren ? (item.isExpanded ? " -" : " +") : ""
  return String(repeating: "  ", count: item.level) + item.model.text + mark
}

/// A node of notes: `node(1, [node(2), node(3)])`.
package func node(_ id: Int, _ children: [OutlineNode<Note>] = []) -> OutlineNode<Note> {
  OutlineNode(Note(id), children: children)
}

/// The tree most outline tests start from:
///
///     n1 ─ n2 ─ n4
///        │    └ n5
///        └ n3
///     n6 ─ n7
///     n8
package func sampleTree() -> [OutlineNode<Note>] {
  [node(1, [node(2, [node(4), node(5)]), node(3)]), node(6, [node(7)]), node(8)]
}

/// The items an outline of `roots` shows with the nodes of `expanded` expanded, computed from
/// scratch, depth first: the oracle the outline's rows are checked against.
package func expectedItems(_ roots: [OutlineNode<Note>], expanded: Set<Int>) -> [OutlineItem<Note>]
{
  var result: [OutlineItem<Note>] = []
  var stack: [(OutlineNode<Note>, Int)] = roots.reversed().map { ($0, 0) }
  while let (node, level) = stack.popLast() {
    let isExpanded = expanded.contains(node.model.id)
    result.append(
      OutlineItem(
        model: node.model, level: level, hasChildren: !node.children.isEmpty,
        isExpanded: isExpanded))
    if isExpanded { stack.append(contentsOf: node.children.reversed().map { ($0, level + 1) }) }
  }
  return result
}

/// Positions `range` of section `section`.
package func rowPositions(_ range: Range<Int>, section: Int = 0) -> [ListPosition] {
  range.map { ListPosition(section: section, item: $0) }
}

/// A random tree over some of the identities `0..<idLimit`, each node under a random earlier
/// one or at the root, some with a changed text.
package func randomTree(idLimit: Int, using generator: inout SeededGenerator) -> [OutlineNode<Note>]
{
  let ids = (0..<idLimit).filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }.shuffled(
    using: &generator)
  var parentOf: [Int: Int] = [:]
  for (offset, id) in ids.enumerated() where offset > 0 && Bool.random(using: &generator) {
    parentOf[id] = ids[Int.random(in: 0..<offset, using: &generator)]
  }
  var childrenOf: [Int: [Int]] = [:]
  for id in ids { if let parent = parentOf[id] { childrenOf[parent, default: []].append(id) } }
  let texts = Dictionary(
    uniqueKeysWithValues: ids.map { ($0, Int.random(in: 0..<8, using: &generator) == 0) })
  func build(_ id: Int) -> OutlineNode<Note> {
    OutlineNode(
      Note(id, texts[id] == true ? "m\(id)" : nil), children: (childrenOf[id] ?? []).map(build))
  }
  return ids.filter { parentOf[$0] == nil }.map(build)
}

/// Every identity of a tree, depth first.
package func identities(_ roots: [OutlineNode<Note>]) -> [Int] {
  roots.flatMap { [$0.model.id] + identities($0.children) }
}
