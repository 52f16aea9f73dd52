import Foundation
import InboxSampleCore
import Testing

/// The inbox sample prints what `Golden/inbox.txt` holds, on every run: its fake server
/// answers only when the story says so. Run with `UPDATE_GOLDEN=1` to rewrite the file, then
/// review the diff.
@Suite struct InboxSampleTests {
  static let golden = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "Golden/inbox.txt")

  @Test func printsTheGoldenTranscript() async throws {
    let transcript = await InboxSample.run()
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try transcript.write(to: Self.golden, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: Self.golden, encoding: .utf8)
    #expect(transcript == expected)
    #expect(!transcript.contains("REJECTED") && !transcript.contains("failed:"))
  }

  /// Issue 20, item 11: a step that applied no batch printed the previous step's notes on rows
  /// and its "Last update" line, as if they had just happened.
  @Test func aStepThatAppliesNoBatchShowsNoEarlierChanges() async {
    let steps = await InboxSample.run().split(separator: "\n\n== ").dropFirst()
    let quiet = steps.filter { $0.contains("\nbatch: none") }
    // Steps 1 and 12 open a table view; step 11 only scrolls, after step 10 changed rows.
    #expect(quiet.count == 3)
    for step in quiet {
      let title = step.prefix { $0 != "\n" }
      #expect(!step.contains("Last update"), "\(title)")
      for note in ["inserted)", "reloaded)", "reconfigured)", "moved from ["] {
        #expect(!step.contains(note), "\(title): \(note)")
      }
    }
    #expect(quiet.contains { $0.contains("batch: none; nothing changed since the last step") })
  }

  @Test func printsTheSameTranscriptTwice() async {
    let first = await InboxSample.run()
    #expect(await InboxSample.run() == first)
  }
}
