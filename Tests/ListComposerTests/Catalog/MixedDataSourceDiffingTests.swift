import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// `MixedDataSource.setItems` and `setSections`: items of many types diffed by their type and
/// identifier, items without identity paired by type in order, content compared by what each
/// type conforms to, every stage accepted by a strict host; items without a decorator refused.
@MainActor
@Suite struct MixedDataSourceDiffingTests {
  typealias Post = MixedFeed.Post
  typealias Story = MixedFeed.Story
  typealias Note = MixedFeed.Note
  typealias Banner = MixedFeed.Banner
  typealias Gap = MixedFeed.Gap

  /// A feed shown by a strict table view, with the round-trip oracle watching it.
  @MainActor
  struct Shown {
    let feed: MixedDataSource
    let tableView: HeadlessTableView
    let check: ReproducibilityCheck

    init(sections: [ListSection<Any>]) throws {
      feed = MixedDataSource(sections: sections, catalog: MixedFeed.catalog(MixedFeed.Rows.self))
      tableView = HeadlessTableView(options: MixedFeed.strictOptions())
      try tableView.attach(feed)
      check = ReproducibilityCheck(feed, in: tableView)
    }

    init(_ items: [Any]) throws {
      try self.init(sections: [ListSection(header: "Feed", items: items)])
    }

    /// Runs a change and returns what it published, recording the oracle's complaints.
    func published(
      _ change: () throws -> [BatchUpdate], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String] {
      var published: [BatchUpdate] = []
      let failures = try check.failures(after: { published = try change() })
      #expect(failures.isEmpty, "\(failures)", sourceLocation: sourceLocation)
      #expect(
        tableView.updateLog.suffix(published.count).map(\.update) == published,
        sourceLocation: sourceLocation)
      return published.map(\.description)
    }

    func cell(_ item: Int, section: Int = 0) -> HeadlessTableViewCell? {
      tableView.cellForRow(at: ListPosition(section: section, item: item))
    }

    /// The cell shown at a position, and how often it has been reused so far.
    func mark(_ item: Int, section: Int = 0) throws -> (cell: HeadlessTableViewCell, reuses: Int) {
      let shown = try #require(cell(item, section: section))
      return (shown, shown.prepareForReuseCount)
    }

    /// A Boolean value that indicates whether a marked cell is still on screen at a position
    /// without having been through the reuse pool: the host kept it rather than replacing it.
    func keeps(_ mark: (cell: HeadlessTableViewCell, reuses: Int), at item: Int, section: Int = 0)
      -> Bool
    {
      cell(item, section: section) === mark.cell && mark.cell.prepareForReuseCount == mark.reuses
    }

