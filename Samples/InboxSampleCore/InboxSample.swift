import HeadlessHost
import ListComposer

/// The inbox sample: a pinned section and a paged message list, shown by a strict headless
/// table view, while a fake server answers one page at a time.
///
/// ``run()`` tells the story step by step (loading, the first page, scrolling, "loading more",
/// the next page, a failed page, retry, the end of the list, and an empty folder) and returns
/// what it printed: the batch the table view applied and the screen after each step. The
/// server answers only when the story says so, so the text is the same on every run; a golden
/// test compares it with `Tests/InboxSampleCoreTests/Golden/inbox.txt`.
public enum InboxSample {
  /// Runs the story and returns its transcript.
  @MainActor
  public static func run() async -> String {
    let story = Transcript()
    do {
      try await tellInbox(story)
      try await tellArchive(story)
    } catch {
      story.say("the sample failed: \(error)")
    }
    return story.text
  }

  /// The table view of the sample: six rows fit on screen, and every batch is checked with
  /// the rules UIKit applies, strictly.
  @MainActor
  static func makeTableView() -> HeadlessTableView {
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.visibleItemLimit = 6
    return HeadlessTableView(options: options)
  }

  @MainActor
  static func tellInbox(_ story: Transcript) async throws {
    let server = FakeMailServer(folders: ["Inbox": Mailbox.inbox, "Archive": []])
    let pinned = ArrayDataSource(Mailbox.pinned, decorator: MessageDecorator.self, header: "Pinned")
    let inbox = PagedDataSource(
      decorator: MessageDecorator.self, placeholder: InboxStatusDecorator.self, header: "Inbox",
      pageSize: 8, prefetchDistance: 2, loader: server.loader(for: "Inbox"))
    inbox.onPageLoaded = { report in
      var line = "list: \(report.added) new messages"
      if report.duplicatesDropped > 0 {
        line += ", \(report.duplicatesDropped) already shown dropped"
      }
      story.say(line + (report.hasMore ? "" : "; that was the last page"))
    }
    let screen = try SectionedDataSource([pinned, inbox])
    let tableView = makeTableView()
    story.say("inbox: a pinned section and a paged message list in a strict headless table view.")
    story.say(
      "The server holds \(Mailbox.inbox.count) messages and sends 8 per page when the sample "
        + "says so; 6 rows fit on screen, and the list asks for its next page when one of its "
        + "last 3 rows shows.")

    story.step("1. The inbox opens: the list shows its loading row, which asks for a page")
    try tableView.attach(screen)
    story.show(tableView, asking: inbox)

    story.step("2. The first page arrives")
    await story.answer(server, for: inbox)
    story.show(tableView, asking: inbox)

    story.step("3. The reader scrolls to the last messages: \"loading more\" while a page loads")
    try await scroll(tableView, to: 5)  // rows near the end show, and ask for the next page
    try await scroll(tableView, to: 100)  // the "loading more" row comes into view
    story.show(tableView, asking: inbox)

    story.step("4. Two messages arrive on the server, then the next page")
    server.deliver(Mailbox.arrived, to: "Inbox")
    story.say("server: 2 new messages at the top shift every page by 2")
    await story.answer(server, for: inbox)
    story.show(tableView, asking: inbox)

    story.step("5. The reader scrolls to the end, and on, to the \"loading more\" row")
    try await scroll(tableView, to: 100)
    try await scroll(tableView, to: 100)
    story.show(tableView, asking: inbox)

    story.step("6. The page fails")
    let failed = await server.failNext(with: ServerUnreachable())
    await inbox.waitForLoad()
    story.say("server: could not send \(failed)")
    story.show(tableView, asking: inbox)

    story.step("7. The reader taps the error row: the same page is asked for again")
    let errorRow = ListPosition(section: 1, item: inbox.items.count)
    tableView.selectRow(at: errorRow)
    story.show(tableView, asking: inbox)

    story.step("8. The page arrives")
    await story.answer(server, for: inbox)
    story.show(tableView, asking: inbox)

    story.step("9. The reader scrolls to the end: the next page is asked for")
    try await scroll(tableView, to: 100)
    story.show(tableView, asking: inbox)

    story.step("10. The last page arrives: the list has ended")
    await story.answer(server, for: inbox)
    try await scroll(tableView, to: 100)
    story.show(tableView, asking: inbox)

    story.step("11. The reader scrolls up and down again: nothing more loads")
    try await scroll(tableView, to: 0)
    try await scroll(tableView, to: 100)
    story.say(
      "list: \(inbox.items.count) messages; asked for a page: \(inbox.isLoading ? "yes" : "no")")
    story.show(tableView, asking: inbox)
  }

