import ChatSampleCore
import Foundation
import Testing

/// The chat sample prints what `Golden/chat.txt` holds, on every run: its fake server answers
/// only when the story says so. Run with `UPDATE_GOLDEN=1` to rewrite the file, then review
/// the diff.
@Suite struct ChatSampleTests {
  static let golden = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "Golden/chat.txt")

  @Test func printsTheGoldenTranscript() async throws {
    let transcript = await ChatSample.run()
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try transcript.write(to: Self.golden, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: Self.golden, encoding: .utf8)
    #expect(transcript == expected)
    #expect(!transcript.contains("REJECTED") && !transcript.contains("failed:"))
  }

  @Test func printsTheSameTranscriptTwice() async {
    let first = await ChatSample.run()
    #expect(await ChatSample.run() == first)
  }
}
