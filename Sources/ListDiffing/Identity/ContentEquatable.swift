/// A type that can tell whether two values with the same identity show the same content.
///
/// When two values share a ``DiffIdentifiable/diffIdentifier`` but `isContentEqual(to:)` returns
/// `false`, the item is reported as updated (reloaded or reconfigured) rather than left alone.
/// `Equatable` types get `==` as their content equality for free:
///
///     struct Message: Identifiable, Equatable, DiffIdentifiable, ContentEquatable {
///       let id: Int
///       var subject: String
///     }
///     let old = Message(id: 1, subject: "Hi")
///     old.isContentEqual(to: Message(id: 1, subject: "Hello"))  // false: an update
public protocol ContentEquatable {
  /// Returns a Boolean value that indicates whether `self` and `other` show the same content.
  func isContentEqual(to other: Self) -> Bool
}

extension ContentEquatable where Self: Equatable {
  /// Returns `self == other`.
  public func isContentEqual(to other: Self) -> Bool { self == other }
}

/// A type with both an identity and content equality: what the diffing engine works on.
public typealias Diffable = DiffIdentifiable & ContentEquatable
