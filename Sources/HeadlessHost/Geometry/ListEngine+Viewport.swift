extension ListEngine {
  /// Tells the adapter where the viewport is after a layout, as a scroll view tells its
  /// delegate it scrolled: the adapter works out what each source shows (see
  /// `ListAdapter.viewDidScroll(_:)`). Nothing without a viewport.
  func reportViewport() {
    guard let adapter, let height = viewportHeight, let geometry else { return }
    adapter.viewDidScroll(
      ListViewport(contentOffset: geometry.contentOffset, height: height) { [weak self] in
        self?.items(from: $0, to: $1)
      })
  }

  /// The first and last items whose rows lie, even partly, between two content offsets (top
  /// inclusive, bottom exclusive), or `nil` when none does.
  ///
  /// - Complexity: O(log n + log s), where n is the number of rows and s of sections.
  func items(from top: Double, to bottom: Double) -> ClosedRange<ListPosition>? {
    guard var band = loadedGeometry(), bottom > top else { return nil }
    band.contentOffset = top
    let window = band.window(viewport: bottom - top)
    guard window.count > 0, let first = band.position(ofItem: window.first),
      let last = band.position(ofItem: window.first + window.count - 1)
    else { return nil }
    return first...last
  }
}
