import HeadlessHost
import ListComposerTestSupport
import Testing

/// A tag, identified by its name: identifiers of another type than the messages'.
struct SelectionTag: Hashable, Identifiable, DiffIdentifiable {
  let id: String
}

/// A selection kept as item identifiers (what a SwiftUI `Binding<Set<ID>>` holds) maps to the
/// positions the view shows those items at and back, through a nested composition, on both
/// headless views: `ComposedList` only forwards these answers.
@MainActor
@Suite struct SelectionIdentifiersTests {
  /// `[inbox (1, 2, 3), [[archive (10, 11, 12)], tags ("a", "b")]]`: the archive two
  /// compositions deep, the tags identified by strings.
  @MainActor
  struct Screen<Cell: HeadlessReusableCell> {
    let inbox = MailDecorator<Cell>.dataSource(for: [Mail(1), Mail(2), Mail(3)])
    let archive = MailDecorator<Cell>.dataSource(for: [Mail(10), Mail(11), Mail(12)])
    let tags = ArrayDataSource([SelectionTag(id: "a"), SelectionTag(id: "b")], cell: Cell.self) {
      cell, tag in
      cell.textLabel = tag.id
    }
    let root: SectionedDataSource

    init() throws {
      let inner = try SectionedDataSource([archive])
      root = try SectionedDataSource([inbox, try SectionedDataSource([inner, tags])])
    }
  }

  @Test(arguments: ViewKind.allCases)
  func identifiersMapToTheirItemsPositionsAndBack(_ kind: ViewKind) async throws {
    try await kind.run(check, check)
  }

  func check<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) throws {
    let screen = try Screen<Cell>()
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    try view.layout()
    let adapter = try #require(view.adapter)

    let positions = adapter.positions(ofItemsIdentifiedBy: [2, 11, "b", 99])
    #expect(positions.map { view.text(at: $0) } == ["m2", "m11", "b"])
    #expect(adapter.identifiers(ofItemsAt: positions, as: Int.self) == [2, 11])
    #expect(adapter.identifiers(ofItemsAt: positions, as: String.self) == ["b"])
    #expect(adapter.identifiers(ofItemsAt: positions) == [2, 11, "b"])
    // Positions that do not exist are skipped, never a trap.
    let outside = [ListPosition(section: 9, item: 0), ListPosition(section: 0, item: -1)]
    #expect(adapter.identifiers(ofItemsAt: outside, as: Int.self).isEmpty)
    #expect(adapter.positions(ofItemsIdentifiedBy: []).isEmpty)

    // The identifiers keep naming their items after the items move on screen.
    try screen.archive.insert(Mail(9), at: ListPosition(section: 0, item: 0))
    try screen.inbox.remove(at: ListPosition(section: 0, item: 0))
    try view.layout()
    let moved = adapter.positions(ofItemsIdentifiedBy: [2, 11])
    #expect(moved.map { view.text(at: $0) } == ["m2", "m11"])
    view.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func aSelectionChangeSelectsOnlyWhatIsMissing(_ kind: ViewKind) async throws {
    try await kind.run(checkChange, checkChange)
  }

  func checkChange<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) throws {
    let screen = try Screen<Cell>()
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    try view.layout()
    let adapter = try #require(view.adapter)
    let m1 = try #require(adapter.positions(ofItemsIdentifiedBy: [1]).first)
    let m2 = try #require(adapter.positions(ofItemsIdentifiedBy: [2]).first)
    let m12 = try #require(adapter.positions(ofItemsIdentifiedBy: [12]).first)

    let change = adapter.selectionChange(toSelect: [2, 12], selectedNow: [m1, m2])
    #expect(change == SelectionChange(select: [m12], deselect: [m1]))
    #expect(view.text(at: m12) == "m12")
    #expect(adapter.selectionChange(toSelect: [1, 2], selectedNow: [m2, m1]).isEmpty)
    #expect(
      adapter.selectionChange(toSelect: [], selectedNow: [m2, m1])
        == SelectionChange(deselect: [m1, m2]))
  }
}
