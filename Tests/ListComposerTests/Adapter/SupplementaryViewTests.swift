import HeadlessHost
import ListComposerTestSupport
import Testing

/// Supplementary views: decorated per section by the child that owns the section, registered
/// and dequeued by kind and identifier with UIKit's rules, kept across batches like UIKit keeps
/// them, and rendered.
@MainActor
@Suite struct SupplementaryViewTests {
  final class TitleView: HeadlessCollectionReusableView {}

  enum CountHeader: SupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static func decorate(_ view: TitleView, with section: ListSection<String>, at index: Int) {
      view.textLabel = "\(section.header ?? "section \(index)") (\(section.items.count))"
    }
  }

  enum Footer: SupplementaryDecorator {
    static let kind = SupplementaryKind.footer
    static let reuseIdentifier = "footer"
    static func decorate(_ view: TitleView, with section: ListSection<String>, at index: Int) {
      view.textLabel = "end of \(section.header ?? "?")"
    }
  }

  func screen() throws -> (
    SectionedDataSource, ArrayDataSource<String, Tile>, ArrayDataSource<String, Tile>
  ) {
    let contacts = tiles(["Ada", "Grace"], header: "Contacts")
    contacts.addSupplementary(CountHeader.self)
    let carousel = tiles(["x", "y"])
    let messages = tiles(["m0"], header: "Messages")
    messages.addSupplementary(CountHeader.self)
    messages.addSupplementary(Footer.self)
    return (try SectionedDataSource([contacts, carousel, messages]), contacts, messages)
  }

  func collection() -> HeadlessCollectionView {
    var options = strictOptions()
    options.visibleItemLimit = 100
    return HeadlessCollectionView(options: options)
  }

  @Test func eachChildDecoratesItsOwnSections() throws {
    let (screen, _, _) = try screen()
    let view = collection()
    try view.attach(screen)
    let render = view.render()
    #expect(render.contains("== Section 0: Contacts ==\n  [header: Contacts (2)]"))
    #expect(render.contains("== Section 1 ==\n  [1, 0] x"))  // no header for the carousel
    #expect(
      render.contains(
        "== Section 2: Messages ==\n  [header: Messages (1)]\n  [2, 0] m0\n"
          + "  [footer: end of Messages]"))
    #expect(view.supplementaryKinds(in: 1).isEmpty)
    #expect(view.supplementaryKinds(in: 2) == [SupplementaryKind.footer, SupplementaryKind.header])
  }

  @Test func viewsOfKeptSectionsStayAndReloadedSectionsGetNewOnes() throws {
    let (screen, contacts, messages) = try screen()
    let view = collection()
    try view.attach(screen)
    let header = ListPosition(section: 2, item: 0)
    let before = try #require(
      view.supplementaryView(forElementKind: SupplementaryKind.header, at: header))
    // An item inserted: UIKit keeps the section's header as it is.
    try messages.append("m1")
    #expect(view.supplementaryView(forElementKind: SupplementaryKind.header, at: header) === before)
    #expect(before.textLabel == "Messages (1)")
    // The contacts section is deleted and inserted again: the messages header moves with it.
    contacts.setSections(
      [ListSection(header: "People", items: ["Katherine"])],
      options: DiffOptions(usesReloadData: true))
    #expect(view.supplementaryView(forElementKind: SupplementaryKind.header, at: header) === before)
    #expect(
      view.supplementaryView(
        forElementKind: SupplementaryKind.header, at: ListPosition(section: 0, item: 0))?
        .textLabel == "People (1)")
    // A reload of the messages section asks again.
    messages.setItems(["m0", "m1", "m2"], options: DiffOptions(usesReloadData: true))
    let after = try #require(
      view.supplementaryView(forElementKind: SupplementaryKind.header, at: header))
    #expect(after.textLabel == "Messages (3)")
    #expect(view.updateLog.allSatisfy { $0.succeeded })
  }

  @Test func anUnregisteredKindIsUIKitsFault() throws {
    let view = collection()
    do {
      _ = try view.dequeueReusableSupplementaryView(
        ofKind: SupplementaryKind.header, withReuseIdentifier: "title",
        for: ListPosition(section: 0, item: 0))
      Issue.record("an unregistered supplementary view was dequeued")
    } catch {
      #expect(error.kind == .unregisteredIdentifier)
      #expect(
        error.reason
          == "could not dequeue a view of kind: UICollectionElementKindSectionHeader with "
          + "identifier title - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard")
    }
    // Registered for another kind: still not found (registrations are keyed by kind too).
    try view.register(
      TitleView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "title")
    #expect(throws: InternalInconsistency.self) {
      try view.dequeueReusableSupplementaryView(
        ofKind: SupplementaryKind.header, withReuseIdentifier: "title",
        for: ListPosition(section: 0, item: 0))
    }
    #expect(throws: InternalInconsistency.self) {
      try view.register(Tile.self, forSupplementaryViewOfKind: "", withReuseIdentifier: "x")
    }
  }

  @Test func aLayoutThatAsksForAViewTheSourceLacksIsAFault() throws {
    let view = collection()
    view.layoutSupplementaryKinds = { _ in [SupplementaryKind.header] }
    do {
      try view.attach(tiles(["a"]))
      Issue.record("a missing header was accepted")
    } catch {
      #expect(error.kind == .invalidSupplementaryView)
      #expect(error.reason.contains("UICollectionElementKindSectionHeader"))
    }
  }

  @Test func viewsOfDeletedSectionsAreReused() throws {
    let (screen, contacts, _) = try screen()
    let view = collection()
    try view.attach(screen)
    let first = view.supplementaryView(
      forElementKind: SupplementaryKind.header, at: ListPosition(section: 0, item: 0))
    try screen.removeChild(at: 0)
    try screen.insert(contacts, at: 0)
    let again = view.supplementaryView(
      forElementKind: SupplementaryKind.header, at: ListPosition(section: 0, item: 0))
    #expect(again === first)
    #expect(again?.prepareForReuseCount == 1)
  }
}
