/// What a scroll view knows that a fixed window does not: the height of every row, the content
/// offset, and the rows the viewport shows at that offset.
///
/// The engine keeps it only while ``HeadlessHostOptions/viewportHeight`` is set. The rows are
/// every section's header, its items and its footer, in that order, as slots of one
/// ``HeightIndex``: the slot of item `i` of section `s` is `itemStarts[s] + 2·s + 1 + i`, its
/// header's is one less than its first item's, its footer's one more than its last item's.
struct ListGeometry {
  /// How far the content is scrolled: the distance from the content's top to the viewport's.
  var contentOffset = 0.0
  /// The heights of every header, item and footer.
  var rows = HeightIndex()
  /// The flat index of each section's first item, and the total number of items last.
  var itemStarts: [Int] = [0]
  /// The number of items the viewport showed at the last layout.
  var windowCount = 0
  /// A Boolean value that indicates whether the heights must be read again (the view
  /// reloaded); the content offset stays.
  var isStale = false

  var sectionCount: Int { itemStarts.count - 1 }

  /// The slot of a section's header.
  func headerSlot(_ section: Int) -> Int { itemStarts[section] + 2 * section }
  /// The slot of a section's footer.
  func footerSlot(_ section: Int) -> Int { itemStarts[section + 1] + 2 * section + 1 }
  /// The slot of an item.
  func slot(of position: ListPosition) -> Int {
    itemStarts[position.section] + 2 * position.section + 1 + position.item
  }

  /// The section a slot belongs to.
  ///
  /// - Complexity: O(log s), where s is the number of sections.
  func section(ofSlot slot: Int) -> Int {
    // The last section whose header slot is at or before `slot`.
    let after = partition(sectionCount) { headerSlot($0) > slot }
    return max(0, after - 1)
  }

  /// The flat index of the first item at or after a slot (a header's section's first item, a
  /// footer's next section's first item).
  func firstItem(atOrAfterSlot slot: Int) -> Int {
    guard sectionCount > 0 else { return 0 }
    let section = section(ofSlot: slot)
    let header = headerSlot(section)
    if slot == header { return itemStarts[section] }
    if slot >= footerSlot(section) { return itemStarts[section + 1] }
    return itemStarts[section] + (slot - header - 1)
  }

  /// The position of a flat item index.
  func position(ofItem flat: Int) -> ListPosition? {
    guard flat >= 0, let total = itemStarts.last, flat < total else { return nil }
    let section = partition(sectionCount) { itemStarts[$0 + 1] > flat }
    return ListPosition(section: section, item: flat - itemStarts[section])
  }

  /// The flat index of a position.
  func flatItem(of position: ListPosition) -> Int? {
    guard position.section >= 0, position.section < sectionCount, position.item >= 0,
      itemStarts[position.section] + position.item < itemStarts[position.section + 1]
    else { return nil }
    return itemStarts[position.section] + position.item
  }

  /// A viewport of a height at the content offset, over the rows: the offsets that keep a
  /// place, show an item and stay within the content are its decisions, the same for UIKit's
  /// and AppKit's scroll views (`ScrollViewport`).
  func viewport(height: Double) -> ScrollViewport {
    ScrollViewport(top: contentOffset, height: height, contentBottom: rows.totalHeight)
  }

  /// The top of an item's row, or `nil` for a position the geometry does not have.
  ///
  /// - Complexity: O(log n), where n is the number of rows.
  func itemTop(of position: ListPosition) -> Double? {
    flatItem(of: position).map { _ in rows.offset(of: slot(of: position)) }
  }

