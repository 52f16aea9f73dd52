import ListDiffing

/// Applies a `BatchUpdate` to sectioned data the way UIKit does (the mapping algorithm of
/// `uikit-list-semantics.md` §3.2), after checking it against strict rules, and returns the first
/// violation as a message, or `nil` when the batch is valid and reproduces `expected`.
///
/// Strict rules, beyond UIKit's range and count checks:
/// - no duplicate section index or index path inside one kind of operation, no two moves with the
///   same source or the same destination;
/// - no delete and move-from, insert and move-to, delete and reload, reload and move (either end)
///   of the same position or section;
/// - no reload of an item or section that other operations shift;
/// - no item operation inside a section that is deleted, inserted, reloaded or moved in the same
///   batch (this covers moves into inserted and out of deleted sections);
/// - identity check: every cell that survives the batch without a reload shows exactly the value
///   `expected` holds at its new position (a reconfigured cell only keeps its identity).
func strictViolation(
  applying update: BatchUpdate, to old: [TestSection], expecting expected: [TestSection]
) -> String? {
  do {
    let produced = try applyChecked(update, to: old, expecting: expected)
    if produced != expected {
      return "identity check: produced \(render(produced)), expected \(render(expected))"
    }
    return nil
  } catch let violation as BatchViolation {
    return violation.message
  } catch {
    return "\(error)"
  }
}

/// Renders sections as `[model: items]` lists for failure messages.
func render(_ sections: [TestSection]) -> String {
  "[" + sections.map { "\($0.model): \($0.items)" }.joined(separator: ", ") + "]"
}

struct BatchViolation: Error {
  var message: String
}

private func fail(_ message: String) -> BatchViolation { BatchViolation(message: message) }

private func requireUnique<T: Hashable>(_ values: [T], _ what: String) throws {
  var seen = Set<T>()
  for value in values where !seen.insert(value).inserted {
    throw fail("duplicate \(what) \(value)")
  }
}

/// Maps old slots to new slots for one level (sections, or the items of one section): `removed`
/// old slots leave, `placed` new slots are filled from elsewhere, survivors fill the rest in order.
private func survivorMap(
  oldCount: Int, removed: Set<Int>, newCount: Int, placed: Set<Int>
) -> [Int: Int] {
  var map: [Int: Int] = [:]
  var newSlot = 0
  for oldSlot in 0..<oldCount where !removed.contains(oldSlot) {
    while placed.contains(newSlot) { newSlot += 1 }
    map[oldSlot] = newSlot
    newSlot += 1
  }
  return map
}

