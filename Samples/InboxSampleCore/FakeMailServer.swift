import ListComposer

/// A mail server that answers only when the sample tells it to, in order: no sleeping, no
/// clock, so the sample prints the same thing on every run.
///
/// Pages are offset-based, as many mail APIs are: messages that arrive while the reader
/// scrolls shift the offsets, so the next page repeats messages the list holds already.
@MainActor
final class FakeMailServer {
  /// The messages of each folder, newest first.
  private var folders: [String: [Message]]
  /// The requests waiting for an answer, oldest first, with their folder.
  private var pending:
    [(folder: String, request: PageRequest, reply: CheckedContinuation<Page<Message>, any Error>)] =
      []
  private var arrivals: [CheckedContinuation<Void, Never>] = []

  init(folders: [String: [Message]]) {
    self.folders = folders
  }

  /// The loader of one folder, for a ``PagedDataSource``.
  nonisolated func loader(for folder: String)
    -> @Sendable (PageRequest) async throws -> Page<Message>
  {
    { [self] request in try await self.receive(request, folder: folder) }
  }

  /// New messages arrive at the top of a folder.
  func deliver(_ messages: [Message], to folder: String) {
    folders[folder, default: []].insert(contentsOf: messages, at: 0)
  }

  /// Waits for the next request, then answers it with the page at its offset.
  ///
  /// - Returns: The request and the page sent.
  func answerNext() async -> (PageRequest, Page<Message>) {
    let (folder, request, reply) = await takeNext()
    let messages = folders[folder] ?? []
    let start = min(request.offset, messages.count)
    let end = min(start + request.size, messages.count)
    let page = Page(Array(messages[start..<end]), hasMore: end < messages.count)
    reply.resume(returning: page)
    return (request, page)
  }

  /// Waits for the next request, then fails it.
  func failNext(with error: any Error) async -> PageRequest {
    let (_, request, reply) = await takeNext()
    reply.resume(throwing: error)
    return request
  }

  private func takeNext() async -> (
    String, PageRequest, CheckedContinuation<Page<Message>, any Error>
  ) {
    while pending.isEmpty {
      await withCheckedContinuation { arrivals.append($0) }
    }
    return pending.removeFirst()
  }

  private func receive(_ request: PageRequest, folder: String) async throws -> Page<Message> {
    try await withCheckedThrowingContinuation { reply in
      pending.append((folder, request, reply))
      let waiting = arrivals
      arrivals = []
      for waiter in waiting { waiter.resume() }
    }
  }
}