  /// The items whose rows the viewport shows (a row that shows only partly counts), as the
  /// flat index of the first and their number.
  ///
  /// - Complexity: O(log n + log s), where n is the number of rows and s of sections.
  func window(viewport: Double) -> (first: Int, count: Int) {
    let total = itemStarts.last ?? 0
    guard viewport > 0, rows.count > 0 else { return (0, 0) }
    let top = contentOffset
    let bottom = contentOffset + viewport
    let firstSlot = rows.index(containing: top)
    guard firstSlot < rows.count else { return (total, 0) }
    var lastSlot = rows.index(containing: bottom)
    // A row that starts exactly at the viewport's bottom edge does not show.
    if lastSlot >= rows.count || rows.offset(of: lastSlot) >= bottom { lastSlot -= 1 }
    let first = firstItem(atOrAfterSlot: firstSlot)
    // The items before the first item after the last visible slot.
    let end = lastSlot < firstSlot ? first : firstItem(atOrAfterSlot: lastSlot + 1)
    let clampedEnd = lastSlot + 1 >= rows.count ? total : end
    return (min(first, total), max(0, min(clampedEnd, total) - first))
  }
}

extension ListEngine {
  /// The view's geometry, built from the data source's heights when the viewport is set and it
  /// is missing or does not match the counts; `nil` without a viewport.
  ///
  /// - Complexity: O(1) when built; O(n) reads of heights to build it, where n is the number of
  ///   items and sections.
  func loadedGeometry() -> ListGeometry? {
    guard options.viewportHeight != nil else {
      geometry = nil
      return nil
    }
    let snapshot = loadedSnapshot()
    if let geometry, !geometry.isStale, geometry.sectionCount == snapshot.counts.count,
      geometry.itemStarts.last == snapshot.counts.reduce(0, +)
    {
      return geometry
    }
    var built = buildGeometry(snapshot)
    built.contentOffset = geometry?.contentOffset ?? 0
    geometry = built
    return built
  }

  /// The viewport's height, when the view has one.
  var viewportHeight: Double? { options.viewportHeight.map { max(0, $0) } }

  /// The number of items of the window: the rows the viewport showed at the last layout, or
  /// ``HeadlessHostOptions/visibleItemLimit`` without a viewport.
  var windowLength: Int {
    if viewportHeight != nil, let geometry { return geometry.windowCount }
    return max(0, options.visibleItemLimit)
  }

  /// Reads every height from the data source.
  private func buildGeometry(_ snapshot: Snapshot) -> ListGeometry {
    var heights: [Double] = []
    var itemStarts = [0]
    itemStarts.reserveCapacity(snapshot.counts.count + 1)
    heights.reserveCapacity(snapshot.counts.reduce(0, +) + 2 * snapshot.counts.count)
    for (section, count) in snapshot.counts.enumerated() {
      heights.append(headerHeight(section, snapshot))
      for item in 0..<count {
        heights.append(itemHeight(at: ListPosition(section: section, item: item)))
      }
      heights.append(footerHeight(section, snapshot))
      itemStarts.append((itemStarts.last ?? 0) + count)
    }
    var geometry = ListGeometry()
    geometry.rows = HeightIndex(heights)
    geometry.itemStarts = itemStarts
    return geometry
  }

  /// The height of an item: the one its data source gives, or the estimate.
  func itemHeight(at position: ListPosition) -> Double {
    let given = reader?.dataSourceItemHeight(at: position)
    return checkedHeight(given) ?? max(0, options.estimatedItemHeight)
  }

  private func headerHeight(_ section: Int, _ snapshot: Snapshot) -> Double {
    let given = reader?.dataSourceSupplementaryHeight(
      ofKind: SupplementaryKind.header, inSection: section)
    if let height = checkedHeight(given) { return height }
    return snapshot.header(section) == nil ? 0 : max(0, options.estimatedHeaderFooterHeight)
  }

  private func footerHeight(_ section: Int, _ snapshot: Snapshot) -> Double {
    let given = reader?.dataSourceSupplementaryHeight(
      ofKind: SupplementaryKind.footer, inSection: section)
    if let height = checkedHeight(given) { return height }
    return snapshot.footer(section) == nil ? 0 : max(0, options.estimatedHeaderFooterHeight)
  }

  private func checkedHeight(_ height: Double?) -> Double? {
    guard let height, height.isFinite, height >= 0 else { return nil }
    return height
  }

