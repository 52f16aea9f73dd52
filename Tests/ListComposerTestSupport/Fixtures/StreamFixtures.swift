import HeadlessHost
import ListComposerTesting
import Testing

/// The standard library's stream: this test target has an `AsyncStream` of its own.
package typealias ElementStream<Element> = _Concurrency.AsyncStream<Element>
package typealias ThrowingElementStream<Element> = _Concurrency.AsyncThrowingStream<
  Element, any Error
>

/// What the tests bind: an array source's items, its sections, or a stateful source over it.
package enum StreamShape: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case items, sections, stateful
  package var testDescription: String { rawValue }
}

/// A screen with the bound source nested two levels deep, between siblings:
///
///     root = [pinned, inner = [bound (messages, or a stateful source over them), sibling]]
@MainActor
package struct StreamScreen<Cell: HeadlessReusableCell> {
  package let pinned: ArrayDataSource<Mail, Cell>
  package let messages: ArrayDataSource<Mail, Cell>
  package let inbox: StatefulDataSource<ArrayDataSource<Mail, Cell>>?
  package let sibling: ArrayDataSource<Mail, Cell>
  package let inner: SectionedDataSource
  package let root: SectionedDataSource

  package init(stateful: Bool, state: ListState = .loading) throws {
    pinned = MailDecorator<Cell>.dataSource(for: [Mail(100, "pin")])
    messages = MailDecorator<Cell>.dataSource(for: [Mail(0, "m0 initial")])
    sibling = MailDecorator<Cell>.dataSource(for: [Mail(200, "sibling")])
    let bound: any DataSource
    if stateful {
      let inbox = try StatefulDataSource(
        messages, state: state, placeholder: StatusDecorator<Cell>.self)
      self.inbox = inbox
      bound = inbox
    } else {
      inbox = nil
      bound = messages
    }
    inner = try SectionedDataSource([bound, sibling])
    root = try SectionedDataSource([pinned, inner])
  }

  /// The texts the screen shows when the bound source shows these rows.
  package func texts(showing rows: [String]) -> [String?] {
    ["pin"] + rows + ["sibling"]
  }
}

/// The elements of a seeded stream: each a different set of messages whose titles name the
/// element, so that what a view shows tells which element it is.
package struct StreamElements {
  package var generator: SeededGenerator

  package init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  /// Element `number`: one to eight messages of ten, in a random order.
  package mutating func items(_ number: Int) -> [Mail] {
    var ids = (0..<10).filter { _ in Bool.random(using: &generator) }
    if ids.isEmpty { ids = [Int.random(in: 0..<10, using: &generator)] }
    ids.shuffle(using: &generator)
    return ids.prefix(8).map { Mail($0, "m\($0) v\(number)") }
  }

  /// Element `number` as one to three sections, at least one message in all.
  package mutating func sections(_ number: Int) -> [ListSection<Mail>] {
    let items = items(number)
    let count = Int.random(in: 1...3, using: &generator)
    var sections = (0..<count).map { _ in ListSection<Mail>(items: []) }
    for item in items {
      sections[Int.random(in: 0..<count, using: &generator)].items.append(item)
    }
    return sections
  }

  package mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }
}

/// Whether a stream's termination handler ran: it runs on any thread and sets the flag on the
/// main actor.
@MainActor
package final class TerminationFlag {
  package init() {}

  package private(set) var isSet = false

  /// Sets the flag when the continuation's stream terminates.
  package nonisolated func watch<Element>(_ continuation: ElementStream<Element>.Continuation) {
    continuation.onTermination = { _ in Task { @MainActor in self.isSet = true } }
  }

  package nonisolated func watch<Element>(
    _ continuation: ThrowingElementStream<Element>.Continuation
  ) {
    continuation.onTermination = { _ in Task { @MainActor in self.isSet = true } }
  }
}

/// Waits for a condition that another thread (a stream's reader) makes true, yielding the
/// main actor meanwhile: the event itself, not a fixed time.
@MainActor
package func eventually(_ condition: () -> Bool) async -> Bool {
  await untilTrue(condition, turns: 200_000)
}

/// Runs the virtual clock's diffs until the binding ends.
@MainActor
package func runUntilEnded(_ binding: StreamBinding, _ clock: VirtualDiffScheduler) async -> Bool {
  for _ in 0..<200_000 {
    if !binding.isActive { return true }
    if !(await clock.runNext()) { await Task.yield() }
  }
  return !binding.isActive
}
