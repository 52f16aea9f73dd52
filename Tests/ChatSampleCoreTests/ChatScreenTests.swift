import ChatSampleCore
import HeadlessHost
import ListComposer
import Testing

/// The chat sample's screen, checked step by step rather than against its printed transcript:
/// what a reader of a chat expects of it.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ChatScreenTests {
  /// A screen opened at its newest messages, scrolled to the bottom.
  func openScreen() async throws -> ChatScreen {
    let screen = ChatScreen(messages: 60)
    try screen.open()
    _ = await screen.answer()
    try await screen.scrollToBottom()
    return screen
  }

  /// Every batch was taken, none reloaded a row.
  func expectEveryBatchAnInsertionOrDeletion(
    _ screen: ChatScreen, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for record in screen.tableView.updateLog {
      #expect(record.succeeded, "\(record.update)", sourceLocation: sourceLocation)
      #expect(record.update.reloadedItems.isEmpty, sourceLocation: sourceLocation)
      #expect(record.update.reloadedSections.isEmpty, sourceLocation: sourceLocation)
    }
  }

  @Test func opensAtTheNewestMessages() async throws {
    let screen = try await openScreen()
    #expect(screen.chat.items.map(\.id) == Array(45...60))
    #expect(screen.lastVisibleMessage?.id == 60)
    #expect(screen.tableView.contentOffset + 440 == screen.tableView.contentHeight)
  }

  @Test func olderMessagesLoadAboveWithoutMovingTheMessagesOnScreen() async throws {
    let screen = try await openScreen()
    try await screen.scroll(toContentOffset: 0)
    #expect(screen.chat.loadingRequest(.previous)?.cursor == "45")
    let before = screen.viewport
    let (request, page) = await screen.answer()
    #expect(request.direction == .previous && page.items.map(\.id) == Array(29...44))
    #expect(screen.chat.items.map(\.id) == Array(29...60))
    // The first visible message, at the same distance from the viewport's top.
    #expect(screen.viewport.first == before.first && screen.viewport.first?.id == 45)
    #expect(screen.viewport.offset == before.offset)
    expectEveryBatchAnInsertionOrDeletion(screen)
  }

  @Test func newMessagesStickToTheBottomOnlyWhileTheReaderIsThere() async throws {
    let screen = try await openScreen()
    let first = try screen.receive()
    await nextTurnForTest()
    #expect(screen.lastVisibleMessage == first)
    #expect(screen.newMessagesBelow == 0)
    // Scrolled up: the messages on screen stay, and the arrivals are counted.
    try await screen.scroll(toContentOffset: 200)
    let before = screen.viewport
    try screen.receive()
    try screen.receive()
    await nextTurnForTest()
    #expect(screen.viewport == before)
    #expect(screen.newMessagesBelow == 2)
    // Back at the bottom: seen, and the next one sticks.
    try await screen.scrollToBottom()
    #expect(screen.newMessagesBelow == 0)
    let last = try screen.receive()
    await nextTurnForTest()
    #expect(screen.lastVisibleMessage == last)
    expectEveryBatchAnInsertionOrDeletion(screen)
  }

  @Test func scrollsToAMessageByItsModel() async throws {
    let screen = try await openScreen()
    try await screen.scroll(to: screen.message(50))
    #expect(screen.viewport.first?.id == 50 && screen.viewport.offset == 0)
    // Not loaded yet: an error, and the list does not move.
    let before = screen.viewport
    await #expect(throws: (any Error).self) { try await screen.scroll(to: screen.message(3)) }
    #expect(screen.viewport == before)
  }
}

/// Lets the main actor take its next turns, for the changes the adapter defers.
@MainActor
func nextTurnForTest() async {
  for _ in 0..<4 { await Task.yield() }
}