private func applyChecked(
  _ update: BatchUpdate, to old: [TestSection], expecting new: [TestSection]
) throws -> [TestSection] {
  let oldSections = old.count
  let newSections = new.count

  // Duplicates (C11, C12).
  try requireUnique(update.deletedSections, "deleted section")
  try requireUnique(update.insertedSections, "inserted section")
  try requireUnique(update.reloadedSections, "reloaded section")
  try requireUnique(update.movedSections.map(\.from), "section move source")
  try requireUnique(update.movedSections.map(\.to), "section move destination")
  try requireUnique(update.deletedItems, "deleted index path")
  try requireUnique(update.insertedItems, "inserted index path")
  try requireUnique(update.reloadedItems, "reloaded index path")
  try requireUnique(update.reconfiguredItems, "reconfigured index path")
  try requireUnique(update.movedItems.map(\.from), "item move source")
  try requireUnique(update.movedItems.map(\.to), "item move destination")

  // Section range checks (R5, R6).
  for section in update.deletedSections + update.reloadedSections + update.movedSections.map(\.from)
  where !(0..<oldSections).contains(section) {
    throw fail(
      "attempt to delete section \(section), but there are only \(oldSections) sections before the update"
    )
  }
  for section in update.insertedSections + update.movedSections.map(\.to)
  where !(0..<newSections).contains(section) {
    throw fail(
      "attempt to insert section \(section) but there are only \(newSections) sections after the update"
    )
  }

  // Item range checks (R1 to R4).
  for position in update.deletedItems + update.reloadedItems + update.reconfiguredItems
    + update.movedItems.map(\.from)
  {
    guard (0..<oldSections).contains(position.section) else {
      throw fail(
        "attempt to delete item \(position.item) from section \(position.section), but there are only \(oldSections) sections before the update"
      )
    }
    let count = old[position.section].items.count
    guard (0..<count).contains(position.item) else {
      throw fail(
        "attempt to delete item \(position.item) from section \(position.section) which only contains \(count) items before the update"
      )
    }
  }
  for position in update.insertedItems + update.reloadedItems + update.movedItems.map(\.to) {
    guard (0..<newSections).contains(position.section) else {
      throw fail(
        "attempt to insert item \(position.item) into section \(position.section), but there are only \(newSections) sections after the update"
      )
    }
    let count = new[position.section].items.count
    guard (0..<count).contains(position.item) else {
      throw fail(
        "attempt to insert item \(position.item) into section \(position.section), but there are only \(count) items in section \(position.section) after the update"
      )
    }
  }

  // Section conflicts (C8 to C10).
  let deletedSections = Set(update.deletedSections)
  let insertedSections = Set(update.insertedSections)
  let reloadedSections = Set(update.reloadedSections)
  let sectionMoveSources = Set(update.movedSections.map(\.from))
  let sectionMoveDestinations = Set(update.movedSections.map(\.to))
  if let section = deletedSections.intersection(sectionMoveSources).first {
    throw fail("attempt to delete and move from the same section \(section)")
  }
  if let section = insertedSections.intersection(sectionMoveDestinations).first {
    throw fail("attempt to perform an insert and a move to the same section (\(section))")
  }
  if let section = reloadedSections.intersection(
    deletedSections.union(sectionMoveSources).union(sectionMoveDestinations).union(
      insertedSections)
  ).first {
    throw fail("request to reload and delete, insert or move the same section \(section)")
  }

  // Item conflicts (C1 to C5).
  let deleted = Set(update.deletedItems)
  let inserted = Set(update.insertedItems)
  let reloaded = Set(update.reloadedItems)
  let reconfigured = Set(update.reconfiguredItems)
  let moveSources = Set(update.movedItems.map(\.from))
  let moveDestinations = Set(update.movedItems.map(\.to))
  if let path = deleted.intersection(reloaded).first {
    throw fail("attempt to delete and reload the same index path (\(path))")
  }
  if let path = deleted.union(reloaded).intersection(moveSources).first {
    throw fail("attempt to perform a delete and a move from the same index path (\(path))")
  }
  if let path = inserted.union(reloaded).intersection(moveDestinations).first {
    throw fail("attempt to perform an insert and a move to the same index path (\(path))")
  }
  if let path = inserted.intersection(reloaded).first {
    throw fail("attempt to insert and reload the same index path (\(path))")
  }
  if let path = reconfigured.intersection(deleted.union(reloaded).union(moveSources)).first {
    throw fail("attempt to reconfigure an index path that is deleted, reloaded or moved (\(path))")
  }

  // Moves into inserted or out of deleted sections (C6, C7), then any item operation inside a
  // section that is deleted, inserted, reloaded or moved in the same batch (strict).
  for move in update.movedItems {
    if insertedSections.contains(move.to.section) {
      throw fail("cannot move a row into a newly inserted section (\(move.to.section))")
    }
    if deletedSections.contains(move.from.section) {
      throw fail("cannot move a row from a deleted section (\(move.from.section))")
    }
  }
  let oldSideBusy = deletedSections.union(reloadedSections).union(sectionMoveSources)
  for position in update.deletedItems + update.reloadedItems + update.reconfiguredItems
    + update.movedItems.map(\.from) where oldSideBusy.contains(position.section)
  {
    throw fail(
      "item operation at \(position) inside section \(position.section), which is deleted, reloaded or moved in the same batch"
    )
  }
  let newSideBusy = insertedSections.union(reloadedSections).union(sectionMoveDestinations)
  for position in update.insertedItems + update.reloadedItems + update.movedItems.map(\.to)
  where newSideBusy.contains(position.section) {
    throw fail(
      "item operation at \(position) inside section \(position.section), which is inserted, reloaded or moved in the same batch"
    )
  }

  // Section count (§3.6) and mapping (§3.2). Reloads count as survivors that must not shift.
  let expectedSections = oldSections + insertedSections.count - deletedSections.count
  guard expectedSections == newSections else {
    throw fail(
      "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(newSections)) must be equal to the number of sections contained in the collection view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
    )
  }
  var sectionOrigin = survivorMap(
    oldCount: oldSections, removed: deletedSections.union(sectionMoveSources),
    newCount: newSections, placed: insertedSections.union(sectionMoveDestinations))
  for section in reloadedSections where sectionOrigin[section] != section {
    throw fail("reload of section \(section), which the other operations shift")
  }
  for move in update.movedSections { sectionOrigin[move.from] = move.to }
  var oldSectionOfNew: [Int: Int] = [:]
  for (oldSection, newSection) in sectionOrigin { oldSectionOfNew[newSection] = oldSection }

  // Items, per surviving section.
  var result: [TestSection] = []
  for newSection in 0..<newSections {
    guard let oldSection = oldSectionOfNew[newSection],
      !reloadedSections.contains(oldSection)
    else {
      result.append(new[newSection])  // inserted or reloaded: all new cells
      continue
    }
    let oldCount = old[oldSection].items.count
    let newCount = new[newSection].items.count
    let removed = Set(
      (update.deletedItems + update.movedItems.map(\.from)).filter { $0.section == oldSection }
        .map(\.item))
    let movesIn = update.movedItems.filter { $0.to.section == newSection }
    let placed = Set(
      update.insertedItems.filter { $0.section == newSection }.map(\.item)
        + movesIn.map(\.to.item))
    let insertedCount = update.insertedItems.filter { $0.section == newSection }.count
    let deletedCount = update.deletedItems.filter { $0.section == oldSection }.count
    let movedInCount = movesIn.filter { sectionOrigin[$0.from.section] != newSection }.count
    let movedOutCount = update.movedItems.filter {
      $0.from.section == oldSection && $0.to.section != newSection
    }.count
    guard oldCount - removed.count + placed.count == newCount else {
      throw fail(
        "Invalid update: invalid number of items in section \(newSection). The number of items contained in an existing section after the update (\(newCount)) must be equal to the number of items contained in that section before the update (\(oldCount)), plus or minus the number of items inserted or deleted from that section (\(insertedCount) inserted, \(deletedCount) deleted) and plus or minus the number of items moved into or out of that section (\(movedInCount) moved in, \(movedOutCount) moved out)."
      )
    }
    let survivors = survivorMap(
      oldCount: oldCount, removed: removed, newCount: newCount, placed: placed)
    for path in reloaded where path.section == oldSection {
      guard newSection == oldSection, survivors[path.item] == path.item else {
        throw fail("reload of \(path), which the other operations shift or move")
      }
    }
    var items = new[newSection].items  // inserted and reloaded slots show new cells
    for (oldItem, newItem) in survivors {
      let path = ListPosition(section: oldSection, item: oldItem)
      if reloaded.contains(path) { continue }
      if reconfigured.contains(path) {
        guard old[oldSection].items[oldItem].id == items[newItem].id else {
          throw fail("reconfigure of \(path) shows a different item at [\(newSection), \(newItem)]")
        }
        continue
      }
      items[newItem] = old[oldSection].items[oldItem]
    }
    for move in movesIn {
      items[move.to.item] = old[move.from.section].items[move.from.item]
    }
    result.append(TestSection(model: old[oldSection].model, items: items))
  }
  return result
}

/// Replays every stage of a diff through the strict applier, starting from `old`; returns the
/// first violation, or `nil` when every stage passes and the last data equals `target`.
func roundTripViolation(
  old: [TestSection], stages: [DiffStage<[TestSection]>], diffTarget: [TestSection],
  target: [TestSection]
) -> String? {
  var current = old
  for (number, stage) in stages.enumerated() {
    if let violation = strictViolation(
      applying: stage.update, to: current, expecting: stage.data)
    {
      return "stage \(number + 1) of \(stages.count) (\(stage.update)) from \(render(current)): "
        + violation
    }
    current = stage.data
  }
  if current != target { return "final data \(render(current)) != target \(render(target))" }
  if diffTarget != target { return "diff target \(render(diffTarget)) != \(render(target))" }
  return nil
}

/// The linear form of ``roundTripViolation(old:stages:diffTarget:target:)``.
func roundTripViolation(
  old: [TestItem], diff: StagedDiff<TestItem>, target: [TestItem]
) -> String? {
  roundTripViolation(
    old: single(old),
    stages: diff.stages.map { DiffStage(update: $0.update, data: single($0.data)) },
    diffTarget: single(diff.target), target: single(target))
}
