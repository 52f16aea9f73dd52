import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// The examples of Sources/ListComposer/ListComposer.docc/LoadingAndPaging.md, verbatim where possible.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct LoadingGuideExampleTests {
  struct Message: Hashable, Sendable, Identifiable, DiffIdentifiable, ContentEquatable {
    let id: Int
    var subject: String
  }
  final class MessageCell: HeadlessTableViewCell {}
  final class StatusCell: HeadlessTableViewCell {}

  enum MessageDecorator: CellDecorator {
    static func decorate(_ cell: MessageCell, with message: Message) {
      cell.textLabel = message.subject
    }
  }

  enum InboxStatus: CellDecorator {
    static func decorate(_ cell: StatusCell, with placeholder: Placeholder) {
      switch placeholder.kind {
      case .loading: cell.textLabel = "Loading messages..."
      case .empty: cell.textLabel = "No messages"
      case .error: cell.textLabel = "Could not load messages. Tap to retry."
      case .loadingMore: cell.textLabel = "Loading more..."
      case .loadMoreFailed: cell.textLabel = "Could not load more. Tap to retry."
      }
    }
  }

  let firstPage = (1...3).map { Message(id: $0, subject: "m\($0)") }

  @Test func statesExample() throws {
    let pinned = MessageDecorator.dataSource(for: [Message(id: 0, subject: "pinned")])
    let tableView = strictTable()

    let messages = MessageDecorator.dataSource(for: [], header: "Inbox")
    let inbox = try StatefulDataSource(messages, state: .loading, placeholder: InboxStatus.self)
    let screen = try SectionedDataSource([pinned, inbox])
    try tableView.attach(screen)
    messages.setItems(firstPage)  // nothing shows yet: the inbox is loading
    #expect(
      tableView.cellForRow(at: ListPosition(section: 1, item: 0))?.textLabel
        == "Loading messages...")
    inbox.setState(.content)
    #expect(
      tableView.updateLog.last.map { "\($0.update)" }
        == "delete items [1, 0]; insert items [1, 0] [1, 1] [1, 2]")
    #expect(tableView.headerTitle(forSection: 1) == "Inbox")
  }

  @Test func testingExample() async throws {
    var options = strictOptions()
    options.visibleItemLimit = 10
    let tableView = HeadlessTableView(options: options)
    let firstPage = (0..<20).map { Message(id: $0, subject: "m\($0)") }

    let server = ControlledPageLoader<Message>()
    let inbox = PagedDataSource(
      decorator: MessageDecorator.self, placeholder: InboxStatus.self, loader: server.loader)
    try tableView.attach(inbox)  // the loading row asks for page 0
    await server.respond(with: Page(firstPage, hasMore: true))
    await inbox.waitForLoad()
    try tableView.scroll(toRowOffset: 15)  // a row near the end shows: page 1 is asked for
    await server.fail(with: Offline())

    #expect(server.requests.map(\.index) == [0, 1])
    await inbox.waitForLoad()
    try tableView.scroll(toRowOffset: 100)
    #expect(
      tableView.cellForRow(at: ListPosition(section: 0, item: 20))?.textLabel
        == "Could not load more. Tap to retry.")
  }

  /// The chat API of the "Paging both ways" example: 50 messages, oldest first; a cursor is
  /// the number of the message a page stops at.
  struct ChatAPI: Sendable {
    struct Reply {
      var messages: [Message]
      var newer: String?
      var older: String?
    }

    let all = (1...50).map { Message(id: $0, subject: "m\($0)") }

    /// The newest messages (after none), or those after a message.
    func messages(after cursor: String?, limit: Int) async throws -> Reply {
      let after = all.filter { $0.id > Int(cursor ?? "") ?? 0 }
      let page = cursor == nil ? Array(after.suffix(limit)) : Array(after.prefix(limit))
      return reply(page)
    }

    /// The messages before a message, the newest of them.
    func messages(before cursor: String?, limit: Int) async throws -> Reply {
      let before = all.filter { $0.id < Int(cursor ?? "") ?? Int.max }
      return reply(Array(before.suffix(limit)))
    }

    private func reply(_ page: [Message]) -> Reply {
      let first = page.first?.id ?? 0
      let last = page.last?.id ?? 0
      return Reply(
        messages: page, newer: last < all.count ? "\(last)" : nil,
        older: first > 1 ? "\(first)" : nil)
    }
  }

  typealias ChatStatus = InboxStatus

  @Test func bothWaysExample() async throws {
    var options = strictOptions()
    options.visibleItemLimit = 10
    let tableView = HeadlessTableView(options: options)
    let api = ChatAPI()

    let chat = PagedDataSource(
      decorator: MessageDecorator.self, placeholder: ChatStatus.self, pageSize: 30
    ) { request in
      switch request.direction {
      case .next:  // the first page (the newest messages), and newer ones
        let reply = try await api.messages(after: request.cursor, limit: request.size)
        return Page(
          reply.messages, hasMore: reply.newer != nil, nextCursor: reply.newer,
          hasPrevious: reply.older != nil, previousCursor: reply.older)
      case .previous:  // older messages, oldest first
        let reply = try await api.messages(before: request.cursor, limit: request.size)
        return Page(
          reply.messages, hasMore: true, hasPrevious: reply.older != nil,
          previousCursor: reply.older)
      }
    }

    try tableView.attach(chat)
    await chat.waitForLoad()
    #expect(chat.items.map(\.id) == Array(21...50))
    #expect(!chat.hasMore && chat.hasPrevious)
    // The first rows show: the page before loads, and is inserted above them.
    #expect(await untilTrue { chat.isLoading })
    #expect(chat.loadingRequest?.cursor == "21")
    await chat.waitForLoad()
    #expect(chat.items.map(\.id) == Array(1...50))
    #expect(!chat.hasPrevious && !chat.isLoading)
    #expect(tableView.cellForRow(at: ListPosition(section: 0, item: 0))?.textLabel == "m1")
  }
}
