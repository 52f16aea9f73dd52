/// The sample's messages.
enum Mailbox {
  /// The two pinned messages.
  static let pinned = [
    Message(id: 900, title: "Welcome to Mail", preview: "Swipe to archive, tap to read"),
    Message(id: 901, title: "Your account", preview: "Two-factor sign-in is on"),
  ]

  /// The inbox, newest first.
  static let inbox: [Message] = (0..<22).map { index in
    let senders = ["Ada", "Grace", "Alan", "Katherine", "Margaret", "Barbara", "Edsger", "Donald"]
    let subjects = [
      "Notes on the Engine", "A moth in relay 70", "On computable numbers", "Trajectories",
      "Apollo guidance", "Abstract data types", "Go to considered harmful", "Literate programs",
      "Lunch on Friday?", "Slides for Monday", "Review: chapter 3",
    ]
    return Message(
      id: index, title: "\(senders[index % senders.count]): \(subjects[index % subjects.count])",
      preview: "message \(index + 1) of the inbox")
  }

  /// Two messages that arrive while the reader scrolls.
  static let arrived = [
    Message(id: 100, title: "Grace: Coffee?", preview: "new while you were reading"),
    Message(id: 101, title: "Alan: Re: Trajectories", preview: "new while you were reading"),
  ]
}
