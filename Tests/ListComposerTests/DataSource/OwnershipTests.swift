import HeadlessHost
import ListComposerTestSupport
import Testing

/// One source, one screen; registrations after attach; titles; errors that keep their type.
@MainActor
@Suite struct OwnershipTests {
  final class Owner {}

  @Test func aSourceAHostShowsCannotJoinAComposition() throws {
    let contacts = texts(["Ada"])
    let tableView = strictTable()
    try tableView.attach(contacts)
    let screen = try SectionedDataSource([texts(["x"])])
    #expect(
      throws: ListError.alreadyAttached(
        "host (ArrayDataSource<String, TextCell> is the root of a screen)")
    ) {
      try screen.append(contacts)
    }
    #expect(throws: ListError.self) { try SectionedDataSource([contacts]) }
    #expect(throws: ListError.self) { try screen.setChildren([contacts]) }
    #expect(screen.children.count == 1)
    // After detaching, or once the view is gone, it may join.
    tableView.detach()
    try screen.append(contacts)
    #expect(screen.children.count == 2)
  }

  @Test func aDeallocatedHostReleasesItsSource() throws {
    let contacts = texts(["Ada"])
    do {
      let tableView = strictTable()
      try tableView.attach(contacts)
      #expect(contacts.updates.hasHost)
    }
    #expect(!contacts.updates.hasHost)
    _ = try SectionedDataSource([contacts])
  }

  /// A handler that captures its source, registered by an owner that then goes, must not keep
  /// the source alive (LeakSanitizer reported the cycle source, relay, handler, source).
  @Test func anObserverThatCapturesItsSourceDoesNotOutliveItsOwner() throws {
    weak var released: ArrayDataSource<String, TextCell>?
    var heard: [BatchUpdate] = []
    do {
      let contacts = texts(["Ada"])
      released = contacts
      let owner = Owner()
      contacts.updates.observe(by: owner) { [contacts] update in
        heard.append(update)
        _ = contacts.items
      }
      try contacts.append("Grace")
      #expect(heard.count == 1)
      withExtendedLifetime(owner) {}
    }
    // The owner is gone; registrations and removals elsewhere sweep its handler away soon
    // (two laps of the table of handlers at most), though nothing happens on its source.
    let other = texts(["x"])
    let otherOwner = Owner()
    let operations = 2 * (ObserverHandlers.count / ObserverHandlers.entriesPerStep + 1)
    for _ in 0..<operations where released != nil {
      other.updates.observe(by: otherOwner) { _ in }
      other.updates.removeObserver(otherOwner)
    }
    #expect(released == nil, "the handler kept its source alive after its owner went")
  }

  @Test func aReplacedOrRemovedHandlerIsReleased() throws {
    let contacts = texts(["Ada"])
    let owner = Owner()
    weak var first: Owner?
    do {
      let captured = Owner()
      first = captured
      contacts.updates.observe(by: owner) { _ in _ = captured }
    }
    #expect(first != nil)
    contacts.updates.observe(by: owner) { _ in }  // replaces the first handler
    #expect(first == nil, "a replaced handler was kept")
    weak var second: Owner?
    do {
      let captured = Owner()
      second = captured
      contacts.updates.observe(by: owner) { _ in _ = captured }
    }
    contacts.updates.removeObserver(owner)
    #expect(second == nil, "a removed handler was kept")
  }

  @Test func aComposedSourceCannotBeAttached() throws {
    let contacts = texts(["Ada"])
    let screen = try SectionedDataSource([contacts])
    let tableView = strictTable()
    do {
      try tableView.attach(contacts)
      Issue.record("a composed source was attached")
    } catch {
      #expect(error.kind == .misuse)
      #expect(
        error.underlying as? ListError
          == .alreadyComposed(child: "ArrayDataSource<String, TextCell>"))
      guard case .alreadyComposed = error.asListError else {
        Issue.record("the ListError is not reachable: \(error)")
        return
      }
    }
    // Showing it without observing is allowed, for comparisons.
    try tableView.display(contacts)
    #expect(tableView.numberOfRows(inSection: 0) == 1)
    try tableView.attach(screen)
  }

  @Test func aSecondHostIsRefusedUntilTheFirstLetsGo() throws {
    let contacts = texts(["Ada"])
    let first = strictTable()
    try first.attach(contacts)
    try first.attach(contacts)  // attaching again to the same view is fine
    let second = strictTable()
    #expect(throws: InternalInconsistency.self) { try second.attach(contacts) }
    try first.attach(texts(["other"]))
    try second.attach(contacts)
    try contacts.append("Grace")
    #expect(second.numberOfRows(inSection: 0) == 2)
    #expect(first.numberOfRows(inSection: 0) == 1)
  }

  @Test func aChildWhoseCellClashesAfterAttachIsRefused() throws {
    let screen = try SectionedDataSource([texts(["a"], reuseIdentifier: "row")])
    let tableView = strictTable()
    try tableView.attach(screen)
    let clash = ArrayDataSource(["b"], cell: OtherTextCell.self, reuseIdentifier: "row") {
      cell, text in cell.textLabel = text
    }
    let logged = tableView.updateLog.count
    #expect(
      throws: ListError.conflictingRegistration(
        reuseIdentifier: "row", existing: "TextCell", new: "OtherTextCell")
    ) { try screen.append(clash) }
    #expect(throws: ListError.self) { try screen.setChildren([screen.children[0], clash]) }
    let second = ArrayDataSource(["c"], cell: TextCell.self, reuseIdentifier: "other") {
      cell, text in cell.textLabel = text
    }
    let inner = try SectionedDataSource([second, clash])
    #expect(throws: ListError.self) { try screen.append(inner) }
    #expect(screen.children.count == 1)
    #expect(tableView.updateLog.count == logged)
    #expect(!inner.updates.hasParent)
  }

  @Test func aLinearCompositionsNewTitleReachesTheHost() throws {
    let flat = try SectionedDataSource([texts(["a"]), texts(["b"])], layout: .linear)
    flat.headerTitle = "Old"
    let tableView = strictTable()
    try tableView.attach(flat)
    #expect(tableView.headerTitle(forSection: 0) == "Old")
    flat.headerTitle = "New"
    flat.footerTitle = "Footer"
    #expect(tableView.headerTitle(forSection: 0) == "New")
    #expect(tableView.footerTitle(forSection: 0) == "Footer")
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(rows(tableView.render()) == rows(try rebuiltRender(of: flat, like: tableView)))
  }

  @Test func theHostKeepsATitleUntilItsSectionReloads() throws {
    // As UIKit does: a title changed without a reload is not shown.
    let custom = ScriptedSource([["a"]], header: "Before")
    let tableView = strictTable()
    try tableView.attach(custom)
    custom.header = "After"
    #expect(tableView.headerTitle(forSection: 0) == "Before")
    custom.change(to: [["a"]], reporting: BatchUpdate(reloadedSections: [0]))
    #expect(tableView.headerTitle(forSection: 0) == "After")
  }

  @Test func aListErrorFromACellRequestKeepsItsType() throws {
    let custom = ScriptedSource([["a"]])
    custom.cellError = ListError.noDecorator(modelType: "Ad")
    let tableView = strictTable()
    do {
      try tableView.attach(custom)
      Issue.record("the failing cell request was not reported")
    } catch {
      #expect(error.kind == .dataSourceError)
      #expect(error.underlying as? ListError == .noDecorator(modelType: "Ad"))
      #expect(error.reason.contains("position [0, 0]"))
      #expect(!error.reason.contains("NSIndexPath"))
    }
  }

  @Test func messagesNameChildrenAndQuoteIdentifiers() throws {
    let screen = try SectionedDataSource([texts(["a"]), texts(["b"])], layout: .linear)
    #expect(throws: ListError.childOutOfRange(5, childCount: 2)) { try screen.removeChild(at: 5) }
    #expect(
      ListError.childOutOfRange(5, childCount: 2).description
        == "child 5 is out of range: the composition has 2 children")
    let tableView = strictTable()
    try tableView.register(OtherTextCell.self, forCellReuseIdentifier: "row")
    do {
      try tableView.attach(texts(["a"], reuseIdentifier: "row"))
      Issue.record("a clashing registration was accepted")
    } catch {
      #expect(error.kind == .duplicateIdentifier)
      #expect(error.reason.contains("\"row\""))
      #expect(error.asListError != nil)
    }
  }
}
