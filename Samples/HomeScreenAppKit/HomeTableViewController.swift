#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAppKit

  /// The home screen in an `NSTableView`: the same three independent sources as on iOS, each with
  /// its own model, cell and decorator, composed into one screen and shown by a
  /// `TableViewBridge`.
  ///
  /// The table view has no sections: each section's header becomes a group row (the messages'
  /// from a header decorator, the others from their titles), and the people's footer title a
  /// footer row after them. The controller writes no
  /// data-source method and no row arithmetic, and stays the table view's delegate: the bridge
  /// routes selection to the messages' `onSelect` first and forwards every other message.
  ///
  /// Each child says what the user may do to its own rows (`allowEditing(_:)`): contacts are
  /// reordered by dragging, messages swiped away or pinned, people given a context menu; and
  /// how tall its rows are (`sizeRows(_:)`). No delegate or data-source method is written for
  /// any of it.
  public final class HomeTableViewController: NSViewController, NSTableViewDelegate {
    let contacts = ContactRowDecorator.dataSource(
      for: SampleData.contacts, header: "Recent contacts")
    let messages = ArrayDataSource(
      sections: [.topMessages(SampleData.messages)], decorator: MessageRowDecorator.self)
    let people = ArrayDataSource(
      SampleData.people, cell: PersonRowCell.self, header: "People you may know",
      footer: "Suggested from your contacts' contacts")
    private let tableView = NSTableView(frame: .zero)
    private var bridge: TableViewBridge?

    public override func loadView() {
      let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 420, height: 560))
      tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("home")))
      tableView.headerView = nil
      tableView.rowHeight = 44
      tableView.style = .inset
      scrollView.documentView = tableView
      scrollView.hasVerticalScroller = true
      view = scrollView
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "Home"
      messages.addSupplementary(MessagesHeader.self)
      messages.onSelect = { [weak self] message, _ in self?.open(message) }
      do {
        // AppKit: show the screen in a table view
        let screen = try SectionedDataSource([contacts, messages, people])
        let bridge = try TableViewBridge(screen, tableView: tableView)
        bridge.delegate = self  // row views, heights, scrolling: still this controller's
        self.bridge = bridge
        allowEditing(bridge.adapter)
        sizeRows(bridge.adapter)
      } catch {
        title = "The home screen could not be shown: \(error)"
      }
    }

    /// What the user may do to the rows by hand, each rule given to the child that owns them.
    private func allowEditing(_ adapter: ListAdapter) {
      // Drag a contact to reorder the recent contacts; a row dropped outside them stays among
      // them. The move reaches the table view as an animated row move.
      adapter.setHandlers(.reordering(), for: contacts)

      // Swipe a message from the trailing edge to delete it (the table view animates the
      // deletion, then shows one message fewer in the group row) ...
      adapter.setHandlers(
        SourceHandlers(
          delete: { messages, position in
            _ = try messages.remove(at: position)
            messages.recountMessages()
          },
          // ... or from the leading edge to pin it to the top.
          leadingSwipeActions: { messages, item in
            SwipeActions([
              ItemAction(
                id: "pin", title: "Pin", systemImage: "pin", isEnabled: item.position.item > 0
              ) {
                try messages.move(from: item.position, to: ListPosition(section: 0, item: 0))
              }
            ])
          }),
        for: messages)

      // A secondary click on a person: copy the name, or hide the suggestion.
      adapter.setHandlers(
        SourceHandlers(contextMenu: { people, item in
          ItemMenu(
            title: item.model.name,
            actions: [
              ItemAction(id: "copy-name", title: "Copy Name", systemImage: "doc.on.doc") {
                NSPasteboard.general.clearContents()
                NSPasteboard.general.setString(item.model.name, forType: .string)
              },
              ItemAction(
                id: "hide", title: "Hide Suggestion", systemImage: "eye.slash", style: .destructive
              ) {
                _ = try people.remove(at: item.position)
              },
            ])
        }), for: people)
    }

    /// How tall each child's rows are, in points, where the table's 44 does not suit: the
    /// messages' group row is a slim heading, and a person with many mutual friends a taller
    /// row. Each rule is its child's, with its typed model.
    private func sizeRows(_ adapter: ListAdapter) {
      // Each child keeps what allowEditing(_:) gave it, and gains its heights.
      var messageHandlers = adapter.handlers(for: messages) ?? SourceHandlers()
      messageHandlers.supplementaryHeights[SupplementaryKind.header] = { _, _ in 30 }
      adapter.setHandlers(messageHandlers, for: messages)
      var peopleHandlers = adapter.handlers(for: people) ?? SourceHandlers()
      peopleHandlers.rowHeight = { _, item in item.model.mutualFriends >= 10 ? 56 : nil }
      adapter.setHandlers(peopleHandlers, for: people)
    }

    // Forwarded by the bridge after the owning source handled the selection.
    public func tableViewSelectionDidChange(_ notification: Notification) {
      view.window?.subtitle = "\(tableView.selectedRowIndexes.count) selected"
    }

    /// Adds a message at the top, as a new one arriving would: one animated row insertion, right
    /// below the messages' group row, then the group row reloaded with the new count.
    public func receive(_ subject: String, from sender: String) throws {
      let id = (messages.items.map(\.id).max() ?? 0) + 1
      let message = Message(id: id, sender: sender, subject: subject)
      try messages.insert(message, at: ListPosition(section: 0, item: 0))
      messages.recountMessages()
    }

    private func open(_ message: Message) {
      let alert = NSAlert()
      alert.messageText = message.subject
      alert.informativeText = "from \(message.sender)"
      if let window = view.window {
        alert.beginSheetModal(for: window)
      }
    }
  }
#endif
