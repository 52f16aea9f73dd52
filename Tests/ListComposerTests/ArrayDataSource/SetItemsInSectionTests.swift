import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// A screen whose two-section source sits two levels down, and another inside a linear
/// composition.
///
///     root = [header, [linear(first, runs), [[deep]]]]
///     section 0: header (n100)
///     section 1: first (n10, n11) + runs' two sections (n20, n21 | n22, n23)
///     section 2, 3: deep's "Pinned" (n0, n1, n2) and "All" (n3 ... n7)
@MainActor
struct SectionScreen<Cell: HeadlessReusableCell> {
  let deep: ArrayDataSource<Note, Cell>
  let runs: ArrayDataSource<Note, Cell>
  let root: SectionedDataSource
  let host: ViewUnderTest

  init(_ kind: ViewKind) throws {
    deep = ArrayDataSource(
      sections: [
        ListSection(header: "Pinned", items: notes(0..<3), footer: "3 pinned"),
        ListSection(id: "all", header: "All", items: notes(3..<8)),
      ], decorator: NoteDecorator<Cell>.self)
    runs = ArrayDataSource(
      sections: [ListSection(items: notes(20..<22)), ListSection(items: notes(22..<24))],
      decorator: NoteDecorator<Cell>.self)
    let linear = try SectionedDataSource(
      [NoteDecorator<Cell>.dataSource(for: notes(10..<12)), runs], layout: .linear)
    root = try SectionedDataSource([
      NoteDecorator<Cell>.dataSource(for: [Note(100)]),
      SectionedDataSource([linear, SectionedDataSource([deep])]),
    ])
    host = ViewUnderTest(kind)
    try host.attach(root)
    try host.layout()
  }

  /// The cells the view shows in a screen section, as objects.
  func cells(inSection section: Int) throws -> [ObjectIdentifier?] {
    try host.positions().filter { $0.section == section }.map {
      host.cell(at: $0).map(ObjectIdentifier.init)
    }
  }

  /// The batches the view received since `count` records, as they were applied.
  func batches(since count: Int) -> [BatchUpdate] {
    host.updateLog.dropFirst(count).map(\.update)
  }
}

/// Returns the screen sections a batch touches, through its sections and its items.
func sectionsTouched(by update: BatchUpdate) -> Set<Int> {
  var sections = Set(
    update.deletedSections + update.insertedSections + update.reloadedSections
      + update.movedSections.flatMap { [$0.from, $0.to] })
  for position in update.deletedItems + update.insertedItems + update.reloadedItems
    + update.reconfiguredItems + update.movedItems.flatMap({ [$0.from, $0.to] })
  {
    sections.insert(position.section)
  }
  return sections
}

/// Returns the items of a batch that lie in a screen section, by offset.
func itemsTouched(by update: BatchUpdate, inSection section: Int) -> [Int] {
  (update.deletedItems + update.insertedItems + update.reloadedItems + update.reconfiguredItems
    + update.movedItems.flatMap { [$0.from, $0.to] })
    .filter { $0.section == section }.map(\.item)
}

/// `ArrayDataSource.setItems(_:inSection:)`: one section's items are replaced by a diff and
/// every other section is left untouched, synchronously and off the main actor, two levels
/// down and inside a linear composition, on both headless views, strict and raising like a
/// device.
@MainActor
@Suite struct SetItemsInSectionTests {
  let changed = [Note(7), Note(3, "three, edited"), Note(9), Note(5)]

  @Test(arguments: ViewKind.allCases)
  func replacesOneSectionTwoLevelsDown(_ kind: ViewKind) async throws {
    try await kind.run(twoLevelsDown, twoLevelsDown)
  }

  func twoLevelsDown<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try SectionScreen<Cell>(kind)
    let pinned = try screen.cells(inSection: 2)
    let logged = screen.host.updateLog.count

    let batches = try screen.deep.setItems(changed, inSection: 1).batches

