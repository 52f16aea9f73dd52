import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Updates whose diffs are computed away from the main actor: applied on the main actor to
/// strict hosts, never stale, coalesced (the latest call wins) and cancellable.
@MainActor
@Suite struct AsyncUpdateTests {
  typealias Leaf = ArrayDataSource<Entry, TestRow>

  func leaf(_ ids: [Int]) -> Leaf {
    Leaf(ids.map { Entry(id: $0, content: "v0") }, cell: TestRow.self) { cell, entry in
      cell.textLabel = "\(entry.id) \(entry.content)"
    }
  }

  func rejections(_ host: HeadlessTableView) -> [HeadlessUpdateRecord] {
    host.updateLog.filter { !$0.succeeded }
  }

  func entries(_ ids: [Int], content: String = "v0") -> [Entry] {
    ids.map { Entry(id: $0, content: content) }
  }

  @Test func aBackgroundDiffIsAppliedOnTheMainActorAsStagedBatches() async throws {
    let numbers = leaf(Array(0..<2_000))
    let screen = try SectionedDataSource([leaf([-1]), numbers])
    let host = HeadlessTableView(options: strictOptions())
    try host.attach(screen)
    var target = entries(Array(0..<2_000).reversed().filter { $0 % 7 != 0 })
    target.insert(Entry(id: 5_000, content: "new"), at: 10)

    let outcome = await numbers.setItems(target)

    #expect(numbers.items == target)
    #expect(outcome.appliedChange?.isEmpty == false)
    #expect(rejections(host).isEmpty)
    #expect(host.numberOfRows(inSection: 1) == target.count)
    #expect(host.cellForRow(at: ListPosition(section: 1, item: 0))?.textLabel == "1999 v0")
  }

