#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ChatSampleModel
  import ListComposer
  import ListComposerAppKit

  /// A conversation that opens at its newest messages and pages both ways, in an `NSTableView`
  /// shown by a `TableViewBridge`: the same screen as `swift run chat` (Samples/ChatSampleCore).
  ///
  /// The conversation is a `ChatConversation` (Samples/ChatSampleModel), shared with the UIKit
  /// screen and the headless one: its messages are one `PagedDataSource` whose rows displayed
  /// at the top ask for the page before them, and it has the bridge's adapter keep a chat's
  /// place. This controller builds the table view and the cells, and forwards: `receive(_:)`
  /// appends a new message; `show(_:)` scrolls to a message by its model.
  public final class ChatViewController: NSViewController {
    private let tableView = NSTableView(frame: .zero)
    private let conversation = ChatConversation(
      decorator: ChatMessageDecorator.self, placeholder: ChatStatusRowDecorator.self,
      pageSize: 30, prefetchDistance: 3, loader: ChatHistory.loader(messages: 200))
    private var bridge: TableViewBridge?

    public override func loadView() {
      let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 360, height: 480))
      tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("line")))
      tableView.headerView = nil
      tableView.usesAutomaticRowHeights = true
      scrollView.documentView = tableView
      scrollView.hasVerticalScroller = true
      view = scrollView
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      // AppKit: a conversation that pages both ways. New messages stick to the bottom while the
      // reader is there; when they scrolled up, the messages on screen stay still and the
      // title counts what arrived below.
      bridge = conversation.open(
        in: { [tableView] in try TableViewBridge($0, tableView: tableView) }, adapter: \.adapter,
        title: { [weak self] title in self?.title = title })
    }

    /// A message arrives: appended after the last one.
    public func receive(_ text: String) {
      _ = try? conversation.receive(text, from: "Grace")
    }

    /// Scrolls to a message by its model; a message not loaded (or not shown) is an answer,
    /// not a jump to another row.
    func show(_ message: ChatMessage) throws(ScrollError) {
      try conversation.show(message, at: .centeredVertically)
    }
  }

  final class ChatMessageCell: SubtitleCellView {}
  final class ChatStatusCell: SubtitleCellView {}

  enum ChatMessageDecorator: CellDecorator {
    static func decorate(_ cell: ChatMessageCell, with message: ChatMessage) {
      cell.title.stringValue = message.text
      cell.detail.stringValue = message.author
    }
  }

  /// The conversation's loading and error rows, at its top as at its bottom.
  enum ChatStatusRowDecorator: CellDecorator {
    static func decorate(_ cell: ChatStatusCell, with placeholder: Placeholder) {
      cell.title.stringValue = ChatMessage.statusText(of: placeholder, retry: "Click")
    }
  }
#endif