    #expect(screen.deep.sections.map(\.items) == [notes(0..<3), changed], "\(kind)")
    #expect(screen.deep.sections.map(\.header) == ["Pinned", "All"])
    #expect(screen.deep.sections.map(\.footer) == ["3 pinned", nil])
    #expect(screen.deep.sections[1].id == AnyHashable("all"))
    #expect(batches.count > 1, "\(kind): a staged diff, not a reload")
    #expect(screen.batches(since: logged) == batches)
    for batch in batches {
      #expect(sectionsTouched(by: batch) == [3], "\(kind): \(batch)")
    }
    #expect(try screen.cells(inSection: 2) == pinned, "\(kind): the pinned cells were kept")
    #expect(screen.host.text(at: ListPosition(section: 3, item: 1)) == "three, edited")
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func replacesOneSectionInALinearComposition(_ kind: ViewKind) async throws {
    try await kind.run(linear, linear)
  }

  func linear<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try SectionScreen<Cell>(kind)
    let before = try screen.cells(inSection: 1)
    let logged = screen.host.updateLog.count

    // runs' second section is items 4 and 5 of screen section 1.
    let batches = try screen.runs.setItems([Note(23), Note(24), Note(22)], inSection: 1).batches

    #expect(screen.runs.sections.map(\.items) == [notes(20..<22), [Note(23), Note(24), Note(22)]])
    #expect(!batches.isEmpty)
    #expect(screen.batches(since: logged) == batches)
    for batch in batches {
      #expect(sectionsTouched(by: batch) == [1], "\(kind): \(batch)")
      #expect(itemsTouched(by: batch, inSection: 1).allSatisfy { $0 >= 4 }, "\(kind): \(batch)")
    }
    #expect(try Array(screen.cells(inSection: 1).prefix(4)) == Array(before.prefix(4)))
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func aRecommendedReloadReloadsThatSectionAlone(_ kind: ViewKind) async throws {
    try await kind.run(reload, reload)
  }

  func reload<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try SectionScreen<Cell>(kind)
    let pinned = try screen.cells(inSection: 2)
    let logged = screen.host.updateLog.count
    let options = DiffOptions(reloadThreshold: 1)

    let batches = try screen.deep.setItems(changed, inSection: 1, options: options).batches

    #expect(batches == [BatchUpdate(reloadedSections: [3])], "\(kind)")
    #expect(screen.batches(since: logged) == batches)
    #expect(screen.deep.sections.map(\.items) == [notes(0..<3), changed])
    #expect(try screen.cells(inSection: 2) == pinned)
    // Under a linear composition the section's reload is its run of items.
    let flat = try screen.runs.setItems(notes(30..<33), inSection: 0, options: options).batches
    #expect(flat.count == 1)
    for batch in flat {
      #expect(sectionsTouched(by: batch) == [1], "\(kind): \(batch)")
      #expect(itemsTouched(by: batch, inSection: 1).allSatisfy { (2..<5).contains($0) })
    }
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func theSameItemsPublishNothing(_ kind: ViewKind) async throws {
    try await kind.run(same, same)
  }

  func same<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try SectionScreen<Cell>(kind)
    let logged = screen.host.updateLog.count
    #expect(try screen.deep.setItems(notes(3..<8), inSection: 1).isEmpty)
    #expect(try screen.deep.setItems(notes(0..<3), inSection: 0).isEmpty)
    #expect(screen.host.updateLog.count == logged)
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func aSectionOutOfRangeIsATypedErrorAndChangesNothing(_ kind: ViewKind)
    async throws
  {
    try await kind.run(outOfRange, outOfRange)
  }

