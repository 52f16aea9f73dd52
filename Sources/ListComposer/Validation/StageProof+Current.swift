// The proof of the stage being published, handed from a source to the adapter and the view on
// the main actor. The rule engine makes proofs away from it and holds no state of its own.

// Exclusivity: the statics below are read and written at every update, only ever as a whole
// and with no call out in between; what they hold is the package's own. The run-time check
// of each access would cost more than the access (issue 41).

extension StageProof {
  /// The proof of the stage being published on the main actor, if any.
  @exclusivity(unchecked) @MainActor package static var current: StageProof? {
    didSet {
      lastDecision = nil
      shifted = nil
    }
  }

  /// The ``current`` proof's batch as the compositions of sections on its way up shifted it,
  /// with the number of sections it moved in all: a host given that batch is told its offset
  /// without comparing it with the proof's, operation by operation.
  @exclusivity(unchecked) @MainActor private static var shifted: (update: BatchUpdate, offset: Int)?

  /// Notes how a composition of sections remapped a child's batch: when the batch is the
  /// ``current`` proof's own (`proved`) or its shift noted at the level below, and confining it
  /// to the child's counts left it as it was, `remapped` is the proof's batch shifted by whole
  /// sections, and is noted with its offset.
  ///
  /// - Complexity: O(1) for the batch handed up unchanged (its lists compare by identity).
  @MainActor
  package static func noteShift(
    of update: BatchUpdate, confined: BatchUpdate, to remapped: BatchUpdate, by start: Int,
    proved: Bool
  ) {
    let below: Int?
    if proved {
      below = 0
    } else if let shifted, shifted.update == update, confined == update {
      below = shifted.offset
    } else {
      below = nil
    }
    shifted = below.map { (remapped, ListLimits.add($0, start)) }
  }

  /// The last decision ``decide(_:countsBefore:countsAfter:rules:)`` or
  /// ``proves(_:countsBefore:countsAfter:rules:)`` gave with the current proof: the adapter and
  /// then its view ask about the same batch, handed on unchanged (so comparing the batches finds
  /// the same storage and costs O(1)), against the same counts. The validation is made when
  /// first asked for, once for both.
  @exclusivity(unchecked) @MainActor fileprivate static var lastDecision: Decision?

  /// A decision of the current proof: the batch and counts asked about, the offset of the
  /// source's sections in the host when the proof decides the batch, and its validation once
  /// made.
  fileprivate struct Decision {
    let update: BatchUpdate
    let before: [Int]
    let after: [Int]
    let decidesRules: Bool
    let offset: Int?
    var validation: BatchValidation?
  }

  /// The validation the ``current`` proof gives a host's batch; `nil` when there is no proof
  /// or it does not decide the batch.
  ///
  /// - Returns: The validation, the proof and the offset of the source's sections in the host.
  @MainActor
  package static func decide(
    _ update: BatchUpdate, countsBefore before: [Int], countsAfter after: [Int],
    rules: BatchRules
  ) -> (validation: BatchValidation, proof: StageProof, offset: Int)? {
    guard let proof = current,
      let offset = offset(of: update, countsBefore: before, countsAfter: after, rules: rules)
    else { return nil }
    if let validation = lastDecision?.validation { return (validation, proof, offset) }
    guard let validation = proof.validation(atOffset: offset, countsBefore: before) else {
      return nil
    }
    lastDecision?.validation = validation
    return (validation, proof, offset)
  }

  /// Whether the ``current`` proof decides a host's batch: what
  /// ``decide(_:countsBefore:countsAfter:rules:)`` tells without making the validation, for a
  /// host that needs no mapping (the adapter in front of a device's view).
  ///
  /// - Complexity: O(s + c), where s is the number of sections and c the number of operations.
  @MainActor
  package static func proves(
    _ update: BatchUpdate, countsBefore before: [Int], countsAfter after: [Int],
    rules: BatchRules
  ) -> Bool {
    offset(of: update, countsBefore: before, countsAfter: after, rules: rules) != nil
  }

  /// The offset of the source's sections in the host when the ``current`` proof decides the
  /// batch, from ``lastDecision`` when it is the same question.
  @MainActor
  private static func offset(
    of update: BatchUpdate, countsBefore before: [Int], countsAfter after: [Int],
    rules: BatchRules
  ) -> Int? {
    guard let proof = current else { return nil }
    let decidesRules = rules.iOSVersion > 10
    if let last = lastDecision, last.decidesRules == decidesRules, last.update == update,
      last.before == before, last.after == after
    {
      return last.offset
    }
    // The batch a composition noted as the proof's shifted needs no comparison with it.
    let offset =
      if let shifted, shifted.update == update {
        proof.fits(atOffset: shifted.offset, countsBefore: before, countsAfter: after, rules: rules)
          ? shifted.offset : nil
      } else {
        proof.offset(of: update, countsBefore: before, countsAfter: after, rules: rules)
      }
    lastDecision = Decision(
      update: update, before: before, after: after, decidesRules: decidesRules, offset: offset)
    return offset
  }
}
