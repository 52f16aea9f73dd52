import ChatSampleModel
import HeadlessHost
import ListComposer

/// The chat sample: a conversation that opens at its newest messages, loads older pages when
/// the reader scrolls to the top without moving the messages on screen, keeps new messages in
/// view while the reader is at the bottom (and counts them when they scrolled up), and scrolls
/// to a message by its model.
///
/// ``run()`` tells the story step by step and returns what it printed: after each step, the
/// batches the table view applied, the viewport (the first visible message and its offset from
/// the top of the viewport) and the rows on screen. The server answers only when the story
/// says so, so the text is the same on every run; a golden test compares it with
/// `Tests/ChatSampleCoreTests/Golden/chat.txt`.
public enum ChatSample {
  /// Runs the story and returns its transcript.
  @MainActor
  public static func run() async -> String {
    let story = ChatTranscript()
    do {
      try await tell(story)
    } catch {
      story.say("the sample failed: \(error)")
    }
    return story.text
  }

  @MainActor
  static func tell(_ story: ChatTranscript) async throws {
    let screen = ChatScreen()
    story.say("chat: a conversation of \(screen.server.messages.count) messages in a strict")
    story.say("headless table view with a 440-point viewport; messages are 44 points tall, 64")
    story.say("on two lines. The server sends 16 messages a page, newest first, when the sample")
    story.say("says so; the first two rows ask for the page before them when they show.")

    story.step("1. The conversation opens: its loading row asks for the newest messages")
    try screen.open()
    story.show(screen)

    story.step("2. The newest messages arrive: the conversation opens at its bottom")
    await story.answer(screen)
    try await screen.scrollToBottom()
    story.show(screen)

    story.step("3. A message arrives while the reader is at the bottom: it scrolls into view")
    let arrived = try screen.receive()
    await nextTurn()
    story.say("server: \(arrived.name) arrives")
    story.show(screen)

    story.step("4. The reader scrolls to the top: the page before is asked for")
    try await screen.scroll(toContentOffset: 0)
    story.show(screen)

    story.step("5. The older messages arrive above: the messages on screen stay where they are")
    await story.answer(screen)
    story.show(screen)

    story.step("6. Two messages arrive while the reader is up there: the list stays put")
    let two = [try screen.receive(), try screen.receive()]
    await nextTurn()
    story.say("server: \(two.map(\.name).joined(separator: " and ")) arrive")
    story.show(screen)

    story.step("7. The reader jumps to a message by its model, m50")
    try await screen.scroll(to: screen.message(50))
    story.show(screen)

    story.step("8. A message the conversation has not loaded yet is not jumped to")
    do {
      try await screen.scroll(to: screen.message(3))
      story.say("jumped to m3")
    } catch {
      story.say("not found: \(error)")
    }
    story.show(screen)

    story.step("9. Back at the bottom, the new messages are seen; the next one sticks")
    try await screen.scrollToBottom()
    try screen.receive()
    await nextTurn()
    story.show(screen)
  }
}

/// What the sample prints, step by step.
@MainActor
final class ChatTranscript {
  private var lines: [String] = []
  private var shownBatches = 0

  /// The transcript, one line per line, ending with a newline.
  var text: String { lines.joined(separator: "\n") + "\n" }

  func say(_ line: String) { lines.append(line) }

  func step(_ title: String) {
    lines.append("")
    lines.append("== \(title)")
  }

  /// Lets the server answer the page the conversation waits for, and waits until it shows.
  func answer(_ screen: ChatScreen) async {
    let (request, page) = await screen.answer()
    let ids = page.items.map(\.id)
    let range = ids.first.map { "m\($0)...m\(ids.last ?? $0)" } ?? "nothing"
    say("server: sends \(range) for \(request)")
  }

  /// Prints the batches the table view applied since the last time, the page the conversation
  /// waits for, the viewport and the rows on screen, each with the distance from the top of
  /// the viewport to its top.
  func show(_ screen: ChatScreen) {
    let log = screen.tableView.updateLog
    let batches = log.dropFirst(shownBatches)
    shownBatches = log.count
    if batches.isEmpty { say("batch: none") }
    for record in batches {
      say("batch: \(record.update)" + (record.succeeded ? "" : " (REJECTED)"))
    }
    if let request = screen.chat.loadingRequest { say("chat: waits for \(request)") }
    say(screen.viewport.description)
    if screen.newMessagesBelow > 0 { say("badge: \(screen.newMessagesBelow) new messages below") }
    let offset = screen.tableView.contentOffset
    let visible = screen.tableView.indexPathsForVisibleRows
    if let first = visible.first, first.item > 0 {
      // The row just above the viewport, out of view: where a page loading at the top shows.
      let above = ListPosition(section: first.section, item: first.item - 1)
      let text = screen.tableView.frame(ofItemAt: above).map { "\(Int($0.top - offset))" } ?? "?"
      say("  \(text.leftPadded(to: 4)) | (above the viewport) \(screen.rowText(at: above))")
    }
    for position in visible {
      let top = screen.tableView.frame(ofItemAt: position).map { Int($0.top - offset) } ?? 0
      let text = screen.rowText(at: position)
      say("  \(String(top).leftPadded(to: 4)) | \(text)")
    }
  }
}

extension String {
  /// The string with spaces before it, to a width.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
