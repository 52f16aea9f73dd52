import ListDiffing

/// A stage's batch checked away from the main actor: what an asynchronous update already knows
/// before it reaches the main actor, so that the adapter and the view do not check it again
/// there.
///
/// An asynchronous `setItems` computes each stage's batch and the counts of the source's
/// sections before and after it on the cooperative pool. It validates the batch there, against
/// those counts, with UIKit's rules, and keeps the mapping. While the source publishes that
/// stage on the main actor, ListComposer holds the proof as `StageProof.current`. A host given
/// a batch then asks the proof for its validation
/// (``validation(of:countsBefore:countsAfter:rules:)``), which it answers only when the batch is the proof's own shifted by whole sections (as a composition of sections
/// remaps a child's batch), and the host's counts are the proof's in those sections and unchanged
/// in every other. Under those conditions the host's check would reach the proof's verdict: the
/// rules are the same in every section, and the other sections have no operations. Anything
/// else (a batch remapped into a linear composition, another batch, other counts) gets `nil`,
/// and the host validates in full.
///
/// Only batches of item operations get a proof, and only when their validation gave no
/// warnings, so that the messages a warning carries never name the child's sections.
///
/// A proof is an immutable object, so that handing it along (to the adapter, to the view, to
/// the last decision kept) shares it instead of copying its batch, counts and mapping.
///
/// A proof made on the main actor, for a synchronous update, need not make its mapping at
/// once (`makingMapping: false`): it checks the batch as the pre-flight does (ranges, illegal
/// combinations, counts) and makes the mapping the first time one is asked for. A host that
/// needs no mapping (a device's view, which moves its own cells) never pays for it.
///
/// - Complexity: Making a proof costs a validation, off the main actor. Using one costs
///   O(s + c), where s is the number of sections and c the number of operations: a comparison
///   of the batches and counts, and the mapping moved to the host's sections; a proof made
///   without its mapping makes it in O(s + c) when first asked.
@usableFromInline
package final class StageProof: Sendable {
  /// The batch, in the source's positions.
  package let update: BatchUpdate
  /// The source's counts before and after the batch.
  package let countsBefore: [Int]
  package let countsAfter: [Int]
  /// Where every item went, in the source's positions, when made with the proof.
  private let madeMapping: BatchMapping?
  /// The checked batch, and where its sections went, that a proof made without its mapping
  /// makes it from.
  private let checked: (batch: NormalizedBatch, sections: ValidationRun.SectionMapping)?
  /// The source's identifiers before and after the stage, when it reported them and every kept
  /// and moved item is where the identifiers after have it (compared where the proof was made);
  /// `nil` otherwise.
  package let identities: (before: IdentifierLists, after: IdentifierLists)?

  /// Validates a batch with the default rules (UIKit's, for a current iOS) and returns its
  /// proof, or `nil` when it changes sections, breaks a rule or gets a warning.
  ///
  /// Given the source's identifiers before and after the stage, the proof also compares every
  /// kept and moved item with them, so that a host holding those very lists need not (see
  /// ``provesIdentifiers(ofSection:offset:before:now:)``).
  ///
  /// - Parameter makingMapping: Whether to make the mapping now, as a proof made away from the
  ///   main actor does; otherwise the proof checks what the pre-flight checks and makes its
  ///   mapping when first asked (see ``mapping``). A batch whose reloads share it with other
  ///   item changes, or given identifiers, is validated in full either way: its warnings and
  ///   identities need the mapping.
  package init?(
    update: BatchUpdate, countsBefore: [Int], countsAfter: [Int],
    identifiersBefore: IdentifierLists? = nil, identifiersAfter: IdentifierLists? = nil,
    makingMapping: Bool = true
  ) {
    guard !update.changesSections else { return nil }
    let before = ListLimits.clamp(countsBefore)
    let after = ListLimits.clamp(countsAfter)
    // A batch of item changes gets a warning only for a reload that other changes shift
    // (ValidationRun.unsafeCombinations) or an identity mismatch: without either possible, the
    // pre-flight's checks decide it as a validation does.
    let reloadsAlone =
      update.reloadedItems.isEmpty
      || (update.deletedItems.isEmpty && update.insertedItems.isEmpty
        && update.movedItems.isEmpty)
    if !makingMapping, identifiersBefore == nil, identifiersAfter == nil,
      ItemBatchShortcut.accepts(update, before: before, after: after)
    {
      // A diff's batch of one section: checked in one pass, its mapping made when asked.
      madeMapping = nil
      checked = nil
      identities = nil
    } else if !makingMapping, reloadsAlone, identifiersBefore == nil, identifiersAfter == nil {
      let batch = NormalizedBatch(update)
      let run = ValidationRun(
        validator: BatchValidator(flavor: .table), batch: batch, original: update,
        before: before, after: after, groupingItems: false)
      guard let sections = try? run.checkBatch() else { return nil }
      madeMapping = nil
      checked = (batch, sections)
      identities = nil
    } else {
      guard
        let validation = try? BatchValidator(flavor: .table).validate(
          update, countsBefore: before, countsAfter: after),
        validation.warnings.isEmpty
      else { return nil }
      madeMapping = validation.mapping
      checked = nil
      identities = Self.provedIdentities(
        validation.mapping, before: identifiersBefore, after: identifiersAfter)
    }
    self.update = update
    self.countsBefore = before
    self.countsAfter = after
  }

  /// Where every item went, in the source's positions: the mapping made with the proof, or
  /// made now from the checked batch; `nil` only if that batch cannot be mapped, which its
  /// checks rule out.
  ///
  /// - Complexity: O(1) for a proof made with its mapping; otherwise O(s + c), where s is the
  ///   number of sections and c the number of operations.
  package var mapping: BatchMapping? {
    if let madeMapping { return madeMapping }
    guard let checked else {
      // Checked by the shortcut (see `ItemBatchShortcut`): the full checks run with the
      // mapping, so that a batch they refuse gets no mapping, and a host that asks for one
      // validates the batch itself.
      let run = ValidationRun(
        validator: BatchValidator(flavor: .table), batch: NormalizedBatch(update),
        original: update, before: countsBefore, after: countsAfter)
      guard let sections = try? run.checkBatch() else { return nil }
      return try? run.mapping(sections: sections)
    }
    let run = ValidationRun(
      validator: BatchValidator(flavor: .table), batch: checked.batch, original: update,
      before: countsBefore, after: countsAfter)
    return try? run.mapping(sections: checked.sections)
  }

  /// The identifier lists when every section's kept and moved items are where `after` has
  /// them, or `nil`.
  private static func provedIdentities(
    _ mapping: BatchMapping, before: IdentifierLists?, after: IdentifierLists?
  ) -> (before: IdentifierLists, after: IdentifierLists)? {
    guard let before, let after, before.lists.count == mapping.sections.count,
      after.lists.count == mapping.sections.count
    else { return nil }
    for (section, items) in mapping.sections.enumerated() {
      guard items.oldSection == section, before.lists[section].count == items.oldCount,
        after.lists[section].count == items.newCount,
        items.firstIdentityMismatch(
          inSection: section, before: before.lists, now: after.lists[section]) == nil
      else { return nil }
    }
    return (before, after)
  }

  /// Whether the proof vouches for a host's identity check of one of its sections: the host
  /// holds, for the section before the batch, the very list the proof compared from, and its
  /// data source reports the very list the proof compared with (the same storage, not only
  /// equal identifiers). The proof found every kept and moved item where that list has it, so
  /// the host's comparison would find it too.
  ///
  /// - Parameters:
  ///   - section: The host's section, `offset` sections after the source's.
  ///   - offset: Where the source's sections start in the host (see
  ///     ``decide(_:countsBefore:countsAfter:rules:)``).
  ///   - before: The identifiers the host holds for the section.
  ///   - now: The identifiers its data source reports for it.
  /// - Complexity: O(1).
  package func provesIdentifiers(
    ofSection section: Int, offset: Int, before: ItemIdentifiers, now: ItemIdentifiers
  ) -> Bool {
    guard let identities else { return false }
    let local = section - offset
    guard identities.before.lists.indices.contains(local) else { return false }
    return before.isSameList(as: identities.before.lists[local])
      && now.isSameList(as: identities.after.lists[local])
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
    validationAndOffset(of: update, countsBefore: before, countsAfter: after, rules: rules)?
      .validation
  }

  /// ``validation(of:countsBefore:countsAfter:rules:)``, with the offset of the source's
  /// sections in the host.
  package func validationAndOffset(
    of update: BatchUpdate, countsBefore before: [Int], countsAfter after: [Int],
    rules: BatchRules
  ) -> (validation: BatchValidation, offset: Int)? {
    guard
      let offset = offset(
        of: update, countsBefore: before, countsAfter: after, rules: rules),
      let validation = validation(atOffset: offset, countsBefore: before)
    else { return nil }
    return (validation, offset)
  }

  /// The validation of a batch the proof decides (see
  /// ``offset(of:countsBefore:countsAfter:rules:)``): the mapping moved to the host's sections.
  ///
  /// - Parameters:
  ///   - offset: Where the source's sections start in the host.
  ///   - before: The counts the host holds.
  /// - Returns: The validation, or `nil` when the batch cannot be mapped (see ``mapping``).
  /// - Complexity: O(s), where s is the number of the host's sections, plus what making the
  ///   mapping costs a proof made without it.
  package func validation(atOffset offset: Int, countsBefore before: [Int]) -> BatchValidation? {
    guard let mapping else { return nil }
    return BatchValidation(
      mapping: mapping.shifted(bySections: offset, counts: before), warnings: [])
  }

  /// The offset of the source's sections in a host when the proof decides `update` against the
  /// host's counts (see ``validation(of:countsBefore:countsAfter:rules:)``), without making
  /// the validation; `nil` when it does not decide it.
  ///
  /// - Complexity: O(s + c), where s is the number of sections and c the number of operations.
  package func offset(
    of update: BatchUpdate, countsBefore before: [Int], countsAfter after: [Int],
    rules: BatchRules
  ) -> Int? {
    guard let offset = sectionOffset(of: update),
      fits(atOffset: offset, countsBefore: before, countsAfter: after, rules: rules)
    else { return nil }
    return offset
  }

  /// Whether the proof decides the batch it proved, shifted by `offset` sections, against a
  /// host's counts (see ``offset(of:countsBefore:countsAfter:rules:)``): the caller knows the
  /// batch is the proof's shifted so.
  ///
  /// - Complexity: O(s), where s is the number of the host's sections.
  package func fits(
    atOffset offset: Int, countsBefore before: [Int], countsAfter after: [Int], rules: BatchRules
  ) -> Bool {
    guard rules.iOSVersion > 10, before.count == after.count, offset >= 0,
      offset <= before.count - countsBefore.count
    else { return false }
    for section in before.indices {
      let local = section - offset
      let (was, now) = (ListLimits.clamp(before[section]), ListLimits.clamp(after[section]))
      if local >= 0, local < countsBefore.count {
        guard was == countsBefore[local], now == countsAfter[local] else { return false }
      } else {
        guard was == now else { return false }
      }
    }
    return true
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

/// Lists of item identifiers, one per section, handed between the main actor and the work an
/// asynchronous update does away from it.
@usableFromInline
package struct IdentifierLists: Sendable {
  package let lists: [ItemIdentifiers]

  package init(_ lists: [ItemIdentifiers]) {
    self.lists = lists
  }
}
