import HeadlessHost
import ListComposer
import ListComposerTesting
import Testing

// In an app, HomeModels.swift, HomeCells.swift and HomeScreen.swift are in the app's target:
// import it here as well, with `@testable import` and the target's name (the screen's types
// are internal).

/// The home screen in a headless collection view, which asks for counts and cells when UIKit
/// would and checks every batch against UIKit's rules: no simulator, any machine.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct HomeScreenTests {
  let server = ControlledPageLoader<Person>()
  let ada = Contact(id: "ada", name: "Ada Lovelace", lastSeen: "2 min ago")
  let notes = Message(id: 1, sender: "Ada", subject: "Notes on the Analytical Engine")
  let moth = Message(id: 2, sender: "Grace", subject: "Found a moth in relay 70")

  /// A collection view that also rejects what UIKit accepts but shows wrongly, with room for
  /// ten items at a time, as a phone's screen.
  func strictCollectionView() -> HeadlessCollectionView {
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.visibleItemLimit = 10
    return HeadlessCollectionView(options: options)
  }

  /// The texts of a section's cells, top to bottom.
  func texts(_ view: HeadlessCollectionView, section: Int) throws -> [String?] {
    let count = try view.numberOfItems(inSection: section)
    return (0..<count).map {
      view.cellForItem(at: ListPosition(section: section, item: $0))?.textLabel
    }
  }

  @Test func showsEachSourceInItsOwnSection() throws {
    let home = try HomeScreen(loadPeople: server.loader)
    let collectionView = strictCollectionView()
    try collectionView.attach(home.screen)
    home.showContacts([ada])
    home.showMessages([notes, moth])

    #expect(collectionView.numberOfSections == 3)
    #expect(try texts(collectionView, section: 0) == ["Ada Lovelace"])
    #expect(
      try texts(collectionView, section: 1)
        == ["Notes on the Analytical Engine", "Found a moth in relay 70"])
    #expect(try texts(collectionView, section: 2) == ["Loading..."])
    #expect(collectionView.headerTitle(forSection: 1) == "Top messages")
  }

  @Test func updatesOnlyWhatChanged() throws {
    let home = try HomeScreen(loadPeople: server.loader)
    let collectionView = strictCollectionView()
    try collectionView.attach(home.screen)
    home.showMessages([notes, moth])

    let spam = Message(id: 3, sender: "Spam Bot", subject: "You have won a prize")
    let before = collectionView.updateLog.count
    home.showMessages([moth, spam])

    // One batch in the screen's positions, accepted by the view: the notes go, the spam comes,
    // and the moth's cell is not touched.
    let batches = collectionView.updateLog.dropFirst(before)
    #expect(batches.allSatisfy { $0.succeeded })
    #expect(batches.map { "\($0.update)" } == ["delete items [1, 0]; insert items [1, 1]"])
    #expect(
      try texts(collectionView, section: 1)
        == ["Found a moth in relay 70", "You have won a prize"])
  }

  @Test func showsTheInboxStates() throws {
    let home = try HomeScreen(loadPeople: server.loader)
    let collectionView = strictCollectionView()
    try collectionView.attach(home.screen)
    #expect(try texts(collectionView, section: 1) == ["Loading..."])

    struct Offline: Error {}
    home.showMessagesFailed(Offline())
    #expect(try texts(collectionView, section: 1) == ["Could not load. Tap to retry."])

    home.showMessages([])
    #expect(try texts(collectionView, section: 1) == ["Nothing here yet"])
  }

  @Test func loadsPeopleAPageAtATime() async throws {
    let home = try HomeScreen(loadPeople: server.loader)
    let collectionView = strictCollectionView()
    try collectionView.attach(home.screen)  // the loading row shows: page 0 is asked for

    let firstPage = (0..<20).map { Person(id: "p\($0)", name: "Person \($0)", mutualFriends: $0) }
    await server.respond(with: Page(firstPage, hasMore: true))
    await home.people.waitForLoad()
    #expect(try collectionView.numberOfItems(inSection: 2) == 20)

    try collectionView.scroll(toItemOffset: 15)  // rows near the end show: page 1 is asked for
    #expect(await server.nextRequest()?.index == 1)
    #expect(home.people.loadingRequest?.index == 1)
  }

  @Test func isASourceThatAnotherScreenComposes() throws {
    let home = try HomeScreen(loadPeople: server.loader)
    let banner = ContactDecorator.dataSource(for: [ada], header: "Welcome back")
    let app = try SectionedDataSource([banner, home.screen])
    let collectionView = strictCollectionView()
    try collectionView.attach(app)

    home.showMessages([notes])

    // The messages are the home screen's section 1, so the app's section 2.
    let update = try collectionView.lastUpdateResult?.get()
    #expect(update?.description == "delete items [2, 0]; insert items [2, 0]")
    #expect(try texts(collectionView, section: 2) == ["Notes on the Analytical Engine"])
  }
}
