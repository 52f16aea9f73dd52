import ListComposer

// The home screen's three kinds of content. Models know nothing of cells or of each other;
// `Updatable` gives each an identity, so that sources can diff and upsert them.

/// Someone the user wrote to recently.
struct Contact: Identifiable, Equatable, Updatable {
  let id: String
  var name: String
  var lastSeen: String
}

/// A message in the inbox.
struct Message: Identifiable, Equatable, Updatable {
  let id: Int
  var sender: String
  var subject: String
}

/// Someone the user may know, loaded a page at a time.
struct Person: Identifiable, Equatable, Updatable {
  let id: String
  var name: String
  var mutualFriends: Int
}
