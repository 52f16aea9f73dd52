import HeadlessHost

extension ReproducibilityCheck {
  /// Failures of the batches themselves: rejected, accepted with warnings, or not processed.
  func batchFailures(_ records: [HeadlessUpdateRecord], published: [BatchUpdate])
    -> [ReproducibilityFailure]
  {
    var found: [ReproducibilityFailure] = []
    if source.updates.hasParent {
      // Its observers hear its changes in its own positions; the host applies the root's.
      found.append(
        ReproducibilityFailure(
          .unappliedBatch,
          "the source belongs to a composition, so the \(host.flavor.viewNoun) applies its "
            + "batches in the root's positions; check the root attached to it"))
    } else if records.count != published.count {
      found.append(
        ReproducibilityFailure(
          .unappliedBatch,
          "the source published \(published.count) batch\(published.count == 1 ? "" : "es") "
            + "but the \(host.flavor.viewNoun) processed \(records.count); is the source the "
            + "root attached to it?"))
    }
    for (index, record) in records.enumerated() {
      if let error = record.error {
        found.append(
          ReproducibilityFailure(
            .rejectedBatch,
            "batch \(index + 1) (\(record.update)) was rejected: \(error.kind): \(error.reason)"))
      } else if !record.warnings.isEmpty {
        let reasons = record.warnings.map { "\($0.kind): \($0.reason)" }.joined(separator: "; ")
        found.append(
          ReproducibilityFailure(
            .acceptedWithWarnings,
            "batch \(index + 1) (\(record.update)) was accepted with warnings: \(reasons)"))
      }
    }
    return found
  }

  /// Compares the items the host holds, its counts and its cells with a fresh host's.
  func differences(from shown: [[AnyHashable?]]) -> [ReproducibilityFailure] {
    var options = host.options
    options.visibleItemLimit = max(1, source.numberOfItems)
    options.prefetchMargin = 0
    // The rebuild is given no batch: it reads no identifiers to check batches against.
    options.checksItemIdentity = false
    let rebuilt: CheckedHost
    do {
      rebuilt = try host.rebuilt(showing: source, options: options)
    } catch {
      return [
        ReproducibilityFailure(
          .rebuildFailed,
          "showing the data in a fresh \(host.flavor.viewNoun) failed: "
            + "\(error.kind): \(error.reason)")
      ]
    }
    let noun = host.flavor.itemsNoun
    var found: [ReproducibilityFailure] = []
    let counts = host.counts
    let expectedCounts = rebuilt.counts
    if counts != expectedCounts {
      found.append(
        ReproducibilityFailure(
          .countMismatch,
          "the \(host.flavor.viewNoun) shows \(counts) \(noun) per section; a rebuild shows "
            + "\(expectedCounts)"))
    }
    let expected = identifiers(of: source)
    found += itemDifferences(shown: shown, expected: expected)
    found += cellDifferences(rebuilt: rebuilt)
    return found
  }

  /// Lost, duplicated, unexpected and (when none of those) misplaced items, by identifier.
  private func itemDifferences(shown: [[AnyHashable?]], expected: [[AnyHashable?]])
    -> [ReproducibilityFailure]
  {
    // The same identifiers in the same places: every one is shown as often as a rebuild shows
    // it, and none is misplaced. Compared first, since hashing every identifier into the tally
    // costs a check after each change several times more, in a debug build.
    if shown == expected { return [] }
    var tally: [AnyHashable: (shown: Int, expected: Int, first: Int)] = [:]
    var order = 0
    func count(_ rows: [[AnyHashable?]], expected isExpected: Bool) {
      for identifier in rows.joined().compactMap(\.self) {
        var entry = tally[identifier] ?? (0, 0, order)
        order += 1
        if isExpected { entry.expected += 1 } else { entry.shown += 1 }
        tally[identifier] = entry
      }
    }
    count(expected, expected: true)
    count(shown, expected: false)
    var found: [ReproducibilityFailure] = []
    let viewNoun = host.flavor.viewNoun
    for (identifier, entry) in tally.sorted(by: { $0.value.first < $1.value.first })
    where entry.shown != entry.expected {
      let name = "\(identifier.base)"
      let times =
        "a rebuild shows it \(entry.expected) time\(entry.expected == 1 ? "" : "s"), "
        + "the \(viewNoun) \(entry.shown)"
      if entry.expected == 0 {
        found.append(
          ReproducibilityFailure(
            .unexpectedItem, "item \(name) should be gone: \(times)", item: name))
      } else if entry.shown < entry.expected {
        found.append(
          ReproducibilityFailure(.lostItem, "item \(name) is missing: \(times)", item: name))
      } else {
        found.append(
          ReproducibilityFailure(
            .duplicatedItem, "item \(name) is duplicated: \(times)", item: name))
      }
    }
    guard found.isEmpty else { return found }
    var misplaced: [ReproducibilityFailure] = []
    for (section, row) in shown.enumerated() where expected.indices.contains(section) {
      for (item, identifier) in row.enumerated() where expected[section].indices.contains(item) {
        let wanted = expected[section][item]
        guard let identifier, let wanted, identifier != wanted else { continue }
        let position = ListPosition(section: section, item: item)
        misplaced.append(
          ReproducibilityFailure(
            .misplacedItem,
            "at \(position) the \(viewNoun) shows item \(identifier.base); a rebuild shows item "
              + "\(wanted.base)", position: position, item: "\(identifier.base)"))
      }
    }
    return capped(misplaced, noun: "misplaced items")
  }

  /// Cells whose text differs from a fresh cell's at the same position.
  private func cellDifferences(rebuilt: CheckedHost) -> [ReproducibilityFailure] {
    var found: [ReproducibilityFailure] = []
    for (section, count) in host.counts.enumerated() {
      for item in 0..<count {
        let position = ListPosition(section: section, item: item)
        guard let cell = host.cell(at: position), let fresh = rebuilt.cell(at: position) else {
          continue
        }
        if cell.renderedText != fresh.renderedText {
          found.append(
            ReproducibilityFailure(
              .staleCell,
              "the cell at \(position) shows \"\(cell.renderedText)\"; a fresh cell shows "
                + "\"\(fresh.renderedText)\"", position: position))
        }
      }
    }
    return capped(found, noun: "cells with other text than a fresh one")
  }

  /// The first ten failures, then one of the same kind that counts the rest.
  private func capped(_ failures: [ReproducibilityFailure], noun: String)
    -> [ReproducibilityFailure]
  {
    let shown = 10
    guard failures.count > shown, let kind = failures.first?.kind else { return failures }
    return failures.prefix(shown)
      + [ReproducibilityFailure(kind, "and \(failures.count - shown) more \(noun)")]
  }
}
