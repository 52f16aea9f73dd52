import HeadlessHost
import ListComposer
import ListComposerTesting

/// An item with a screen-wide unique identity and a content that can change.
package struct DeclaredItem: Hashable, Sendable, DiffIdentifiable, ContentEquatable {
  package var id: String
  package var text: String

  package init(id: String, text: String) {
    self.id = id
    self.text = text
  }
}

/// Counts, per item identity, how often a cell was filled with the item.
@MainActor
package enum FillCounter {
  package static var fills: [String: Int] = [:]
}

package final class DeclaredTableCell: HeadlessTableViewCell, ConfigurableCell {
  package func configure(with item: DeclaredItem) {
    FillCounter.fills[item.id, default: 0] += 1
    textLabel = "\(item.id):\(item.text)"
  }
}

package final class DeclaredCollectionCell: HeadlessCollectionViewCell, ConfigurableCell {
  package func configure(with item: DeclaredItem) {
    FillCounter.fills[item.id, default: 0] += 1
    textLabel = "\(item.id):\(item.text)"
  }
}

/// A declaration as plain data, so that a test can declare it to two screens and edit it.
package indirect enum DeclaredEntry: Equatable {
  case items(id: String, header: String?, items: [DeclaredItem])
  /// One of the test's long-lived sources, by index into its pool.
  case source(id: String, pool: Int)
  case group(id: String, linear: Bool, header: String?, entries: [DeclaredEntry])

  package var id: String {
    switch self {
    case .items(let id, _, _), .source(let id, _), .group(let id, _, _, _): id
    }
  }
}

/// Turns data into entries, for a cell type of the host's flavour.
@MainActor
package func sections<Cell: ConfigurableCell>(
  _ entries: [DeclaredEntry], cell: Cell.Type, pool: [ArrayDataSource<DeclaredItem, Cell>]
) -> [ScreenSection] where Cell.Model == DeclaredItem {
  entries.map { entry in
    switch entry {
    case .items(let id, let header, let items):
      return ScreenSection(id, items: items, cell: cell, header: header)
    case .source(let id, let index):
      return ScreenSection(id, source: pool[index])
    case .group(let id, let linear, let header, let children):
      return linear
        ? ScreenSection(linear: id, header: header) { sections(children, cell: cell, pool: pool) }
        : ScreenSection(group: id) { sections(children, cell: cell, pool: pool) }
    }
  }
}

/// The rendering without what only the last batch explains (change notes, "Last update"), so
/// that a screen brought up to date compares equal to one built from scratch.
package func settledRendering(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
    if line.hasPrefix("Last update") || line.hasPrefix("  - deleted") { return nil }
    guard let notes = line.range(of: "  (", options: .backwards), line.hasSuffix(")") else {
      return String(line)
    }
    return String(line[..<notes.lowerBound])
  }.joined(separator: "\n")
}