  func outOfRange<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    async throws
  {
    let screen = try SectionScreen<Cell>(kind)
    let logged = screen.host.updateLog.count
    let shown = screen.deep.sections
    #expect(throws: ListError.sectionOutOfRange(2, sectionCount: 2)) {
      let _: ListChange = try screen.deep.setItems(changed, inSection: 2)
    }
    #expect(throws: ListError.sectionOutOfRange(-1, sectionCount: 2)) {
      let _: ListChange = try screen.deep.setItems(changed, inSection: -1)
    }
    await #expect(throws: ListError.sectionOutOfRange(2, sectionCount: 2)) {
      try await screen.deep.setItems(changed, inSection: 2, scheduler: .inline)
    }
    #expect(screen.deep.sections == shown)
    #expect(screen.host.updateLog.count == logged, "\(kind)")
    try screen.host.expectShowsData(screen.root)
  }

  @Test func aReplacementDuringAnotherChangeIsRefused() throws {
    let screen = try SectionScreen<HeadlessTableViewCell>(.strictTable)
    let token = Token()
    var refused: Error?
    screen.root.updates.observe(by: token) { _ in
      do {
        _ = try screen.deep.setItems([Note(50)], inSection: 1) as ListChange
      } catch {
        refused = error
      }
    }
    try screen.runs.append(Note(99))
    #expect(refused as? ListError == .changeDuringUpdate("setItems(_:inSection:)"))
    #expect(screen.deep.sections[1].items == notes(3..<8))
    try screen.host.expectShowsData(screen.root)
  }

  @Test func theWholeSourceReplacementStillCollapsesSections() throws {
    // What `setItems(_:inSection:)` exists for: `setItems(_:)` turns two sections into one.
    let screen = try SectionScreen<HeadlessTableViewCell>(.strictTable)
    let _: ListChange = screen.deep.setItems(changed)
    #expect(screen.deep.sections.count == 1)
    try screen.host.expectShowsData(screen.root)
  }
}

/// The asynchronous `setItems(_:inSection:options:scheduler:)`: the diff off the main actor,
/// never applied stale, the latest call wins.
@MainActor
@Suite struct SetItemsInSectionAsyncTests {
  let changed = [Note(7), Note(3, "three, edited"), Note(9), Note(5)]

  @Test(arguments: ViewKind.allCases)
  func aBackgroundDiffReplacesOneSection(_ kind: ViewKind) async throws {
    try await kind.run(background, background)
  }

