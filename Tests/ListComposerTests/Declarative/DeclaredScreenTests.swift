import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

@MainActor
@Suite struct DeclaredScreenTests {
  func item(_ id: String) -> DeclaredItem { DeclaredItem(id: id, text: "v") }

  func strictTable(_ screen: DeclaredScreen) throws -> HeadlessTableView {
    var options = HeadlessHostOptions()
    options.isStrict = true
    let table = HeadlessTableView(options: options)
    try table.attach(screen.root)
    return table
  }

  @Test func everyBuilderFormDeclaresItsEntries() throws {
    let kept = ArrayDataSource(
      [item("k")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
    let extra: [ScreenSection] = [
      ScreenSection(
        "spliced", items: [item("x")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
    ]
    let showsOptional = true
    let choice: Int? = 2
    let screen = try DeclaredScreen {
      ScreenSection("kept", source: kept)
      if showsOptional {
        ScreenSection(
          "optional", items: [item("o")],
          decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
      }
      if !showsOptional {
        ScreenSection(
          "never", items: [item("n")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
      } else {
        ScreenSection(
          "else", items: [item("e")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
      }
      if let choice {
        ScreenSection(
          "chosen \(choice)", items: [item("c")],
          decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
      }
      switch choice {
      case 2?:
        ScreenSection(
          "switched", items: [item("s")],
          decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
      default:
        ScreenSection(
          "other", items: [item("d")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
      }
      for index in 0..<2 {
        ScreenSection(
          "loop \(index)", items: [item("l\(index)")],
          decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
      }
      extra
      ScreenSection(group: "nested") {
        ScreenSection("inner", items: [item("i1")], cell: DeclaredTableCell.self, header: "Inner")
      }
      ScreenSection(linear: "flat", header: "Flat") {
        ScreenSection(
          "f1", items: [item("f1")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
        ScreenSection(
          "f2", items: [item("f2")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
      }
    }
    let ids = (0..<screen.root.numberOfSections).flatMap { section in
      (0..<screen.root.numberOfItems(inSection: section)).compactMap {
        screen.root.model(at: ListPosition(section: section, item: $0), as: DeclaredItem.self)?.id
      }
    }
    #expect(ids == ["k", "o", "e", "c", "s", "l0", "l1", "x", "i1", "f1", "f2"])
    #expect(screen.root.headerTitle(forSection: 8) == "Inner")
    #expect(screen.root.headerTitle(forSection: 9) == "Flat")
    #expect(
      screen.source(ArrayDataSource<DeclaredItem, DeclaredTableCell>.self, at: "kept") === kept)
    #expect(
      screen.source(ArrayDataSource<DeclaredItem, DeclaredTableCell>.self, at: "flat", "f2")?
        .items.map(\.id) == ["f2"])
    #expect(screen.source(SectionedDataSource.self, at: "flat")?.layout == .linear)
    #expect(screen.source(ArrayDataSource<String, DeclaredTableCell>.self, at: "kept") == nil)
    #expect(screen.source(SectionedDataSource.self, at: "missing") == nil)
  }

  @Test func toggledSectionsAreOneBatchAndKeptSourcesStay() throws {
    var showsPeople = true
    let messages = ArrayDataSource(
      [item("m1"), item("m2")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
    func declare() -> [ScreenSection] {
      [
        ScreenSection(
          "contacts", items: [item("a"), item("b")],
          decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
      ]
        + (showsPeople
          ? [
            ScreenSection(
              "people", items: [item("p")],
              decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
          ] : [])
        + [ScreenSection("messages", source: messages)]
    }
    let screen = try DeclaredScreen { declare() }
    let table = try strictTable(screen)
    let contacts = screen.source(
      ArrayDataSource<DeclaredItem, DeclaredTableCell>.self, at: "contacts")
    showsPeople = false
    let batches = try screen.setSections { declare() }
    #expect(batches.batches.map(\.description) == ["delete sections 1"])
    #expect(table.updateLog.last?.error == nil)
    #expect(
      screen.source(ArrayDataSource<DeclaredItem, DeclaredTableCell>.self, at: "contacts")
        === contacts)
    showsPeople = true
    #expect(
      try screen.setSections { declare() }.batches.map(\.description) == ["insert sections 1"])
    // The same declaration again changes nothing.
    #expect(try screen.setSections { declare() }.isEmpty)
  }

  @Test func inlineSectionsReceiveTheirNewItemsAsADiff() throws {
    var items = [item("a"), item("b"), item("c")]
    let screen = try DeclaredScreen {
      ScreenSection("list", items: items, cell: DeclaredTableCell.self, header: "List")
    }
    let table = try strictTable(screen)
    items = [item("c"), item("a"), DeclaredItem(id: "b", text: "changed")]
    var header = "List (3)"
    let batches = try screen.setSections {
      ScreenSection("list", items: items, cell: DeclaredTableCell.self, header: header)
    }
    #expect(table.updateLog.allSatisfy { $0.error == nil && $0.warnings.isEmpty })
    #expect(!batches.isEmpty)
    #expect(
      !batches.batches.contains {
        $0.deletedSections.contains(0) || $0.insertedSections.contains(0)
      })
    #expect(table.render().contains("Section 0: List (3)"))
    header = "List (again)"
    _ = try screen.setSections {
      ScreenSection("list", items: items, cell: DeclaredTableCell.self, header: header)
    }
    // A retitle of a section with an identity reloads it; it is not deleted and inserted.
    #expect(table.updateLog.last?.update.description == "reload sections 0")
  }

  @Test func duplicateIdentitiesAndSourcesAreErrorsThatChangeNothing() throws {
    let shared = ArrayDataSource(
      [item("s")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
    let screen = try DeclaredScreen {
      ScreenSection(
        "one", items: [item("1")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
    }
    let before = screen.root.children.map { ObjectIdentifier($0.base) }
    #expect(throws: DeclaredScreenError.self) {
      try screen.setSections {
        ScreenSection(
          "twin", items: [item("a")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
        ScreenSection(
          "twin", items: [item("b")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
      }
    }
    #expect(throws: DeclaredScreenError.self) {
      try screen.setSections {
        ScreenSection("first", source: shared)
        ScreenSection(group: "group") { ScreenSection("second", source: shared) }
      }
    }
    #expect(screen.root.children.map { ObjectIdentifier($0.base) } == before)
    do {
      try screen.setSections {
        ScreenSection(
          "twin", items: [item("a")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
        ScreenSection(
          "twin", items: [item("b")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
      }
    } catch {
      #expect("\(error)".contains("the identity twin"))
    }
    // A source that belongs to another composition is refused before anything changes.
    let elsewhere = ArrayDataSource(
      [item("e")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
    let other = try SectionedDataSource([elsewhere])
    #expect(
      throws: ListError.alreadyComposed(child: "ArrayDataSource<DeclaredItem, DeclaredTableCell>")
    ) {
      try screen.setSections { ScreenSection("elsewhere", source: elsewhere) }
    }
    #expect(screen.root.children.map { ObjectIdentifier($0.base) } == before)
    #expect(other.children.count == 1)
    #expect(throws: DeclaredScreenError.self) {
      _ = try DeclaredScreen {
        ScreenSection("a", source: shared)
        ScreenSection("b", source: shared)
      }
    }
  }

  @Test func aSourceMovesBetweenGroupsAndKeepsItsTypedAPI() throws {
    let pinned = ArrayDataSource(
      [item("p1")], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
    var inFavourites = false
    func declare() -> [ScreenSection] {
      [
        ScreenSection(group: "main") {
          inFavourites ? [] : [ScreenSection("pinned", source: pinned)]
        },
        ScreenSection(group: "favourites") {
          inFavourites ? [ScreenSection("pinned", source: pinned)] : []
        },
      ]
    }
    let screen = try DeclaredScreen { declare() }
    let table = try strictTable(screen)
    inFavourites = true
    try screen.setSections { declare() }
    #expect(table.updateLog.allSatisfy { $0.error == nil })
    #expect(
      screen.source(
        ArrayDataSource<DeclaredItem, DeclaredTableCell>.self, at: "favourites", "pinned")
        === pinned)
    // The source still reaches the screen through its own API.
    try pinned.append(item("p2"))
    #expect(table.render().contains("p2:v"))
  }
}

/// Sections matched by identity rather than title.
@MainActor
@Suite struct ListSectionIdentityTests {
  func item(_ id: String) -> DeclaredItem { DeclaredItem(id: id, text: "v") }

  func table(_ source: ArrayDataSource<DeclaredItem, DeclaredTableCell>) throws
    -> HeadlessTableView
  {
    var options = HeadlessHostOptions()
    options.isStrict = true
    let table = HeadlessTableView(options: options)
    try table.attach(source)
    return table
  }

  @Test func sectionsWithTheSameTitleAreToldApartByIdentity() throws {
    let source = ArrayDataSource(
      sections: [
        ListSection(id: "a", header: "Same", items: [item("1")]),
        ListSection(id: "b", header: "Same", items: [item("2")]),
      ], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
    let host = try table(source)
    let batches = source.setSections([
      ListSection(id: "b", header: "Same", items: [item("2")]),
      ListSection(id: "a", header: "Same", items: [item("1")]),
    ]).batches
    #expect(batches.map(\.description) == ["move sections 1->0"])
    #expect(host.updateLog.allSatisfy { $0.error == nil })
  }

  @Test func aRetitledSectionWithAnIdentityIsReloadedNotReplaced() throws {
    let source = ArrayDataSource(
      sections: [ListSection(id: 1, header: "Inbox (2)", items: [item("1"), item("2")])],
      decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
    let host = try table(source)
    let batches = source.setSections([
      ListSection(id: 1, header: "Inbox (1)", items: [item("1")])
    ]).batches
    #expect(!batches.contains { !$0.deletedSections.isEmpty || !$0.insertedSections.isEmpty })
    #expect(host.render().contains("Section 0: Inbox (1)"))
    // Without an identity the same retitle deletes and inserts the section, as before.
    let untitled = ArrayDataSource(
      sections: [ListSection(header: "Inbox (2)", items: [item("1")])],
      decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
    let replaced = untitled.setSections([
      ListSection(header: "Inbox (1)", items: [item("1")])
    ]).batches
    #expect(replaced.contains { $0.deletedSections == [0] })
  }

  @Test func duplicateSectionIdentitiesStillGiveBatchesTheHostAccepts() throws {
    let source = ArrayDataSource(
      sections: [
        ListSection(id: "x", items: [item("1")]), ListSection(id: "x", items: [item("2")]),
      ], decorator: ConfigurableCellDecorator<DeclaredTableCell>.self)
    let host = try table(source)
    let _: ListChange = source.setSections([
      ListSection(id: "x", items: [item("2")]), ListSection(id: "y", items: [item("1")]),
      ListSection(id: "x", items: [item("3")]),
    ])
    #expect(host.updateLog.allSatisfy { $0.error == nil && $0.warnings.isEmpty })
    #expect(source.items.map { $0.id } == ["2", "1", "3"])
  }
}
