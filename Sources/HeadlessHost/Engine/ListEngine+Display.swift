/// What the view tells its delegate about items coming into and out of view, the way UIKit
/// does: `willDisplay` when an item's cell enters the visible window, `didEndDisplaying` when it
/// leaves it (or its item is deleted or reloaded, at its last position), `prefetch` when an
/// item enters the prefetch margin ahead of the window, and `cancelPrefetch` when it leaves the
/// margin without having been shown.
struct DisplayState {
  /// The cells in the visible window, with the position each was last shown at.
  var shown = PositionedCells()
  /// The positions in the prefetch margin that were reported as prefetched.
  var prefetched: Set<ListPosition> = []
}

/// What a layout pass left in the window: the positions it wanted cells for (the window, then
/// the prefetch margin) and the window's cells, in the order of their positions.
struct LaidOutWindow {
  var positions: [ListPosition]
  /// How many of `positions` are the window proper.
  var visibleCount: Int
  var shown: [(cell: HeadlessReusableCell, position: ListPosition)]
}

extension ListEngine {
  /// Reports the display and prefetch events of the window a layout pass left, oldest first.
  func reportDisplayChanges(_ laidOut: LaidOutWindow) {
    let shown = laidOut.shown
    // Sets of positions only where they are asked: without a prefetch margin (the default)
    // and nothing prefetched, a layout hashes no position.
    let window = laidOut.positions.prefix(laidOut.visibleCount)
    let margin: Set<ListPosition> =
      options.prefetchMargin > 0
      ? Set(laidOut.positions.dropFirst(laidOut.visibleCount)) : []
    let visible = display.prefetched.isEmpty ? [] : Set(window)
    // Both lists are in the order of their positions, so one pass pairs them: a cell goes on
    // showing when it is at the same position in both. A batch has already moved the positions
    // of kept cells (see `remapDisplay`), so a cell at another position than before was
    // reused, in this very layout, for another row: its display ended and a new one began.
    let before = display.shown.entries
    var ended: [(position: ListPosition, cell: HeadlessReusableCell)] = []
    var began: [(position: ListPosition, cell: HeadlessReusableCell)] = []
    var old = 0
    var new = 0
    while old < before.count || new < shown.count {
      // Plain comparisons rather than optional maps: a test lays out after every change, in a
      // debug build.
      if old < before.count, new >= shown.count || before[old].position < shown[new].position {
        ended.append((before[old].position, before[old].cell))
        old += 1
      } else if new < shown.count,
        old >= before.count || shown[new].position < before[old].position
      {
        began.append((shown[new].position, shown[new].cell))
        new += 1
      } else {
        if before[old].cell !== shown[new].cell {
          ended.append((before[old].position, before[old].cell))
          began.append((shown[new].position, shown[new].cell))
        }
        old += 1
        new += 1
      }
    }
    let prefetches = margin.filter { !display.prefetched.contains($0) }
    let cancels = display.prefetched.filter { !margin.contains($0) && !visible.contains($0) }
    display = DisplayState(shown: PositionedCells(ordered: shown), prefetched: margin)
    guard eventsReachAdapter, let onItemEvent else { return }
    deliveringEvents += 1
    defer { deliveringEvents -= 1 }
    // Every end of display first: a reused cell ends showing its old row before it shows its
    // new one, whichever comes first on screen. Each kind goes out in the order of positions.
    for (position, cell) in ended { onItemEvent(.didEndDisplaying, position, cell) }
    for position in cancels.sorted() { onItemEvent(.cancelPrefetch, position, nil) }
    for position in prefetches.sorted() { onItemEvent(.prefetch, position, nil) }
    for (position, cell) in began { onItemEvent(.willDisplay, position, cell) }
  }

  /// Carries the display state across a batch: kept cells and prefetched items move with their
  /// items; a deleted or reloaded item's cell ends displaying at its old position, and its
  /// prefetch is dropped (its source removed it).
  func remapDisplay(through mapping: BatchMapping) {
    var ended: [(ListPosition, HeadlessReusableCell)] = []
    display.shown.remap(through: mapping) { ended.append(($0, $1)) }
    if !display.prefetched.isEmpty {
      display.prefetched = Set(display.prefetched.compactMap { mapping.newPosition(ofOld: $0) })
    }
    guard eventsReachAdapter, let onItemEvent, !ended.isEmpty else { return }
    // Display events are the cells' part of an update, wherever they are sent from. The shown
    // cells were in the order of their positions, so the ended ones are.
    UpdatePhases.measure(.cells) {
      for (position, cell) in ended { onItemEvent(.didEndDisplaying, position, cell) }
    }
  }

  /// Every shown cell ends displaying, as on `reloadData()`.
  func endDisplayingAll() {
    let ended = display.shown.entries
    display = DisplayState()
    guard eventsReachAdapter, let onItemEvent else { return }
    for entry in ended { onItemEvent(.didEndDisplaying, entry.position, entry.cell) }
  }
}
