import ListDiffing

/// The texts UIKit prints, filled in. Verbatim templates carry their evidence label from the
/// reference (`[V]` seen in crash reports); texts UIKit is not known to print are marked `[U]`.
package struct UIKitMessages: Sendable {
  package var flavor: ListViewFlavor
  package var viewDescription: String

  private var row: String { flavor.itemNoun }
  private var rows: String { flavor.itemsNoun }

  /// `<NSIndexPath: 0x…> {length = 2, path = S - I}` with a made-up tagged-pointer address.
  package static func indexPath(_ position: ListPosition) -> String {
    let tag = UInt64(truncatingIfNeeded: position.section &* 0x10000 &+ position.item) &* 8
    let address = String(0xc000_0000_0000_0006 | tag, radix: 16)
    return "<NSIndexPath: 0x\(address)> {length = 2, path = \(position.section) - \(position.item)}"
  }

  // MARK: Ranges [V] (R4 [U] by symmetry)

  package func deleteItemBeyondItems(_ position: ListPosition, count: Int) -> String {
    "attempt to delete \(row) \(position.item) from section \(position.section) which only "
      + "contains \(count) \(rows) before the update"
  }

  package func insertItemBeyondItems(_ position: ListPosition, count: Int) -> String {
    "attempt to insert \(row) \(position.item) into section \(position.section), but there are "
      + "only \(count) \(rows) in section \(position.section) after the update"
  }

  package func insertItemBeyondSections(_ position: ListPosition, sectionCount: Int) -> String {
    "attempt to insert \(row) \(position.item) into section \(position.section), but there are "
      + "only \(sectionCount) sections after the update"
  }

  package func deleteItemBeyondSections(_ position: ListPosition, sectionCount: Int) -> String {
    "attempt to delete \(row) \(position.item) from section \(position.section), but there are "
      + "only \(sectionCount) sections before the update"
  }

  package func deleteSectionBeyondSections(_ section: Int, sectionCount: Int) -> String {
    "attempt to delete section \(section), but there are only \(sectionCount) sections before "
      + "the update"
  }

  package func insertSectionBeyondSections(_ section: Int, sectionCount: Int) -> String {
    "attempt to insert section \(section) but there are only \(sectionCount) sections after "
      + "the update"
  }

  /// [U] UIKit's text for a reconfigure of a missing item is not known.
  package func reconfigureBeyondItems(_ position: ListPosition, count: Int) -> String {
    "attempt to reconfigure \(row) \(position.item) in section \(position.section) which only "
      + "contains \(count) \(rows) before the update"
  }

  /// [U]
  package func reconfigureBeyondSections(_ position: ListPosition, sectionCount: Int) -> String {
    "attempt to reconfigure \(row) \(position.item) in section \(position.section), but there "
      + "are only \(sectionCount) sections before the update"
  }

  // MARK: Conflicts

  /// C1 [V]
  package func deleteAndReload(_ position: ListPosition) -> String {
    "attempt to delete and reload the same index path (\(Self.indexPath(position)))"
  }

  /// C2 and, from iOS 11, C3 [V]
  package func deleteAndMove(_ position: ListPosition) -> String {
    "attempt to perform a delete and a move from the same index path (\(Self.indexPath(position)))"
  }

  /// C4 and, from iOS 11, C5 [V]
  package func insertAndMove(_ position: ListPosition) -> String {
    "attempt to perform an insert and a move to the same index path (\(Self.indexPath(position)))"
  }

  /// C3 and C5 up to iOS 10 [V]
  package static let twoAnimations = "Attempt to create two animations for cell"

  /// [U]
  package func insertAndReload(_ position: ListPosition) -> String {
    "attempt to perform an insert and a reload to the same index path "
      + "(\(Self.indexPath(position)))"
  }

  /// C6 [V] for tables; the collection wording is [U].
  package func moveIntoInsertedSection(_ section: Int) -> String {
    flavor == .table
      ? "cannot move a row into a newly inserted section (\(section))"
      : "cannot move an item into a newly inserted section (\(section))"
  }

  /// C7 [V] prefix; the suffix is [U].
  package func moveFromDeletedSection(_ section: Int) -> String {
    flavor == .table
      ? "cannot move a row from a deleted section (\(section))"
      : "cannot move an item from a deleted section (\(section))"
  }

  /// C11 [U]
  package func duplicateMove(_ position: ListPosition) -> String {
    "attempt to move index path (\(Self.indexPath(position))) more than once"
  }

  /// C8 (PSTCollectionView's wording) [R]
  package func deleteAndMoveSection(_ section: Int) -> String {
    "attempt to delete and move from the same section \(section)"
  }

  /// C9 (PSTCollectionView's wording) [R]
  package func insertAndMoveSection(_ section: Int) -> String {
    "attempt to perform an insert and a move to the same section (\(section))"
  }

  /// C10 [U]
  package func deleteAndReloadSection(_ section: Int) -> String {
    "attempt to delete and reload the same section (\(section))"
  }

  /// [U]
  package func insertAndReloadSection(_ section: Int) -> String {
    "attempt to perform an insert and a reload to the same section (\(section))"
  }

  /// C11 for sections [U]
  package func duplicateSectionMove(_ section: Int) -> String {
    "attempt to move section \(section) more than once"
  }

  /// C12 [U] (strict mode)
  package func duplicate(_ operation: String, _ position: ListPosition) -> String {
    "attempt to \(operation) the same index path more than once (\(Self.indexPath(position)))"
  }

  /// C12 for sections [U] (strict mode)
  package func duplicate(_ operation: String, section: Int) -> String {
    "attempt to \(operation) section \(section) more than once"
  }

  // MARK: Counts [V]

  package func legacySectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> String {
    "Invalid update: invalid number of sections.  The number of sections contained in the "
      + "\(flavor.viewNoun) after the update (\(after)) must be equal to the number of sections "
      + "contained in the \(flavor.viewNoun) before the update (\(before)), plus or minus the "
      + "number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
  }

  package func legacyItemCount(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int
  ) -> String {
    "Invalid update: invalid number of \(rows) in section \(section).  The number of \(rows) "
      + "contained in an existing section after the update (\(after)) must be equal to the "
      + "number of \(rows) contained in that section before the update (\(before)), plus or "
      + "minus the number of \(rows) inserted or deleted from that section (\(inserted) "
      + "inserted, \(deleted) deleted) and plus or minus the number of \(rows) moved into or "
      + "out of that section (\(movedIn) moved in, \(movedOut) moved out)."
  }

  /// The iOS 16.4 SDK text, with every operation listed as a token.
  package func modernCount(before: [Int], after: [Int], update: BatchUpdate) -> String {
    func counts(_ counts: [Int]) -> String {
      let noun = counts.count == 1 ? "section" : "sections"
      let list = counts.map(String.init).joined(separator: ", ")
      return "{ \(counts.count) \(noun) with \(row) counts: [\(list)] }"
    }
    let word = row
    var tokens: [String] = []
    tokens += update.deletedSections.map { "Delete section \($0)" }
    tokens += update.insertedSections.map { "Insert section \($0)" }
    tokens += update.reloadedSections.map { "Reload section \($0)" }
    tokens += update.movedSections.map { "Move section \($0.from) -> \($0.to)" }
    func path(_ position: ListPosition) -> String { "(\(position.section) - \(position.item))" }
    tokens += update.deletedItems.map { "Delete \(word) \(path($0))" }
    tokens += update.insertedItems.map { "Insert \(word) \(path($0))" }
    tokens += update.reloadedItems.map { "Reload \(word) \(path($0))" }
    tokens += update.movedItems.map { "Move \(word) \(path($0.from)) -> \(path($0.to))" }
    let view = flavor.viewNoun.prefix(1).uppercased() + flavor.viewNoun.dropFirst()
    return "Invalid batch updates detected: the number of sections and/or \(rows) returned by "
      + "the data source before and after performing the batch updates are inconsistent with "
      + "the updates.\nData source before updates = \(counts(before))\nData source after "
      + "updates = \(counts(after))\nUpdates = [\n"
      + tokens.map { "\t\($0)" }.joined(separator: ",\n")
      + (tokens.isEmpty ? "" : "\n") + "]\n\(view): \(viewDescription)"
  }
}
