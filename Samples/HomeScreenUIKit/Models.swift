#if canImport(UIKit)
  import ListComposer

  // The three independent kinds of content on the home screen, as in Samples/HomeScreen. None
  // knows about the others or about cells: the table and the collection view show the same
  // models, each with cells of its own.

  /// Someone the user wrote to recently.
  struct Contact: Identifiable, Equatable {
    let id: String
    var name: String
    var lastSeen: String
  }

  /// A message in the inbox. `ContentEquatable` (free from `Equatable`) lets the messages'
  /// source diff its section when the count in its title changes.
  struct Message: Identifiable, Equatable {
    let id: Int
    var sender: String
    var subject: String
  }

  /// Someone the user might know.
  struct Person: Identifiable, Equatable {
    let id: String
    var name: String
    var mutualFriends: Int
  }

  extension ListSection where Model == Message {
    /// The messages' section, titled with how many there are: "Top messages (3)".
    ///
    /// The count is part of the title, not worked out by the header's decorator, and the section
    /// has an identity: inserting or deleting an item does not make the header view again, but
    /// `recountMessages()` diffs the changed title as a reload of the section, which makes the
    /// header again with the new count.
    static func topMessages(_ messages: [Message]) -> ListSection<Message> {
      ListSection(id: "top messages", header: "Top messages (\(messages.count))", items: messages)
    }
  }

  extension ArrayDataSource where Model == Message {
    /// Titles the messages' section with how many there are now: call it after inserting or
    /// deleting messages. One batch that reloads the section, header included; nothing when
    /// the count is the same.
    func recountMessages() {
      setSections([.topMessages(items)])
    }
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
