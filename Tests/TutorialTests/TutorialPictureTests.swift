import Foundation
import HeadlessHost
import ListComposer
import ListComposerTesting
import Testing

/// The pictures of the tutorial show what its screen really shows: each is drawn
/// (`Scripts/tutorial-pictures/draw.py`) from a headless collection view's rendering kept
/// beside it, and these tests check that the tutorial's code still renders exactly that.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct TutorialPictureTests {
  static let folder = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Scripts/tutorial-pictures")

  let server = ControlledPageLoader<Person>()

  func rendering(_ name: String) throws -> String {
    try String(contentsOf: Self.folder.appending(path: "\(name).txt"), encoding: .utf8)
  }

  /// The screen as it opens: every section waits for its content.
  @Test func theScreenWhileItLoads() throws {
    let home = try HomeScreen(loadPeople: server.loader)
    let collectionView = HeadlessCollectionView()
    try collectionView.attach(home.screen)
    #expect(
      collectionView.render(showingLastUpdate: false) + "\n" == (try rendering("home-loading")))
  }

  /// The screen once contacts, messages and the first page of people have come.
  @Test func theScreenWithItsContent() async throws {
    let home = try HomeScreen(loadPeople: server.loader)
    let collectionView = HeadlessCollectionView()
    try collectionView.attach(home.screen)
    home.showContacts([
      Contact(id: "ada", name: "Ada Lovelace", lastSeen: "2 min ago"),
      Contact(id: "grace", name: "Grace Hopper", lastSeen: "1 h ago"),
    ])
    home.showMessages([
      Message(id: 1, sender: "Ada", subject: "Notes on the Analytical Engine"),
      Message(id: 2, sender: "Grace", subject: "Found a moth in relay 70"),
    ])
    let people = [
      Person(id: "alan", name: "Alan Turing", mutualFriends: 12),
      Person(id: "katherine", name: "Katherine Johnson", mutualFriends: 4),
      Person(id: "barbara", name: "Barbara Liskov", mutualFriends: 2),
    ]
    await server.respond(with: Page(people, hasMore: false))
    await home.people.waitForLoad()
    #expect(
      collectionView.render(showingLastUpdate: false) + "\n" == (try rendering("home-content")))
  }
}
