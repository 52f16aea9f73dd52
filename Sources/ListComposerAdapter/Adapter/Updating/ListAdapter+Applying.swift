import ListComposer

extension ListAdapter {
  /// Hands a change to the view as a batch, or reloads the view instead, and tells the relay
  /// when the view shows it (see `UpdateRelay.whenShown(_:)`): when the batch's completion
  /// runs, or the reload's, for a batch the view refused or could not take.
  func apply(_ update: BatchUpdate) throws(ListError) {
    // What the adapter does around the view's own work is its pre-flight (see UpdatePhases).
    try UpdatePhases.measure(.preflight) { () throws(ListError) in try applyChecked(update) }
  }

  func applyChecked(_ published: BatchUpdate) throws(ListError) {
    // The change may move the source that made the cell last dequeued.
    lastDequeued = nil
    guard let view else { return }
    // The batch handed to the view: the published one, or that with some reconfigures reloaded.
    var update = published
    // The view already shows the user's move this batch reports (see moveItem(from:to:)).
    if absorbedBatches != nil {
      absorbedBatches?.append(update)
      return
    }
    // The background follows the batch, or the reload that replaced it.
    defer { refreshBackground() }
    // An adapter that is not the source's host shows no change of its screen.
    let ticket = isAttached ? relay.beginShowing() : nil
    do {
      // A child added after attaching may bring types the view has not seen.
      try registerNewTypes()
      // Not on screen, or told to reload and not laid out since (a collection view reads its
      // counts lazily): a batch would be checked against counts the view does not have.
      // A view with uncommitted updates (a drop in progress) takes no batch: it reloads once
      // they are committed.
      guard view.isReadyForAnimatedUpdates, !awaitsCounts, !view.hasUncommittedUpdates else {
        reload(view, then: ticket)
        if awaitsCounts, readCellsWithoutCounts { reportCountsContract(update) }
        return
      }
      let after = currentCounts()
      // Where the batch moves every item, made once for the reconfigures and the reader's
      // place: the stage's proof's, or the pre-flight's when either needs it.
      let keepsPlace = keepsReadingPlace(on: view)
      let needsMapping =
        !published.changesOnlyContents && (keepsPlace || !published.reconfiguredItems.isEmpty)
      // A view that lays out by a proof's mapping gets it made here, in the pre-flight.
      let stage = provedByItsStage(
        published, on: view, countsAfter: after,
        makingMapping: needsMapping || view.mapsProvedBatches)
      var mapping = stage.mapping
      if !stage.isProved {
        mapping = try preflight(
          published, on: view, countsAfter: after, makingMapping: needsMapping)
      }
      // A reconfigured cell that would change kind is reloaded instead (UIKit raises).
      let (replacement, reconfiguredAfter) = reloadingCellsThatChangeKind(
        in: published,
        reconfigured: reconfiguredItems(of: published, mapping: mapping),
        on: view)
      reconfiguring = reconfiguredAfter
      defer { reconfiguring = [] }
      if let replacement {
        update = replacement
        // An item deleted and inserted instead follows other rules than a reconfigure, and
        // leaves its place: the reader's place follows the batch handed to the view.
        if !update.changesOnlyContents {
          mapping = try preflight(update, on: view, countsAfter: after, makingMapping: keepsPlace)
        }
      }
      // Displayed sections follow the batch before the view reports rows at new positions.
      noteSectionsMoved(
        by: update,
        sectionCountBefore: after.count + update.deletedSections.count
          - update.insertedSections.count)
      // The reader's place, decided before the view moves its rows and kept by the view when
      // it shows them (see ScrollAnchoring).
      let kept = placeToKeep(across: update, on: view, countsAfter: after, mapping: mapping)
      if let kept { (view as? any ScrollingListHost)?.keep(kept.place) }
      // Positions move: the next viewport the view reports is compared by identity.
      visibilityNeedsRebuild()
      try UpdatePhases.measure(.applying) { () throws(any Error) in
        try view.applyBatch(
          update, animation: animationOverride ?? animation, completion: { ticket?.finish() })
      }
      refreshSupplementaryViews(after: update)
      shownCounts = after
      keepSelection(afterBatch: update)
      onChangeApplied?()
      if let count = kept?.insertedBelow, count > 0 { onItemsInsertedBelow?(count) }
      refreshVisibility()
    } catch {
      let reason = (error as? any ListHostFault)?.reason ?? "\(error)"
      view.log(
        "ListComposer: \(hostName) could not apply a change and reloaded its data: \(reason)")
      reload(view, then: ticket)
      onFailure?(.batch(update, reason: reason))
      throw .hostFailed(host: hostName, reason: reason)
    }
  }

