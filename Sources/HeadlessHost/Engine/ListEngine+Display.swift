/// What the view tells its delegate about items coming into and out of view, the way UIKit
/// does: `willDisplay` when an item's cell enters the visible window, `didEndDisplaying` when it
/// leaves it (or its item is deleted or reloaded, at its last position), `prefetch` when an
/// item enters the prefetch margin ahead of the window, and `cancelPrefetch` when it leaves the
/// margin without having been shown.
struct DisplayState {
  /// The cells in the visible window, with the position each was last shown at.
  var shown: [ObjectIdentifier: (cell: HeadlessReusableCell, position: ListPosition)] = [:]
  /// The positions in the prefetch margin that were reported as prefetched.
  var prefetched: Set<ListPosition> = []
}

extension ListEngine {
  /// Reports the display and prefetch events of the window as it is now, oldest first.
  func reportDisplayChanges() {
    let window = windowPositions(includingPrefetch: false)
    // Sets of positions only where they are asked: without a prefetch margin (the default)
    // and nothing prefetched, a layout hashes each visible position once.
    let margin =
      options.prefetchMargin > 0
      ? Set(windowPositions(includingPrefetch: true)).subtracting(window) : []
    let visible = display.prefetched.isEmpty ? [] : Set(window)
    var shown: [ObjectIdentifier: (cell: HeadlessReusableCell, position: ListPosition)] = [:]
    shown.reserveCapacity(window.count)
    for position in window {
      if let cell = cells[position] { shown[ObjectIdentifier(cell)] = (cell, position) }
    }
    // A batch has already moved the positions of kept cells (see `remapDisplay`), so a cell at
    // another position than before was reused, in this very layout, for another row: its
    // display ended and a new one began.
    var events: [(ItemEvent, ListPosition, HeadlessReusableCell?)] = []
    for (id, old) in display.shown where shown[id]?.position != old.position {
      events.append((.didEndDisplaying, old.position, old.cell))
    }
    for (id, new) in shown where display.shown[id]?.position != new.position {
      events.append((.willDisplay, new.position, new.cell))
    }
    for position in margin where !display.prefetched.contains(position) {
      events.append((.prefetch, position, nil))
    }
    for position in display.prefetched
    where !margin.contains(position) && !visible.contains(position) {
      events.append((.cancelPrefetch, position, nil))
    }
    display = DisplayState(shown: shown, prefetched: margin)
    guard let onItemEvent else { return }
    deliveringEvents += 1
    defer { deliveringEvents -= 1 }
    // Every end of display first: a reused cell ends showing its old row before it shows its
    // new one, whichever comes first on screen.
    for (event, position, cell) in events.sorted(by: { (order($0.0), $0.1) < (order($1.0), $1.1) })
    {
      onItemEvent(event, position, cell)
    }
  }

  /// Carries the display state across a batch: kept cells and prefetched items move with their
  /// items; a deleted or reloaded item's cell ends displaying at its old position, and its
  /// prefetch is dropped (its source removed it).
  func remapDisplay(through mapping: BatchMapping) {
    var ended: [(ListPosition, HeadlessReusableCell)] = []
    // Kept cells are moved in place, without rehashing the table; only ended ones leave it.
    var index = display.shown.startIndex
    while index != display.shown.endIndex {
      let old = display.shown.values[index].position
      if let new = mapping.newPosition(ofOld: old) {
        if new != old { display.shown.values[index].position = new }
      } else {
        ended.append((old, display.shown.values[index].cell))
      }
      display.shown.formIndex(after: &index)
    }
    for (_, cell) in ended { display.shown[ObjectIdentifier(cell)] = nil }
    if !display.prefetched.isEmpty {
      display.prefetched = Set(display.prefetched.compactMap { mapping.newPosition(ofOld: $0) })
    }
    guard let onItemEvent, !ended.isEmpty else { return }
    // Display events are the cells' part of an update, wherever they are sent from.
    UpdatePhases.measure(.cells) {
      for (position, cell) in ended.sorted(by: { $0.0 < $1.0 }) {
        onItemEvent(.didEndDisplaying, position, cell)
      }
    }
  }

  /// Every shown cell ends displaying, as on `reloadData()`.
  func endDisplayingAll() {
    let ended = display.shown.values.sorted { $0.position < $1.position }
    display = DisplayState()
    guard let onItemEvent else { return }
    for entry in ended { onItemEvent(.didEndDisplaying, entry.position, entry.cell) }
  }
}

private func order(_ event: ItemEvent) -> Int {
  switch event {
  case .didEndDisplaying: 0
  case .cancelPrefetch: 1
  case .prefetch: 2
  default: 3
  }
}
