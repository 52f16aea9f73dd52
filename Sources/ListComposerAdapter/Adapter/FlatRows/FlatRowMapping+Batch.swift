import ListComposer

/// One step of a `RowBatch`, in the row indexes of the list as the steps before it left it:
/// `NSTableView` applies each insertion, removal and move at once, one after another, inside
/// `beginUpdates()` and `endUpdates()`.
package enum RowOperation: Hashable, Sendable {
  /// Removes rows, given in ascending order as indexes of the list before this step.
  case remove([Int])
  /// Moves one row: `from` before this step, `to` its index after it.
  case move(from: Int, to: Int)
  /// Inserts rows, given in ascending order as their indexes after this step.
  case insert([Int])
}

/// A batch of section and item changes translated into row operations for a flat list
/// (`FlatRowMapping.rowBatch(for:to:)`).
///
/// Apply ``operations`` in order (between `beginUpdates()` and `endUpdates()` on `NSTableView`),
/// then reload ``reloadedRows``, which are indexes of the list after the batch.
package struct RowBatch: Hashable, Sendable {
  /// The removals, moves and insertions, in the order to apply them.
  package var operations: [RowOperation]
  /// Rows whose views are configured again in place once the operations are applied, in
  /// ascending order: the batch's reconfigured items.
  package var reloadedRows: [Int]

  /// Creates a batch.
  package init(operations: [RowOperation] = [], reloadedRows: [Int] = []) {
    self.operations = operations
    self.reloadedRows = reloadedRows
  }

  /// A Boolean value that indicates whether the batch changes nothing.
  package var isEmpty: Bool { operations.isEmpty && reloadedRows.isEmpty }

  /// Applies the batch to an array that holds one element per row, as a flat view would:
  /// `inserted(row)` and `reloaded(row)` give the element of a row of the list after the batch.
  ///
  /// - Returns: The rows after the batch, or `nil` when an operation names a row the array does
  ///   not have (a view would show the wrong rows).
  package func applied<Row>(
    to rows: [Row], inserted: (Int) -> Row, reloaded: (Int) -> Row
  ) -> [Row]? {
    var rows = rows
    for operation in operations {
      switch operation {
      case .remove(let indexes):
        guard indexes.allSatisfy({ $0 >= 0 && $0 < rows.count }) else { return nil }
        for index in indexes.sorted(by: >) { rows.remove(at: index) }
      case .move(let from, let to):
        guard from >= 0, from < rows.count, to >= 0, to < rows.count else { return nil }
        rows.insert(rows.remove(at: from), at: to)
      case .insert(let indexes):
        for index in indexes.sorted() {
          guard index >= 0, index <= rows.count else { return nil }
          rows.insert(inserted(index), at: index)
        }
      }
    }
    for row in reloadedRows {
      guard row >= 0, row < rows.count else { return nil }
      rows[row] = reloaded(row)
    }
    return rows
  }
}

/// Why a batch could not be translated into row operations: it does not fit the sections the
/// list had before it and has after it. The adapter then reloads the view.
package struct RowBatchError: Error, Hashable, Sendable, ListHostFault, CustomStringConvertible {
  /// What was wrong, naming the sections, items or counts involved.
  package var reason: String

  /// Creates an error with its reason.
  package init(_ reason: String) {
    self.reason = reason
  }

  package var description: String { reason }
}

