import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Each mutation of ArrayDataSource and SectionedDataSource, in each layout, nested both ways,
/// applied through strict table and collection hosts and checked by the round-trip oracle; then
/// the oracle itself, shown catching wrong batches, and the text snapshots.
@MainActor
@Suite struct RoundTripTests {
  /// How the fixture composes its leaves.
  enum Shape: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// `[people, messages]` as sections.
    case sections
    /// `[people, messages]` in one section.
    case linear
    /// `[people, linear [messages, extras]]` as sections.
    case linearInSections
    /// `[people, sections [messages, extras]]` in one section.
    case sectionsInLinear

    var testDescription: String { rawValue }
  }

  /// One kind of mutation, applied to the fixture.
  enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case append, insertFirst, insertMiddle, update, removeAt, removeValue, removeRepeatedValue
    case removeAbsentValue, upsert, upsertUnchanged, replaceAllItems, replaceAllSections
    case appendSection, appendChild, insertChild, removeChild, removeNestedChild
    case appendToEmptiedLeaf

    var testDescription: String { rawValue }
  }

  /// The fixture: people (two sections), messages and extras (one section each).
  @MainActor
  struct Fixture<Cell: HeadlessReusableCell> {
    typealias Leaf = ArrayDataSource<Contact, Cell>
    let root: SectionedDataSource
    let people: Leaf
    let messages: Leaf
    let extras: Leaf
    /// The composition that holds messages.
    let parent: SectionedDataSource

    init(_ shape: Shape) throws {
      func leaf(_ sections: [[Int]], header: String) -> Leaf {
        Leaf(
          sections: sections.enumerated().map { index, ids in
            ListSection(
              header: "\(header) \(index)", items: ids.map { Contact(id: $0, name: "c\($0)") })
          }, cell: Cell.self
        ) { cell, contact in cell.textLabel = "\(contact.id) \(contact.name)" }
      }
      people = leaf([[1, 2, 3], [4, 5]], header: "people")
      messages = leaf([[10, 11, 12]], header: "messages")
      extras = leaf([[20]], header: "extras")
      switch shape {
      case .sections, .linear:
        root = try SectionedDataSource(
          [people, messages, extras], layout: shape == .sections ? .sections : .linear)
        parent = root
      case .linearInSections, .sectionsInLinear:
        let inner = try SectionedDataSource(
          [messages, extras], layout: shape == .linearInSections ? .linear : .sections)
        root = try SectionedDataSource(
          [people, inner], layout: shape == .linearInSections ? .sections : .linear)
        parent = inner
      }
    }

    /// Applies one kind of mutation.
    func perform(_ kind: Kind) throws {
      let first = ListPosition(section: 0, item: 0)
      switch kind {
      case .append:
        try messages.append(Contact(id: 13, name: "new"))
      case .insertFirst:
        try messages.insert(Contact(id: 13, name: "new"), at: first)
      case .insertMiddle:
        try people.insert(Contact(id: 6, name: "new"), at: ListPosition(section: 1, item: 1))
      case .update:
        try people.update(at: ListPosition(section: 1, item: 0), with: Contact(id: 4, name: "x"))
      case .removeAt:
        _ = try people.remove(at: ListPosition(section: 0, item: 1))
      case .removeValue:
        people.remove(Contact(id: 5, name: "c5"))
      case .removeRepeatedValue:
        // The same value three times across both sections, removed in one update.
        let copy = Contact(id: 2, name: "c2")
        try people.append(copy, toSection: 1)
        try people.insert(copy, at: first)
        people.remove(copy)
      case .removeAbsentValue:
        people.remove(Contact(id: 99, name: "nobody"))
      case .upsert:
        try people.upsert(
          [
            Contact(id: 5, name: "renamed"), Contact(id: 1, name: "c1"), Contact(id: 7, name: "a"),
            Contact(id: 2, name: "renamed too"), Contact(id: 7, name: "b"),
          ], appendingToSection: 0)
      // In a linear layout the reload of 5, after the new item, moves: a delete and an insert.
      case .upsertUnchanged:
        try messages.upsert([Contact(id: 11, name: "c11")])
      case .replaceAllItems:
        people.setItems([Contact(id: 30, name: "only")], options: DiffOptions(usesReloadData: true))
      case .replaceAllSections:
        messages.setSections(
          [
            ListSection(items: [Contact(id: 31, name: "a")]),
            ListSection(items: [Contact(id: 32, name: "b"), Contact(id: 10, name: "c10")]),
          ], options: DiffOptions(usesReloadData: true))
      case .appendSection:
        messages.appendSection(ListSection(items: [Contact(id: 40, name: "s")]))
      case .appendChild:
        try parent.append(Self.extraLeaf([[50, 51], [52]]))
      case .insertChild:
        try parent.insert(Self.extraLeaf([[53]]), at: 0)
      case .removeChild:
        _ = try root.removeChild(at: 0)
      case .removeNestedChild:
        _ = try parent.removeChild(at: parent.children.count - 1)
      case .appendToEmptiedLeaf:
        people.setSections([ListSection<Contact>](), options: DiffOptions(usesReloadData: true))
        people.appendSection(ListSection(items: []))
        try people.append(Contact(id: 60, name: "back"))
      }
    }

    static func extraLeaf(_ sections: [[Int]]) -> Leaf {
      Leaf(
        sections: sections.map { ListSection(items: $0.map { Contact(id: $0, name: "e\($0)") }) },
        cell: Cell.self
      ) { cell, contact in cell.textLabel = "\(contact.id) \(contact.name)" }
    }
  }

  static func strict(window: Int = 100) -> HeadlessHostOptions {
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.visibleItemLimit = window
    return options
  }

  // MARK: Each mutation in each layout

  @Test(arguments: Shape.allCases, Kind.allCases)
  func mutationRoundTripsThroughATable(shape: Shape, kind: Kind) throws {
    for window in [100, 3] {
      let fixture = try Fixture<TestRow>(shape)
      let tableView = HeadlessTableView(options: Self.strict(window: window))
      try tableView.attach(fixture.root)
      let check = ReproducibilityCheck(fixture.root, in: tableView)
      let failures = try check.failures(after: { try fixture.perform(kind) })
      #expect(failures.isEmpty, "\(shape) \(kind), window \(window): \(failures)")
      #expect(CompositionLaws.violations(in: fixture.root).isEmpty)
    }
  }

  @Test(arguments: Shape.allCases, Kind.allCases)
  func mutationRoundTripsThroughACollection(shape: Shape, kind: Kind) throws {
    let fixture = try Fixture<TestTile>(shape)
    let collectionView = HeadlessCollectionView(options: Self.strict())
    try collectionView.attach(fixture.root)
    let check = ReproducibilityCheck(fixture.root, in: collectionView)
    let failures = try check.failures(after: { try fixture.perform(kind) })
    #expect(failures.isEmpty, "\(shape) \(kind): \(failures)")
    #expect(CompositionLaws.violations(in: fixture.root).isEmpty)
  }

  @Test func removingAValueReportsEveryCopyInRootPositions() throws {
    let fixture = try Fixture<TestRow>(.linear)
    let tableView = HeadlessTableView(options: Self.strict())
    try tableView.attach(fixture.root)
    let copy = Contact(id: 11, name: "c11")
    try fixture.messages.append(copy)
    let update = fixture.messages.remove(copy)
    // people has 5 items, so messages' [0, 1] and [0, 3] are the root's [0, 6] and [0, 8].
    #expect(
      update.batch.deletedItems == [
        ListPosition(section: 0, item: 6), ListPosition(section: 0, item: 8),
      ])
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(
      snapshot(of: tableView) == """
        == Section 0 ==
        [0, 0] 1 c1
        [0, 1] 2 c2
        [0, 2] 3 c3
        [0, 3] 4 c4
        [0, 4] 5 c5
        [0, 5] 10 c10
        [0, 6] 12 c12
        [0, 7] 20 c20
        """)
  }

  @Test func upsertReloadsChangedItemsAndAppendsNewOnesOnce() throws {
    let fixture = try Fixture<TestTile>(.linearInSections)
    let collectionView = HeadlessCollectionView(options: Self.strict())
    try collectionView.attach(fixture.root)
    let update = try fixture.messages.upsert(
      [
        Contact(id: 12, name: "renamed"), Contact(id: 10, name: "c10"), Contact(id: 14, name: "a"),
        Contact(id: 14, name: "b"),
      ])
    #expect(update.batch.reloadedItems == [ListPosition(section: 2, item: 2)])
    #expect(update.batch.insertedItems == [ListPosition(section: 2, item: 3)])
    #expect(
      snapshot(of: collectionView) == """
        == Section 0: people 0 ==
        [0, 0] 1 c1
        [0, 1] 2 c2
        [0, 2] 3 c3
        == Section 1: people 1 ==
        [1, 0] 4 c4
        [1, 1] 5 c5
        == Section 2 ==
        [2, 0] 10 c10
        [2, 1] 11 c11
        [2, 2] 12 renamed
        [2, 3] 14 b
        [2, 4] 20 c20
        """)
  }
}

