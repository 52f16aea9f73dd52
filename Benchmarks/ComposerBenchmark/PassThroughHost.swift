// A view for the frame-budget benchmark that costs what UIKit's bookkeeping costs and checks
// nothing: what an app pays per update on a device is the adapter's work plus this.

import ListComposer
import ListComposerAdapter

/// A cell of ``PassThroughHost``: what a table view cell holds for the benchmark's sources.
final class PassThroughCell {
  var text = ""

  required init() {}
}

/// A `ListHostView` that does what UIKit's own bookkeeping does, and nothing of a headless
/// view's independent checking: it reports its counts, takes every batch it is given (updating
/// its counts from the batch's operations, in O(c) for c operations, as UIKit does), and shows
/// the first `visibleRows` rows with cells from a reuse pool, telling the adapter which cells
/// begin and end displaying. It validates nothing, compares no identities and keeps no log: the
/// adapter's pre-flight is what stands between a batch and the view, as on a device.
///
/// A batch that changes sections reads the counts again from the data source and lays out the
/// visible rows afresh (the benchmark's batches change items only).
@MainActor
final class PassThroughHost: ListHostView {
  /// The number of rows on screen.
  let visibleRows: Int
  /// The adapter that shows its source here, from `didAttach(_:)`.
  private(set) weak var adapter: ListAdapter?
  /// The items per section the view holds.
  private var counts: [Int] = []
  private var cellTypes: [String: PassThroughCell.Type] = [:]
  private var pool: [String: [PassThroughCell]] = [:]
  /// The cells on screen, in row order.
  private var shown: [ShownRow] = []
  /// The reuse identifier of the last cell dequeued.
  private var lastReuseIdentifier = ""
  /// The cell a reconfigure fills again: the dequeue hands it back, as UIKit's does.
  private var reconfiguring: (position: ListPosition, cell: PassThroughCell)?
  /// The number of reloads and batches the view took, and of cells it dequeued.
  private(set) var reloads = 0
  private(set) var batches = 0
  private(set) var dequeues = 0
  /// The number of cells the data source could not give.
  private(set) var failures = 0

  init(visibleRows: Int = 20) {
    self.visibleRows = visibleRows
  }

  /// The cells on screen, in row order, with their positions.
  var visibleCells: [(position: ListPosition, cell: PassThroughCell)] {
    shown.map { ($0.position, $0.cell) }
  }

  // MARK: CellHost

