/// A stage's batch checked away from the main actor: what an asynchronous update already knows
/// before it reaches the main actor, so that the adapter and the view do not check it again
/// there.
///
/// An asynchronous `setItems` computes each stage's batch and the counts of the source's
/// sections before and after it on the cooperative pool. It validates the batch there, against
/// those counts, with UIKit's rules, and keeps the mapping. While the source publishes that
/// stage on the main actor, the proof is ``current``. A host given a batch then asks the proof
/// for its validation (``validation(of:countsBefore:countsAfter:rules:)``), which it answers only
/// when the batch is the proof's own shifted by whole sections (as a composition of sections
/// remaps a child's batch), and the host's counts are the proof's in those sections and unchanged
/// in every other. Under those conditions the host's check would reach the proof's verdict: the
/// rules are the same in every section, and the other sections have no operations. Anything
/// else (a batch remapped into a linear composition, another batch, other counts) gets `nil`,
/// and the host validates in full.
///
/// Only batches of item operations get a proof, and only when their validation gave no
/// warnings, so that the messages a warning carries never name the child's sections.
///
/// - Complexity: Making a proof costs a validation, off the main actor. Using one costs
///   O(s + c), where s is the number of sections and c the number of operations: a comparison
///   of the batches and counts, and the mapping moved to the host's sections.
@usableFromInline
package struct StageProof: Sendable {
  /// The batch, in the source's positions.
  package let update: BatchUpdate
  /// The source's counts before and after the batch.
  package let countsBefore: [Int]
  package let countsAfter: [Int]
  /// Where every item went, in the source's positions.
  package let mapping: BatchMapping

  /// The proof of the stage being published on the main actor, if any.
  @MainActor package static var current: StageProof?

  /// The validation the ``current`` proof gives a host's batch; `nil` when there is no proof
  /// or it does not decide the batch.
  @MainActor
  package static func decide(
    _ update: BatchUpdate, countsBefore before: [Int], countsAfter after: [Int],
    rules: BatchRules
  ) -> BatchValidation? {
    current?.validation(of: update, countsBefore: before, countsAfter: after, rules: rules)
  }

  /// Validates a batch with the default rules (UIKit's, for a current iOS) and returns its
  /// proof, or `nil` when it changes sections, breaks a rule or gets a warning.
  package init?(update: BatchUpdate, countsBefore: [Int], countsAfter: [Int]) {
    guard !update.changesSections,
      let validation = try? BatchValidator(flavor: .table).validate(
        update, countsBefore: countsBefore, countsAfter: countsAfter),
      validation.warnings.isEmpty
    else { return nil }
    self.update = update
    self.countsBefore = countsBefore.map(ListLimits.clamp)
    self.countsAfter = countsAfter.map(ListLimits.clamp)
    mapping = validation.mapping
  }

  /// The validation a host's validator would give `update` against its counts, from the
  /// proof; `nil` when the proof does not decide it (see ``StageProof``).
  ///
  /// - Parameters:
  ///   - update: The batch the host was given.
  ///   - countsBefore: The counts the host holds.
  ///   - countsAfter: The counts its data source has now.
  ///   - rules: The host validator's rules: a proof stands only for rules that accept what the
  ///     default ones do (not those of a table view before iOS 11).
  package func validation(
    of update: BatchUpdate, countsBefore before: [Int], countsAfter after: [Int],
    rules: BatchRules
  ) -> BatchValidation? {
    guard rules.iOSVersion > 10, before.count == after.count,
      let offset = sectionOffset(of: update), offset >= 0,
      offset + countsBefore.count <= before.count
    else { return nil }
    for section in before.indices {
      let local = section - offset
      let (was, now) = (ListLimits.clamp(before[section]), ListLimits.clamp(after[section]))
      if local >= 0, local < countsBefore.count {
        guard was == countsBefore[local], now == countsAfter[local] else { return nil }
      } else {
        guard was == now else { return nil }
      }
    }
    return BatchValidation(
      mapping: mapping.shifted(bySections: offset, counts: before), warnings: [])
  }

  /// The number of sections by which `other` is this proof's batch shifted, or `nil` when it
  /// is not.
  private func sectionOffset(of other: BatchUpdate) -> Int? {
    guard !other.changesSections,
      other.deletedItems.count == update.deletedItems.count,
      other.insertedItems.count == update.insertedItems.count,
      other.reloadedItems.count == update.reloadedItems.count,
      other.reconfiguredItems.count == update.reconfiguredItems.count,
      other.movedItems.count == update.movedItems.count
    else { return nil }
    func firstPair(_ shifted: [ListPosition], _ mine: [ListPosition]) -> (
      ListPosition, ListPosition
    )? {
      guard let shifted = shifted.first, let mine = mine.first else { return nil }
      return (shifted, mine)
    }
    let first =
      firstPair(other.deletedItems, update.deletedItems)
      ?? firstPair(other.insertedItems, update.insertedItems)
      ?? firstPair(other.reloadedItems, update.reloadedItems)
      ?? firstPair(other.reconfiguredItems, update.reconfiguredItems)
      ?? firstPair(other.movedItems.prefix(1).map(\.from), update.movedItems.prefix(1).map(\.from))
    guard let (shifted, mine) = first else { return 0 }
    let offset = shifted.section - mine.section
    func same(_ shifted: [ListPosition], _ mine: [ListPosition]) -> Bool {
      zip(shifted, mine).allSatisfy {
        $0.item == $1.item && $0.section == $1.section + offset
      }
    }
    guard same(other.deletedItems, update.deletedItems),
      same(other.insertedItems, update.insertedItems),
      same(other.reloadedItems, update.reloadedItems),
      same(other.reconfiguredItems, update.reconfiguredItems),
      zip(other.movedItems, update.movedItems).allSatisfy({ shifted, mine in
        shifted.from.item == mine.from.item && shifted.to.item == mine.to.item
          && shifted.from.section == mine.from.section + offset
          && shifted.to.section == mine.to.section + offset
      })
    else { return nil }
    return offset
  }
}
