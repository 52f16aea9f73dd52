import ListComposer

/// A header or footer that a compositional layout's section shows at its edge: what both
/// collection bridges turn into an `NSCollectionLayoutBoundarySupplementaryItem` (UIKit's and
/// AppKit's have the same shape), decided once here. (Package access: the bridges use it.)
package struct SectionBoundary: Hashable, Sendable {
  /// Where the item sits in its section.
  package enum Edge: Hashable, Sendable {
    /// Above the items: a header.
    case top
    /// Below the items: a footer.
    case bottom
  }

  /// The element kind: `SupplementaryKind.header` or `SupplementaryKind.footer`.
  package var kind: String
  /// The edge it sits at.
  package var edge: Edge
  /// Whether it stays pinned to the visible bounds while its section scrolls under it.
  package var isPinned: Bool

  package init(kind: String, edge: Edge, isPinned: Bool) {
    self.kind = kind
    self.edge = edge
    self.isPinned = isPinned
  }
}

extension ListAdapter {
  /// Returns the header and footer a section's layout must declare so that they show: a header
  /// at the top (pinned when `pinsHeaders`) when the section has one, a footer at the bottom
  /// when it has one (a decorator of that kind, or a title; see
  /// ``hasSupplementaryView(ofKind:inSection:)``), in that order.
  ///
  /// A layout a source provides keeps the items it declares itself: for one that declares
  /// `declaredCount` items, more than none, the answer is empty.
  ///
  /// - Parameters:
  ///   - section: A section of the screen; one that does not exist has none.
  ///   - declaredCount: The number of boundary items the section's layout already declares.
  ///   - pinsHeaders: Whether headers stay pinned to the top while their section scrolls.
  /// - Complexity: O(d log k) for a composition of depth d with k children at each level.
  package func sectionBoundaries(
    forSection section: Int, declaredCount: Int = 0, pinsHeaders: Bool
  ) -> [SectionBoundary] {
    guard declaredCount == 0 else { return [] }
    var boundaries: [SectionBoundary] = []
    if hasSupplementaryView(ofKind: SupplementaryKind.header, inSection: section) {
      boundaries.append(
        SectionBoundary(kind: SupplementaryKind.header, edge: .top, isPinned: pinsHeaders))
    }
    if hasSupplementaryView(ofKind: SupplementaryKind.footer, inSection: section) {
      boundaries.append(
        SectionBoundary(kind: SupplementaryKind.footer, edge: .bottom, isPinned: false))
    }
    return boundaries
  }
}
