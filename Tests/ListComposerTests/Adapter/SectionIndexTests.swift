import HeadlessHost
import ListComposerTestSupport
import Testing

/// A screen's section index gathers its sources' entries through the compositions, each
/// jumping to the right screen section.
@MainActor
@Suite struct SectionIndexTests {
  func people(_ letters: [String]) -> ArrayDataSource<Mail, HeadlessTableViewCell> {
    ArrayDataSource(
      sections: letters.enumerated().map { offset, letter in
        var section = ListSection(header: letter, items: [Mail(offset)])
        section.indexTitle = letter
        return section
      }, decorator: MailDecorator<HeadlessTableViewCell>.self)
  }

  @Test func entriesJumpToTheirScreenSectionsThroughCompositions() throws {
    let favourites = ArrayDataSource(
      [Mail(100)], decorator: MailDecorator<HeadlessTableViewCell>.self, header: "Favourites")
    let contacts = people(["A", "B", "D"])
    let linear = try SectionedDataSource([people(["X"])], layout: .linear)
    let inner = try SectionedDataSource([contacts, linear])
    let root = try SectionedDataSource([favourites, inner])
    let table = HeadlessTableView(options: strictOptions())
    try table.attach(root)
    let adapter = try #require(table.adapter)
    // Favourites has none; contacts' sections are screen sections 1–3; a linear composition
    // has one section and no entries.
    #expect(adapter.sectionIndexTitles == ["A", "B", "D"])
    #expect(adapter.section(forSectionIndexTitleAt: 0) == 1)
    #expect(adapter.section(forSectionIndexTitleAt: 2) == 3)
    #expect(adapter.section(forSectionIndexTitleAt: 3) == nil)
    #expect(adapter.section(forSectionIndexTitleAt: -1) == nil)
    // A new section with an entry is found where it is now.
    _ = contacts.appendSection(
      {
        var section = ListSection(header: "E", items: [Mail(9)])
        section.indexTitle = "E"
        return section
      }())
    #expect(adapter.sectionIndexTitles == ["A", "B", "D", "E"])
    #expect(adapter.section(forSectionIndexTitleAt: 3) == 4)
  }

  @Test func aStatefulSourceShowsItsContentsEntriesOnlyWithItsContent() throws {
    let contacts = people(["A", "B"])
    let stateful = try StatefulDataSource(
      contacts, state: .loading, placeholder: StatusDecorator<HeadlessTableViewCell>.self)
    let table = HeadlessTableView(options: strictOptions())
    try table.attach(try SectionedDataSource([stateful]))
    let adapter = try #require(table.adapter)
    #expect(adapter.sectionIndexTitles.isEmpty)
    stateful.setState(.content)
    #expect(adapter.sectionIndexTitles == ["A", "B"])
  }
}

/// A collection view's index jumps to an item: no entry is offered while every section is
/// empty, and an entry whose section is empty leads to the nearest section with items.
@MainActor
@Suite struct ItemIndexTitleTests {
  func letters(_ sections: [(String, [Int])]) -> ArrayDataSource<Mail, HeadlessCollectionViewCell> {
    ArrayDataSource(
      sections: sections.map { letter, numbers in
        var section = ListSection(header: letter, items: numbers.map { Mail($0) })
        section.indexTitle = letter
        return section
      }, decorator: MailDecorator<HeadlessCollectionViewCell>.self)
  }

  @Test func noEntryIsOfferedWhileEverySectionIsEmpty() throws {
    let contacts = letters([("A", []), ("B", [])])
    let collection = HeadlessCollectionView(options: strictOptions())
    try collection.attach(contacts)
    let adapter = try #require(collection.adapter)
    #expect(adapter.sectionIndexTitles == ["A", "B"])
    #expect(adapter.itemIndexTitles.isEmpty)
    #expect(adapter.itemPosition(forIndexTitleAt: 0) == nil)
    #expect(adapter.itemPosition(forIndexTitleAt: 1, titlesAreTheSources: false) == nil)
    _ = try contacts.append(Mail(7), toSection: 1)
    #expect(adapter.itemIndexTitles == ["A", "B"])
  }

  @Test func anEntryOfAnEmptySectionJumpsToTheNearestItem() throws {
    let contacts = letters([("A", []), ("B", [1]), ("C", []), ("D", [])])
    let collection = HeadlessCollectionView(options: strictOptions())
    try collection.attach(contacts)
    let adapter = try #require(collection.adapter)
    // The first section after the entry's with items, else the last before it.
    #expect(adapter.itemPosition(forIndexTitleAt: 0) == ListPosition(section: 1, item: 0))
    #expect(adapter.itemPosition(forIndexTitleAt: 1) == ListPosition(section: 1, item: 0))
    #expect(adapter.itemPosition(forIndexTitleAt: 3) == ListPosition(section: 1, item: 0))
    // An entry the sources do not have: the section of its number, kept inside the sections.
    #expect(adapter.itemPosition(forIndexTitleAt: 9) == ListPosition(section: 1, item: 0))
    #expect(
      adapter.itemPosition(forIndexTitleAt: -1, titlesAreTheSources: false)
        == ListPosition(section: 1, item: 0))
  }
}
