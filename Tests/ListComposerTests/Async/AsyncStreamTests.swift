import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Seeded concurrent streams of updates: many tasks replace the items, sections and children of
/// random nested compositions attached to a strict host, their diffs finishing after random
/// delays in virtual time, interleaved with synchronous mutations and cancellations. After
/// every step the host accepted every batch and shows what a rebuild from the data shows; each
/// call applied at most once, in the order the calls were made, with its own data; the latest
/// call of every source that was not cancelled applied; and after a last round of calls the
/// screen shows exactly their data.
@MainActor
@Suite struct AsyncStreamTests {
  @Test(arguments: 0..<6 as Range<UInt64>)
  func streamsIntoAStrictTable(seed: UInt64) async throws {
    try await AsyncStream<TestRow>(seed: seed, host: .strictTable).run(steps: 150)
  }

  @Test(arguments: 100..<104 as Range<UInt64>)
  func streamsIntoAStrictCollection(seed: UInt64) async throws {
    try await AsyncStream<TestTile>(seed: seed, host: .strictCollection).run(steps: 150)
  }
}

/// One stream: a random screen, a strict host, a virtual clock and the calls in flight.
@MainActor
final class AsyncStream<Cell: HeadlessReusableCell> {
  typealias Leaf = ArrayDataSource<Entry, Cell>

  /// One asynchronous call: its source, its number in call order, and what it returned.
  final class Call {
    let source: ObjectIdentifier
    let number: Int
    let description: String
    var task: Task<Void, Never>?
    var outcome: AsyncUpdateOutcome?
    var failure: ListError?
    var wasCancelled = false

    init(source: ObjectIdentifier, number: Int, description: String) {
      self.source = source
      self.number = number
      self.description = description
    }

    var isFinished: Bool { outcome != nil || failure != nil }
  }

  let screen: RandomScreen<Cell>
  let host: ViewUnderTest
  let clock: VirtualDiffScheduler
  var calls: [Call] = []
  /// Per source, the number of the last call that replaced its data (asynchronous or not),
  /// and the source, kept alive so that no later source takes its identifier.
  var lastReplacement: [ObjectIdentifier: (number: Int, source: AnyObject)] = [:]
  /// Per source, the number of the last asynchronous call that applied.
  var lastApplied: [ObjectIdentifier: Int] = [:]
  var problems: [String] = []
  var step = 0

  init(seed: UInt64, host kind: ViewKind) throws {
    print("AsyncStreamTests seed \(seed)")
    screen = try RandomScreen<Cell>(seed: seed, depth: 2)
    host = ViewUnderTest(kind, invalidUpdates: .throwError)
    clock = VirtualDiffScheduler(seed: seed &+ 1, delays: 0...6)
    try host.attach(screen.root)
    // Settled once every call that has not finished waits for its diff: a call resumed by the
    // clock has applied, given up or scheduled its next diff before anything else happens.
    clock.isSettled = { [unowned self] in
      calls.count { !$0.isFinished } == clock.pendingCount
    }
  }

  var context: String { "seed \(screen.seed), step \(step)" }

