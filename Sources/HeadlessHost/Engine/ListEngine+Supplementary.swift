/// A supplementary view's place: its kind and section (headers and footers sit at item 0).
struct SupplementarySlot: Hashable, Comparable {
  var section: Int
  var kind: String

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.section, lhs.kind) < (rhs.section, rhs.kind)
  }
}

/// The supplementary views of a collection view: registrations keyed by kind and identifier,
/// one reuse pool per (kind, identifier), and the views shown per slot (§2 of the reference).
struct SupplementaryState {
  var registrations: [String: HeadlessCollectionReusableView.Type] = [:]
  var pool: [String: [HeadlessCollectionReusableView]] = [:]
  var shown: [SupplementarySlot: HeadlessCollectionReusableView] = [:]
  /// The slots in the window whose table data source gave no view (the table shows the
  /// section's title there): asked again only when they come back into the window, or their
  /// section is inserted or reloaded, as UIKit asks.
  var titled: Set<SupplementarySlot> = []
  /// The views dequeued during the request in progress.
  var dequeued: [HeadlessCollectionReusableView]?
  /// How many times a batch or a reload changed the slots of the shown and titled views.
  var epoch = 0
  /// The sections in the window at the last layout that left every wanted slot shown or
  /// titled, while the kinds per section are fixed (a table's), and the epoch it began in. A
  /// layout over the same sections in the same epoch has nothing to ask: only a batch that
  /// moves, inserts, deletes or reloads a section, or a reload, changes the slots.
  var settled: (sections: [Int], epoch: Int)?

  static func key(_ kind: String, _ identifier: String) -> String { kind + "/" + identifier }
}

extension ListEngine {
  /// The pool a kind's views are registered and reused in: a table view keeps one pool of
  /// header-footer views for both kinds, as `UITableView` does; a collection view one per kind.
  func poolKind(_ kind: String) -> String {
    flavor == .table ? "UITableViewHeaderFooterView" : kind
  }

  /// Registers a supplementary view class (`nil` removes it) for a kind and a reuse
  /// identifier, as `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` does; a
  /// table view registers header-footer views for both kinds in one pool, as
  /// `register(_:forHeaderFooterViewReuseIdentifier:)` does.
  func registerSupplementary(
    _ viewClass: (any AnyObject.Type)?, kind: String, identifier: String
  ) throws(InternalInconsistency) {
    let table = flavor == .table
    guard !identifier.isEmpty, table || !kind.isEmpty else {
      throw InternalInconsistency(
        .invalidRegistration,
        table
          ? "must pass a valid reuse identifier to -[UITableView "
            + "registerClass:forHeaderFooterViewReuseIdentifier:]"
          : "must pass a valid reuse identifier and element kind to -[UICollectionView "
            + "registerClass:forSupplementaryViewOfKind:withReuseIdentifier:]")
    }
    let key = SupplementaryState.key(poolKind(kind), identifier)
    guard let viewClass else {
      supplementary.registrations[key] = nil
      supplementary.pool[key] = nil
      return
    }
    let typed: HeadlessCollectionReusableView.Type? =
      table
      ? viewClass as? HeadlessTableViewHeaderFooterView.Type
      : viewClass as? HeadlessCollectionReusableView.Type
    guard let typed else {
      let (place, base, uikitBase) =
        table
        ? (
          "header-footer reuse identifier", "HeadlessTableViewHeaderFooterView",
          "UITableViewHeaderFooterView"
        )
        : (
          "kind \"\(kind)\" and reuse identifier", "HeadlessCollectionReusableView",
          "UICollectionReusableView"
        )
      throw InternalInconsistency(
        .invalidRegistration,
        "cannot register \(viewClass) for \(place) \"\(identifier)\": it is not a subclass of "
          + "\(base) (UIKit requires a \(uikitBase) subclass)")
    }
    if let existing = supplementary.registrations[key], existing != typed {
      supplementary.pool[key] = nil
    }
    supplementary.registrations[key] = typed
  }

