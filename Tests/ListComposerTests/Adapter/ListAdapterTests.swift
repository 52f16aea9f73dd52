import HeadlessHost
import ListComposerTestSupport
import Testing

/// The portable adapter driven through the headless views, as the UIKit bridge drives
/// UITableView and UICollectionView: ownership of the source, registration, reload when not on
/// screen, animation control, failures, detaching, and sections' owners.
@MainActor
@Suite struct ListAdapterTests {
  final class Owner {}

  @Test func aViewNotInAWindowReloadsInsteadOfAnimating() throws {
    let contacts = texts(["Ada"])
    let tableView = strictTable()
    tableView.isInWindow = false
    try tableView.attach(contacts)
    try contacts.append("Grace")
    #expect(tableView.updateLog.isEmpty)
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    tableView.isInWindow = true
    try contacts.append("Katherine")
    #expect(tableView.updateLog.map(\.succeeded) == [true])
    #expect(rows(tableView.render()) == rows(try rebuiltRender(of: contacts, like: tableView)))
  }

  @Test func animationIsGlobalOrPerUpdate() throws {
    let contacts = texts(["Ada"])
    let tableView = strictTable()
    try tableView.attach(contacts)
    let adapter = try #require(tableView.adapter)
    try contacts.append("Grace")
    #expect(tableView.lastBatchAnimation == .automatic)
    adapter.animation = .fade
    try contacts.append("Katherine")
    #expect(tableView.lastBatchAnimation == .fade)
    try adapter.withAnimation(.none) { try contacts.append("Margaret") }
    #expect(tableView.lastBatchAnimation == ListAnimation.none)
    try contacts.append("Hedy")
    #expect(tableView.lastBatchAnimation == .fade)
  }

  @Test func detachingStopsObservingAndFreesTheSource() throws {
    let contacts = texts(["Ada"])
    let tableView = strictTable()
    try tableView.attach(contacts)
    let adapter = try #require(tableView.adapter)
    #expect(adapter.isObserving)
    tableView.detach()
    #expect(!adapter.isObserving)
    try contacts.append("Grace")
    #expect(tableView.updateLog.isEmpty)
    _ = try SectionedDataSource([contacts])
  }

  @Test func aDeallocatedAdapterStopsObserving() throws {
    let contacts = texts(["Ada"])
    do {
      let view = strictTable()
      _ = try ListAdapter(source: contacts, view: view)
      // Nothing keeps the adapter: the source is free again.
    }
    #expect(!contacts.updates.hasHost)
  }

  @Test func childrenAddedLaterHaveTheirCellTypesRegistered() throws {
    final class BadgeCell: HeadlessTableViewCell {}
    let screen = try SectionedDataSource([texts(["a"])])
    let tableView = strictTable()
    try tableView.attach(screen)
    let badges = ArrayDataSource(["b1", "b2"], cell: BadgeCell.self) { $0.textLabel = $1 }
    try screen.append(badges)
    #expect(tableView.cellForRow(at: ListPosition(section: 1, item: 1)) is BadgeCell)
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
  }

  @Test func aCellThatCannotBeMadeIsReported() throws {
    let custom = ScriptedSource([["a"]])
    let tableView = strictTable()
    let adapter = try ListAdapter(source: custom, view: tableView)
    var failures: [ListAdapterFailure] = []
    adapter.onFailure = { failures.append($0) }
    custom.cellError = ListError.noDecorator(modelType: "Ad")
    #expect(throws: (any Error).self) { try adapter.cell(at: ListPosition(section: 0, item: 0)) }
    #expect(
      failures == [
        .cell(
          ListPosition(section: 0, item: 0), error: "no decorator is registered for model type Ad")
      ])
  }

  @Test func aRejectedBatchIsReportedToo() throws {
    let custom = ScriptedSource([["a"]])
    let tableView = strictTable()
    try tableView.attach(custom)
    var failures: [ListAdapterFailure] = []
    tableView.adapter?.onFailure = { failures.append($0) }
    custom.change(to: [["a", "b"]], reporting: BatchUpdate())
    custom.change(
      to: [["a", "b", "c"]], reporting: BatchUpdate(deletedSections: [0]))
    guard case .batch(let update, let reason) = failures.first else {
      Issue.record("no batch failure: \(failures)")
      return
    }
    #expect(update == BatchUpdate(deletedSections: [0]))
    #expect(reason.contains("Invalid update"))
    #expect(tableView.numberOfRows(inSection: 0) == 3)
  }

  @Test func eachSectionHasAnOwner() throws {
    let contacts = texts(["a"])
    let messages = texts(["m"])
    let carousel = try SectionedDataSource([texts(["x"]), texts(["y"])], layout: .linear)
    let inner = try SectionedDataSource([messages, carousel])
    let screen = try SectionedDataSource([contacts, inner])
    let adapter = try ListAdapter(source: screen, view: strictTable())
    #expect(adapter.owner(ofSection: 0)?.source === contacts)
    #expect(adapter.owner(ofSection: 1)?.source === messages)
    #expect(adapter.owner(ofSection: 2)?.source === carousel)
    #expect(adapter.owner(ofSection: 2)?.section == 0)
    #expect(adapter.owner(ofSection: 3) == nil)
    #expect(adapter.owner(ofSection: -1) == nil)
  }

  @Test func displayingDoesNotObserve() throws {
    let contacts = texts(["Ada"])
    let screen = try SectionedDataSource([contacts])
    let tableView = strictTable()
    try tableView.display(contacts)  // a composed source may be displayed
    try contacts.append("Grace")
    #expect(tableView.updateLog.isEmpty)
    #expect(tableView.numberOfRows(inSection: 0) == 1)
    #expect(screen.numberOfItems == 2)
  }
}
