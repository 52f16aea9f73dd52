import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// `ArrayDataSource.firstPosition(of:)`: for an `Identifiable` model, an index of identifiers
/// answers what comparing every item in order would, through duplicates and after every kind
/// of change; for any other model, the items are compared in order.
@MainActor
@Suite struct ArrayDataSourceFindingTests {
  typealias Source = ArrayDataSource<Mail, HeadlessTableViewCell>

  func source(_ sections: [[Mail]]) -> Source {
    ArrayDataSource(
      sections: sections.map { ListSection(items: $0) },
      decorator: MailDecorator<HeadlessTableViewCell>.self)
  }

  /// What comparing every item in order finds: the oracle.
  func linearPosition(of item: Mail, in source: Source) -> ListPosition? {
    for (section, content) in source.sections.enumerated() {
      if let index = content.items.firstIndex(of: item) { return position(section, index) }
    }
    return nil
  }

  @Test func duplicatesAnswerTheirFirstEqualItem() {
    let mails = source([
      [Mail(1, "a"), Mail(2)],
      [Mail(3), Mail(1, "b"), Mail(1, "a"), Mail(1, "b")],
    ])
    #expect(mails.firstPosition(of: Mail(1, "a")) == position(0, 0))
    #expect(mails.firstPosition(of: Mail(1, "b")) == position(1, 1))
    #expect(mails.firstPosition(of: Mail(3)) == position(1, 0))
    // The identifier is there, the item is not: equality, not identity.
    #expect(mails.firstPosition(of: Mail(2, "edited")) == nil)
    #expect(mails.firstPosition(of: Mail(1, "c")) == nil)
    #expect(mails.firstPosition(of: Mail(9)) == nil)
  }

  @Test func everyChangeOfTheItemsIsSeenByTheNextSearch() throws {
    let mails = source([[Mail(1), Mail(2), Mail(3)]])
    #expect(mails.firstPosition(of: Mail(3)) == position(0, 2))
    try mails.insert(Mail(0), at: position(0, 0))
    #expect(mails.firstPosition(of: Mail(3)) == position(0, 3))
    #expect(mails.firstPosition(of: Mail(0)) == position(0, 0))
    try mails.move(from: position(0, 3), to: position(0, 0))
    #expect(mails.firstPosition(of: Mail(3)) == position(0, 0))
    try mails.update(at: position(0, 0), with: Mail(3, "edited"))
    #expect(mails.firstPosition(of: Mail(3)) == nil)
    #expect(mails.firstPosition(of: Mail(3, "edited")) == position(0, 0))
    _ = try mails.remove(at: position(0, 0))
    #expect(mails.firstPosition(of: Mail(3, "edited")) == nil)
    _ = mails.setItems([Mail(2), Mail(7)])
    #expect(mails.firstPosition(of: Mail(7)) == position(0, 1))
    #expect(mails.firstPosition(of: Mail(1)) == nil)
    _ = mails.appendSection(ListSection(items: [Mail(8), Mail(7)]))
    #expect(mails.firstPosition(of: Mail(8)) == position(1, 0))
    #expect(mails.firstPosition(of: Mail(7)) == position(0, 1))
  }

  /// Random inserts, removals, moves and replacements among few identifiers (so many
  /// duplicates), each followed by a search for every item that could be there: the answers are
  /// those of comparing every item in order.
  @Test(arguments: [UInt64(81), 82, 83, 84])
  func answersAreThoseOfALinearSearch(seed: UInt64) throws {
    print("ArrayDataSourceFindingTests.answersAreThoseOfALinearSearch seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    func randomMail() -> Mail {
      Mail(Int.random(in: 0..<12, using: &generator), ["a", "b"].randomElement(using: &generator))
    }
    let mails = source([(0..<10).map { _ in randomMail() }, (0..<5).map { _ in randomMail() }])
    let candidates = (0..<13).flatMap { [Mail($0, "a"), Mail($0, "b")] }
    for step in 0..<60 {
      let section = Int.random(in: 0..<2, using: &generator)
      let count = mails.numberOfItems(inSection: section)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        let item = Int.random(in: 0...count, using: &generator)
        try mails.insert(randomMail(), at: position(section, item))
      case 1 where count > 0:
        _ = try mails.remove(at: position(section, Int.random(in: 0..<count, using: &generator)))
      case 2 where count > 0:
        let from = position(section, Int.random(in: 0..<count, using: &generator))
        try mails.move(
          from: from, to: position(section, Int.random(in: 0..<count, using: &generator)))
      case 3 where count > 0:
        let at = position(section, Int.random(in: 0..<count, using: &generator))
        try mails.update(at: at, with: randomMail())
      default:
        break
      }
      for candidate in candidates {
        #expect(
          mails.firstPosition(of: candidate) == linearPosition(of: candidate, in: mails),
          "seed \(seed), step \(step), \(candidate)")
      }
    }
  }

  /// A model whose `==` compares the names alone, so that two items of different identifiers
  /// can be equal.
  struct Tag: Identifiable, Equatable {
    var id: Int
    var name: String
    static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name == rhs.name }
  }

  /// The first search after a change reads the identifiers in order, the second makes the
  /// index: both answer alike, among the items of the searched identifier only.
  @Test func theSearchInOrderAndTheIndexAnswerAlike() throws {
    let tags = ArrayDataSource<Tag, HeadlessTableViewCell>(
      sections: [
        ListSection(items: [Tag(id: 1, name: "a"), Tag(id: 2, name: "b")]),
        ListSection(items: [Tag(id: 3, name: "b"), Tag(id: 2, name: "c"), Tag(id: 2, name: "b")]),
      ],
      cell: HeadlessTableViewCell.self
    ) { $0.textLabel = $1.name }
    let queries = [
      Tag(id: 2, name: "b"), Tag(id: 2, name: "c"), Tag(id: 3, name: "b"), Tag(id: 1, name: "b"),
      Tag(id: 9, name: "a"), Tag(id: 3, name: "z"),
    ]
    let expected = [position(0, 1), position(1, 1), position(1, 0), nil, nil, nil]
    for (query, answer) in zip(queries, expected) {
      // In order, then by the index, then in order again after a change that moves nothing
      // before the query's items.
      #expect(tags.firstPosition(of: query) == answer, "in order: \(query)")
      #expect(tags.firstPosition(of: query) == answer, "indexed: \(query)")
      #expect(tags.firstPosition(of: query) == answer, "indexed again: \(query)")
      _ = tags.appendSection(ListSection(items: []))
    }
  }

  /// A model with no identity of its own.
  struct Point: Equatable {
    var x: Int
  }

  @Test func aModelWithoutIdentityIsComparedInOrder() {
    let points = ArrayDataSource<Point, HeadlessTableViewCell>(
      sections: [
        ListSection(items: [Point(x: 1), Point(x: 2)]), ListSection(items: [Point(x: 2)]),
      ],
      cell: HeadlessTableViewCell.self
    ) { $0.textLabel = "\($1.x)" }
    #expect(points.firstPosition(of: Point(x: 2)) == position(0, 1))
    #expect(points.firstPosition(of: Point(x: 3)) == nil)
  }
}
