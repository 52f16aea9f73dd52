import ListComposer
import ListComposerTesting

extension ScreenGenerator {
  /// A leaf of sections of fresh strings (`item1`, `item2`, …) shown in ``LabelCell``s, for law
  /// and remapping tests.
  package mutating func labelLeaf() -> ArrayDataSource<String, LabelCell> {
    ArrayDataSource(sections: sections { "item\($0.freshID())" }, cell: LabelCell.self) {
      $0.text = $1
    }
  }
}

/// Every leaf of a composition tree, depth first.
@MainActor
package func leaves(of source: AnyDataSource) -> [ArrayDataSource<String, LabelCell>] {
  if let leaf = source.base as? ArrayDataSource<String, LabelCell> { return [leaf] }
  guard let composition = source.base as? SectionedDataSource else { return [] }
  return composition.children.flatMap { leaves(of: $0) }
}

/// The item identifiers a source shows, section by section.
@MainActor
package func rows(of source: some IdentifiedDataSource) -> [[AnyHashable?]] {
  (0..<source.numberOfSections).map { section in
    (0..<source.numberOfItems(inSection: section)).map {
      source.itemIdentifier(at: ListPosition(section: section, item: $0))
    }
  }
}
