import HeadlessHost

/// A round-trip oracle: checks that the changes a data source reports, applied by a host that
/// enforces UIKit's rules, leave the host showing exactly what a rebuild from scratch shows.
///
/// A data source that mutates its items and reports the change as a batch update can be wrong
/// in two ways UIKit does not always catch: the batch is invalid (a device crashes with
/// "Invalid update: …"), or it is valid but describes another change than the one made, so the
/// screen keeps a deleted item, loses a new one, or shows a cell with stale content. This check
/// catches both, without a simulator, in the spirit of DifferenceKit's `XCTAssertReproducible`.
///
///     let messages = ArrayDataSource(inbox, cell: MessageCell.self)
///     var options = HeadlessHostOptions()
///     options.isStrict = true
///     let tableView = HeadlessTableView(options: options)
///     try tableView.attach(messages)
///     let check = ReproducibilityCheck(messages, in: tableView)
///     let failures = try check.failures(after: { try messages.upsert([edited, newcomer]) })
///     #expect(failures.isEmpty, "\(failures)")  // [] when the upsert reported its change right
///
/// For the mutation it runs, the check records every batch the source publishes, then asks:
///
/// 1. Did the host accept every batch, without warnings, and process as many as were published?
/// 2. Applying the accepted batches to the items shown before (each item followed by its
///    identifier, `DataSource.itemIdentifier(at:)`), does the host end with the items a fresh
///    host shows for the same data, each at the same position, none lost or duplicated?
/// 3. Does every cell the host shows have the text (`HeadlessReusableCell.renderedText`) of a
///    fresh cell at the same position?
///
/// Failures are values (``ReproducibilityFailure``) so the check works with any test framework.
/// Use a strict host (`HeadlessHostOptions.isStrict`) to reject what UIKit accepts but shows
/// wrongly; the check reports a lenient host's warnings as failures too. Items without an
/// identifier are compared by cell text only.
///
/// The check follows batches through the host's own rules (`BatchValidator`), so it trusts
/// them; it does not look at animations, headers or footers.
///
/// - Complexity: Each batch costs O(n), and the final comparison O(n) plus a cell request per
///   item, where n is the number of items; keep the data test-sized.
@MainActor
public struct ReproducibilityCheck {
  /// The data source checked: the root of its composition, attached to the host.
  package let source: any DataSource

  let host: CheckedHost

  /// Creates a check of a source attached to a table view (see
  /// `HeadlessTableView.attach(_:)`).
  ///
  /// - Parameters:
  ///   - source: The root data source the table view shows.
  ///   - tableView: The table view, already attached to `source`.
  public init(_ source: some DataSource, in tableView: HeadlessTableView) {
    self.source = source
    host = .table(tableView)
  }

  /// Creates a check of a source attached to a collection view (see
  /// `HeadlessCollectionView.attach(_:)`).
  ///
  /// - Parameters:
  ///   - source: The root data source the collection view shows.
  ///   - collectionView: The collection view, already attached to `source`.
  public init(_ source: some DataSource, in collectionView: HeadlessCollectionView) {
    self.source = source
    host = .collection(collectionView)
  }

  /// Runs a mutation of the source and returns every way in which the host then differs from a
  /// rebuild; empty when the source reported its changes faithfully.
  ///
  ///     let failures = try check.failures(after: { try contacts.append(grace) })
  ///     // [] for a correct append
  ///
  /// - Parameter mutation: Changes the source (or a source composed into it) through methods
  ///   that report their changes.
  /// - Returns: The failures, batch failures first, then count, item and cell differences.
  /// - Throws: What `mutation` throws; nothing is checked then.
  /// - Complexity: See the type's discussion.
  public func failures(after mutation: () throws -> Void) rethrows -> [ReproducibilityFailure] {
    let firstRecord = host.updateLog.count
    let recorder = BatchRecorder(rows: itemsBeforeMutation())
    source.updates.observe(by: recorder) { [source] update in
      recorder.published.append((update, identifiers(of: source)))
    }
    defer { source.updates.removeObserver(recorder) }
    try mutation()

    let records = Array(host.updateLog.dropFirst(firstRecord))
    var found = batchFailures(records, published: recorder.published.map(\.update))
    var rows = recorder.rows
    for (index, batch) in recorder.published.enumerated() {
      let accepted = records.indices.contains(index) && records[index].succeeded
      guard accepted else { continue }
      rows = applying(batch.update, to: rows, identifiersAfter: batch.identifiers)
    }
    found += differences(from: rows)
    return found
  }

  /// Returns every way in which the host differs from a rebuild now, assuming that it shows the
  /// source's current items.
  ///
  /// Use it after attaching, or after changes made outside ``failures(after:)``.
  ///
  /// - Complexity: See the type's discussion.
  public func failures() -> [ReproducibilityFailure] {
    differences(from: itemsBeforeMutation())
  }

  // MARK: Tracking items through batches

  /// The identifiers the host holds before a mutation: the source's, laid out in the host's
  /// counts; `nil` where the host and the source disagree or the source has no identifier.
  func itemsBeforeMutation() -> [[AnyHashable?]] {
    let counts = host.counts
    let current = identifiers(of: source)
    return counts.enumerated().map { section, count in
      (0..<count).map { item in
        guard current.indices.contains(section), current[section].indices.contains(item) else {
          return nil
        }
        return current[section][item]
      }
    }
  }

  /// The identifiers after a batch the host accepted: kept and moved items carry theirs, and
  /// inserted or reloaded items, whose cells the host asked for anew, are the source's.
  func applying(
    _ update: BatchUpdate, to rows: [[AnyHashable?]], identifiersAfter after: [[AnyHashable?]]
  ) -> [[AnyHashable?]] {
    var lenient = host.options
    lenient.isStrict = false
    lenient.checksItemIdentity = false
    let validator = BatchValidator(flavor: host.flavor, options: lenient)
    guard
      let mapping = try? validator.validate(
        update, countsBefore: rows.map(\.count), countsAfter: after.map(\.count)
      ).mapping
    else { return rows }
    return mapping.itemOrigins.enumerated().map { section, origins in
      origins.enumerated().map { item, origin in
        switch origin {
        case .old(let old): rows[old.section][old.item]
        case .inserted, .reloaded: after[section][item]
        }
      }
    }
  }
}

/// Collects what a source publishes while a check runs.
@MainActor
final class BatchRecorder {
  let rows: [[AnyHashable?]]
  var published: [(update: BatchUpdate, identifiers: [[AnyHashable?]])] = []

  init(rows: [[AnyHashable?]]) {
    self.rows = rows
  }
}

/// The identifiers a source reports, section by section.
@MainActor
func identifiers(of source: any DataSource) -> [[AnyHashable?]] {
  let identified = source as? any IdentifiedDataSource
  return (0..<source.numberOfSections).map { section in
    (0..<source.numberOfItems(inSection: section)).map {
      identified?.itemIdentifier(at: ListPosition(section: section, item: $0))
    }
  }
}