  /// Reports, once, that a batch became a reload because the view reads its counts without
  /// ``numberOfSections(readBy:)``: a custom view that breaks that part of the contract would
  /// otherwise get only reloads, silently.
  func reportCountsContract(_ update: BatchUpdate) {
    guard !reportedCountsContract else { return }
    reportedCountsContract = true
    report(
      .batch(
        update,
        reason: "the view asked for cells without reading its counts through "
          + "numberOfSections(readBy:) since it last reloaded, so no batch can be checked "
          + "against them and every change reloads it; its data source must answer the number "
          + "of sections with adapter.numberOfSections(readBy: view)"))
  }

  /// Notes a cell the view asks for: one asked for before the view read its counts through
  /// ``numberOfSections(readBy:)`` shows that it reads them some other way.
  func noteCellRequest() {
    if awaitsCounts { readCellsWithoutCounts = true }
  }

  /// Where the items a batch reconfigures are after it, each with its position before: the
  /// positions whose cells the view fills again in place while it applies the batch.
  ///
  /// - Parameter mapping: The batch's mapping (its stage's proof's, or the pre-flight's); `nil`
  ///   when the batch could not be mapped, which reconfigures nothing.
  /// - Complexity: O(r log c), where r is the number of reconfigured items and c the number of
  ///   operations.
  func reconfiguredItems(of update: BatchUpdate, mapping: BatchMapping?)
    -> [(before: ListPosition, after: ListPosition)]
  {
    guard !update.reconfiguredItems.isEmpty else { return [] }
    guard !update.changesOnlyContents else { return update.reconfiguredItems.map { ($0, $0) } }
    guard let mapping else { return [] }
    return update.reconfiguredItems.compactMap { old in
      mapping.newPosition(ofOld: old).map { (old, $0) }
    }
  }

  /// Checks a batch against the counts the view holds and the source's counts now, with the
  /// rules UIKit raises an exception for, so that a batch UIKit would reject never reaches it.
  ///
  /// - Parameter makingMapping: Whether to return the batch's mapping, made in the same run.
  /// - Returns: The mapping when asked for and the batch can be mapped, `nil` otherwise.
  /// - Throws: The `InternalInconsistency` UIKit would have raised; a view that cannot tell
  ///   its counts, and never read them through the adapter, fails as if its counts were stale.
  ///
  /// - Complexity: O(s + c log c), where s is the number of sections and c the number of
  ///   operations in the batch; O(n + s + c log c) with the mapping, for n items.
  func preflight(
    _ update: BatchUpdate, on view: any ListHostView, countsAfter after: [Int],
    makingMapping: Bool
  ) throws(InternalInconsistency) -> BatchMapping? {
    do throws(InternalInconsistency) {
      guard let before = view.displayedItemCounts ?? shownCounts else {
        throw InternalInconsistency(
          .sectionCount,
          "the view has not read its counts since it was reloaded, so no batch can be checked "
            + "against them")
      }
      return try BatchValidator(flavor: view.batchFlavor).preflight(
        update, countsBefore: before, countsAfter: after, makingMapping: makingMapping)
    } catch {
      view.didRefuseBatch(update, because: error)
      throw error
    }
  }

  /// Whether the proof of the stage being published (see `StageProof`) decides the batch
  /// against the counts the view holds: then the pre-flight would accept it, and is skipped.
  ///
  /// - Parameter makingMapping: Whether the batch's mapping is needed (for the reconfigures or
  ///   the reader's place): the proof makes it then, once for the adapter and the view.
  /// - Returns: Whether the proof decides the batch (when a mapping is needed, and maps it),
  ///   and the mapping when one is needed.
  /// - Complexity: O(s + c), where s is the number of sections and c the number of operations;
  ///   with the mapping, what making it costs the proof.
  func provedByItsStage(
    _ update: BatchUpdate, on view: any ListHostView, countsAfter after: [Int],
    makingMapping: Bool
  ) -> (isProved: Bool, mapping: BatchMapping?) {
    guard let before = view.displayedItemCounts ?? shownCounts else { return (false, nil) }
    if makingMapping {
      guard
        let decision = StageProof.decide(
          update, countsBefore: before, countsAfter: after, rules: BatchRules())
      else { return (false, nil) }
      provedBatches += 1
      return (true, decision.validation.mapping)
    }
    guard StageProof.proves(update, countsBefore: before, countsAfter: after, rules: BatchRules())
    else { return (false, nil) }
    provedBatches += 1
    return (true, nil)
  }

  /// The source's counts now, section by section, read as a view reads them.
  ///
  /// - Complexity: O(s), where s is the number of sections.
  package func currentCounts() -> [Int] {
    let sections = ListLimits.clamp(source.numberOfSections)
    // A loop, not `map`: a main-actor closure handed to `map` checks its executor per call.
    var counts: [Int] = []
    counts.reserveCapacity(sections)
    for section in 0..<sections {
      counts.append(ListLimits.clamp(source.numberOfItems(inSection: section)))
    }
    return counts
  }
}
