import Foundation
import ListComposer
import ListComposerAdapter

// The answers of a flow layout's delegate (UIKit's and AppKit's have the same three size
// questions), decided once for both collection bridges (`FlowLayoutSizes`): the app's delegate
// wins where it answers, then the source that owns the item or section, then the layout's own
// size. Portable, and tested on Linux (`FlowLayoutSizeDecisionTests`).

extension ListAdapter {
  /// The size of the item at `position` for a flow layout: `appAnswer` (the app delegate's)
  /// when there is one; otherwise the size the item's source gives (`itemSize(at:)`); or else
  /// `layoutSize()`, the layout's own, or a flow layout's default 50 × 50 when the layout is
  /// not a flow layout.
  package func flowLayoutItemSize(
    at position: ListPosition, appAnswer: CGSize?, layoutSize: () -> CGSize?
  ) -> CGSize {
    if let appAnswer { return appAnswer }
    if let size = itemSize(at: position) {
      return CGSize(width: size.width, height: size.height)
    }
    return layoutSize() ?? CGSize(width: 50, height: 50)
  }

  /// The reference size of a section's header or footer for a flow layout: `appAnswer` when
  /// there is one; otherwise the height the section's source gives as both sides, since the
  /// layout reads only the side along its scrolling direction; or else `layoutSize` (`.zero`
  /// without a flow layout).
  package func flowLayoutReferenceSize(
    ofKind kind: String, inSection section: Int, appAnswer: CGSize?, layoutSize: CGSize?
  ) -> CGSize {
    if let appAnswer { return appAnswer }
    guard let height = supplementaryHeight(ofKind: kind, inSection: section) else {
      return layoutSize ?? .zero
    }
    return CGSize(width: height, height: height)
  }
}