extension FlatRowMapping {
  /// Translates a batch, in the index spaces `UITableView.performBatchUpdates` uses, into row
  /// operations that take a flat list laid out as `self` to one laid out as `new`.
  ///
  /// Each row keeps its row view when it can: a surviving item, and the group row of a surviving
  /// section that has one before and after, are moved, never removed and inserted. A reloaded
  /// section or item is removed and inserted, as UIKit animates it; a reconfigured item is
  /// reloaded in place (`RowBatch.reloadedRows`), since `NSTableView` has no reconfiguring. A
  /// section whose header appears or disappears gains or loses its group row; likewise its
  /// footer row, which a surviving section that keeps its footer moves with it.
  ///
  /// The operations are sequential: all removals (old indexes), then the fewest moves that put
  /// the surviving rows in their new order (those outside a longest increasing run of new
  /// indexes), then all insertions (new indexes).
  ///
  /// The translation works on ranges of rows, never on one row at a time: a batch that inserts
  /// an item into a list of 2^40 rows costs what it costs for 10 rows.
  ///
  ///     let old = FlatRowMapping(itemCounts: [3], groupRows: [true])
  ///     let new = FlatRowMapping(itemCounts: [3], groupRows: [true])
  ///     let move = ItemMove(
  ///       from: ListPosition(section: 0, item: 0), to: ListPosition(section: 0, item: 2))
  ///     try old.rowBatch(for: BatchUpdate(movedItems: [move]), to: new).operations
  ///     // [.move(from: 1, to: 3)]
  ///
  /// - Throws: `RowBatchError` when the batch does not fit the two layouts: an index out of
  ///   range or named twice, counts that do not add up, or a move from or into a section that is
  ///   deleted, inserted or reloaded. Also when it would remove, insert or move more than
  ///   `ListLimits.maximumCount` rows: the row indexes alone would take hundreds of megabytes,
  ///   and the adapter reloads the view instead.
  /// - Complexity: O((s + c) log(s + c) + k) time and O(s + c + k) memory, where s is the number
  ///   of sections, c the number of changes the batch names and k the number of rows it removes,
  ///   inserts, moves or reloads (all the rows of a deleted, inserted, reloaded or moved section
  ///   among them), whatever the number of rows.
  package func rowBatch(for update: BatchUpdate, to new: FlatRowMapping) throws(RowBatchError)
    -> RowBatch
  {
    let sections = try SectionFate(update, from: numberOfSections, to: new.numberOfSections)
    let items = try ItemFate(update, sections: sections, from: self, to: new)
    var runs = RowRuns()
    for section in 0..<numberOfSections {
      guard let destination = sections.destination(of: section) else { continue }
      if let oldRow = groupRow(ofSection: section),
        let newRow = new.groupRow(ofSection: destination)
      {
        runs.append(old: oldRow, new: newRow, count: 1)
      }
      items.appendSurvivors(of: section, to: destination, from: self, to: new, into: &runs)
      if let oldRow = footerRow(ofSection: section),
        let newRow = new.footerRow(ofSection: destination)
      {
        runs.append(old: oldRow, new: newRow, count: 1)
      }
    }
    for move in update.movedItems {
      guard let oldRow = row(of: move.from), let newRow = new.row(of: move.to) else {
        throw RowBatchError(
          "item \(move.from) would move to \(move.to), which the list does not have")
      }
      runs.append(old: oldRow, new: newRow, count: 1)
    }
    return try runs.batch(
      oldRows: numberOfRows, newRows: new.numberOfRows,
      reconfigured: update.reconfiguredItems.compactMap { row(of: $0) })
  }

  /// The row of a section's first item (where it would be, for an empty section).
  fileprivate func firstItemRow(ofSection section: Int) -> Int {
    (rows(ofSection: section)?.lowerBound ?? numberOfRows)
      + (hasGroupRow(inSection: section) ? 1 : 0)
  }
}

