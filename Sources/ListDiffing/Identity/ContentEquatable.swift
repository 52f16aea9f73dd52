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
///
/// The free conformance is only as good as `==`. A model whose `==` compares its identity alone
/// (a habit from diffable data sources, which hash and compare identifiers, or a class whose
/// `==` is `===`) has the same content as every value with its identity: a diff never reloads
/// it, an upsert skips it (the source keeps the old value), and its cell keeps showing the old
/// content. Compare what the cell shows in `isContentEqual(to:)`, which takes the place of `==`
/// for diffs and upserts:
///
///     struct Contact: Identifiable, Hashable, DiffIdentifiable, ContentEquatable {
///       let id: String
///       var name: String
///       static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.id == rhs.id }  // identity only
///       func hash(into hasher: inout Hasher) { hasher.combine(id) }
///       func isContentEqual(to other: Contact) -> Bool { name == other.name }
///     }
///     let ada = Contact(id: "ada", name: "Ada")
///     ada == Contact(id: "ada", name: "Ada King")                   // true: the same contact
///     ada.isContentEqual(to: Contact(id: "ada", name: "Ada King"))  // false: an update
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
