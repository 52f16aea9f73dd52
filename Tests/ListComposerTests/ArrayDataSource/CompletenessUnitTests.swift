import ListComposer
import ListComposerTestSupport
import Testing

/// A contact decorator that shows where each cell is: `Ada @0.1 on 3.1`.
private enum PlacedContactDecorator: CellDecorator {
  static func decorate(_ cell: LabelCell, with contact: Contact) { cell.text = contact.name }

  static func decorate(_ cell: LabelCell, with contact: Contact, in context: CellContext) {
    let local = context.position
    let screen = context.screenPosition
    cell.text =
      "\(contact.name) @\(local.section).\(local.item) on \(screen.section).\(screen.item)"
  }
}

/// A contact identified by its number, for diffs.
private struct Person: Hashable, Sendable, Identifiable, DiffIdentifiable, ContentEquatable {
  let id: Int
  var name = ""
}

/// The four completeness features of issue 22 without a view: cell contexts, the per-section
/// diff's batches in the source's own positions, and `remove(contentsOf:)`.
@MainActor
@Suite struct CompletenessUnitTests {
  let ada = Contact(id: 1, name: "Ada")
  let grace = Contact(id: 2, name: "Grace")

  func text(of cell: AnyObject) -> String? { (cell as? LabelCell)?.text }

  // MARK: Cell context

  @Test func aContextCarriesBothPositionsAndTheHost() {
    let host = TestHost()
    let request = CellRequest(host: host, hostPosition: ListPosition(section: 3, item: 2))
    let context = CellContext(position: ListPosition(section: 0, item: 2), request: request)
    #expect(context.position == ListPosition(section: 0, item: 2))
    #expect(context.screenPosition == ListPosition(section: 3, item: 2))
    #expect(context.host === host)
  }

  @Test func aDecoratorWithoutAContextMethodFillsFromTheModel() throws {
    let cell = LabelCell()
    let request = CellRequest(host: TestHost(), hostPosition: ListPosition(section: 1, item: 0))
    ContactDecorator.decorate(
      cell, with: ada,
      in: CellContext(position: ListPosition(section: 0, item: 0), request: request))
    #expect(cell.text == "Ada")
  }

  @Test func theClosureOfThreeArgumentsReceivesTheRequestsPositions() throws {
    let host = TestHost()
    let source = ArrayDataSource([ada, grace], cell: LabelCell.self) { cell, contact, context in
      cell.text = "\(contact.name) \(context.position.item) \(context.screenPosition.item)"
    }
    for registration in source.cellRegistrations { try host.registerCell(registration) }
    let cell = try source.cell(
      at: ListPosition(section: 0, item: 1),
      for: CellRequest(host: host, hostPosition: ListPosition(section: 4, item: 7)))
    #expect(text(of: cell) == "Grace 1 7")
  }

  @Test func theClosureOfTwoArgumentsStaysTheShortForm() throws {
    let source = ArrayDataSource([ada], cell: LabelCell.self) { $0.text = $1.name }
    #expect(try TestHost().text(of: source, at: ListPosition(section: 0, item: 0)) == "Ada")
  }

  @Test func aSectionedSourceOfTheContextClosureKeepsItsSections() throws {
    let source = ArrayDataSource(
      sections: [ListSection(items: [ada]), ListSection(header: "B", items: [grace])],
      cell: LabelCell.self
    ) { cell, contact, context in
      cell.text = "\(contact.name) @\(context.position.section)"
    }
    #expect(source.headerTitle(forSection: 1) == "B")
    #expect(try TestHost().text(of: source, at: ListPosition(section: 1, item: 0)) == "Grace @1")
  }

  @Test func aDecoratorsContextMethodIsCalledThroughAComposition() throws {
    let people = ArrayDataSource([ada, grace], decorator: PlacedContactDecorator.self)
    let screen = try SectionedDataSource([
      ArrayDataSource([Contact(id: 0, name: "top")], decorator: ContactDecorator.self),
      SectionedDataSource([people], layout: .linear),
    ])
    let host = TestHost()
    #expect(try host.text(of: screen, at: ListPosition(section: 1, item: 1)) == "Grace @0.1 on 1.1")
    #expect(try host.text(of: screen, at: ListPosition(section: 0, item: 0)) == "top")
  }

