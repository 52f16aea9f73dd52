#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import ListComposer

  // The three independent kinds of content on the home screen, as in Samples/HomeScreen. None
  // knows about the others or about cells: the table shows the same
  // models, each with cells of its own.

  /// Someone the user wrote to recently.
  struct Contact: Identifiable, DiffIdentifiable, Equatable {
    let id: String
    var name: String
    var lastSeen: String
  }

  /// A message in the inbox.
  struct Message: Identifiable, DiffIdentifiable, Equatable {
    let id: Int
    var sender: String
    var subject: String
  }

  /// Someone the user might know.
  struct Person: Identifiable, DiffIdentifiable, Equatable {
    let id: String
    var name: String
    var mutualFriends: Int
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
#endif
