import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Seeded races between a reader and a server: scrolling, answers, failures, retries,
/// refreshes, resets, removals, late answers of cancelled loads, messages arriving on the
/// server (so offset pages overlap) and messages deleted by the reader, through strict hosts.
/// After every step the host shows what the data says, and the source holds each message once.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PagingRandomTests {
  /// The server's mailbox, newest first: messages arriving at the top shift the offsets, so
  /// the next offset page repeats messages already loaded.
  struct Mailbox {
    var ids: [Int] = Array(0..<37)
    var next = 1_000

    mutating func arrive(_ count: Int) {
      ids.insert(contentsOf: (next..<next + count).reversed(), at: 0)
      next += count
    }

    func page(for request: PageRequest) -> Page<Mail> {
      let start = min(request.offset, ids.count)
      let end = min(start + request.size, ids.count)
      return Page(ids[start..<end].map { Mail($0) }, hasMore: end < ids.count)
    }
  }

  @Test(arguments: [
    (ViewKind.strictTable, 11 as UInt64), (.strictTable, 12), (.strictCollection, 13),
    (.strictCollection, 14),
  ])
  func randomRaces(_ kind: ViewKind, seed: UInt64) async throws {
    if kind.isTable {
      try await races(PagedFeed<TestRow>(kind, window: 5, prefetch: 2, pageSize: 6), seed)
    } else {
      try await races(PagedFeed<TestTile>(kind, window: 5, prefetch: 2, pageSize: 6), seed)
    }
  }

  func races<Cell>(_ feed: PagedFeed<Cell>, _ seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    var mailbox = Mailbox()
    var cancelled: [PageRequest] = []
    var onScreen = true

    /// Answers (or fails) every request alike to `request`: the loader cannot tell alike
    /// requests apart, so each gets the same answer; the one in flight shows, the cancelled
    /// ones are dropped.
    func settle(_ request: PageRequest, failing: Bool, _ context: String) async {
      let current = feed.paged.loadingRequest
      let late = cancelled.filter { $0 == request }.count
      cancelled.removeAll { $0 == request }
      let page = mailbox.page(for: request)
      var outcomes: [PagedFeed<Cell>.Outcome] = []
      for _ in 0..<(late + (current == request ? 1 : 0)) {
        outcomes.append(
          failing
            ? await feed.fail(matching: { $0 == request })
            : await feed.answer(page.items, hasMore: page.hasMore, matching: { $0 == request }))
      }
      let shown = outcomes.filter { $0 != .late(request) }
      #expect(outcomes.count - shown.count == late, "\(outcomes) \(context)")
      if current != request {
        #expect(shown.isEmpty, "\(outcomes) \(context)")
      } else if failing {
        #expect(shown == [.failed(request)], "\(outcomes) \(context)")
      } else {
        #expect(shown.map { $0.report?.request } == [request], "\(outcomes) \(context)")
      }
    }

    try feed.host.attach(feed.root)
    for step in 0..<120 {
      let context = "seed \(seed), step \(step)"
      let current = feed.paged.loadingRequest
      switch Int.random(in: 0..<20, using: &random) {
      case 0..<5:
        try await feed.host.scroll(to: Int.random(in: 0...60, using: &random))
      case 5..<10:
        guard let current else { continue }
        await settle(current, failing: false, context)
      case 10:
        guard let current else { continue }
        await settle(current, failing: true, context)
      case 11:
        guard let failed = feed.paged.failedRequest, onScreen else { continue }
        let row = feed.paged.state.placeholderKind == .error ? 0 : feed.paged.items.count
        feed.host.select(feed.row(row))
        #expect(feed.paged.loadingRequest == failed, "retry \(context)")
      case 12:
        if let current { cancelled.append(current) }
        feed.paged.refresh()
      case 13:
        if let current { cancelled.append(current) }
        feed.paged.reset()
      case 14, 15:
        mailbox.arrive(Int.random(in: 1...4, using: &random))
      case 16:
        if onScreen {
          if let current { cancelled.append(current) }
          try feed.root.removeChild(at: 1)
          #expect(feed.paged.loadingRequest == nil, "removal cancels \(context)")
        } else {
          try feed.root.append(feed.paged)
        }
        onScreen.toggle()
      case 17, 18:
        // A cancelled load answers at last: dropped.
        guard let late = cancelled.first(where: { $0 != current }) else { continue }
        await settle(late, failing: Bool.random(using: &random), context)
      default:
        let count = feed.paged.content.numberOfItems(inSection: 0)
        guard count > 0 else { continue }
        try feed.paged.content.remove(
          at: ListPosition(section: 0, item: Int.random(in: 0..<count, using: &random)))
      }
      feed.host.expectShows(feed.root, context)
      let ids = feed.ids
      #expect(Set(ids).count == ids.count, "each message once: \(ids) \(context)")
      #expect(Set(ids).isSubset(of: Set(mailbox.ids)), "\(context)")
      if feed.host.updateLog.contains(where: { !$0.succeeded }) { return }
    }
  }
}
