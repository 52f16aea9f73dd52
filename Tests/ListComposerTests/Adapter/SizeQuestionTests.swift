import HeadlessHost
import ListComposerTestSupport
import Testing

/// What a bridge reads to tell its view which size questions it answers: whether any source
/// gives sizes of a kind (so that a view nobody gives sizes to sizes itself as without the
/// bridge), and a call whenever sizes are given or removed.
@MainActor
@Suite struct SizeQuestionTests {
  @Test(arguments: ViewKind.allCases)
  func aBridgeHearsOfEveryChangeAndKnowsWhichSizesAreGiven(_ kind: ViewKind)
    async throws
  {
    try await kind.run(questions, questions)
  }

  func questions<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try SizesScreen(kind, cell)
    let adapter = screen.adapter
    let header = SupplementaryKind.header
    var changes = 0
    adapter.onSizesChange = { changes += 1 }
    let all: [SizeQuestion] = [
      .rowHeight, .estimatedRowHeight, .itemSize, .supplementaryHeight(header),
      .estimatedSupplementaryHeight(header), .supplementaryHeight(SupplementaryKind.footer),
    ]
    #expect(all.filter(adapter.givesSizes(for:)).isEmpty)

    adapter.setHandlers(SourceHandlers(rowHeight: { _, _ in 44 }), for: screen.messages)
    #expect(all.filter(adapter.givesSizes(for:)) == [.rowHeight])
    adapter.setHandlers(
      SourceHandlers(rowHeight: { _, _ in 44 }, estimatedRowHeight: 40), for: screen.messages)
    #expect(all.filter(adapter.givesSizes(for:)) == [.rowHeight, .estimatedRowHeight])
    adapter.setHandlers(SourceHandlers(itemSize: { _, _ in nil }), for: screen.ads)
    adapter.setHandlers(
      SourceHandlers(estimatedSupplementaryHeights: [header: 30]), for: screen.tasks)
    #expect(all.filter(adapter.givesSizes(for:)) == Array(all.dropLast()))
    #expect(changes == 4)

    adapter.setHandlers(nil, for: screen.messages)
    adapter.setHandlers(nil, for: screen.ads)
    adapter.setHandlers(nil, for: screen.tasks)
    #expect(all.filter(adapter.givesSizes(for:)).isEmpty)
    #expect(changes == 7)
  }

  @Test func theSizesOfASourceThatIsGoneAreNotGiven() throws {
    let table = HeadlessTableView()
    try table.attach(
      ArrayDataSource([Mail(1)], decorator: MailDecorator<HeadlessTableViewCell>.self))
    let adapter = try #require(table.adapter)
    do {
      let gone = ArrayDataSource([Mail(2)], decorator: MailDecorator<HeadlessTableViewCell>.self)
      adapter.setHandlers(
        SourceHandlers(
          rowHeight: { _, _ in 44 }, itemSize: { _, _ in ListSize(width: 1, height: 1) }),
        for: gone)
      #expect(adapter.givesSizes(for: .rowHeight))
      #expect(adapter.givesSizes(for: .itemSize))
    }
    #expect(!adapter.givesSizes(for: .rowHeight))
    #expect(!adapter.givesSizes(for: .itemSize))
    #expect(adapter.rowHeight(at: position(0, 0)) == nil)
  }
}
