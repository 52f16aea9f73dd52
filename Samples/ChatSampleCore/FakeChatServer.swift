import ListComposer

/// A chat server that answers only when the sample tells it to, in order: no sleeping, no
/// clock, so the sample prints the same thing on every run.
///
/// Pages are cursor-based, as chat APIs are: the first page is the newest messages, and a
/// page's cursor is the number of the message it stops at, so that messages arriving while
/// the reader scrolls never shift the pages before them.
@MainActor
final class FakeChatServer {
  /// The conversation, oldest first.
  private(set) var messages: [ChatMessage]
  /// The requests waiting for an answer, oldest first.
  private var pending:
    [(request: PageRequest, reply: CheckedContinuation<Page<ChatMessage>, any Error>)] =
      []
  private var arrivals: [CheckedContinuation<Void, Never>] = []

  init(messages: Int) {
    self.messages = (1...messages).map(ChatMessage.init)
  }

  /// The loader of the conversation, for a ``PagedDataSource``.
  nonisolated var loader: @Sendable (PageRequest) async throws -> Page<ChatMessage> {
    { [self] request in try await self.receive(request) }
  }

  /// A new message arrives; returns it.
  func deliver() -> ChatMessage {
    let message = ChatMessage((messages.last?.id ?? 0) + 1)
    messages.append(message)
    return message
  }

  /// Waits for the next request, then answers it with its page: the newest messages for the
  /// first page, the messages before the cursor for a previous page, those after it for a
  /// next page.
  ///
  /// - Returns: The request and the page sent.
  func answerNext() async -> (PageRequest, Page<ChatMessage>) {
    let (request, reply) = await takeNext()
    let cursor = request.cursor.flatMap { Int($0) }
    let page: [ChatMessage]
    switch (request.direction, cursor) {
    case (.next, nil): page = Array(messages.suffix(request.size))
    case (.next, let after?): page = Array(messages.filter { $0.id > after }.prefix(request.size))
    case (.previous, let before):
      page = Array(messages.filter { $0.id < before ?? Int.max }.suffix(request.size))
    }
    let first = page.first?.id ?? 0
    let last = page.last?.id ?? 0
    let answer = Page(
      page, hasMore: last < (messages.last?.id ?? 0), nextCursor: "\(last)",
      hasPrevious: first > (messages.first?.id ?? 0), previousCursor: "\(first)")
    reply.resume(returning: answer)
    return (request, answer)
  }

  private func takeNext() async -> (PageRequest, CheckedContinuation<Page<ChatMessage>, any Error>)
  {
    while pending.isEmpty {
      await withCheckedContinuation { arrivals.append($0) }
    }
    return pending.removeFirst()
  }

  private func receive(_ request: PageRequest) async throws -> Page<ChatMessage> {
    try await withCheckedThrowingContinuation { reply in
      pending.append((request, reply))
      let waiting = arrivals
      arrivals = []
      for waiter in waiting { waiter.resume() }
    }
  }
}