    var texts: [String?] { tableView.visibleCells.map(\.textLabel) }
  }

  @Test func typeAndIdentifierTogetherIdentifyAnItem() throws {
    let shown = try Shown([Post(id: 1, text: "a"), Note(id: 1, text: "a"), Post(id: 2, text: "a")])
    let post = try shown.mark(0)

    let published = try shown.published {
      try shown.feed.setItems([
        Note(id: 1, text: "a"), Post(id: 1, text: "a"), Post(id: 3, text: "a"),
      ]).batches
    }

    // Note 1 moves before post 1 (one move); post 2 leaves, post 3 arrives. The note is
    // reloaded first: its type has no content equality, so it always counts as changed.
    #expect(
      published == [
        "reload items [0, 1]",
        "delete items [0, 2]; insert items [0, 2]; move items [0, 1]->[0, 0]",
      ])
    #expect(shown.keeps(post, at: 1))
    #expect(shown.texts == ["note 1 a", "post 1 a", "post 3 a"])
  }

  /// The example in `setItems`' documentation, with a post for the contact, a story for the
  /// message and banners for the ads.
  @Test func theDocumentedExampleHolds() throws {
    let shown = try Shown([
      Post(id: 1, text: "Ada"), Story(id: 1, title: "Welcome", views: 0),
      Banner(text: "Spring sale"),
    ])
    let published = try shown.published {
      try shown.feed.setItems([
        Story(id: 1, title: "Welcome", views: 0), Post(id: 1, text: "Ada"),
        Banner(text: "Summer sale"),
      ]).batches
    }
    #expect(published == ["reload items [0, 2]", "move items [0, 1]->[0, 0]"])
    #expect(shown.texts == ["story 1 Welcome", "post 1 Ada", "banner Summer sale"])
  }

  @Test func contentEqualityFollowsWhatTheTypeConformsTo() throws {
    let shown = try Shown([
      Post(id: 1, text: "a"), Story(id: 2, title: "t", views: 0), Note(id: 3, text: "a"),
      Banner(text: "b"), Gap(height: 1),
    ])

    let published = try shown.published {
      try shown.feed.setItems([
        Post(id: 1, text: "a"), Story(id: 2, title: "t", views: 5), Note(id: 3, text: "a"),
        Banner(text: "b"), Gap(height: 1),
      ]).batches
    }

    // Post (Equatable), story (ContentEquatable: views are not content) and banner (Equatable)
    // are unchanged; the note and the gap can only be assumed changed.
    #expect(published == ["reload items [0, 2] [0, 4]"])
    #expect((shown.feed.model(at: ListPosition(section: 0, item: 1)) as? Story)?.views == 5)
  }

  @Test func itemsWithoutIdentityArePairedByTypeInOrder() throws {
    let shown = try Shown([Banner(text: "a"), Post(id: 1, text: "a"), Banner(text: "b")])
    let firstBanner = try shown.mark(0)

    // The first banner keeps its place and content; the second changes its text: a reload at
    // its place, not a delete and an insert.
    #expect(
      try shown.published {
        try shown.feed.setItems([Banner(text: "a"), Post(id: 1, text: "a"), Banner(text: "c")])
          .batches
      } == ["reload items [0, 2]"])
    #expect(shown.keeps(firstBanner, at: 0))

    // A banner never stands in for a gap: the types differ.
    #expect(
      try shown.published {
        try shown.feed.setItems([Gap(height: 1), Post(id: 1, text: "a"), Banner(text: "c")]).batches
      } == ["delete items [0, 0]; insert items [0, 0]"])
    #expect(shown.texts == ["gap 1", "post 1 a", "banner c"])
  }

  @Test func duplicatesArePairedInOrder() throws {
    let shown = try Shown([Post(id: 1, text: "a"), Post(id: 1, text: "b"), Post(id: 2, text: "a")])
    let published = try shown.published {
      try shown.feed.setItems([
        Post(id: 2, text: "a"), Post(id: 1, text: "a"), Post(id: 1, text: "c"),
        Post(id: 1, text: "d"),
      ]).batches
    }
    #expect(!published.isEmpty)
    #expect(shown.texts == ["post 2 a", "post 1 a", "post 1 c", "post 1 d"])
  }

  @Test func reconfigurationKeepsTheCellsOfChangedItems() throws {
    let shown = try Shown([
      Post(id: 1, text: "a"), Note(id: 2, text: "a"), Banner(text: "a"), Gap(height: 0),
    ])
    let cells = try (0..<4).map { try shown.mark($0) }

    let published = try shown.published {
      try shown.feed.setItems(
        [Post(id: 1, text: "b"), Note(id: 2, text: "b"), Banner(text: "b"), Gap(height: 1)],
        options: DiffOptions(updateStyle: .reconfigure)
      ).batches
    }

    #expect(published == ["reconfigure items [0, 0] [0, 1] [0, 2] [0, 3]"])
    #expect((0..<4).allSatisfy { shown.keeps(cells[$0], at: $0) })
    #expect(shown.texts == ["post 1 b", "note 2 b", "banner b", "gap 1"])
  }

  @Test func setSectionsMatchesSectionsByHeaderAndMovesItemsBetweenThem() throws {
    let shown = try Shown(sections: [
      ListSection(header: "Pinned", items: [Post(id: 1, text: "a")]),
      ListSection(header: "Today", items: [Banner(text: "a"), Note(id: 2, text: "a")]),
    ])
    let post = try shown.mark(0)

    let published = try shown.published {
      try shown.feed.setSections([
        ListSection(header: "Today", items: [Post(id: 1, text: "a"), Banner(text: "a")]),
        ListSection(header: "Pinned", items: [], footer: "Nothing pinned"),
      ]).batches
    }

    // Note 2 goes; the sections swap; post 1 moves from Pinned into Today, keeping its cell;
    // Pinned, whose footer changed, is reloaded last.
    #expect(
      published == [
        "delete items [1, 1]", "move sections 1->0", "move items [1, 0]->[0, 0]",
        "reload sections 1",
      ])
    #expect(shown.keeps(post, at: 0))
    #expect(shown.feed.sections.map(\.header) == ["Today", "Pinned"])
    #expect(MixedFeed.texts(of: shown.feed) == [["post 1 a", "banner a"], []])

    // A header that is not there before is a new section: its items are inserted with it.
    let later = try shown.published {
      try shown.feed.setSections([
        ListSection(header: "Today", items: [Post(id: 1, text: "a")]),
        ListSection(header: "Later", items: [Banner(text: "a"), Gap(height: 2)]),
      ]).batches
    }
    #expect(later == ["delete sections 1; delete items [0, 1]", "insert sections 1"])
  }

  @Test func unchangedItemsPublishNothing() throws {
    let shown = try Shown([Post(id: 1, text: "a"), Banner(text: "b")])
    #expect(
      try shown.published {
        try shown.feed.setItems([Post(id: 1, text: "a"), Banner(text: "b")]).batches
      }
      .isEmpty)
    #expect(shown.tableView.updateLog.isEmpty)
  }

  @Test func aRecommendedReloadIsOneBatch() throws {
    let shown = try Shown([Post(id: 1, text: "a"), Post(id: 2, text: "a"), Post(id: 3, text: "a")])
    let published = try shown.published {
      try shown.feed.setItems(
        [Post(id: 3, text: "a"), Post(id: 2, text: "a"), Post(id: 1, text: "b"), Gap(height: 0)],
        options: DiffOptions(reloadThreshold: 1)
      ).batches
    }
    #expect(published == ["reload sections 0"])
    #expect(shown.texts == ["post 3 a", "post 2 a", "post 1 b", "gap 0"])
  }

  @Test func setItemsGivesAFeedWithoutSectionsOneAndMergesSeveralIntoOne() throws {
    let empty = try Shown(sections: [])
    #expect(
      try empty.published { try empty.feed.setItems([Banner(text: "a")]).batches } == [
        "insert sections 0"
      ])

    let two = try Shown(sections: [
      ListSection(header: "A", items: [Post(id: 1, text: "a")], footer: "f"),
      ListSection(header: "B", items: [Note(id: 1, text: "a")]),
    ])
    _ = try two.published {
      try two.feed.setItems([Note(id: 1, text: "a"), Post(id: 1, text: "a")]).batches
    }
    #expect(two.feed.sections.map(\.header) == ["A"])
    #expect(two.feed.sections.map(\.footer) == ["f"])
    #expect(MixedFeed.texts(of: two.feed) == [["note 1 a", "post 1 a"]])
  }

  @Test func itemsWithoutADecoratorAreRefusedAndNothingChanges() throws {
    let shown = try Shown([Post(id: 1, text: "a")])
    let poll = MixedFeed.Poll(question: "?")
    #expect(throws: ListError.noDecorator(modelType: "Poll")) {
      try shown.feed.setItems([Post(id: 2, text: "a"), poll, Banner(text: "a")])
    }
    #expect(throws: ListError.noDecorator(modelType: "Poll")) {
      try shown.feed.setSections([
        ListSection(items: [Post(id: 2, text: "a")]), ListSection(items: [poll]),
      ])
    }
    #expect(MixedFeed.texts(of: shown.feed) == [["post 1 a"]])
    #expect(shown.tableView.updateLog.isEmpty)
  }

  @Test func aChildFeedsStagesArriveInTheRootsPositions() throws {
    let catalog = MixedFeed.catalog(MixedFeed.Rows.self)
    let pinned = MixedDataSource([Banner(text: "top")], catalog: catalog)
    let feed = MixedDataSource(
      [Post(id: 1, text: "a"), Note(id: 2, text: "a"), Post(id: 3, text: "a")], catalog: catalog)
    let screen = try SectionedDataSource([pinned, feed], layout: .linear)
    let tableView = HeadlessTableView(options: MixedFeed.strictOptions())
    try tableView.attach(screen)
    let check = ReproducibilityCheck(screen, in: tableView)
    let banner = tableView.cellForRow(at: ListPosition(section: 0, item: 0))

    var published: [BatchUpdate] = []
    let failures = try check.failures(after: {
      published = try feed.setItems([Post(id: 3, text: "a"), Post(id: 1, text: "b")]).batches
    })

    #expect(failures.isEmpty, "\(failures)")
    // The feed starts at item 1 of the root's one section.
    #expect(
      published.map(\.description) == [
        "reload items [0, 1]", "delete items [0, 2]; move items [0, 3]->[0, 1]",
      ])
    #expect(tableView.cellForRow(at: ListPosition(section: 0, item: 0)) === banner)
  }
}
