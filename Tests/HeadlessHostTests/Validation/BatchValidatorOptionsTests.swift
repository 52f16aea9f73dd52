import HeadlessHost
import ListComposerTestSupport
import Testing

/// A validator made from a headless host's options checks by the rules those options hold.
@Suite struct BatchValidatorOptionsTests {
  @Test func aValidatorMadeFromOptionsKeepsTheirRules() throws {
    let move = ItemMove(
      from: ListPosition(section: 0, item: 0), to: ListPosition(section: 0, item: 2))
    let update = BatchUpdate(movedItems: [move, move])
    try BatchValidator(flavor: .table, options: HeadlessHostOptions())
      .validate(update, countsBefore: [3], countsAfter: [3])
    do {
      try BatchValidator(flavor: .table, options: strictOptions())
        .validate(update, countsBefore: [3], countsAfter: [3])
      Issue.record("accepted in strict mode")
    } catch {
      #expect(error.kind == .duplicateIndexPath)
    }
    var options = HeadlessHostOptions()
    options.reloadedSectionCountMayChange = false
    #expect(throws: InternalInconsistency.self) {
      try BatchValidator(flavor: .table, options: options)
        .validate(BatchUpdate(reloadedSections: [0]), countsBefore: [1], countsAfter: [3])
    }
  }
}
