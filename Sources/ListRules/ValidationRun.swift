import ListDiffing

/// One validation in progress: the batch, both count lists, and the index sets the checks share.
struct ValidationRun {
  let validator: BatchValidator
  let batch: NormalizedBatch
  let original: BatchUpdate
  let before: [Int]
  let after: [Int]

  let deletedSections: Set<Int>
  let insertedSections: Set<Int>
  let reloadedSections: Set<Int>
  /// The item operations grouped by section, for the mapping and the strict extras; read only
  /// after the range checks passed. Empty for a pre-flight, which needs counts only.
  let groups: OperationsBySection

  init(
    validator: BatchValidator, batch: NormalizedBatch, original: BatchUpdate, before: [Int],
    after: [Int], groupingItems: Bool = true
  ) {
    self.validator = validator
    self.batch = batch
    self.original = original
    self.before = before
    self.after = after
    deletedSections = Set(batch.deletedSections)
    insertedSections = Set(batch.insertedSections)
    reloadedSections = Set(batch.reloadedSections)
    groups = OperationsBySection(
      batch, sectionCount: groupingItems ? max(before.count, after.count) : 0)
  }

  /// UIKit's wording, made when a message is (it formats the view's description).
  var messages: UIKitMessages { validator.messages }
  var flavor: ListViewFlavor { validator.flavor }
  var options: BatchRules { validator.rules }

  /// Runs every check UIKit raises an exception for, in UIKit's order: the ranges, the
  /// conflicts, the number of sections and each section's number of items. Returns where each
  /// old section went.
  func checkBatch() throws(InternalInconsistency) -> SectionMapping {
    try checkRanges()
    try checkConflicts()
    let sections = try checkSectionCount()
    try checkItemCounts(sections: sections)
    return sections
  }

  // MARK: Ranges (§3.4)

  /// Checks reloads, deletes, inserts, moves and reconfigures, in that order.
  func checkRanges() throws(InternalInconsistency) {
    for section in batch.reloadedSections {
      try checkOld(section: section)
      try checkNew(section: section)
    }
    for position in batch.reloadedItems {
      try checkOld(position)
      try checkNew(position)
    }
    for section in batch.deletedSections { try checkOld(section: section) }
    for position in batch.deletedItems { try checkOld(position) }
    for section in batch.insertedSections { try checkNew(section: section) }
    for position in batch.insertedItems { try checkNew(position) }
    for move in batch.movedSections {
      try checkOld(section: move.from)
      try checkNew(section: move.to)
    }
    for move in batch.movedItems {
      try checkOld(move.from)
      try checkNew(move.to)
    }
    for position in batch.reconfiguredItems {
      guard before.indices.contains(position.section) else {
        throw InternalInconsistency(
          .reconfigureOutOfRange,
          messages.reconfigureBeyondSections(position, sectionCount: before.count))
      }
      guard (0..<before[position.section]).contains(position.item) else {
        throw InternalInconsistency(
          .reconfigureOutOfRange,
          messages.reconfigureBeyondItems(position, count: before[position.section]))
      }
    }
  }

  private func checkOld(section: Int) throws(InternalInconsistency) {
    guard before.indices.contains(section) else {
      throw InternalInconsistency(
        .deleteSectionOutOfRange,
        messages.deleteSectionBeyondSections(section, sectionCount: before.count))
    }
  }

  private func checkNew(section: Int) throws(InternalInconsistency) {
    guard after.indices.contains(section) else {
      throw InternalInconsistency(
        .insertSectionOutOfRange,
        messages.insertSectionBeyondSections(section, sectionCount: after.count))
    }
  }

  private func checkOld(_ position: ListPosition) throws(InternalInconsistency) {
    guard before.indices.contains(position.section) else {
      throw InternalInconsistency(
        .deleteOutOfRange,
        messages.deleteItemBeyondSections(position, sectionCount: before.count))
    }
    guard (0..<before[position.section]).contains(position.item) else {
      throw InternalInconsistency(
        .deleteOutOfRange,
        messages.deleteItemBeyondItems(position, count: before[position.section]))
    }
  }

  private func checkNew(_ position: ListPosition) throws(InternalInconsistency) {
    guard after.indices.contains(position.section) else {
      throw InternalInconsistency(
        .insertOutOfRange,
        messages.insertItemBeyondSections(position, sectionCount: after.count))
    }
    guard (0..<after[position.section]).contains(position.item) else {
      throw InternalInconsistency(
        .insertOutOfRange,
        messages.insertItemBeyondItems(position, count: after[position.section]))
    }
  }
}
