import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Random re-declarations (sections added, removed, moved, toggled, retitled, their items
/// edited, groups of both layouts, long-lived sources moved between groups) through strict
/// hosts: every batch is accepted, the screen matches one built from scratch, and the cells of
/// unchanged sections are never filled again. A third of the rounds first try the declaration
/// with an entry that cannot join: that update fails and changes nothing.
@MainActor
@Suite struct DeclaredScreenRandomTests {
  /// The unchanged leaves of `new` against `old`: entries reached through groups kept with the
  /// same layout, themselves kept with the same kind and content; as the set of their item ids.
  func unchangedItems(_ old: [DeclaredEntry], _ new: [DeclaredEntry], pool: [[DeclaredItem]])
    -> Set<String>
  {
    var result: Set<String> = []
    for entry in new {
      guard let before = old.first(where: { $0.id == entry.id }) else { continue }
      switch (before, entry) {
      case (.items(_, let h1, let i1), .items(_, let h2, let i2)) where h1 == h2 && i1 == i2:
        result.formUnion(i2.map(\.id))
      case (.source(_, let p1), .source(_, let p2)) where p1 == p2:
        result.formUnion(pool[p2].map(\.id))
      case (.group(_, let l1, let h1, let e1), .group(_, let l2, let h2, let e2))
      where l1 == l2 && h1 == h2:
        result.formUnion(unchangedItems(e1, e2, pool: pool))
      default:
        break
      }
    }
    return result
  }

  /// The ids of the items of visible cells, read from the rendering ("  [s, i] id:text").
  func visibleItems(_ rendering: String) -> Set<String> {
    Set(
      rendering.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("  ["), let close = line.firstIndex(of: "]") else { return nil }
        let text = line[line.index(after: close)...].drop(while: { $0 == " " })
        return text.split(separator: ":").first.map(String.init)
      })
  }

  func randomItems(
    _ prefix: String, from old: [DeclaredItem], next: inout Int,
    using generator: inout SeededGenerator
  ) -> [DeclaredItem] {
    var items = old
    if Int.random(in: 0..<3, using: &generator) == 0 { return items }  // often unchanged
    for _ in 0..<Int.random(in: 0...3, using: &generator) where !items.isEmpty {
      items.remove(at: Int.random(in: 0..<items.count, using: &generator))
    }
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      next += 1
      items.insert(
        DeclaredItem(id: "\(prefix).\(next)", text: "v0"),
        at: Int.random(in: 0...items.count, using: &generator))
    }
    if items.count > 1, Bool.random(using: &generator) {
      items.swapAt(0, Int.random(in: 0..<items.count, using: &generator))
    }
    if !items.isEmpty, Bool.random(using: &generator) {
      let index = Int.random(in: 0..<items.count, using: &generator)
      items[index].text += "+"
    }
    return items
  }

  /// A random declaration that keeps, drops, moves and edits the entries of `old`.
  func randomDeclaration(
    _ old: [DeclaredEntry], ids: [String], depth: Int, pools: inout Set<Int>, next: inout Int,
    using generator: inout SeededGenerator
  ) -> [DeclaredEntry] {
    var entries: [DeclaredEntry] = []
    for id in ids.shuffled(using: &generator) where Int.random(in: 0..<4, using: &generator) > 0 {
      let before = old.first { $0.id == id }
      let roll = Int.random(in: 0..<10, using: &generator)
      switch (before, roll) {
      case (.items(_, let header, let items)?, 0..<7):
        let retitle = Int.random(in: 0..<5, using: &generator) == 0
        entries.append(
          .items(
            id: id, header: retitle ? "\(id) \(next)" : header,
            items: randomItems(id, from: items, next: &next, using: &generator)))
      case (.group(_, let linear, let header, let children)?, 0..<8) where depth == 0:
        let flip = Int.random(in: 0..<6, using: &generator) == 0
        entries.append(
          .group(
            id: id, linear: flip ? !linear : linear, header: header,
            entries: randomDeclaration(
              children, ids: ["\(id)/a", "\(id)/b", "\(id)/c"], depth: 1, pools: &pools,
              next: &next, using: &generator)))
      case (.source(_, let pool)?, 0..<8) where !pools.contains(pool):
        pools.insert(pool)
        entries.append(.source(id: id, pool: pool))
      default:
        // A new entry of a random kind under this identity.
        let kind = Int.random(in: 0..<(depth == 0 ? 3 : 2), using: &generator)
        if kind == 1,
          let pool = [0, 1, 2].filter({ !pools.contains($0) }).randomElement(
            using: &generator)
        {
          pools.insert(pool)
          entries.append(.source(id: id, pool: pool))
        } else if kind == 2 {
          entries.append(
            .group(
              id: id, linear: Bool.random(using: &generator), header: "\(id) group",
              entries: randomDeclaration(
                [], ids: ["\(id)/a", "\(id)/b", "\(id)/c"], depth: 1, pools: &pools,
                next: &next, using: &generator)))
        } else {
          entries.append(
            .items(
              id: id, header: "\(id)",
              items: randomItems(id, from: [], next: &next, using: &generator)))
        }
      }
    }
    return entries
  }

  func run<Host: AnyObject, Cell: ConfigurableCell>(
    seed: UInt64, cell: Cell.Type, host: (HeadlessHostOptions) -> Host,
    attach: (Host, SectionedDataSource) throws -> Void, render: (Host) -> String,
    log: (Host) -> [HeadlessUpdateRecord], impostor: () -> ScreenSection
  ) throws where Cell.Model == DeclaredItem {
    print("DeclaredScreenRandomTests seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    FillCounter.fills = [:]
    let poolItems = (0..<3).map { pool in
      (0..<3).map { DeclaredItem(id: "p\(pool).\($0)", text: "pool") }
    }
    let pool = poolItems.map { ArrayDataSource($0, cell: cell) }
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.visibleItemLimit = 30
    let ids = (0..<6).map { "s\($0)" }
    var next = 0
    var pools: Set<Int> = []
    var declaration = randomDeclaration(
      [], ids: ids, depth: 0, pools: &pools, next: &next, using: &generator)
    let screen = try DeclaredScreen { sections(declaration, cell: cell, pool: pool) }
    let view = host(options)
    try attach(view, screen.root)
    for round in 0..<40 {
      let context = "seed \(seed) round \(round)"
      pools = []
      let newDeclaration = randomDeclaration(
        declaration, ids: ids, depth: 0, pools: &pools, next: &next, using: &generator)
      let visibleBefore = visibleItems(render(view))
      let fillsBefore = FillCounter.fills
      let logBefore = log(view).count
      // Often the same declaration is first tried with an entry that cannot join (a cell class
      // that conflicts with the host's, or a source of another composition): the update fails
      // and changes nothing, wherever the entry is and whatever else the declaration changes.
      if Int.random(in: 0..<3, using: &generator) == 0 {
        let captive = ArrayDataSource([DeclaredItem(id: "captive", text: "")], cell: cell)
        let holder = try SectionedDataSource([captive])
        var poisoned = sections(newDeclaration, cell: cell, pool: pool)
        poisoned.insert(
          Bool.random(using: &generator) ? impostor() : ScreenSection("captive", source: captive),
          at: Int.random(in: 0...poisoned.count, using: &generator))
        let rendered = render(view)
        #expect(throws: ListError.self, "\(context)") { try screen.setSections { poisoned } }
        #expect(log(view).count == logBefore, "\(context): a failed update published")
        #expect(render(view) == rendered, "\(context): a failed update changed the screen")
        #expect(FillCounter.fills == fillsBefore, "\(context): a failed update filled cells")
        withExtendedLifetime(holder) {}
      }
      try screen.setSections { sections(newDeclaration, cell: cell, pool: pool) }
      let rendering = render(view)
      let records = log(view).dropFirst(logBefore)
      #expect(
        records.filter { $0.error != nil || !$0.warnings.isEmpty }.isEmpty,
        "\(context): \(records.compactMap(\.error).map(\.reason))")
      // Unchanged sections kept their cells: no item of theirs visible before and after was
      // filled again (checked before the screen built from scratch below fills its own).
      let unchanged = unchangedItems(declaration, newDeclaration, pool: poolItems)
      let stillVisible = visibleItems(rendering).intersection(visibleBefore)
        .intersection(unchanged)
      let refilled = stillVisible.filter { FillCounter.fills[$0] != fillsBefore[$0] }
      #expect(
        refilled.isEmpty,
        "\(context): refilled \(refilled.sorted()); batches \(records.map(\.update))")
      // The same declaration built from scratch (with copies of the long-lived sources) shows
      // the same screen.
      let copies = poolItems.map { ArrayDataSource($0, cell: cell) }
      let fresh = try DeclaredScreen { sections(newDeclaration, cell: cell, pool: copies) }
      let freshView = host(options)
      try attach(freshView, fresh.root)
      #expect(
        settledRendering(rendering) == settledRendering(render(freshView)),
        "\(context)\n\(rendering)\n---\n\(render(freshView))")
      declaration = newDeclaration
    }
  }

  @Test(arguments: [UInt64(41), 42, 43, 44, 45, 46])
  func redeclaringThroughAStrictTable(seed: UInt64) throws {
    try run(
      seed: seed, cell: DeclaredTableCell.self, host: { HeadlessTableView(options: $0) },
      attach: { try $0.attach($1) }, render: { $0.render() }, log: { $0.updateLog },
      impostor: { ScreenSection("impostor", items: [], decorator: ImpostorDecorator.self) })
  }

  @Test(arguments: [UInt64(51), 52, 53, 54])
  func redeclaringThroughAStrictCollection(seed: UInt64) throws {
    try run(
      seed: seed, cell: DeclaredCollectionCell.self,
      host: { HeadlessCollectionView(options: $0) }, attach: { try $0.attach($1) },
      render: { $0.render() }, log: { $0.updateLog },
      impostor: {
        ScreenSection("impostor", items: [], decorator: ImpostorCollectionDecorator.self)
      })
  }
}
