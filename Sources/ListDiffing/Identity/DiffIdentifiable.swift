/// A type whose values have an identity that survives changes to their content.
///
/// Diffing and upserts both need to know whether two values are "the same item" (identity) and,
/// separately, whether that item changed (content, see ``ContentEquatable``). Splitting the two
/// lets a message keep its place in a list while its text changes: the diff reports an update,
/// not a delete and an insert.
///
/// The member is named `diffIdentifier` so it never clashes with a model's own `id`.
/// Conformance is free for `Identifiable` types (the identifier is `id`) and for `Hashable` types
/// (the identifier is the value itself):
///
///     struct Contact: Identifiable, DiffIdentifiable { let id: Int; var name: String }
///     Contact(id: 7, name: "Ada").diffIdentifier  // 7
///
///     extension String: DiffIdentifiable {}       // a string is its own identity
public protocol DiffIdentifiable {
  /// The type of the identity. Equal identifiers denote the same item.
  associatedtype DiffIdentifier: Hashable

  /// The identity of this value, stable across content changes.
  var diffIdentifier: DiffIdentifier { get }
}

extension DiffIdentifiable where Self: Identifiable {
  /// The value's `id`.
  public var diffIdentifier: ID { id }
}

extension DiffIdentifiable where Self: Hashable {
  /// The value itself: for a plain `Hashable` value, identity and content coincide.
  public var diffIdentifier: Self { self }
}

extension DiffIdentifiable where Self: Hashable & Identifiable {
  /// The value's `id`, preferred over the value itself when a type is both `Hashable` and
  /// `Identifiable`.
  public var diffIdentifier: ID { id }
}
