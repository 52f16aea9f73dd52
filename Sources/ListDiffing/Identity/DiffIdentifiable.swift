/// A type whose values are their own identity, or that names its identity `id`.
///
/// Diffing and upserts both need to know whether two values are "the same item" (identity) and,
/// separately, whether that item changed (content, see ``ContentEquatable``). Splitting the two
/// lets a message keep its place in a list while its text changes: the diff reports an update,
/// not a delete and an insert.
///
/// Identity is `Identifiable.id`, as in Apple's diffable data source and SwiftUI's `ForEach`: a
/// model that is `Identifiable` and `Equatable` (or `Hashable`) needs no conformance to this
/// protocol. Adopt it for a `Hashable` value that is its own identity, which then gets `id` for
/// free (the value itself):
///
///     struct Tag: Hashable, DiffIdentifiable { var name: String }
///     Tag(name: "swift").id  // Tag(name: "swift")
///
///     struct Contact: Identifiable, Hashable { let id: Int; var name: String }  // no conformance
///
/// `String`, `Int`, `Int64`, `UInt64` and `Character` are their own identity this way, so a list
/// of strings diffs as it is.
public protocol DiffIdentifiable: Identifiable {}

extension DiffIdentifiable where Self: Hashable {
  /// The value itself: for a plain `Hashable` value, identity and content coincide.
  public var id: Self { self }
}
