import ListComposer
import ListComposerTesting

/// Builds random nested compositions of string sources, for law and remapping tests.
@MainActor
struct RandomCompositions {
  var generator: SeededGenerator
  private var nextID = 0

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  /// A leaf with 0...3 sections of 0...4 unique strings each.
  mutating func leaf() -> ArrayDataSource<String, LabelCell> {
    let sectionCount = Int.random(in: 0...3, using: &generator)
    let sections = (0..<sectionCount).map { _ in
      ListSection(items: (0..<Int.random(in: 0...4, using: &generator)).map { _ in freshID() })
    }
    return ArrayDataSource(sections: sections, cell: LabelCell.self) { $0.text = $1 }
  }

  /// A composition of 0...4 children, nested up to `depth` levels, with random layouts.
  mutating func composition(depth: Int) throws -> SectionedDataSource {
    let count = Int.random(in: 0...4, using: &generator)
    var children: [any DataSource] = []
    for _ in 0..<count {
      if depth > 0, Bool.random(using: &generator) {
        children.append(try composition(depth: depth - 1))
      } else {
        children.append(leaf())
      }
    }
    let layout: SectionedDataSource.Layout = Bool.random(using: &generator) ? .sections : .linear
    return try SectionedDataSource(children, layout: layout)
  }

  mutating func freshID() -> String {
    nextID += 1
    return "item\(nextID)"
  }
}

/// Every leaf of a composition tree, depth first.
@MainActor
func leaves(of source: AnyDataSource) -> [ArrayDataSource<String, LabelCell>] {
  if let leaf = source.base(as: ArrayDataSource<String, LabelCell>.self) { return [leaf] }
  guard let composition = source.base(as: SectionedDataSource.self) else { return [] }
  return composition.children.flatMap { leaves(of: $0) }
}

/// The item identifiers a source shows, section by section.
@MainActor
func rows(of source: some DataSource) -> [[AnyHashable?]] {
  (0..<source.numberOfSections).map { section in
    (0..<source.numberOfItems(inSection: section)).map {
      source.itemIdentifier(at: ListPosition(section: section, item: $0))
    }
  }
}
