import ListComposer

extension ListAdapter {
  /// Returns the items of a source that the viewport shows, typed, with their positions in
  /// the source, in the order of their positions; empty while the view has not reported a
  /// viewport (a headless view without `HeadlessHostOptions.viewportHeight`, say).
  ///
  ///     adapter.visibleItems(in: messages)  // [(model: "Hi", position: [0, 3]), ...]
  ///
  /// A row that shows only partly counts. The source may be at any depth of the screen.
  ///
  /// - Complexity: O(v·d log k), where v is the number of visible rows, d the depth of the
  ///   composition and k the number of children at each level.
  public func visibleItems<Source: DataSource>(in source: Source) -> [SourceItem<Source.Model>] {
    guard let range = visibility.viewport?.items(extendedBy: 0) else { return [] }
    let wanted = ObjectIdentifier(dataSourceIdentity(source))
    var items: [SourceItem<Source.Model>] = []
    forEachItem(from: range.lowerBound, through: range.upperBound) { position in
      for (owner, local) in owners(of: position)
      where ObjectIdentifier(dataSourceIdentity(owner)) == wanted {
        if let typed = owner as? Source, let model = typed.model(at: local) {
          items.append(SourceItem(model: model, position: local))
        }
      }
    }
    return items
  }

  /// Takes the viewport a view reports when it scrolls or lays out, and tells the sources that
  /// asked (see ``SourceHandlers/visibility``) which of their items appeared or disappeared,
  /// whether they entered or left their working range, and that the list scrolled.
  ///
  /// A scroll that keeps the rows at every edge (a scroll within a row) while no source that
  /// hears scrolls shows is skipped, when the view tells how far each band may move (a
  /// headless view does): nothing is looked up or told.
  ///
  /// - Complexity: O(w) for a skipped scroll, where w is the number of distinct working
  ///   ranges; O(w log n) without a row crossing an edge, where n is the number of rows (the
  ///   view's look-ups); otherwise O(c·d log k) more, where c is the number of rows that
  ///   crossed an edge of the viewport or of a working range, d the depth of the composition and
  ///   k the number of children at each level. After a batch or a reload, O(r·d log k), where r
  ///   is the number of rows in the widest working range.
  package func viewDidScroll(_ viewport: ListViewport) {
    let previous = visibility.viewport
    visibility.viewport = viewport
    guard !visibility.members.isEmpty else { return }
    let moved =
      previous?.contentOffset != viewport.contentOffset || previous?.height != viewport.height
    guard moved || visibility.needsRebuild || visibility.needsLookup else { return }
    // A scroll within a row: every span keeps the rows at its edges, and no source that shows
    // hears scrolls. Nothing to tell, and nothing beyond a comparison per distance to find it.
    guard !visibility.isStill(viewport) else { return }
    visibility.workedOut += 1
    source.updates.answeringView { updateVisibility(of: viewport, scrolled: moved) }
  }

  /// How many viewports the view reported that the adapter worked out (compared what each
  /// source shows) instead of skipping: for tests, to see that a scroll within a row is skipped.
  package var workedOutViewports: Int { visibility.workedOut }

  /// Compares the views's viewport again after a batch or a reload moved positions.
  func visibilityNeedsRebuild() {
    visibility.needsRebuild = true
    visibility.still = nil
  }

  /// Looks up what the viewport spans on the next report, even at the same offset: rows kept
  /// their positions but changed height (a resize in place).
  func visibilityNeedsLookup() {
    visibility.needsLookup = true
    visibility.still = nil
    for distance in visibility.spans.keys { visibility.spans[distance]?.sameItemsWhileTopIn = nil }
  }

  /// Reports the visibility after a batch or a reload, from the view's last viewport.
  func refreshVisibility() {
    guard let viewport = visibility.viewport else { return }
    viewDidScroll(viewport)
  }

