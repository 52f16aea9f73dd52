#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import UIKit

  // What UIKit's table and collection views share to scroll for an adapter and keep the
  // reader's place: both are scroll views, so the place is their content offset. The decisions
  // (which item, which offset) are the adapter's and `ListScrollPosition`'s; this only reads
  // frames and moves the content.

  extension UIScrollView {
    /// The top of the viewport, in content coordinates: below the top inset (a navigation bar).
    package var listViewportTop: Double { Double(contentOffset.y + adjustedContentInset.top) }

    /// The height of the viewport between the insets.
    package var listViewportHeight: Double {
      Double(bounds.height - adjustedContentInset.top - adjustedContentInset.bottom)
    }

    /// Whether the viewport shows the end of the content, within a point.
    package var listIsScrolledToBottom: Bool {
      contentOffset.y >= contentSize.height + adjustedContentInset.bottom - bounds.height - 1
    }

    /// The visible items, in order, with their distance from the viewport's top.
    package func listPlaces(of positions: [ListPosition], frame: (ListPosition) -> CGRect?)
      -> [ReadingPlace]
    {
      let top = listViewportTop
      return positions.sorted().compactMap { position in
        frame(position).map { ReadingPlace(position: position, distance: Double($0.minY) - top) }
      }
    }

    /// Sets the content offset, at once, that puts a place back where it was: the item's top
    /// at its distance below the viewport's top, or the end of the content at the bottom.
    package func listKeep(_ place: PlaceToKeep, frame: (ListPosition) -> CGRect?) {
      layoutIfNeeded()
      switch place {
      case .bottom:
        listSetViewportTop(.infinity, animated: false)
      case .item(let place):
        guard let itemFrame = frame(place.position) else { return }
        listSetViewportTop(Double(itemFrame.minY) - place.distance, animated: false)
      }
    }

    /// Scrolls so that an item's frame shows at a place in the viewport.
    package func listScroll(
      toItemFrame itemFrame: CGRect, at scrollPosition: ListScrollPosition, animated: Bool
    ) {
      listSetViewportTop(
        scrollPosition.contentOffset(
          itemTop: Double(itemFrame.minY), itemHeight: Double(itemFrame.height),
          viewportHeight: listViewportHeight, currentOffset: listViewportTop),
        animated: animated)
    }

    /// Moves the viewport's top to a content offset, clamped to the content.
    private func listSetViewportTop(_ top: Double, animated: Bool) {
      let lowest = -adjustedContentInset.top
      let highest = max(lowest, contentSize.height + adjustedContentInset.bottom - bounds.height)
      let y = min(max(CGFloat(top) - adjustedContentInset.top, lowest), highest)
      setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
  }
#endif
