import HeadlessHost
import ListComposerTestSupport
import Testing

/// Cases 37–39 of the reference's catalogue, and the snapshot's other checks.
@Suite struct HeadlessDiffableSnapshotTests {
  @Test func case37DuplicateIdentifiersInOneAppend() throws {
    var snapshot = HeadlessDiffableSnapshot<Int, Int>()
    try snapshot.appendSections([0])
    #expect(throws: InternalInconsistency.self) { try snapshot.appendItems([1, 1]) }
    do {
      try snapshot.appendItems([1, 1])
    } catch {
      #expect(error.kind == .diffableDuplicate)
      #expect(
        error.normalizedReason
          == "supplied item identifiers are not unique. Duplicate identifiers: { 1 }")
    }
    #expect(snapshot.itemIdentifiers.isEmpty)
  }

  @Test func case38AppendWithoutSections() {
    var snapshot = HeadlessDiffableSnapshot<Int, Int>()
    do {
      try snapshot.appendItems([1])
      Issue.record("appending to a snapshot without sections was accepted")
    } catch {
      #expect(error.kind == .noSections)
    }
  }

  @Test func case39AppendingAnExistingItemWarnsAndMovesIt() throws {
    var snapshot = HeadlessDiffableSnapshot<String, Int>()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems([1, 2], toSection: "a")
    try snapshot.appendItems([3], toSection: "b")
    try snapshot.appendItems([1])
    #expect(try snapshot.itemIdentifiers(inSection: "a") == [2])
    #expect(try snapshot.itemIdentifiers(inSection: "b") == [3, 1])
    #expect(snapshot.warnings.count == 1)
    #expect(
      snapshot.warnings.first?.hasPrefix(
        "Diffable data source detected an attempt to insert or append 1 item identifier") == true)
  }

  @Test func beforeIOS15AnExistingItemIsAnError() throws {
    var snapshot = HeadlessDiffableSnapshot<Int, Int>(iOSVersion: 14)
    try snapshot.appendSections([0])
    try snapshot.appendItems([1])
    do {
      try snapshot.appendItems([1])
      Issue.record("re-appending was accepted")
    } catch {
      #expect(error.kind == .diffableDuplicate)
    }
  }

  @Test func sectionRules() throws {
    var snapshot = HeadlessDiffableSnapshot<Int, Int>()
    try snapshot.appendSections([0, 1])
    #expect(throws: InternalInconsistency.self) { try snapshot.appendSections([1]) }
    #expect(throws: InternalInconsistency.self) { try snapshot.appendItems([5], toSection: 7) }
    #expect(throws: InternalInconsistency.self) { try snapshot.itemIdentifiers(inSection: 7) }
    try snapshot.appendItems([5], toSection: 0)
    #expect(snapshot.indexPath(for: 5) == ListPosition(section: 0, item: 0))
    snapshot.deleteItems([5, 9])
    #expect(snapshot.indexPath(for: 5) == nil)
  }
}
