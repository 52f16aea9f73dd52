import ChatSampleModel
import HeadlessHost
import ListComposer

/// The chat screen: a conversation that loads itself a page at a time at both ends, shown by a
/// strict headless table view with a viewport, as a scroll view shows it.
///
/// The conversation is a `ChatConversation`, as on the UIKit and AppKit screens: one
/// `PagedDataSource` whose first page is the newest messages, and which loads older pages at
/// its top when its first rows show. The screen opens at the bottom, and the adapter keeps the
/// reader's place: a page inserted above the viewport leaves the messages on screen where they
/// were, and a message that arrives while the reader is at the bottom scrolls into view, while
/// one that arrives when they scrolled up is counted, not shown.
@MainActor
package final class ChatScreen {
  /// The conversation: its messages, the reader's place and the count of new messages below.
  let conversation: ChatConversation<MessageCell>
  /// The messages, with their typed API: the pages come through it, the new messages are
  /// appended to its content.
  package var chat: PagedDataSource<ChatMessage, MessageCell> { conversation.messages }
  /// The view: 440 points tall, so that nine or ten messages show.
  package let tableView: HeadlessTableView
  let server: FakeChatServer

  /// Makes the screen over a conversation of `messages` messages, 16 per page.
  package init(messages: Int = 60) {
    server = FakeChatServer(messages: messages)
    conversation = ChatConversation(
      decorator: MessageDecorator.self, placeholder: ChatStatusDecorator.self, pageSize: 16,
      prefetchDistance: 1, loader: server.loader)
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.viewportHeight = 440
    tableView = HeadlessTableView(options: options)
  }

  /// The number of messages that arrived below the viewport since the reader was last at the
  /// bottom: what a "new messages" badge shows.
  package var newMessagesBelow: Int { conversation.newMessagesBelow }

  /// Shows the conversation: its loading row asks for the first page. The adapter keeps a
  /// chat's place (`ScrollAnchoring.bottom`): pinned to the bottom while the reader is there,
  /// the first visible message kept where it is otherwise.
  package func open() throws {
    try tableView.attach(chat)
    guard let adapter = tableView.adapter else { return }
    adapter.setHandlers(
      SourceHandlers(rowHeight: { _, item in item.model.height }), for: chat.content)
    conversation.keepPlace(on: adapter)
  }

  /// Lets the server answer the page the conversation waits for, and waits until it shows.
  package func answer() async -> (PageRequest, Page<ChatMessage>) {
    let answer = await server.answerNext()
    await chat.waitForLoad()
    await nextTurn()
    return answer
  }

  /// A message arrives: the conversation appends it.
  @discardableResult
  package func receive() throws -> ChatMessage {
    let message = server.deliver()
    try conversation.receive(message)
    return message
  }

  /// Scrolls the content to an offset, then lets the main actor take its next turn, for what
  /// the rows that came into view asked for.
  package func scroll(toContentOffset offset: Double) async throws {
    try tableView.scroll(toContentOffset: offset)
    await nextTurn()
  }

  /// Scrolls to the bottom of the conversation: the newest message shows, so the count of new
  /// messages below starts again.
  package func scrollToBottom() async throws {
    try await scroll(toContentOffset: tableView.contentHeight)
  }

  /// Scrolls to a message by its model, its row at the top of the viewport.
  ///
  /// - Throws: `ScrollError` when the conversation does not hold the message (not loaded yet,
  ///   say): the list does not move.
  package func scroll(to message: ChatMessage) async throws {
    try conversation.show(message, at: .top, animated: false)
    await nextTurn()
  }

  /// A message of the conversation on the server, by number, whether loaded or not.
  package func message(_ id: Int) -> ChatMessage { ChatMessage(id) }

  /// What the viewport shows: the first message any part of which shows, and the distance from
  /// the top of the viewport to the top of its row (negative when its top is scrolled off).
  package var viewport: Viewport {
    let first = tableView.indexPathsForVisibleRows.lazy.compactMap { position in
      (self.chat.model(at: position) as? ChatMessage).map { ($0, position) }
    }.first
    guard let (message, position) = first,
      let frame = tableView.frame(ofItemAt: position)
    else { return Viewport(first: nil, offset: 0, contentOffset: tableView.contentOffset) }
    return Viewport(
      first: message, offset: frame.top - tableView.contentOffset,
      contentOffset: tableView.contentOffset)
  }
}

extension ChatScreen {
  /// What a row shows: its cell's text when the view shows it, or what its model would show.
  func rowText(at position: ListPosition) -> String {
    if let text = tableView.cellForRow(at: position)?.textLabel { return text }
    switch chat.model(at: position) {
    case let message as ChatMessage: return "\(message.name) \(message.author): \(message.text)"
    case let placeholder as Placeholder: return ChatMessage.statusText(of: placeholder)
    default: return "?"
    }
  }

  /// The last message any part of which shows, or `nil`.
  package var lastVisibleMessage: ChatMessage? {
    tableView.indexPathsForVisibleRows.reversed().lazy
      .compactMap { self.chat.model(at: $0) as? ChatMessage }.first
  }
}

/// What a viewport shows, as the transcript prints it.
package struct Viewport: Equatable, CustomStringConvertible {
  /// The first message that shows, or `nil` when none does.
  package var first: ChatMessage?
  /// The distance from the top of the viewport to the top of that message's row, in points.
  package var offset: Double
  /// The content offset of the view.
  package var contentOffset: Double

  package var description: String {
    guard let first else { return "viewport: no message shows" }
    return "viewport: first visible \(first.name) at \(Int(offset)) pt "
      + "(content offset \(Int(contentOffset)))"
  }
}

/// Lets the main actor take its next turns: the adapter applies a change that a display event
/// causes (a page that starts loading shows its "loading more" row) on the next turn, never
/// from inside the view's layout, as UIKit requires.
@MainActor
func nextTurn() async {
  for _ in 0..<4 { await Task.yield() }
}
