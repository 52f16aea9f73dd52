/// A hand-written data source described by what a list view asks of it: counts, and the cell
/// for a position, dequeued from the view that asks.
///
/// A screen being migrated to ListComposer often keeps sources written against
/// `UITableViewDataSource` or `UICollectionViewDataSource`. Conform such a source (or a small
/// wrapper of it) to this protocol and wrap it in a ``ForeignChildDataSource`` to compose it
/// next to ListComposer's own sources: it is asked everything in its *own* positions, as if it
/// were alone on screen, and the app publishes its changes through the wrapper.
///
///     final class LegacyNotes: ForeignDataSource {
///       var notes = [["Ada", "Grace"]]
///       func foreignNumberOfSections() throws -> Int { notes.count }
///       func foreignNumberOfItems(inSection section: Int) throws -> Int { notes[section].count }
///       func foreignCell(for request: ForeignCellRequest) throws -> AnyObject? {
///         let cell = try request.dequeueCell(withReuseIdentifier: "note", for: request.position)
///         (cell as? NoteCell)?.text = notes[request.position.section][request.position.item]
///         return cell
///       }
///     }
///     let screen = try SectionedDataSource([contacts, ForeignChildDataSource(LegacyNotes())])
///
/// The answers are not trusted: a count that is negative or throws, a missing cell, a cell
/// that was not dequeued for the request, and counts that change without a published change
/// are reported (see ``ForeignSourceError``), never a trap. The UIKit bridge conforms
/// `TableViewDataSourceChild` and `CollectionViewDataSourceChild`, which wrap an existing
/// `UITableViewDataSource` or `UICollectionViewDataSource`.
///
/// The members carry the word *foreign* so that they never clash with the members of the class
/// that conforms.
@MainActor
public protocol ForeignDataSource: AnyObject {
  /// Returns the number of sections; a negative answer, or a thrown error, reads as 0 and is
  /// reported.
  func foreignNumberOfSections() throws -> Int

  /// Returns the number of items in a section; a negative answer, or a thrown error, reads as
  /// 0 and is reported.
  func foreignNumberOfItems(inSection section: Int) throws -> Int

  /// Returns the cell for the request's local ``ForeignCellRequest/position``, dequeued from
  /// the request (a ``CellHost`` that dequeues at the position the view asked for).
  ///
  /// - Returns: The cell, or `nil` when the source has none (reported as
  ///   ``ForeignSourceError/noCell(_:)``).
  func foreignCell(for request: ForeignCellRequest) throws -> AnyObject?

  /// Returns the title of a section's header; the default is `nil`.
  func foreignHeaderTitle(forSection section: Int) -> String?

  /// Returns the title of a section's footer; the default is `nil`.
  func foreignFooterTitle(forSection section: Int) -> String?

  /// The cell types the adapter registers with the view for this source; the default is none,
  /// for a source whose cells the app registers itself (nibs, classes, storyboard prototypes).
  /// The adapter never replaces a registration the view already has for an identifier with a
  /// class of the same kind.
  var foreignCellRegistrations: [CellRegistration] { get }
}

extension ForeignDataSource {
  public func foreignHeaderTitle(forSection section: Int) -> String? { nil }
  public func foreignFooterTitle(forSection section: Int) -> String? { nil }
  public var foreignCellRegistrations: [CellRegistration] { [] }
}
