extension HeadlessListView {
  // MARK: Scrolling by content offset

  /// How far the content is scrolled, in points: the distance from the top of the content to
  /// the top of the viewport, as `UIScrollView.contentOffset.y` says it. Always 0 without a
  /// ``HeadlessHostOptions/viewportHeight``.
  public var contentOffset: Double { engine.loadedGeometry()?.contentOffset ?? 0 }

  /// The height of the content, in points: every section's header, items and footer, as
  /// `UIScrollView.contentSize.height` says it. Always 0 without a
  /// ``HeadlessHostOptions/viewportHeight``.
  ///
  /// - Complexity: O(log n), where n is the number of rows, once the heights are read.
  public var contentHeight: Double { engine.loadedGeometry()?.rows.totalHeight ?? 0 }

  /// Scrolls the content to an offset, clamped so that the viewport stays within the content,
  /// and lays out: the visible items become those whose rows the viewport shows there.
  ///
  ///     options.viewportHeight = 440         // ten rows of 44 points
  ///     try tableView.scroll(toContentOffset: 66)
  ///     tableView.indexPathsForVisibleRows  // [0, 1] ... [0, 11]: row 1 shows its lower half
  ///
  /// Does nothing without a ``HeadlessHostOptions/viewportHeight`` or for an offset that is not
  /// finite.
  ///
  /// - Complexity: O(log n) to find the rows, where n is the number of rows, plus the cells
  ///   the new rows need.
  public func scroll(toContentOffset offset: Double) throws(InternalInconsistency) {
    try engine.scroll(toContentOffset: offset)
  }

  /// The top of an item's row in the content and the row's height, in points, as
  /// `UITableView.rectForRow(at:)` and a collection view's layout attributes say them; `nil`
  /// for a position the view does not have, or without a
  /// ``HeadlessHostOptions/viewportHeight``.
  ///
  /// With ``contentOffset``, it says how far below the viewport's top a row shows: what a test
  /// of a screen that keeps the reader's place checks.
  ///
  ///     options.viewportHeight = 440  // rows of 44 points
  ///     try tableView.scroll(toContentOffset: 66)
  ///     let row = tableView.frame(ofItemAt: ListPosition(section: 0, item: 2))  // (88.0, 44.0)
  ///     row.map { $0.top - tableView.contentOffset }  // 22.0: 22 points below the top
  ///
  /// - Parameter position: A position of the view.
  /// - Returns: The row's top and height, or `nil`.
  /// - Complexity: O(log n), where n is the number of rows.
  public func frame(ofItemAt position: ListPosition) -> (top: Double, height: Double)? {
    engine.frame(of: position)
  }
}

// How the headless views scroll for an adapter and keep the reader's place (see
// ListEngine+Scrolling.swift). A layout failure under the strict policies is logged: the
// adapter's scroll does not throw, as UIKit's does not.
extension HeadlessListView {
  package var visiblePlaces: [ReadingPlace] { engine.visiblePlaces() }

  package var isScrolledToBottom: Bool { engine.isScrolledToBottom }

  package func scroll(
    to position: ListPosition, at scrollPosition: ListScrollPosition, animated: Bool
  ) {
    do {
      try engine.scroll(to: position, at: scrollPosition, animated: animated)
    } catch {
      engine.consoleLog.append(error.description)
    }
  }

  package func keep(_ place: PlaceToKeep) { engine.pendingPlace = place }

  package func resizeItems(at positions: [ListPosition]) {
    do {
      try engine.resizeItems(at: positions)
    } catch {
      engine.consoleLog.append(error.description)
    }
  }

  /// Whether the last scroll an adapter asked for was animated, or `nil` before the first.
  package var lastScrollWasAnimated: Bool? { engine.lastScrollWasAnimated }

  /// How many items the view resized in place.
  package var resizedItemCount: Int { engine.resizedItemCount }
}

extension HeadlessTableView: ScrollingListHost {}
extension HeadlessCollectionView: ScrollingListHost {}
