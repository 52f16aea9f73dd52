import ListComposer
import ListComposerTestSupport
import Testing

@MainActor
@Suite struct AnyDataSourceTests {
  let contacts = ArrayDataSource(
    [Contact(id: 1, name: "Ada")], decorator: ContactDecorator.self, header: "People")
  let messages = ArrayDataSource([Message(id: 7, subject: "Hi")], decorator: MessageDecorator.self)

  @Test func sourcesOfDifferentModelTypesSitInOneArray() throws {
    let erased = [AnyDataSource(contacts), AnyDataSource(messages)]
    let first = ListPosition(section: 0, item: 0)
    #expect(erased[0].model(at: first, as: Contact.self)?.name == "Ada")
    #expect(erased[1].model(at: first, as: Message.self)?.subject == "Hi")
    #expect(erased[1].model(at: first, as: Contact.self) == nil)
    #expect((erased[0].base as? ArrayDataSource<Contact, LabelCell>) === contacts)
    #expect((erased[0].base as? ArrayDataSource<Message, BadgeCell>) == nil)
    #expect(erased[0].headerTitle(forSection: 0) == "People")
    #expect(erased[1].cellRegistrations.map(\.reuseIdentifier) == ["message"])
    #expect(erased[1].itemIdentifier(at: first) == AnyHashable(7))
  }

  @Test func typedLookupsReadTheSourceAsItIsNowThroughEveryLevel() throws {
    let inner = try SectionedDataSource([messages], layout: .linear)
    let screen = try SectionedDataSource([contacts, inner])
    let first = ListPosition(section: 0, item: 0)
    try contacts.insert(Contact(id: 2, name: "Grace"), at: first)
    let _: ListChange = messages.setItems([
      Message(id: 8, subject: "New"), Message(id: 7, subject: "Hi"),
    ])

    #expect(screen.model(at: first, as: Contact.self)?.name == "Grace")
    #expect(screen.model(at: ListPosition(section: 0, item: 1), as: Contact.self)?.name == "Ada")
    #expect(screen.model(at: ListPosition(section: 1, item: 0), as: Message.self)?.subject == "New")
    #expect(screen.model(at: ListPosition(section: 1, item: 0), as: Contact.self) == nil)
    #expect(screen.model(at: ListPosition(section: 0, item: 2), as: Contact.self) == nil)
    #expect(
      AnyDataSource(contacts).model(at: ListPosition(section: 0, item: -1), as: Contact.self) == nil
    )
  }

  @Test func typedLookupsReadSourcesThatKeepNoSectionStore() throws {
    // Array sources are read from their store; any other source through its own `model(at:)`.
    let squares = ComputedSource(count: 3) { $0 * $0 }
    let screen = try SectionedDataSource([contacts, squares], layout: .linear)
    let third = ListPosition(section: 0, item: 3)
    #expect(screen.model(at: third, as: Int.self) == 4)
    #expect(screen.model(at: third, as: Contact.self) == nil)
    #expect(screen.model(at: ListPosition(section: 0, item: 0), as: Int.self) == nil)
    squares.count = 4
    screen.reloadCounts()
    #expect(screen.model(at: ListPosition(section: 0, item: 4), as: Int.self) == 9)
    #expect(screen.model(at: ListPosition(section: 0, item: 5), as: Int.self) == nil)
  }

  @Test func wrappingTwiceWrapsTheBaseOnceAndSharesItsRelay() {
    let twice = AnyDataSource(AnyDataSource(contacts))
    #expect(twice.base === contacts)
    #expect(twice.updates === contacts.updates)
  }

  @Test func cellsComeFromTheWrappedDecoratorAndRejectMissingPositions() throws {
    let host = TestHost()
    let erased = AnyDataSource(messages)
    #expect(try host.text(of: erased, at: ListPosition(section: 0, item: 0)) == "Hi")
    #expect(
      throws: ListError.positionOutOfRange(
        .init(section: 0, item: 1), sectionCount: 1, itemCount: 1)
    ) {
      try erased.cell(
        at: ListPosition(section: 0, item: 1),
        for: CellRequest(host: host, hostPosition: ListPosition(section: 0, item: 1)))
    }
  }
}
