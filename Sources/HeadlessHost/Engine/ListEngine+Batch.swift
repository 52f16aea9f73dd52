/// What the last batch changed, for the text rendering.
struct ChangeMarkers {
  /// The batch in one line, as ``BatchUpdate/description`` writes it.
  var summary: String?
  /// A short note per new position: "inserted", "reloaded", "moved from [s, i]", "reconfigured".
  var notes: [ListPosition: String] = [:]
  /// Old positions whose items left the list.
  var deletedItems: [ListPosition] = []
  /// Old sections that left the list.
  var deletedSections: [Int] = []
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
    // Identifiers are read in full only when asked to, or when the view has none to carry
    // through the batch (see ListEngine+Identity.swift).
    let incremental =
      options.checksItemIdentity && !options.checksEveryItemIdentity && before.identifiers != nil
    var after = readSnapshot(readingIdentifiers: !incremental)
    let finished = completions
    let misuses = misuse
    pending = BatchUpdate()
    batchStart = nil
    completions = []
    misuse = []
    let validator = BatchValidator(
      flavor: flavor, options: options, viewDescription: client?.viewDescription)
    var validation: BatchValidation
    do throws(InternalInconsistency) {
      if options.isStrict, let first = misuses.first {
        throw InternalInconsistency(.misuse, "[strict] " + first)
      }
      validation = try validator.validate(
        update, countsBefore: before.counts, countsAfter: after.counts,
        identifiersBefore: before.identifiers, identifiersAfter: after.identifiers)
      if incremental, let identifiers = before.identifiers {
        let carried = carryIdentifiers(
          identifiers, counts: after.counts, through: validation.mapping, validator: validator)
        after.identifiers = carried.identifiers
        if let mismatch = carried.mismatch {
          if options.isStrict { throw mismatch }
          validation.warnings.append(mismatch)
          // The carried identifiers follow the batch, not the data: read the data's, so that
          // later batches are checked against what the data source really holds.
          after.identifiers = readIdentifiers(counts: after.counts)
        }
      }
    } catch {
      updateLog.append(HeadlessUpdateRecord(update: update, error: error, warnings: []))
      cache = before
      switch options.invalidUpdatePolicy {
      case .throwError:
        throw error
      case .logAndReloadData:
        consoleLog.append(error.description)
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
    try reconfigure(update.reconfiguredItems, mapping: validation.mapping)
    try layout()
  }

  /// Commits the new counts, keeps the cells of kept and moved items at their new positions, and
  /// sends the cells of deleted and reloaded items to the pool.
  private func apply(
    _ mapping: BatchMapping, of update: BatchUpdate, before: Snapshot, after: Snapshot
  ) {
    var after = after
    // Titles of kept and moved sections stay as they were; inserted and reloaded ones are new.
    for (section, origin) in mapping.sectionOrigins.enumerated()
    where after.headers.indices.contains(section) && after.footers.indices.contains(section) {
      if case .old(let old) = origin {
        after.headers[section] = before.header(old)
        after.footers[section] = before.footer(old)
      }
    }
    cache = after
    remapDisplay(through: mapping)
    remapSupplementary(through: mapping)
    var kept: [ListPosition: HeadlessReusableCell] = [:]
    for (old, cell) in cells {
      if let new = mapping.newPosition(ofOld: old) {
        cell.position = new
        kept[new] = cell
      } else {
        enqueue(cell)
      }
    }
    cells = kept
    var markers = ChangeMarkers(summary: update.description)
    let moveSources = Set(update.movedItems.map(\.from))
    // Only placed items get a note; kept items fill the other slots unchanged.
    for (section, items) in mapping.sections.enumerated() {
      let sectionReloaded: Bool
      if case .reloaded = mapping.sectionOrigins[section] {
        sectionReloaded = true
      } else {
        sectionReloaded = false
      }
      if items.oldSection == nil, items.explicit == nil {
        for item in 0..<items.newCount {
          markers.notes[ListPosition(section: section, item: item)] =
            sectionReloaded ? "reloaded" : "inserted"
        }
        continue
      }
      let placed =
        items.explicit.map { Array(zip($0.indices, $0)) }
        ?? Array(zip(items.placed, items.placedOrigins))
      for (item, origin) in placed {
        let position = ListPosition(section: section, item: item)
        switch origin {
        case .inserted:
          markers.notes[position] = sectionReloaded ? "reloaded" : "inserted"
        case .reloaded:
          markers.notes[position] = "reloaded"
        case .old(let old) where moveSources.contains(old):
          markers.notes[position] = "moved from \(old)"
        case .old:
          break
        }
      }
    }
    let deletedSections = Set(update.deletedSections)
    markers.deletedSections = update.deletedSections.sorted()
    markers.deletedItems = Set(update.deletedItems).filter { !deletedSections.contains($0.section) }
      .sorted()
    lastChanges = markers
  }

  /// Asks the data source again for each visible reconfigured cell, expecting the same cell.
  private func reconfigure(_ positions: [ListPosition], mapping: BatchMapping)
    throws(InternalInconsistency)
  {
    for old in Set(positions).sorted() {
      guard let new = mapping.newPosition(ofOld: old), let cell = cells[new] else { continue }
      _ = try requestCell(at: new, reconfiguring: cell)
      if lastChanges.notes[new] == nil { lastChanges.notes[new] = "reconfigured" }
    }
  }
}
