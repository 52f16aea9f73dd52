import HeadlessHost
import ListComposerTesting

/// A leaf item: an identity and a content, so that updates and upserts reload it.
struct Entry: Identifiable, Equatable, Updatable, Sendable {
  let id: Int
  var content: String
}

/// Builds random leaves and nested compositions of ``Entry`` items shown in `Cell`s.
@MainActor
struct EntryMaker<Cell: HeadlessReusableCell> {
  typealias Leaf = ArrayDataSource<Entry, Cell>

  var generator: SeededGenerator
  private var nextID = 0
  private var nextLeaf = 0
  private var nextContent = 0

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  mutating func entry() -> Entry {
    nextID += 1
    return Entry(id: nextID, content: content())
  }

  mutating func content() -> String {
    nextContent += 1
    return "v\(nextContent)"
  }

  mutating func entries(_ range: ClosedRange<Int>) -> [Entry] {
    (0..<Int.random(in: range, using: &generator)).map { _ in entry() }
  }

  mutating func section() -> ListSection<Entry> {
    nextLeaf += 1
    return ListSection(header: "h\(nextLeaf)", items: entries(0...4))
  }

  /// A leaf with 0...3 sections of 0...4 entries.
  mutating func leaf() -> Leaf {
    let sections = (0..<Int.random(in: 0...3, using: &generator)).map { _ in section() }
    return Leaf(sections: sections, cell: Cell.self) { cell, entry in
      cell.textLabel = "\(entry.id) \(entry.content)"
      ChaosHooks.decorated()
    }
  }

  /// A composition of 0...3 children, nested up to `depth` more levels, with a random layout.
  mutating func composition(depth: Int) throws -> SectionedDataSource {
    var children: [any DataSource] = []
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      if depth > 0, Int.random(in: 0..<3, using: &generator) == 0 {
        children.append(try composition(depth: depth - 1))
      } else {
        children.append(leaf())
      }
    }
    let layout: SectionedDataSource.Layout = Bool.random(using: &generator) ? .sections : .linear
    return try SectionedDataSource(children, layout: layout)
  }

  mutating func pick<Element>(_ elements: [Element]) -> Element? {
    elements.randomElement(using: &generator)
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }

  mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &generator) < percent
  }
}

/// One change to a screen: what it does, for failure messages, and how.
@MainActor
struct Mutation {
  var description: String
  var perform: () throws -> Void
}

/// A random nested composition and the random mutations that change it: every mutation
/// ArrayDataSource and SectionedDataSource offer, at valid positions, with values present once,
/// several times or not at all.
@MainActor
final class RandomScreen<Cell: HeadlessReusableCell> {
  typealias Leaf = ArrayDataSource<Entry, Cell>

  var maker: EntryMaker<Cell>
  let root: SectionedDataSource
  let seed: UInt64

  init(seed: UInt64, depth: Int = 2) throws {
    self.seed = seed
    maker = EntryMaker(seed: seed)
    root = try maker.composition(depth: depth)
  }

  /// Every leaf, depth first.
  var leaves: [Leaf] { leaves(of: root) }

  /// The root and every nested composition, depth first.
  var compositions: [SectionedDataSource] { compositions(in: root) }

  private func leaves(of composition: SectionedDataSource) -> [Leaf] {
    composition.children.flatMap { child -> [Leaf] in
      if let leaf = child.base(as: Leaf.self) { return [leaf] }
      return child.base(as: SectionedDataSource.self).map { leaves(of: $0) } ?? []
    }
  }

  private func compositions(in composition: SectionedDataSource) -> [SectionedDataSource] {
    [composition]
      + composition.children.flatMap { child in
        child.base(as: SectionedDataSource.self).map { compositions(in: $0) } ?? []
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
  func randomMutation() -> Mutation {
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
      return Mutation(description: "\(name): update \(position) with \(entry)") {
        try leaf.update(at: position, with: entry)
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
        return Mutation(description: "\(name): replace all with \(entries.count) items") {
          leaf.replaceAll(with: entries)
        }
      }
      let sections = (0..<maker.int(0...3)).map { _ in maker.section() }
      return Mutation(description: "\(name): replace all with \(sections.count) sections") {
        leaf.replaceAll(with: sections)
      }
    case 10:
      let section = maker.section()
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
        return Mutation(description: "\(name): set items [\(ids)]") { leaf.setItems(items) }
      }
      // Sections too: kept ones (by header) reordered or dropped, items spread over them.
      var sections = leaf.sections.filter { _ in maker.chance(80) }
      sections.shuffle(using: &maker.generator)
      if maker.chance(40) { sections.append(maker.section()) }
      for index in sections.indices { sections[index].items = [] }
      if !sections.isEmpty {
        for item in items { sections[maker.int(0...sections.count - 1)].items.append(item) }
      }
      let headers = sections.map { $0.header ?? "-" }.joined(separator: " ")
      return Mutation(description: "\(name): set sections [\(headers)] of [\(ids)]") {
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
      if maker.chance(50) { children.insert(maker.leaf(), at: maker.int(0...children.count)) }
      return Mutation(description: "\(name): set \(children.count) children") {
        try parent.setChildren(children)
      }
    case 0:
      let child = maker.leaf()
      return Mutation(description: "\(name): append a leaf of \(child.numberOfItems)") {
        try parent.append(child)
      }
    case 1:
      let index = maker.int(0...parent.children.count)
      let child: any DataSource =
        maker.chance(30) ? ((try? maker.composition(depth: 0)) ?? maker.leaf()) : maker.leaf()
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
      let child = maker.leaf()
      return Mutation(description: "\(name): insert a leaf at 0") {
        try parent.insert(child, at: 0)
      }
    }
  }
}

/// Hooks the chaos test arms to change a screen from inside a decorator; inert otherwise.
@MainActor
enum ChaosHooks {
  /// Runs once, from the next cell a random leaf decorates, then disarms itself.
  static var onNextDecorate: (() -> Void)?

  static func decorated() {
    guard let action = onNextDecorate else { return }
    onNextDecorate = nil
    action()
  }
}
