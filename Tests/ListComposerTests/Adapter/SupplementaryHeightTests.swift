import HeadlessHost
import ListComposerTestSupport
import Testing

/// Header, footer and other supplementary heights, asked of the adapter of each headless view:
/// from the source that owns the section (two levels down, with the section's index in that
/// source; a linear composition owns its one section), kind by kind; the nearest source that
/// gives heights of the kind decides.
@MainActor
@Suite struct SupplementaryHeightTests {
  let header = SupplementaryKind.header
  let footer = SupplementaryKind.footer

  @Test(arguments: ViewKind.allCases)
  func aSectionsHeaderHeightComesFromTheSourceThatOwnsIt(_ kind: ViewKind) async throws {
    try await kind.run(ownSource, ownSource)
  }

  func ownSource<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try SizesScreen(kind, cell)
    let adapter = screen.adapter
    var asked: [String] = []
    adapter.setHandlers(
      SourceHandlers(
        supplementaryHeights: [
          header: {
            tasks, section in
            asked.append("tasks \(section) \(tasks.sections[section].header ?? "")")
            return 32 + Double(section)
          }
        ], estimatedSupplementaryHeights: [header: 30]), for: screen.tasks)
    // A linear composition's child owns no section: its heights are never asked.
    adapter.setHandlers(
      SourceHandlers(supplementaryHeights: [
        header: { _, _ in
          asked.append("ads")
          return 99
        }
      ]), for: screen.ads)
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 3) == 33)  // "Later"
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 2) == 32)  // "Today"
    #expect(adapter.estimatedSupplementaryHeight(ofKind: header, inSection: 3) == 30)
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 4) == nil)
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 1) == nil)
    #expect(adapter.supplementaryHeight(ofKind: footer, inSection: 2) == nil)  // another kind
    #expect(asked == ["tasks 1 Later", "tasks 0 Today"])

    // The feed gives its one section's header; the root the others'.
    adapter.setHandlers(
      SourceHandlers(supplementaryHeights: [
        header: { feed, section in
          asked.append("feed \(section) \(feed === screen.feed)")
          return 48
        }
      ]), for: screen.feed)
    adapter.setHandlers(
      SourceHandlers(
        supplementaryHeights: [header: { _, section in Double(section) }, footer: { _, _ in 8 }],
        estimatedSupplementaryHeights: [header: 20]),
      for: screen.root)
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 4) == 48)
    #expect(asked.last == "feed 0 true")
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 1) == 1)
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 3) == 33)
    #expect(adapter.estimatedSupplementaryHeight(ofKind: header, inSection: 4) == 20)
    #expect(adapter.supplementaryHeight(ofKind: footer, inSection: 3) == 8)

    adapter.setHandlers(nil, for: screen.tasks)
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 3) == 3)
    #expect(adapter.estimatedSupplementaryHeight(ofKind: header, inSection: 3) == 20)
    #expect(adapter.supplementaryHeight(ofKind: footer, inSection: 3) == 8)
  }

  @Test(arguments: ViewKind.allCases)
  func sectionsThatDoNotExistAndInvalidHeightsAreAutomatic(_ kind: ViewKind) async throws {
    try await kind.run(invalid, invalid)
  }

  func invalid<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try SizesScreen(kind, cell)
    var asked = 0
    screen.adapter.setHandlers(
      SourceHandlers(
        supplementaryHeights: [
          header: {
            _, section in
            asked += 1
            return section == 0 ? -.infinity : 0
          }
        ], estimatedSupplementaryHeights: [header: -1]), for: screen.root)
    for section in [-1, 5, 100] {
      #expect(screen.adapter.supplementaryHeight(ofKind: header, inSection: section) == nil)
      #expect(
        screen.adapter.estimatedSupplementaryHeight(ofKind: header, inSection: section) == nil)
    }
    #expect(asked == 0)
    #expect(screen.adapter.supplementaryHeight(ofKind: header, inSection: 0) == nil)
    #expect(screen.adapter.supplementaryHeight(ofKind: header, inSection: 1) == 0)
    #expect(screen.adapter.estimatedSupplementaryHeight(ofKind: header, inSection: 1) == nil)
    #expect(
      screen.host.consoleLog.contains {
        $0.contains("ignored the \(header) height -inf a source gave for section 0")
      })
  }
}