  /// Stores the visibility handler and working range of a source.
  func setVisibility<Source: DataSource>(_ handlers: SourceHandlers<Source>?, for source: Source) {
    let object = dataSourceIdentity(source)
    let id = ObjectIdentifier(object)
    let members = visibility.members.filter { $0.value.source != nil }
    visibility.members = members
    // A source that went is no longer in range: a new one at its address starts out of it.
    visibility.inRange = visibility.inRange.filter { members[$0] != nil }
    visibility.order.removeAll { $0 == id || members[$0] == nil }
    if let handler = handlers?.visibility {
      visibility.members[id] = VisibilityTracking.Member(
        source: object, workingRange: handlers?.workingRange,
        hearsScrolling: handlers?.hearsScrolling ?? false,
        deliver: { owner, event in
          guard let owner = owner as? Source else { return }
          handler(owner, event.typed(Source.Model.self))
        })
      visibility.order.append(id)
    } else {
      visibility.members[id] = nil
    }
    if visibility.members[id] == nil { visibility.inRange.remove(id) }
    visibility.membersDidChange()
    // The spans are taken again, for the sources that ask now.
    visibility.needsRebuild = true
    refreshVisibility()
  }

  // MARK: Working it out

  private func updateVisibility(of viewport: ListViewport, scrolled: Bool) {
    var events = VisibilityEvents()
    let rebuild = visibility.needsRebuild
    visibility.needsRebuild = false
    visibility.needsLookup = false
    if rebuild { rebuildRows(viewport, into: &events) }
    for distance in visibility.distances {
      let old = visibility.spans[distance] ?? VisibilityTracking.Span()
      guard let top = viewport.top(extendedBy: distance) else {
        update(distance, old: old, band: .init(items: nil), rebuild: rebuild, into: &events)
        // No rows, whatever the top: the next viewport with a height looks them up again.
        visibility.spans[distance]?.sameItemsWhileTopIn = nil
        continue
      }
      let height = viewport.height + 2 * (viewport.contentOffset - top)
      // The rows at the band's edges are the same: nothing to look up, nothing crossed.
      if !rebuild, old.holds(top: top, height: height) { continue }
      var band = viewport.band(top, top + height)
      if band.items == nil { band.sameItemsWhileTopIn = nil }
      update(distance, old: old, band: band, rebuild: rebuild, into: &events)
      visibility.spans[distance]?.height = height
      visibility.spans[distance]?.sameItemsWhileTopIn = band.sameItemsWhileTopIn
    }
    if scrolled, !visibility.scrollers.isEmpty, let shown = visibility.spans[0] {
      for id in visibility.scrollers where shown.counts[id, default: 0] > 0 {
        events.add(
          .scrolled(contentOffset: viewport.contentOffset, viewportHeight: viewport.height), to: id)
      }
    }
    visibility.takeStillBands()
    deliver(events)
  }

  private func update(
    _ distance: Double, old: VisibilityTracking.Span, band: ListViewport.Band, rebuild: Bool,
    into events: inout VisibilityEvents
  ) {
    if rebuild {
      rebuildSpan(distance, old: old, range: band.items, into: &events)
    } else if band.items != old.range {
      updateSpan(distance, old: old, range: band.items, into: &events)
    } else {
      visibility.spans[distance] = old
    }
  }

  /// Moves a span to a new range when positions have not moved: only the items between the
  /// old and the new edges are looked at.
  private func updateSpan(
    _ distance: Double, old: VisibilityTracking.Span, range: ClosedRange<ListPosition>?,
    into events: inout VisibilityEvents
  ) {
    var span = old
    span.range = range
    // Rows come in before others leave: a source that stays within the span (a composition
    // whose rows are on both sides of a jump) never drops to no rows on the way.
    for run in Self.difference(range, minus: old.range) {
      forEachItem(from: run.from, through: run.through) { position in
        guard position != run.skipping else { return }
        enter(position, distance: distance, span: &span, into: &events)
      }
    }
    for run in Self.difference(old.range, minus: range) {
      forEachItem(from: run.from, through: run.through) { position in
        guard position != run.skipping else { return }
        leave(position, distance: distance, span: &span, into: &events)
      }
    }
    visibility.spans[distance] = span
  }

