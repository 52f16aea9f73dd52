import HeadlessHost
import ListComposerTestSupport
import Testing

/// The adapter asks a screen for its registrations before a batch only when they may have
/// changed (`RegistrationRevision`): every way a registration is added still reaches the view
/// before the first cell that needs it is dequeued, on strict views that fail on an
/// unregistered identifier.
@MainActor
@Suite struct RegistrationRevisionTests {
  final class BadgeCell: HeadlessTableViewCell {}
  final class TitleView: HeadlessCollectionReusableView {}

  enum Header: SupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static func decorate(_ view: TitleView, with section: ListSection<String>, at index: Int) {
      view.textLabel = "header \(index)"
    }
  }

  /// A source of an app's own, which changes its cell type without telling anyone.
  final class Switching: DataSource {
    var items: [String]
    var cellType: HeadlessTableViewCell.Type = TextCell.self
    var reuseIdentifier = "plain"
    let updates = UpdateRelay()

    init(_ items: [String]) { self.items = items }

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? items.count : 0 }
    func model(at position: ListPosition) -> String? {
      position.section == 0 && items.indices.contains(position.item) ? items[position.item] : nil
    }
    func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
      guard let text = model(at: position) else { throw outOfRangeError(position) }
      let cell = try request.dequeue(HeadlessTableViewCell.self, reuseIdentifier: reuseIdentifier)
      cell.textLabel = text
      return cell
    }
    var cellRegistrations: [CellRegistration] {
      [CellRegistration(cellType, reuseIdentifier: reuseIdentifier)]
    }

    func append(_ item: String) throws {
      items.append(item)
      try updates.send(
        BatchUpdate(insertedItems: [ListPosition(section: 0, item: items.count - 1)]))
    }
  }

  func badges() -> ArrayDataSource<String, BadgeCell> {
    ArrayDataSource(["b1", "b2"], cell: BadgeCell.self) { $0.textLabel = $1 }
  }

  /// Attaches the screen to a strict table and applies one batch, so that the adapter has
  /// checked the registrations since it attached.
  func shown(_ screen: SectionedDataSource, changing contacts: ArrayDataSource<String, TextCell>)
    throws -> HeadlessTableView
  {
    let tableView = strictTable()
    try tableView.attach(screen)
    try contacts.append("Grace")
    return tableView
  }

  @Test func aScreenWhoseRegistrationsStayIsNotAskedForThemAgain() throws {
    let contacts = texts(["Ada"])
    let tableView = try shown(
      try SectionedDataSource([contacts, texts(["x"])]), changing: contacts)
    let adapter = try #require(tableView.adapter)
    let checks = adapter.registrationChecks
    try contacts.append("Katherine")
    try contacts.remove(at: ListPosition(section: 0, item: 0))
    #expect(adapter.registrationChecks == checks)
    #expect(tableView.updateLog.count == 3)
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
  }

  @Test func aChildInsertedIntoANestedCompositionIsRegisteredBeforeItsCells() throws {
    let contacts = texts(["Ada"])
    let inner = try SectionedDataSource([texts(["m"])])
    let tableView = try shown(try SectionedDataSource([contacts, inner]), changing: contacts)
    let checks = try #require(tableView.adapter).registrationChecks
    try inner.insert(badges(), at: 0)
    #expect(tableView.cellForRow(at: ListPosition(section: 1, item: 1)) is BadgeCell)
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(try #require(tableView.adapter).registrationChecks == checks + 1)
  }

  @Test func childrenSetAgainAreRegisteredBeforeTheirCells() throws {
    let contacts = texts(["Ada"])
    let screen = try SectionedDataSource([contacts])
    let tableView = try shown(screen, changing: contacts)
    try screen.setChildren([contacts, badges()])
    #expect(tableView.cellForRow(at: ListPosition(section: 1, item: 0)) is BadgeCell)
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
  }

  @Test func aSectionDeclaredAgainIsRegisteredBeforeItsCells() throws {
    let contacts = texts(["Ada"])
    let screen = try DeclaredScreen { ScreenSection("contacts", source: contacts) }
    let tableView = try shown(screen.root, changing: contacts)
    let badges = badges()
    try screen.setSections {
      ScreenSection("contacts", source: contacts)
      ScreenSection("badges", source: badges)
    }
    #expect(tableView.cellForRow(at: ListPosition(section: 1, item: 1)) is BadgeCell)
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
  }

  @Test func aSupplementaryDecoratorAddedAfterAttachingIsRegisteredByTheReload() throws {
    let contacts = tiles(["Ada"])
    var options = strictOptions()
    options.visibleItemLimit = 100
    let view = HeadlessCollectionView(options: options)
    try view.attach(try SectionedDataSource([contacts]))
    try contacts.append("Grace")
    contacts.addSupplementary(Header.self)
    // Adding a decorator is not a change of the data: the app reloads (see `addSupplementary`).
    try #require(view.adapter).reloadData()
    try view.layoutIfNeeded()
    let header = view.supplementaryView(
      forElementKind: SupplementaryKind.header, at: ListPosition(section: 0, item: 0))
    #expect(header?.textLabel == "header 0")
  }

  @Test func aSourceThatDoesNotReportIsAskedAtEveryBatch() throws {
    let contacts = texts(["Ada"])
    let switching = Switching(["s"])
    let tableView = try shown(try SectionedDataSource([contacts, switching]), changing: contacts)
    let checks = try #require(tableView.adapter).registrationChecks
    switching.cellType = BadgeCell.self
    switching.reuseIdentifier = "badge"
    try switching.append("t")
    #expect(tableView.cellForRow(at: ListPosition(section: 1, item: 1)) is BadgeCell)
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(try #require(tableView.adapter).registrationChecks == checks + 1)
  }
}