  @MainActor
  static func tellArchive(_ story: Transcript) async throws {
    let server = FakeMailServer(folders: ["Archive": []])
    let pinned = ArrayDataSource(Mailbox.pinned, decorator: MessageDecorator.self, header: "Pinned")
    let archive = PagedDataSource(
      decorator: MessageDecorator.self, placeholder: InboxStatusDecorator.self, header: "Archive",
      pageSize: 8, prefetchDistance: 2, loader: server.loader(for: "Archive"))
    archive.setPlaceholder(ArchiveEmptyDecorator.self, for: [.empty])
    let screen = try SectionedDataSource([pinned, archive])
    let tableView = makeTableView()

    story.step("12. Another folder, Archive, opens: it loads too")
    try tableView.attach(screen)
    story.show(tableView, asking: archive)

    story.step("13. The archive is empty: its own empty row replaces the loading row")
    await story.answer(server, for: archive)
    story.show(tableView, asking: archive)
  }
}

/// What the sample prints, step by step.
@MainActor
final class Transcript {
  private var lines: [String] = []
  /// The batches of each table view shown so far. The views are kept alive, so that a view made
  /// later cannot take the address, and so the identifier, of one that is gone.
  private var shownBatches: [ObjectIdentifier: (view: HeadlessTableView, count: Int)] = [:]

  /// The transcript, one line per line, ending with a newline.
  var text: String { lines.joined(separator: "\n") + "\n" }

  func say(_ line: String) { lines.append(line) }

  func step(_ title: String) {
    lines.append("")
    lines.append("== \(title)")
  }

  /// Lets the server answer the next request with its page, and waits until the list shows it.
  func answer(_ server: FakeMailServer, for list: PagedDataSource<Message, MessageCell>) async {
    let (request, page) = await server.answerNext()
    say("server: sends \(page.items.count) messages for \(request)")
    await list.waitForLoad()
  }

  /// Prints the batches the table view applied since the last time, the page the list is
  /// waiting for, and the screen.
  ///
  /// The screen marks what the view's last batch did to each row and ends with a "Last update"
  /// line; after a step that applied no batch, those are an earlier step's, so they are left
  /// out and the step says that nothing changed.
  func show(_ tableView: HeadlessTableView, asking list: PagedDataSource<Message, MessageCell>) {
    let log = tableView.updateLog
    let shownBefore = shownBatches[ObjectIdentifier(tableView)]?.count
    shownBatches[ObjectIdentifier(tableView)] = (tableView, log.count)
    let batches = log.dropFirst(shownBefore ?? 0)
    if batches.isEmpty {
      say(shownBefore == nil ? "batch: none" : "batch: none; nothing changed since the last step")
    }
    for record in batches {
      say("batch: \(record.update)" + (record.succeeded ? "" : " (REJECTED)"))
    }
    if let request = list.loadingRequest { say("list: waits for \(request)") }
    lines.append(
      contentsOf: tableView.render(showingLastUpdate: !batches.isEmpty).split(separator: "\n")
        .map(String.init))
  }
}

/// Scrolls, then lets the main actor take its next turn: the adapter applies a change that a
/// display event causes (a page that starts loading shows its "loading more" row) on the next
/// turn, never from inside the view's layout, as UIKit requires.
@MainActor
func scroll(_ tableView: HeadlessTableView, to offset: Int) async throws {
  try tableView.scroll(toRowOffset: offset)
  for _ in 0..<4 { await Task.yield() }
}
