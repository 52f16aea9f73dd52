import ListComposer

/// The rows that survive a batch, as runs: consecutive old rows that land on consecutive new
/// rows. A batch of c changes on s sections leaves O(s + c) runs, however many rows they hold,
/// so everything `FlatRowMapping.rowBatch(for:to:)` computes about survivors is computed per
/// run, and only the row operations it returns hold one entry per row.
struct RowRuns {
  /// One run: `count` rows from old row `old` land from new row `new` on.
  struct Run {
    var old: Int
    var new: Int
    var count: Int
  }

  private var runs: [Run] = []

  /// Adds surviving rows, merging them into the last run when they continue it.
  mutating func append(old: Int, new: Int, count: Int) {
    guard count > 0 else { return }
    if let last = runs.last, last.old + last.count == old, last.new + last.count == new {
      runs[runs.count - 1].count += count
    } else {
      runs.append(Run(old: old, new: new, count: count))
    }
  }

  /// The sequential operations that take `oldRows` rows to `newRows`, the survivors moving as
  /// the runs say and the rows no run covers being removed or inserted; `reconfigured` old rows
  /// that survive are reloaded where they end.
  ///
  /// - Throws: `RowBatchError` when two runs claim a row, or when the batch would remove,
  ///   insert or move more than `ListLimits.maximumCount` rows (the view reloads instead of
  ///   being handed that many row indexes).
  /// - Complexity: O(r log r + k), where r is the number of runs and k the number of rows the
  ///   operations name.
  func batch(oldRows: Int, newRows: Int, reconfigured: [Int]) throws(RowBatchError) -> RowBatch {
    // In old order, merged where moved items continue a section's rows.
    var byOld = RowRuns()
    for run in runs.sorted(by: { $0.old < $1.old }) {
      byOld.append(old: run.old, new: run.new, count: run.count)
    }
    let runs = byOld.runs
    let byNew = runs.indices.sorted { runs[$0].new < runs[$1].new }
    var covered = 0
    for (index, run) in runs.enumerated() {
      guard run.old >= 0, run.old >= (index > 0 ? runs[index - 1].old + runs[index - 1].count : 0)
      else {
        throw RowBatchError("row \(run.old) of the list before the batch would end at two rows")
      }
      covered += run.count
    }
    for (rank, index) in byNew.enumerated() {
      let previousEnd = rank > 0 ? runs[byNew[rank - 1]].new + runs[byNew[rank - 1]].count : 0
      guard runs[index].new >= previousEnd else {
        throw RowBatchError("two rows of the batch end at row \(runs[index].new)")
      }
    }
    let oldEnd = runs.last.map { $0.old + $0.count } ?? 0
    let newEnd = byNew.last.map { runs[$0].new + runs[$0].count } ?? 0
    guard oldEnd <= oldRows, newEnd <= newRows else {
      throw RowBatchError("the batch names rows past the end of the list")
    }

    let stays = Self.heaviestIncreasingRuns(runs, byNew: byNew)
    let staying = zip(runs, stays).reduce(0) { $0 + ($1.1 ? $1.0.count : 0) }
    let limit = ListLimits.maximumCount
    for (count, what) in [(oldRows - covered, "remove"), (newRows - covered, "insert")]
    where count > limit {
      throw RowBatchError(
        "the batch would \(what) \(count) rows, more than the \(limit) it is translated for; "
          + "the view reloads instead")
    }
    guard covered - staying <= limit else {
      throw RowBatchError(
        "the batch would move \(covered - staying) rows, more than the \(limit) it is "
          + "translated for; the view reloads instead")
    }

    var batch = RowBatch()
    let removed = Self.uncovered(rows: oldRows, by: runs.lazy.map { ($0.old, $0.count) })
    if !removed.isEmpty { batch.operations.append(.remove(removed)) }
    Self.appendMoves(of: runs, stays: stays, byNew: byNew, to: &batch.operations)
    let inserted = Self.uncovered(
      rows: newRows, by: byNew.lazy.map { (runs[$0].new, runs[$0].count) })
    if !inserted.isEmpty { batch.operations.append(.insert(inserted)) }
    batch.reloadedRows = Set(reconfigured.compactMap { Self.newRow(of: $0, in: runs) }).sorted()
    return batch
  }

  /// The rows of `0..<rows` outside the ranges, which are given in ascending order.
  private static func uncovered(rows: Int, by ranges: some Sequence<(start: Int, count: Int)>)
    -> [Int]
  {
    var result: [Int] = []
    var next = 0
    for (start, count) in ranges {
      result.append(contentsOf: next..<start)
      next = start + count
    }
    result.append(contentsOf: next..<rows)
    return result
  }

