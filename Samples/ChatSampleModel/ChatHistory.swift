import ListComposer

/// How the chat's server cuts its history into pages, as chat APIs do: the first page is the
/// newest messages, and a page's cursor is the number of the message it stops at, so that
/// messages arriving while the reader scrolls never shift the pages before them.
package enum ChatHistory {
  /// The page a request asks for: the newest messages for the first page, the messages before
  /// the cursor for a previous page, those after it for a next page.
  ///
  /// - Parameter messages: The conversation, oldest first.
  package static func page(of messages: [ChatMessage], for request: PageRequest)
    -> Page<ChatMessage>
  {
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
    return Page(
      page, hasMore: last < (messages.last?.id ?? 0), nextCursor: "\(last)",
      hasPrevious: first > (messages.first?.id ?? 0), previousCursor: "\(first)")
  }

  /// A loader that answers at once from a conversation of `count` sample messages, oldest
  /// first: what the UIKit and AppKit screens show.
  package static func loader(messages count: Int)
    -> @Sendable (PageRequest) async throws -> Page<ChatMessage>
  {
    let messages = (1...max(1, count)).map { ChatMessage($0) }
    return { request in page(of: messages, for: request) }
  }
}
