import HeadlessHost
import ListComposer
import ListComposerTesting

/// A model with an identity and a content, so that diffs report moves and updates.
package struct Row: Identifiable, Equatable, DiffIdentifiable, ContentEquatable {
  package let id: Int
  package var content: Int

  package init(id: Int, content: Int) {
    self.id = id
    self.content = content
  }

  /// What the row's cell shows: the identity and the content, so stale cells are visible.
  package var text: String { "r\(id)v\(content)" }
}

extension ScreenGenerator.Knobs {
  /// The knobs of the diffing-through-compositions screens: sections that mostly have a header
  /// (and match by it), one in five without (and match in order).
  package static var rows: Self {
    var knobs = Self()
    knobs.headers = .mostlyFresh
    return knobs
  }
}

/// Random leaves of `Row`s and random new data for them, for the diffing-through-compositions
/// tests.
extension ScreenGenerator {
  /// A leaf of sections of fresh rows shown in `Cell`s.
  package mutating func rowLeaf<Cell: HeadlessReusableCell>(_ cell: Cell.Type)
    -> ArrayDataSource<Row, Cell>
  {
    ArrayDataSource(sections: sections { $0.freshRow() }, cell: Cell.self) {
      $0.textLabel = $1.text
    }
  }

  /// New data for a leaf: sections deleted, inserted, moved or given a new footer; rows
  /// deleted, inserted, moved (within and across sections) and changed in content.
  package mutating func newSections(from old: [ListSection<Row>]) -> [ListSection<Row>] {
    var sections: [ListSection<Row>] = []
    var kept: [(row: Row, section: Int?)] = []
    for section in old {
      let survives = Int.random(in: 0..<5, using: &generator) > 0
      for row in section.items where Int.random(in: 0..<4, using: &generator) > 0 {
        var row = row
        if Int.random(in: 0..<5, using: &generator) == 0 { row.content += 1 }
        kept.append((row, survives ? sections.count : nil))
      }
      guard survives else { continue }
      var copy = section
      copy.items = []
      if Int.random(in: 0..<6, using: &generator) == 0 { copy.footer = "f\(freshID())" }
      sections.append(copy)
    }
    for _ in 0..<Int.random(in: 0...1, using: &generator) {
      sections.append(ListSection(header: header(), items: []))
    }
    guard !sections.isEmpty else { return [] }
    // Reorder sections: a few random swaps, remembering where each kept one went.
    var order = Array(sections.indices)
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      order.swapAt(
        Int.random(in: order.indices, using: &generator),
        Int.random(in: order.indices, using: &generator))
    }
    var placed = [Int](repeating: 0, count: order.count)
    for (newIndex, oldIndex) in order.enumerated() { placed[oldIndex] = newIndex }
    var result = order.map { sections[$0] }
    for (row, section) in kept {
      // Mostly stay in the same section; otherwise (or when it was deleted) go anywhere.
      if let section, Int.random(in: 0..<5, using: &generator) > 0 {
        result[placed[section]].items.append(row)
      } else {
        result[Int.random(in: result.indices, using: &generator)].items.append(row)
      }
    }
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      let section = Int.random(in: result.indices, using: &generator)
      let index = Int.random(in: 0...result[section].items.count, using: &generator)
      result[section].items.insert(freshRow(), at: index)
    }
    for section in result.indices where result[section].items.count > 1 {
      for _ in 0..<Int.random(in: 0...2, using: &generator) {
        let items = result[section].items.indices
        result[section].items.swapAt(
          Int.random(in: items, using: &generator), Int.random(in: items, using: &generator))
      }
    }
    return result
  }

  /// Mostly the default options; sometimes reconfigure, sometimes a low reload threshold.
  package mutating func options() -> DiffOptions {
    var options = DiffOptions()
    if Bool.random(using: &generator) { options.updateStyle = .reconfigure }
    if Int.random(in: 0..<6, using: &generator) == 0 { options.reloadThreshold = 3 }
    return options
  }

  /// A row with a fresh identity.
  package mutating func freshRow() -> Row {
    Row(id: freshID(), content: 0)
  }
}

/// Every `Row` leaf of a composition tree, depth first.
@MainActor
package func rowLeaves<Cell>(of source: AnyDataSource, cell: Cell.Type) -> [ArrayDataSource<
  Row, Cell
>] {
  if let leaf = source.base as? ArrayDataSource<Row, Cell> { return [leaf] }
  guard let composition = source.base as? SectionedDataSource else { return [] }
  return composition.children.flatMap { rowLeaves(of: $0, cell: cell) }
}

/// A strict headless table or collection view showing a source, seen through one interface.
@MainActor
package struct HostProbe {
  package let name: String
  /// The positions that have a cell, in order.
  package let positions: () -> [ListPosition]
  package let cell: (ListPosition) -> HeadlessReusableCell?
  package let log: () -> [HeadlessUpdateRecord]

  package init(
    name: String, positions: @escaping () -> [ListPosition],
    cell: @escaping (ListPosition) -> HeadlessReusableCell?,
    log: @escaping () -> [HeadlessUpdateRecord]
  ) {
    self.name = name
    self.positions = positions
    self.cell = cell
    self.log = log
  }

  package static var strictOptions: HeadlessHostOptions {
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.visibleItemLimit = 100_000
    return options
  }

  package static func table(showing source: some DataSource) throws -> HostProbe {
    let view = HeadlessTableView(options: strictOptions)
    try view.attach(source)
    return HostProbe(
      name: "table", positions: { view.indexPathsForVisibleRows },
      cell: { view.cellForRow(at: $0) }, log: { view.updateLog })
  }

  package static func collection(showing source: some DataSource) throws -> HostProbe {
    let view = HeadlessCollectionView(options: strictOptions)
    try view.attach(source)
    return HostProbe(
      name: "collection", positions: { view.indexPathsForVisibleItems },
      cell: { view.cellForItem(at: $0) }, log: { view.updateLog })
  }

  /// A Boolean value that indicates whether the host accepted every batch it was given.
  package var allAccepted: Bool { !log().contains { !$0.succeeded } }

  /// Each shown item's identifier and its cell.
  package func cellsByIdentifier(of source: some IdentifiedDataSource) -> [AnyHashable:
    HeadlessReusableCell]
  {
    var cells: [AnyHashable: HeadlessReusableCell] = [:]
    for position in positions() {
      if let identifier = source.itemIdentifier(at: position), let cell = cell(position) {
        cells[identifier] = cell
      }
    }
    return cells
  }

  /// What differs between the host and a source of rows: missing or extra cells, and cells
  /// that show another row than the source has at their position.
  package func mismatches(with source: some DataSource) -> [String] {
    let expected = (0..<source.numberOfSections).flatMap { section in
      (0..<source.numberOfItems(inSection: section)).map {
        ListPosition(section: section, item: $0)
      }
    }
    let shown = positions()
    guard shown == expected else {
      return ["\(name) shows \(shown.count) cells at \(shown), the source has \(expected)"]
    }
    return expected.compactMap { position in
      let text = (source.model(at: position) as? Row)?.text
      let shown = cell(position)?.textLabel
      return shown == text
        ? nil : "\(name) shows \(shown ?? "nil") at \(position), not \(text ?? "nil")"
    }
  }
}
