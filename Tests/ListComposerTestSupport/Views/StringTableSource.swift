import HeadlessHost
import Testing

/// A UIKit-style table data source over sections of strings; each string is also the row's
/// identifier. Counts how often each method is called.
@MainActor
package final class StringTableSource: HeadlessTableViewDataSource, HeadlessCollectionViewDataSource
{
  package var sections: [[String]] {
    didSet {
      // A kept list stands for its section's identifiers until they change.
      for section in keptLists.keys
      where !sections.indices.contains(section) || !oldValue.indices.contains(section)
        || sections[section] != oldValue[section]
      {
        keptLists[section] = nil
      }
    }
  }
  package var identifier = "cell"
  package var reportsIdentifiers = false
  /// Whether, reporting identifiers, it also reads a section's identifiers in one call.
  package var reportsIdentifiersInBulk = false
  /// Whether it hands out the same identifier list for a section until the section changes, as
  /// ListComposer's sources do, rather than a new list at every call.
  package var keepsIdentifierLists = false
  private var keptLists: [Int: ItemIdentifiers] = [:]
  /// The positions whose identifier it was asked for one at a time.
  package var identifierReads: [ListPosition] = []
  /// The header ("h1") and footer ("f1") views it was asked for, by section; it gives none.
  package var viewRequests: [String] = []
  package var cellRequests: [ListPosition] = []
  /// Replaces the normal cell method, for cases that return odd cells.
  package var makeCell: ((ListPosition) throws -> HeadlessReusableCell?)?

  package init(_ sections: [[String]]) {
    self.sections = sections
  }

  package func numberOfSections(in tableView: HeadlessTableView) -> Int { sections.count }

  package func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int
  {
    sections.indices.contains(section) ? sections[section].count : 0
  }

  package func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: ListPosition)
    throws
    -> HeadlessTableViewCell?
  {
    cellRequests.append(indexPath)
    if let makeCell { return try makeCell(indexPath) as? HeadlessTableViewCell }
    let cell = try tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.textLabel = text(at: indexPath)
    return cell
  }

  package func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int)
    -> String?
  {
    "Section \(section)"
  }

  package func tableView(
    _ tableView: HeadlessTableView, itemIdentifierForRowAt indexPath: ListPosition
  )
    -> AnyHashable?
  {
    identifierReads.append(indexPath)
    return reportsIdentifiers ? identity(at: indexPath) : nil
  }

  package func tableView(_ tableView: HeadlessTableView, viewForHeaderInSection section: Int) throws
    -> HeadlessTableViewHeaderFooterView?
  {
    viewRequests.append("h\(section)")
    return nil
  }

  package func tableView(_ tableView: HeadlessTableView, viewForFooterInSection section: Int) throws
    -> HeadlessTableViewHeaderFooterView?
  {
    viewRequests.append("f\(section)")
    return nil
  }

  package func tableView(_ tableView: HeadlessTableView, itemIdentifiersInSection section: Int)
    -> ItemIdentifiers?
  {
    identifiers(inSection: section)
  }

  package func collectionView(
    _ collectionView: HeadlessCollectionView, itemIdentifiersInSection section: Int
  ) -> ItemIdentifiers? {
    identifiers(inSection: section)
  }

  /// Every identity of a section, typed, when the source reports them in bulk.
  package func identifiers(inSection section: Int) -> ItemIdentifiers? {
    guard reportsIdentifiers, reportsIdentifiersInBulk, sections.indices.contains(section) else {
      return nil
    }
    if keepsIdentifierLists, let kept = keptLists[section] { return kept }
    let list = ItemIdentifiers(sections[section].map { $0.filter { $0 != "'" } })
    if keepsIdentifierLists { keptLists[section] = list }
    return list
  }

  package func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { sections.count }

  package func collectionView(
    _ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    sections.indices.contains(section) ? sections[section].count : 0
  }

  package func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ListPosition
  ) throws -> HeadlessCollectionViewCell? {
    cellRequests.append(indexPath)
    if let makeCell { return try makeCell(indexPath) as? HeadlessCollectionViewCell }
    let cell = try collectionView.dequeueReusableCell(
      withReuseIdentifier: identifier, for: indexPath)
    cell.textLabel = text(at: indexPath)
    return cell
  }

  package func collectionView(
    _ collectionView: HeadlessCollectionView, itemIdentifierForItemAt indexPath: ListPosition
  ) -> AnyHashable? {
    reportsIdentifiers ? identity(at: indexPath) : nil
  }

  /// The item's identity: its text without primes, so "b'" is "b" with new content.
  package func identity(at position: ListPosition) -> AnyHashable {
    AnyHashable(text(at: position).filter { $0 != "'" })
  }

  package func text(at position: ListPosition) -> String {
    guard sections.indices.contains(position.section),
      sections[position.section].indices.contains(position.item)
    else { return "?" }
    return sections[position.section][position.item]
  }
}

