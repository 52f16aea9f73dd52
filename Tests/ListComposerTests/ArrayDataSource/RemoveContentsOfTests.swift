import HeadlessHost
import ListComposerTestSupport
import Testing

/// A word: `Equatable` but not `Hashable`, so its removals compare value by value.
struct Word: Equatable {
  var text: String
}

/// Renders a word as itself.
enum WordDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "word" }
  static func decorate(_ cell: Cell, with word: Word) { cell.textLabel = word.text }
}

/// `ArrayDataSource.remove(contentsOf:)`: every item equal to any of the values goes, in one
/// batch, from sources two levels down and inside a linear composition, on both headless views,
/// strict and raising like a device.
@MainActor
@Suite struct RemoveContentsOfTests {
  func at(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  @Test(arguments: ViewKind.allCases)
  func removesEveryEqualItemInOneBatchTwoLevelsDown(_ kind: ViewKind) async throws {
    try await kind.run(twoLevelsDown, twoLevelsDown)
  }

  func twoLevelsDown<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let host = ViewUnderTest(kind)
    let header = NoteDecorator<Cell>.dataSource(for: [Note(100)])
    let deep = ArrayDataSource(
      sections: [
        ListSection(header: "A", items: [Note(0), Note(1), Note(2), Note(1), Note(3)]),
        ListSection(header: "B", items: [Note(4), Note(1), Note(5)]),
      ], decorator: NoteDecorator<Cell>.self)
    let root = try SectionedDataSource([
      header, SectionedDataSource([SectionedDataSource([deep])]),
    ])
    try host.attach(root)
    let logged = host.updateLog.count

    // Note 1 twice in the values, note 99 nowhere: each item equal to a value goes, once.
    let update = deep.remove(contentsOf: [Note(1), Note(4), Note(99), Note(1)])

    #expect(Set(update.batch.deletedItems) == [at(1, 1), at(1, 3), at(2, 0), at(2, 1)], "\(kind)")
    #expect(update.batch.deletedItems.count == 4)
    #expect(deep.sections.map(\.items) == [[Note(0), Note(2), Note(3)], [Note(5)]])
    #expect(deep.sections.map(\.header) == ["A", "B"])
    #expect(host.updateLog.count == logged + 1, "\(kind): one batch")
    #expect(host.updateLog.last?.update == update.batch)
    try host.expectShowsData(root)
  }

  @Test(arguments: ViewKind.allCases)
  func removesFromASourceInALinearComposition(_ kind: ViewKind) async throws {
    try await kind.run(linear, linear)
  }

  func linear<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let host = ViewUnderTest(kind)
    let first = NoteDecorator<Cell>.dataSource(for: notes(10..<12))
    let runs = ArrayDataSource(
      sections: [ListSection(items: notes(20..<23)), ListSection(items: notes(23..<25))],
      decorator: NoteDecorator<Cell>.self)
    let words = ArrayDataSource(
      [Word(text: "a"), Word(text: "b"), Word(text: "a")], decorator: WordDecorator<Cell>.self)
    let flat = try SectionedDataSource([first, runs, words], layout: .linear)
    let root = try SectionedDataSource([
      NoteDecorator<Cell>.dataSource(for: [Note(100)]), SectionedDataSource([flat]),
    ])
    try host.attach(root)
    let logged = host.updateLog.count

    // Hashable notes, from a set; runs starts at item 2 of screen section 1.
    let notesUpdate = runs.remove(contentsOf: Set([Note(21), Note(23), Note(50)]))
    #expect(Set(notesUpdate.batch.deletedItems) == [at(1, 3), at(1, 5)], "\(kind)")
    #expect(runs.items == [Note(20), Note(22), Note(24)])
    // Equatable words: they now start at item 5.
    let wordsUpdate = words.remove(contentsOf: [Word(text: "a"), Word(text: "z")])
    #expect(Set(wordsUpdate.batch.deletedItems) == [at(1, 5), at(1, 7)], "\(kind)")
    #expect(words.items == [Word(text: "b")])
    #expect(host.updateLog.count == logged + 2, "\(kind): one batch each")
    try host.expectShowsData(root)
  }

  @Test(arguments: ViewKind.allCases)
  func valuesThatAreNotPresentChangeNothing(_ kind: ViewKind) async throws {
    try await kind.run(absent, absent)
  }

  func absent<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let host = ViewUnderTest(kind)
    let deep = NoteDecorator<Cell>.dataSource(for: notes(0..<3))
    let words = ArrayDataSource([Word(text: "a")], decorator: WordDecorator<Cell>.self)
    let root = try SectionedDataSource([SectionedDataSource([deep]), words])
    try host.attach(root)
    let logged = host.updateLog.count
    var published = 0
    let token = Token()
    root.updates.observe(by: token) { _ in published += 1 }

    #expect(deep.remove(contentsOf: [Note(7), Note(8)]).isEmpty)
    #expect(deep.remove(contentsOf: [Note]()).isEmpty)
    #expect(words.remove(contentsOf: [Word(text: "z")]).isEmpty)
    #expect(words.remove(contentsOf: [Word]()).isEmpty)
    // Same identifier, other content: not equal, so not removed.
    #expect(deep.remove(contentsOf: [Note(1, "edited")]).isEmpty)

    #expect(deep.items == notes(0..<3))
    #expect(words.items == [Word(text: "a")])
    #expect(host.updateLog.count == logged, "\(kind)")
    #expect(published == 0)
    try host.expectShowsData(root)
  }
}

/// An object that owns an observation.
final class Token {}
