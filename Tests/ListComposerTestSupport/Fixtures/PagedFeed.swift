import HeadlessHost
import ListComposerTesting
import Testing

/// A screen of two pinned messages and a paged list of messages, shown by a strict host with a
/// visible window, whose pages a test answers by hand; `nested`, the screen is itself a child
/// below a banner, so that the paged list is two compositions down.
@MainActor
package final class PagedFeed<Cell: HeadlessReusableCell> {
  /// How a load ended, as the source reported it.
  package enum Outcome: Equatable, CustomStringConvertible {
    case loaded(PageReport)
    case failed(PageRequest)
    case late(PageRequest)

    package var description: String {
      switch self {
      case .loaded(let report): "loaded \(report.request): +\(report.added)"
      case .failed(let request): "failed \(request)"
      case .late(let request): "late \(request)"
      }
    }
  }

  package let server = ControlledPageLoader<Mail>()
  package let pinned = MailDecorator<Cell>.dataSource(for: [Mail(900, "pin a"), Mail(901, "pin b")])
  package let paged: PagedDataSource<Mail, Cell>
  package let root: SectionedDataSource
  /// A one-message banner above ``root`` when the feed is nested.
  package let banner = MailDecorator<Cell>.dataSource(for: [Mail(800, "banner")])
  /// What a test attaches: ``root``, or, nested, the banner and ``root`` composed.
  package let screen: SectionedDataSource
  package let host: ViewUnderTest
  package private(set) var outcomes: [Outcome] = []
  private var seen = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []

  package init(
    _ kind: ViewKind, window: Int = 6, prefetch: Int = 0, pageSize: Int = 10, distance: Int = 2,
    layout: SectionedDataSource.Layout = .sections, nested: Bool = false
  ) throws {
    paged = PagedDataSource(
      decorator: MailDecorator<Cell>.self, placeholder: StatusDecorator<Cell>.self,
      header: "Inbox", pageSize: pageSize, prefetchDistance: distance, loader: server.loader)
    root = try SectionedDataSource([pinned, paged], layout: layout)
    screen = nested ? try SectionedDataSource([banner, root]) : root
    host = ViewUnderTest(kind, window: window, prefetch: prefetch)
    paged.onPageLoaded = { [unowned self] in record(.loaded($0)) }
    paged.onPageFailed = { [unowned self] request, _ in record(.failed(request)) }
    paged.onLateAnswer = { [unowned self] in record(.late($0)) }
  }

  private func record(_ outcome: Outcome) {
    outcomes.append(outcome)
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }

  /// Waits for the next outcome not yet returned; `.failed(nobody)` when the test was
  /// cancelled first (its time limit ran out).
  package func nextOutcome() async -> Outcome {
    while seen == outcomes.count {
      guard !Task.isCancelled else { return .failed(Self.nobody) }
      await withTaskCancellationHandler {
        await withCheckedContinuation { waiters.append($0) }
      } onCancel: {
        Task { @MainActor [weak self] in self?.record(.failed(Self.nobody)) }
      }
    }
    seen += 1
    return outcomes[seen - 1]
  }

  /// The request of an outcome that never came.
  package static var nobody: PageRequest { PageRequest(index: -1, offset: -1, size: 0) }

  /// Answers the oldest pending request matching `predicate` with messages numbered in a
  /// range, and returns how the source took it.
  /// A page that says pages come before it carries `hasPrevious` and `previousCursor`.
  @discardableResult
  package func answer(
    _ ids: Range<Int>, hasMore: Bool = true, cursor: String? = nil, hasPrevious: Bool = false,
    previousCursor: String? = nil, matching predicate: (PageRequest) -> Bool = { _ in true }
  ) async -> Outcome {
    await answer(
      ids.map { Mail($0) }, hasMore: hasMore, cursor: cursor, hasPrevious: hasPrevious,
      previousCursor: previousCursor, matching: predicate)
  }

  @discardableResult
  package func answer(
    _ mails: [Mail], hasMore: Bool = true, cursor: String? = nil, hasPrevious: Bool = false,
    previousCursor: String? = nil, matching predicate: (PageRequest) -> Bool = { _ in true }
  ) async -> Outcome {
    let page = Page(
      mails, hasMore: hasMore, nextCursor: cursor, hasPrevious: hasPrevious,
      previousCursor: previousCursor)
    guard await server.respond(with: page, matching: predicate) != nil else {
      Issue.record("no request came to answer")
      return .failed(Self.nobody)
    }
    return await nextOutcome()
  }

  /// Fails the oldest pending request matching `predicate`.
  @discardableResult
  package func fail(matching predicate: (PageRequest) -> Bool = { _ in true }) async -> Outcome {
    guard await server.fail(with: Offline(), matching: predicate) != nil else {
      Issue.record("no request came to fail")
      return .failed(Self.nobody)
    }
    return await nextOutcome()
  }

  /// The position of the paged list's row `item` on screen.
  package func row(_ item: Int) -> ListPosition {
    let below = screen === root ? 0 : 1
    return root.layout == .sections
      ? ListPosition(section: below + 1, item: item)
      : ListPosition(section: below, item: 2 + item)
  }

  /// The message numbers the source holds.
  package var ids: [Int] { paged.items.map(\.id) }
}

/// A loaded outcome's report, or `nil`.
extension PagedFeed.Outcome {
  package var report: PageReport? {
    if case .loaded(let report) = self { return report }
    return nil
  }
}
