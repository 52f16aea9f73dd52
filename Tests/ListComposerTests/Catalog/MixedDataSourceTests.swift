import HeadlessHost
import ListComposer
import ListComposerTestSupport
import Testing

@MainActor
@Suite struct MixedDataSourceTests {
  typealias Contact = CatalogFixtures.Contact
  typealias Message = CatalogFixtures.Message
  typealias Ad = CatalogFixtures.Ad
  typealias Poll = CatalogFixtures.Poll
  typealias Member = CatalogFixtures.Member
  typealias ContactCell = CatalogFixtures.ContactCell
  typealias CompactContactCell = CatalogFixtures.CompactContactCell
  typealias MessageCell = CatalogFixtures.MessageCell
  typealias AdCell = CatalogFixtures.AdCell
  typealias ContactDecorator = CatalogFixtures.ContactDecorator
  typealias MessageDecorator = CatalogFixtures.MessageDecorator
  typealias MemberDecorator = CatalogFixtures.MemberDecorator
  typealias RecordingHost = CatalogFixtures.RecordingHost

  func position(_ section: Int, _ item: Int) -> ListPosition {
    CatalogFixtures.position(section, item)
  }

  static let ada = Contact(id: 1, name: "Ada")
  static let hello = Message(id: 1, subject: "Hello")
  static let sale = Ad(headline: "Sale")

  /// A strict table view showing a source.
  func strictTable(showing source: MixedDataSource) throws -> HeadlessTableView {
    var options = HeadlessHostOptions()
    options.isStrict = true
    let tableView = HeadlessTableView(options: options)
    try tableView.attach(source)
    return tableView
  }

  /// The text every item's decorator writes, computed without a host, section by section.
  func expectedTexts(_ source: MixedDataSource) -> [[String?]] {
    source.sections.map { section in
      section.items.map { item in
        switch item {
        case let contact as Contact: "contact \(contact.name)"
        case let message as Message: "message \(message.subject)"
        case let ad as Ad: "ad \(ad.headline)"
        default: "?"
        }
      }
    }
  }

  func shownTexts(_ tableView: HeadlessTableView) -> [[String?]] {
    (0..<tableView.numberOfSections).map { section in
      (0..<tableView.numberOfRows(inSection: section)).map {
        tableView.cellForRow(at: position(section, $0))?.textLabel
      }
    }
  }