  /// Carries the heights across a batch: kept and moved rows keep theirs, inserted and reloaded
  /// ones (and the headers and footers of inserted and reloaded sections) are read.
  ///
  /// - Complexity: O(n) additions to rebuild the index, where n is the number of rows, plus
  ///   O(r + c) reads and runs, where r is the number of new rows and c the operations.
  func remapGeometry(through mapping: BatchMapping, before: Snapshot, after: Snapshot) {
    guard viewportHeight != nil, let old = geometry, !old.isStale,
      old.sectionCount == before.counts.count,
      old.itemStarts.last == before.counts.reduce(0, +)
    else {
      geometry = nil
      return
    }
    let oldHeights = old.rows.heights
    var heights: [Double] = []
    heights.reserveCapacity(after.counts.reduce(0, +) + 2 * after.counts.count)
    var itemStarts = [0]
    itemStarts.reserveCapacity(after.counts.count + 1)
    for (section, count) in after.counts.enumerated() {
      let items = mapping.sections.indices.contains(section) ? mapping.sections[section] : nil
      let oldSection: Int? =
        if mapping.sectionOrigins.indices.contains(section),
          case .old(let oldSection) = mapping.sectionOrigins[section]
        {
          oldSection
        } else {
          nil
        }
      heights.append(
        oldSection.map { oldHeights[old.headerSlot($0)] } ?? headerHeight(section, after))
      let start = heights.count
      if let items, let oldSection, items.newCount == count {
        let oldBase = old.headerSlot(oldSection) + 1
        let complete = items.forEachRun { _, oldItem, length, placedIndex in
          if let oldItem {
            heights += oldHeights[(oldBase + oldItem)..<(oldBase + oldItem + length)]
          } else if let placedIndex {
            let slot = items.placed[placedIndex]
            if case .old(let moved) = items.placedOrigin(at: placedIndex),
              moved.section < old.sectionCount
            {
              heights.append(oldHeights[old.slot(of: moved)])
            } else {
              heights.append(itemHeight(at: ListPosition(section: section, item: slot)))
            }
          }
        }
        if !complete || heights.count - start != count {
          heights.removeSubrange(start...)
          for item in 0..<count {
            heights.append(itemHeight(at: ListPosition(section: section, item: item)))
          }
        }
      } else {
        for item in 0..<count {
          heights.append(itemHeight(at: ListPosition(section: section, item: item)))
        }
      }
      heights.append(
        oldSection.map { oldHeights[old.footerSlot($0)] } ?? footerHeight(section, after))
      itemStarts.append((itemStarts.last ?? 0) + count)
    }
    var new = old
    new.rows = HeightIndex(heights)
    new.itemStarts = itemStarts
    geometry = new
  }

  /// Places the window at the content offset, clamped to the content, and returns it.
  func placeGeometryWindow() -> Bool {
    guard let height = viewportHeight, var geometry = loadedGeometry() else { return false }
    let viewport = geometry.viewport(height: height)
    var top = geometry.contentOffset
    if let place = pendingPlace {
      pendingPlace = nil
      top = viewport.top(keeping: place, itemTop: geometry.itemTop(of:)) ?? top
    }
    geometry.contentOffset = viewport.clamped(top)
    let window = geometry.window(viewport: height)
    geometry.windowCount = window.count
    firstVisibleItem = window.first
    self.geometry = geometry
    return true
  }

  /// The top of an item's row and its height, in content coordinates, or `nil` for a position
  /// the view does not have or a view without a viewport.
  ///
  /// - Complexity: O(log n), where n is the number of rows.
  func frame(of position: ListPosition) -> (top: Double, height: Double)? {
    guard let geometry = loadedGeometry(), geometry.flatItem(of: position) != nil else {
      return nil
    }
    let slot = geometry.slot(of: position)
    return (geometry.rows.offset(of: slot), geometry.rows.heights[slot])
  }

  /// Sets the content offset (clamped to the content when the view lays out) and lays out.
  func scroll(toContentOffset offset: Double) throws(InternalInconsistency) {
    guard offset.isFinite, loadedGeometry() != nil else { return }
    geometry?.contentOffset = offset
    try layout()
  }
}
