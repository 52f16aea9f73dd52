import ListComposer

/// A page loader that a test answers by hand, so that paging is deterministic: no sleeping, no
/// timing, every answer given in the order the test chooses.
///
/// Each request the ``loader`` receives waits until the test answers it with
/// ``respond(with:matching:)`` or ``fail(with:matching:)``; both first wait for a matching
/// request to arrive, so a test never has to guess when the source's load task has run.
///
///     let server = ControlledPageLoader<Message>()
///     let inbox = PagedDataSource(
///       decorator: MessageDecorator.self, placeholder: StatusDecorator.self,
///       loader: server.loader)
///     try tableView.attach(inbox)                  // the loading row asks for page 0
///     let request = await server.respond(with: Page(firstTen, hasMore: true))
///     await inbox.waitForLoad()                    // the page shows
///     request?.index                               // 0
///
/// A request whose load was cancelled stays pending, like a server reply that arrives after
/// all: answer it to check that the late answer is dropped.
/// When the test lets go of the loader, every request still pending fails with a
/// `CancellationError` (on the main actor's next turn), so no load's task waits forever after
/// its test.
@MainActor
public final class ControlledPageLoader<Item: Sendable> {
  /// The requests and their replies; the ``loader`` closure holds it rather than the loader, so
  /// that a load waiting for an answer does not keep the loader alive.
  private let mailbox = Mailbox()

  /// Every request received, oldest first.
  public var requests: [PageRequest] { mailbox.requests }

  /// Creates a loader with no requests.
  public init() {}

  deinit {
    let mailbox = mailbox
    Task { @MainActor in mailbox.failEveryPendingRequest() }
  }

  /// The loader to hand to a `PagedDataSource`.
  public nonisolated var loader: @Sendable (PageRequest) async throws -> Page<Item> {
    { [mailbox] request in try await mailbox.receive(request) }
  }

  /// The requests waiting for an answer, oldest first.
  public var pendingRequests: [PageRequest] { mailbox.pending.map(\.request) }

  /// Waits until a request matching `predicate` is pending and answers the oldest such one
  /// with a page.
  ///
  /// - Returns: The request answered, or `nil` when the waiting task was cancelled first (a
  ///   test's time limit ran out, say).
  @discardableResult
  public func respond(
    with page: Page<Item>, matching predicate: (PageRequest) -> Bool = { _ in true }
  ) async -> PageRequest? {
    guard let (index, request) = await mailbox.firstPending(matching: predicate) else {
      return nil
    }
    mailbox.pending.remove(at: index).reply.resume(returning: page)
    return request
  }

  /// Waits until a request matching `predicate` is pending and answers the oldest such one
  /// with an error.
  ///
  /// - Returns: The request answered, or `nil` when the waiting task was cancelled first.
  @discardableResult
  public func fail(
    with error: any Error, matching predicate: (PageRequest) -> Bool = { _ in true }
  ) async -> PageRequest? {
    guard let (index, request) = await mailbox.firstPending(matching: predicate) else {
      return nil
    }
    mailbox.pending.remove(at: index).reply.resume(throwing: error)
    return request
  }

  /// Waits until a request is pending and returns the oldest, without answering it; `nil` when
  /// the waiting task was cancelled first.
  public func nextRequest() async -> PageRequest? {
    await mailbox.firstPending { _ in true }?.request
  }

  /// The requests a loader received and the replies they wait for.
  @MainActor
  private final class Mailbox {
    var requests: [PageRequest] = []
    var pending: [(request: PageRequest, reply: CheckedContinuation<Page<Item>, any Error>)] =
      []
    private var arrivals: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextArrivalID = 0

    func firstPending(matching predicate: (PageRequest) -> Bool) async -> (
      index: Int, request: PageRequest
    )? {
      while !Task.isCancelled {
        if let index = pending.firstIndex(where: { predicate($0.request) }) {
          return (index, pending[index].request)
        }
        let id = nextArrivalID
        nextArrivalID += 1
        await withTaskCancellationHandler {
          await withCheckedContinuation { arrivals[id] = $0 }
        } onCancel: {
          Task { @MainActor [weak self] in self?.arrivals.removeValue(forKey: id)?.resume() }
        }
      }
      return nil
    }

    func receive(_ request: PageRequest) async throws -> Page<Item> {
      try await withCheckedThrowingContinuation { reply in
        requests.append(request)
        pending.append((request, reply))
        let waiting = arrivals.values
        arrivals = [:]
        for waiter in waiting { waiter.resume() }
      }
    }

    /// Fails every pending request: nobody is left to answer it.
    func failEveryPendingRequest() {
      let replies = pending.map(\.reply)
      pending = []
      for reply in replies { reply.resume(throwing: CancellationError()) }
    }
  }
}
