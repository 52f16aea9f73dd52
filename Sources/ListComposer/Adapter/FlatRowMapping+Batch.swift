/// One step of a ``RowBatch``, in the row indexes of the list as the steps before it left it:
/// `NSTableView` applies each insertion, removal and move at once, one after another, inside
/// `beginUpdates()` and `endUpdates()`.
public enum RowOperation: Hashable, Sendable {
  /// Removes rows, given in ascending order as indexes of the list before this step.
  case remove([Int])
  /// Moves one row: `from` before this step, `to` its index after it.
  case move(from: Int, to: Int)
  /// Inserts rows, given in ascending order as their indexes after this step.
  case insert([Int])
}

/// A batch of section and item changes translated into row operations for a flat list
/// (``FlatRowMapping/rowBatch(for:to:)``).
///
/// Apply ``operations`` in order (between `beginUpdates()` and `endUpdates()` on `NSTableView`),
/// then reload ``reloadedRows``, which are indexes of the list after the batch.
public struct RowBatch: Hashable, Sendable {
  /// The removals, moves and insertions, in the order to apply them.
  public var operations: [RowOperation]
  /// Rows whose views are configured again in place once the operations are applied, in
  /// ascending order: the batch's reconfigured items.
  public var reloadedRows: [Int]

  /// Creates a batch.
  public init(operations: [RowOperation] = [], reloadedRows: [Int] = []) {
    self.operations = operations
    self.reloadedRows = reloadedRows
  }

  /// A Boolean value that indicates whether the batch changes nothing.
  public var isEmpty: Bool { operations.isEmpty && reloadedRows.isEmpty }

  /// Applies the batch to an array that holds one element per row, as a flat view would:
  /// `inserted(row)` and `reloaded(row)` give the element of a row of the list after the batch.
  ///
  /// - Returns: The rows after the batch, or `nil` when an operation names a row the array does
  ///   not have (a view would show the wrong rows).
  public func applied<Row>(
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
public struct RowBatchError: Error, Hashable, Sendable, ListHostFault, CustomStringConvertible {
  /// What was wrong, naming the sections, items or counts involved.
  public var reason: String

  /// Creates an error with its reason.
  public init(_ reason: String) {
    self.reason = reason
  }

  public var description: String { reason }
}

extension FlatRowMapping {
  /// Translates a batch, in the index spaces `UITableView.performBatchUpdates` uses, into row
  /// operations that take a flat list laid out as `self` to one laid out as `new`.
  ///
  /// Each row keeps its row view when it can: a surviving item, and the group row of a surviving
  /// section that has one before and after, are moved, never removed and inserted. A reloaded
  /// section or item is removed and inserted, as UIKit animates it; a reconfigured item is
  /// reloaded in place (``RowBatch/reloadedRows``), since `NSTableView` has no reconfiguring. A
  /// section whose header appears or disappears gains or loses its group row.
  ///
  /// The operations are sequential: all removals (old indexes), then the fewest moves that put
  /// the surviving rows in their new order (those outside a longest increasing run of new
  /// indexes), then all insertions (new indexes).
  ///
  /// - Throws: ``RowBatchError`` when the batch does not fit the two layouts: an index out of
  ///   range or named twice, counts that do not add up, or a move from or into a section that is
  ///   deleted, inserted or reloaded.
  /// - Complexity: O(n log n + m·n), where n is the number of rows and m the number of rows that
  ///   move.
  public func rowBatch(for update: BatchUpdate, to new: FlatRowMapping) throws(RowBatchError)
    -> RowBatch
  {
    // The translation keeps a slot per row: past this many rows the view reloads instead.
    let limit = ListLimits.maximumCount
    guard numberOfRows <= limit, new.numberOfRows <= limit else {
      throw RowBatchError(
        "the list has \(max(numberOfRows, new.numberOfRows)) rows, more than the \(limit) a "
          + "batch is translated for; the view reloads instead")
    }
    let sections = try SectionFate(update, from: numberOfSections, to: new.numberOfSections)
    // The new row of each old row that survives (nil: removed), and the old rows reconfigured.
    var target = [Int?](repeating: nil, count: numberOfRows)
    var reconfigured = Set<Int>()
    var taken = [Bool](repeating: false, count: new.numberOfRows)

    func claim(_ newRow: Int, by oldRow: Int) throws(RowBatchError) {
      guard !taken[newRow] else {
        throw RowBatchError("two rows of the batch end at row \(newRow)")
      }
      taken[newRow] = true
      target[oldRow] = newRow
    }

    let items = try ItemFate(update, sections: sections, from: self, to: new)
    for section in 0..<numberOfSections {
      guard let destination = sections.destination(of: section) else { continue }
      if let oldRow = groupRow(ofSection: section),
        let newRow = new.groupRow(ofSection: destination)
      {
        try claim(newRow, by: oldRow)
      }
      for item in 0..<numberOfItems(inSection: section) {
        let position = ListPosition(section: section, item: item)
        guard let oldRow = row(of: position), let to = items.destination(of: position) else {
          continue
        }
        guard let newRow = new.row(of: to) else {
          throw RowBatchError("item \(position) would move to \(to), which the list does not have")
        }
        try claim(newRow, by: oldRow)
        if items.reconfigured.contains(position) { reconfigured.insert(oldRow) }
      }
    }
    return Self.operations(target: target, taken: taken, reconfigured: reconfigured)
  }

  /// The sequential operations that take the old rows to the new: removals, moves, insertions.
  private static func operations(target: [Int?], taken: [Bool], reconfigured: Set<Int>)
    -> RowBatch
  {
    var batch = RowBatch()
    let removed = target.indices.filter { target[$0] == nil }
    if !removed.isEmpty { batch.operations.append(.remove(removed)) }

    // The survivors in their old order, each as its new row.
    var current = target.compactMap { $0 }
    let stays = longestIncreasingRun(current)
    var placed = stays
    // Move the others in ascending new order, each right after the largest placed row below it.
    for row in current.sorted() where !stays.contains(row) {
      guard let from = current.firstIndex(of: row) else { continue }
      current.remove(at: from)
      let to = current.lastIndex { $0 < row && placed.contains($0) }.map { $0 + 1 } ?? 0
      current.insert(row, at: to)
      placed.insert(row)
      if from != to { batch.operations.append(.move(from: from, to: to)) }
    }

    let inserted = taken.indices.filter { !taken[$0] }
    if !inserted.isEmpty { batch.operations.append(.insert(inserted)) }
    batch.reloadedRows = reconfigured.compactMap { target[$0] }.sorted()
    return batch
  }

  /// The values of a longest strictly increasing subsequence.
  ///
  /// - Complexity: O(n log n).
  private static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    // tails[k]: index of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run = Set<Int>()
    var index = tails.last ?? -1
    while index >= 0 {
      run.insert(values[index])
      index = previous[index]
    }
    return run
  }
}

/// Where each old section of a batch goes, by UIKit's rules: deleted and reloaded sections leave
/// (a reloaded one is replaced where it stood), moved ones go where the move says, and the
/// others fill the new slots no insertion, reload or move claims, in order.
private struct SectionFate {
  /// The new index of each old section that keeps its rows, or `nil`.
  private var destinations: [Int?]
  /// The new sections whose rows are all new: inserted and reloaded ones.
  var fresh: Set<Int> = []