  @Test func aDiffOfDataThatChangedMeanwhileIsComputedAgain() async throws {
    let clock = VirtualDiffScheduler(seed: 1)
    let numbers = leaf([1, 2, 3])
    let host = HeadlessTableView(options: strictOptions())
    try host.attach(numbers)
    let target = entries([3, 2, 1, 4])

    let call = Task { await numbers.setItems(target, scheduler: clock.scheduler) }
    await clock.settle()
    #expect(clock.pendingCount == 1)
    try numbers.remove(at: ListPosition(section: 0, item: 1))  // the diff's input is now stale
    await clock.runAll()

    #expect(await call.value.appliedChange != nil)
    #expect(clock.completed == 2, "the stale diff was not computed again")
    #expect(numbers.items == target)
    #expect(rejections(host).isEmpty)
    #expect(
      (0..<4).map { host.cellForRow(at: ListPosition(section: 0, item: $0))?.textLabel } == [
        "3 v0", "2 v0", "1 v0", "4 v0",
      ])
  }

  @Test func dataThatKeepsChangingIsDiffedOnTheMainActorAtLast() async throws {
    let clock = VirtualDiffScheduler(seed: 2)
    let numbers = leaf([1, 2, 3])
    let host = HeadlessTableView(options: strictOptions())
    try host.attach(numbers)
    let target = entries([9, 3])

    let call = Task { await numbers.setItems(target, scheduler: clock.scheduler) }
    for id in 10..<13 {
      await clock.settle()
      try numbers.insert(Entry(id: id, content: "x"), at: ListPosition(section: 0, item: 0))
      await clock.runNext()
    }

    #expect(await call.value.appliedChange != nil)
    #expect(clock.completed == 3)
    #expect(numbers.items == target)
    #expect(rejections(host).isEmpty)
  }

  @Test func theLatestCallWinsAndEarlierOnesApplyNothing() async throws {
    let clock = VirtualDiffScheduler(seed: 3, delays: 1...1)
    let numbers = leaf([1, 2, 3])
    let host = HeadlessTableView(options: strictOptions())
    try host.attach(numbers)
    var published = 0
    let token = ObserverToken()
    numbers.updates.observe(by: token) { _ in published += 1 }

    let first = Task { await numbers.setItems(entries([3, 2, 1]), scheduler: clock.scheduler) }
    await clock.settle()
    let second = Task { await numbers.setItems(entries([2]), scheduler: clock.scheduler) }
    let third = Task { await numbers.setItems(entries([1, 4]), scheduler: clock.scheduler) }
    await clock.runAll()

    #expect(await first.value == .superseded)
    #expect(await second.value == .superseded)
    #expect(await third.value.appliedChange != nil)
    #expect(numbers.items == entries([1, 4]))
    // What the latest call alone publishes, made synchronously on a source of its own.
    let latestAlone: Int = (leaf([1, 2, 3]).setItems(entries([1, 4])) as ListChange).batches.count
    #expect(latestAlone > 0)
    #expect(published == latestAlone, "only the latest call publishes, once per batch")
    #expect(rejections(host).isEmpty)
  }

  @Test func aSynchronousReplacementSupersedesAPendingOne() async throws {
    let clock = VirtualDiffScheduler(seed: 4)
    let numbers = leaf([1, 2, 3])
    let host = HeadlessTableView(options: strictOptions())
    try host.attach(numbers)

    let pending = Task { await numbers.setItems(entries([3]), scheduler: clock.scheduler) }
    await clock.settle()
    let _: ListChange = numbers.setItems(entries([2, 5]))
    await clock.runAll()

    #expect(await pending.value == .superseded)
    #expect(numbers.items == entries([2, 5]))
    #expect(rejections(host).isEmpty)
  }

  @Test func aCancelledCallChangesNothing() async throws {
    let clock = VirtualDiffScheduler(seed: 5)
    let numbers = leaf([1, 2, 3])
    let host = HeadlessTableView(options: strictOptions())
    try host.attach(numbers)

    let call = Task { await numbers.setItems(entries([3, 1]), scheduler: clock.scheduler) }
    await clock.settle()
    call.cancel()
    await clock.runAll()

    #expect(await call.value == .cancelled)
    #expect(numbers.items == entries([1, 2, 3]))
    #expect(host.updateLog.isEmpty)
  }

  @Test func sectionsAreReplacedAsynchronously() async throws {
    let mail = Leaf(
      sections: [
        ListSection(header: "Unread", items: entries([1, 2])),
        ListSection(header: "Read", items: entries([3])),
      ], cell: TestRow.self
    ) { cell, entry in cell.textLabel = "\(entry.id)" }
    let host = HeadlessTableView(options: strictOptions())
    try host.attach(mail)
    let target = [
      ListSection(header: "Read", items: entries([3, 1])),
      ListSection(header: "Unread", items: entries([2], content: "edited")),
    ]

    let outcome = await mail.setSections(target, scheduler: .inline)

    #expect(outcome.appliedChange?.isEmpty == false)
    #expect(mail.sections == target)
    #expect(rejections(host).isEmpty)
  }

  @Test func childrenAreReplacedAsynchronouslyWithTheFewestMoves() async throws {
    let clock = VirtualDiffScheduler(seed: 7)
    let a = leaf([1])
    let b = leaf([2, 3])
    let c = leaf([4])
    let d = leaf([5])
    let screen = try SectionedDataSource([a, b, c])
    let host = HeadlessTableView(options: strictOptions())
    try host.attach(screen)

    let call = Task { try await screen.setChildren([c, a, d], scheduler: clock.scheduler) }
    await clock.runAll()

    let batches = try await call.value.appliedChange?.batches
    #expect(
      batches?.map(\.description) == ["delete sections 1; insert sections 2; move sections 2->0"])
    #expect(
      screen.children.map { ObjectIdentifier($0.base) } == [c, a, d].map(ObjectIdentifier.init))
    #expect(rejections(host).isEmpty)
    #expect(!b.updates.hasParent)
  }

  @Test func childrenChangedMeanwhileAreMatchedAgain() async throws {
    let clock = VirtualDiffScheduler(seed: 8)
    let a = leaf([1])
    let b = leaf([2])
    let c = leaf([3])
    let screen = try SectionedDataSource([a, b])
    let host = HeadlessTableView(options: strictOptions())
    try host.attach(screen)

    let call = Task { try await screen.setChildren([b, a], scheduler: clock.scheduler) }
    await clock.settle()
    try screen.insert(c, at: 0)
    await clock.runAll()

    #expect(try await call.value.appliedChange != nil)
    #expect(clock.completed == 2)
    #expect(screen.children.map { ObjectIdentifier($0.base) } == [b, a].map(ObjectIdentifier.init))
    #expect(rejections(host).isEmpty)
  }

  @Test func aChildThatCannotJoinThrowsWhenTheCallBegins() async throws {
    let a = leaf([1])
    let screen = try SectionedDataSource([a])
    let other = try SectionedDataSource([leaf([2])])
    let taken = leaf([3])
    try other.append(taken)

    await #expect(throws: ListError.self) {
      try await screen.setChildren([a, taken], scheduler: .inline)
    }
    #expect(screen.children.count == 1)
  }
}
