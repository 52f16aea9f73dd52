import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Sources bound to streams, shown by both headless views through a nested composition:
/// seeded streams whose elements arrive while older ones are still being diffed (diffs finish
/// in a seeded order in virtual time) never show an older element after a newer one and end
/// showing the last; cancellation stops everything; a thrown error becomes the error state.
@MainActor
@Suite struct StreamBindingTests {
  static let seeds: [UInt64] = [1, 2, 3]

  @Test(arguments: ViewKind.allCases, StreamShape.allCases)
  func latestElementWins(_ kind: ViewKind, _ shape: StreamShape) async throws {
    for seed in Self.seeds {
      try await kind.run(
        { kind, cell in try await latestElementWins(cell, kind, shape, seed: seed) },
        { kind, cell in try await latestElementWins(cell, kind, shape, seed: seed) })
    }
  }

  func latestElementWins<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, _ kind: ViewKind, _ shape: StreamShape, seed: UInt64
  ) async throws {
    print("StreamBindingTests.latestElementWins seed \(seed), \(kind), \(shape)")
    let context = "seed \(seed), \(kind), \(shape)"
    let screen = try StreamScreen<Cell>(stateful: shape == .stateful, state: .loading)
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    let clock = VirtualDiffScheduler(seed: seed, delays: 0...6)
    var maker = StreamElements(seed: seed)
    // Element k's rows, as the screen shows them; the rows before the first element.
    var sent: [[String]] = []
    let initial = shape == .stateful ? ["[loading]"] : ["m0 initial"]

    let (items, itemsIn) = ElementStream<[Mail]>.makeStream()
    let (sections, sectionsIn) = ElementStream<[ListSection<Mail>]>.makeStream()
    let binding: StreamBinding
    switch shape {
    case .items: binding = screen.messages.bind(to: items, scheduler: clock.scheduler)
    case .sections: binding = screen.messages.bind(to: sections, scheduler: clock.scheduler)
    case .stateful:
      let inbox = try #require(screen.inbox)
      binding = inbox.bind(to: items, scheduler: clock.scheduler)
    }

    /// The number of the element the view shows (-1 before the first), or `nil`.
    func shownElement() throws -> Int? {
      let texts = try view.texts()
      if texts == screen.texts(showing: initial) { return -1 }
      return sent.indices.last { texts == screen.texts(showing: sent[$0]) }
    }

    var history: [Int] = []
    for step in 0..<60 {
      if maker.int(0...2) < 2 {
        let number = sent.count
        if shape == .sections {
          let element = maker.sections(number)
          sent.append(element.flatMap(\.items).map(\.title))
          sectionsIn.yield(element)
        } else {
          let element = maker.items(number)
          sent.append(element.map(\.title))
          itemsIn.yield(element)
        }
        let received = await eventually { binding.elementsReceived == sent.count }
        try #require(received, "element \(number) was not received — \(context), step \(step)")
      } else {
        await clock.advance(by: maker.int(1...4))
      }
      await clock.settle()
      let shown = try #require(
        try shownElement(), "the view shows no element — \(context), step \(step)")
      if let last = history.last {
        #expect(shown >= last, "element \(shown) after \(last) — \(context), step \(step)")
      }
      history.append(shown)
    }
    itemsIn.finish()
    sectionsIn.finish()
    #expect(await runUntilEnded(binding, clock), "the binding did not end — \(context)")
    #expect(try shownElement() == sent.count - 1, "not the last element — \(context)")
    #expect(!binding.isCancelled && binding.error == nil)
    #expect(binding.elementsReceived == sent.count)
    // Some elements arrived while an older one was being diffed and superseded it.
    #expect(binding.elementsApplied < binding.elementsReceived, "\(context)")
    if shape == .stateful { #expect(screen.inbox?.state.placeholderKind == nil) }
    try view.expectShowsData(screen.root)
  }

  /// An observer's owner.
  final class Token {}

  @Test(arguments: ViewKind.allCases, StreamShape.allCases)
  func aBacklogIsDrainedToItsNewestElement(_ kind: ViewKind, _ shape: StreamShape) async throws {
    try await kind.run(
      { kind, cell in try await aBacklogIsDrainedToItsNewestElement(cell, kind, shape) },
      { kind, cell in try await aBacklogIsDrainedToItsNewestElement(cell, kind, shape) })
  }

  /// 500 elements yielded before the binding reads any: while the first diff is in flight
  /// (held by the virtual clock until every element is received) the others pile up, and only
  /// the newest of them is diffed next. Applying each, or diffing each, took thousands of
  /// diffs and batches for a backlog of 20,000.
  func aBacklogIsDrainedToItsNewestElement<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, _ kind: ViewKind, _ shape: StreamShape
  ) async throws {
    let seed: UInt64 = 11
    print("StreamBindingTests.aBacklogIsDrainedToItsNewestElement seed \(seed), \(kind), \(shape)")
    let screen = try StreamScreen<Cell>(stateful: shape == .stateful, state: .loading)
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    let clock = VirtualDiffScheduler(seed: seed, delays: 1...1)
    var maker = StreamElements(seed: seed)
    let count = 500
    let (items, itemsIn) = ElementStream<[Mail]>.makeStream()
    let (sections, sectionsIn) = ElementStream<[ListSection<Mail>]>.makeStream()
    var last: [Mail] = []
    for number in 0..<count {
      if shape == .sections {
        let element = maker.sections(number)
        last = element.flatMap(\.items)
        sectionsIn.yield(element)
      } else {
        last = maker.items(number)
        itemsIn.yield(last)
      }
    }
    itemsIn.finish()
    sectionsIn.finish()
    var batches = 0
    let token = Token()
    screen.messages.updates.observe(by: token) { _ in batches += 1 }
    let binding: StreamBinding
    switch shape {
    case .items: binding = screen.messages.bind(to: items, scheduler: clock.scheduler)
    case .sections: binding = screen.messages.bind(to: sections, scheduler: clock.scheduler)
    case .stateful:
      let inbox = try #require(screen.inbox)
      binding = inbox.bind(to: items, scheduler: clock.scheduler)
    }
    #expect(await eventually { binding.elementsReceived == count })
    #expect(await runUntilEnded(binding, clock), "the binding did not end")
    // One diff for the element being applied when the backlog arrived, one for its newest.
    #expect(clock.completed <= 2, "\(clock.completed) diffs for a backlog of \(count)")
    #expect(binding.elementsApplied <= 2)
    #expect(batches <= 2 * 3, "\(batches) batches for a backlog of \(count)")
    #expect(!binding.isCancelled && binding.error == nil)
    // Nothing lost: the source shows the last element.
    #expect(screen.messages.items == last)
    #expect(try view.texts() == screen.texts(showing: last.map(\.title)))
    try view.expectShowsData(screen.root)
    screen.messages.updates.removeObserver(token)
  }

  @Test(arguments: ViewKind.allCases, [StreamShape.items, .stateful])
  func noElementAppliesAfterCancellation(_ kind: ViewKind, _ shape: StreamShape) async throws {
    try await kind.run(
      { kind, cell in try await noElementAppliesAfterCancellation(cell, kind, shape) },
      { kind, cell in try await noElementAppliesAfterCancellation(cell, kind, shape) })
  }

  func noElementAppliesAfterCancellation<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, _ kind: ViewKind, _ shape: StreamShape
  ) async throws {
    let screen = try StreamScreen<Cell>(stateful: shape == .stateful, state: .loading)
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    let clock = VirtualDiffScheduler(seed: 9, delays: 1...1)
    let (items, input) = ElementStream<[Mail]>.makeStream()
    let terminated = TerminationFlag()
    terminated.watch(input)
    let binding =
      if let inbox = screen.inbox {
        inbox.bind(to: items, scheduler: clock.scheduler)
      } else {
        screen.messages.bind(to: items, scheduler: clock.scheduler)
      }
    input.yield([Mail(1, "first")])
    #expect(await eventually { binding.elementsReceived == 1 })
    await clock.runAll()
    #expect(await eventually { binding.elementsApplied == 1 })
    #expect(try view.texts() == screen.texts(showing: ["first"]))

    // The second element's diff is in flight when the binding is cancelled.
    input.yield([Mail(2, "second")])
    #expect(await eventually { binding.elementsReceived == 2 })
    await clock.settle()
    #expect(clock.pendingCount == 1)
    binding.cancel()
    await clock.runAll()
    input.yield([Mail(3, "third")])
    await clock.runAll()
    #expect(await eventually { terminated.isSet }, "the stream was not cancelled")
    #expect(binding.isCancelled && !binding.isActive)
    #expect(binding.elementsApplied == 1)
    #expect(screen.messages.items == [Mail(1, "first")])
    #expect(try view.texts() == screen.texts(showing: ["first"]))
    await binding.finished()  // returns at once: the binding ended
    try view.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func aThrownErrorBecomesTheErrorState(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await aThrownErrorBecomesTheErrorState(cell, kind) },
      { kind, cell in try await aThrownErrorBecomesTheErrorState(cell, kind) })
  }

  func aThrownErrorBecomesTheErrorState<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, _ kind: ViewKind
  ) async throws {
    let screen = try StreamScreen<Cell>(stateful: true, state: .loading)
    let inbox = try #require(screen.inbox)
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    let clock = VirtualDiffScheduler(seed: 4, delays: 1...3)
    let (items, input) = ThrowingElementStream<[Mail]>.makeStream()
    var reported: [String] = []
    let binding = inbox.bind(to: items, scheduler: clock.scheduler) { reported.append("\($0)") }
    #expect(try view.texts() == screen.texts(showing: ["[loading]"]))

    input.yield([Mail(1, "first"), Mail(2, "second")])
    #expect(await eventually { binding.elementsReceived == 1 })
    await clock.runAll()
    #expect(await eventually { binding.elementsApplied == 1 })
    #expect(inbox.state.placeholderKind == nil)
    #expect(try view.texts() == screen.texts(showing: ["first", "second"]))

    // An element, then the error while its diff is in flight: the element applies first.
    input.yield([Mail(3, "third")])
    #expect(await eventually { binding.elementsReceived == 2 })
    input.finish(throwing: Offline())
    #expect(await runUntilEnded(binding, clock))
    #expect(binding.elementsApplied == 2)
    #expect(inbox.content.items == [Mail(3, "third")])
    #expect(inbox.state.placeholderKind == .error)
    #expect(try view.texts() == screen.texts(showing: ["[error: offline]"]))
    #expect(reported == ["offline"])
    #expect(binding.error is Offline && !binding.isCancelled)
    try view.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func aSourceWithoutStatesReportsTheError(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await aSourceWithoutStatesReportsTheError(cell, kind) },
      { kind, cell in try await aSourceWithoutStatesReportsTheError(cell, kind) })
  }

  func aSourceWithoutStatesReportsTheError<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, _ kind: ViewKind
  ) async throws {
    let screen = try StreamScreen<Cell>(stateful: false)
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    let (items, input) = ThrowingElementStream<[Mail]>.makeStream()
    var reported: [String] = []
    let binding = screen.messages.bind(to: items, scheduler: .inline) {
      reported.append("\($0)")
    }
    input.yield([Mail(1, "first")])
    input.finish(throwing: Offline())
    await binding.finished()
    #expect(reported == ["offline"])
    #expect(binding.error is Offline)
    #expect(try view.texts() == screen.texts(showing: ["first"]))
    try view.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases, [true, false])
  func emptyElementsShowTheEmptyState(_ kind: ViewKind, automatically: Bool) async throws {
    try await kind.run(
      { kind, cell in try await emptyElementsShowTheEmptyState(cell, kind, automatically) },
      { kind, cell in try await emptyElementsShowTheEmptyState(cell, kind, automatically) })
  }

  func emptyElementsShowTheEmptyState<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, _ kind: ViewKind, _ automatically: Bool
  ) async throws {
    let screen = try StreamScreen<Cell>(stateful: true, state: .loading)
    let inbox = try #require(screen.inbox)
    inbox.showsEmptyStateAutomatically = automatically
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    let (items, input) = ElementStream<[Mail]>.makeStream()
    let binding = inbox.bind(to: items, scheduler: .inline)
    let steps: [([Mail], [String])] = [
      ([], ["[empty]"]),
      ([Mail(1, "first")], ["first"]),
      ([], ["[empty]"]),
      ([Mail(2, "second"), Mail(1, "first")], ["second", "first"]),
    ]
    for (number, (element, rows)) in steps.enumerated() {
      input.yield(element)
      #expect(await eventually { binding.elementsApplied == number + 1 })
      #expect(try view.texts() == screen.texts(showing: rows), "element \(number)")
      try view.expectShowsData(screen.root)
    }
    input.finish()
    await binding.finished()
  }
}
