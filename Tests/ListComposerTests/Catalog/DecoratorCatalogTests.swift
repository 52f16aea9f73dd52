import HeadlessHost
import ListComposer
import ListComposerTestSupport
import Testing

@MainActor
@Suite struct DecoratorCatalogTests {
  typealias Contact = CatalogFixtures.Contact
  typealias Message = CatalogFixtures.Message
  typealias Ad = CatalogFixtures.Ad
  typealias Poll = CatalogFixtures.Poll
  typealias ContactCell = CatalogFixtures.ContactCell
  typealias CompactContactCell = CatalogFixtures.CompactContactCell
  typealias MessageCell = CatalogFixtures.MessageCell
  typealias AdCell = CatalogFixtures.AdCell
  typealias ContactDecorator = CatalogFixtures.ContactDecorator
  typealias CompactContactDecorator = CatalogFixtures.CompactContactDecorator
  typealias ReplacementContactDecorator = CatalogFixtures.ReplacementContactDecorator
  typealias MessageDecorator = CatalogFixtures.MessageDecorator
  typealias MemberDecorator = CatalogFixtures.MemberDecorator
  typealias RecordingHost = CatalogFixtures.RecordingHost

  func position(_ section: Int, _ item: Int) -> ListPosition {
    CatalogFixtures.position(section, item)
  }

  @Test func anEmptyCatalogHasNoDecorators() throws {
    let catalog = DecoratorCatalog()
    #expect(catalog.decorators.isEmpty)
    #expect(catalog.registrations.isEmpty)
    #expect(catalog.decorator(for: Contact(id: 1, name: "Ada")) == nil)
    try catalog.checkRegistrations()
  }

  @Test func looksUpTheDecoratorOfAValuesDynamicType() {
    var catalog = DecoratorCatalog()
    catalog.register(ContactDecorator.self)
    catalog.register(MessageDecorator.self)
    let boxed: [Any] = [Message(id: 1, subject: "Hi"), Contact(id: 1, name: "Ada")]
    #expect(catalog.decorator(for: boxed[0])?.modelTypeName == "Message")
    #expect(catalog.decorator(for: boxed[0])?.reuseIdentifier == "message")
    #expect(catalog.decorator(for: boxed[1])?.reuseIdentifier == "ContactCell")
    #expect(catalog.decorator(for: boxed[1])?.decoratorType == ContactDecorator.self)
    #expect(catalog.decorator(forModelType: Message.self)?.modelType == Message.self)
    #expect(catalog.decorator(for: Ad(headline: "Sale")) == nil)
    #expect(catalog.decorator(for: 42) == nil)
  }

  @Test func aLaterRegistrationForTheSameModelReplacesTheEarlierOne() throws {
    var catalog = DecoratorCatalog()
    catalog.register(ContactDecorator.self)
    catalog.register(MessageDecorator.self)
    catalog.register(ReplacementContactDecorator.self)
    #expect(catalog.decorators.count == 2)
    #expect(catalog.decorators.first?.decoratorType == ReplacementContactDecorator.self)
    let cell = ContactCell(reuseIdentifier: "ContactCell")
    let decorator = try #require(catalog.decorator(for: Contact(id: 1, name: "Ada")))
    #expect(decorator.decorate(cell, with: Contact(id: 1, name: "Ada")))
    #expect(cell.textLabel == "replaced Ada")
  }

  @Test func variantsLiveBesideTheDefaultAndFallBackToIt() throws {
    let catalog = CatalogFixtures.generated
    let ada = Contact(id: 1, name: "Ada")
    #expect(catalog.decorators.count == 4)
    #expect(catalog.decorator(for: ada)?.variant == nil)
    #expect(catalog.decorator(for: ada)?.reuseIdentifier == "ContactCell")
    #expect(catalog.decorator(for: ada, variant: "compact")?.variant == "compact")
    #expect(
      catalog.decorator(for: ada, variant: "compact")?.reuseIdentifier == "CompactContactCell")
    #expect(catalog.decorator(for: ada, variant: "large")?.reuseIdentifier == "ContactCell")
    #expect(catalog.decorator(for: Ad(headline: "x"), variant: "compact")?.variant == nil)

