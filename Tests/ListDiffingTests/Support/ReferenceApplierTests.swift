import ListDiffing
import Testing

/// The strict checker must reject what UIKit rejects, or the round-trip tests prove nothing.
/// Cases are numbered as in the catalogue of `uikit-list-semantics.md` §5.
@Suite struct ReferenceApplierTests {
  private func item(_ id: Int, _ version: Int = 0) -> TestItem { TestItem(id, version: version) }

  private func sections(_ lists: [Int]...) -> [TestSection] {
    lists.enumerated().map {
      TestSection(model: item(100 + $0.offset), items: $0.element.map { item($0) })
    }
  }

  private func path(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  private func move(_ from: ListPosition, _ to: ListPosition) -> ItemMove {
    ItemMove(from: from, to: to)
  }

  private func violation(_ update: BatchUpdate, _ old: [TestSection], _ new: [TestSection])
    -> String
  {
    strictViolation(applying: update, to: old, expecting: new) ?? "accepted"
  }

  @Test func acceptsValidBatches() {
    // Case 1: a plain insert.
    #expect(
      strictViolation(
        applying: BatchUpdate(insertedItems: [path(0, 1)]), to: sections([1, 2]),
        expecting: sections([1, 9, 2])) == nil)
    // Case 15: a move across sections.
    #expect(
      strictViolation(
        applying: BatchUpdate(movedItems: [move(path(0, 1), path(1, 0))]),
        to: sections([1, 2], [3]), expecting: sections([1], [2, 3])) == nil)
    // Case 18: inserts and deletes in one batch, in their own index spaces.
    #expect(
      strictViolation(
        applying: BatchUpdate(deletedItems: [path(0, 0), path(0, 2)], insertedItems: [path(0, 2)]),
        to: sections([1, 2, 3, 4]), expecting: sections([2, 4, 9])) == nil)
  }

  @Test func rejectsInconsistentCounts() {
    // Case 2.
    #expect(
      violation(BatchUpdate(insertedItems: [path(0, 1)]), sections([1, 2]), sections([1, 2]))
        .contains("must be equal to the number of items contained in that section before"))
    // Case 8.
    #expect(
      violation(BatchUpdate(), sections([1]), sections([1], [2]))
        .contains("invalid number of sections"))
  }

  @Test func rejectsConflictingOperationsOnOnePath() {
    // Case 9, 10, 11, 12.
    #expect(
      violation(
        BatchUpdate(deletedItems: [path(0, 0)], reloadedItems: [path(0, 0)]), sections([1, 2]),
        sections([2])
      ).contains("delete and reload the same index path"))
    #expect(
      violation(
        BatchUpdate(deletedItems: [path(0, 1)], movedItems: [move(path(0, 1), path(0, 0))]),
        sections([1, 2, 3]), sections([2, 3])
      ).contains("a delete and a move from the same index path"))
    #expect(
      violation(
        BatchUpdate(insertedItems: [path(0, 0)], movedItems: [move(path(0, 1), path(0, 0))]),
        sections([1, 2]), sections([2, 9, 1])
      ).contains("an insert and a move to the same index path"))
    let twelveNew = [TestSection(model: item(100), items: [item(2, 1), item(1)])]
    #expect(
      violation(
        BatchUpdate(reloadedItems: [path(0, 1)], movedItems: [move(path(0, 1), path(0, 0))]),
        sections([1, 2]), twelveNew
      ).contains("a delete and a move from the same index path"))
    // Case 27.
    #expect(
      violation(
        BatchUpdate(deletedItems: [path(0, 0), path(0, 0)]), sections([1, 2]), sections([2])
      )
      .contains("duplicate deleted index path"))
  }

  @Test func rejectsMovesAcrossInsertedOrDeletedSections() {
    // Case 13 and 14.
    #expect(
      violation(
        BatchUpdate(insertedSections: [1], movedItems: [move(path(0, 1), path(1, 0))]),
        sections([1, 2]), sections([1], [2])
      ).contains("cannot move a row into a newly inserted section (1)"))
    #expect(
      violation(
        BatchUpdate(deletedSections: [1], movedItems: [move(path(1, 0), path(0, 1))]),
        sections([1], [2]), sections([1, 2])
      ).contains("cannot move a row from a deleted section"))
  }

  @Test func rejectsReloadsThatOtherOperationsShift() {
    // Case 24: counts are right, but the reload lands on the shifted position.
    let old = sections([1, 2, 3])
    let new = [TestSection(model: item(100), items: [item(9), item(1), item(2, 1), item(3)])]
    #expect(
      violation(BatchUpdate(insertedItems: [path(0, 0)], reloadedItems: [path(0, 1)]), old, new)
        .contains("shift"))
    // Case 25: a section insert shifts the reloaded item's section.
    let shifted = [
      TestSection(model: item(7), items: [item(9)]),
      TestSection(model: item(100), items: [item(1), item(2, 1)]),
    ]
    #expect(
      violation(
        BatchUpdate(insertedSections: [0], reloadedItems: [path(0, 1)]), sections([1, 2]), shifted)
        != "accepted")
  }

  @Test func rejectsItemOperationsInsideMovedSections() {
    // Case 26: RxDataSources' "crashes table view" batch.
    let old = [
      TestSection(model: item(201), items: [item(1)]),
      TestSection(model: item(202), items: [item(2)]),
    ]
    let new = [
      TestSection(model: item(202), items: [item(0)]),
      TestSection(model: item(201), items: []),
    ]
    let update = BatchUpdate(
      movedSections: [SectionMove(from: 1, to: 0)], deletedItems: [path(0, 0), path(1, 0)],
      insertedItems: [path(0, 0)])
    #expect(violation(update, old, new).contains("moved in the same batch"))
  }

  @Test func rejectsStaleCellsThroughTheIdentityCheck() {
    // Counts agree, but the cells would show the old order and the old content.
    #expect(
      violation(BatchUpdate(), sections([1, 2]), sections([2, 1])).contains("identity check"))
    let updated = [TestSection(model: item(100), items: [item(1, 1)])]
    #expect(violation(BatchUpdate(), sections([1]), updated).contains("identity check"))
    #expect(
      strictViolation(
        applying: BatchUpdate(reloadedItems: [path(0, 0)]), to: sections([1]), expecting: updated)
        == nil)
  }
}