  @Test func anErasedDecoratorPassesTheLocalPositionItIsGiven() throws {
    let host = TestHost()
    let decorator = AnyCellDecorator(PlacedContactDecorator.self)
    try host.registerCell(decorator.cellRegistration)
    let request = CellRequest(host: host, hostPosition: ListPosition(section: 2, item: 5))
    let local = try decorator.cell(for: ada, at: ListPosition(section: 0, item: 1), with: request)
    #expect(text(of: local) == "Ada @0.1 on 2.5")
    // Without a local position, the host's stands in for it.
    let hosted = try decorator.cell(for: ada, with: request)
    #expect(text(of: hosted) == "Ada @2.5 on 2.5")
    // Filling a cell with no request uses the method without a context.
    let cell = LabelCell()
    #expect(decorator.decorate(cell, with: grace))
    #expect(cell.text == "Grace")
  }

  // MARK: setItems(_:inSection:)

  @Test func aSectionsDiffIsReportedInItsOwnSection() throws {
    let source = ArrayDataSource(
      sections: [
        ListSection(header: "A", items: [Person(id: 1), Person(id: 2)]),
        ListSection(header: "B", items: [Person(id: 3), Person(id: 4), Person(id: 5)]),
      ], cell: LabelCell.self
    ) { cell, person in cell.text = person.name }

    let batches = try source.setItems(
      [Person(id: 5), Person(id: 3, name: "three"), Person(id: 6)], inSection: 1)

    #expect(
      batches.batches.map(\.description) == [
        "reload items [1, 0]",
        "delete items [1, 1]; insert items [1, 2]; move items [1, 2]->[1, 0]",
      ])
    #expect(source.sections.map(\.header) == ["A", "B"])
    #expect(source.sections[0].items == [Person(id: 1), Person(id: 2)])
    #expect(
      source.sections[1].items == [Person(id: 5), Person(id: 3, name: "three"), Person(id: 6)])
  }

  @Test func aSectionsReloadReloadsOnlyThatSection() throws {
    let source = ArrayDataSource(
      sections: [ListSection(items: [Person(id: 1)]), ListSection(items: [Person(id: 2)])],
      cell: LabelCell.self
    ) { cell, person in cell.text = person.name }
    let batches = try source.setItems(
      [Person(id: 7), Person(id: 8)], inSection: 0, options: DiffOptions(reloadThreshold: 0))
    #expect(batches.batches == [BatchUpdate(reloadedSections: [0])])
    #expect(source.sections.map(\.items) == [[Person(id: 7), Person(id: 8)], [Person(id: 2)]])
  }

  @Test func aSectionOutOfRangeThrowsAndChangesNothing() {
    let source = ArrayDataSource([Person(id: 1)], cell: LabelCell.self) { _, _ in }
    #expect(throws: ListError.sectionOutOfRange(1, sectionCount: 1)) {
      let _: ListChange = try source.setItems([Person(id: 2)], inSection: 1)
    }
    #expect(source.items == [Person(id: 1)])
  }

  // MARK: remove(contentsOf:)

  @Test func removingValuesReportsEveryDeletedPositionOnce() {
    let source = ArrayDataSource(
      sections: [ListSection(items: [ada, grace, ada]), ListSection(items: [grace])],
      decorator: ContactDecorator.self)
    let update = source.remove(contentsOf: [ada, Contact(id: 9, name: "Nobody"), ada])
    #expect(
      update.batch.deletedItems == [
        ListPosition(section: 0, item: 0), ListPosition(section: 0, item: 2),
      ])
    #expect(source.sections.map(\.items) == [[grace], [grace]])
    #expect(source.remove(contentsOf: [Contact]()).isEmpty)
    #expect(source.remove(contentsOf: [ada]).isEmpty)
  }
}
