extension ArrayBackedSource {
  /// The index entries of the sections that have an ``ListSection/indexTitle``, in order.
  var sectionIndexEntries: [SectionIndexTitle] {
    sections.enumerated().compactMap { index, section in
      section.indexTitle.map { SectionIndexTitle($0, section: index) }
    }
  }
}

extension ArrayDataSource {
  /// The index entries of the sections that have an ``ListSection/indexTitle``.
  public var sectionIndexTitles: [SectionIndexTitle] { sectionIndexEntries }
}

extension MixedDataSource {
  /// The index entries of the sections that have an ``ListSection/indexTitle``.
  public var sectionIndexTitles: [SectionIndexTitle] { sectionIndexEntries }
}