  func run(steps: Int) async throws {
    for index in 0..<steps {
      step = index
      let logged = host.updateLog.count
      let action = try await randomAction()
      await clock.settle()  // calls made in this step begin
      try check(after: action, logged: logged)
      guard problems.isEmpty else { break }
    }
    step = steps
    await clock.runAll()
    try check(after: "drain", logged: 0)
    checkLatestCallsApplied()

    // A last round: one call per source, nothing else; each applies its own data.
    var finals: [(Leaf, [Entry])] = []
    for leaf in screen.leaves {
      let items = reshuffled(leaf.items)
      finals.append((leaf, items))
      startItems(items, on: leaf)
    }
    await clock.runAll()
    for (leaf, items) in finals {
      #expect(leaf.items == items, "a final call did not show its items — \(context)")
    }
    try check(after: "final round", logged: 0)
    checkLatestCallsApplied()
    for call in calls where !call.isFinished {
      problems.append("call \(call.number) (\(call.description)) never finished")
    }
    let applied = calls.filter { $0.outcome?.appliedChange != nil }.count
    let superseded = calls.filter { $0.outcome == .superseded }.count
    let cancelled = calls.filter { $0.outcome == .cancelled }.count
    print(
      "AsyncStreamTests seed \(screen.seed): \(calls.count) calls, \(applied) applied,"
        + " \(superseded) superseded, \(cancelled) cancelled, \(clock.completed) diffs")
    #expect(applied > 0 && superseded > 0, "the stream did not exercise coalescing — \(context)")
    #expect(clock.unsettled == 0, "the calls did not settle \(clock.unsettled) times — \(context)")
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n")) — \(context)")
  }

  // MARK: Actions

  func randomAction() async throws -> String {
    var maker = screen.maker
    defer { screen.maker = maker }
    switch maker.int(0...11) {
    case 0, 1:
      guard let leaf = maker.pick(screen.leaves) else { return "no leaf" }
      screen.maker = maker
      let items = reshuffled(leaf.items)
      maker = screen.maker
      startItems(items, on: leaf)
      return "set items of a leaf"
    case 2:
      guard let leaf = maker.pick(screen.leaves) else { return "no leaf" }
      var sections = leaf.sections.filter { _ in maker.chance(80) }
      sections.shuffle(using: &maker.generator)
      if maker.chance(40) { sections.append(maker.entrySection()) }
      for index in sections.indices {
        sections[index].items = sections[index].items.filter { _ in maker.chance(85) }
      }
      startSections(sections, on: leaf)
      return "set sections of a leaf"
    case 3:
      guard let parent = maker.pick(screen.compositions) else { return "no composition" }
      var children: [any DataSource] = parent.children.filter { _ in maker.chance(80) }.map(\.base)
      children.shuffle(using: &maker.generator)
      if maker.chance(40) {
        children.insert(maker.entryLeaf(Cell.self), at: maker.int(0...children.count))
      }
      startChildren(children, on: parent)
      return "set children of a composition"
    case 4 where maker.chance(50):
      let running = calls.filter { !$0.isFinished && !$0.wasCancelled }
      guard let call = maker.pick(running) else { return "nothing to cancel" }
      call.wasCancelled = true
      call.task?.cancel()
      return "cancel call \(call.number)"
    case 5, 6:
      screen.maker = maker
      let mutation = screen.randomMutation()
      maker = screen.maker
      do {
        try mutation.perform()
        // A replacement that threw (a child in another composition) superseded nothing.
        if let replaced = mutation.replaces { markReplacement(of: replaced) }
      } catch {
        #expect(error is ListError, "an untyped error: \(error) — \(context)")
      }
      return "sync: \(mutation.description)"
    default:
      await clock.advance(by: maker.int(0...8))
      return "advance the clock to \(clock.now)"
    }
  }

  private var numbers = 0

  func nextNumber() -> Int {
    numbers += 1
    return numbers
  }

  /// The items with a few dropped, edited, added and moved.
  func reshuffled(_ items: [Entry]) -> [Entry] {
    var maker = screen.maker
    defer { screen.maker = maker }
    var result = items.filter { _ in maker.chance(85) }.map { entry in
      maker.chance(20) ? Entry(id: entry.id, content: maker.content()) : entry
    }
    for _ in 0..<maker.int(0...3) { result.insert(maker.entry(), at: maker.int(0...result.count)) }
    if result.count > 1, maker.chance(60) { result.swapAt(0, maker.int(1...result.count - 1)) }
    return result
  }

  func startItems(_ items: [Entry], on leaf: Leaf) {
    let call = register(leaf, "set \(items.count) items")
    let scheduler = clock.scheduler
    call.task = Task { [self] in
      let outcome = await leaf.setItems(items, scheduler: scheduler)
      finish(call, outcome) { leaf.items == items }
    }
  }

  func startSections(_ sections: [ListSection<Entry>], on leaf: Leaf) {
    let call = register(leaf, "set \(sections.count) sections")
    let scheduler = clock.scheduler
    call.task = Task { [self] in
      let outcome = await leaf.setSections(sections, scheduler: scheduler)
      finish(call, outcome) { leaf.sections == sections }
    }
  }

  func startChildren(_ children: [any DataSource], on parent: SectionedDataSource) {
    let call = register(parent, "set \(children.count) children")
    let scheduler = clock.scheduler
    let expected = children.map { ObjectIdentifier($0) }
    call.task = Task { [self] in
      do throws(ListError) {
        let outcome = try await parent.setChildren(children, scheduler: scheduler)
        finish(call, outcome) { parent.children.map { ObjectIdentifier($0.base) } == expected }
      } catch {
        // A child joined another composition meanwhile: a typed error, nothing changed.
        call.failure = error
      }
    }
  }

  func register(_ source: AnyObject, _ description: String) -> Call {
    let call = Call(
      source: ObjectIdentifier(source), number: nextNumber(), description: description)
    calls.append(call)
    lastReplacement[call.source] = (call.number, source)
    return call
  }

  /// Marks a source a synchronous replacement (set items, sections or children) replaces as
  /// replaced by a call later than any in flight.
  func markReplacement(of source: AnyObject) {
    lastReplacement[ObjectIdentifier(source)] = (nextNumber(), source)
  }

  /// Records a call's outcome; an applied call must come after every call of its source that
  /// applied before it, and must show its own data at that moment.
  func finish(_ call: Call, _ outcome: AsyncUpdateOutcome, shows: () -> Bool) {
    if call.outcome != nil { problems.append("call \(call.number) finished twice") }
    call.outcome = outcome
    if call.wasCancelled, outcome != .cancelled {
      problems.append("call \(call.number) was cancelled but returned \(outcome)")
    }
    if outcome == .superseded, (lastReplacement[call.source]?.number ?? 0) <= call.number {
      problems.append("call \(call.number) was superseded though no later call began")
    }
    guard outcome.appliedChange != nil else { return }
    if let previous = lastApplied[call.source], previous > call.number {
      problems.append("call \(call.number) applied after the later call \(previous)")
    }
    lastApplied[call.source] = call.number
    if !shows() { problems.append("call \(call.number) (\(call.description)) applied other data") }
  }

  // MARK: Checks

  func check(after action: String, logged: Int) throws {
    let rebuilt = try rebuiltRows()
    // Rendered once, without what the last batch did (the rows drop it); written in full only
    // for a failure.
    let shown = rows(host.render(showingLastUpdate: false))
    #expect(
      shown == rebuilt,
      "the host does not show the data after \(action) — \(context)\n\(host.render())\nrebuilt:\n\(rebuilt)"
    )
    let rejected = host.updateLog.dropFirst(logged).filter { !$0.succeeded }
    #expect(rejected.isEmpty, "a strict host rejected \(rejected) after \(action) — \(context)")
    if shown != rebuilt || !rejected.isEmpty {
      problems.append("step \(step) failed")
    }
  }

  /// What a new view shows for the data, read from the root without a view (see
  /// `SourceRowReader`).
  lazy var reader = SourceRowReader(host.kind, visibleItemLimit: 1_000)

  /// The rows a new view shows for the data: read by the reader, or, for a root it cannot
  /// read, shown on a new view.
  func rebuiltRows() throws -> String {
    if let rows = reader.rows(of: screen.root) { return rows }
    let fresh = ViewUnderTest(host.kind, invalidUpdates: .throwError)
    try fresh.display(screen.root)
    return rows(fresh.render())
  }

  /// The last call made to each source, unless it was cancelled or failed, applied.
  func checkLatestCallsApplied() {
    for call in calls where lastReplacement[call.source]?.number == call.number {
      guard !call.wasCancelled, call.failure == nil else { continue }
      if call.outcome?.appliedChange == nil {
        problems.append(
          "the latest call \(call.number) (\(call.description)) returned \(String(describing: call.outcome))"
        )
      }
    }
  }
}
