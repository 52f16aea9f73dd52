extension ListAdapter {
  /// The titles of the screen's section index (the letters down the side of a table view), in
  /// order: every source's entries, gathered through the compositions. What
  /// `sectionIndexTitles(for:)` and `indexTitles(for:)` answer.
  ///
  /// - Complexity: O(k + t) for k sources and t entries.
  public var sectionIndexTitles: [String] { source.sectionIndexTitles.map(\.title) }

  /// Returns the screen section the index entry at `index` jumps to, or `nil` when there is no
  /// such entry: what `sectionForSectionIndexTitle` and `indexPathForIndexTitle` answer.
  public func section(forSectionIndexTitleAt index: Int) -> Int? {
    let titles = source.sectionIndexTitles
    guard titles.indices.contains(index) else { return nil }
    let section = titles[index].section
    return section < numberOfSections ? section : nil
  }
}