  /// Takes a span again after positions moved: the sources it holds now against those it held.
  private func rebuildSpan(
    _ distance: Double, old: VisibilityTracking.Span, range: ClosedRange<ListPosition>?,
    into events: inout VisibilityEvents
  ) {
    var span = VisibilityTracking.Span(range: range)
    if let range {
      forEachItem(from: range.lowerBound, through: range.upperBound) { position in
        for id in ownerIdentities(of: position) {
          if visibility.counts(id, at: distance) { span.counts[id, default: 0] += 1 }
        }
      }
    }
    for id in visibility.order where visibility.hearsRange(id, at: distance) {
      let isIn = span.counts[id, default: 0] > 0
      if isIn, visibility.inRange.insert(id).inserted {
        events.add(.enteredWorkingRange, to: id)
      } else if !isIn, visibility.inRange.remove(id) != nil {
        events.add(.leftWorkingRange, to: id)
      }
    }
    visibility.spans[distance] = span
  }

  /// Takes the visible rows again after positions moved, following each item by identity.
  private func rebuildRows(_ viewport: ListViewport, into events: inout VisibilityEvents) {
    let old = visibility.rows
    var rows: [ListPosition: VisibilityTracking.Row] = [:]
    if let range = viewport.items(extendedBy: 0) {
      forEachItem(from: range.lowerBound, through: range.upperBound) { position in
        if let row = row(at: position) { rows[position] = row }
      }
    }
    let kept = Set(rows.values.map { RowKey($0) })
    let had = Set(old.values.map { RowKey($0) })
    for (_, row) in old.sorted(by: { $0.key < $1.key }) where !kept.contains(RowKey(row)) {
      events.disappear(row)
    }
    for (_, row) in rows.sorted(by: { $0.key < $1.key }) where !had.contains(RowKey(row)) {
      events.appear(row)
    }
    visibility.rows = rows
  }

  private func enter(
    _ position: ListPosition, distance: Double, span: inout VisibilityTracking.Span,
    into events: inout VisibilityEvents
  ) {
    for id in ownerIdentities(of: position) {
      guard visibility.counts(id, at: distance) else { continue }
      span.counts[id, default: 0] += 1
      if span.counts[id] == 1, visibility.hearsRange(id, at: distance),
        visibility.inRange.insert(id).inserted
      {
        events.add(.enteredWorkingRange, to: id)
      }
    }
    if distance == 0, let row = row(at: position) {
      visibility.rows[position] = row
      events.appear(row)
    }
  }

  private func leave(
    _ position: ListPosition, distance: Double, span: inout VisibilityTracking.Span,
    into events: inout VisibilityEvents
  ) {
    for id in ownerIdentities(of: position) {
      guard let count = span.counts[id] else { continue }
      span.counts[id] = count > 1 ? count - 1 : nil
      if count == 1, visibility.hearsRange(id, at: distance),
        visibility.inRange.remove(id) != nil
      {
        events.add(.leftWorkingRange, to: id)
      }
    }
    if distance == 0, let row = visibility.rows.removeValue(forKey: position) {
      events.disappear(row)
    }
  }

  /// The identities of the sources that own the item at a position, from the leaf that holds
  /// it up to the root, as ``owners(of:)`` lists them: what a row that crosses an edge is
  /// counted by, without the sources' positions.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level.
  private func ownerIdentities(of position: ListPosition) -> [ObjectIdentifier] {
    var ids: [ObjectIdentifier] = []
    walkOwners(of: position) { owner, _ in ids.append(ObjectIdentifier(dataSourceIdentity(owner))) }
    ids.reverse()
    return ids
  }

  /// The visible row at a position, for the source nearest it that asked, or `nil`.
  private func row(at position: ListPosition) -> VisibilityTracking.Row? {
    for (owner, local) in owners(of: position) {
      let id = ObjectIdentifier(dataSourceIdentity(owner))
      guard visibility.members[id]?.source != nil else { continue }
      guard let model = owner.model(at: local) else { return nil }
      let identity = source.itemIdentifier(at: position) ?? AnyHashable(local)
      return VisibilityTracking.Row(owner: id, model: model, local: local, identity: identity)
    }
    return nil
  }

  private func deliver(_ events: VisibilityEvents) {
    for (id, event) in events.ordered {
      guard let member = visibility.members[id], let object = member.source,
        let owner = object as? any DataSource
      else { continue }
      member.deliver(owner, event)
    }
  }

  // MARK: Walking items

