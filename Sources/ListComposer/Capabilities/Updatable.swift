/// A model that can be updated in place from a newer copy of itself: what upserts need.
///
/// An upsert matches incoming values to existing ones by identity
/// (`id`), skips those whose content is unchanged
/// (`ContentEquatable.isContentEqual(to:)`), updates the rest with ``update(from:)`` and
/// appends the values it has not seen. Conformance is free for a value type that is
/// `Identifiable` and `Equatable`:
///
///     struct Contact: Identifiable, Equatable, Updatable { let id: Int; var name: String }
///     try contacts.upsert([Contact(id: 1, name: "Ada King")])  // reloads contact 1
///
/// For an `Equatable` model, unchanged content means `==`: an upsert skips a model whose `==`
/// compares its identity only, keeping the old value and its cell. Give such a model an
/// `isContentEqual(to:)` that compares what its cell shows (see `ContentEquatable`).
public protocol Updatable: DiffIdentifiable, ContentEquatable {
  /// Takes the content of a newer value with the same identity.
  mutating func update(from newer: Self)
}

extension Updatable {
  /// Replaces the value with the newer one.
  public mutating func update(from newer: Self) { self = newer }
}
