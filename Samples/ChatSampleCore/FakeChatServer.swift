import ChatSampleModel
import ListComposer

/// A chat server that answers only when the sample tells it to, in order: no sleeping, no
/// clock, so the sample prints the same thing on every run. Its pages are cut as
/// `ChatHistory` cuts them.
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
    self.messages = (1...messages).map { ChatMessage($0) }
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

  /// Waits for the next request, then answers it with its page, cut as `ChatHistory` cuts it:
  /// the newest messages for the first page, the messages before the cursor for a previous
  /// page, those after it for a next page.
  ///
  /// - Returns: The request and the page sent.
  func answerNext() async -> (PageRequest, Page<ChatMessage>) {
    let (request, reply) = await takeNext()
    let answer = ChatHistory.page(of: messages, for: request)
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
