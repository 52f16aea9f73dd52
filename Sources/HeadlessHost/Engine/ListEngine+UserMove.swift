extension ListEngine {
  // MARK: A user's interactive move

  /// Moves an item as a user's drag does in UIKit: the view asks whether the item may move,
  /// lets the delegate retarget the drop, moves the row itself, and only then tells its data
  /// source, which must change its data to match and nothing else.
  ///
  /// - Parameters:
  ///   - from: The item's position.
  ///   - proposed: Where the finger leaves it, counted after the item left `from`.
  ///   - canMove: The data source's answer to whether the item may move.
  ///   - target: The delegate's retargeting of a proposed place.
  ///   - deliver: Tells the data source the item moved from its position to the final place.
  /// - Returns: Where the item is now, or `nil` when it did not move (it does not exist, may
  ///   not move, or `proposed` is not a place a finger can reach).
  /// - Throws: Under the strict options, the misuse of the data source during the delivery,
  ///   or data that does not match what the view shows once it returned.
  func userMove(
    from: ListPosition, to proposed: ListPosition, canMove: () -> Bool,
    target: (ListPosition) -> ListPosition, deliver: (ListPosition, ListPosition) -> Void
  ) throws(InternalInconsistency) -> ListPosition? {
    let before = loadedSnapshot()
    guard batchDepth == 0, containsItem(at: from), canMove(),
      isPlace(proposed, movingFrom: from, in: before.counts)
    else { return nil }
    let destination = target(proposed)
    guard isPlace(destination, movingFrom: from, in: before.counts) else {
      try report(
        InternalInconsistency(
          .misuse,
          "the delegate retargeted the move of the item at \(from) to \(destination), which is "
            + "not a place in the \(flavor.viewNoun)"), raises: true)
      return nil
    }
    guard destination != from else { return from }
    let update = BatchUpdate(movedItems: [ItemMove(from: from, to: destination)])
    var counts = before.counts
    counts[from.section] -= 1
    counts[destination.section] += 1
    let mapping: BatchMapping
    do throws(InternalInconsistency) {
      mapping = try BatchValidator(flavor: flavor, options: options).validate(
        update, countsBefore: before.counts, countsAfter: counts
      ).mapping
    } catch {
      try report(error)
      return nil
    }
    let after = ListEngine.Snapshot(
      counts: counts, identifiers: before.identifiers.flatMap { moved($0, from, destination) },
      headers: before.headers, footers: before.footers)
    apply(mapping, of: update, before: before, after: after)
    var record = HeadlessUpdateRecord(update: update, error: nil, warnings: [])
    record.isUserMove = true
    updateLog.append(record)

    userMoveMisuse = []
    let reloadsBefore = cache == nil
    deliveringUserMove += 1
    deliver(from, destination)
    deliveringUserMove -= 1
    let misuses = userMoveMisuse
    userMoveMisuse = []
    if let first = misuses.first {
      try report(InternalInconsistency(.misuse, first), logged: true)
    }
    // A view that reloaded during the delivery reads the data again; otherwise the data must
    // now be what the view shows, or the next batch fails against it.
    if misuses.isEmpty, !reloadsBefore, let shown = cache {
      try checkFollowed(shown, from: from, to: destination)
    }
    try layout()
    return destination
  }

  /// Returns whether `place` is where an item leaving `from` can go: an item's position or the
  /// end of a section, counted after the item left.
  private func isPlace(_ place: ListPosition, movingFrom from: ListPosition, in counts: [Int])
    -> Bool
  {
    guard counts.indices.contains(place.section), place.item >= 0 else { return false }
    let room = counts[place.section] - (place.section == from.section ? 1 : 0)
    return place.item <= room
  }

  /// The identifiers after the user's move, or `nil` when a section's are not known.
  private func moved(_ identifiers: [ItemIdentifiers], _ from: ListPosition, _ to: ListPosition)
    -> [ItemIdentifiers]?
  {
    guard identifiers.indices.contains(from.section), identifiers.indices.contains(to.section)
    else { return nil }
    var sections = identifiers
    var source = boxed(identifiers[from.section])
    guard source.indices.contains(from.item) else { return nil }
    let item = source.remove(at: from.item)
    sections[from.section] = ItemIdentifiers(source)
    var destination = from.section == to.section ? source : boxed(identifiers[to.section])
    guard (0...destination.count).contains(to.item) else { return nil }
    destination.insert(item, at: to.item)
    sections[to.section] = ItemIdentifiers(destination)
    return sections
  }

  private func boxed(_ identifiers: ItemIdentifiers) -> [AnyHashable] {
    (0..<identifiers.count).compactMap { identifiers[$0] }
  }

  /// Checks, once the data source was told of the user's move, that its data is what the view
  /// shows: the counts of every section, and the identifiers of the two sections involved.
  private func checkFollowed(_ shown: Snapshot, from: ListPosition, to: ListPosition)
    throws(InternalInconsistency)
  {
    isPeeking = true
    defer { isPeeking = false }
    let data = readSnapshot(readingIdentifiers: false)
    if data.counts != shown.counts {
      let section =
        zip(data.counts, shown.counts).enumerated().first { $0.element.0 != $0.element.1 }?
        .offset ?? min(data.counts.count, shown.counts.count)
      try report(
        InternalInconsistency(
          .itemCount(section: section),
          "the data source did not follow the user's move of the item at \(from) to \(to): it "
            + "has \(data.counts) items by section, but the \(flavor.viewNoun), which moved the "
            + "item, shows \(shown.counts); the next update will fail against them"))
      return
    }
    guard let identifiers = shown.identifiers, let read = readIdentifiers(counts: data.counts)
    else { return }
    for section in Set([from.section, to.section]) {
      guard identifiers.indices.contains(section), read.indices.contains(section),
        let mismatch = identifiers[section].firstMismatch(
          with: read[section], at: 0, otherStart: 0, count: identifiers[section].count)
      else { continue }
      try report(
        InternalInconsistency(
          .misuse,
          "the data source did not follow the user's move of the item at \(from) to \(to): "
            + "item \(mismatch) of section \(section) is not the item the \(flavor.viewNoun) "
            + "shows there"))
      return
    }
  }

  /// Reports a fault of a user's move: thrown under the strict options; recorded as raised
  /// under ``HeadlessHostOptions/InvalidUpdatePolicy/raise`` when a device raises on it at
  /// once; otherwise kept as a warning and logged.
  private func report(_ fault: InternalInconsistency, logged: Bool = false, raises: Bool = false)
    throws(InternalInconsistency)
  {
    if options.isStrict { throw fault }
    if raises, raisesLikeADevice {
      recordRaised(fault)
    } else {
      warnings.append(fault)
      if !logged { consoleLog.append(fault.description) }
    }
  }
}
