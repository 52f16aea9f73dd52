import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// `MixedDataSource.update(at:with:updateStyle:)`, reloading or reconfiguring: a reload replaces
/// the cell, a reconfiguration fills the same cell again, and an item of another type or
/// identity, which cannot keep the cell, is reloaded.
@MainActor
@Suite struct MixedDataSourceReconfigureTests {
  typealias Post = MixedFeed.Post
  typealias Note = MixedFeed.Note
  typealias Banner = MixedFeed.Banner
  typealias Gap = MixedFeed.Gap

  func position(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  /// A feed of a post, a banner and a gap in a strict table view.
  func shownFeed() throws -> (MixedDataSource, HeadlessTableView) {
    let feed = MixedDataSource(
      [Post(id: 1, text: "a"), Banner(text: "a"), Gap(height: 0)],
      catalog: MixedFeed.catalog(MixedFeed.Rows.self))
    let tableView = HeadlessTableView(options: MixedFeed.strictOptions())
    try tableView.attach(feed)
    return (feed, tableView)
  }

  @Test func reconfigureKeepsTheCellOfEveryKindOfItem() throws {
    let (feed, tableView) = try shownFeed()
    let cells = try (0..<3).map { try #require(tableView.cellForRow(at: position(0, $0))) }
    let reuses = cells.map(\.prepareForReuseCount)

    // A new version of the post (same id), of the banner and of the gap (same type, no id).
    let updates = [
      try feed.update(at: position(0, 0), with: Post(id: 1, text: "b"), updateStyle: .reconfigure)
        .batch,
      try feed.update(at: position(0, 1), with: Banner(text: "b"), updateStyle: .reconfigure).batch,
      try feed.update(at: position(0, 2), with: Gap(height: 1), updateStyle: .reconfigure).batch,
    ]

    #expect(updates == (0..<3).map { BatchUpdate(reconfiguredItems: [position(0, $0)]) })
    #expect(tableView.updateLog.map(\.update) == updates)
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
    for index in 0..<3 {
      #expect(tableView.cellForRow(at: position(0, index)) === cells[index])
      #expect(cells[index].prepareForReuseCount == reuses[index])
    }
    #expect(tableView.visibleCells.map(\.textLabel) == ["post 1 b", "banner b", "gap 1"])
  }

  @Test func reconfigureKeepsTheCellInACollectionView() throws {
    let feed = MixedDataSource(
      [Post(id: 1, text: "a"), Gap(height: 0)], catalog: MixedFeed.catalog(MixedFeed.Tiles.self))
    let collectionView = HeadlessCollectionView(options: MixedFeed.strictOptions())
    try collectionView.attach(feed)
    let cell = try #require(collectionView.cellForItem(at: position(0, 1)))

    let update = try feed.update(
      at: position(0, 1), with: Gap(height: 4), updateStyle: .reconfigure)

    #expect(update.batch == BatchUpdate(reconfiguredItems: [position(0, 1)]))
    #expect(collectionView.cellForItem(at: position(0, 1)) === cell)
    #expect(cell.textLabel == "gap 4")
    #expect(collectionView.updateLog.allSatisfy { $0.succeeded })
  }

  @Test func updateReloadsByDefault() throws {
    let (feed, tableView) = try shownFeed()
    let cell = try #require(tableView.cellForRow(at: position(0, 0)))
    let reuses = cell.prepareForReuseCount

    let update = try feed.update(at: position(0, 0), with: Post(id: 1, text: "b"))

    #expect(update.batch == BatchUpdate(reloadedItems: [position(0, 0)]))
    let shown = try #require(tableView.cellForRow(at: position(0, 0)))
    // Replaced: a new cell, or the old one back from the reuse pool, prepared for reuse.
    #expect(shown !== cell || shown.prepareForReuseCount == reuses + 1)
    #expect(shown.textLabel == "post 1 b")
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
  }

  @Test func anItemOfAnotherTypeOrIdentityIsReloadedInItsOwnCell() throws {
    let (feed, tableView) = try shownFeed()
    let check = ReproducibilityCheck(feed, in: tableView)
    var updates: [BatchUpdate] = []

    let failures = try check.failures(after: {
      // Post 2 is another item than post 1: the strict host would see post 1's cell kept
      // where the data has post 2.
      updates.append(
        try feed.update(at: position(0, 0), with: Post(id: 2, text: "a"), updateStyle: .reconfigure)
          .batch)
      // Note 2 shares post 2's id but not its type, nor its cell type: the host would refuse
      // to reconfigure a post cell with a note cell. The same for a banner where the gap is.
      updates.append(
        try feed.update(at: position(0, 0), with: Note(id: 2, text: "a"), updateStyle: .reconfigure)
          .batch)
      updates.append(
        try feed.update(at: position(0, 2), with: Banner(text: "c"), updateStyle: .reconfigure)
          .batch)
    })

    #expect(failures.isEmpty, "\(failures)")
    #expect(
      updates == [
        BatchUpdate(reloadedItems: [position(0, 0)]), BatchUpdate(reloadedItems: [position(0, 0)]),
        BatchUpdate(reloadedItems: [position(0, 2)]),
      ])
    #expect(tableView.cellForRow(at: position(0, 0)) is MixedFeed.NoteRow)
    #expect(tableView.cellForRow(at: position(0, 2)) is MixedFeed.BannerRow)
    #expect(tableView.visibleCells.map(\.textLabel) == ["note 2 a", "banner a", "banner c"])
  }

  @Test func aChildsReconfigurationArrivesInTheRootsPositions() throws {
    let catalog = MixedFeed.catalog(MixedFeed.Rows.self)
    let pinned = MixedDataSource([Banner(text: "top")], catalog: catalog, header: "Pinned")
    let feed = MixedDataSource([Post(id: 1, text: "a"), Gap(height: 0)], catalog: catalog)
    let screen = try SectionedDataSource([pinned, feed], layout: .linear)
    let tableView = HeadlessTableView(options: MixedFeed.strictOptions())
    try tableView.attach(screen)
    let cell = try #require(tableView.cellForRow(at: position(0, 2)))

    let update = try feed.update(
      at: position(0, 1), with: Gap(height: 3), updateStyle: .reconfigure)

    #expect(update.batch == BatchUpdate(reconfiguredItems: [position(0, 2)]))
    #expect(tableView.cellForRow(at: position(0, 2)) === cell)
    #expect(cell.textLabel == "gap 3")
  }

  @Test func failedUpdatesChangeNothing() throws {
    let (feed, tableView) = try shownFeed()
    let before = MixedFeed.texts(of: feed)
    #expect(throws: ListError.noDecorator(modelType: "Poll")) {
      try feed.update(
        at: position(0, 0), with: MixedFeed.Poll(question: "?"), updateStyle: .reconfigure)
    }
    #expect(throws: ListError.noDecorator(modelType: "Poll")) {
      try feed.update(at: position(0, 0), with: MixedFeed.Poll(question: "?"))
    }
    #expect(throws: ListError.positionOutOfRange(position(0, 3), sectionCount: 1, itemCount: 3)) {
      try feed.update(at: position(0, 3), with: Gap(height: 1), updateStyle: .reconfigure)
    }
    #expect(throws: ListError.positionOutOfRange(position(2, 0), sectionCount: 1, itemCount: nil)) {
      try feed.update(at: position(2, 0), with: Gap(height: 1), updateStyle: .reconfigure)
    }
    #expect(MixedFeed.texts(of: feed) == before)
    #expect(tableView.updateLog.isEmpty)
  }
}
