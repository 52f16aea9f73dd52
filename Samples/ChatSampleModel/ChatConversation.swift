import ListComposer
import ListComposerAdapter

/// The conversation a chat screen shows, whatever view shows it: the headless table view of
/// `swift run chat`, a `UITableView` or an `NSTableView`. Each screen builds its view, its
/// cells and its bridge, and forwards; what a chat does is here, once.
///
/// The messages are one `PagedDataSource`: its first page is the newest messages and says older
/// pages come before it, so the rows the view displays at the top ask for the page before them,
/// which is inserted above the first message in one batch. The adapter that shows them keeps a
/// chat's place (``keepPlace(on:)``): pinned to the bottom while the reader is there, the
/// messages on screen kept still when they scrolled up, with the messages that arrived below
/// counted.
@MainActor
package final class ChatConversation<Cell: AnyObject> {
  /// The messages, with their typed API: the pages come through it, new messages are appended
  /// to its content.
  package let messages: PagedDataSource<ChatMessage, Cell>

  /// The adapter that shows the messages, once ``keepPlace(on:)`` was called.
  private weak var adapter: ListAdapter?

  /// The number of messages that arrived below the viewport since the reader last saw the
  /// newest one: what a "new messages" badge shows.
  package private(set) var newMessagesBelow = 0 {
    didSet { onTitleChange?(title) }
  }

  /// Called with the new ``title`` when the count of new messages below changes.
  package var onTitleChange: ((String) -> Void)?

  /// The screen's title: "Chat", with the count of new messages below when there are some.
  package var title: String {
    newMessagesBelow > 0 ? "Chat (\(newMessagesBelow) new below)" : "Chat"
  }

  /// Makes the conversation, with no messages until its first page loads.
  package init<Decorator: CellDecorator, Status: CellDecorator>(
    decorator: Decorator.Type, placeholder: Status.Type, pageSize: Int, prefetchDistance: Int,
    loader: @escaping @Sendable (PageRequest) async throws -> Page<ChatMessage>
  ) where Decorator.Model == ChatMessage, Decorator.Cell == Cell, Status.Model == Placeholder {
    messages = PagedDataSource(
      decorator: decorator, placeholder: placeholder, pageSize: pageSize,
      prefetchDistance: prefetchDistance, loader: loader)
  }

  /// Has the adapter that shows the conversation keep a chat's place
  /// (`ScrollAnchoring.bottom`) and count the messages that arrive below the reader, until the
  /// newest message shows (its source's visibility events), keeping the messages' other
  /// handlers.
  package func keepPlace(on adapter: ListAdapter) {
    self.adapter = adapter
    adapter.scrollAnchoring = .bottom
    adapter.onItemsInsertedBelow = { [weak self] count in self?.newMessagesBelow += count }
    var handlers = adapter.handlers(for: messages.content) ?? SourceHandlers()
    handlers.visibility = { [weak self] messages, event in
      guard case .appeared(let shown) = event, let newest = messages.items.last,
        shown.contains(where: { $0.model.id == newest.id })
      else { return }
      self?.newMessagesBelow = 0
    }
    adapter.setHandlers(handlers, for: messages.content)
  }

  /// Shows the conversation in a bridge a screen makes over its view, keeping a chat's place
  /// on the bridge's adapter; `setTitle` hears the screen's title now and as it changes, or
  /// why the conversation could not be shown.
  ///
  /// - Returns: The bridge, which the screen keeps, or `nil` when it could not be made.
  package func open<Bridge>(
    in makeBridge: (PagedDataSource<ChatMessage, Cell>) throws -> Bridge,
    adapter: (Bridge) -> ListAdapter, title setTitle: @escaping (String) -> Void
  ) -> Bridge? {
    do {
      let bridge = try makeBridge(messages)
      keepPlace(on: adapter(bridge))
      onTitleChange = setTitle
      setTitle(title)
      return bridge
    } catch {
      setTitle("The conversation could not be shown: \(error)")
      return nil
    }
  }

  /// A message arrives: appended after the last one.
  package func receive(_ message: ChatMessage) throws(ListError) {
    try messages.content.append(message)
  }

  /// A message with a text arrives from an author, numbered after the last one; returns it.
  @discardableResult
  package func receive(_ text: String, from author: String) throws(ListError) -> ChatMessage {
    let message = ChatMessage(
      (messages.items.last?.id ?? 0) + 1, author: author, text: text)
    try receive(message)
    return message
  }

  /// Scrolls to a message by its model.
  ///
  /// - Throws: `ScrollError` when the conversation does not show the message (not loaded
  ///   yet, say): the list does not move.
  package func show(
    _ message: ChatMessage, at scrollPosition: ListScrollPosition, animated: Bool = true
  ) throws(ScrollError) {
    try adapter?.scroll(to: message, in: messages.content, at: scrollPosition, animated: animated)
  }
}
