// Flat-row benchmark: how long `FlatRowMapping.rowBatch(for:to:)` takes to translate the same
// small batch (30 item changes) for lists of growing size, as `NSTableView`'s host does for every
// batch. A translation whose cost follows the changes takes the same time whatever the row count.

import ListComposer
import ListComposerAdapter

/// Runs the flat-row benchmark and prints one line per list size.
func runFlatRowBenchmarks() {
  print("flat-row translation of 30 item changes")
  // 255 x 65,536 is about the largest list the translation took while it kept a slot per row
  // (2^24 rows), and fewer runs of it keep that baseline short. 65,536 sections of 2^24 - 1
  // items (2^40 rows, one item short so that a section can gain one) could never be allocated.
  let sizes = [(100, 100, 9), (100, 10_000, 5), (255, 65_536, 3), (65_536, (1 << 24) - 1, 9)]
  for (sections, items, runs) in sizes {
    let (old, new, update) = flatRowScenario(sections: sections, items: items)
    var outcome = ""
    let nanoseconds = medianNanoseconds(runs: runs) {
      do {
        let batch = try old.rowBatch(for: update, to: new)
        outcome = "\(batch.operations.count) operations, \(batch.reloadedRows.count) reloads"
      } catch {
        outcome = "rejected: \(error)"
      }
      blackHole(outcome)
    }
    print(
      "\(sections) sections x \(items) items (\(old.numberOfRows) rows): "
        + "\(format(nanoseconds / 1e3)) us/batch, median of \(runs) (\(outcome))")
  }
}

/// Sections of `items` items, each with a header, and a batch on them: 10 items deleted and 10
/// inserted, 5 moved between sections, 5 reconfigured.
private func flatRowScenario(sections: Int, items: Int) -> (
  FlatRowMapping, FlatRowMapping, BatchUpdate
) {
  var update = BatchUpdate()
  var newCounts = Array(repeating: items, count: sections)
  for section in 0..<10 {
    update.deletedItems.append(ListPosition(section: section, item: 1))
    update.insertedItems.append(ListPosition(section: section, item: 0))
  }
  for offset in 0..<5 {
    update.movedItems.append(
      ItemMove(
        from: ListPosition(section: 20 + offset, item: 5),
        to: ListPosition(section: 40 + offset, item: 7)))
    newCounts[20 + offset] -= 1
    newCounts[40 + offset] += 1
    update.reconfiguredItems.append(ListPosition(section: 60 + offset, item: 3))
  }
  let headers = Array(repeating: true, count: sections)
  return (
    FlatRowMapping(itemCounts: Array(repeating: items, count: sections), groupRows: headers),
    FlatRowMapping(itemCounts: newCounts, groupRows: headers), update
  )
}
