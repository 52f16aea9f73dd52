import HeadlessHost
import ListComposer
import ListComposerTesting

/// A model with an identity and a content, so that diffs report moves and updates.
struct Row: Identifiable, Equatable, DiffIdentifiable, ContentEquatable {
  let id: Int
  var content: Int

  /// What the row's cell shows: the identity and the content, so stale cells are visible.
  var text: String { "r\(id)v\(content)" }
}

/// Builds random nested compositions of `Row` sources shown in headless cells, and random new
/// data for their leaves, for the diffing-through-compositions tests.
@MainActor
struct RandomRowScreens<Cell: HeadlessReusableCell> {
  var generator: SeededGenerator
  private var nextRow = 0
  private var nextHeader = 0

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  /// A leaf with 0...3 sections of 0...4 fresh rows each, some sections without a header.
  mutating func leaf() -> ArrayDataSource<Row, Cell> {
    let sections = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
      ListSection(
        header: freshHeader(),
        items: (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          freshRow()
        })
    }
    return ArrayDataSource(sections: sections, cell: Cell.self) { $0.textLabel = $1.text }
  }

  /// A composition nested `depth` levels deep along its first child, with random layouts and
  /// 1...4 children on that path (0...4 elsewhere), so the screen always has depth ≥ `depth`.
  mutating func screen(depth: Int) throws -> SectionedDataSource {
    try composition(depth: depth, nested: true)
  }

  /// A random child: a leaf, or (while `depth` allows) a composition.
  mutating func child(depth: Int) throws -> any DataSource {
    if depth > 0, Bool.random(using: &generator) {
      return try composition(depth: depth - 1, nested: false)
    }
    return leaf()
  }

  private mutating func composition(depth: Int, nested: Bool) throws -> SectionedDataSource {
    let count = Int.random(in: (nested ? 1 : 0)...4, using: &generator)
    var children: [any DataSource] = []
    for index in 0..<count {
      if nested, index == 0, depth > 0 {
        children.append(try composition(depth: depth - 1, nested: true))
      } else {
        children.append(try child(depth: depth - 1))
      }
    }
    let layout: SectionedDataSource.Layout = Bool.random(using: &generator) ? .sections : .linear
    return try SectionedDataSource(children, layout: layout)
  }

  /// New data for a leaf: sections deleted, inserted, moved or given a new footer; rows
  /// deleted, inserted, moved (within and across sections) and changed in content.
  mutating func newSections(from old: [ListSection<Row>]) -> [ListSection<Row>] {
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
      sections.append(ListSection(header: freshHeader(), items: []))
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
  mutating func options() -> DiffOptions {
    var options = DiffOptions()
    if Bool.random(using: &generator) { options.updateStyle = .reconfigure }
    if Int.random(in: 0..<6, using: &generator) == 0 { options.reloadThreshold = 3 }
    return options
  }

  mutating func freshRow() -> Row {
    Row(id: freshID(), content: 0)
  }

  /// A fresh header, or `nil` one time in five (sections without headers match in order).
  private mutating func freshHeader() -> String? {
    Int.random(in: 0..<5, using: &generator) == 0 ? nil : "h\(freshID())"
  }

  private mutating func freshID() -> Int {
    nextRow += 1
    return nextRow
  }
}

/// Every `Row` leaf of a composition tree, depth first.
@MainActor
func rowLeaves<Cell>(of source: AnyDataSource, cell: Cell.Type) -> [ArrayDataSource<Row, Cell>] {
  if let leaf = source.base(as: ArrayDataSource<Row, Cell>.self) { return [leaf] }
  guard let composition = source.base(as: SectionedDataSource.self) else { return [] }
  return composition.children.flatMap { rowLeaves(of: $0, cell: cell) }
}

/// A strict headless table or collection view showing a source, seen through one interface.
@MainActor
struct HostProbe {
  let name: String
  /// The positions that have a cell, in order.
  let positions: () -> [ListPosition]
  let cell: (ListPosition) -> HeadlessReusableCell?
  let log: () -> [HeadlessUpdateRecord]

  static var strictOptions: HeadlessHostOptions {
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.visibleItemLimit = 100_000
    return options
  }

  static func table(showing source: some DataSource) throws -> HostProbe {
    let view = HeadlessTableView(options: strictOptions)
    try view.attach(source)
    return HostProbe(
      name: "table", positions: { view.indexPathsForVisibleRows },
      cell: { view.cellForRow(at: $0) }, log: { view.updateLog })
  }

  static func collection(showing source: some DataSource) throws -> HostProbe {
    let view = HeadlessCollectionView(options: strictOptions)
    try view.attach(source)
    return HostProbe(
      name: "collection", positions: { view.indexPathsForVisibleItems },
      cell: { view.cellForItem(at: $0) }, log: { view.updateLog })
  }

  /// A Boolean value that indicates whether the host accepted every batch it was given.
  var allAccepted: Bool { !log().contains { !$0.succeeded } }

  /// Each shown item's identifier and its cell.
  func cellsByIdentifier(of source: some DataSource) -> [AnyHashable: HeadlessReusableCell] {
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
  func mismatches(with source: some DataSource) -> [String] {
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
