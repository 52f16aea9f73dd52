import ListComposer

// The three independent kinds of content on the home screen. None knows about the others, and
// none knows about cells: models stay platform-neutral.

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

/// Someone the user might know.
struct Person: Identifiable, Equatable, Updatable {
  let id: String
  var name: String
  var mutualFriends: Int
}
