// The identity check after a batch.
//
// The check asks whether the batch moves each item where the data says it went. The host knows
// every identifier before the batch (read when the counts load, then kept from batch to batch),
// and the batch's mapping says where each kept item goes: kept items fill the free slots of their
// section in their old order. Sections without operations keep their identifiers as they were.
//
// Each changed section is checked in one of two ways:
//
// - When the data source reads a section's identifiers in one call (every ListComposer source
//   does, typed: see `ItemIdentifiers`), the host reads the section's new identifiers and
//   compares every kept and moved item with what was there before, run by run. That is a full
//   check of the section at the cost of one typed comparison per item, which is cheaper than
//   reading a few items one at a time through the composition and boxing each in `AnyHashable`.
// - Otherwise it reads only the items a wrong batch misplaces first:
//   - an operation at the wrong index (an off-by-one in a diff or a remapping) shifts the kept
//     items between the wrong index and the right one, so the kept item right next to the wrong
//     operation is misplaced: both neighbours of every operation are compared, in the new and
//     (through the runs of kept items) the old index space;
//   - a wrong move: every move destination is compared;
//   - a change the batch does not mention at all (the data changed elsewhere without a report):
//     between two operations, off screen, it is found only when it touches one of 64 items
//     spread over each changed section. `checksEveryItemIdentity` compares every item then.
//   That reads O(c + 64) identifiers per section (c operations) and copies its kept ones.
//
// Either way, every position whose cell the view keeps is compared: a kept cell that shows
// another item is the one thing UIKit displays wrongly. Items without a cell are asked for when
// they scroll into view, so they cannot show a stale item.

extension ListEngine {
  /// The identifiers of every item, section by section, read in one call per section where the
  /// data source can; `nil` when the identity check is off or an item has no identifier.
  func readIdentifiers(counts: [Int]) -> [ItemIdentifiers]? {
    guard options.checksItemIdentity else { return nil }
    var identifiers: [ItemIdentifiers] = []
    identifiers.reserveCapacity(counts.count)
    for (section, count) in counts.enumerated() {
      guard let row = readIdentifiers(inSection: section, count: count) else { return nil }
      identifiers.append(row)
    }
    return identifiers
  }

  /// One section's identifiers: in one call when the data source answers with the right count,
  /// otherwise item by item.
  private func readIdentifiers(inSection section: Int, count: Int) -> ItemIdentifiers? {
    guard let client = reader else { return nil }
    if let bulk = client.dataSourceItemIdentifiers(inSection: section), bulk.count == count {
      return bulk
    }
    var row: [AnyHashable] = []
    row.reserveCapacity(count)
    for item in 0..<count {
      guard
        let identifier = client.dataSourceItemIdentifier(
          at: ListPosition(section: section, item: item))
      else { return nil }
      row.append(identifier)
    }
    return ItemIdentifiers(row)
  }

