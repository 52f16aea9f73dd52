/// The difference between two lists of items, cut into batches that UIKit accepts.
///
/// ## Why a diff comes in stages
///
/// UIKit applies every operation of one `performBatchUpdates(_:completion:)` call at once, each in
/// the index space the operation's kind prescribes: deletes, reloads and move sources in the old
/// data, inserts and move destinations in the new data. Several combinations that a plain diff
/// produces are therefore rejected or silently corrupt the view:
///
/// - a reload is a delete and an insert at the *same* position, so an item that is both changed
///   and moved, or changed while an insert or delete before it shifts its position, cannot be
///   reloaded in the same batch (UIKit raises "attempt to perform a delete and a move from the
///   same index path", or shows a stale cell at the shifted position);
/// - an item cannot move out of a section deleted in the same batch, nor into a section inserted
///   in it ("cannot move a row into a newly inserted section");
/// - item operations inside a section that moves in the same batch corrupt collection views.
///
/// A staged diff avoids all of them by splitting the work into at most three batches for a flat
/// list (five for a sectioned one, see ``StagedSectionedDiff``), in the order DifferenceKit uses:
///
/// 1. updates alone, at their old positions;
/// 2. deletes, at their old positions;
/// 3. inserts and moves, with move sources expressed after the deletes.
///
/// Empty stages are left out. Each stage carries the data the data source must hold *inside* its
/// batch; the data of the last stage is ``target``.
///
///     let diff = ["b", "c", "a"].stagedDifference(from: ["a", "b", "c"])
///     diff.stages.count              // 1
///     diff.stages[0].update          // move items [0, 0]->[0, 2]
///     diff.stages[0].data            // ["b", "c", "a"]
///
/// ## Minimal moves
///
/// Among the items present on both sides, the diff keeps one longest increasing subsequence in
/// place and moves only the others, so a permutation of *n* items reports *n* − *k* moves, where
/// *k* is the length of its longest increasing subsequence: the fewest any batch can use.
///
/// ## Duplicated identifiers
///
/// Duplicates never trap. The longest common prefix and suffix of identifiers are paired position
/// by position; between them, the occurrences of an identifier are paired in order (first old with
/// first new, second with second) and surplus occurrences are deleted or inserted. The duplicated
/// identifiers met are listed in ``duplicateIdentifiers``. With
/// ``DiffOptions/reportsAllDuplicates`` there is no suffix shortcut: every occurrence is paired in
/// order and every duplicate is listed.
///
/// ## What it does not do
///
/// It does not apply itself: a host or data source sets each stage's data and issues its update.
/// When ``recommendsReload`` is `true` the stages are still complete and valid, but showing
/// ``target`` with `reloadData()` is cheaper.
public struct StagedDiff<Element: Diffable> {
  /// The batches to apply in order; empty when nothing changed.
  public var stages: [DiffStage<[Element]>]

  /// The new list: the data of the last stage, and the data to show after `reloadData()`.
  public var target: [Element]

  /// The number of operations in all stages together.
  public var changeCount: Int

  /// A Boolean value that indicates whether ``changeCount`` exceeds the caller's
  /// ``DiffOptions/reloadThreshold``, so that `reloadData()` is the better way to show ``target``.
  public var recommendsReload: Bool

  /// Identifiers that occur more than once on either side, each listed once.
  public var duplicateIdentifiers: [Element.ID]

  /// A Boolean value that indicates whether the two lists show the same items with the same
  /// content in the same order.
  public var isEmpty: Bool { stages.isEmpty }

  @inlinable
  init(
    stages: [DiffStage<[Element]>], target: [Element], changeCount: Int, recommendsReload: Bool,
    duplicateIdentifiers: [Element.ID]
  ) {
    self.stages = stages
    self.target = target
    self.changeCount = changeCount
    self.recommendsReload = recommendsReload
    self.duplicateIdentifiers = duplicateIdentifiers
  }
}

extension StagedDiff: Sendable where Element: Sendable, Element.ID: Sendable {}
