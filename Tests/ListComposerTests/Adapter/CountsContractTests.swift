import HeadlessHost
import ListComposerTestSupport
import Testing

/// A custom view whose data source answers counts from the adapter: through
/// `numberOfSections(readBy:)`, as the protocol asks, or through the plain property.
@MainActor
final class CustomCountsHost: ListHostView {
  weak var adapter: ListAdapter?
  let readsThroughAdapter: Bool
  private(set) var reloads = 0
  private(set) var batches = 0
  private(set) var logged: [String] = []

  init(readsThroughAdapter: Bool) {
    self.readsThroughAdapter = readsThroughAdapter
  }

  var isReadyForAnimatedUpdates: Bool { true }
  func reloadData() { reloads += 1 }
  func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws { batches += 1 }
  func registerCell(_ registration: CellRegistration) throws {}
  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
    throws -> AnyObject
  {
    TextCell(reuseIdentifier: reuseIdentifier)
  }
  func log(_ message: String) { logged.append(message) }

  /// Reads the counts and asks for every cell, as a view lays out.
  func layout() throws {
    guard let adapter else { return }
    let sections =
      readsThroughAdapter ? adapter.numberOfSections(readBy: self) : adapter.numberOfSections
    for section in 0..<sections {
      for item in 0..<adapter.numberOfItems(inSection: section) {
        _ = try adapter.cell(at: ListPosition(section: section, item: item))
      }
    }
  }
}

/// A custom view that never reads its counts through `numberOfSections(readBy:)` gets only
/// reloads; the adapter says so once, instead of silently.
@MainActor
@Suite struct CountsContractTests {
  func attach(_ host: CustomCountsHost, _ source: some DataSource) throws -> (
    ListAdapter, () -> [ListAdapterFailure]
  ) {
    let adapter = try ListAdapter(source: source, view: host)
    host.adapter = adapter
    var failures: [ListAdapterFailure] = []
    adapter.onFailure = { failures.append($0) }
    return (adapter, { failures })
  }

  /// Shows a source of one item in `host`, then appends two, laying out after each change but
  /// the last, as a view on screen does.
  func appendTwice(on host: CustomCountsHost) throws -> (
    ListAdapter, () -> [ListAdapterFailure]
  ) {
    let source = texts(["a"])
    let shown = try attach(host, source)
    try host.layout()
    try source.append("b")
    try host.layout()
    try source.append("c")
    return shown
  }

  @Test func aViewThatReadsCountsAnotherWayIsReportedOnce() throws {
    let host = CustomCountsHost(readsThroughAdapter: false)
    let (adapter, failures) = try appendTwice(on: host)
    #expect(host.batches == 0)
    #expect(host.reloads == 3)
    #expect(failures().count == 1)
    guard case .batch(_, let reason)? = failures().first else {
      Issue.record("expected a batch failure, got \(failures())")
      return
    }
    #expect(reason.contains("numberOfSections(readBy:)"))
    #expect(host.logged.count == 1)
    #expect(host.logged.first?.contains("numberOfSections(readBy:)") == true)
    #expect(adapter.isObserving)
  }

  @Test func aViewThatReadsCountsThroughTheAdapterGetsBatchesAndNoReport() throws {
    let host = CustomCountsHost(readsThroughAdapter: true)
    let (adapter, failures) = try appendTwice(on: host)
    #expect(host.batches == 2)
    #expect(host.reloads == 1)
    #expect(failures().isEmpty)
    #expect(host.logged.isEmpty)
    #expect(adapter.isObserving)
  }

  /// A batch that arrives before a view that reads its counts lazily laid out is a reload,
  /// and no breach of the contract: nothing is reported.
  @Test func aBatchBeforeTheFirstLayoutIsAReloadWithoutReport() throws {
    let host = CustomCountsHost(readsThroughAdapter: false)
    let source = texts(["a"])
    let (adapter, failures) = try attach(host, source)
    try source.append("b")
    #expect(host.reloads == 2)
    #expect(failures().isEmpty)
    #expect(adapter.isObserving)
  }
}
