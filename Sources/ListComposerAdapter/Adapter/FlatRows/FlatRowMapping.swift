import ListComposer

/// What one row of a flat list shows: a section's group row (its header), an item, or a
/// section's footer row.
public enum FlatRow: Hashable, Sendable {
  /// The group row that stands for a section's header.
  case groupRow(section: Int)
  /// An item of a section.
  case item(ListPosition)
  /// The row after a section's items that stands for its footer: an ordinary row, not a group
  /// row (it does not float over the rows as a group row does).
  case footerRow(section: Int)
}

/// Sections laid out as one flat list of rows, for a view that has no sections (`NSTableView`):
/// each section that has a header starts with a group row, followed by its items, then by a
/// footer row when it has a footer.
///
/// The mapping answers both ways: the row of a position or of a section's group row, and what a
/// row shows. With sections of 2 and 3 items where only the second has a header:
///
///     let rows = FlatRowMapping(itemCounts: [2, 3], groupRows: [false, true])
///     rows.numberOfRows                                    // 6
///     rows.row(of: ListPosition(section: 1, item: 0))      // 3
///     rows.groupRow(ofSection: 1)                          // 2
///     rows.content(ofRow: 2)                               // .groupRow(section: 1)
///     rows.content(ofRow: 6)                               // nil
///
/// Footer rows are given with ``init(itemCounts:groupRows:footerRows:)``; a mapping without
/// them lays out exactly the rows ``init(itemCounts:groupRows:)`` does.
///
/// The value is pure data, nonisolated and `Sendable`; ``rowBatch(for:to:)`` translates a batch
/// of section and item changes into the row operations a flat view applies one after another.
///
/// A mapping keeps a prefix sum per section and nothing per row: it takes O(s) memory, where s
/// is the number of sections, and translating a batch costs what the batch changes, so a list of
/// 2^40 rows is laid out and updated as cheaply as one of 40.
package struct FlatRowMapping: Hashable, Sendable {
  /// The first row of each section (its group row when it has one), then the row count.
  private var starts: [Int]
  /// Whether each section starts with a group row.
  private var groupRows: [Bool]
  /// Whether each section ends with a footer row; empty when no section has one.
  private var footerRows: [Bool]

  /// An empty list: no sections, no rows.
  package init() {
    starts = [0]
    groupRows = []
    footerRows = []
  }

  /// Lays out sections of `itemCounts` items, each starting with a group row where `groupRows`
  /// says so.
  ///
  /// Counts are clamped into `0...ListLimits.maximumCount`, as sources' counts are read; a
  /// section past the end of `groupRows` has no group row.
  ///
  /// - Complexity: O(s), where s is the number of sections.
  package init(itemCounts: [Int], groupRows: [Bool]) {
    self.init(itemCounts: itemCounts, groupRows: groupRows, footerRows: [])
  }

  /// Lays out sections of `itemCounts` items, each starting with a group row where `groupRows`
  /// says so and ending with a footer row where `footerRows` says so.
  ///
  ///     let rows = FlatRowMapping(
  ///       itemCounts: [2, 1], groupRows: [true, false], footerRows: [true, false])
  ///     rows.numberOfRows                  // 6: group row, 2 items, footer row, 1 item
  ///     rows.footerRow(ofSection: 0)       // 3
  ///     rows.content(ofRow: 3)             // .footerRow(section: 0)
  ///
  /// Counts are clamped into `0...ListLimits.maximumCount`, as sources' counts are read; a
  /// section past the end of `groupRows` or `footerRows` has no such row.
  ///
  /// - Complexity: O(s), where s is the number of sections.
  package init(itemCounts: [Int], groupRows: [Bool], footerRows: [Bool]) {
    var starts = [0]
    starts.reserveCapacity(itemCounts.count + 1)
    var flags: [Bool] = []
    flags.reserveCapacity(itemCounts.count)
    var footers: [Bool] = []
    let anyFooter = footerRows.prefix(itemCounts.count).contains(true)
    if anyFooter { footers.reserveCapacity(itemCounts.count) }
    var total = 0
    for (section, count) in itemCounts.enumerated() {
      let hasGroupRow = section < groupRows.count && groupRows[section]
      let hasFooterRow = section < footerRows.count && footerRows[section]
      flags.append(hasGroupRow)
      if anyFooter { footers.append(hasFooterRow) }
      total = ListLimits.add(
        total, ListLimits.clamp(count) + (hasGroupRow ? 1 : 0) + (hasFooterRow ? 1 : 0))
      starts.append(total)
    }
    self.starts = starts
    self.groupRows = flags
    self.footerRows = footers
  }

  /// The number of sections.
  package var numberOfSections: Int { groupRows.count }

  /// The number of rows: items and group rows.
  package var numberOfRows: Int { starts.last ?? 0 }

  /// Returns whether a section starts with a group row; `false` for a section that does not
  /// exist.
  package func hasGroupRow(inSection section: Int) -> Bool {
    guard section >= 0, section < groupRows.count else { return false }
    return groupRows[section]
  }

  /// Returns whether a section ends with a footer row; `false` for a section that does not
  /// exist.
  package func hasFooterRow(inSection section: Int) -> Bool {
    guard section >= 0, section < footerRows.count else { return false }
    return footerRows[section]
  }

  /// Returns the number of items in a section, or 0 for a section that does not exist.
  package func numberOfItems(inSection section: Int) -> Int {
    guard section >= 0, section < groupRows.count else { return 0 }
    return starts[section + 1] - starts[section] - (groupRows[section] ? 1 : 0)
      - (hasFooterRow(inSection: section) ? 1 : 0)
  }

  /// Returns the rows of a section, its group row and footer row included, or `nil` for a
  /// section that does not exist.
  package func rows(ofSection section: Int) -> Range<Int>? {
    guard section >= 0, section < groupRows.count else { return nil }
    return starts[section]..<starts[section + 1]
  }

  /// Returns the group row of a section, or `nil` when the section has none or does not exist.
  package func groupRow(ofSection section: Int) -> Int? {
    hasGroupRow(inSection: section) ? starts[section] : nil
  }

  /// Returns the footer row of a section, or `nil` when the section has none or does not exist.
  package func footerRow(ofSection section: Int) -> Int? {
    hasFooterRow(inSection: section) ? starts[section + 1] - 1 : nil
  }

  /// Returns the row of an item, or `nil` when the position does not exist.
  ///
  /// - Complexity: O(1).
  package func row(of position: ListPosition) -> Int? {
    let section = position.section
    guard position.item >= 0, position.item < numberOfItems(inSection: section) else {
      return nil
    }
    return starts[section] + (groupRows[section] ? 1 : 0) + position.item
  }

  /// Returns what a row shows, or `nil` for a row that does not exist.
  ///
  /// - Complexity: O(log s), where s is the number of sections.
  package func content(ofRow row: Int) -> FlatRow? {
    guard row >= 0, row < numberOfRows else { return nil }
    // The last section whose first row is at or before `row`; empty sections share their
    // start with the next one, so the search finds the one that holds the row.
    var low = 0
    var high = groupRows.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= row { low = middle } else { high = middle - 1 }
    }
    if row == starts[low + 1] - 1, hasFooterRow(inSection: low) {
      return .footerRow(section: low)
    }
    let offset = row - starts[low]
    if groupRows[low] {
      return offset == 0
        ? .groupRow(section: low) : .item(ListPosition(section: low, item: offset - 1))
    }
    return .item(ListPosition(section: low, item: offset))
  }

  /// Returns the position of the item a row shows, or `nil` for a group row, a footer row or a
  /// row that does not exist.
  package func position(ofRow row: Int) -> ListPosition? {
    if case .item(let position) = content(ofRow: row) { return position }
    return nil
  }
}

extension FlatRowMapping: CustomStringConvertible {
  /// The sections as item counts, a `+` before those with a group row and after those with a
  /// footer row: `[2, +3, 1+]`.
  package var description: String {
    let sections = (0..<numberOfSections).map {
      (hasGroupRow(inSection: $0) ? "+" : "") + "\(numberOfItems(inSection: $0))"
        + (hasFooterRow(inSection: $0) ? "+" : "")
    }
    return "[\(sections.joined(separator: ", "))]"
  }
}
