extension ListEngine {
  /// Tells the adapter where the viewport is after a layout, as a scroll view tells its
  /// delegate it scrolled: the adapter works out what each source shows (see
  /// `ListAdapter.viewDidScroll(_:)`). Nothing without a viewport.
  func reportViewport() {
    guard let adapter, let height = viewportHeight, let geometry else { return }
    adapter.viewDidScroll(
      ListViewport(contentOffset: geometry.contentOffset, height: height) { [weak self] in
        self?.band(from: $0, to: $1) ?? ListViewport.Band(items: nil)
      })
  }

  /// The first and last items whose rows lie, even partly, between two content offsets (top
  /// inclusive, bottom exclusive), and the tops a band of that height may have and span the
  /// same items: those that keep its edges within the rows they are in now.
  ///
  /// - Complexity: O(log n + log s), where n is the number of rows and s of sections.
  func band(from top: Double, to bottom: Double) -> ListViewport.Band {
    guard var band = loadedGeometry(), bottom > top else { return ListViewport.Band(items: nil) }
    band.contentOffset = top
    let window = band.window(viewport: bottom - top)
    guard window.count > 0, let first = band.position(ofItem: window.first),
      let last = band.position(ofItem: window.first + window.count - 1)
    else { return ListViewport.Band(items: nil) }
    let rows = band.rows
    let height = bottom - top
    // The row the top is in: from its top (or forever above the first row) to its bottom.
    let topRow = rows.index(containing: top)
    guard topRow < rows.count else { return ListViewport.Band(items: first...last) }
    let topRowStart = rows.offset(of: topRow)
    let lower = topRow == 0 ? -Double.infinity : topRowStart
    let upper = topRowStart + rows.heights[topRow]
    // The row the bottom is in, when it starts above the bottom; past the content, anywhere
    // below the content's end. A bottom on a row's top edge is left to a look-up.
    let bottomRow = rows.index(containing: bottom)
    let bottomBounds: (lower: Double, upper: Double)
    if bottomRow >= rows.count {
      bottomBounds = (rows.totalHeight, .infinity)
    } else if rows.offset(of: bottomRow) < bottom {
      let start = rows.offset(of: bottomRow)
      bottomBounds = (start, start + rows.heights[bottomRow])
    } else {
      return ListViewport.Band(items: first...last)
    }
    return ListViewport.Band(
      items: first...last,
      sameItemsWhileTopIn: (
        max(lower, bottomBounds.lower - height), min(upper, bottomBounds.upper - height)
      ))
  }
}