  func background<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    async throws
  {
    let screen = try SectionScreen<Cell>(kind)
    let pinned = try screen.cells(inSection: 2)
    let outcome = try await screen.deep.setItems(changed, inSection: 1)
    let flat = try await screen.runs.setItems([Note(23)], inSection: 1)

    #expect(outcome.appliedChange?.isEmpty == false, "\(kind)")
    #expect(flat.appliedChange?.isEmpty == false, "\(kind)")
    #expect(screen.deep.sections.map(\.items) == [notes(0..<3), changed])
    #expect(screen.runs.sections.map(\.items) == [notes(20..<22), [Note(23)]])
    for batch in outcome.appliedChange?.batches ?? [] {
      #expect(sectionsTouched(by: batch) == [3], "\(kind): \(batch)")
    }
    #expect(try screen.cells(inSection: 2) == pinned)
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func theLatestCallForASectionWins(_ kind: ViewKind) async throws {
    try await kind.run(latestWins, latestWins)
  }

  func latestWins<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    async throws
  {
    let screen = try SectionScreen<Cell>(kind)
    let clock = VirtualDiffScheduler(seed: 11, delays: 1...1)
    let deep = screen.deep
    let first = Task { try await deep.setItems(changed, inSection: 1, scheduler: clock.scheduler) }
    await clock.settle()
    let second = Task {
      try await deep.setItems([Note(4), Note(3)], inSection: 1, scheduler: clock.scheduler)
    }
    // Another section's replacement does not supersede either.
    let other = Task {
      try await deep.setItems([Note(2), Note(0)], inSection: 0, scheduler: clock.scheduler)
    }
    await clock.runAll()

    #expect(try await first.value == .superseded, "\(kind)")
    #expect(try await second.value.appliedChange != nil, "\(kind)")
    #expect(try await other.value.appliedChange != nil, "\(kind)")
    #expect(deep.sections.map(\.items) == [[Note(2), Note(0)], [Note(4), Note(3)]])
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func aSectionReplacementSupersedesAPendingWholeOne(_ kind: ViewKind) async throws {
    try await kind.run(supersedesWhole, supersedesWhole)
  }

  func supersedesWhole<Cell: HeadlessReusableCell>(
    _ kind: ViewKind, _ cell: Cell.Type
  ) async throws {
    let screen = try SectionScreen<Cell>(kind)
    let clock = VirtualDiffScheduler(seed: 12)
    let deep = screen.deep
    let whole = Task {
      await deep.setSections([ListSection(items: notes(40..<42))], scheduler: clock.scheduler)
    }
    await clock.settle()
    let batches = (try deep.setItems(changed, inSection: 1) as ListChange).batches
    await clock.runAll()

    #expect(!batches.isEmpty)
    #expect(await whole.value == .superseded, "\(kind): it would overwrite the section")
    #expect(deep.sections.map(\.items) == [notes(0..<3), changed])
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func aWholeReplacementSupersedesAPendingSectionOne(_ kind: ViewKind) async throws {
    try await kind.run(supersededByWhole, supersededByWhole)
  }

  func supersededByWhole<Cell: HeadlessReusableCell>(
    _ kind: ViewKind, _ cell: Cell.Type
  ) async throws {
    let screen = try SectionScreen<Cell>(kind)
    let clock = VirtualDiffScheduler(seed: 13)
    let deep = screen.deep
    let pending = Task {
      try await deep.setItems(changed, inSection: 1, scheduler: clock.scheduler)
    }
    await clock.settle()
    let target = [ListSection(header: "Pinned", items: [Note(1)]), ListSection(items: [Note(8)])]
    let _: ListChange = deep.setSections(target)
    await clock.runAll()

    #expect(try await pending.value == .superseded, "\(kind)")
    #expect(deep.sections.map(\.items) == [[Note(1)], [Note(8)]])
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func aStaleDiffIsComputedAgain(_ kind: ViewKind) async throws {
    try await kind.run(stale, stale)
  }

  func stale<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    async throws
  {
    let screen = try SectionScreen<Cell>(kind)
    let clock = VirtualDiffScheduler(seed: 14)
    let deep = screen.deep
    let pending = Task {
      try await deep.setItems(changed, inSection: 1, scheduler: clock.scheduler)
    }
    await clock.settle()
    // The diff's input is now stale: section 1 lost an item, section 0 gained one.
    try deep.remove(at: ListPosition(section: 1, item: 0))
    try deep.append(Note(60), toSection: 0)
    await clock.runAll()

    #expect(try await pending.value.appliedChange != nil, "\(kind)")
    #expect(clock.completed == 2, "the stale diff was not computed again")
    #expect(deep.sections.map(\.items) == [notes(0..<3) + [Note(60)], changed])
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func aReplacementThatTakesTheSectionAwayMeanwhileSupersedesIt(_ kind: ViewKind) async throws {
    try await kind.run(sectionGone, sectionGone)
  }

  /// A replacement of all items made while the diff of one section computes, even one that
  /// reloads (`usesReloadData`) and takes that section away, supersedes it: the stale diff is
  /// never applied, and the call changes nothing. (A section missing when the call begins is
  /// a typed error: see `aSectionOutOfRangeIsATypedErrorAndChangesNothing`.)
  func sectionGone<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    async throws
  {
    let screen = try SectionScreen<Cell>(kind)
    let clock = VirtualDiffScheduler(seed: 15)
    let deep = screen.deep
    let pending = Task {
      try await deep.setItems(changed, inSection: 1, scheduler: clock.scheduler)
    }
    await clock.settle()
    let _: ListChange = deep.setSections(
      [ListSection(items: notes(0..<2))], options: DiffOptions(usesReloadData: true))
    await clock.runAll()

    #expect(try await pending.value == .superseded, "\(kind)")
    #expect(deep.sections.map(\.items) == [notes(0..<2)])
    try screen.host.expectShowsData(screen.root)
  }

  @Test func aCancelledCallChangesNothing() async throws {
    let screen = try SectionScreen<HeadlessTableViewCell>(.strictTable)
    let clock = VirtualDiffScheduler(seed: 16)
    let deep = screen.deep
    let logged = screen.host.updateLog.count
    let pending = Task {
      try await deep.setItems(changed, inSection: 1, scheduler: clock.scheduler)
    }
    await clock.settle()
    pending.cancel()
    await clock.runAll()

    #expect(try await pending.value == .cancelled)
    #expect(deep.sections.map(\.items) == [notes(0..<3), notes(3..<8)])
    #expect(screen.host.updateLog.count == logged)
  }
}
