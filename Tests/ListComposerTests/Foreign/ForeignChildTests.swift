import HeadlessHost
import ListComposerTestSupport
import Testing

/// A hand-written source as a child of a composition (`ForeignChildDataSource`): asked in its
/// own positions, its cells dequeued at the view's, its changes published as local batches or
/// as a reload of the child, its wrong answers reported; next to an array source in the root
/// and one composition down, on both headless views, strict and raising like a device.
@MainActor
@Suite struct ForeignChildTests {
  @Test(arguments: foreignCases)
  func countsAndCellsAreAskedInLocalPositions(kind: ViewKind, nested: Bool) throws {
    let screen = try ForeignScreen(kind, nested: nested) { $0.titles = ["Old", nil] }
    #expect(try screen.host.texts() == screen.expectedTexts, "\(kind)")
    #expect(screen.root.numberOfItems(inSection: screen.offset) == 3)
    #expect(screen.root.numberOfItems(inSection: screen.offset + 1) == 1)
    let asked = [(0, 0), (0, 1), (0, 2), (1, 0)].map { ListPosition(section: $0, item: $1) }
    #expect(Set(screen.legacy.asked) == Set(asked))
    #expect(screen.root.headerTitle(forSection: screen.offset) == "Old")
    #expect(screen.root.headerTitle(forSection: screen.offset + 1) == nil)
    screen.host.expectNothingRaised()
    #expect(screen.child.lastProblem == nil)
  }

  @Test(arguments: foreignCases)
  func aLocalBatchIsRemappedToTheScreen(kind: ViewKind, nested: Bool) throws {
    let screen = try ForeignScreen(kind, nested: nested)
    screen.legacy.sections[0].insert("new", at: 1)
    screen.legacy.sections[1].remove(at: 0)
    let local = BatchUpdate(
      deletedItems: [ListPosition(section: 1, item: 0)],
      insertedItems: [ListPosition(section: 0, item: 1)])
    let published = try screen.child.send(local)
    let expected = BatchUpdate(
      deletedItems: [screen.global(1, 0)], insertedItems: [screen.global(0, 1)])
    #expect(published.batches == [expected])
    #expect(screen.lastBatch == expected, "\(kind)")
    #expect(screen.child.shownCounts == [4, 0])
    #expect(try screen.host.texts() == screen.expectedTexts, "\(kind)")
    #expect(screen.legacy.asked.last == ListPosition(section: 0, item: 1))
    try screen.expectShowsData()
  }

  @Test(arguments: foreignCases)
  func aReloadWithOtherCountsIsValid(kind: ViewKind, nested: Bool) throws {
    let screen = try ForeignScreen(kind, nested: nested)
    screen.legacy.sections = [["x0"], ["y0", "y1", "y2", "y3"], ["z0", "z1"]]
    let published = try screen.child.reloadChild()
    let expected = BatchUpdate(
      insertedSections: [screen.offset + 2], reloadedSections: [screen.offset, screen.offset + 1])
    #expect(published.batch == expected)
    #expect(screen.lastBatch == expected, "\(kind)")
    #expect(try screen.host.texts() == screen.expectedTexts, "\(kind)")
    try screen.expectShowsData()

    // Fewer sections: the extra ones are deleted.
    screen.legacy.sections = [["w0", "w1"]]
    try screen.child.reloadChild()
    #expect(
      screen.lastBatch
        == BatchUpdate(
          deletedSections: [screen.offset + 1, screen.offset + 2],
          reloadedSections: [screen.offset]))
    try screen.expectShowsData()
  }

  @Test(arguments: foreignCases)
  func aWrongBatchReloadsTheChildInstead(kind: ViewKind, nested: Bool) throws {
    let screen = try ForeignScreen(kind, nested: nested)
    screen.legacy.sections[0].append("a3")
    // The app says it deleted an item, but it appended one.
    let wrong = BatchUpdate(deletedItems: [ListPosition(section: 0, item: 0)])
    #expect {
      try screen.child.send(wrong)
    } throws: { error in
      guard case .invalidUpdate(let reason) = error as? ForeignSourceError else { return false }
      return reason.contains("section 0")
    }
    #expect(
      screen.lastBatch
        == BatchUpdate(reloadedSections: [screen.offset, screen.offset + 1]), "\(kind)")
    #expect(screen.child.shownCounts == [4, 1])
    try screen.expectShowsData()
  }

  @Test(arguments: foreignCases)
  func wrongCountsReadAsZeroAndAreReported(kind: ViewKind, nested: Bool) throws {
    let screen = try ForeignScreen(kind, nested: nested) { $0.negativeSection = 1 }
    #expect(screen.child.shownCounts == [3, 0])
    #expect(screen.child.lastProblem == .negativeCount(section: 1, count: -1))
    let siblings: [String?] = ["n100", "n101"] + (nested ? ["#200"] : [])
    #expect(try screen.host.texts() == siblings + ["a0", "a1", "a2"], "\(kind)")
    screen.host.expectNothingRaised()

    var problems: [ForeignSourceError] = []
    screen.child.onProblem = { problems.append($0) }
    screen.legacy.countThrows = true
    try screen.child.reloadChild()
    #expect(screen.child.shownCounts == [])
    #expect(problems.count == 1)
    #expect(problems.first.map { "\($0)" }?.contains("threw while counting sections") == true)
    #expect(
      screen.lastBatch
        == BatchUpdate(deletedSections: [screen.offset, screen.offset + 1]), "\(kind)")
    #expect(try screen.host.texts() == siblings, "\(kind)")
    screen.host.expectNothingRaised()
  }

  @Test(arguments: foreignCases)
  func countsChangedWithoutABatchAreNotShown(kind: ViewKind, nested: Bool) throws {
    let screen = try ForeignScreen(kind, nested: nested)
    let batches = screen.host.updateLog.count
    screen.legacy.sections[0].removeAll()
    // The screen keeps the counts it showed: a sibling's batch stays valid.
    #expect(screen.root.numberOfItems(inSection: screen.offset) == 3)
    #expect(screen.host.updateLog.count == batches)
    // A cell of the changed section is refused with what happened.
    screen.legacy.sections[0] = ["only"]
    try #require(screen.host.adapter).reloadData()
    let failure = screen.layoutFailure()
    #expect(failure?.contains("the screen shows [3, 1]") == true, "\(kind): \(failure ?? "")")
    #expect(
      screen.child.lastProblem == .countsChangedWithoutUpdate(shown: [3, 1], actual: [1, 1]))
  }
}
