// home-screen: an email-style home screen composed of three independent sections.
//
// Run with `swift run home-screen`. It prints the screen as a headless table view shows it, then
// performs a few edits and prints, after each, the batch the table view applied and the screen.

import HeadlessHost
import ListComposer

@MainActor
func runHomeScreen() throws {
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
  let people = ArrayDataSource(
    [
      Person(id: "alan", name: "Alan Turing", mutualFriends: 12),
      Person(id: "katherine", name: "Katherine Johnson", mutualFriends: 4),
    ],
    cell: PersonCell.self, header: "People you may know")

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
  func show(_ title: String, _ update: BatchUpdate) {
    print("\n--- \(title)")
    print("batch in screen positions: \(update)")
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

  print("\n--- A mistake the source catches, before the host: a row that does not exist")
  do {
    try contacts.remove(at: ListPosition(section: 0, item: 9))
  } catch {
    print("ListError: \(error)")
  }
}

do {
  try await MainActor.run { try runHomeScreen() }
} catch {
  print("home-screen failed: \(error)")
}