  func dequeueSupplementary(kind: String, identifier: String)
    throws(InternalInconsistency) -> HeadlessCollectionReusableView
  {
    let key = SupplementaryState.key(poolKind(kind), identifier)
    guard let viewType = supplementary.registrations[key] else {
      throw InternalInconsistency(
        .unregisteredIdentifier,
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard")
    }
    let view: HeadlessCollectionReusableView
    if let reused = supplementary.pool[key]?.popLast() {
      reused.performPrepareForReuse()
      view = reused
    } else {
      view = viewType.init(reuseIdentifier: identifier)
    }
    supplementary.dequeued?.append(view)
    return view
  }

  /// The sections whose items (or, when empty, whose place) lie in the window.
  func sectionsInWindow() -> [Int] {
    let counts = cache?.counts ?? []
    let start = max(0, firstVisibleItem)
    let length = windowLength + max(0, options.prefetchMargin)
    let end = start > Int.max - length ? Int.max : start + length
    var sections: [Int] = []
    var flat = 0
    for (section, count) in counts.enumerated() {
      let intersects =
        count == 0 ? (flat >= start && flat <= end) : (flat < end && flat + count > start)
      if intersects { sections.append(section) }
      flat += count
      if flat > end { break }
    }
    return sections
  }

  /// Requests the supplementary views the layout shows for the sections in the window and
  /// sends those of sections that left it to their pools.
  func layoutSupplementaryViews(kinds: (Int) -> [String]) throws(InternalInconsistency) {
    // The wanted slots in the order of (section, kind), each once. The sections in the window
    // ascend and each has a few kinds, so lists do without hashing the kinds' names.
    let sections = sectionsInWindow()
    // Most layouts (every batch that keeps the sections) show the same sections: with the
    // kinds fixed, every slot they want is already shown or titled.
    let epoch = supplementary.epoch
    if supplementaryKindsAreFixed, let settled = supplementary.settled, settled.epoch == epoch,
      settled.sections == sections
    {
      return
    }
    supplementary.settled = nil
    var settles = supplementaryKindsAreFixed
    var kindsBySection: [[String]] = []
    kindsBySection.reserveCapacity(sections.count)
    var wanted: [SupplementarySlot] = []
    for section in sections {
      var sectionKinds: [String] = []
      for kind in kinds(section) where !sectionKinds.contains(kind) { sectionKinds.append(kind) }
      sectionKinds.sort()
      kindsBySection.append(sectionKinds)
      for kind in sectionKinds { wanted.append(SupplementarySlot(section: section, kind: kind)) }
    }
    func isWanted(_ slot: SupplementarySlot) -> Bool {
      // The first section in the window at or after the slot's.
      let low = partition(sections.count) { sections[$0] >= slot.section }
      return low < sections.count && sections[low] == slot.section
        && kindsBySection[low].contains(slot.kind)
    }
    // Collected first: removing while iterating would copy the table.
    var leaving: [(SupplementarySlot, HeadlessCollectionReusableView)] = []
    for (slot, view) in supplementary.shown where !isWanted(slot) { leaving.append((slot, view)) }
    for (slot, view) in leaving {
      supplementary.shown[slot] = nil
      endDisplaying(view, slot)
    }
    if supplementary.titled.contains(where: { !isWanted($0) }) {
      supplementary.titled = supplementary.titled.filter(isWanted)
    }
    for slot in wanted
    where supplementary.shown[slot] == nil && !supplementary.titled.contains(slot) {
      do {
        let view = try requestSupplementary(slot)
        supplementary.shown[slot] = view
        if let view {
          onSupplementaryEvent?(.willDisplay, slot.kind, slot.section, view)
        } else {
          supplementary.titled.insert(slot)
        }
      } catch  where raisesLikeADevice {
        recordRaised(error)
        settles = false
      }
    }
    if settles { supplementary.settled = (sections, epoch) }
  }

  /// Asks the data source for the view of a slot; `nil` when a table view's data source has
  /// none there (the section shows its title), which a collection view's must not answer.
  private func requestSupplementary(_ slot: SupplementarySlot)
    throws(InternalInconsistency) -> HeadlessCollectionReusableView?
  {
    let position = ListPosition(section: slot.section, item: 0)
    let saved = supplementary.dequeued
    supplementary.dequeued = []
    defer { supplementary.dequeued = saved }
    let returned: HeadlessCollectionReusableView?
    do {
      returned = try reader?.dataSourceSupplementaryView(ofKind: slot.kind, at: position)
    } catch {
      if let inconsistency = error as? InternalInconsistency { throw inconsistency }
      throw InternalInconsistency(
        .dataSourceError,
        "the data source threw while providing the \"\(slot.kind)\" view at position "
          + "\(position): \(error)",
        underlying: error as? ListError)
    }
    if returned == nil, flavor == .table { return nil }
    guard let view = returned, supplementary.dequeued?.contains(where: { $0 === view }) == true
    else {
      if flavor == .table, let returned {
        throw InternalInconsistency(
          .invalidSupplementaryView,
          "the \(slot.kind == SupplementaryKind.footer ? "footer" : "header") view returned for "
            + "section \(slot.section) (\(returned.objectDescription)) was not dequeued with "
            + "-dequeueReusableHeaderFooterViewWithIdentifier: for this request")
      }
      throw InternalInconsistency(
        .invalidSupplementaryView,
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath "
          + "(\(slot.kind),\(UIKitMessages.indexPath(position))) was not retrieved by calling "
          + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil "
          + "(\(returned.map { $0.objectDescription } ?? "(null)"))")
    }
    return view
  }

  private func enqueueSupplementary(_ view: HeadlessCollectionReusableView, kind: String) {
    guard let identifier = view.reuseIdentifier else { return }
    supplementary.pool[SupplementaryState.key(poolKind(kind), identifier), default: []].append(view)
  }

  /// Keeps the views of kept and moved sections at their new index; those of deleted and
  /// reloaded sections go to their pools.
  func remapSupplementary(through mapping: BatchMapping, oldSectionCount: Int) {
    // A batch that keeps every section at its index (most do) moves no view.
    guard !mapping.keepsEverySection(of: oldSectionCount),
      !supplementary.shown.isEmpty || !supplementary.titled.isEmpty
    else { return }
    supplementary.epoch += 1
    var shown: [SupplementarySlot: HeadlessCollectionReusableView] = [:]
    for (slot, view) in supplementary.shown {
      if let new = mapping.newSection(ofOld: slot.section) {
        shown[SupplementarySlot(section: new, kind: slot.kind)] = view
      } else {
        endDisplaying(view, slot)
      }
    }
    supplementary.shown = shown
    supplementary.titled = Set(
      supplementary.titled.compactMap { slot in
        mapping.newSection(ofOld: slot.section).map {
          SupplementarySlot(section: $0, kind: slot.kind)
        }
      })
  }

  /// Sends every supplementary view to its pool, as on `reloadData()`.
  func dropSupplementaryViews() {
    let shown = supplementary.shown
    supplementary.shown = [:]
    supplementary.titled = []
    supplementary.epoch += 1
    for (slot, view) in shown.sorted(by: { $0.key < $1.key }) { endDisplaying(view, slot) }
  }

  /// Reports that a supplementary view left and sends it to its pool.
  private func endDisplaying(_ view: HeadlessCollectionReusableView, _ slot: SupplementarySlot) {
    onSupplementaryEvent?(.didEndDisplaying, slot.kind, slot.section, view)
    enqueueSupplementary(view, kind: slot.kind)
  }
}
