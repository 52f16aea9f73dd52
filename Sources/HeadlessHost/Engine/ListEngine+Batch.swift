/// What the last batch changed, for the text rendering.
///
/// It keeps the batch and its mapping and works out the notes when the view is rendered, for
/// the few rows on screen: a batch of 30,000 changes costs nothing here until it is shown.
struct ChangeMarkers {
  /// The last batch and where it put every item; `nil` before the first batch and after a
  /// reload.
  var batch: (update: BatchUpdate, mapping: BatchMapping)?
  /// New positions of visible cells the batch reconfigured.
  var reconfigured: Set<ListPosition> = []

  /// The batch in one line, as `BatchUpdate.description` writes it.
  var summary: String? { batch?.update.description }

  /// Old sections that left the list.
  var deletedSections: [Int] { batch?.update.deletedSections.sorted() ?? [] }

  /// Old positions whose items left the list, outside deleted sections.
  var deletedItems: [ListPosition] {
    guard let update = batch?.update else { return [] }
    let deletedSections = Set(update.deletedSections)
    return Set(update.deletedItems).filter { !deletedSections.contains($0.section) }.sorted()
  }

  /// Returns a reader of the note per new position: "inserted", "reloaded", "moved from
  /// [s, i]", "reconfigured", or `nil` for a kept item.
  func notes() -> (ListPosition) -> String? {
    guard let (update, mapping) = batch else { return { _ in nil } }
    let moveSources = Set(update.movedItems.map(\.from))
    let reconfigured = reconfigured
    return { position in
      let note: String? =
        switch mapping.origin(ofNew: position) {
        case .inserted?:
          if mapping.sectionOrigins.indices.contains(position.section),
            case .reloaded = mapping.sectionOrigins[position.section]
          {
            "reloaded"
          } else {
            "inserted"
          }
        case .reloaded?: "reloaded"
        case .old(let old)? where moveSources.contains(old): "moved from \(old)"
        case .old?, nil: nil
        }
      return note ?? (reconfigured.contains(position) ? "reconfigured" : nil)
    }
  }
}

extension ListEngine {
  // MARK: Batches (§3)

  /// Runs a block of updates as one batch; nested calls join the outermost batch, and the
  /// outermost one validates and applies everything when its block returns.
  func performBatchUpdates(
    _ updates: () throws -> Void, completion: ((Bool) -> Void)?
  ) throws(InternalInconsistency) {
    if batchDepth == 0 {
      batchStart = loadedSnapshot()
      pending = BatchUpdate()
      completions = []
      misuse = []
      if deliveringUserMove > 0 {
        let fault = InternalInconsistency(
          .misuse,
          "a batch of updates began while the \(flavor.viewNoun) delivered the user's move to "
            + "its data source; the \(flavor.viewNoun) has moved the item itself: change the data "
            + "only, and apply other changes on the next turn of the main actor")
        if raisesLikeADevice { recordRaised(fault) } else { misuse.append(fault.reason) }
        // Reported again when the delivery ends, should the data source swallow the error.
        userMoveMisuse.append(fault.reason)
      }
      if deliveringEvents > 0 {
        let fault = InternalInconsistency(
          .misuse,
          "a batch of updates began while the \(flavor.viewNoun) delivered display or prefetch "
            + "events during its layout; UIKit lays out again inside performBatchUpdates and "
            + "leaves the views it was showing in an undefined state: apply the change on the "
            + "next turn of the main actor")
        if raisesLikeADevice {
          // A device does not stop here, but what it shows next is undefined: record it.
          recordRaised(fault)
        } else {
          misuse.append(fault.reason)
        }
      }
    }
    if let completion { completions.append(completion) }
    batchDepth += 1
    do {
      try updates()
    } catch {
      batchDepth -= 1
      if batchDepth == 0 {
        pending = BatchUpdate()
        completions = []
        batchStart = nil
      }
      if let inconsistency = error as? InternalInconsistency { throw inconsistency }
      throw InternalInconsistency(
        .dataSourceError, "the updates block of a batch threw an error: \(error)")
    }
    batchDepth -= 1
    if batchDepth == 0 { try endBatch() }
  }

  /// Records an operation; outside a batch, the operation is a batch of its own (§0).
  func record(_ change: (inout BatchUpdate) -> Void) throws(InternalInconsistency) {
    if batchDepth > 0 {
      change(&pending)
    } else {
      try performBatchUpdates({ change(&pending) }, completion: nil)
    }
  }