/// Where each old section of a batch goes, by UIKit's rules: deleted and reloaded sections leave
/// (a reloaded one is replaced where it stood), moved ones go where the move says, and the
/// others fill the new slots no insertion, reload or move claims, in order. (Package access: the
/// row translation's reference in the tests starts from it too.)
package struct SectionFate {
  /// The new index of each old section that keeps its rows, or `nil`.
  private var destinations: [Int?]
  /// The new sections whose rows are all new: inserted and reloaded ones.
  package var fresh: Set<Int> = []

  package init(_ update: BatchUpdate, from oldCount: Int, to newCount: Int) throws(RowBatchError) {
    func check(_ sections: [Int], _ count: Int, _ what: String) throws(RowBatchError) {
      if let bad = sections.first(where: { $0 < 0 || $0 >= count }) {
        throw RowBatchError("\(what) section \(bad), but the list has \(count) sections there")
      }
      if Set(sections).count != sections.count {
        throw RowBatchError("a section is \(what) twice")
      }
    }
    try check(update.deletedSections, oldCount, "deletes")
    try check(update.reloadedSections, oldCount, "reloads")
    try check(update.movedSections.map(\.from), oldCount, "moves")
    try check(update.insertedSections, newCount, "inserts")
    try check(update.movedSections.map(\.to), newCount, "moves into")
    let leaving = Set(update.deletedSections).union(update.movedSections.map(\.from))
    guard leaving.count == update.deletedSections.count + update.movedSections.count,
      Set(update.reloadedSections).isDisjoint(with: leaving)
    else {
      throw RowBatchError("a section is deleted, moved or reloaded in more than one way")
    }
    let arriving = Set(update.insertedSections).union(update.movedSections.map(\.to))
    guard arriving.count == update.insertedSections.count + update.movedSections.count else {
      throw RowBatchError("a section is both inserted and moved into")
    }
    let staying = (0..<oldCount).filter { !leaving.contains($0) }
    let slots = (0..<newCount).filter { !arriving.contains($0) }
    guard staying.count == slots.count else {
      throw RowBatchError(
        "the list has \(newCount) sections after the batch, but \(oldCount) before, "
          + "\(update.insertedSections.count) inserted and \(update.deletedSections.count) deleted")
    }
    destinations = [Int?](repeating: nil, count: oldCount)
    let reloaded = Set(update.reloadedSections)
    for (old, new) in zip(staying, slots) {
      if reloaded.contains(old) { fresh.insert(new) } else { destinations[old] = new }
    }
    for move in update.movedSections { destinations[move.from] = move.to }
    fresh.formUnion(update.insertedSections)
  }

  /// The new index of an old section that keeps its rows, or `nil` when it is deleted or
  /// reloaded.
  package func destination(of section: Int) -> Int? {
    guard section >= 0, section < destinations.count else { return nil }
    return destinations[section]
  }
}

/// Where each old item of a batch goes, by UIKit's rules, within the sections that keep their
/// rows: the items a section keeps fill, in order, the slots no insertion or move takes in its
/// new section. Only the changes are kept, sorted by section, never a slot per item.
private struct ItemFate {
  /// Old items that leave their section's order, deleted or moved out, ascending by section.
  private var leaving: [Int: [Int]] = [:]
  /// New items that no kept item fills, inserted or moved in, ascending by section.
  private var arriving: [Int: [Int]] = [:]
  /// Old items that stay in order but are replaced by new rows, ascending by section.
  private var reloaded: [Int: [Int]] = [:]

  init(
    _ update: BatchUpdate, sections: SectionFate, from old: FlatRowMapping, to new: FlatRowMapping
  ) throws(RowBatchError) {
    let moves = update.movedItems
    for move in moves {
      guard sections.destination(of: move.from.section) != nil else {
        throw RowBatchError(
          "item \(move.from) moves out of a section that is deleted, reloaded or missing")
      }
      guard move.to.section >= 0, move.to.section < new.numberOfSections,
        !sections.fresh.contains(move.to.section)
      else {
        throw RowBatchError("item \(move.to) is moved into a section that is inserted or missing")
      }
    }
    // Items of deleted and reloaded sections go with their section; so do insertions into
    // inserted and reloaded ones.
    func kept(_ positions: [ListPosition]) -> [ListPosition] {
      positions.filter { sections.destination(of: $0.section) != nil }
    }
    func arriving(_ positions: [ListPosition]) -> [ListPosition] {
      positions.filter { !sections.fresh.contains($0.section) }
    }
    let deleted = kept(update.deletedItems)
    let reloaded = Set(kept(update.reloadedItems))
    let leaving = Set(deleted).union(moves.map(\.from))
    guard leaving.count == deleted.count + moves.count, reloaded.isDisjoint(with: leaving) else {
      throw RowBatchError("an item is deleted, moved or reloaded in more than one way")
    }
    let inserted = arriving(update.insertedItems)
    let arrivingItems = Set(inserted).union(moves.map(\.to))
    guard arrivingItems.count == inserted.count + moves.count else {
      throw RowBatchError("an item is both inserted and moved into")
    }
    for position in leaving.union(reloaded) where old.row(of: position) == nil {
      throw RowBatchError("the batch names item \(position), which the list did not have")
    }
    for position in arrivingItems where new.row(of: position) == nil {
      throw RowBatchError("the batch inserts item \(position), which the list does not have")
    }
    func bySection(_ positions: Set<ListPosition>) -> [Int: [Int]] {
      var items: [Int: [Int]] = [:]
      for position in positions { items[position.section, default: []].append(position.item) }
      return items.mapValues { $0.sorted() }
    }
    self.leaving = bySection(leaving)
    self.arriving = bySection(arrivingItems)
    self.reloaded = bySection(reloaded)
    for section in 0..<old.numberOfSections {
      guard let destination = sections.destination(of: section) else { continue }
      let staying = old.numberOfItems(inSection: section) - (self.leaving[section]?.count ?? 0)
      let slots =
        new.numberOfItems(inSection: destination) - (self.arriving[destination]?.count ?? 0)
      guard staying == slots else {
        throw RowBatchError(
          "section \(section) has \(old.numberOfItems(inSection: section)) items before the "
            + "batch and \(new.numberOfItems(inSection: destination)) after (as section "
            + "\(destination)), which its insertions, deletions and moves do not account for")
      }
    }
  }

