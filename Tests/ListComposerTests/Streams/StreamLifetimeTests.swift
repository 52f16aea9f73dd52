import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// A binding ends with its source's place on screen: the host detaching, the host going away
/// without detaching, the source leaving its composition, and the source itself going away
/// each cancel the stream's task and apply nothing more. Dropping the handle does not.
@MainActor
@Suite struct StreamLifetimeTests {
  /// How the bound source leaves its screen.
  enum Departure: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case hostDetaches, hostIsDeallocated, removedFromComposition
    var testDescription: String { rawValue }
  }

  @Test(arguments: ViewKind.allCases, Departure.allCases)
  func leavingTheScreenCancels(_ kind: ViewKind, _ departure: Departure) async throws {
    try await kind.run(
      { kind, cell in try await leavingTheScreenCancels(cell, kind, departure) },
      { kind, cell in try await leavingTheScreenCancels(cell, kind, departure) })
  }

  func leavingTheScreenCancels<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, _ kind: ViewKind, _ departure: Departure
  ) async throws {
    let screen = try StreamScreen<Cell>(stateful: false)
    var view: ViewUnderTest? = ViewUnderTest(kind)
    try view?.attach(screen.root)
    let (items, input) = ElementStream<[Mail]>.makeStream()
    let terminated = TerminationFlag()
    terminated.watch(input)
    let binding = screen.messages.bind(to: items, scheduler: .inline)
    input.yield([Mail(1, "first")])
    #expect(await eventually { binding.elementsApplied == 1 })
    #expect(try view?.texts() == screen.texts(showing: ["first"]))

    switch departure {
    case .hostDetaches:
      view?.table?.detach()
      view?.collection?.detach()
    case .hostIsDeallocated:
      // Nothing tells the source; the next element finds the host gone.
      view = nil
      input.yield([Mail(2, "second")])
      #expect(await eventually { binding.isCancelled }, "the binding was not cancelled")
      // The element that found the host gone was not taken: the reader stopped reading
      // instead of waiting for the next one, so the stream, which the test keeps, does not
      // terminate.
      #expect(binding.elementsReceived == 1)
    case .removedFromComposition:
      let _: ListChange = try screen.inner.setChildren([screen.sibling])
    }
    if departure != .hostIsDeallocated {
      #expect(await eventually { terminated.isSet }, "the stream was not cancelled")
    }
    #expect(binding.isCancelled && !binding.isActive)
    input.yield([Mail(3, "third")])
    await nextTurn()
    #expect(binding.elementsApplied == 1)
    #expect(screen.messages.items == [Mail(1, "first")])
    if departure == .removedFromComposition, let view { try view.expectShowsData(screen.root) }
  }

  @Test func theSourceGoingAwayCancels() async throws {
    var messages: ArrayDataSource<Mail, TestRow>? = MailDecorator<TestRow>.dataSource(for: [])
    let (items, input) = ElementStream<[Mail]>.makeStream()
    let terminated = TerminationFlag()
    terminated.watch(input)
    let binding = try #require(messages?.bind(to: items, scheduler: .inline))
    input.yield([Mail(1, "first")])
    #expect(await eventually { binding.elementsApplied == 1 })
    messages = nil
    #expect(await eventually { terminated.isSet }, "the stream was not cancelled")
    #expect(await eventually { binding.isCancelled })
  }

  @Test func theSourceGoingAwayCancelsAStreamThatIgnoresCancellation() async throws {
    var messages: ArrayDataSource<Mail, TestRow>? = MailDecorator<TestRow>.dataSource(for: [])
    let (items, input) = ElementStream<[Mail]>.makeStream()
    let binding = try #require(
      messages?.bind(to: StubbornStream(items), scheduler: .inline))
    input.yield([Mail(1, "first")])
    #expect(await eventually { binding.elementsApplied == 1 })
    messages = nil
    // The reader's cancellation does not end this stream: the next element finds the source
    // gone.
    input.yield([Mail(2, "second")])
    #expect(await eventually { binding.isCancelled })
    #expect(binding.elementsReceived == 1)
    input.finish()
  }

  @Test(arguments: ViewKind.allCases)
  func droppingTheHandleKeepsTheBinding(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await droppingTheHandleKeepsTheBinding(cell, kind) },
      { kind, cell in try await droppingTheHandleKeepsTheBinding(cell, kind) })
  }

  func droppingTheHandleKeepsTheBinding<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, _ kind: ViewKind
  ) async throws {
    let screen = try StreamScreen<Cell>(stateful: true, state: .loading)
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    let (items, input) = ElementStream<[Mail]>.makeStream()
    let terminated = TerminationFlag()
    terminated.watch(input)
    screen.inbox?.bind(to: items, scheduler: .inline)
    for number in 1...3 {
      input.yield([Mail(number, "m\(number)")])
      #expect(await eventually { screen.messages.items == [Mail(number, "m\(number)")] })
      #expect(try view.texts() == screen.texts(showing: ["m\(number)"]))
    }
    #expect(!terminated.isSet)
    // The stream keeps its reader until the source leaves the screen.
    view.table?.detach()
    view.collection?.detach()
    #expect(await eventually { terminated.isSet })
  }
}

/// A stream that does not end when the task reading it is cancelled: each element is awaited
/// in a task of its own.
struct StubbornStream: AsyncSequence, Sendable {
  typealias Element = [Mail]
  let base: ElementStream<[Mail]>

  init(_ base: ElementStream<[Mail]>) {
    self.base = base
  }

  func makeAsyncIterator() -> Iterator { Iterator(base: Box(base.makeAsyncIterator())) }

  final class Box: @unchecked Sendable {
    var iterator: ElementStream<[Mail]>.Iterator
    init(_ iterator: ElementStream<[Mail]>.Iterator) { self.iterator = iterator }
  }

  struct Iterator: AsyncIteratorProtocol {
    let base: Box
    mutating func next() async -> [Mail]? {
      let box = base
      return await Task.detached { await box.iterator.next() }.value
    }
  }
}
