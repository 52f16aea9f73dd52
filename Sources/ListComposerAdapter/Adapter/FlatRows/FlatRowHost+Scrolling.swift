import ListComposer

// A view of rows without sections (`NSTableView`) scrolls and keeps the reader's place by row;
// the host turns the adapter's positions into rows and back through its mapping. A view that
// does not scroll keeps the defaults: no visible rows, nothing moves.

extension FlatRowView {
  package var visibleRowPlaces: [(row: Int, distance: Double)] { [] }
  package var isScrolledToBottom: Bool { true }
  package func scroll(toRow row: Int, at scrollPosition: ListScrollPosition, animated: Bool) {}
  package func keep(row: Int?, distance: Double) {}
  package func noteHeightOfRows(_ rows: [Int]) {}
}

extension FlatRowHost: ScrollingListHost {
  /// The visible item rows (not group or footer rows), as positions, with their distances.
  package var visiblePlaces: [ReadingPlace] {
    (view?.visibleRowPlaces ?? []).compactMap { row, distance in
      mapping.position(ofRow: row).map { ReadingPlace(position: $0, distance: distance) }
    }
  }

  package var isScrolledToBottom: Bool { view?.isScrolledToBottom ?? true }

  package func scroll(
    to position: ListPosition, at scrollPosition: ListScrollPosition, animated: Bool
  ) {
    guard let row = mapping.row(of: position) else { return }
    view?.scroll(toRow: row, at: scrollPosition, animated: animated)
  }

  package func keep(_ place: PlaceToKeep) { pendingPlace = place }

  /// Keeps the place given to ``keep(_:)``, by the rows the view shows now.
  func keepPendingPlace() {
    guard let place = pendingPlace else { return }
    pendingPlace = nil
    switch place {
    case .bottom: view?.keep(row: nil, distance: 0)
    case .item(let place):
      guard let row = mapping.row(of: place.position) else { return }
      view?.keep(row: row, distance: place.distance)
    }
  }

  package func resizeItems(at positions: [ListPosition]) {
    view?.noteHeightOfRows(positions.compactMap { mapping.row(of: $0) })
    keepPendingPlace()
  }
}