/// The oracle itself: each kind of wrong report it must catch, from a source that lies.
@MainActor
@Suite struct ReproducibilityCheckTests {
  /// Items are strings; an item's identity is its text up to the first "'", so "b'" is "b" with
  /// new content. Each change publishes whatever update the test scripts.
  final class ScriptedSource: IdentifiedDataSource {
    var items: [String]
    let updates = UpdateRelay()

    init(_ items: [String]) {
      self.items = items
    }

    func change(to newItems: [String], reporting update: BatchUpdate) {
      items = newItems
      _ = try? updates.send(update)
    }

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? items.count : 0 }
    func model(at position: ListPosition) -> String? {
      position.section == 0 && items.indices.contains(position.item) ? items[position.item] : nil
    }
    func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
      guard let item = model(at: position) else { throw outOfRangeError(position) }
      let cell = try request.dequeue(TestRow.self, reuseIdentifier: "row")
      cell.textLabel = item
      return cell
    }
    var cellRegistrations: [CellRegistration] {
      [CellRegistration(TestRow.self, reuseIdentifier: "row")]
    }
    func selectItem(at position: ListPosition) -> Bool { false }
    func itemIdentifier(at position: ListPosition) -> AnyHashable? {
      model(at: position).map { AnyHashable(String($0.prefix { $0 != "'" })) }
    }
  }

  func host(strict: Bool, checksIdentity: Bool = true, _ source: ScriptedSource) throws
    -> ReproducibilityCheck
  {
    var options = HeadlessHostOptions()
    options.isStrict = strict
    options.checksItemIdentity = checksIdentity
    let tableView = HeadlessTableView(options: options)
    try tableView.attach(source)
    return ReproducibilityCheck(source, in: tableView)
  }

  func position(_ item: Int) -> ListPosition { ListPosition(section: 0, item: item) }

  @Test func aFaithfulChangePasses() throws {
    let source = ScriptedSource(["a", "b", "c"])
    let check = try host(strict: true, source)
    #expect(check.failures().isEmpty)
    let failures = check.failures(after: {
      source.change(
        to: ["a", "c", "b'"],
        reporting: BatchUpdate(
          reloadedItems: [position(1)], movedItems: [ItemMove(from: position(2), to: position(1))]))
    })
    // A reload combined with a move of a neighbour is one of the unsafe combinations…
    #expect(failures.map(\.kind).contains(.rejectedBatch))
    // …while deleting and inserting the changed item is faithful.
    let source2 = ScriptedSource(["a", "b", "c"])
    let check2 = try host(strict: true, source2)
    let faithful = check2.failures(after: {
      source2.change(
        to: ["a", "c", "b'"],
        reporting: BatchUpdate(deletedItems: [position(1)], insertedItems: [position(2)]))
    })
    #expect(faithful.isEmpty, "\(faithful)")
  }

  @Test func aWrongDeletionIsLostAndUnexpectedEvenWhenTheHostChecksNothing() throws {
    let source = ScriptedSource(["a", "b", "c"])
    let check = try host(strict: false, checksIdentity: false, source)
    // "b" was removed, but the update deletes "c".
    let failures = check.failures(after: {
      source.change(to: ["a", "c"], reporting: BatchUpdate(deletedItems: [position(2)]))
    })
    let kinds = failures.map(\.kind)
    #expect(kinds.contains(.lostItem))
    #expect(kinds.contains(.unexpectedItem))
    #expect(kinds.contains(.staleCell))
    #expect(failures.first { $0.kind == .lostItem }?.item == "c")
    #expect(failures.first { $0.kind == .unexpectedItem }?.item == "b")
  }

  @Test func aLenientHostsWarningIsAFailure() throws {
    let source = ScriptedSource(["a", "b", "c"])
    let check = try host(strict: false, source)
    let failures = check.failures(after: {
      source.change(to: ["a", "c"], reporting: BatchUpdate(deletedItems: [position(2)]))
    })
    #expect(failures.first?.kind == .acceptedWithWarnings)
  }

  @Test func aStrictHostsRejectionIsAFailureAndTheHostReloads() throws {
    let source = ScriptedSource(["a", "b"])
    var options = HeadlessHostOptions()
    options.isStrict = true
    let tableView = HeadlessTableView(options: options)
    try tableView.attach(source)
    let check = ReproducibilityCheck(source, in: tableView)
    // One item inserted, nothing reported as such.
    let failures = check.failures(after: {
      source.change(to: ["a", "b", "c"], reporting: BatchUpdate(reloadedItems: [position(0)]))
    })
    #expect(failures.first?.kind == .rejectedBatch)
    // The host reloaded after the rejection, so it shows the data again and says why.
    #expect(!failures.contains { $0.kind == .countMismatch })
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect(tableView.consoleLog.last?.contains("reloaded its data") == true)
  }

  @Test func anInsertAtTheWrongPlaceDuplicatesAndLoses() throws {
    let source = ScriptedSource(["a", "b"])
    let check = try host(strict: false, checksIdentity: false, source)
    let failures = check.failures(after: {
      source.change(to: ["a", "b", "c"], reporting: BatchUpdate(insertedItems: [position(1)]))
    })
    #expect(failures.contains { $0.kind == .duplicatedItem && $0.item == "b" })
    #expect(failures.contains { $0.kind == .lostItem && $0.item == "c" })
  }

  @Test func aWrongMoveMisplacesItems() throws {
    let source = ScriptedSource(["a", "b", "c"])
    let check = try host(strict: false, checksIdentity: false, source)
    // "a" and "b" swapped, but the update moves "a" to the end.
    let failures = check.failures(after: {
      source.change(
        to: ["b", "a", "c"],
        reporting: BatchUpdate(movedItems: [ItemMove(from: position(0), to: position(2))]))
    })
    #expect(failures.map(\.kind) == [.misplacedItem, .misplacedItem, .staleCell, .staleCell])
    #expect(
      failures.first?.message == "at [0, 1] the table view shows item c; a rebuild shows item a")
  }

  @Test func aContentChangeWithoutAReloadLeavesAStaleCell() throws {
    let source = ScriptedSource(["a", "b"])
    let check = try host(strict: true, source)
    let failures = check.failures(after: {
      source.change(to: ["a", "b'"], reporting: BatchUpdate())
    })
    #expect(
      failures == [
        ReproducibilityFailure(
          .staleCell, "the cell at [0, 1] shows \"b\"; a fresh cell shows \"b'\"",
          position: position(1))
      ])
  }

  @Test func aSourceThatIsNotTheRootIsReported() throws {
    let child = ScriptedSource(["a"])
    let root = try SectionedDataSource([child])
    let tableView = HeadlessTableView()
    try tableView.attach(root)
    let check = ReproducibilityCheck(child, in: tableView)
    let failures = check.failures(after: {
      child.change(to: ["a", "b"], reporting: BatchUpdate(insertedItems: [position(1)]))
    })
    #expect(failures.map(\.kind).contains(.unappliedBatch))
  }

  @Test func snapshotsLeaveOutReuseAndLastUpdateNotes() throws {
    let source = ScriptedSource((0..<6).map { "item \($0)" })
    var options = HeadlessHostOptions()
    options.visibleItemLimit = 2
    let tableView = HeadlessTableView(options: options)
    try tableView.attach(source)
    try tableView.scroll(toRowOffset: 3)
    source.change(
      to: ["new"] + source.items, reporting: BatchUpdate(insertedItems: [position(0)]))
    #expect(tableView.render().contains("reused"))
    #expect(
      snapshot(of: tableView) == """
        == Section 0 ==
        [0, 3] item 2
        [0, 4] item 3
        ... 5 rows not visible
        """)
  }
}
