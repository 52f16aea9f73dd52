#if canImport(UIKit)
  import ListComposer
  import ListComposerUIKit
  import UIKit

  /// The home screen in a `UITableView`: three independent sources, each with its own model,
  /// cell and decorator, composed into one screen and shown by a `TableViewBridge`.
  ///
  /// The controller writes no data-source method and no index-path arithmetic. It stays the table
  /// view's delegate: the bridge handles selection first (the messages' `onSelect`) and passes
  /// it on, and forwards every other delegate message. The messages can be deleted, reordered
  /// (Edit) and pinned (a leading swipe), and the people hidden from a context menu: each rule
  /// is set on the bridge's adapter for one source, with its typed model, as are the contacts'
  /// row height and the messages' estimate. The messages' header is a view from a
  /// `SupplementaryDecorator`; the other sections show their titles.
  public final class HomeTableViewController: UIViewController, UITableViewDelegate {
    let contacts = ContactRowDecorator.dataSource(
      for: SampleData.contacts, header: "Recent contacts")
    let messages = MessageRowDecorator.dataSource(
      for: SampleData.messages, header: "Top messages",
      footer: "Swipe a message to pin or delete it; tap Edit to reorder")
    let people = ArrayDataSource(
      SampleData.people, cell: PersonRowCell.self, header: "People you may know")
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var bridge: TableViewBridge?

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "Home"
      navigationItem.rightBarButtonItem = editButtonItem
      tableView.frame = view.bounds
      tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(tableView)
      messages.onSelect = { [weak self] message, _ in self?.open(message) }
      messages.addSupplementary(MessagesRowHeader.self)  // a header view, not only a title
      do {
        // UIKit: show the screen in a table view
        let screen = try SectionedDataSource([contacts, messages, people])
        let bridge = try TableViewBridge(screen, tableView: tableView)
        bridge.delegate = self  // row heights, scrolling: still this controller's
        bridge.announcesPositions = true  // VoiceOver: "row 2 of 3 in Top messages"
        allowEditing(bridge.adapter)
        self.bridge = bridge
        sizeRows(bridge.adapter)
      } catch {
        showFailure(error)
      }
    }

    /// What the user may do to the rows by hand, source by source.
    private func allowEditing(_ adapter: ListAdapter) {
      // UIKit: deleting, reordering, swipe actions and menus, each handled by its source
      adapter.setHandlers(
        SourceHandlers(
          // In editing mode; a message stays among the messages.
          move: { messages, moved in try messages.move(from: moved.from, to: moved.to) },
          delete: { messages, position in
            _ = try messages.remove(at: position)  // the table view animates the deletion
          },
          leadingSwipeActions: { messages, item in
            SwipeActions([
              ItemAction(id: "pin", title: "Pin", systemImage: "pin") {
                try messages.move(from: item.position, to: ListPosition(section: 0, item: 0))
              }
            ])
          }),
        for: messages)
      adapter.setHandlers(
        SourceHandlers(contextMenu: { people, item in
          ItemMenu(
            title: item.model.name,
            actions: [
              ItemAction(id: "hide", title: "Hide", systemImage: "eye.slash", style: .destructive) {
                _ = try people.remove(at: item.position)
              }
            ])
        }),
        for: people)
    }

    /// How tall each child's rows are, in points: contacts are compact, the other rows size
    /// themselves (the messages' about 64 points), and so does the messages' header view.
    private func sizeRows(_ adapter: ListAdapter) {
      adapter.setHandlers(SourceHandlers(rowHeight: { _, _ in 52 }), for: contacts)
      // The messages keep what allowEditing(_:) gave them, and gain an estimate.
      var messageHandlers = adapter.handlers(for: messages) ?? SourceHandlers()
      messageHandlers.estimatedRowHeight = 64
      adapter.setHandlers(messageHandlers, for: messages)
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      tableView.setEditing(editing, animated: animated)
    }

    // Forwarded by the bridge after the owning source handled the selection.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
    }

    /// Adds a message at the top, as a new one arriving would: one animated insertion. Once
    /// the insertion is on screen (its animation ended), the table scrolls to the new row,
    /// wherever the composition put it.
    public func receive(_ subject: String, from sender: String) throws {
      let id = (messages.items.map(\.id).max() ?? 0) + 1
      let message = Message(id: id, sender: sender, subject: subject)
      try messages.insert(message, at: ListPosition(section: 0, item: 0))
      messages.whenShown { [weak self] in
        guard let self, let adapter = bridge?.adapter,
          let row = adapter.position(of: message, in: messages)
        else { return }
        tableView.scrollToRow(
          at: IndexPath(row: row.item, section: row.section), at: .middle, animated: true)
      }
    }

    private func open(_ message: Message) {
      let alert = UIAlertController(
        title: message.subject, message: "from \(message.sender)", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
    }

    private func showFailure(_ error: any Error) {
      let label = UILabel(frame: view.bounds.insetBy(dx: 16, dy: 16))
      label.numberOfLines = 0
      label.text = "The home screen could not be shown: \(error)"
      view.addSubview(label)
    }
  }
#endif
