/// An `Equatable` type that tells whether two values with the same identity show the same
/// content by something other than `==`.
///
/// When two values share an `id` but their content differs, the item is reported as updated
/// (reloaded or reconfigured) rather than left alone. Content is `==` for every `Equatable`
/// model; adopt this protocol only when `==` does not say what the cell shows:
///
///     struct Message: Identifiable, Equatable {  // no conformance needed: `==` is the content
///       let id: Int
///       var subject: String
///     }
///
/// A model whose `==` compares its identity alone (a habit from diffable data sources, which
/// hash and compare identifiers, or a class whose `==` is `===`) has the same content as every
/// value with its identity: a diff never reloads it, an upsert skips it (the source keeps the old
/// value), and its cell keeps showing the old content. Compare what the cell shows in
/// `isContentEqual(to:)`, which takes the place of `==` for diffs and upserts:
///
///     struct Contact: Identifiable, Hashable, ContentEquatable {
///       let id: String
///       var name: String
///       static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.id == rhs.id }  // identity only
///       func hash(into hasher: inout Hasher) { hasher.combine(id) }
///       func isContentEqual(to other: Contact) -> Bool { name == other.name }
///     }
///     let ada = Contact(id: "ada", name: "Ada")
///     ada == Contact(id: "ada", name: "Ada King")                   // true: the same contact
///     ada.isContentEqual(to: Contact(id: "ada", name: "Ada King"))  // false: an update
///
/// A diff looks for this conformance once per call, not once per item, and compares with `==`
/// when the model does not have it.
public protocol ContentEquatable: Equatable {
  /// Returns a Boolean value that indicates whether `self` and `other` show the same content.
  func isContentEqual(to other: Self) -> Bool
}

extension ContentEquatable {
  /// Returns `self == other`.
  @inlinable
  public func isContentEqual(to other: Self) -> Bool { self == other }
}

/// A type with both an identity and content equality: what the diffing engine works on.
///
/// Any `Identifiable` and `Equatable` (or `Hashable`) type is one; ``ContentEquatable`` refines
/// its content comparison.
public typealias Diffable = Identifiable & Equatable
