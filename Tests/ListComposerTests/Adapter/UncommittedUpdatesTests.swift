import HeadlessHost
import ListComposerTestSupport
import Testing

/// A view with uncommitted updates (a drop in progress: `hasUncommittedUpdates`) is given no
/// batch and no reload, which would discard the drop's placeholders; it is reloaded once they
/// are committed, and the changes made meanwhile are on screen after that reload.
@MainActor
@Suite struct UncommittedUpdatesTests {
  /// A table showing Ada, laid out, into which a drop is in progress while Grace is appended.
  func graceAppendedDuringADrop() throws -> (ArrayDataSource<String, TextCell>, HeadlessTableView) {
    let contacts = texts(["Ada"])
    let tableView = strictTable()
    try tableView.attach(contacts)
    try tableView.layoutIfNeeded()
    tableView.hasUncommittedUpdates = true
    try contacts.append("Grace")
    return (contacts, tableView)
  }

  @Test func changesDuringADropWaitForItAndAreShownByOneReload() async throws {
    let (contacts, tableView) = try graceAppendedDuringADrop()
    try contacts.append("Katherine")
    // Neither a batch nor a reload: the view still holds its counts from before.
    #expect(tableView.updateLog.isEmpty)
    #expect(tableView.numberOfRows(inSection: 0) == 1)
    var shown = false
    contacts.whenShown { shown = true }
    #expect(!shown)
    tableView.hasUncommittedUpdates = false
    await contacts.shown()
    #expect(shown)
    // Reloaded, not animated.
    #expect(tableView.updateLog.isEmpty)
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect(rows(tableView.render()) == rows(try rebuiltRender(of: contacts, like: tableView)))
    // Batches animate again.
    try tableView.layoutIfNeeded()
    try contacts.append("Margaret")
    #expect(tableView.updateLog.map(\.succeeded) == [true])
  }

  @Test func aChangeAfterTheDropReloadsAtOnce() throws {
    let (contacts, tableView) = try graceAppendedDuringADrop()
    tableView.hasUncommittedUpdates = false
    // Before the adapter asks the view again, a change reloads instead of checking a batch
    // against counts the view no longer has.
    try contacts.append("Katherine")
    #expect(tableView.updateLog.isEmpty)
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect(tableView.consoleLog.isEmpty, "\(tableView.consoleLog)")
  }
}