  /// The identifiers after a batch and the first kept item the data source has somewhere else;
  /// `nil` identifiers when the data source does not report them (nothing is checked then).
  ///
  /// - Parameters:
  ///   - everyItem: Whether to compare every item of every section, changed or not.
  ///   - proved: The proof that decided the batch, if one did, and where its source's sections
  ///     start: a section whose lists it compared (the same storage as those held and read
  ///     here) is not compared again (see `StageProof`).
  func checkIdentity(
    _ before: [ItemIdentifiers], counts: [Int], through mapping: BatchMapping,
    validator: BatchValidator, everyItem: Bool, proved: (proof: StageProof, offset: Int)? = nil
  ) -> (identifiers: [ItemIdentifiers]?, mismatch: InternalInconsistency?) {
    guard let client = reader, mapping.sections.count == counts.count else { return (nil, nil) }
    var after: [ItemIdentifiers] = []
    after.reserveCapacity(counts.count)
    var mismatches: [(position: ListPosition, origin: ListPosition, was: AnyHashable)] = []
    var witnesses: [ListPosition] = []
    // Sections checked as a whole, ascending: each section is visited once, in order.
    var checkedSections: [Int] = []
    // Every section with a cell lies between the first cell's and the last's (the cells are in
    // the order of their positions); one in that range without a cell has nothing to compare,
    // so no set of the cells' sections is needed.
    let cellSections = (
      first: cells.entries.first?.position.section ?? Int.max,
      last: cells.entries.last?.position.section ?? Int.min
    )
    for (section, items) in mapping.sections.enumerated() {
      guard items.explicit == nil, items.newCount == counts[section] else { return (nil, nil) }
      if let old = items.oldSection {
        guard before.indices.contains(old), before[old].count == items.oldCount else {
          return (nil, nil)
        }
        if items.removed.isEmpty, items.placed.isEmpty, !everyItem {
          // A section the batch leaves alone, showing cells: when its data source reports the
          // very list the view holds (lists are immutable, so the same storage means the same
          // identifiers), its kept cells need no comparison one by one.
          if cellSections.first <= old, old <= cellSections.last,
            let now = client.dataSourceItemIdentifiers(inSection: section),
            now.isSameList(as: before[old])
          {
            checkedSections.append(section)
          }
          after.append(before[old])
          continue
        }
      }
      if let now = client.dataSourceItemIdentifiers(inSection: section), now.count == items.newCount
      {
        if let old = items.oldSection, let proved,
          proved.proof.provesIdentifiers(
            ofSection: section, offset: proved.offset, before: before[old], now: now)
        {
          provedIdentities += 1
        } else if let found = items.firstIdentityMismatch(
          inSection: section, before: before, now: now)
        {
          mismatches.append(found)
        }
        checkedSections.append(section)
        after.append(now)
      } else {
        guard
          let carried = carry(
            section, items, before: before, everyItem: everyItem, witnesses: &witnesses)
        else { return (nil, nil) }
        after.append(carried)
      }
    }
    // A section checked as a whole needs no witness: when every section was, no cell is asked
    // where it went.
    if checkedSections.count < counts.count {
      for entry in cells.entries {
        if let new = mapping.newPosition(ofOld: entry.position),
          !checkedSections.containsSorted(new.section)
        {
          witnesses.append(new)
        }
      }
    }
    for position in witnesses.isEmpty ? [] : Set(witnesses) {
      guard after.indices.contains(position.section),
        let was = after[position.section][position.item]
      else { continue }
      guard let now = client.dataSourceItemIdentifier(at: position) else { return (nil, nil) }
      guard was != now, case .old(let origin)? = mapping.origin(ofNew: position) else { continue }
      mismatches.append((position, origin, was))
    }
    guard let first = mismatches.min(by: { $0.position < $1.position }),
      let now = client.dataSourceItemIdentifier(at: first.position)
    else { return (after, nil) }
    return (
      after,
      validator.identityMismatch(at: first.position, from: first.origin, was: first.was, now: now)
    )
  }

  /// The identifiers of a changed section carried from before the batch through its runs,
  /// reading only the inserted items and noting which positions to compare with the data.
  private func carry(
    _ section: Int, _ items: BatchMapping.SectionItems, before: [ItemIdentifiers],
    everyItem: Bool, witnesses: inout [ListPosition]
  ) -> ItemIdentifiers? {
    guard let client = reader else { return nil }
    guard let old = items.oldSection else {
      // An inserted or reloaded section: every item is new.
      return readIdentifiers(inSection: section, count: items.newCount)
    }
    let sampleStride = everyItem ? 1 : max(1, items.newCount / 64)
    var row: [AnyHashable] = []
    row.reserveCapacity(items.newCount)
    var failed = false
    let complete = items.forEachRun { slot, first, length, placedIndex in
      guard !failed else { return }
      let position = ListPosition(section: section, item: slot)
      guard let first else {
        guard let index = placedIndex else {
          failed = true
          return
        }
        switch items.placedOrigin(at: index) {
        case .old(let origin):
          guard before.indices.contains(origin.section),
            let identifier = before[origin.section][origin.item]
          else {
            failed = true
            return
          }
          row.append(identifier)
          witnesses.append(position)
        case .inserted, .reloaded:
          guard let identifier = client.dataSourceItemIdentifier(at: position) else {
            failed = true
            return
          }
          row.append(identifier)
        }
        return
      }
      for offset in 0..<length {
        guard let identifier = before[old][first + offset] else {
          failed = true
          return
        }
        row.append(identifier)
      }
      witnesses.append(position)
      witnesses.append(ListPosition(section: section, item: slot + length - 1))
      var sample = (slot + sampleStride - 1) / sampleStride * sampleStride
      while sample < slot + length {
        witnesses.append(ListPosition(section: section, item: sample))
        sample += sampleStride
      }
    }
    guard complete, !failed, row.count == items.newCount else { return nil }
    return ItemIdentifiers(row)
  }
}

extension [Int] {
  /// Whether an ascending list holds a value.
  ///
  /// - Complexity: O(log n).
  fileprivate func containsSorted(_ value: Int) -> Bool {
    let index = ListRules.partition(count) { self[$0] >= value }
    return index < count && self[index] == value
  }
}
