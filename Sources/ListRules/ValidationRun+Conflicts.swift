import ListDiffing

extension ValidationRun {
  /// Checks the illegal combinations of §3.5: duplicates (strict), then sections, then items.
  func checkConflicts() throws(InternalInconsistency) {
    if options.isStrict {
      if let (operation, section) = batch.duplicateSections.first {
        throw InternalInconsistency(
          .duplicateIndexPath, messages.duplicate(operation, section: section))
      }
      if let (operation, position) = batch.duplicateItems.first {
        throw InternalInconsistency(.duplicateIndexPath, messages.duplicate(operation, position))
      }
    }
    try checkSectionConflicts()
    try checkItemConflicts()
  }

  private func checkSectionConflicts() throws(InternalInconsistency) {
    for section in batch.reloadedSections where deletedSections.contains(section) {
      throw InternalInconsistency(.deleteAndReload, messages.deleteAndReloadSection(section))
    }
    for section in batch.insertedSections where reloadedSections.contains(section) {
      throw InternalInconsistency(.insertAndReload, messages.insertAndReloadSection(section))
    }
    var sources: Set<Int> = []
    var destinations: Set<Int> = []
    for move in batch.movedSections {
      if deletedSections.contains(move.from) || reloadedSections.contains(move.from) {
        throw InternalInconsistency(.deleteAndMove, messages.deleteAndMoveSection(move.from))
      }
      if insertedSections.contains(move.to) || reloadedSections.contains(move.to) {
        throw InternalInconsistency(.insertAndMove, messages.insertAndMoveSection(move.to))
      }
      guard sources.insert(move.from).inserted else {
        throw InternalInconsistency(.duplicateMove, messages.duplicateSectionMove(move.from))
      }
      guard destinations.insert(move.to).inserted else {
        throw InternalInconsistency(.duplicateMove, messages.duplicateSectionMove(move.to))
      }
    }
  }

  private var reloadAndMoveAreTwoAnimations: Bool {
    flavor == .table && options.iOSVersion <= 10
  }

  private func checkItemConflicts() throws(InternalInconsistency) {
    // A batch in order whose merges found no shared index path has no item conflict.
    if batch.movesBySource == nil { try checkItemRoles() }
    guard !deletedSections.isEmpty || !insertedSections.isEmpty || !reloadedSections.isEmpty
    else { return }
    for move in batch.movedItems {
      let target = move.to.section
      if insertedSections.contains(target) || reloadedSections.contains(target) {
        throw InternalInconsistency(
          .moveIntoInsertedSection, messages.moveIntoInsertedSection(target))
      }
      let source = move.from.section
      if deletedSections.contains(source) || reloadedSections.contains(source) {
        throw InternalInconsistency(
          .moveFromDeletedSection, messages.moveFromDeletedSection(source))
      }
    }
  }

  /// Checks the item index paths that take part in two operations UIKit refuses together.
  private func checkItemRoles() throws(InternalInconsistency) {
    let roles = batch.roles
    for position in batch.reloadedItems where roles.contains(position, as: .deleted) {
      throw InternalInconsistency(.deleteAndReload, messages.deleteAndReload(position))
    }
    for (index, move) in batch.movedItems.enumerated() {
      let sourceRoles = roles.roles(of: move.from)
      if sourceRoles.contains(.deleted) {
        throw InternalInconsistency(.deleteAndMove, messages.deleteAndMove(move.from))
      }
      if sourceRoles.contains(.reloaded) {
        throw reloadAndMoveAreTwoAnimations
          ? InternalInconsistency(.twoAnimations, UIKitMessages.twoAnimations)
          : InternalInconsistency(.deleteAndMove, messages.deleteAndMove(move.from))
      }
      guard index != batch.repeatedMoveSource else {
        throw InternalInconsistency(.duplicateMove, messages.duplicateMove(move.from))
      }
    }
    for (index, move) in batch.movedItems.enumerated() {
      let destinationRoles = roles.roles(of: move.to)
      if destinationRoles.contains(.inserted) {
        throw InternalInconsistency(.insertAndMove, messages.insertAndMove(move.to))
      }
      if destinationRoles.contains(.reloaded) {
        throw reloadAndMoveAreTwoAnimations
          ? InternalInconsistency(.twoAnimations, UIKitMessages.twoAnimations)
          : InternalInconsistency(.insertAndMove, messages.insertAndMove(move.to))
      }
      guard index != batch.repeatedMoveDestination else {
        throw InternalInconsistency(.duplicateMove, messages.duplicateMove(move.to))
      }
    }
    for position in batch.insertedItems where roles.contains(position, as: .reloaded) {
      throw InternalInconsistency(.insertAndReload, messages.insertAndReload(position))
    }
  }
}
