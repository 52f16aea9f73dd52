#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit)) && !os(tvOS) && !os(watchOS)
  import Foundation
  import ListComposer

  // The home screen's content, as in Samples/HomeScreen: none of it knows about cells, SwiftUI
  // or the other kinds of content.

  /// Someone the user wrote to recently.
  struct Contact: Identifiable, Hashable, Sendable {
    let id: String
    var name: String
    var lastSeen: String
  }

  /// A message in the inbox.
  struct Message: Identifiable, Hashable, Sendable {
    let id: Int
    var sender: String
    var subject: String
  }

  /// Someone the user might know.
  struct Person: Identifiable, Hashable, Sendable {
    let id: String
    var name: String
    var mutualFriends: Int
  }

  /// A news headline, loaded a page at a time. Identified by a string, so that a selection of
  /// messages (`Set<Message.ID>`, integers) never picks one up.
  struct Headline: Identifiable, Hashable, Sendable {
    let id: String
    var title: String
  }

  /// What the screen shows when it opens; an app would load it.
  enum SampleData {
    static let contacts = [
      Contact(id: "ada", name: "Ada Lovelace", lastSeen: "2 min ago"),
      Contact(id: "grace", name: "Grace Hopper", lastSeen: "1 h ago"),
      Contact(id: "katherine", name: "Katherine Johnson", lastSeen: "yesterday"),
    ]
    static let messages = [
      Message(id: 1, sender: "Ada", subject: "Notes on the Analytical Engine"),
      Message(id: 2, sender: "Spam Bot", subject: "You have won a prize"),
      Message(id: 3, sender: "Grace", subject: "Found a moth in relay 70"),
    ]
    static let people = [
      Person(id: "alan", name: "Alan Turing", mutualFriends: 12),
      Person(id: "margaret", name: "Margaret Hamilton", mutualFriends: 4),
    ]
  }

  /// The inbox as a repository would publish it: the whole list each time it changes, here a
  /// new message every few seconds.
  enum Inbox {
    static func updates() -> AsyncStream<[Message]> {
      AsyncStream { continuation in
        let task = Task {
          var messages = SampleData.messages
          continuation.yield(messages)
          for id in 4...20 {
            try? await Task.sleep(for: .seconds(5))
            if Task.isCancelled { break }
            messages.insert(Message(id: id, sender: "Katherine", subject: "Orbit #\(id)"), at: 0)
            continuation.yield(messages)
          }
          continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
  }

  /// A news server that answers a page of headlines after a short delay.
  enum NewsServer {
    @Sendable static func page(_ request: PageRequest) async throws -> Page<Headline> {
      try await Task.sleep(for: .milliseconds(600))
      let stamp = request.isRefresh ? "updated " : ""
      let range = request.offset..<min(request.offset + request.size, 45)
      let headlines = range.map { Headline(id: "news-\($0)", title: "\(stamp)Headline \($0 + 1)") }
      return Page(headlines, hasMore: range.upperBound < 45)
    }
  }
#endif
