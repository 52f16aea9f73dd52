#if canImport(UIKit)
  import ListComposer
  import ListComposerUIKit
  import UIKit

  /// A message of the chat screen. `Sendable`, since pages come from the loader.
  struct ChatLine: Identifiable, Equatable, Sendable {
    let id: Int
    var author: String
    var text: String
  }

  /// A conversation that opens at its newest messages and pages both ways, in a `UITableView`
  /// shown by a `TableViewBridge`: the same screen as `swift run chat` (Samples/ChatSampleCore).
  ///
  /// The conversation is one `PagedDataSource`. Its first page, the newest messages, says older
  /// pages come before it, so the rows the table view displays at the top ask for the page
  /// before them, which is inserted above the first message in one batch. New messages are
  /// appended to its content (`receive(_:)`); `show(_:)` scrolls to a message by its model.
  public final class ChatViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let history = ChatHistory()
    private lazy var chat = PagedDataSource(
      decorator: ChatLineDecorator.self, placeholder: ChatStatusRowDecorator.self, pageSize: 30,
      prefetchDistance: 3, loader: history.loader)
    private var bridge: TableViewBridge?
    /// Messages that arrived below the viewport while the reader was scrolled up.
    private var newMessagesBelow = 0 {
      didSet { title = newMessagesBelow > 0 ? "Chat (\(newMessagesBelow) new below)" : "Chat" }
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "Chat"
      tableView.frame = view.bounds
      tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(tableView)
      do {
        // UIKit: a conversation that pages both ways
        let bridge = try TableViewBridge(chat, tableView: tableView)
        // New messages stick to the bottom while the reader is there; when they scrolled up,
        // the messages on screen stay still and the title counts what arrived below.
        bridge.adapter.scrollAnchoring = .bottom
        bridge.adapter.onItemsInsertedBelow = { [weak self] count in
          self?.newMessagesBelow += count
        }
        self.bridge = bridge
      } catch {
        title = "The conversation could not be shown: \(error)"
      }
    }

    /// A message arrives: appended after the last one.
    public func receive(_ text: String) {
      let line = ChatLine(id: (chat.items.last?.id ?? 0) + 1, author: "Grace", text: text)
      _ = try? chat.content.append(line)
    }

    /// Scrolls to a message by its model; a message not loaded (or not shown) is an answer,
    /// not a jump to another row.
    func show(_ line: ChatLine) throws(ScrollError) {
      guard let adapter = bridge?.adapter else { return }
      try adapter.scroll(to: line, in: chat.content, at: .centeredVertically)
      newMessagesBelow = 0
    }
  }

  /// The conversation on the server: 200 messages, oldest first, sent a page at a time. A
  /// cursor is the number of the message a page stops at.
  actor ChatHistory {
    private let lines = (1...200).map {
      ChatLine(id: $0, author: $0.isMultiple(of: 3) ? "Grace" : "Ada", text: "Message \($0)")
    }

    nonisolated var loader: @Sendable (PageRequest) async throws -> Page<ChatLine> {
      { [self] request in await self.page(for: request) }
    }

    /// The newest messages for the first page, those before the cursor for a previous page,
    /// those after it for a next page.
    func page(for request: PageRequest) -> Page<ChatLine> {
      let cursor = request.cursor.flatMap { Int($0) }
      let page: ArraySlice<ChatLine>
      switch (request.direction, cursor) {
      case (.next, nil): page = lines.suffix(request.size)
      case (.next, let after?): page = lines.filter { $0.id > after }.prefix(request.size)
      case (.previous, let before):
        page = lines.filter { $0.id < before ?? Int.max }.suffix(request.size)
      }
      let first = page.first?.id ?? 0
      let last = page.last?.id ?? 0
      return Page(
        Array(page), hasMore: last < lines.count, nextCursor: "\(last)", hasPrevious: first > 1,
        previousCursor: "\(first)")
    }
  }

  final class ChatLineCell: UITableViewCell {}
  final class ChatStatusCell: UITableViewCell {}

  enum ChatLineDecorator: CellDecorator {
    static func decorate(_ cell: ChatLineCell, with line: ChatLine) {
      var content = cell.defaultContentConfiguration()
      content.text = line.text
      content.secondaryText = line.author
      cell.contentConfiguration = content
    }
  }

  /// The conversation's loading and error rows, at its top as at its bottom.
  enum ChatStatusRowDecorator: CellDecorator {
    static func decorate(_ cell: ChatStatusCell, with placeholder: Placeholder) {
      var content = cell.defaultContentConfiguration()
      switch placeholder.kind {
      case .loading, .loadingMore: content.text = "Loading messages…"
      case .empty: content.text = "No messages yet"
      case .error, .loadMoreFailed: content.text = "Could not load messages. Tap to retry."
      }
      cell.contentConfiguration = content
    }
  }
#endif
