import HeadlessHost
import ListComposerTesting

/// A leaf item: an identity and a content, so that updates and upserts reload it.
package struct Entry: Identifiable, Equatable, Updatable, Sendable {
  package let id: Int
  package var content: String

  package init(id: Int, content: String) {
    self.id = id
    self.content = content
  }
}

extension Entry: CustomStringConvertible {
  /// What the default description writes (`Entry(id: 3, content: "a")`), without reflection:
  /// the chaos and random tests write every entry of a screen before each step.
  package var description: String { "Entry(id: \(id), content: \(String(reflecting: content)))" }
}

extension ScreenGenerator.Knobs {
  /// The knobs of ``RandomScreen``: up to three children, one in three of them nested, and
  /// numbered sections.
  package static var entries: Self {
    var knobs = Self()
    knobs.childrenPerComposition = 0...3
    knobs.nesting = .third
    knobs.headers = .numbered
    return knobs
  }
}

extension ScreenGenerator {
  /// A new entry: a fresh identity and a fresh content.
  package mutating func entry() -> Entry {
    Entry(id: freshID(), content: content())
  }

  /// A fresh content.
  package mutating func content() -> String {
    "v\(freshVersion())"
  }

  /// A random number of new entries in `range`.
  package mutating func entries(_ range: ClosedRange<Int>) -> [Entry] {
    items(range) { $0.entry() }
  }

  /// A section of new entries.
  package mutating func entrySection() -> ListSection<Entry> {
    section { $0.entry() }
  }

  /// A leaf of sections of new entries shown in `Cell`s, whose decorator runs the chaos hooks.
  package mutating func entryLeaf<Cell: HeadlessReusableCell>(_ cell: Cell.Type)
    -> ArrayDataSource<Entry, Cell>
  {
    ArrayDataSource(sections: sections { $0.entry() }, cell: Cell.self) { cell, entry in
      cell.textLabel = "\(entry.id) \(entry.content)"
      ChaosHooks.decorated()
    }
  }
}

/// One change to a screen: what it does, for failure messages, and how.
@MainActor
package struct Mutation {
  package var description: String
  /// The source whose items, sections or children the mutation sets as a whole, if any: such a
  /// replacement supersedes the source's asynchronous replacements still computing.
  package var replaces: AnyObject?
  package var perform: () throws -> Void

  package init(
    description: String, replaces: AnyObject? = nil, perform: @escaping () throws -> Void
  ) {
    self.description = description
    self.replaces = replaces
    self.perform = perform
  }
}

