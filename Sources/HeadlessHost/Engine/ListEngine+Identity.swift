// The identity check after a batch, without reading the whole list.
//
// Why reading every identifier is not needed to keep the check's power:
//
// The check asks whether the batch moves each item where the data says it went. The host knows
// every identifier before the batch (read once when the counts load, then carried from batch to
// batch), and the batch's mapping says where each kept item goes: kept items fill the free slots
// of their section in their old order. Where can a batch that passed the count checks disagree
// with the data?
//
// - An operation at the wrong index (an off-by-one in a diff or a remapping): the kept items
//   between the wrong index and the right one are shifted by one against the data, so the kept
//   item right next to the wrong operation is misplaced. Both neighbours of every operation are
//   compared, in the new and (through the runs of kept items) the old index space.
// - A wrong move: every move destination is compared.
// - A kept cell that shows another item, the one thing UIKit displays wrongly: every position
//   whose cell the view keeps is compared. Items without a cell are asked for when they scroll
//   into view, so they cannot show a stale item.
// - A change the batch does not mention at all (the data changed elsewhere without a report):
//   between two operations, off screen, it is found only when it touches one of 64 items spread
//   over each changed section. `checksEveryItemIdentity` compares every item for that case.
//
// So the check reads O(c + v + 64) identifiers per batch (c operations, v cells), and copies the
// kept identifiers of changed sections run by run (sections without operations share their
// storage with the previous batch).

extension ListEngine {
  /// The identifiers after a batch, carried from `before` through the mapping, and the first
  /// kept item the data source has somewhere else; `nil` identifiers when the data source does
  /// not report them (nothing is checked then).
  func carryIdentifiers(
    _ before: [[AnyHashable]], counts: [Int], through mapping: BatchMapping,
    validator: BatchValidator
  ) -> (identifiers: [[AnyHashable]]?, mismatch: InternalInconsistency?) {
    guard let client, mapping.sections.count == counts.count else { return (nil, nil) }
    var carried: [[AnyHashable]] = []
    carried.reserveCapacity(counts.count)
    var witnesses: [ListPosition] = []
    for (section, items) in mapping.sections.enumerated() {
      guard items.explicit == nil, items.newCount == counts[section] else { return (nil, nil) }
      guard let old = items.oldSection else {
        // An inserted or reloaded section: every item is new.
        var row: [AnyHashable] = []
        row.reserveCapacity(items.newCount)
        for item in 0..<items.newCount {
          let position = ListPosition(section: section, item: item)
          guard let identifier = client.dataSourceItemIdentifier(at: position) else {
            return (nil, nil)
          }
          row.append(identifier)
        }
        carried.append(row)
        continue
      }
      guard before.indices.contains(old), before[old].count == items.oldCount else {
        return (nil, nil)
      }
      if items.removed.isEmpty, items.placed.isEmpty {
        carried.append(before[old])
        continue
      }
      let sampleStride = max(1, items.newCount / 64)
      var row: [AnyHashable] = []
      row.reserveCapacity(items.newCount)
      var failed = false
      let complete = items.forEachRun { slot, first, length in
        guard !failed else { return }
        let position = ListPosition(section: section, item: slot)
        guard let first else {
          guard let index = items.placedIndex(of: slot) else {
            failed = true
            return
          }
          switch items.placedOrigins[index] {
          case .old(let origin)
          where before.indices.contains(origin.section)
            && before[origin.section].indices.contains(origin.item):
            row.append(before[origin.section][origin.item])
            witnesses.append(position)
          case .old:
            failed = true
          case .inserted, .reloaded:
            guard let identifier = client.dataSourceItemIdentifier(at: position) else {
              failed = true
              return
            }
            row.append(identifier)
          }
          return
        }
        row.append(contentsOf: before[old][first..<(first + length)])
        witnesses.append(position)
        witnesses.append(ListPosition(section: section, item: slot + length - 1))
        var sample = (slot + sampleStride - 1) / sampleStride * sampleStride
        while sample < slot + length {
          witnesses.append(ListPosition(section: section, item: sample))
          sample += sampleStride
        }
      }
      guard complete, !failed, row.count == items.newCount else { return (nil, nil) }
      carried.append(row)
    }
    for old in cells.keys {
      if let new = mapping.newPosition(ofOld: old) { witnesses.append(new) }
    }
    for position in Set(witnesses).sorted() {
      guard carried.indices.contains(position.section),
        carried[position.section].indices.contains(position.item)
      else { continue }
      guard let now = client.dataSourceItemIdentifier(at: position) else { return (nil, nil) }
      let was = carried[position.section][position.item]
      guard was != now, case .old(let origin)? = mapping.origin(ofNew: position) else { continue }
      return (carried, validator.identityMismatch(at: position, from: origin, was: was, now: now))
    }
    return (carried, nil)
  }
}
