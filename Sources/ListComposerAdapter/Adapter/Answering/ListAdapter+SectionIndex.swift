import ListComposer

extension ListAdapter {
  /// The titles of the screen's section index (the letters down the side of a table view), in
  /// order: every source's entries, gathered through the compositions. What
  /// `sectionIndexTitles(for:)` answers.
  ///
  /// - Complexity: O(k + t) for k sources and t entries.
  package var sectionIndexTitles: [String] { source.sectionIndexTitles.map(\.title) }

  /// Returns the screen section the index entry at `index` jumps to, or `nil` when there is no
  /// such entry: what `sectionForSectionIndexTitle` answers.
  package func section(forSectionIndexTitleAt index: Int) -> Int? {
    let titles = source.sectionIndexTitles
    guard titles.indices.contains(index) else { return nil }
    let section = titles[index].section
    return section < numberOfSections ? section : nil
  }

  /// The titles of a collection view's index (`indexTitles(for:)`): the sources' entries as in
  /// ``sectionIndexTitles``, or none when no section has an item.
  ///
  /// A collection view's index jumps to an item, not to a section, so an index over sections
  /// that are all empty would offer entries that lead nowhere.
  ///
  ///     adapter.itemIndexTitles  // ["A", "B"], or [] while every section is empty
  ///
  /// - Complexity: O(k + t + s) for k sources, t entries and s sections.
  package var itemIndexTitles: [String] {
    guard firstSection(withItemsFrom: 0) != nil else { return [] }
    return sectionIndexTitles
  }

  /// Returns the item a collection view's index entry jumps to
  /// (`indexPathForIndexTitle(_:at:)`): the first item of the entry's section, or, when that
  /// section is empty, of the first section after it with items, else of the last before it;
  /// `nil` when no section has an item.
  ///
  /// The entry's section is the one ``section(forSectionIndexTitleAt:)`` gives; for an entry
  /// the sources do not have (the app's own titles, or one that no longer exists), the section
  /// whose number is `index`, kept inside the screen's sections.
  ///
  ///     adapter.itemPosition(forIndexTitleAt: 1)  // (section: 2, item: 0) when section 1 is empty
  ///
  /// - Parameters:
  ///   - index: The entry's place in the index.
  ///   - titlesAreTheSources: Whether the index shows ``itemIndexTitles``; `false` when the
  ///     app gives its own titles, whose sections the sources do not know.
  /// - Returns: A position the view has, or `nil` when the view has no item to jump to.
  /// - Complexity: O(k + t + s) for k sources, t entries and s sections.
  package func itemPosition(forIndexTitleAt index: Int, titlesAreTheSources: Bool = true)
    -> ListPosition?
  {
    let count = numberOfSections
    guard count > 0 else { return nil }
    let entrySection = titlesAreTheSources ? section(forSectionIndexTitleAt: index) : nil
    let section = max(0, min(entrySection ?? index, count - 1))
    guard
      let nearest = firstSection(withItemsFrom: section)
        ?? (0..<section).last(where: { numberOfItems(inSection: $0) > 0 })
    else { return nil }
    return ListPosition(section: nearest, item: 0)
  }

  /// Returns the first section from `section` on that has an item, or `nil`.
  ///
  /// - Complexity: O(s) for s sections.
  private func firstSection(withItemsFrom section: Int) -> Int? {
    (max(0, section)..<max(section, numberOfSections)).first(where: {
      numberOfItems(inSection: $0) > 0
    })
  }
}
