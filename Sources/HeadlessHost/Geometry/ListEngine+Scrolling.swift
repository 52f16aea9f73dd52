// What a headless view does for an adapter that scrolls it and keeps the reader's place. With
// a viewport, distances are points; without one, the window is a run of items and a distance
// counts items, so that the same decisions hold for a view of the default fixed window.

extension ListEngine {
  /// The visible items, in order, with the distance from the viewport's top to each one's top.
  ///
  /// - Complexity: O(v log n), where v is the number of visible items and n of rows.
  func visiblePlaces() -> [ReadingPlace] {
    let positions = windowPositions(includingPrefetch: false)
    guard let height = viewportHeight, let geometry = loadedGeometry() else {
      return positions.enumerated().map { ReadingPlace(position: $1, distance: Double($0)) }
    }
    return geometry.viewport(height: height).places(of: positions, itemTop: geometry.itemTop(of:))
  }

  /// A Boolean value that indicates whether the viewport shows the end of the content (within
  /// a point), or the window its last item.
  var isScrolledToBottom: Bool {
    if let height = viewportHeight, let geometry = loadedGeometry() {
      return geometry.viewport(height: height).isScrolledToBottom
    }
    let total = loadedSnapshot().counts.reduce(0, +)
    return firstVisibleItem >= total - max(0, options.visibleItemLimit)
  }

  /// The first item of the fixed window that keeps a place.
  func firstItem(keeping place: PlaceToKeep) -> Int {
    let total = (cache?.counts ?? []).reduce(0, +)
    switch place {
    case .bottom:
      return total - max(0, options.visibleItemLimit)
    case .item(let place):
      return flatIndex(of: place.position).map { $0 - Int(place.distance) } ?? firstVisibleItem
    }
  }

  /// The flat index of a position the view has.
  func flatIndex(of position: ListPosition) -> Int? {
    let counts = cache?.counts ?? []
    guard counts.indices.contains(position.section), position.item >= 0,
      position.item < counts[position.section]
    else { return nil }
    return counts.prefix(position.section).reduce(0, +) + position.item
  }

  /// Scrolls so that the item at a position shows at a place in the viewport (or the window).
  func scroll(to position: ListPosition, at scrollPosition: ListScrollPosition, animated: Bool)
    throws(InternalInconsistency)
  {
    lastScrollWasAnimated = animated
    if let height = viewportHeight, let geometry = loadedGeometry(),
      let frame = frame(of: position)
    {
      let offset = geometry.viewport(height: height).top(
        showingItemAt: frame.top, height: frame.height, at: scrollPosition)
      return try scroll(toContentOffset: offset)
    }
    guard viewportHeight == nil, let flat = flatIndex(of: position) else { return }
    let limit = max(1, options.visibleItemLimit)
    let first: Int =
      switch scrollPosition {
      case .top: flat
      case .centeredVertically: flat - limit / 2
      case .bottom: flat - limit + 1
      case .nearest:
        flat < firstVisibleItem
          ? flat : flat >= firstVisibleItem + limit ? flat - limit + 1 : firstVisibleItem
      }
    try scroll(toItemOffset: first)
  }

  /// Reads the heights of items again, without asking for their cells, and lays out, keeping
  /// the pending place.
  ///
  /// - Complexity: O(p log n), where p is the number of positions and n of rows, plus the
  ///   cells of rows that come into view.
  func resizeItems(at positions: [ListPosition]) throws(InternalInconsistency) {
    if viewportHeight != nil, var geometry = loadedGeometry() {
      for position in positions where geometry.flatItem(of: position) != nil {
        geometry.rows.setHeight(itemHeight(at: position), at: geometry.slot(of: position))
      }
      self.geometry = geometry
    }
    resizedItemCount += positions.count
    try layout()
  }
}