  private func endBatch() throws(InternalInconsistency) {
    let update = pending
    let before = batchStart ?? loadedSnapshot()
    // Identifiers after the batch are read section by section as the check needs them (see
    // ListEngine+Identity.swift), or in full when the view has none to compare with.
    let checksIdentity = options.checksItemIdentity && before.identifiers != nil
    var after = readSnapshot(readingIdentifiers: !checksIdentity, readingTitles: false)
    let finished = completions
    let misuses = misuse
    pending = BatchUpdate()
    batchStart = nil
    completions = []
    misuse = []
    let validator = BatchValidator(
      flavor: flavor, options: options, viewDescription: viewDescription)
    var validation: BatchValidation
    // The proof that decided the batch, and where its source's sections start here.
    var proved: (proof: StageProof, offset: Int)?
    do throws(InternalInconsistency) {
      if options.isStrict, let first = misuses.first {
        throw InternalInconsistency(.misuse, "[strict] " + first)
      }
      // An asynchronous update validated its stage away from the main actor; the proof
      // decides only a batch and counts it fits (see StageProof), as this validator would.
      if options.usesStageProofs,
        let proven = StageProof.decide(
          update, countsBefore: before.counts, countsAfter: after.counts, rules: validator.rules)
      {
        validation = proven.validation
        proved = (proven.proof, proven.offset)
        provedBatches += 1
      } else {
        validation = try validator.validate(
          update, countsBefore: before.counts, countsAfter: after.counts)
      }
      if checksIdentity, let identifiers = before.identifiers {
        let checked = UpdatePhases.measure(.identity) {
          checkIdentity(
            identifiers, counts: after.counts, through: validation.mapping, validator: validator,
            everyItem: options.checksEveryItemIdentity, proved: proved)
        }
        after.identifiers = checked.identifiers
        if let mismatch = checked.mismatch {
          if options.isStrict { throw mismatch }
          validation.warnings.append(mismatch)
          // The identifiers may follow the batch rather than the data: read the data's, so
          // that later batches are checked against what the data source really holds.
          after.identifiers = readIdentifiers(counts: after.counts)
        }
      }
    } catch {
      updateLog.append(HeadlessUpdateRecord(update: update, error: error, warnings: []))
      cache = before
      switch options.invalidUpdatePolicy {
      case .throwError:
        throw error
      case .logAndReloadData, .raise:
        if options.invalidUpdatePolicy == .raise {
          recordRaised(error)
        } else {
          consoleLog.append(error.description)
        }
        reloadData()
        for completion in finished { completion(false) }
        try layout()
        return
      }
    }
    let accepted = validation.warnings + misuses.map { InternalInconsistency(.misuse, $0) }
    warnings = accepted
    updateLog.append(HeadlessUpdateRecord(update: update, error: nil, warnings: accepted))
    apply(validation.mapping, of: update, before: before, after: after)
    for completion in finished { completion(true) }
    try UpdatePhases.measure(.cells) { () throws(InternalInconsistency) in
      try reconfigure(update.reconfiguredItems, mapping: validation.mapping)
      try layout()
    }
  }

  /// Commits the new counts, keeps the cells of kept and moved items at their new positions, and
  /// sends the cells of deleted and reloaded items to the pool.
  func apply(
    _ mapping: BatchMapping, of update: BatchUpdate, before: Snapshot, after: Snapshot
  ) {
    var after = after
    // Titles of kept and moved sections stay as they were; inserted and reloaded ones are new,
    // read here unless the snapshot after the batch has them. A batch that keeps every section
    // where it was (most do) keeps every title.
    if mapping.keepsEverySection(of: before.counts.count) {
      after.headers = before.headers
      after.footers = before.footers
    } else {
      after = withTitles(after, through: mapping, before: before)
    }
    cache = after
    remapGeometry(through: mapping, before: before, after: after)
    remapDisplay(through: mapping)
    remapSupplementary(through: mapping, oldSectionCount: before.counts.count)
    cells.remap(through: mapping) { _, cell in enqueue(cell) }
    remapSelection(through: mapping)
    for entry in cells.entries { entry.cell.position = entry.position }
    lastChanges = ChangeMarkers(batch: (update, mapping))
  }

  /// The snapshot after a batch with the titles of its sections: those of kept and moved
  /// sections as they were, those of inserted and reloaded ones new.
  private func withTitles(_ after: Snapshot, through mapping: BatchMapping, before: Snapshot)
    -> Snapshot
  {
    var after = after
    let titlesRead =
      after.headers.count == after.counts.count && after.footers.count == after.counts.count
    var headers: [String?] = []
    var footers: [String?] = []
    headers.reserveCapacity(after.counts.count)
    footers.reserveCapacity(after.counts.count)
    for section in after.counts.indices {
      if mapping.sectionOrigins.indices.contains(section),
        case .old(let old) = mapping.sectionOrigins[section]
      {
        headers.append(before.header(old))
        footers.append(before.footer(old))
      } else if titlesRead {
        headers.append(after.headers[section])
        footers.append(after.footers[section])
      } else {
        headers.append(reader?.dataSourceHeaderTitle(forSection: section))
        footers.append(reader?.dataSourceFooterTitle(forSection: section))
      }
    }
    after.headers = headers
    after.footers = footers
    return after
  }

  /// Asks the data source again for each visible reconfigured cell, expecting the same cell.
  ///
  /// Under ``HeadlessHostOptions/InvalidUpdatePolicy/raise`` a reconfigure UIKit raises for is
  /// recorded, and the view then reloads all data, as it does after an invalid batch, so that
  /// it shows what the data source has instead of the cell it could not fill again.
  private func reconfigure(_ positions: [ListPosition], mapping: BatchMapping)
    throws(InternalInconsistency)
  {
    var raised = false
    for old in Set(positions).sorted() {
      guard let new = mapping.newPosition(ofOld: old), let cell = cells[new] else { continue }
      do {
        _ = try requestCell(at: new, reconfiguring: cell)
      } catch  where raisesLikeADevice {
        recordRaised(error)
        raised = true
        continue
      }
      lastChanges.reconfigured.insert(new)
    }
    if raised { reloadData() }
  }
}