  func registerCell(_ registration: CellRegistration) throws {
    guard let type = registration.cellType as? PassThroughCell.Type else {
      throw PassThroughHostError.notACell(registration.cellTypeName)
    }
    cellTypes[registration.reuseIdentifier] = type
  }

  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition) throws
    -> AnyObject
  {
    dequeues += 1
    lastReuseIdentifier = reuseIdentifier
    if let reconfiguring, reconfiguring.position == position { return reconfiguring.cell }
    if let cell = pool[reuseIdentifier]?.popLast() { return cell }
    guard let type = cellTypes[reuseIdentifier] else {
      throw PassThroughHostError.unregistered(reuseIdentifier)
    }
    return type.init()
  }

  // MARK: ListHostView

  var isReadyForAnimatedUpdates: Bool { true }

  var displayedItemCounts: [Int]? { counts }

  func displayedReuseIdentifier(at position: ListPosition) -> String? {
    shown.first { $0.position == position }?.reuseIdentifier
  }

  func didAttach(_ adapter: ListAdapter) {
    self.adapter = adapter
  }

  func log(_ message: String) {}

  /// Reads the counts through the adapter, as a view's data source does, and lays out the
  /// visible rows with new cells.
  func reloadData() {
    reloads += 1
    guard let adapter else { return }
    let sections = adapter.numberOfSections(readBy: self)
    counts = (0..<sections).map { adapter.numberOfItems(inSection: $0) }
    for row in shown { endDisplaying(row) }
    layOut(keeping: [])
  }

  /// Takes the batch: its counts from its operations, and the visible rows' cells where the
  /// batch puts their items.
  func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
    batches += 1
    guard !update.changesSections, let adapter else {
      if let adapter {
        counts = (0..<adapter.numberOfSections).map { adapter.numberOfItems(inSection: $0) }
      }
      for row in shown { endDisplaying(row) }
      layOut(keeping: [])
      return
    }
    for position in update.deletedItems { counts[position.section] -= 1 }
    for position in update.insertedItems { counts[position.section] += 1 }
    for move in update.movedItems {
      counts[move.from.section] -= 1
      counts[move.to.section] += 1
    }
    var kept: [ShownRow] = []
    kept.reserveCapacity(shown.count)
    let map = VisibleRowMap(update, shownBelow: visibleRows)
    for row in shown {
      if let new = map.newPosition(ofOld: row.position) {
        kept.append(ShownRow(position: new, cell: row.cell, reuseIdentifier: row.reuseIdentifier))
      } else {
        endDisplaying(row)
      }
    }
    for position in update.reconfiguredItems {
      guard let new = map.newPosition(ofOld: position),
        let index = kept.firstIndex(where: { $0.position == new })
      else { continue }
      reconfiguring = (new, kept[index].cell)
      defer { reconfiguring = nil }
      _ = UpdatePhases.measure(.cells) { try? adapter.cell(at: new) }
    }
    layOut(keeping: kept)
  }

  // MARK: Laying out

  /// Shows the first `visibleRows` rows: `kept` cells where they are, a dequeued cell for every
  /// other row; kept cells that fell below the screen end displaying.
  private func layOut(keeping kept: [ShownRow]) {
    UpdatePhases.measure(.cells) { layOutRows(keeping: kept) }
  }

  private func layOutRows(keeping kept: [ShownRow]) {
    guard let adapter else { return }
    // A few rows: a linear search costs less than hashing them.
    var kept = kept
    var next: [ShownRow] = []
    next.reserveCapacity(visibleRows)
    var section = 0
    var item = 0
    while next.count < visibleRows, section < counts.count {
      guard item < counts[section] else {
        section += 1
        item = 0
        continue
      }
      let position = ListPosition(section: section, item: item)
      item += 1
      if let index = kept.firstIndex(where: { $0.position == position }) {
        next.append(kept.remove(at: index))
        continue
      }
      guard let cell = try? adapter.cell(at: position) as? PassThroughCell else {
        failures += 1
        continue
      }
      adapter.handle(.willDisplay, at: position, cell: cell)
      next.append(ShownRow(position: position, cell: cell, reuseIdentifier: lastReuseIdentifier))
    }
    for row in kept { endDisplaying(row) }
    shown = next
  }

  private func endDisplaying(_ row: ShownRow) {
    UpdatePhases.measure(.cells) { endDisplayingRow(row) }
  }

  private func endDisplayingRow(_ row: ShownRow) {
    adapter?.handle(.didEndDisplaying, at: row.position, cell: row.cell)
    pool[row.reuseIdentifier, default: []].append(row.cell)
  }
}

/// A cell on screen, where it is and the reuse identifier it was dequeued with.
private struct ShownRow {
  var position: ListPosition
  let cell: PassThroughCell
  let reuseIdentifier: String
}

/// Where a batch of item operations puts the items of the first rows of each section, in
/// O(c + v²) for c operations and v rows: only operations among the first rows move them, and
/// those few are kept in small arrays rather than hashed.
private struct VisibleRowMap {
  /// The positions among the first rows whose items leave: deleted, or reloaded (a new cell).
  private var gone: [ListPosition] = []
  /// The deleted and moved-away items among the first rows.
  private var removed: [ListPosition] = []
  /// The inserted and moved-in items among the first rows, sorted.
  private var placed: [ListPosition] = []
  /// The moves away from the first rows.
  private var moves: [ItemMove] = []

  init(_ update: BatchUpdate, shownBelow rows: Int) {
    for position in update.deletedItems where position.item < rows {
      gone.append(position)
      removed.append(position)
    }
    for position in update.reloadedItems where position.item < rows { gone.append(position) }
    for position in update.insertedItems where position.item < rows { placed.append(position) }
    for move in update.movedItems {
      if move.from.item < rows {
        removed.append(move.from)
        moves.append(move)
      }
      if move.to.item < rows { placed.append(move.to) }
    }
    placed.sort()
  }

  /// The position after the batch of the item at `old`, or `nil` when it leaves (its cell ends
  /// displaying).
  func newPosition(ofOld old: ListPosition) -> ListPosition? {
    if let move = moves.first(where: { $0.from == old }) { return move.to }
    guard !gone.contains(old) else { return nil }
    // The item's place among the items that stay, then among those and the ones placed.
    var item = old.item
    for position in removed where position.section == old.section && position.item < old.item {
      item -= 1
    }
    for position in placed where position.section == old.section {
      guard position.item <= item else { break }
      item += 1
    }
    return ListPosition(section: old.section, item: item)
  }
}

/// What the pass-through host throws.
enum PassThroughHostError: Error {
  case notACell(String)
  case unregistered(String)
}