  /// The new row of a surviving old row, or `nil` when it does not survive.
  private static func newRow(of oldRow: Int, in runs: [Run]) -> Int? {
    // The last run that starts at or before the row.
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].old <= oldRow { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return nil }
    let run = runs[low - 1]
    return oldRow < run.old + run.count ? run.new + oldRow - run.old : nil
  }

  /// Marks the runs that keep their place: a set of runs whose new rows increase in old order
  /// and that holds the most rows. Runs' new rows are disjoint ranges, so a longest increasing
  /// run of rows never needs part of a run; ties go to the run that lands higher.
  ///
  /// - Complexity: O(r log r), where r is the number of runs.
  private static func heaviestIncreasingRuns(_ runs: [Run], byNew: [Int]) -> [Bool] {
    var rank = [Int](repeating: 0, count: runs.count)
    for (position, index) in byNew.enumerated() { rank[index] = position }
    // A Fenwick tree over new ranks of the heaviest chain ending at a run with that rank or
    // below: (rows, last run), the run -1 for none.
    var tree = [(rows: Int, run: Int)](repeating: (0, -1), count: runs.count + 1)
    func isBetter(_ a: (rows: Int, run: Int), than b: (rows: Int, run: Int)) -> Bool {
      if a.rows != b.rows { return a.rows > b.rows }
      guard a.run >= 0 else { return false }
      return b.run < 0 || runs[a.run].new < runs[b.run].new
    }
    var previous = [Int](repeating: -1, count: runs.count)
    var best: (rows: Int, run: Int) = (0, -1)
    for index in runs.indices {
      var below: (rows: Int, run: Int) = (0, -1)
      var node = rank[index]
      while node > 0 {
        if isBetter(tree[node], than: below) { below = tree[node] }
        node &= node - 1
      }
      previous[index] = below.run
      let chain = (rows: below.rows + runs[index].count, run: index)
      if isBetter(chain, than: best) { best = chain }
      node = rank[index] + 1
      while node <= runs.count {
        if isBetter(chain, than: tree[node]) { tree[node] = chain }
        node += node & -node
      }
    }
    var stays = [Bool](repeating: false, count: runs.count)
    var index = best.run
    while index >= 0 {
      stays[index] = true
      index = previous[index]
    }
    return stays
  }

  /// Appends the moves that put the rows of the runs that do not stay in their new order.
  ///
  /// They are moved one row at a time in ascending new order, each right after the largest row
  /// already in place below it (a staying row or one moved before it), or first. Each staying
  /// run then heads a block of the rows moved after it, and a row's index before and after its
  /// move are counts of rows by their old and new order, which prefix sums over runs and a
  /// Fenwick tree of the rows moved so far give per run; within a run both indexes advance by
  /// 0 or 1 a row.
  ///
  /// - Complexity: O(r log r + m), where r is the number of runs and m the number of rows moved.
  private static func appendMoves(
    of runs: [Run], stays: [Bool], byNew: [Int], to operations: inout [RowOperation]
  ) {
    // Rows of staying and of moving runs before each run, in old order.
    var stayingBefore = [0]
    var movingBefore = [0]
    for (run, stay) in zip(runs, stays) {
      stayingBefore.append(stayingBefore[stayingBefore.count - 1] + (stay ? run.count : 0))
      movingBefore.append(movingBefore[movingBefore.count - 1] + (stay ? 0 : run.count))
    }
    // The staying runs in old order, which is also their new order, and their rows before each.
    let staying = runs.indices.filter { stays[$0] }
    // The moving runs in new order, and their rows before each.
    let moving = byNew.filter { !stays[$0] }
    var movedBefore = [0]
    for index in moving {
      movedBefore.append(movedBefore[movedBefore.count - 1] + runs[index].count)
    }
    // The first new row of the first staying run after each run in old order.
    var nextStayingRow = [Int](repeating: Int.max, count: runs.count)
    var next = Int.max
    for index in runs.indices.reversed() {
      nextStayingRow[index] = next
      if stays[index] { next = runs[index].new }
    }
    // Rows moved so far, by the old order of their runs.
    var moved = [Int](repeating: 0, count: runs.count + 1)
    func movedRows(before index: Int) -> Int {
      var sum = 0
      var node = index
      while node > 0 {
        sum += moved[node]
        node &= node - 1
      }
      return sum
    }
    /// The number of runs of `indexes` (ascending by `value`) whose value is below `bound`.
    func countBelow(_ bound: Int, in indexes: [Int], _ value: (Int) -> Int) -> Int {
      let values = indexes
      var low = 0
      var high = values.count
      while low < high {
        let middle = (low + high) / 2
        if value(values[middle]) < bound { low = middle + 1 } else { high = middle }
      }
      return low
    }

    for (order, index) in moving.enumerated() {
      let run = runs[index]
      let movedSoFar = movedBefore[order]
      // Before its move, a row follows the staying rows and the rows still to move that are
      // before it in old order, and the moved rows in blocks of staying runs before it (those
      // below the next staying row after it).
      let stillToMoveBefore = movingBefore[index] - movedRows(before: index)
      let following = nextStayingRow[index]
      let movedAhead =
        run.new < following
        ? movedSoFar : movedBefore[countBelow(following, in: moving) { runs[$0].new }]
      let from = stayingBefore[index] + stillToMoveBefore + movedAhead
      let fromStep = run.new < following ? 1 : 0
      // After it, it ends the block of the largest staying run below it: it follows that run
      // and every staying row below it, every row moved so far, and the rows still to move
      // before that run in old order.
      var to = movedSoFar
      var toStep = 1
      let below = countBelow(run.new, in: staying) { runs[$0].new }
      if below > 0 {
        let anchor = staying[below - 1]
        let rowsBelow = stayingBefore[anchor] + runs[anchor].count
        let isBeforeAnchor = index < anchor
        to += rowsBelow + movingBefore[anchor] - movedRows(before: anchor)
        if isBeforeAnchor {
          // The row itself was counted among those still to move, and so are the rest of its
          // run, one fewer with each row moved.
          to -= 1
          toStep = 0
        }
      }
      for step in 0..<run.count {
        let source = from + step * fromStep
        let destination = to + step * toStep
        if source != destination { operations.append(.move(from: source, to: destination)) }
      }
      var node = index + 1
      while node <= runs.count {
        moved[node] += run.count
        node += node & -node
      }
    }
  }
}
