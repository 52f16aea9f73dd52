import ListComposer

/// What the adapter decided to keep across one batch, and what it tells the app after it.
struct KeptPlace {
  var place: PlaceToKeep
  /// The number of items the batch inserts below the last visible item, when the reader's
  /// place is kept rather than pinned to the bottom.
  var insertedBelow: Int
}

extension ListAdapter {
  /// A Boolean value that indicates whether a batch may keep the reader's place in `view`
  /// (see ``scrollAnchoring``), so that its mapping is worth making: no for the content offset,
  /// a view that cannot keep a place, and a chat's reader at the bottom, who stays there.
  func keepsReadingPlace(on view: any ListHostView) -> Bool {
    guard scrollAnchoring != .contentOffset, let view = view as? any ScrollingListHost else {
      return false
    }
    return !(scrollAnchoring == .bottom && view.isScrolledToBottom)
  }

  /// Decides what the view keeps in place across a batch (see ``scrollAnchoring``): the bottom,
  /// for a chat whose reader is there; otherwise the first visible item the batch keeps, at the
  /// same distance from the viewport's top. `nil` leaves the content offset as it is.
  ///
  /// - Parameter mapping: The batch's mapping, made where it was checked (its stage's proof, or
  ///   the pre-flight): the batch is not validated again here. `nil` when it could not be
  ///   mapped, which keeps no item in place.
  /// - Complexity: O(v log c + s), where v is the number of visible items, s the number of
  ///   sections and c the number of operations.
  func placeToKeep(
    across update: BatchUpdate, on view: any ListHostView, countsAfter after: [Int],
    mapping: BatchMapping?
  ) -> KeptPlace? {
    guard scrollAnchoring != .contentOffset, let view = view as? any ScrollingListHost else {
      return nil
    }
    if scrollAnchoring == .bottom, view.isScrolledToBottom {
      return KeptPlace(place: .bottom, insertedBelow: 0)
    }
    // A batch that only changes contents moves no row.
    guard !update.changesOnlyContents else { return nil }
    let visible = view.visiblePlaces
    guard !visible.isEmpty, let mapping else { return nil }
    // The first visible item that stays; a deleted one hands the place to the next.
    var anchor: ReadingPlace?
    for place in visible {
      guard let new = mapping.newPosition(ofOld: place.position) else { continue }
      anchor = ReadingPlace(position: new, distance: place.distance)
      break
    }
    guard let anchor else { return nil }
    let last =
      visible.reversed().lazy.compactMap { mapping.newPosition(ofOld: $0.position) }.first
      ?? anchor.position
    return KeptPlace(
      place: .item(anchor),
      insertedBelow: Self.inserted(by: update, mapping, after, below: last))
  }

  /// Keeps the place across a resize of items and tells the view to take their new heights.
  func resizeItems(at positions: [ListPosition]) {
    guard let view = view as? any ScrollingListHost else { return }
    let counts = view.displayedItemCounts ?? shownCounts ?? []
    let shown = positions.filter {
      counts.indices.contains($0.section) && (0..<counts[$0.section]).contains($0.item)
    }
    guard !shown.isEmpty else { return }
    if scrollAnchoring == .bottom, view.isScrolledToBottom {
      view.keep(.bottom)
    } else if let first = view.visiblePlaces.first {
      view.keep(.item(first))
    }
    // Rows keep their positions but not their heights: what the viewport spans is looked up.
    visibilityNeedsLookup()
    view.resizeItems(at: shown)
    refreshVisibility()
  }

  /// The number of items a batch inserts after a position (in the new positions): inserted
  /// items, and every item of an inserted or reloaded section after it.
  private static func inserted(
    by update: BatchUpdate, _ mapping: BatchMapping, _ after: [Int], below last: ListPosition
  ) -> Int {
    var count = 0
    for (section, origin) in mapping.sectionOrigins.enumerated() where section > last.section {
      if case .old = origin { continue }
      count += after.indices.contains(section) ? after[section] : 0
    }
    for position in update.insertedItems where position > last {
      if mapping.sectionOrigins.indices.contains(position.section),
        case .old = mapping.sectionOrigins[position.section]
      {
        count += 1
      }
    }
    return count
  }
}