  init(_ update: BatchUpdate, from oldCount: Int, to newCount: Int) throws(RowBatchError) {
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
  func destination(of section: Int) -> Int? {
    guard section >= 0, section < destinations.count else { return nil }
    return destinations[section]
  }
}

/// Where each old item of a batch goes, by UIKit's rules, within the sections that keep their
/// rows.
private struct ItemFate {
  /// The new position of each old item that keeps its row.
  private var destinations: [ListPosition: ListPosition] = [:]
  /// Old items configured again in place.
  var reconfigured: Set<ListPosition> = []

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
    var leavingBySection: [Int: Set<Int>] = [:]
    for position in leaving {
      leavingBySection[position.section, default: []].insert(position.item)
    }
    var arrivingBySection: [Int: Set<Int>] = [:]
    for position in arrivingItems {
      arrivingBySection[position.section, default: []].insert(position.item)
    }
    for section in 0..<old.numberOfSections {
      guard let destination = sections.destination(of: section) else { continue }
      let gone = leavingBySection[section] ?? []
      let staying = (0..<old.numberOfItems(inSection: section)).filter { !gone.contains($0) }
      let taken = arrivingBySection[destination] ?? []
      let slots = (0..<new.numberOfItems(inSection: destination)).filter { !taken.contains($0) }
      guard staying.count == slots.count else {
        throw RowBatchError(
          "section \(section) has \(old.numberOfItems(inSection: section)) items before the "
            + "batch and \(new.numberOfItems(inSection: destination)) after (as section "
            + "\(destination)), which its insertions, deletions and moves do not account for")
      }
      for (item, slot) in zip(staying, slots) {
        let from = ListPosition(section: section, item: item)
        // A reloaded item gets a new row: it is removed and inserted.
        if !reloaded.contains(from) {
          destinations[from] = ListPosition(section: destination, item: slot)
        }
      }
    }
    for move in moves { destinations[move.from] = move.to }
    for position in kept(update.reconfiguredItems) where destinations[position] != nil {
      reconfigured.insert(position)
    }
  }

  /// The new position of an old item that keeps its row, or `nil`.
  func destination(of position: ListPosition) -> ListPosition? {
    destinations[position]
  }
}
