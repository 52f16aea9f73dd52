import HeadlessHost
import ListComposer
import ListComposerTestSupport
import Testing

/// The deprecated forwards on `DataSource` (`Deprecated.swift`) ask a source's capability
/// through `AnyDataSource`. A source that adopts a capability without implementing a member
/// has the forward as that member, so the capability asked for it called the forward again,
/// without end: a crash on the first selection, identifier or index title. The forwards now
/// answer the capability's default the second time round.
@MainActor
@Suite struct DeprecatedForwardTests {
  @Test func aCapabilityAdoptedWithoutItsMembersAnswersTheDefaultsInsteadOfRecursing() throws {
    let source = AnyDataSource(CapabilitiesWithoutMembers())
    let first = ListPosition(section: 0, item: 0)
    #expect(!source.handle(.select, at: first, cell: nil))
    #expect(source.itemIdentifier(at: first) == nil)
    #expect(source.itemIdentifiers(inSection: 0) == nil)
    #expect(source.supplementaryRegistrations.isEmpty)
    let request = SupplementaryRequest(
      host: HeadlessTableView(), kind: "header", hostPosition: first)
    #expect(try source.supplementaryView(ofKind: "header", at: first, for: request) == nil)
    #expect(source.sectionIndexTitles.isEmpty)
    #expect(source.headerTitle(forSection: 0) == nil)
  }

  @Test func aHostShowsAndSelectsTheRowsOfSuchASource() throws {
    let host = ViewUnderTest(.strictTable)
    try host.attach(CapabilitiesWithoutMembers())
    try host.layout()
    #expect(try host.texts() == ["row 0", "row 1"])
    // The row is selected (no handler runs) instead of the source being asked forever.
    #expect(host.select(ListPosition(section: 0, item: 1)))
  }

  @Test func aSourceWithoutTheCapabilitiesAnswersTheDefaults() {
    let source = AnyDataSource(ComputedSource(count: 2))
    let first = ListPosition(section: 0, item: 0)
    #expect(!source.handle(.select, at: first, cell: nil))
    #expect(source.itemIdentifier(at: first) == nil)
    #expect(source.supplementaryRegistrations.isEmpty)
    #expect(source.sectionIndexTitles.isEmpty)
  }
}

/// A source of two rows with the core requirements only.
@MainActor
final class CapabilitiesWithoutMembers: DataSource {
  let updates = UpdateRelay()
  var numberOfSections: Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { section == 0 ? 2 : 0 }
  func model(at position: ListPosition) -> Int? { contains(position) ? position.item : nil }
  func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    let cell = try request.dequeue(TestRow.self, reuseIdentifier: "TestRow")
    cell.textLabel = "row \(position.item)"
    return cell
  }
  var cellRegistrations: [CellRegistration] { [CellRegistration(TestRow.self)] }
}

// Every capability, adopted without one of its members: the deprecated forwards on
// `DataSource` are those members. Declared deprecated, as an app's code that does this gets a
// deprecation warning.
@available(*, deprecated, message: "adopts the capabilities without their members, on purpose")
extension CapabilitiesWithoutMembers: EventHandlingDataSource, IdentifiedDataSource,
  SupplementaryDataSource, SectionIndexedDataSource
{}
