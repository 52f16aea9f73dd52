/// A source whose data is an array of ``ListSection`` values: its section titles, its section
/// index and its list of items come from its sections, written once here.
///
///     let names = ArrayDataSource(
///       sections: [ListSection(header: "A", items: ["Ada"]), ListSection(items: ["Grace"])],
///       cell: TextCell.self
///     ) { cell, name in cell.textLabel = name }
///     names.headerTitle(forSection: 0)  // "A"
///     names.items                        // ["Ada", "Grace"]
///
/// ``ArrayDataSource`` and ``MixedDataSource`` adopt it; a custom source that keeps its data as
/// sections adopts it by providing ``sections`` and gets the titles and the index with it.
@MainActor
public protocol ListSectionDataSource: SectionTitledDataSource, SectionIndexedDataSource {
  /// The sections, with their items and titles.
  var sections: [ListSection<Model>] { get }
}

extension ListSectionDataSource {
  /// All items, section by section.
  ///
  /// - Complexity: O(n), where n is the number of items.
  public var items: [Model] { sections.flatMap(\.items) }

  /// The section's ``ListSection/header``, or `nil` for a section that does not exist.
  public func headerTitle(forSection section: Int) -> String? {
    sections.header(ofSection: section)
  }

  /// The section's ``ListSection/footer``, or `nil` for a section that does not exist.
  public func footerTitle(forSection section: Int) -> String? {
    sections.footer(ofSection: section)
  }

  /// The index entries of the sections that have an ``ListSection/indexTitle``, in order.
  ///
  /// - Complexity: O(s), where s is the number of sections.
  public var sectionIndexTitles: [SectionIndexTitle] {
    sections.enumerated().compactMap { index, section in
      section.indexTitle.map { SectionIndexTitle($0, section: index) }
    }
  }
}