    var onlyVariant = DecoratorCatalog()
    onlyVariant.register(CompactContactDecorator.self, variant: "compact")
    #expect(onlyVariant.decorator(for: ada) == nil)
    #expect(onlyVariant.decorator(for: ada, variant: "compact") != nil)
  }

  @Test func registrationsListEachCellOnceInRegistrationOrder() {
    var catalog = CatalogFixtures.generated
    catalog.register(ReplacementContactDecorator.self)  // ContactCell again
    let registrations = catalog.registrations.map { "\($0.reuseIdentifier)=\($0.cellTypeName)" }
    #expect(
      registrations == [
        "AdCell=AdCell", "CompactContactCell=CompactContactCell", "ContactCell=ContactCell",
        "message=MessageCell",
      ])
  }

  @Test func twoCellTypesUnderOneIdentifierAreAConflict() {
    var catalog = DecoratorCatalog()
    catalog.register(ContactDecorator.self)
    catalog.register(MessageDecorator.self)
    catalog.register(MemberDecorator.self)
    let expected = ListError.conflictingRegistration(
      reuseIdentifier: "ContactCell", existing: "ContactCell", new: "CompactContactCell")
    #expect(throws: expected) { try catalog.checkRegistrations() }
    #expect(
      expected.description
        == #"reuse identifier "ContactCell" is registered for both ContactCell and "#
        + "CompactContactCell")
  }

  @Test func oneCellTypeUnderOneIdentifierIsNoConflict() throws {
    var catalog = DecoratorCatalog()
    catalog.register(ContactDecorator.self)
    catalog.register(ReplacementContactDecorator.self, variant: "plain")
    catalog.register(ContactDecorator.self, variant: "again")
    try catalog.checkRegistrations()
    #expect(catalog.registrations.count == 1)
  }

  @Test func theErasedDecoratorChecksTheCellAndTheModel() {
    let decorator = AnyCellDecorator(ContactDecorator.self)
    let cell = ContactCell(reuseIdentifier: "ContactCell")
    #expect(!decorator.decorate(cell, with: Message(id: 1, subject: "Hi")))
    #expect(
      !decorator.decorate(AdCell(reuseIdentifier: "AdCell"), with: Contact(id: 1, name: "A")))
    #expect(cell.textLabel == nil)
    #expect(decorator.decorate(cell, with: Contact(id: 1, name: "Ada")))
    #expect(cell.textLabel == "contact Ada")
    #expect(decorator.cellRegistration == ContactDecorator.cellRegistration)
  }

  @Test func theErasedDecoratorDequeuesFromTheHost() throws {
    let decorator = AnyCellDecorator(MessageDecorator.self)
    let host = RecordingHost()
    try host.registerCell(decorator.cellRegistration)
    let request = CellRequest(host: host, hostPosition: position(0, 0))
    let cell = try decorator.cell(for: Message(id: 1, subject: "Hi"), with: request)
    #expect((cell as? MessageCell)?.textLabel == "message Hi")
    #expect(host.dequeued == ["message"])
    #expect(throws: ListError.noDecorator(modelType: "Poll")) {
      try decorator.cell(for: Poll(question: "?"), with: request)
    }
    #expect(host.dequeued == ["message"])
  }

  @Test func aHostReturningAnotherCellTypeIsAMismatch() throws {
    let host = RecordingHost()
    try host.registerCell(CellRegistration(AdCell.self, reuseIdentifier: "message"))
    let request = CellRequest(host: host, hostPosition: position(0, 0))
    #expect(
      throws: ListError.cellTypeMismatch(
        reuseIdentifier: "message", expected: "MessageCell", actual: "AdCell")
    ) {
      try AnyCellDecorator(MessageDecorator.self).cell(
        for: Message(id: 1, subject: "Hi"), with: request)
    }
  }
}
