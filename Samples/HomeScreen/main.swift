// home-screen: an email-style home screen composed of three independent sections.
//
// Run with `swift run home-screen`. It prints the screen as a headless table view shows it, then
// performs a few edits (in code, then by hand: a drag and a swipe, then one section replaced by
// a diff computed off the main actor) and prints, after each, the batch the table view applied
// and the screen.

import HeadlessHost
import ListComposer

@MainActor
func runHomeScreen() async throws {
  // 1. One data source per kind of content, each with its own model, cell and decorator.
  let contacts = ArrayDataSource(
    [
      Contact(id: "ada", name: "Ada Lovelace", lastSeen: "2 min ago"),
      Contact(id: "grace", name: "Grace Hopper", lastSeen: "1 h ago"),
    ],
    decorator: ContactDecorator.self, header: "Recent contacts")
  let messages = MessageDecorator.dataSource(
    for: [
      Message(id: 1, sender: "Ada", subject: "Notes on the Analytical Engine"),
      Message(id: 2, sender: "Spam Bot", subject: "You have won a prize"),
      Message(id: 3, sender: "Grace", subject: "Found a moth in relay 70"),
    ],
    header: "Top messages", footer: "Newest first")
  // Two sections in one source: each can be replaced on its own, by a diff.
  let people = ArrayDataSource(
    sections: [
      ListSection(
        header: "People you may know",
        items: [
          Person(id: "alan", name: "Alan Turing", mutualFriends: 12),
          Person(id: "katherine", name: "Katherine Johnson", mutualFriends: 4),
        ]),
      ListSection(
        header: "Nearby", items: [Person(id: "barbara", name: "Barbara Liskov", mutualFriends: 2)]),
    ],
    decorator: ConfigurableCellDecorator<PersonCell>.self)

  var opened: [String] = []
  messages.onSelect = { message, position in
    opened.append("opened \"\(message.subject)\" (message \(position.item) of its section)")
  }

  // 2. Compose them into one screen and show it. Attaching registers every cell type.
  let screen = try SectionedDataSource([contacts, messages, people])
  let tableView = HeadlessTableView()
  try tableView.attach(screen)
  print(tableView.render())

  // 3. Real edits. Each returns its change in screen positions; the table view applies it as
  //    one batch update, checked against UIKit's rules.
  func show(_ title: String, _ change: ListChange) {
    print("\n--- \(title)")
    for batch in change.batches { print("batch in screen positions: \(batch)") }
    if case .failure(let error) = tableView.lastUpdateResult {
      print("REJECTED: \(error.reason)")
    }
    print(tableView.render())
  }

  show(
    "Remove the spam message by value",
    messages.remove(Message(id: 2, sender: "Spam Bot", subject: "You have won a prize")))

  show(
    "Upsert contacts: Grace is seen again, Katherine is new",
    try contacts.upsert([
      Contact(id: "grace", name: "Grace Hopper", lastSeen: "just now"),
      Contact(id: "katherine", name: "Katherine Johnson", lastSeen: "5 min ago"),
    ]))

  print("\n--- Select the row at [1, 1] (the second message)")
  tableView.selectRow(at: ListPosition(section: 1, item: 1))
  print(opened.last ?? "nothing was selected")

  // 4. Edits by hand: a drag and a swipe reach the source that owns the row, in its own
  //    positions. The table view moves a dragged row itself; the source's change is checked
  //    against it, never applied twice.
  guard let adapter = tableView.adapter else { return }
  var handlers = SourceHandlers<ArrayDataSource<Message, MessageCell>>.reordering()
  handlers.trailingSwipeActions = { messages, item in
    SwipeActions([
      ItemAction(id: "archive", title: "Archive", systemImage: "archivebox") {
        _ = try messages.remove(at: item.position)
      }
    ])
  }
  adapter.setHandlers(handlers, for: messages)
  print("\n--- The user drags the moth report to the top of its section")
  let landed = try tableView.moveItem(
    from: ListPosition(section: 1, item: 1), to: ListPosition(section: 1, item: 0))
  print("landed at \(landed.map(String.init(describing:)) ?? "nowhere"); messages now:")
  print(messages.items.map { "  \($0.subject)" }.joined(separator: "\n"))
  print(tableView.render())

  print("\n--- The user swipes the second message and taps Archive")
  tableView.performSwipeAction(
    "archive", onRowAt: ListPosition(section: 1, item: 1), edge: .trailing)
  print(tableView.render())

  // 5. Fresh suggestions for one section of the people source: the diff of that section alone
  //    runs off the main actor; the other section and the rest of the screen are untouched.
  //    The update returns once the table view has its batches; a completion, or `shown()`,
  //    says when the change is on screen (after its animation, on a device).
  print("\n--- New suggestions for \"People you may know\", diffed off the main actor")
  let outcome = try await people.setItems(
    [
      Person(id: "katherine", name: "Katherine Johnson", mutualFriends: 5),
      Person(id: "margaret", name: "Margaret Hamilton", mutualFriends: 7),
    ],
    inSection: 0)
  for batch in outcome.appliedChange?.batches ?? [] {
    print("batch in screen positions: \(batch)")
  }
  people.whenShown { print("(on screen: the suggestions' batches are applied)") }
  await people.shown()
  print(tableView.render())

  print("\n--- A mistake the source catches, before the host: a row that does not exist")
  do {
    try contacts.remove(at: ListPosition(section: 0, item: 9))
  } catch {
    print("ListError: \(error)")
  }
}

do {
  try await runHomeScreen()
} catch {
  print("home-screen failed: \(error)")
}
