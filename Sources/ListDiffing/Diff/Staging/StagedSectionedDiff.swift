/// The difference between two sectioned lists, cut into batches that UIKit accepts.
///
/// The reasons for staging are those given for ``StagedDiff``; sections add three more rejected
/// combinations (item moves into inserted sections or out of deleted ones, and item operations
/// inside moved sections). A sectioned diff therefore has up to five stages, in DifferenceKit's
/// order:
///
/// 1. item updates alone, at their old positions;
/// 2. section deletes and item deletes, at their old positions;
/// 3. section inserts and section moves (move sources after the deletes);
/// 4. item inserts and item moves, in the final sections (move sources after the deletes, in their
///    section's final index);
/// 5. section updates (reloads), at their final indices.
///
/// An inserted section brings all its items and a deleted section takes all its items: the diff
/// issues no item operation inside either. An item that moves into an inserted section is deleted
/// from its old section in stage 2; an item that moves out of a deleted section is inserted in
/// stage 4. Section moves and item moves are minimal (a longest increasing subsequence stays in
/// place); an item that changes section is always a move.
///
///     let old = [DiffSection(model: "A", items: [1, 2]), DiffSection(model: "B", items: [3])]
///     let new = [DiffSection(model: "B", items: [3, 2]), DiffSection(model: "A", items: [1])]
///     let diff = new.stagedDifference(from: old)
///     diff.stages.map(\.update)
///     // [move sections 1->0, move items [1, 1]->[0, 1]]
///
/// Duplicated section or item identifiers never trap; they are paired as ``StagedDiff`` describes,
/// items across all surviving sections in display order, and listed in
/// ``duplicateSectionIdentifiers`` and ``duplicateItemIdentifiers``.
public struct StagedSectionedDiff<Model: Diffable, Item: Diffable> {
  /// The batches to apply in order; empty when nothing changed.
  public var stages: [DiffStage<[DiffSection<Model, Item>]>]

  /// The new sections: the data of the last stage, and the data to show after `reloadData()`.
  public var target: [DiffSection<Model, Item>]

  /// The number of operations in all stages together.
  public var changeCount: Int

  /// A Boolean value that indicates whether ``changeCount`` exceeds the caller's
  /// ``DiffOptions/reloadThreshold``, so that `reloadData()` is the better way to show ``target``.
  public var recommendsReload: Bool

  /// Section identifiers that occur more than once on either side, each listed once.
  public var duplicateSectionIdentifiers: [Model.ID]

  /// Item identifiers that occur more than once on either side (among sections present on both
  /// sides), each listed once.
  public var duplicateItemIdentifiers: [Item.ID]

  /// A Boolean value that indicates whether the two lists are the same, section by section and
  /// item by item.
  public var isEmpty: Bool { stages.isEmpty }

  @inlinable
  init(
    stages: [DiffStage<[DiffSection<Model, Item>]>], target: [DiffSection<Model, Item>],
    changeCount: Int, recommendsReload: Bool,
    duplicateSectionIdentifiers: [Model.ID],
    duplicateItemIdentifiers: [Item.ID]
  ) {
    self.stages = stages
    self.target = target
    self.changeCount = changeCount
    self.recommendsReload = recommendsReload
    self.duplicateSectionIdentifiers = duplicateSectionIdentifiers
    self.duplicateItemIdentifiers = duplicateItemIdentifiers
  }
}

extension StagedSectionedDiff: Sendable
where
  Model: Sendable, Item: Sendable, Model.ID: Sendable,
  Item.ID: Sendable
{}