/// A table cell that counts its own `prepareForReuse()` overrides.
package final class CountingCell: HeadlessTableViewCell {
  package var resets = 0
  override package func prepareForReuse() {
    resets += 1
    textLabel = nil
  }
}

package func position(_ section: Int, _ item: Int) -> ListPosition {
  ListPosition(section: section, item: item)
}

/// Runs a throwing call and returns its error, or `nil` when it succeeded; an error of another
/// type is recorded as an issue.
@MainActor
package func inconsistency(
  _ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
) -> InternalInconsistency? {
  do {
    try body()
    return nil
  } catch let error as InternalInconsistency {
    return error
  } catch {
    Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// What happened when a host applied one batch from old data to new data.
package struct Outcome {
  package var error: InternalInconsistency?
  package var warnings: [InternalInconsistency]
  /// The text of every cell shown after the batch, by section.
  package var shown: [[String]]

  package init(error: InternalInconsistency?, warnings: [InternalInconsistency], shown: [[String]])
  {
    self.error = error
    self.warnings = warnings
    self.shown = shown
  }
}

/// Shows `old` in a fresh host of a flavour, lays out, then applies `update` in one batch whose
/// block sets the data to `new` (the order UIKit documents).
@MainActor
package func apply(
  _ update: BatchUpdate, from old: [[String]], to new: [[String]],
  flavor: ListViewFlavor = .table, options: HeadlessHostOptions = HeadlessHostOptions(),
  identities: Bool = true
) -> Outcome {
  let source = StringTableSource(old)
  source.reportsIdentifiers = identities
  switch flavor {
  case .table:
    let tableView = HeadlessTableView(options: options)
    var error = inconsistency {
      try tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
      tableView.dataSource = source
      try tableView.layoutIfNeeded()
    }
    if error == nil {
      error = inconsistency {
        try tableView.performBatchUpdates {
          source.sections = new
          try tableView.performBatchUpdates(update)
        }
      }
    }
    let shown = (0..<tableView.numberOfSections).map { section in
      (0..<tableView.numberOfRows(inSection: section)).map {
        tableView.cellForRow(at: position(section, $0))?.textLabel ?? "-"
      }
    }
    return Outcome(error: error, warnings: tableView.warnings, shown: shown)
  case .collection:
    let collectionView = HeadlessCollectionView(options: options)
    var error = inconsistency {
      try collectionView.register(
        HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collectionView.dataSource = source
      try collectionView.layoutIfNeeded()
    }
    if error == nil {
      error = inconsistency {
        try collectionView.performBatchUpdates {
          source.sections = new
          try collectionView.performBatchUpdates(update)
        }
      }
    }
    let shown = (0..<collectionView.numberOfSections).map { section in
      (0..<((try? collectionView.numberOfItems(inSection: section)) ?? 0)).map {
        collectionView.cellForItem(at: position(section, $0))?.textLabel ?? "-"
      }
    }
    return Outcome(error: error, warnings: collectionView.warnings, shown: shown)
  }
}

package func strictOptions() -> HeadlessHostOptions {
  var options = HeadlessHostOptions()
  options.isStrict = true
  return options
}

/// Compares a fault's reason with an expected text after normalising both.
package func reason(_ error: InternalInconsistency?) -> String? {
  error?.normalizedReason
}

package func normalized(_ text: String) -> String {
  InternalInconsistency.normalize(text)
}