/// A random nested composition of entries (``ScreenGenerator/Knobs/entries``) and the random
/// mutations that change it: every mutation ArrayDataSource and SectionedDataSource offer, at
/// valid positions, with values present once, several times or not at all.
@MainActor
package final class RandomScreen<Cell: HeadlessReusableCell> {
  package typealias Leaf = ArrayDataSource<Entry, Cell>

  package var maker: ScreenGenerator
  package let root: SectionedDataSource
  package let seed: UInt64

  package init(seed: UInt64, depth: Int = 2) throws {
    self.seed = seed
    maker = ScreenGenerator(seed: seed, knobs: .entries)
    root = try maker.composition(depth: depth) { $0.entryLeaf(Cell.self) }
  }

  /// Every leaf, depth first.
  package var leaves: [Leaf] { leaves(of: root) }

  /// The root and every nested composition, depth first.
  package var compositions: [SectionedDataSource] { compositions(in: root) }

  private func leaves(of composition: SectionedDataSource) -> [Leaf] {
    composition.children.flatMap { child -> [Leaf] in
      if let leaf = child.base as? Leaf { return [leaf] }
      return (child.base as? SectionedDataSource).map { leaves(of: $0) } ?? []
    }
  }

  private func compositions(in composition: SectionedDataSource) -> [SectionedDataSource] {
    [composition]
      + composition.children.flatMap { child in
        (child.base as? SectionedDataSource).map { compositions(in: $0) } ?? []
      }
  }

  /// The leaf's index in depth-first order, for descriptions.
  private func name(of leaf: Leaf) -> String {
    "leaf \(leaves.firstIndex { $0 === leaf } ?? -1)"
  }

  private func name(of composition: SectionedDataSource) -> String {
    "composition \(compositions.firstIndex { $0 === composition } ?? -1) (\(composition.layout))"
  }

  /// Returns a random mutation of the screen as it is now.
  package func randomMutation() -> Mutation {
    let leaves = self.leaves
    guard let leaf = maker.pick(leaves), maker.chance(85) else { return childMutation() }
    let positions = leaf.sections.indices.flatMap { section in
      leaf.sections[section].items.indices.map { ListPosition(section: section, item: $0) }
    }
    let name = name(of: leaf)
    switch maker.int(0...12) {
    case 0 where !leaf.sections.isEmpty:
      let section = maker.int(0...leaf.sections.count - 1)
      let entry = maker.entry()
      return Mutation(description: "\(name): append \(entry) to section \(section)") {
        try leaf.append(entry, toSection: section)
      }
    case 1 where !leaf.sections.isEmpty, 2 where !leaf.sections.isEmpty:
      let section = maker.int(0...leaf.sections.count - 1)
      let position = ListPosition(
        section: section, item: maker.int(0...leaf.sections[section].items.count))
      // Sometimes a copy of an existing value, so that removals by value find it several times.
      let entry = maker.chance(30) ? (maker.pick(leaf.items) ?? maker.entry()) : maker.entry()
      return Mutation(description: "\(name): insert \(entry) at \(position)") {
        try leaf.insert(entry, at: position)
      }
    case 3 where !positions.isEmpty:
      let position = maker.pick(positions) ?? ListPosition(section: 0, item: 0)
      let id = leaf.model(at: position)?.id ?? 0
      let entry = Entry(id: id, content: maker.content())
      // The same item: half of them (by identity, not by a draw) reconfigure its cell in place.
      let reconfigures = id.isMultiple(of: 2)
      let verb = reconfigures ? "reconfigure" : "update"
      return Mutation(description: "\(name): \(verb) \(position) with \(entry)") {
        try leaf.update(
          at: position, with: entry, updateStyle: reconfigures ? .reconfigure : .reload)
      }
    case 4 where !positions.isEmpty:
      let position = maker.pick(positions) ?? ListPosition(section: 0, item: 0)
      return Mutation(description: "\(name): remove at \(position)") {
        _ = try leaf.remove(at: position)
      }
    case 5, 6:
      // Present (maybe several times, maybe in other leaves too) or absent.
      let entry = maker.chance(75) ? (maker.pick(leaf.items) ?? maker.entry()) : maker.entry()
      let count = leaf.items.filter { $0 == entry }.count
      return Mutation(description: "\(name): remove \(entry) (present \(count) times)") {
        leaf.remove(entry)
      }
    case 7, 8:
      return upsert(into: leaf, name: name)
    case 9:
      if maker.chance(50) {
        let entries = maker.entries(0...6)
        return Mutation(
          description: "\(name): replace all with \(entries.count) items", replaces: leaf
        ) {
          leaf.setItems(entries, options: DiffOptions(usesReloadData: true))
        }
      }
      let sections = (0..<maker.int(0...3)).map { _ in maker.entrySection() }
      return Mutation(
        description: "\(name): replace all with \(sections.count) sections", replaces: leaf
      ) {
        leaf.setSections(sections, options: DiffOptions(usesReloadData: true))
      }
    case 10:
      let section = maker.entrySection()
      return Mutation(description: "\(name): append a section of \(section.items.count)") {
        leaf.appendSection(section)
      }
    case 11:
      // Diffed into staged batches: kept items shuffled a little, some edited, some dropped, new
      // ones added.
      var items = leaf.items.filter { _ in maker.chance(80) }.map { entry in
        maker.chance(25) ? Entry(id: entry.id, content: maker.content()) : entry
      }
      for _ in 0..<maker.int(0...2) {
        items.insert(maker.entry(), at: maker.int(0...items.count))
      }
      if items.count > 1, maker.chance(50) { items.swapAt(0, maker.int(1...items.count - 1)) }
      let ids = items.map { "\($0.id)" }.joined(separator: " ")
      guard maker.chance(50) else {
        return Mutation(description: "\(name): set items [\(ids)]", replaces: leaf) {
          leaf.setItems(items)
        }
      }
      // Sections too: kept ones (by header) reordered or dropped, items spread over them.
      var sections = leaf.sections.filter { _ in maker.chance(80) }
      sections.shuffle(using: &maker.generator)
      if maker.chance(40) { sections.append(maker.entrySection()) }
      for index in sections.indices { sections[index].items = [] }
      if !sections.isEmpty {
        for item in items { sections[maker.int(0...sections.count - 1)].items.append(item) }
      }
      let headers = sections.map { $0.header ?? "-" }.joined(separator: " ")
      return Mutation(
        description: "\(name): set sections [\(headers)] of [\(ids)]", replaces: leaf
      ) {
        leaf.setSections(sections)
      }
    default:
      return childMutation()
    }
  }

  /// Existing ids with changed or unchanged content, new ids (once or twice), in random order.
  private func upsert(into leaf: Leaf, name: String) -> Mutation {
    var incoming: [Entry] = []
    for existing in leaf.items where maker.chance(40) {
      incoming.append(
        maker.chance(60) ? Entry(id: existing.id, content: maker.content()) : existing)
    }
    for _ in 0..<maker.int(0...3) {
      let entry = maker.entry()
      incoming.append(entry)
      if maker.chance(20) { incoming.append(Entry(id: entry.id, content: maker.content())) }
    }
    incoming.shuffle(using: &maker.generator)
    // Usually an existing section; sometimes one past the end, which must fail and change nothing.
    let section = maker.int(0...max(0, leaf.sections.count - (maker.chance(90) ? 1 : 0)))
    let names = incoming.map { "\($0.id):\($0.content)" }.joined(separator: " ")
    return Mutation(description: "\(name): upsert [\(names)] appending to section \(section)") {
      do throws(ListError) {
        try leaf.upsert(incoming, appendingToSection: section)
      } catch .sectionOutOfRange {
        // Expected for a missing section when something is new; nothing changed.
      }
    }
  }

  /// Appends, inserts, removes or moves a child of a random composition.
  private func childMutation() -> Mutation {
    let compositions = self.compositions
    guard let parent = maker.pick(compositions) else { return Mutation(description: "-") {} }
    let name = name(of: parent)
    switch maker.int(0...4) {
    case 4:
      // Diffed as one batch: children kept (reordered), dropped and added.
      var children: [any DataSource] = parent.children.filter { _ in maker.chance(75) }.map(\.base)
      children.shuffle(using: &maker.generator)
      if maker.chance(50) {
        children.insert(maker.entryLeaf(Cell.self), at: maker.int(0...children.count))
      }
      return Mutation(description: "\(name): set \(children.count) children", replaces: parent) {
        try parent.setChildren(children)
      }
    case 0:
      let child = maker.entryLeaf(Cell.self)
      return Mutation(description: "\(name): append a leaf of \(child.numberOfItems)") {
        try parent.append(child)
      }
    case 1:
      let index = maker.int(0...parent.children.count)
      let child: any DataSource =
        maker.chance(30)
        ? ((try? maker.composition(depth: 0) { $0.entryLeaf(Cell.self) })
          ?? maker.entryLeaf(Cell.self)) : maker.entryLeaf(Cell.self)
      return Mutation(
        description: "\(name): insert a child of \(child.numberOfItems) at \(index)"
      ) {
        try parent.insert(child, at: index)
      }
    case 2 where !parent.children.isEmpty:
      let index = maker.int(0...parent.children.count - 1)
      return Mutation(description: "\(name): remove child \(index)") {
        _ = try parent.removeChild(at: index)
      }
    case 3 where !parent.children.isEmpty:
      // Two batches in one mutation: the child leaves, then joins another composition.
      let index = maker.int(0...parent.children.count - 1)
      return Mutation(description: "\(name): move child \(index) to another composition") {
        [self] in
        let (child, _) = try parent.removeChild(at: index)
        let targets = self.compositions
        if let target = self.maker.pick(targets) {
          try target.insert(child, at: self.maker.int(0...target.children.count))
        }
      }
    default:
      let child = maker.entryLeaf(Cell.self)
      return Mutation(description: "\(name): insert a leaf at 0") {
        try parent.insert(child, at: 0)
      }
    }
  }
}

/// Hooks the chaos test arms to change a screen from inside a decorator; inert otherwise.
@MainActor
package enum ChaosHooks {
  /// Runs once, from the next cell a random leaf decorates, then disarms itself.
  package static var onNextDecorate: (() -> Void)?

  package static func decorated() {
    guard let action = onNextDecorate else { return }
    onNextDecorate = nil
    action()
  }
}
