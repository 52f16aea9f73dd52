import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// `MixedDataSource.upsert`, `remove(_:)` and `firstPosition(of:)`: items matched by their type
/// and identifier, items without identity appended by upserts and removed by value when their
/// type is `Equatable`; every change accepted by a strict host; errors change nothing.
@MainActor
@Suite struct MixedDataSourceIdentityTests {
  typealias Post = MixedFeed.Post
  typealias Story = MixedFeed.Story
  typealias Note = MixedFeed.Note
  typealias Banner = MixedFeed.Banner
  typealias Gap = MixedFeed.Gap

  func position(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  /// A feed in a strict table view, watched by the round-trip oracle.
  func shown(_ sections: [ListSection<Any>]) throws -> (
    MixedDataSource, HeadlessTableView, ReproducibilityCheck
  ) {
    let feed = MixedDataSource(sections: sections, catalog: MixedFeed.catalog(MixedFeed.Rows.self))
    let tableView = HeadlessTableView(options: MixedFeed.strictOptions())
    try tableView.attach(feed)
    return (feed, tableView, ReproducibilityCheck(feed, in: tableView))
  }

  // MARK: upsert

  @Test func upsertReplacesMatchedItemsAndAppendsTheOthers() throws {
    let (feed, _, check) = try shown([
      ListSection(items: [Post(id: 1, text: "a"), Note(id: 1, text: "a"), Banner(text: "a")]),
      ListSection(items: [Story(id: 2, title: "t", views: 0), Post(id: 7, text: "a")]),
    ])

    var update = BatchUpdate()
    let failures = try check.failures(after: {
      update = try feed.upsert(
        [
          Post(id: 1, text: "b"),  // changed: replaced
          Note(id: 1, text: "a"),  // no content equality: replaced
          Story(id: 2, title: "t", views: 9),  // equal content: untouched
          Note(id: 7, text: "a"),  // post 7 is another item: appended
          Banner(text: "a"),  // no identity: appended
          Post(id: 5, text: "a"),  // new: appended...
          Post(id: 5, text: "b"),  // ...once, with the last content
        ], appendingToSection: 1
      ).batch
    })

    #expect(failures.isEmpty, "\(failures)")
    #expect(
      update
        == BatchUpdate(
          insertedItems: [position(1, 2), position(1, 3), position(1, 4)],
          reloadedItems: [position(0, 0), position(0, 1)]))
    #expect(
      MixedFeed.texts(of: feed) == [
        ["post 1 b", "note 1 a", "banner a"],
        ["story 2 t", "post 7 a", "note 7 a", "banner a", "post 5 b"],
      ])
    #expect((feed.model(at: position(1, 0)) as? Story)?.views == 0)
  }

  @Test func upsertCanReconfigureAndKeepTheCells() throws {
    let (feed, tableView, check) = try shown([
      ListSection(items: [Post(id: 1, text: "a"), Note(id: 2, text: "a")])
    ])
    let cells = try (0..<2).map { try #require(tableView.cellForRow(at: position(0, $0))) }
    let reuses = cells.map(\.prepareForReuseCount)

    var update = BatchUpdate()
    let failures = try check.failures(after: {
      update = try feed.upsert(
        [Note(id: 2, text: "b"), Post(id: 1, text: "b"), Post(id: 3, text: "a")],
        updateStyle: .reconfigure
      ).batch
    })

    #expect(failures.isEmpty, "\(failures)")
    #expect(
      update
        == BatchUpdate(
          insertedItems: [position(0, 2)], reconfiguredItems: [position(0, 0), position(0, 1)]))
    for index in 0..<2 {
      #expect(tableView.cellForRow(at: position(0, index)) === cells[index])
      #expect(cells[index].prepareForReuseCount == reuses[index])
    }
    #expect(tableView.visibleCells.map(\.textLabel) == ["post 1 b", "note 2 b", "post 3 a"])
  }

  @Test func failedUpsertsChangeNothing() throws {
    let (feed, tableView, _) = try shown([ListSection(items: [Post(id: 1, text: "a")])])
    #expect(throws: ListError.noDecorator(modelType: "Poll")) {
      try feed.upsert([Post(id: 1, text: "b"), MixedFeed.Poll(question: "?")])
    }
    #expect(throws: ListError.sectionOutOfRange(3, sectionCount: 1)) {
      try feed.upsert([Post(id: 1, text: "b"), Banner(text: "x")], appendingToSection: 3)
    }
    #expect(MixedFeed.texts(of: feed) == [["post 1 a"]])
    #expect(tableView.updateLog.isEmpty)

    // Nothing to append: the section is not needed, and unchanged content publishes nothing.
    #expect(try feed.upsert([Post(id: 1, text: "a")], appendingToSection: 3).isEmpty)
    #expect(tableView.updateLog.isEmpty)
  }

  // MARK: remove and firstPosition

  @Test func removeRemovesEveryItemWithTheIdentityWhateverItsContent() throws {
    let (feed, tableView, check) = try shown([
      ListSection(items: [Post(id: 1, text: "a"), Note(id: 1, text: "a")]),
      ListSection(items: [Banner(text: "a"), Post(id: 1, text: "b"), Banner(text: "b")]),
    ])

    var update = BatchUpdate()
    let failures = check.failures(after: { update = feed.remove(Post(id: 1, text: "edited")).batch }
    )

    #expect(failures.isEmpty, "\(failures)")
    #expect(update == BatchUpdate(deletedItems: [position(0, 0), position(1, 1)]))
    #expect(MixedFeed.texts(of: feed) == [["note 1 a"], ["banner a", "banner b"]])
    #expect(tableView.updateLog.map(\.update) == [update])
  }

  @Test func itemsWithoutIdentityAreRemovedByValueWhenTheyAreEquatable() throws {
    let (feed, tableView, check) = try shown([
      ListSection(items: [Banner(text: "a"), Gap(height: 0), Banner(text: "b"), Banner(text: "a")])
    ])

    var update = BatchUpdate()
    let failures = check.failures(after: { update = feed.remove(Banner(text: "a")).batch })
    #expect(failures.isEmpty, "\(failures)")
    #expect(update == BatchUpdate(deletedItems: [position(0, 0), position(0, 3)]))

    // A gap has neither identity nor equality: a value names no gap. Remove it by position.
    #expect(feed.remove(Gap(height: 0)).isEmpty)
    #expect(feed.firstPosition(of: Gap(height: 0)) == nil)
    #expect(feed.remove(MixedFeed.Poll(question: "?")).isEmpty)
    #expect(feed.remove(Banner(text: "zzz")).isEmpty)
    #expect(tableView.updateLog.count == 1)
    #expect(MixedFeed.texts(of: feed) == [["gap 0", "banner b"]])
  }

  @Test func firstPositionFindsTheFirstItemAValueNames() throws {
    let feed = MixedDataSource(
      sections: [
        ListSection(items: [Note(id: 1, text: "a"), Banner(text: "a")]),
        ListSection(items: [Post(id: 1, text: "a"), Post(id: 1, text: "b")]),
      ], catalog: MixedFeed.catalog(MixedFeed.Rows.self))
    #expect(feed.firstPosition(of: Post(id: 1, text: "z")) == position(1, 0))
    #expect(feed.firstPosition(of: Note(id: 1, text: "z")) == position(0, 0))
    #expect(feed.firstPosition(of: Banner(text: "a")) == position(0, 1))
    #expect(feed.firstPosition(of: Banner(text: "b")) == nil)
    #expect(feed.firstPosition(of: Post(id: 2, text: "a")) == nil)
  }

  @Test func aChildsRemovalArrivesInTheRootsPositions() throws {
    let catalog = MixedFeed.catalog(MixedFeed.Rows.self)
    let pinned = MixedDataSource([Banner(text: "top")], catalog: catalog)
    let feed = MixedDataSource([Post(id: 1, text: "a"), Post(id: 2, text: "a")], catalog: catalog)
    let screen = try SectionedDataSource([pinned, feed], layout: .linear)
    let tableView = HeadlessTableView(options: MixedFeed.strictOptions())
    try tableView.attach(screen)
    let check = ReproducibilityCheck(screen, in: tableView)

    var updates: [BatchUpdate] = []
    let failures = try check.failures(after: {
      updates.append(feed.remove(Post(id: 2, text: "")).batch)
      updates.append(try feed.upsert([Post(id: 1, text: "b"), Post(id: 3, text: "a")]).batch)
    })

    #expect(failures.isEmpty, "\(failures)")
    #expect(
      updates == [
        BatchUpdate(deletedItems: [position(0, 2)]),
        BatchUpdate(insertedItems: [position(0, 2)], reloadedItems: [position(0, 1)]),
      ])
  }
}
