import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

@MainActor
@Suite struct SectionedDataSourceTests {
  let contacts = ArrayDataSource(
    [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")], decorator: ContactDecorator.self,
    header: "Recent")
  let messages = ArrayDataSource(
    sections: [
      ListSection(header: "Unread", items: [Message(id: 10, subject: "Hi")], footer: "1 unread"),
      ListSection(header: "Read", items: [Message(id: 11, subject: "Re: Hi")]),
    ], decorator: MessageDecorator.self)

  @Test func mapsEachChildsSectionsInOrder() throws {
    let screen = try SectionedDataSource([contacts, messages])
    #expect(screen.numberOfSections == 3)
    #expect(screen.numberOfItems(inSection: 0) == 2)
    #expect(screen.numberOfItems(inSection: 2) == 1)
    let located = try #require(screen.locate(ListPosition(section: 2, item: 0)))
    #expect(located.child == 1 && located.position == ListPosition(section: 1, item: 0))
    #expect(
      screen.position(ListPosition(section: 1, item: 0), inChild: 1) == .init(section: 2, item: 0))
    #expect(screen.model(at: ListPosition(section: 1, item: 0), as: Message.self)?.subject == "Hi")
    #expect(screen.model(at: ListPosition(section: 1, item: 0), as: Contact.self) == nil)
    #expect(CompositionLaws.violations(in: screen).isEmpty)
  }

  @Test func linearLayoutConcatenatesItemsOfAllChildSections() throws {
    let screen = try SectionedDataSource([contacts, messages], layout: .linear)
    #expect(screen.numberOfSections == 1)
    #expect(screen.numberOfItems(inSection: 0) == 4)
    let located = try #require(screen.locate(ListPosition(section: 0, item: 3)))
    #expect(located.child == 1 && located.position == ListPosition(section: 1, item: 0))
    #expect(
      screen.position(ListPosition(section: 1, item: 0), inChild: 1) == .init(section: 0, item: 3))
    #expect(CompositionLaws.violations(in: screen).isEmpty)
  }

  @Test func outOfRangePositionsAreNilOrTypedErrors() throws {
    let screen = try SectionedDataSource([contacts, messages])
    let host = TestHost()
    for position in [
      ListPosition(section: 3, item: 0), ListPosition(section: 0, item: 2),
      ListPosition(section: -1, item: 0), ListPosition(section: 0, item: -1),
    ] {
      #expect(screen.locate(position) == nil)
      #expect(screen.model(at: position) == nil)
      #expect(!screen.handle(.select, at: position, cell: nil))
      #expect(throws: ListError.self) {
        try screen.cell(at: position, for: CellRequest(host: host, hostPosition: position))
      }
    }
    #expect(screen.position(ListPosition(section: 0, item: 5), inChild: 0) == nil)
    #expect(screen.position(ListPosition(section: 0, item: 0), inChild: 7) == nil)
    #expect(screen.numberOfItems(inSection: 99) == 0)
    let error = ListError.positionOutOfRange(
      ListPosition(section: 0, item: 2), sectionCount: 3, itemCount: 2)
    #expect(error.description == "position [0, 2] is out of range: section 0 has 2 items")
  }

  @Test func cellsComeFromTheOwningChildsDecoratorAtTheHostsPosition() throws {
    let screen = try SectionedDataSource([contacts, messages])
    let host = TestHost()
    #expect(try host.text(of: screen, at: ListPosition(section: 0, item: 1)) == "Grace")
    #expect(try host.text(of: screen, at: ListPosition(section: 2, item: 0)) == "Re: Hi")
    #expect(host.dequeued.last?.identifier == "message")
    #expect(host.dequeued.last?.position == ListPosition(section: 2, item: 0))
    #expect(Set(host.registered.keys) == ["LabelCell", "message"])
  }

  @Test func selectionReachesTheChildWithItsLocalPositionAndTypedModel() throws {
    var selected: [(Message, ListPosition)] = []
    messages.onSelect = { selected.append(($0, $1)) }
    let screen = try SectionedDataSource([contacts, messages])
    #expect(screen.handle(.select, at: ListPosition(section: 2, item: 0), cell: nil))
    #expect(selected.count == 1)
    #expect(selected.first?.0 == Message(id: 11, subject: "Re: Hi"))
    #expect(selected.first?.1 == ListPosition(section: 1, item: 0))
    // contacts: no handler
    #expect(!screen.handle(.select, at: ListPosition(section: 0, item: 0), cell: nil))
  }

  @Test func headerAndFooterTitlesComeFromTheOwningChild() throws {
    let screen = try SectionedDataSource([contacts, messages])
    #expect(screen.headerTitle(forSection: 0) == "Recent")
    #expect(screen.headerTitle(forSection: 1) == "Unread")
    #expect(screen.footerTitle(forSection: 1) == "1 unread")
    #expect(screen.headerTitle(forSection: 2) == "Read")
    #expect(screen.headerTitle(forSection: 3) == nil)
    let linear = try SectionedDataSource([], layout: .linear)
    linear.headerTitle = "All"
    #expect(linear.headerTitle(forSection: 0) == "All")
  }

  @Test func aSourceBelongsToOneCompositionAndNoCompositionContainsItself() throws {
    let screen = try SectionedDataSource([contacts])
    #expect(throws: ListError.alreadyComposed(child: "ArrayDataSource<Contact, LabelCell>")) {
      try SectionedDataSource([contacts])
    }
    let outer = try SectionedDataSource([screen])
    #expect(throws: ListError.compositionCycle("SectionedDataSource")) {
      try screen.append(outer)
    }
    #expect(throws: ListError.compositionCycle("SectionedDataSource")) {
      try screen.append(screen)
    }
    let (removed, _) = try screen.removeChild(at: 0)
    #expect(removed.base === contacts)
    _ = try SectionedDataSource([contacts])  // free again
  }

  @Test(arguments: Array(UInt64(1)...40))
  func randomNestedCompositionsKeepTheLaws(seed: UInt64) throws {
    var random = ScreenGenerator(seed: seed)
    let screen = try random.composition(depth: 3) { $0.labelLeaf() }
    let violations = CompositionLaws.violations(in: screen)
    #expect(violations.isEmpty, "seed \(seed): \(violations)")
    let total = leaves(of: AnyDataSource(screen)).reduce(0) { $0 + $1.numberOfItems }
    #expect(screen.numberOfItems == total, "seed \(seed)")
  }

  @Test func theLawCheckerCatchesStaleCounts() throws {
    // A child changed behind the composition's back (not through its relay) breaks the laws;
    // reloadCounts() repairs them. This proves the checker can fail.
    let silent = ComputedSource(count: 2)
    let screen = try SectionedDataSource([silent], layout: .linear)
    silent.count = 3
    #expect(!CompositionLaws.violations(in: screen).isEmpty)
    screen.reloadCounts()
    #expect(CompositionLaws.violations(in: screen).isEmpty)
  }
}