  @Test func rendersItemsOfDifferentTypesInOneSection() throws {
    let feed = MixedDataSource(
      [Self.hello, Self.ada, Self.sale], catalog: CatalogFixtures.generated, header: "Today",
      footer: "End")
    let tableView = try strictTable(showing: feed)
    #expect(
      tableView.visibleCells.map(\.textLabel) == ["message Hello", "contact Ada", "ad Sale"])
    #expect(tableView.cellForRow(at: position(0, 0)) is MessageCell)
    #expect(tableView.cellForRow(at: position(0, 1)) is ContactCell)
    #expect(tableView.cellForRow(at: position(0, 2)) is AdCell)
    #expect(
      tableView.render() == """
        HeadlessTableView: 1 section, 3 rows
        == Section 0: Today ==
          [0, 0] message Hello
          [0, 1] contact Ada
          [0, 2] ad Sale
        -- End --
        """)
    #expect(feed.missingDecorators().isEmpty)
  }

  @Test func aPreferredVariantIsUsedWhereAModelHasIt() throws {
    let feed = MixedDataSource(
      [Self.ada, Self.hello], catalog: CatalogFixtures.generated, variant: "compact")
    let tableView = try strictTable(showing: feed)
    #expect(tableView.visibleCells.map(\.textLabel) == ["compact Ada", "message Hello"])
    #expect(tableView.cellForRow(at: position(0, 0)) is CompactContactCell)
  }

  @Test func anItemWithoutADecoratorIsAnErrorNamingItsType() throws {
    var catalog = DecoratorCatalog()
    catalog.register(ContactDecorator.self)
    let feed = MixedDataSource([Self.ada, Self.sale, Poll(question: "?")], catalog: catalog)
    let host = RecordingHost()
    #expect(try host.text(of: feed, at: position(0, 0)) == "contact Ada")
    #expect(throws: ListError.noDecorator(modelType: "Ad")) {
      try host.text(of: feed, at: position(0, 1))
    }
    #expect(throws: ListError.noDecorator(modelType: "Poll")) {
      try host.text(of: feed, at: position(0, 2))
    }
    #expect(host.dequeued == ["ContactCell"])
    #expect(
      ListError.noDecorator(modelType: "Ad").description
        == "no decorator is registered for model type Ad")
  }

  @Test func aHostShowingAnItemWithoutADecoratorReportsTheMessage() {
    let feed = MixedDataSource(
      [Self.ada, Poll(question: "?")], catalog: CatalogFixtures.generated)
    let failure = #expect(throws: InternalInconsistency.self) {
      try HeadlessTableView().attach(feed)
    }
    #expect(failure?.kind == .dataSourceError)
    #expect(
      failure?.reason.hasSuffix("no decorator is registered for model type Poll") == true,
      "\(failure?.reason ?? "")")
  }

  @Test func missingDecoratorsNamesEachTypeOnceInOrderOfAppearance() {
    var catalog = DecoratorCatalog()
    catalog.register(MessageDecorator.self)
    let feed = MixedDataSource(
      sections: [
        ListSection(items: [Poll(question: "a"), Self.hello, Self.sale]),
        ListSection(items: [Poll(question: "b"), Self.ada, Self.sale]),
      ],
      catalog: catalog)
    #expect(feed.missingDecorators() == ["Poll", "Ad", "Contact"])
  }

  @Test func mutationsRefuseItemsWithoutADecoratorAndChangeNothing() throws {
    let feed = MixedDataSource([Self.ada], catalog: CatalogFixtures.generated)
    let tableView = try strictTable(showing: feed)
    let poll = Poll(question: "Lunch?")
    let error = ListError.noDecorator(modelType: "Poll")
    #expect(throws: error) { try feed.append(poll) }
    #expect(throws: error) { try feed.append(contentsOf: [Self.hello, poll]) }
    #expect(throws: error) { try feed.insert(poll, at: position(0, 0)) }
    #expect(throws: error) {
      try feed.setItems([Self.sale, poll], options: DiffOptions(usesReloadData: true))
    }
    #expect(throws: error) {
      try feed.setSections(
        [ListSection(items: [Self.sale]), ListSection(items: [poll])],
        options: DiffOptions(usesReloadData: true))
    }
    #expect(feed.numberOfItems == 1)
    #expect(tableView.updateLog.isEmpty)
  }

  @Test func mutationsPublishBatchesAStrictHostAccepts() throws {
    let feed = MixedDataSource(
      [Self.ada, Self.hello], catalog: CatalogFixtures.generated, header: "Feed")
    let tableView = try strictTable(showing: feed)
    var applied: [BatchUpdate] = []
    func check(_ update: BatchUpdate, sourceLocation: SourceLocation = #_sourceLocation) throws {
      let result = try #require(tableView.lastUpdateResult, sourceLocation: sourceLocation)
      #expect(try result.get() == update, sourceLocation: sourceLocation)
      #expect(shownTexts(tableView) == expectedTexts(feed), sourceLocation: sourceLocation)
      applied.append(update)
    }

    try check(try feed.append(Self.sale).batch)
    try check(try feed.insert(Message(id: 2, subject: "Re: Hello"), at: position(0, 0)).batch)
    try check(try feed.append(contentsOf: [Contact(id: 2, name: "Grace"), Self.sale]).batch)
    let (removed, update) = try feed.remove(at: position(0, 1))
    #expect((removed as? Contact)?.name == "Ada")
    try check(update.batch)
    try check(try feed.insert(Self.ada, at: position(0, 5)).batch)  // the end of the section
    try check(
      try feed.setSections(
        [
          ListSection(header: "Pinned", items: [Self.hello]),
          ListSection(header: "Rest", items: [Self.ada, Self.sale]),
        ], options: DiffOptions(usesReloadData: true)
      ).batch)
    try check(try feed.append(Self.sale, toSection: 1).batch)
    try check(
      try feed.setItems([Self.sale, Self.ada], options: DiffOptions(usesReloadData: true)).batch)

    #expect(
      applied.map(\.description) == [
        "insert items [0, 2]", "insert items [0, 0]", "insert items [0, 4] [0, 5]",
        "delete items [0, 1]", "insert items [0, 5]", "insert sections 1; reload sections 0",
        "insert items [1, 2]", "delete sections 1; reload sections 0",
      ])
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(tableView.warnings.isEmpty)
    #expect(feed.headerTitle(forSection: 0) == "Pinned")
  }

  @Test func identityPairsTheTypeWithTheItemsIdentifier() {
    let feed = MixedDataSource(
      [Self.ada, Self.hello, Contact(id: 1, name: "Ada King"), Self.sale],
      catalog: CatalogFixtures.generated)
    let contact = feed.itemIdentifier(at: position(0, 0))
    #expect(contact != nil)
    #expect(contact != feed.itemIdentifier(at: position(0, 1)))  // same id, other type
    #expect(contact == feed.itemIdentifier(at: position(0, 2)))  // same id, same type
    #expect(feed.itemIdentifier(at: position(0, 3)) == nil)  // Ad has no identity
    #expect(feed.itemIdentifier(at: position(0, 9)) == nil)
  }

  @Test func positionsThatDoNotExistAreErrors() throws {
    let feed = MixedDataSource([Self.ada], catalog: CatalogFixtures.generated)
    #expect(feed.model(at: position(0, 1)) == nil)
    #expect(feed.model(at: position(1, 0)) == nil)
    #expect(feed.model(at: position(-1, 0)) == nil)
    #expect(feed.numberOfItems(inSection: 3) == 0)
    #expect(throws: ListError.positionOutOfRange(position(0, 2), sectionCount: 1, itemCount: 1)) {
      try feed.insert(Self.hello, at: position(0, 2))
    }
    #expect(throws: ListError.positionOutOfRange(position(0, 1), sectionCount: 1, itemCount: 1)) {
      try feed.remove(at: position(0, 1))
    }
    #expect(throws: ListError.sectionOutOfRange(2, sectionCount: 1)) {
      try feed.append(Self.hello, toSection: 2)
    }
    #expect(throws: ListError.positionOutOfRange(position(3, 0), sectionCount: 1, itemCount: nil)) {
      try RecordingHost().text(of: feed, at: position(3, 0))
    }
    #expect(feed.numberOfItems == 1)
  }

  @Test func selectionHandsTheItemAndItsPositionToTheHandler() throws {
    let feed = MixedDataSource([Self.ada, Self.hello], catalog: CatalogFixtures.generated)
    let tableView = try strictTable(showing: feed)
    #expect(!feed.handle(.select, at: position(0, 0), cell: nil))  // no handler yet
    var selected: [(String, ListPosition)] = []
    feed.onSelect = { item, position in
      selected.append(((item as? Message)?.subject ?? "not a message", position))
    }
    #expect(tableView.selectRow(at: position(0, 1)))
    #expect(!feed.handle(.select, at: position(0, 7), cell: nil))
    #expect(selected.map(\.0) == ["Hello"])
    #expect(selected.map(\.1) == [position(0, 1)])
  }

  @Test func aConflictingIdentifierFailsOnlyTheCellsThatUseIt() throws {
    var catalog = DecoratorCatalog()
    catalog.register(ContactDecorator.self)
    catalog.register(MessageDecorator.self)
    catalog.register(MemberDecorator.self)
    let feed = MixedDataSource([Self.ada, Self.hello, Member(name: "Bo")], catalog: catalog)
    let conflict = ListError.conflictingRegistration(
      reuseIdentifier: "ContactCell", existing: "ContactCell", new: "CompactContactCell")
    let host = RecordingHost()
    #expect(throws: conflict) { try host.text(of: feed, at: position(0, 0)) }
    #expect(throws: conflict) { try host.text(of: feed, at: position(0, 2)) }
    #expect(try host.text(of: feed, at: position(0, 1)) == "message Hello")
    let failure = #expect(throws: InternalInconsistency.self) {
      try HeadlessTableView().attach(feed)
    }
    #expect(failure?.kind == .duplicateIdentifier)
  }

  @Test func composesAsAChildOfASectionedDataSource() throws {
    let feed = MixedDataSource([Self.ada], catalog: CatalogFixtures.generated, header: "Feed")
    let names = ArrayDataSource(["x"], cell: AdCell.self, reuseIdentifier: "name") {
      cell, text in cell.textLabel = text
    }
    let screen = try SectionedDataSource([names, feed])
    var options = HeadlessHostOptions()
    options.isStrict = true
    let tableView = HeadlessTableView(options: options)
    try tableView.attach(screen)
    let update = try feed.insert(Self.sale, at: position(0, 0))
    #expect(update.batch.insertedItems == [position(1, 0)])
    #expect(tableView.updateLog.last?.succeeded == true)
    #expect(tableView.cellForRow(at: position(1, 0))?.textLabel == "ad Sale")
    #expect(tableView.cellForRow(at: position(1, 1))?.textLabel == "contact Ada")
  }
}
