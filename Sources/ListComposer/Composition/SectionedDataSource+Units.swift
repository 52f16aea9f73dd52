// A composition counts its children in units: sections for the sectioned layout, items of its
// one section for the linear layout. These helpers are the one place that knows the difference.

extension SectionedDataSource.Layout {
  /// The number of units a child with these per-section item counts occupies.
  func units(of sectionCounts: [Int]) -> Int {
    self == .sections ? sectionCounts.count : sectionCounts.reduce(0, ListLimits.add)
  }
}

extension SectionedDataSource {
  /// The running totals of the units of `children`, from the counts their wrappers hold.
  func spans(of children: [AnyDataSource]) -> PrefixSums {
    PrefixSums(children.map { layout.units(of: $0.sectionCounts) })
  }
}

extension BatchUpdate {
  /// Records the deletion of one unit (old index space).
  mutating func delete(_ unit: Int, layout: SectionedDataSource.Layout) {
    switch layout {
    case .sections: deletedSections.append(unit)
    case .linear: deletedItems.append(ListPosition(section: 0, item: unit))
    }
  }

  /// Records the insertion of one unit (new index space).
  mutating func insert(_ unit: Int, layout: SectionedDataSource.Layout) {
    switch layout {
    case .sections: insertedSections.append(unit)
    case .linear: insertedItems.append(ListPosition(section: 0, item: unit))
    }
  }

  /// Records the move of one unit from an old index to a new one.
  mutating func move(_ from: Int, to: Int, layout: SectionedDataSource.Layout) {
    switch layout {
    case .sections: movedSections.append(SectionMove(from: from, to: to))
    case .linear:
      movedItems.append(
        ItemMove(from: ListPosition(section: 0, item: from), to: ListPosition(section: 0, item: to))
      )
    }
  }
}
