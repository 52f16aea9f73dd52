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
    adapter.setSupplementaryHeight(in: screen.tasks, kind: header, estimated: 30) {
      tasks, section in
      asked.append("tasks \(section) \(tasks.sections[section].header ?? "")")
      return 32 + Double(section)
    }
    // A linear composition's child owns no section: its heights are never asked.
    adapter.setSupplementaryHeight(in: screen.ads, kind: header) { _, _ in
      asked.append("ads")
      return 99
    }
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 3) == 33)  // "Later"
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 2) == 32)  // "Today"
    #expect(adapter.estimatedSupplementaryHeight(ofKind: header, inSection: 3) == 30)
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 4) == nil)
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 1) == nil)
    #expect(adapter.supplementaryHeight(ofKind: footer, inSection: 2) == nil)  // another kind
    #expect(asked == ["tasks 1 Later", "tasks 0 Today"])

    // The feed gives its one section's header; the root the others'.
    adapter.setSupplementaryHeight(in: screen.feed, kind: header) { feed, section in
      asked.append("feed \(section) \(feed === screen.feed)")
      return 48
    }
    adapter.setSupplementaryHeight(in: screen.root, kind: header, estimated: 20) { _, section in
      Double(section)
    }
    adapter.setSupplementaryHeight(in: screen.root, kind: footer) { _, _ in 8 }
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 4) == 48)
    #expect(asked.last == "feed 0 true")
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 1) == 1)
    #expect(adapter.supplementaryHeight(ofKind: header, inSection: 3) == 33)
    #expect(adapter.estimatedSupplementaryHeight(ofKind: header, inSection: 4) == 20)
    #expect(adapter.supplementaryHeight(ofKind: footer, inSection: 3) == 8)

    adapter.removeSupplementaryHeight(in: screen.tasks, kind: header)
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
    screen.adapter.setSupplementaryHeight(in: screen.root, kind: header, estimated: -1) {
      _, section in
      asked += 1
      return section == 0 ? -.infinity : 0
    }
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