  /// Adds the rows of the items an old section keeps in order, but for reloaded ones, as runs
  /// from their old rows to their new ones in the section's destination.
  ///
  /// - Complexity: O(c + 1), where c is the number of changes to the section's items.
  func appendSurvivors(
    of section: Int, to destination: Int, from old: FlatRowMapping, to new: FlatRowMapping,
    into runs: inout RowRuns
  ) {
    let oldBase = old.firstItemRow(ofSection: section)
    let newBase = new.firstItemRow(ofSection: destination)
    let gone = leaving[section]
    let taken = arriving[destination]
    let reloads = reloaded[section] ?? []
    guard gone != nil || taken != nil || !reloads.isEmpty else {
      // Most sections: every item keeps its place.
      runs.append(old: oldBase, new: newBase, count: old.numberOfItems(inSection: section))
      return
    }
    let olds = Self.ranges(excluding: gone ?? [], below: old.numberOfItems(inSection: section))
    let news = Self.ranges(
      excluding: taken ?? [], below: new.numberOfItems(inSection: destination))
    var nextReload = 0
    // Pair the kept items' ranges with the free slots' ranges, which hold as many items.
    var oldIndex = 0
    var newIndex = 0
    var oldItem = olds.first?.lowerBound ?? 0
    var newItem = news.first?.lowerBound ?? 0
    while oldIndex < olds.count, newIndex < news.count {
      let count = min(olds[oldIndex].upperBound - oldItem, news[newIndex].upperBound - newItem)
      // Cut the reloaded items out: they are removed and inserted.
      var from = oldItem
      var to = newItem
      while nextReload < reloads.count, reloads[nextReload] < oldItem + count {
        let reload = reloads[nextReload]
        nextReload += 1
        guard reload >= from else { continue }
        runs.append(old: oldBase + from, new: newBase + to, count: reload - from)
        to += reload - from + 1
        from = reload + 1
      }
      runs.append(old: oldBase + from, new: newBase + to, count: oldItem + count - from)
      oldItem += count
      newItem += count
      if oldItem == olds[oldIndex].upperBound {
        oldIndex += 1
        if oldIndex < olds.count { oldItem = olds[oldIndex].lowerBound }
      }
      if newItem == news[newIndex].upperBound {
        newIndex += 1
        if newIndex < news.count { newItem = news[newIndex].lowerBound }
      }
    }
  }

  /// The non-empty ranges of `0..<count` between the `excluded` items, which are ascending.
  private static func ranges(excluding excluded: [Int], below count: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var next = 0
    for item in excluded {
      if item > next { ranges.append(next..<item) }
      next = item + 1
    }
    if count > next { ranges.append(next..<count) }
    return ranges
  }
}
