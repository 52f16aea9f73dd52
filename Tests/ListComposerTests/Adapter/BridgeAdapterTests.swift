import HeadlessHost
import ListComposer
import ListComposerTestSupport
import Testing

/// A platform bridge that replaces another on the same view detaches the previous one only once
/// nothing can fail any more: a bridge whose construction fails leaves the working bridge
/// attached and observing.
@MainActor
@Suite struct BridgeAdapterTests {
  final class OtherRow: HeadlessTableViewCell {}

  /// A table view hosted through a wrapper, as the UIKit and AppKit bridges host theirs; a host
  /// that is not live checks registrations but registers nothing and never reloads.
  final class WrapperHost: ListHostView {
    let tableView: HeadlessTableView
    let isLive: Bool

    init(_ tableView: HeadlessTableView, isLive: Bool) {
      self.tableView = tableView
      self.isLive = isLive
    }

    var isReadyForAnimatedUpdates: Bool { tableView.isInWindow }
    var displayedItemCounts: [Int]? { tableView.displayedItemCounts }
    func reloadData() {
      if isLive { tableView.reloadData() }
    }
    func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
      try tableView.applyBatch(update, animation: animation)
    }
    func checkRegistrations(_ registrations: [CellRegistration]) throws(ListError) {
      try tableView.checkRegistrations(registrations)
    }
    func registerCell(_ registration: CellRegistration) throws {
      if isLive { try tableView.registerCell(registration) }
    }
    func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
      throws -> AnyObject
    {
      try tableView.dequeueCell(withReuseIdentifier: reuseIdentifier, for: position)
    }
    func log(_ message: String) { tableView.log(message) }
  }

  /// Shows `source` through a bridge-like adapter replacing `previous`.
  func bridge(
    _ source: ArrayDataSource<String, TestRow>, on tableView: HeadlessTableView,
    replacing previous: ListAdapter?
  ) throws(ListError) -> ListAdapter {
    try BridgeAdapter.make(
      showing: source, replacing: previous, keepingRegistrationsOf: [],
      host: { WrapperHost(tableView, isLive: $0) }
    ).adapter
  }

  func source(_ items: [String]) -> ArrayDataSource<String, TestRow> {
    ArrayDataSource(items, cell: TestRow.self, reuseIdentifier: "row") { cell, text in
      cell.textLabel = text
    }
  }

  @Test func aFailedBridgeForTheSameSourceLeavesThePreviousOneObserving() throws {
    let tableView = HeadlessTableView()
    let contacts = source(["a", "b"])
    let first = try bridge(contacts, on: tableView, replacing: nil)
    #expect(first.isObserving)
    // The app registers another class under the source's identifier: the new bridge fails.
    try tableView.register(OtherRow.self, forCellReuseIdentifier: "row")
    #expect(throws: ListError.self) { try bridge(contacts, on: tableView, replacing: first) }
    #expect(first.isObserving)
    #expect(contacts.updates.hasHost)
  }

  @Test func aFailedBridgeForAnotherSourceLeavesThePreviousOneObserving() throws {
    let tableView = HeadlessTableView()
    let contacts = source(["a", "b"])
    let first = try bridge(contacts, on: tableView, replacing: nil)
    // Another source whose cell class clashes with the view's registration for its identifier.
    let clashing = ArrayDataSource(["x"], cell: OtherRow.self, reuseIdentifier: "row") {
      cell, text in cell.textLabel = text
    }
    #expect(throws: ListError.self) {
      try BridgeAdapter.make(
        showing: clashing, replacing: first, keepingRegistrationsOf: [],
        host: { WrapperHost(tableView, isLive: $0) })
    }
    #expect(first.isObserving)
    #expect(!clashing.updates.hasHost)
  }

  @Test(arguments: [false, true])
  func aBridgeThatSucceedsDetachesThePreviousOne(sameSource: Bool) throws {
    let tableView = HeadlessTableView()
    let contacts = source(["a", "b"])
    let first = try bridge(contacts, on: tableView, replacing: nil)
    let next = sameSource ? contacts : source(["c"])
    let second = try bridge(next, on: tableView, replacing: first)
    #expect(!first.isObserving)
    #expect(second.isObserving)
    #expect(next.updates.hasHost)
  }
}