  /// The runs of items of `range` that are not in `other`, at most two (at its ends), each as
  /// its first and last item and an item at one end that is in `other` and must be skipped.
  static func difference(
    _ range: ClosedRange<ListPosition>?, minus other: ClosedRange<ListPosition>?
  ) -> [(from: ListPosition, through: ListPosition, skipping: ListPosition?)] {
    guard let range else { return [] }
    guard let other, other.overlaps(range) else {
      return [(range.lowerBound, range.upperBound, nil)]
    }
    var runs: [(from: ListPosition, through: ListPosition, skipping: ListPosition?)] = []
    // Before `other`: up to, not including, its first item.
    if range.lowerBound < other.lowerBound {
      runs.append((range.lowerBound, other.lowerBound, other.lowerBound))
    }
    // After `other`: from just after its last item.
    if other.upperBound < range.upperBound {
      runs.append((other.upperBound, range.upperBound, other.upperBound))
    }
    return runs
  }

  /// Calls `body` with each item from `first` through `last` in the order of positions, over
  /// the source's counts.
  ///
  /// - Complexity: O(c + s), where c is the number of items and s of sections walked.
  func forEachItem(
    from first: ListPosition, through last: ListPosition, _ body: (ListPosition) -> Void
  ) {
    let sections = numberOfSections
    var section = max(0, first.section)
    var item = max(0, first.item)
    while section < sections, section <= last.section {
      let count = numberOfItems(inSection: section)
      let end = section == last.section ? min(count, last.item + 1) : count
      while item < end {
        body(ListPosition(section: section, item: item))
        item += 1
      }
      section += 1
      item = 0
    }
  }
}

/// A row's identity across a batch: its source and its item.
private struct RowKey: Hashable {
  let owner: ObjectIdentifier
  let identity: AnyHashable

  init(_ row: VisibilityTracking.Row) {
    owner = row.owner
    identity = row.identity
  }
}

/// The events of one report, gathered by source so that each source hears one list of items
/// per kind, in the order of positions.
@MainActor
private struct VisibilityEvents {
  private var appeared: [ObjectIdentifier: [(model: Any, position: ListPosition)]] = [:]
  private var disappeared: [ObjectIdentifier: [(model: Any, position: ListPosition)]] = [:]
  private var others: [(ObjectIdentifier, ErasedVisibilityEvent)] = []
  /// The sources with items that appeared or disappeared, in the order of their first item.
  private var owners: [ObjectIdentifier] = []

  /// Every event: items that disappeared, items that appeared, then working ranges left and
  /// entered and scrolls, in the order they were added.
  var ordered: [(ObjectIdentifier, ErasedVisibilityEvent)] {
    // A scroll within the rows: its scroll events only.
    guard !owners.isEmpty else { return others }
    var list: [(ObjectIdentifier, ErasedVisibilityEvent)] = []
    for owner in owners {
      if let items = disappeared[owner] { list.append((owner, .disappeared(items))) }
    }
    for owner in owners {
      if let items = appeared[owner] { list.append((owner, .appeared(items))) }
    }
    return list + others
  }

  mutating func add(_ event: ErasedVisibilityEvent, to id: ObjectIdentifier) {
    others.append((id, event))
  }
  mutating func appear(_ row: VisibilityTracking.Row) {
    note(row.owner)
    appeared[row.owner, default: []].append((row.model, row.local))
  }
  mutating func disappear(_ row: VisibilityTracking.Row) {
    note(row.owner)
    disappeared[row.owner, default: []].append((row.model, row.local))
  }
  private mutating func note(_ owner: ObjectIdentifier) {
    if appeared[owner] == nil, disappeared[owner] == nil { owners.append(owner) }
  }
}

extension FlatRowHost {
  /// The first and last items among a run of the view's rows, skipping group and footer rows
  /// at its ends: what a flat-row view (an `NSTableView`) shows in a band of its content, for
  /// ``ListViewport``.
  ///
  /// - Complexity: O(h), where h is the number of group and footer rows at the run's ends.
  package func items(inRows rows: Range<Int>) -> ClosedRange<ListPosition>? {
    var first: ListPosition?
    for row in rows {
      if case .item(let position) = content(ofRow: row) {
        first = position
        break
      }
    }
    guard let first else { return nil }
    for row in rows.reversed() {
      if case .item(let position) = content(ofRow: row) { return first...position }
    }
    return nil
  }
}
