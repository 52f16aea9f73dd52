// The proof of the stage being published, handed from a source to the adapter and the view on
// the main actor. The rule engine makes proofs away from it and holds no state of its own.

extension StageProof {
  /// The proof of the stage being published on the main actor, if any.
  @MainActor package static var current: StageProof? {
    didSet { lastDecision = nil }
  }

  /// The last decision ``decide(_:countsBefore:countsAfter:rules:)`` gave with the current
  /// proof: the adapter and then its view ask about the same batch, handed on unchanged (so
  /// comparing the batches finds the same storage and costs O(1)), against the same counts.
  @MainActor fileprivate static var lastDecision:
    (
      update: BatchUpdate, before: [Int], after: [Int], decidesRules: Bool,
      decision: (validation: BatchValidation, proof: StageProof, offset: Int)?
    )?

  /// The validation the ``current`` proof gives a host's batch; `nil` when there is no proof
  /// or it does not decide the batch.
  ///
  /// - Returns: The validation, the proof and the offset of the source's sections in the host.
  @MainActor
  package static func decide(
    _ update: BatchUpdate, countsBefore before: [Int], countsAfter after: [Int],
    rules: BatchRules
  ) -> (validation: BatchValidation, proof: StageProof, offset: Int)? {
    guard let proof = current else { return nil }
    let decidesRules = rules.iOSVersion > 10
    if let last = lastDecision, last.decidesRules == decidesRules, last.update == update,
      last.before == before, last.after == after
    {
      return last.decision
    }
    var decision: (validation: BatchValidation, proof: StageProof, offset: Int)?
    if let (validation, offset) = proof.validationAndOffset(
      of: update, countsBefore: before, countsAfter: after, rules: rules)
    {
      decision = (validation, proof, offset)
    }
    lastDecision = (update, before, after, decidesRules, decision)
    return decision
  }
}
