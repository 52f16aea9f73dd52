#if canImport(ObjectiveC)
  import ListComposer
  import ListComposerAdapter

  extension ListAdapter {
    /// Tells the adapter where a platform view's viewport is, when it scrolls: what the UIKit
    /// and AppKit bridges share. The adapter works out what each source shows (see
    /// `ListAdapter.viewDidScroll(_:)`).
    ///
    /// - Parameters:
    ///   - contentOffset: The top of the viewport in content coordinates
    ///     (`UIScrollView.contentOffset.y`, the visible rect's `minY`).
    ///   - height: The viewport's height.
    ///   - positions: Returns the items whose frames lie, even partly, in a band of the content
    ///     (`indexPathsForRows(in:)`, the layout's attributes in a rect), in any order.
    package func viewDidScroll(
      contentOffset: Double, height: Double,
      itemsIn positions: @escaping @MainActor (_ top: Double, _ bottom: Double) -> [ListPosition]
    ) {
      viewDidScroll(
        ListViewport(contentOffset: contentOffset, height: height) { top, bottom in
          let found = positions(top, bottom)
          guard let first = found.min(), let last = found.max() else { return nil }
          return first...last
        })
    }
  }
#endif
